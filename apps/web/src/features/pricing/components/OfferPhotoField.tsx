import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureField, pictureTexts } from '../../../components/files/PictureField';
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
  return <PictureField {...props} texts={pictureTexts(t, 'offers.photo', t('offers.fields.photo'))} />;
}
