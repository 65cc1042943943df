/**
 * Sync status in the shell (always visible): online or offline, how many
 * changes wait to be sent, when the mirror last synced. It opens the panel
 * of failed and conflicting writes.
 */
import { Badge, chakra, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useSyncStore } from '../../data/sync/sync-store';
import { useQueueCounts } from '../../data/sync/use-pending';
import { pendingChangesText } from '../../domain/plural';
import { CloudOffIcon, SyncIcon } from '../../ui/icons';
import { lazyRetrying } from '../../ui/lazy-retrying';
// The panel (a drawer) loads when first opened: it is not part of the first screen.
const SyncPanel = lazyRetrying(() => import('./sync-panel').then((m) => ({ default: m.SyncPanel })));

export function formatLastSync(iso: string | null): string {
  if (!iso) return 'Ainda não sincronizado';
  const d = new Date(iso);
  return `Última sincronização: ${d.toLocaleDateString('pt-PT')} ${d.toLocaleTimeString('pt-PT', { hour: '2-digit', minute: '2-digit' })}`;
}

export function SyncStatus() {
  const online = useSyncStore((s) => s.online);
  const phase = useSyncStore((s) => s.phase);
  const lastSyncAt = useSyncStore((s) => s.lastSyncAt);
  const { pending, problems } = useQueueCounts();
  const [open, setOpen] = useState(false);

  return (
    <>
      <chakra.button
        type="button"
        data-testid="sync-status"
        data-online={online ? 'true' : 'false'}
        data-pending={pending}
        onClick={() => setOpen(true)}
        display="flex"
        alignItems="center"
        gap="2"
        w="full"
        minH="8"
        px={{ base: '2', md: '6' }}
        fontSize="sm"
        bg={online ? (problems > 0 ? 'red.subtle' : 'bg.subtle') : 'orange.subtle'}
        color={online ? 'fg.muted' : 'orange.fg'}
        cursor="pointer"
        textAlign="left"
        aria-label="Estado da sincronização"
      >
        {online ? <SyncIcon boxSize="4" /> : <CloudOffIcon boxSize="4" />}
        <Text as="span" fontWeight="semibold" data-testid="sync-online">
          {online ? 'Online' : 'Offline'}
        </Text>
        <Text as="span" data-testid="sync-pending">
          · {pendingChangesText(pending)}
        </Text>
        {problems > 0 ? (
          <Badge colorPalette="red" variant="solid" size="sm">
            {problems} com erro
          </Badge>
        ) : null}
        <Text as="span" truncate hideBelow="sm" data-testid="sync-last">
          · {phase === 'idle' ? formatLastSync(lastSyncAt) : 'A sincronizar…'}
        </Text>
      </chakra.button>
      {open ? (
        <Suspense fallback={null}>
          <SyncPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
