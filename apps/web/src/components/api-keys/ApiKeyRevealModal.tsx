import type { TApiKeyCreated } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { SecretOnceModal } from '../ui/SecretOnceModal';

/** The new key, shown this once: copy it now; the portal keeps only its hash. */
export function ApiKeyRevealModal({ created, onClose }: { created: TApiKeyCreated | null; onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  return (
    <SecretOnceModal
      secret={created?.key ?? null}
      title={t('reveal.title', { name: created?.name ?? '' })}
      texts={{
        once: t('reveal.once'),
        label: t('reveal.key'),
        copy: t('reveal.copy'),
        copied: t('reveal.copied'),
        copyFailed: t('reveal.copyFailed'),
        done: t('reveal.done'),
      }}
      onClose={onClose}
    />
  );
}
