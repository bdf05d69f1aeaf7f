import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusCard } from '../../components/StatusCard';

/** The router's error element: a crash in a screen shows this instead of a blank page. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <StatusCard title={t('errors.title')} description={t('errors.text')}>
      <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
    </StatusCard>
  );
}
