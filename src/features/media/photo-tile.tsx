/**
 * One photo of the gallery grid: its small size (gallery/thumbnail, the bytes
 * on the device while it waits), lazy; the featured mark; the upload state;
 * for writers a drag handle (pointer, touch, keyboard) and the menu
 * 'Destacar' / 'Pré-visualizar' / 'Eliminar'; for readers a click previews.
 */
import { Badge, Box, Image, Menu, Portal, chakra } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { memo } from 'react';
import { useMediaSrc } from '../../data/media';
import type { Photo } from '../../domain/entities';
import { PhotoUploadState } from './photo-upload-state';
import type { GalleryPhoto } from './use-vehicle-photos';
import { fallbackOnError, VEHICLE_PHOTO_FALLBACK } from '../../ui/image-fallback';

/** A photo that cannot load (offline, never cached) shows a neutral car instead of a broken image. */
const onPhotoError = fallbackOnError(VEHICLE_PHOTO_FALLBACK);

/** On the featured photo, 'Destacar' would say nothing new: its menu takes the highlight away. */
export const PHOTO_UNFEATURE = 'Remover destaque';

export type PhotoAction = 'feature' | 'preview' | 'delete';

export interface PhotoTileProps {
  item: GalleryPhoto;
  /** 1-based place in the grid as shown (the held order while reordering). */
  position: number;
  canWrite: boolean;
  onAction(photo: Photo, action: PhotoAction): void;
}

/** The grid's image: the ~640 px size, else the thumbnail, else the photo itself. */
export function gallerySource(photo: Photo): string {
  return photo.galleryUrl ?? photo.thumbUrl ?? photo.url;
}

const TileButton = chakra('button');

/** Where dnd-kit has the tile while it moves (no scaling: the grid's cells are one size). */
function translate(transform: { x: number; y: number } | null): string | undefined {
  return transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined;
}

export const PhotoTile = memo(function PhotoTile({ item, position, canWrite, onAction }: PhotoTileProps) {
  const { photo, upload } = item;
  const src = useMediaSrc(gallerySource(photo));
  const sortable = useSortable({ id: photo.uuid, disabled: !canWrite });
  const label = `foto ${position}`;
  const image = (
    <TileButton
      type="button"
      display="block"
      w="full"
      aspectRatio="4 / 3"
      bg="bg.muted"
      overflow="hidden"
      borderTopRadius="md"
      cursor="pointer"
      aria-label={`Foto ${position}${photo.isFeatured ? ', destacada' : ''}`}
      data-testid="photo-open"
      onClick={canWrite ? undefined : () => onAction(photo, 'preview')}
    >
      {src ? (
        <Image
          src={src}
          alt=""
          w="full"
          h="full"
          objectFit="cover"
          loading="lazy"
          decoding="async"
          onError={onPhotoError}
        />
      ) : null}
    </TileButton>
  );
  return (
    <Box
      ref={sortable.setNodeRef}
      style={{ transform: translate(sortable.transform), transition: sortable.transition }}
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      zIndex={sortable.isDragging ? 2 : undefined}
      boxShadow={sortable.isDragging ? 'lg' : undefined}
      data-testid="photo-tile"
      data-photo={photo.uuid}
      data-featured={photo.isFeatured || undefined}
      data-pending={upload ? upload.state : undefined}
    >
      {canWrite ? (
        <Menu.Root>
          <Menu.Trigger asChild>{image}</Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="48">
                <Menu.Item
                  value="feature"
                  minH="11"
                  onClick={() => onAction(photo, 'feature')}
                  data-testid="photo-feature"
                >
                  {photo.isFeatured ? PHOTO_UNFEATURE : 'Destacar'}
                </Menu.Item>
                <Menu.Item
                  value="preview"
                  minH="11"
                  onClick={() => onAction(photo, 'preview')}
                  data-testid="photo-preview"
                >
                  Pré-visualizar
                </Menu.Item>
                <Menu.Item
                  value="delete"
                  minH="11"
                  onClick={() => onAction(photo, 'delete')}
                  color="fg.error"
                  data-testid="photo-delete"
                >
                  Eliminar
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : (
        image
      )}
      {photo.isFeatured ? (
        <Badge position="absolute" top="2" left="2" colorPalette="yellow" variant="solid" aria-hidden>
          ★
        </Badge>
      ) : null}
      {canWrite ? (
        <TileButton
          type="button"
          position="absolute"
          top="1"
          right="1"
          minW="11"
          minH="11"
          borderRadius="md"
          bg="bg/80"
          cursor="grab"
          touchAction="none"
          aria-label={`Mover ${label}`}
          data-testid="photo-drag"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          ⠿
        </TileButton>
      ) : null}
      <PhotoUploadState upload={upload} label={label} />
    </Box>
  );
});
