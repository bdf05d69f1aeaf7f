import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../FormAlert';

/** A record being loaded: a spinner, the error, or the content once the data is there. */
export function QueryState<T>({
  data,
  error,
  errorTitle,
  children,
}: {
  data: T | undefined;
  error: unknown;
  errorTitle?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (data !== undefined) return children(data);
  if (error) return <ErrorAlert title={errorTitle} messages={[error instanceof Error ? error.message : String(error)]} />;
  return (
    <Center py="xl" role="status">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
