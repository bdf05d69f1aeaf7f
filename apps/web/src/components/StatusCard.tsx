import { Box, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { PublicCard } from './PublicCard';

/** A centred message card for whole-screen states (not found, access denied, failures). */
export function StatusCard({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  return (
    <Center py="xl">
      <Box w="100%" maw={520}>
        <PublicCard title={title} description={description}>
          {children}
        </PublicCard>
      </Box>
    </Center>
  );
}
