/**
 * The photos of the vehicle page (spec 02 §2 Media, §5 photo upload): the
 * gallery for everyone who sees the vehicle; for roles with
 * 'vehicle.media.write' the add buttons (pick several, or the camera on a
 * phone or tablet), the order, the flag and deletes. Picked photos are
 * resized on the device and show at once, marked waiting, offline too.
 * Plugged into the vehicle page by the app (it types the props it needs).
 */
import { Button, chakra, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useRef, useState, type ChangeEvent } from 'react';
import { useSessionStore } from '../../data/session';
import { can } from '../../domain/permissions';
import { addPhotos } from './photo-actions';
import { useVehiclePhotos } from './use-vehicle-photos';
import { lazyRetrying } from '../../ui/lazy-retrying';

// The grid (with drag-and-drop, the photo menus and the carousel) loads after the vehicle page's
// first paint: the page's own code stays small, and the photos come from the mirror meanwhile.
const PhotoGallery = lazyRetrying(() => import('./photo-gallery').then((m) => ({ default: m.PhotoGallery })));

export interface PhotosPanelProps {
  vehicle: { uuid: string };
}

const HiddenInput = chakra('input');

/** A phone or tablet: offer the camera beside the file picker. */
function isTouchDevice(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
}

function AddPhotos({ vehicleUuid }: { vehicleUuid: string }) {
  const pick = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [touch] = useState(isTouchDevice);
  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    // The same photo may be picked again later.
    input.value = '';
    if (files.length === 0) return;
    setBusy(true);
    try {
      await addPhotos(vehicleUuid, files);
    } finally {
      setBusy(false);
    }
  };
  return (
    <HStack gap="3" wrap="wrap">
      <HiddenInput
        ref={pick}
        type="file"
        accept="image/*"
        multiple
        display="none"
        onChange={(e) => void onFiles(e)}
        data-testid="photo-input"
      />
      <Button minH="11" colorPalette="red" disabled={busy} onClick={() => pick.current?.click()}>
        Adicionar fotos
      </Button>
      {touch ? (
        <>
          <HiddenInput
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            display="none"
            onChange={(e) => void onFiles(e)}
            data-testid="photo-camera"
          />
          <Button minH="11" variant="outline" disabled={busy} onClick={() => camera.current?.click()}>
            Tirar foto
          </Button>
        </>
      ) : null}
      {busy ? (
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          <Text fontSize="sm">A preparar as fotografias…</Text>
        </HStack>
      ) : null}
    </HStack>
  );
}

function PhotosLoading() {
  return <Spinner role="status" aria-label="A carregar as fotografias" />;
}

export function PhotosPanel({ vehicle }: PhotosPanelProps) {
  const user = useSessionStore((s) => s.user);
  const canWrite = can(user, 'vehicle.media.write');
  const items = useVehiclePhotos(vehicle.uuid);
  return (
    <Stack gap="3" data-testid="photos-panel">
      <Heading as="h2" size="md">
        Fotografias
      </Heading>
      {canWrite ? <AddPhotos vehicleUuid={vehicle.uuid} /> : null}
      {items === undefined ? (
        <PhotosLoading />
      ) : (
        <Suspense fallback={<PhotosLoading />}>
          <PhotoGallery vehicleUuid={vehicle.uuid} items={items} canWrite={canWrite} />
        </Suspense>
      )}
    </Stack>
  );
}

/** The vehicle page's 'photos' panel, plugged in by the app. */
export const PHOTOS_PANEL = { id: 'photos', component: PhotosPanel } as const;
