/** The progress bar of the first sync after login (the list fills as pages arrive). */
import { Box, Progress, Text } from '@chakra-ui/react';
import { useSyncStore } from '../../data/sync';

export function FirstSyncProgress() {
  const initial = useSyncStore((s) => s.initial);
  if (!initial) return null;
  const value = initial.total ? Math.min(100, Math.round((initial.received / initial.total) * 100)) : null;
  return (
    <Box data-testid="first-sync-progress" py="2">
      <Progress.Root value={value} size="sm" colorPalette="red" aria-label="Sincronização inicial">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted" mt="1">
        A sincronizar os dados{value !== null ? ` (${value}%)` : ''}…
      </Text>
    </Box>
  );
}
