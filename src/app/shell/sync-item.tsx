/**
 * One queued write in the sync panel: what it is, its state and the server's
 * reason; for a file, its name, size and upload progress; and the verbs the
 * state allows (retry, keep mine / take theirs, discard after a confirmation).
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { mirror, type OutboxRow } from '../../data/db';
import { flush, retryRow, uploadQueuedFiles, useSyncStore } from '../../data/sync';
import { discardRow, finalConflict, keepMine, takeTheirs } from '../../data/writes';
import { formatBytes } from '../../domain/format';
import { UploadProgressBar } from '../../ui/upload-progress-bar';

const STATE_LABELS = { pending: 'Por enviar', failed: 'Recusada', conflict: 'Em conflito' } as const;

function UploadProgress({ row }: { row: OutboxRow }) {
  const progress = useSyncStore((s) => s.uploads[row.id]);
  if (!row.file) return null;
  const total = progress?.total || row.file.size;
  const percent = progress && total > 0 ? Math.min(100, Math.round((progress.loaded / total) * 100)) : 0;
  return (
    <Stack gap="1">
      <Text fontSize="sm" data-testid="sync-file">
        {row.file.name} · {formatBytes(row.file.size)}
        {progress ? ` · a enviar ${percent}%` : row.state === 'pending' ? ' · à espera de rede' : ''}
      </Text>
      <UploadProgressBar percent={percent} label={`Envio de ${row.file.name}`} />
    </Stack>
  );
}

export function SyncItem({ row }: { row: OutboxRow }) {
  const [confirming, setConfirming] = useState(false);
  const seq = row.seq ?? 0;
  // A conflict sending again cannot win: say why, and offer only the discard (the server's version).
  const final = row.state === 'conflict' ? finalConflict(row) : null;
  const act = async (run: () => Promise<void>) => {
    await run();
    void flush();
    void uploadQueuedFiles();
  };

  return (
    <Stack borderWidth="1px" borderRadius="md" p="3" gap="2" data-testid="sync-item">
      <HStack justify="space-between" align="start">
        <Text fontWeight="semibold">{row.label}</Text>
        <Badge colorPalette={row.state === 'pending' ? 'orange' : 'red'}>{STATE_LABELS[row.state]}</Badge>
      </HStack>
      <UploadProgress row={row} />
      {row.lastError ? <Text fontSize="sm">{row.lastError}</Text> : null}
      {final ? (
        <Text fontSize="sm" data-testid="sync-item-final">
          {final}
        </Text>
      ) : null}
      <HStack gap="2" wrap="wrap">
        {row.state === 'failed' ? (
          <Button size="sm" minH="11" onClick={() => void act(() => retryRow(mirror(), seq))}>
            Tentar de novo
          </Button>
        ) : null}
        {row.state === 'conflict' && !final ? (
          <>
            <Button size="sm" minH="11" onClick={() => void act(() => keepMine(mirror(), seq))}>
              Manter a minha
            </Button>
            <Button
              size="sm"
              minH="11"
              variant="outline"
              onClick={() => void act(() => takeTheirs(mirror(), seq))}
            >
              Aceitar a do servidor
            </Button>
          </>
        ) : null}
        {row.state !== 'pending' ? (
          confirming ? (
            <>
              <Text fontSize="sm">Tem a certeza? A alteração será perdida.</Text>
              <Button
                size="sm"
                minH="11"
                colorPalette="red"
                onClick={() => void act(() => (final ? takeTheirs : discardRow)(mirror(), seq))}
              >
                Confirmar
              </Button>
              <Button size="sm" minH="11" variant="ghost" onClick={() => setConfirming(false)}>
                Cancelar
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              minH="11"
              variant="ghost"
              colorPalette="red"
              onClick={() => setConfirming(true)}
            >
              Descartar
            </Button>
          )
        ) : null}
      </HStack>
    </Stack>
  );
}
