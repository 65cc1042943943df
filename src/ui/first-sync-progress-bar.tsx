/** The bar of the first sync's progress (loaded after the first screen: first-sync-progress.tsx). */
import { Progress } from '@chakra-ui/react';

export default function FirstSyncProgressBar({ value }: { value: number | null }) {
  return (
    <Progress.Root value={value} size="sm" colorPalette="red" aria-label="Sincronização inicial">
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
