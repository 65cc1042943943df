/**
 * The photo grid of the vehicle page (spec 02 §2 Media, §4 photo ordering):
 * dragging (mouse, touch, keyboard) changes an order held here until
 * 'Guardar ordem' queues it as one write ('Cancelar' drops it); a photo's
 * menu features, previews or deletes it (after a confirmation); the carousel
 * opens on the order shown.
 */
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  rectSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Photo } from '../../domain/entities';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { deletePhoto, savePhotoOrder, toggleFeatured } from './photo-actions';
import { PhotoCarousel } from './photo-carousel';
import { DND_ACCESSIBILITY } from './photo-dnd-texts';
import { PhotoTile, type PhotoAction } from './photo-tile';
import type { GalleryPhoto } from './use-vehicle-photos';

export interface PhotoGalleryProps {
  vehicleUuid: string;
  items: readonly GalleryPhoto[];
  canWrite: boolean;
}

/** The items in the held order: the listed ones first, photos added meanwhile after them. */
function inOrder(items: readonly GalleryPhoto[], order: readonly string[] | null): GalleryPhoto[] {
  if (!order) return [...items];
  const byUuid = new Map(items.map((item) => [item.photo.uuid, item]));
  const listed = order.flatMap((uuid) => byUuid.get(uuid) ?? []);
  const held = new Set(order);
  return [...listed, ...items.filter((item) => !held.has(item.photo.uuid))];
}

export function PhotoGallery({ vehicleUuid, items, canWrite }: PhotoGalleryProps) {
  const [draft, setDraft] = useState<string[] | null>(null);
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const shown = useMemo(() => inOrder(items, draft), [items, draft]);
  const ids = useMemo(() => shown.map((item) => item.photo.uuid), [shown]);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const moved = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    const unchanged = moved.every((uuid, i) => uuid === items[i]?.photo.uuid);
    setDraft(unchanged ? null : moved);
  };

  // A saved order stays on screen until the mirror shows it (no flash of the old order).
  useEffect(() => {
    if (saved && draft && ids.every((uuid, i) => items[i]?.photo.uuid === uuid)) {
      setDraft(null);
      setSaved(false);
    }
  }, [saved, draft, ids, items]);

  const saveOrder = async () => {
    setSaving(true);
    try {
      await savePhotoOrder(vehicleUuid, ids);
      setSaved(true);
    } catch {
      setDraft(null);
    } finally {
      setSaving(false);
    }
  };

  const onAction = useCallback(
    (photo: Photo, action: PhotoAction) => {
      if (action === 'feature') void toggleFeatured(photo);
      else if (action === 'delete') setDeleting(photo);
      else setPreviewAt(ids.indexOf(photo.uuid));
    },
    [ids],
  );

  if (shown.length === 0) {
    return (
      <Text color="fg.muted" data-testid="photos-empty">
        Sem fotografias
      </Text>
    );
  }

  return (
    <Stack gap="3">
      {draft && !saved ? (
        <HStack gap="3" wrap="wrap" data-testid="photo-order-bar">
          <Text fontSize="sm">A ordem das fotografias mudou.</Text>
          <Button minH="11" colorPalette="red" loading={saving} onClick={() => void saveOrder()}>
            Guardar ordem
          </Button>
          <Button minH="11" variant="outline" disabled={saving} onClick={() => setDraft(null)}>
            Cancelar
          </Button>
        </HStack>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={DND_ACCESSIBILITY}
      >
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 2, sm: 3, lg: 4, xl: 5 }}
            gap="3"
            data-testid="photo-grid"
          >
            {shown.map((item, i) => (
              <li key={item.photo.uuid}>
                <PhotoTile item={item} position={i + 1} canWrite={canWrite} onAction={onAction} />
              </li>
            ))}
          </SimpleGrid>
        </SortableContext>
      </DndContext>
      <PhotoCarousel
        photos={shown.map((item) => item.photo)}
        index={previewAt}
        onIndexChange={setPreviewAt}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminar imagem"
        text="Tem a certeza que quer eliminar esta imagem?"
        confirmLabel="Eliminar"
        onConfirm={() => {
          if (deleting) void deletePhoto(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
