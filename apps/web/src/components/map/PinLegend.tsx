import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type PinImage, pinSvg } from './pin-icon';

const IMAGES: readonly PinImage[] = ['ON_THE_WAY', 'ON_THE_PLACE', 'OCCUPIED'];

/** What each pin image means (the on-the-way pin also stands for every other state). */
export function PinLegend() {
  const { t } = useTranslation('dispatch');
  return (
    <Group
      gap="md"
      wrap="wrap"
      component="ul"
      role="list"
      aria-label={t('map.legend')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {IMAGES.map((image) => (
        <Group key={image} gap={4} wrap="nowrap" component="li">
          <Box w={22} h={22} style={{ flex: 'none' }} dangerouslySetInnerHTML={{ __html: pinSvg(image, 0, 22) }} />
          <Text fz="sm">{t(`operating.${image}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
