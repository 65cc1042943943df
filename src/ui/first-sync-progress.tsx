/**
 * The progress of the first sync after login, above a list read from the mirror (the list fills
 * as pages arrive). The bar's code (Zag's progress) loads after the first screen; the text and
 * the bar's place are there at once.
 */
import { Box, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { lazyRetrying } from './lazy-retrying';

const FirstSyncProgressBar = lazyRetrying(() => import('./first-sync-progress-bar'));

export interface FirstSyncProgressProps {
  /** The sync store's `initial`: null once the first sync is done. */
  progress: { received: number; total: number | null } | null;
}

export function FirstSyncProgress({ progress }: FirstSyncProgressProps) {
  if (!progress) return null;
  const value = progress.total ? Math.min(100, Math.round((progress.received / progress.total) * 100)) : null;
  return (
    <Box data-testid="first-sync-progress" py="2">
      {/* The height of the 'sm' track, so nothing moves when the bar arrives. */}
      <Suspense fallback={<Box h="2" />}>
        <FirstSyncProgressBar value={value} />
      </Suspense>
      <Text fontSize="sm" color="fg.muted" mt="1">
        A sincronizar os dados{value !== null ? ` (${value}%)` : ''}…
      </Text>
    </Box>
  );
}
