import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_MAX_MB, PictureField } from '../../../components/files/PictureField';
import type { PhotoChange } from '../../../lib/pricing/vehicle-offers';

export interface OfferPhotoFieldProps {
  /** The saved photo of the offer, or null. */
  photoUrl: string | null;
  value: PhotoChange;
  onChange: (value: PhotoChange) => void;
  error?: ReactNode;
}

/** The vehicle offer's photo (components/files/PictureField with the offer's texts). */
export function OfferPhotoField(props: OfferPhotoFieldProps) {
  const { t } = useTranslation('pricing');
  return (
    <PictureField
      {...props}
      texts={{
        label: t('offers.fields.photo'),
        choose: t('offers.photo.choose'),
        change: t('offers.photo.change'),
        remove: t('offers.photo.remove'),
        keep: t('offers.photo.keep'),
        none: t('offers.photo.none'),
        preview: t('offers.photo.preview'),
        hint: t('offers.photo.hint', { maxMb: PICTURE_MAX_MB }),
        pending: (name) => t('offers.photo.pending', { name }),
        removing: t('offers.photo.removing'),
      }}
    />
  );
}
