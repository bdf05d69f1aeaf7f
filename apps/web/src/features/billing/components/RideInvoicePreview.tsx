import { Box, Button, Group, Stack } from '@mantine/core';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/FormAlert';
import { QueryState } from '../../../components/ui/QueryState';
import { DownloadIcon } from '../../../components/ui/icons';
import { errorText } from '../../../lib/query';
import { showErrorToast } from '../../../lib/toasts';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useLanguage } from '../../../lib/use-language';
import { downloadFile } from '../../../lib/download';
import { invoicePreviewPdfPath, useInvoicePreview } from '../api/invoices';

/** The frame grows to its document (readable: same origin without scripts), so the page scrolls, not the frame. */
function fitToContent(event: SyntheticEvent<HTMLIFrameElement>) {
  const frame = event.currentTarget;
  const height = frame.contentDocument?.documentElement.scrollHeight;
  if (height) frame.style.height = `${height + 16}px`;
}

/**
 * The ride detail's Invoice tab (spec §1 "invoice preview"): the API's HTML preview in a sandboxed frame (no
 * scripts), and its PDF. Shown to who may preview (ADMIN, the fleet manager, the customer).
 */
export function RideInvoicePreview({ rideId }: { rideId: number }) {
  const { t } = useTranslation('billing');
  const [language] = useLanguage();
  const preview = useInvoicePreview(rideId, language);
  const [busy, setBusy] = useState(false);
  useErrorToast(preview, t('preview.loadFailed'), t('preview.loadFailed'));
  const pdf = async () => {
    setBusy(true);
    try {
      await downloadFile(invoicePreviewPdfPath(rideId, language), `invoice-ride-${rideId}.pdf`);
    } catch (error) {
      showErrorToast(t('preview.downloadFailed'), error, t('preview.downloadFailed'));
    }
    setBusy(false);
  };
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="light" leftSection={<DownloadIcon />} loading={busy} onClick={() => void pdf()}>
          {t('preview.pdf')}
        </Button>
      </Group>
      {preview.error ? (
        <ErrorAlert title={t('preview.loadFailed')} messages={[errorText(preview.error, t('preview.loadFailed'))]} />
      ) : (
        <QueryState data={preview.data} error={null}>
          {(html) => (
            <Box
              component="iframe"
              title={t('preview.frame', { id: rideId })}
              // No allow-scripts: nothing in the preview runs; same origin only so its height can be read.
              sandbox="allow-same-origin"
              srcDoc={html}
              onLoad={fitToContent}
              w="100%"
              h={700}
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: 'white' }}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
