/** The progress bar of the first sync after login, above a list read from the mirror (the list fills as pages arrive). */
import { Box, Progress, Text } from '@chakra-ui/react';

export interface FirstSyncProgressProps {
  /** The sync store's `initial`: null once the first sync is done. */
  progress: { received: number; total: number | null } | null;
}

export function FirstSyncProgress({ progress }: FirstSyncProgressProps) {
  if (!progress) return null;
  const value = progress.total ? Math.min(100, Math.round((progress.received / progress.total) * 100)) : null;
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
