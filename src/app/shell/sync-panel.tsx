/**
 * The sync panel: every queued write that is waiting, failed (with the
 * server's reason) or in conflict, with retry, resolve (keep mine / take
 * theirs) and discard (which asks first). Nothing leaves the outbox unseen.
 */
import { Badge, Button, CloseButton, Drawer, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { mirror, useLiveQuery, type OutboxRow } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { dropRow, flush, keepMine, retryRow, useSyncStore } from '../../data/sync';
import { formatLastSync } from './sync-status';

const STATE_LABELS = { pending: 'Por enviar', failed: 'Recusada', conflict: 'Em conflito' } as const;

export function SyncPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const userUuid = useSessionStore((s) => s.user?.uuid ?? '');
  const online = useSyncStore((s) => s.online);
  const lastSyncAt = useSyncStore((s) => s.lastSyncAt);
  const rows = useLiveQuery(() => mirror().outbox.orderBy('seq').toArray(), [userUuid], [] as OutboxRow[]);
  const [confirmDiscard, setConfirmDiscard] = useState<number | null>(null);
  const act = async (run: () => Promise<void>) => {
    await run();
    void flush();
  };

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
                {rows.length === 0 ? <Text color="fg.muted">Não há alterações por enviar.</Text> : null}
                {rows.map((row) => (
                  <Stack
                    key={row.id}
                    borderWidth="1px"
                    borderRadius="md"
                    p="3"
                    gap="2"
                    data-testid="sync-item"
                  >
                    <HStack justify="space-between">
                      <Text fontWeight="semibold">{row.label}</Text>
                      <Badge colorPalette={row.state === 'pending' ? 'orange' : 'red'}>
                        {STATE_LABELS[row.state]}
                      </Badge>
                    </HStack>
                    {row.lastError ? <Text fontSize="sm">{row.lastError}</Text> : null}
                    <HStack gap="2" wrap="wrap">
                      {row.state === 'failed' ? (
                        <Button
                          size="sm"
                          minH="11"
                          onClick={() => void act(() => retryRow(mirror(), row.seq ?? 0))}
                        >
                          Tentar de novo
                        </Button>
                      ) : null}
                      {row.state === 'conflict' ? (
                        <>
                          <Button
                            size="sm"
                            minH="11"
                            onClick={() => void act(() => keepMine(mirror(), row.seq ?? 0))}
                          >
                            Manter a minha
                          </Button>
                          <Button
                            size="sm"
                            minH="11"
                            variant="outline"
                            onClick={() => void act(() => dropRow(mirror(), row.seq ?? 0))}
                          >
                            Aceitar a do servidor
                          </Button>
                        </>
                      ) : null}
                      {row.state !== 'pending' ? (
                        confirmDiscard === row.seq ? (
                          <>
                            <Text fontSize="sm">Tem a certeza? A alteração será perdida.</Text>
                            <Button
                              size="sm"
                              minH="11"
                              colorPalette="red"
                              onClick={() => void act(() => dropRow(mirror(), row.seq ?? 0))}
                            >
                              Confirmar
                            </Button>
                            <Button
                              size="sm"
                              minH="11"
                              variant="ghost"
                              onClick={() => setConfirmDiscard(null)}
                            >
                              Cancelar
                            </Button>
                          </>
                        ) : (
                          <Button
                            size="sm"
                            minH="11"
                            variant="ghost"
                            colorPalette="red"
                            onClick={() => setConfirmDiscard(row.seq ?? null)}
                          >
                            Descartar
                          </Button>
                        )
                      ) : null}
                    </HStack>
                  </Stack>
                ))}
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
