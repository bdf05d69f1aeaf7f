import { useTranslation } from 'react-i18next';
import { SecretOnceModal } from '../../../components/ui/SecretOnceModal';

/** The endpoint's signing secret, shown this once (after create and "roll secret"): copy it now. */
export function WebhookSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <SecretOnceModal
      secret={secret}
      title={t('secret.title')}
      texts={{
        once: t('secret.once'),
        label: t('secret.label'),
        copy: t('secret.copy'),
        copied: t('secret.copied'),
        copyFailed: t('secret.copyFailed'),
        done: t('secret.done'),
      }}
      onClose={onClose}
    />
  );
}
