/**
 * 'Vídeo' on the vehicle page (spec 02 §2, §5): the vehicle's one video in the
 * browser's own player, from the server or — while it waits to go up — from
 * the bytes on the device. Roles with 'vehicle.media.write' upload one (a new
 * one replaces it) and delete it after a confirmation.
 */
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { useMediaSrc } from '../../data/media';
import { useSessionStore } from '../../data/session';
import { can } from '../../domain/permissions';
import { MEDIA_FILE_TEXTS, VIDEO_ACCEPT, VIDEO_MAX_BYTES } from '../../domain/vehicle-media-files';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError } from '../../ui/toaster';
import type { MediaPanelProps } from './panel-props';
import { UploadStatus } from './upload-status';
import { deleteVideo, uploadVideo } from './video-file-actions';

export const VIDEO_DELETE_TITLE = 'Eliminar vídeo';
export const VIDEO_DELETE_TEXT = 'Tem a certeza que quer eliminar o vídeo?';

const byNewest = (a: { updatedAt: string }, b: { updatedAt: string }) =>
  b.updatedAt.localeCompare(a.updatedAt);

function VideoPlayer({ url }: { url: string }) {
  const src = useMediaSrc(url);
  if (!src) return <Text color="fg.muted">A carregar o vídeo…</Text>;
  return (
    <video
      src={src}
      controls
      playsInline
      preload="metadata"
      data-testid="video-player"
      style={{
        width: '100%',
        maxWidth: '720px',
        maxHeight: '60vh',
        background: 'black',
        borderRadius: '6px',
      }}
    />
  );
}

function VideoPanel({ vehicle }: MediaPanelProps) {
  const user = useSessionStore((s) => s.user);
  const canWrite = can(user, 'vehicle.media.write');
  const video = useLiveQuery(async () => {
    const held = await mirror().videos.where('vehicleUuid').equals(vehicle.uuid).toArray();
    // One per vehicle; for a moment the feed may bring the replaced one beside a newer queued one.
    return held.find((v) => v.url.startsWith('local:')) ?? held.sort(byNewest)[0] ?? null;
  }, [vehicle.uuid]);
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('video/') || file.size > VIDEO_MAX_BYTES) {
      toastError(MEDIA_FILE_TEXTS.videoUploadError);
      return;
    }
    void uploadVideo(vehicle.uuid, file);
  };

  return (
    <Stack gap="3" data-testid="vehicle-video">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md">
          Vídeo
        </Heading>
        {canWrite ? (
          <HStack gap="2">
            <input
              ref={input}
              type="file"
              accept={VIDEO_ACCEPT}
              hidden
              data-testid="video-file"
              onChange={(e) => {
                pick(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Button size="sm" minH="11" colorPalette="red" onClick={() => input.current?.click()}>
              {video ? 'Substituir vídeo' : 'Adicionar vídeo'}
            </Button>
            {video ? (
              <Button
                size="sm"
                minH="11"
                variant="outline"
                colorPalette="red"
                onClick={() => setConfirming(true)}
                data-testid="video-delete"
              >
                Eliminar vídeo
              </Button>
            ) : null}
          </HStack>
        ) : null}
      </HStack>
      {video === undefined ? null : video ? (
        <Stack gap="2">
          <VideoPlayer url={video.url} />
          <UploadStatus recordUuid={video.uuid} testId="video-upload" />
        </Stack>
      ) : (
        <Text color="fg.muted" data-testid="video-empty">
          Sem vídeo
        </Text>
      )}
      <ConfirmDialog
        open={confirming}
        title={VIDEO_DELETE_TITLE}
        text={VIDEO_DELETE_TEXT}
        confirmLabel="Eliminar"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          if (video) void deleteVideo(video.uuid);
        }}
      />
    </Stack>
  );
}

/** Plugged into the vehicle page by the app. */
export const VIDEO_PANEL = { id: 'video', component: VideoPanel } as const;
