import { Box } from '@mantine/core';

/** The driver's state in the picker: a green dot online, grey offline (decorative: the option's name says it). */
export function OnlineDot({ online }: { online: boolean }) {
  return (
    <Box
      component="span"
      display="inline-block"
      w={10}
      h={10}
      bg={online ? 'teal.6' : 'gray.4'}
      style={{ borderRadius: '50%', flex: 'none' }}
      data-online={online}
      aria-hidden
    />
  );
}
