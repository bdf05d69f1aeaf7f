import { Button, Menu } from '@mantine/core';
import { type RideExportVariant, type TRideListQuery, rideExportFileName, rideExportVariants } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon } from '../../../../components/ui/icons';
import { useSignedInUser } from '../../../../lib/auth';
import { downloadFile } from '../../../../lib/download';
import { rideExportPath } from '../../../../lib/rides/exportRides';
import { showErrorToast } from '../../../../lib/toasts';

/**
 * Rides management → Export (spec §2, §6): the rides of the list's current filters (every page) as .xlsx, in
 * the variants the user may ask (`rideExportVariants`): one button for one variant, a menu for ADMIN's three.
 * A refusal toasts spec §8 "Rides could not be exported" with the server's reason.
 */
export function ExportRidesButton({ query }: { query: Omit<TRideListQuery, 'page' | 'size'> }) {
  const { t } = useTranslation('rides');
  const { roles } = useSignedInUser();
  const variants = rideExportVariants(roles);
  const [busy, setBusy] = useState(false);
  const [only] = variants;
  if (!only) return null;

  const exportRides = async (variant: RideExportVariant) => {
    setBusy(true);
    try {
      await downloadFile(rideExportPath({ ...query, for: variant }), rideExportFileName(query));
    } catch (error) {
      showErrorToast(t('toasts.exportFailed'), error, t('toasts.exportFailed'));
    } finally {
      setBusy(false);
    }
  };

  const button = (props: { onClick?: () => void }) => (
    <Button variant="light" leftSection={<DownloadIcon />} loading={busy} {...props}>
      {t('export.button')}
    </Button>
  );
  if (variants.length === 1) return button({ onClick: () => void exportRides(only) });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{button({})}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('export.menu')}</Menu.Label>
        {variants.map((variant) => (
          <Menu.Item key={variant} leftSection={<DownloadIcon size={14} />} onClick={() => void exportRides(variant)}>
            {t(`export.variants.${variant}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
