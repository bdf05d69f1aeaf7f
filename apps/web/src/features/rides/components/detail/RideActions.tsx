import { Button, Group } from '@mantine/core';
import type { Ride } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../../components/RouterLinks';
import { ConfirmDelete } from '../../../../components/ui/ConfirmDelete';
import { CopyIcon, PencilIcon } from '../../../../components/ui/icons';
import { showErrorToast, showSuccessToast } from '../../../../lib/toasts';
import { checkPaymentUrl } from '../../../../lib/payments/paths';
import { useDeleteRide } from '../../api/deleteRide';
import { useDuplicateRide } from '../../api/duplicateRide';
import { RIDES_PATH, rideEditPath, ridePath } from '../../../../lib/rides/paths';
import { MarkSeenButton } from '../list/MarkSeenButton';
import { CopyLinkButton, rideLinks } from '../../../../components/rides/CopyLinkButton';
import { StatusActions } from './StatusActions';

/**
 * What the user may do with the ride (from its `abilities`): edit (in the ride form), change the
 * status, duplicate, delete; mark it seen (the ride's dispatch); copy the tracking and contract links, and the
 * ride's payment link for the customer — by its own `paymentSecret`, which only ADMIN, the ride's fleet
 * manager and its customer receive (the driver holds the contract's secret, never this one).
 */
export function RideActions({ ride }: { ride: Ride }) {
  const { t } = useTranslation('rides');
  const { t: tp } = useTranslation('payments');
  const navigate = useNavigate();
  const duplicate = useDuplicateRide();
  const remove = useDeleteRide();
  const canEdit = ride.abilities.edit;
  const links = rideLinks(ride);

  const onDuplicate = async () => {
    try {
      const copy = await duplicate.mutateAsync(ride.id);
      showSuccessToast(t('toasts.duplicated'));
      await navigate(ridePath(copy.id));
    } catch (error) {
      showErrorToast(t('detail.duplicate'), error, t('toasts.duplicateFailed'));
    }
  };

  return (
    <Group gap="xs" component="section" aria-label={t('detail.actions')}>
      {canEdit && (
        <ButtonLink to={rideEditPath(ride.id)} leftSection={<PencilIcon />}>
          {t('detail.edit')}
        </ButtonLink>
      )}
      <StatusActions ride={ride} />
      {ride.abilities.markSeen && !ride.seen && <MarkSeenButton ride={ride} />}
      {ride.abilities.duplicate && (
        <Button variant="default" leftSection={<CopyIcon />} loading={duplicate.isPending} onClick={() => void onDuplicate()}>
          {t('detail.duplicate')}
        </Button>
      )}
      {links.tracking && <CopyLinkButton label={t('detail.copyTracking')} url={links.tracking} />}
      <CopyLinkButton label={t('detail.copyContract')} url={links.contract} />
      {ride.paymentSecret && <CopyLinkButton label={tp('tab.copyLink')} url={checkPaymentUrl('drive', ride.paymentSecret)} />}
      {ride.abilities.delete && (
        <ConfirmDelete
          label={t('detail.delete')}
          title={t('detail.deleteTitle')}
          text={t('detail.deleteText', { id: ride.id })}
          onConfirm={() => remove.mutateAsync(ride.id)}
          toasts={{
            success: t('toasts.deleted'),
            errorTitle: t('detail.deleteTitle'),
            errorDefault: t('toasts.deleteFailed'),
          }}
          onDone={() => navigate(RIDES_PATH)}
        />
      )}
    </Group>
  );
}
