/**
 * The sync panel: every queued write and file that is waiting (files with
 * their progress), failed (with the server's reason) or in conflict, with
 * retry, resolve (keep mine / take theirs) and discard (which asks first);
 * and how much the app stores on the device. Nothing leaves the outbox unseen.
 */
import { CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { storageInfo, useQueuedWrites, useSyncStore, type StorageInfo } from '../../data/sync';
import { formatBytes } from '../../domain/format';
import { pendingChangesText } from '../../domain/plural';
import { SyncItem } from './sync-item';
import { formatLastSync } from './sync-status';

/** How much the app keeps on this device, and whether the browser promised to keep it. */
export function storageLine(info: StorageInfo | null): string {
  if (!info) return 'A calcular o espaço usado…';
  const used = info.usage === null ? 'Espaço usado desconhecido' : `Espaço usado: ${formatBytes(info.usage)}`;
  return `${used} · ${info.persisted ? 'Armazenamento persistente' : 'Armazenamento não persistente (o navegador pode limpá-lo)'}`;
}

export function SyncPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const online = useSyncStore((s) => s.online);
  const lastSyncAt = useSyncStore((s) => s.lastSyncAt);
  const rows = useQueuedWrites();
  const [storage, setStorage] = useState<StorageInfo | null>(null);
  const queued = rows.length;
  useEffect(() => {
    if (!open) return;
    let live = true;
    void storageInfo().then((info) => {
      if (live) setStorage(info);
    });
    return () => {
      live = false;
    };
  }, [open, queued]);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="sync-panel">
            <Drawer.Header>
              <Drawer.Title>Sincronização</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <Text>
                  {online ? 'Online' : 'Offline'} · {formatLastSync(lastSyncAt)}
                </Text>
                {rows.length === 0 ? (
                  <Text color="fg.muted">Não há alterações por enviar.</Text>
                ) : (
                  <Text data-testid="sync-panel-pending">Tem {pendingChangesText(rows.length)}</Text>
                )}
                {rows.map((row) => (
                  <SyncItem key={row.id} row={row} />
                ))}
                <Text fontSize="sm" color="fg.muted" data-testid="sync-storage">
                  {storageLine(storage)}
                </Text>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
