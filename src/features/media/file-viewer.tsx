/**
 * The file viewer (spec 02 §2): a full-screen dialog showing an image, or a
 * PDF rendered in the page (pdf-viewer.tsx, loaded only now) with a download
 * button. A file still waiting to go up opens from its bytes on the device.
 */
import {
  Box,
  Button,
  Center,
  CloseButton,
  Dialog,
  HStack,
  Image,
  Portal,
  Spinner,
  Text,
} from '@chakra-ui/react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { LOCAL_MEDIA_PREFIX, useLocalFile, useMediaSrc } from '../../data/media';
import { viewerFor } from '../../domain/vehicle-media-files';
import { lazyRetrying } from '../../ui/lazy-retrying';

const PdfViewer = lazyRetrying(() => import('./pdf-viewer').then((m) => ({ default: m.PdfViewer })));

export const FILE_LOAD_ERROR = 'Não foi possível abrir o ficheiro';

export interface ViewedFile {
  url: string;
  description: string;
}

/** A PDF's bytes: from the device for a queued file, else from the server (or the media cache). */
function usePdfBytes(url: string, local: { bytes: ArrayBuffer } | null | undefined) {
  const [fetched, setFetched] = useState<{ url: string; bytes: ArrayBuffer | null } | null>(null);
  const isLocal = url.startsWith(LOCAL_MEDIA_PREFIX);
  useEffect(() => {
    if (isLocal) return;
    let cancelled = false;
    void fetch(url, { credentials: 'same-origin' })
      .then((res) => (res.ok ? res.arrayBuffer() : null))
      .catch(() => null)
      .then((bytes) => {
        if (!cancelled) setFetched({ url, bytes });
      });
    return () => {
      cancelled = true;
    };
  }, [url, isLocal]);
  if (isLocal) return local === undefined ? undefined : (local?.bytes ?? null);
  return fetched?.url === url ? fetched.bytes : undefined;
}

/** '{description}.{ext}': the stored file's extension, or a queued one's type. */
function downloadName(description: string, url: string, localType?: string | null): string {
  const base = description.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'ficheiro';
  const ext = localType ? (localType.split('/')[1] ?? 'bin') : (url.split('.').pop() ?? 'bin');
  return `${base}.${ext.replace(/[^a-z0-9]/gi, '').slice(0, 5) || 'bin'}`;
}

function PdfBody({ file, local }: { file: ViewedFile; local: { bytes: ArrayBuffer } | null | undefined }) {
  const bytes = usePdfBytes(file.url, local);
  const href = useMemo(
    () => (bytes ? URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' })) : null),
    [bytes],
  );
  useEffect(() => () => (href ? URL.revokeObjectURL(href) : undefined), [href]);
  if (bytes === undefined) {
    return (
      <Center py="12">
        <Spinner role="status" aria-label="A carregar o ficheiro" />
      </Center>
    );
  }
  if (!bytes || !href) return <Center py="12">{FILE_LOAD_ERROR}</Center>;
  return (
    <Box w="full">
      <HStack justify="flex-end" mb="3">
        <Button asChild colorPalette="red" minH="11" data-testid="file-download">
          <a
            href={href}
            download={downloadName(file.description, file.url, local ? 'application/pdf' : null)}
          >
            Transferir
          </a>
        </Button>
      </HStack>
      <Suspense
        fallback={
          <Center py="12">
            <Spinner role="status" aria-label="A abrir o PDF" />
          </Center>
        }
      >
        <PdfViewer bytes={bytes} />
      </Suspense>
    </Box>
  );
}

function ImageBody({ file, localType }: { file: ViewedFile; localType: string | null }) {
  const src = useMediaSrc(file.url);
  if (!src) {
    return (
      <Center py="12">
        <Spinner role="status" aria-label="A carregar o ficheiro" />
      </Center>
    );
  }
  return (
    <Center h="full" w="full" flexDirection="column" gap="3">
      <HStack alignSelf="flex-end">
        <Button asChild variant="outline" minH="11" data-testid="file-download">
          <a href={src} download={downloadName(file.description, file.url, localType)}>
            Transferir
          </a>
        </Button>
      </HStack>
      <Image
        src={src}
        alt={file.description}
        maxW="100%"
        maxH="calc(100dvh - 10rem)"
        objectFit="contain"
        data-testid="file-image"
      />
    </Center>
  );
}

function ViewerBody({ file }: { file: ViewedFile }) {
  const local = useLocalFile(file.url);
  if (file.url.startsWith(LOCAL_MEDIA_PREFIX) && local === undefined) return null;
  const kind = viewerFor(file.url, local?.type ?? null);
  return kind === 'pdf' ? (
    <PdfBody file={file} local={local} />
  ) : (
    <ImageBody file={file} localType={local?.type ?? null} />
  );
}

export function FileViewer({ file, onClose }: { file: ViewedFile | null; onClose: () => void }) {
  return (
    <Dialog.Root open={file !== null} onOpenChange={(e) => !e.open && onClose()} size="full">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="file-viewer" bg="bg.subtle">
            {/* Room at the end for the close button, which sits over the header's corner. */}
            <Dialog.Header pe="16">
              <Dialog.Title minW="0">
                <Text truncate>{file?.description}</Text>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body px={{ base: '2', md: '6' }} pb="6" overflowY="auto">
              {file ? <ViewerBody file={file} /> : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
