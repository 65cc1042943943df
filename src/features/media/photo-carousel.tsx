/**
 * 'Pré-visualizar' (spec 02 §2 Media): the photos full screen, one at a time,
 * with arrows, ← → keys, a swipe on touch, and Esc (or 'Fechar') to close.
 * The full-size photo (the bytes on the device while it waits).
 */
import { Box, CloseButton, Dialog, HStack, IconButton, Image, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useMediaSrc } from '../../data/media';
import type { Photo } from '../../domain/entities';
import { fallbackOnError, VEHICLE_PHOTO_FALLBACK } from '../../ui/image-fallback';

/** A photo that cannot load (offline, never cached) shows a neutral car instead of a broken image. */
const onPhotoError = fallbackOnError(VEHICLE_PHOTO_FALLBACK);

/** A horizontal move at least this long is a swipe to the next or previous photo. */
export const SWIPE_MIN_PX = 50;

export interface PhotoCarouselProps {
  photos: readonly Photo[];
  /** The photo shown; null = closed. */
  index: number | null;
  onIndexChange(index: number | null): void;
}

export function PhotoCarousel({ photos, index, onIndexChange }: PhotoCarouselProps) {
  const open = index !== null && photos.length > 0;
  const at = open ? Math.min(index, photos.length - 1) : 0;
  const photo = open ? photos[at] : undefined;
  const src = useMediaSrc(photo?.url);
  const swipeFrom = useRef<number | null>(null);
  const step = (by: number) => onIndexChange((at + by + photos.length) % photos.length);

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onIndexChange(null)} size="full">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            bg="black"
            color="white"
            aria-roledescription="carrossel"
            data-testid="photo-carousel"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') step(1);
              else if (event.key === 'ArrowLeft') step(-1);
              else return;
              event.preventDefault();
            }}
            onTouchStart={(event) => {
              swipeFrom.current = event.touches[0]?.clientX ?? null;
            }}
            onTouchEnd={(event) => {
              const from = swipeFrom.current;
              const to = event.changedTouches[0]?.clientX;
              swipeFrom.current = null;
              if (from === null || to === undefined || Math.abs(to - from) < SWIPE_MIN_PX) return;
              step(to < from ? 1 : -1);
            }}
          >
            <HStack justify="space-between" px="4" py="2">
              <Dialog.Title srOnly>Pré-visualização das fotografias</Dialog.Title>
              <Text fontSize="md" aria-live="polite" data-testid="photo-carousel-position">
                Foto {at + 1} de {photos.length}
              </Text>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="lg" color="white" aria-label="Fechar" />
              </Dialog.CloseTrigger>
            </HStack>
            <Box
              flex="1"
              position="relative"
              display="flex"
              alignItems="center"
              justifyContent="center"
              minH="0"
            >
              {src ? (
                <Image
                  src={src}
                  alt={`Foto ${at + 1} de ${photos.length}`}
                  maxW="full"
                  maxH="calc(100dvh - 4rem)"
                  objectFit="contain"
                  data-testid="photo-carousel-image"
                  data-photo={photo?.uuid}
                  onError={onPhotoError}
                />
              ) : (
                <Text>A carregar…</Text>
              )}
              {photos.length > 1 ? (
                <>
                  <IconButton
                    aria-label="Foto anterior"
                    position="absolute"
                    left="2"
                    size="lg"
                    variant="subtle"
                    onClick={() => step(-1)}
                  >
                    ‹
                  </IconButton>
                  <IconButton
                    aria-label="Foto seguinte"
                    position="absolute"
                    right="2"
                    size="lg"
                    variant="subtle"
                    onClick={() => step(1)}
                  >
                    ›
                  </IconButton>
                </>
              ) : null}
            </Box>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
