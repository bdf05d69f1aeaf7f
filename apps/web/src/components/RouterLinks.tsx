import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A Mantine anchor that navigates inside the app. */
export function TextLink({ to, children, ...props }: AnchorProps & { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  );
}

/** A Mantine button that navigates inside the app (a link for assistive technology). */
export function ButtonLink({ to, children, ...props }: ButtonProps & { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} {...props}>
      {children}
    </Button>
  );
}
