/**
 * A queued video or file's place in the upload lane, under it: waiting for the
 * network, a progress bar while it goes up, or the refusal with a retry.
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { UploadProgressBar } from '../../ui/upload-progress-bar';
import { useUploadState } from './use-upload-state';

export function UploadStatus({ recordUuid, testId }: { recordUuid: string; testId: string }) {
  const state = useUploadState(recordUuid);
  if (!state) return null;
  const { row, percent, failed } = state;
  if (failed) {
    return (
      <HStack gap="2" wrap="wrap" data-testid={`${testId}-failed`}>
        <Badge colorPalette="red">Recusado</Badge>
        {row.lastError ? <Text fontSize="sm">{row.lastError}</Text> : null}
        <Button size="sm" minH="11" variant="outline" onClick={() => void state.retry()}>
          Tentar de novo
        </Button>
      </HStack>
    );
  }
  return (
    <Stack gap="1" data-testid={`${testId}-pending`}>
      <HStack gap="2">
        <Badge colorPalette="orange">Por enviar</Badge>
        <Text fontSize="sm" color="fg.muted">
          {percent === null ? 'À espera de rede' : `A enviar ${percent}%`}
        </Text>
      </HStack>
      {percent !== null ? (
        <UploadProgressBar percent={percent} label={`Envio de ${row.file?.name ?? 'ficheiro'}`} />
      ) : null}
    </Stack>
  );
}
