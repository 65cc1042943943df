/**
 * The upload state under a photo still on the device: 'A aguardar envio', a
 * progress bar while the upload lane sends it, or the spec's error with a
 * retry that sends the bytes kept on the device.
 */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useSyncStore } from '../../data/sync';
import { UploadProgressBar } from '../../ui/upload-progress-bar';
import { PHOTO_UPLOAD_ERROR, retryUpload } from './photo-actions';
import type { GalleryPhoto } from './use-vehicle-photos';

export const PHOTO_PENDING = 'A aguardar envio';

export function PhotoUploadState({ upload, label }: { upload: GalleryPhoto['upload']; label: string }) {
  const progress = useSyncStore((s) => (upload ? s.uploads[upload.id] : undefined));
  if (!upload) return null;
  if (upload.state !== 'pending') {
    return (
      <Stack gap="1" p="2" data-testid="photo-upload-failed">
        <Text fontSize="xs" color="fg.error">
          {PHOTO_UPLOAD_ERROR}
        </Text>
        {upload.seq !== undefined ? (
          <Button size="xs" minH="9" variant="outline" onClick={() => void retryUpload(upload.seq!)}>
            Tentar de novo
          </Button>
        ) : null}
      </Stack>
    );
  }
  const percent =
    progress && progress.total > 0
      ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
      : null;
  return (
    <Stack gap="1" p="2">
      <Badge colorPalette="orange" alignSelf="start" data-testid="photo-pending">
        {PHOTO_PENDING}
      </Badge>
      {percent !== null ? (
        <UploadProgressBar
          percent={percent}
          label={`Envio da ${label}`}
          height="1.5"
          testId="photo-progress"
        />
      ) : null}
    </Stack>
  );
}
