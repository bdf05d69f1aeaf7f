import { Text } from '@mantine/core';
import { TextLink } from '../../../components/RouterLinks';

/** The line under a sign-in or registration form that leads to the other one: a question and its link. */
export function OtherAuthPageLink({ question, to, link }: { question: string; to: string; link: string }) {
  return (
    <Text ta="center" fz="sm" c="dimmed">
      {question} <TextLink to={to}>{link}</TextLink>
    </Text>
  );
}
