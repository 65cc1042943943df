/**
 * The photo section of the vehicle page (spec 02 §2 Media, §4, §8): the menu
 * of a photo, the full-screen carousel's keys, what a role without
 * 'vehicle.media.write' sees, a reorder held until 'Guardar ordem' queues one
 * order write, and photos added offline shown at once, marked waiting, with
 * the spec's error and a retry when refused. Offline device: writes stay queued.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../src/app/providers';
import { mirror } from '../../../src/data/db';
import type { Photo } from '../../../src/domain/entities';
import type { Role } from '../../../src/domain/enums';
import { PhotosPanel } from '../../../src/features/media';
import { PHOTO_PENDING } from '../../../src/features/media/photo-upload-state';
import { PHOTO_UPLOAD_ERROR, SAVED_ON_DEVICE } from '../../../src/features/media/photo-actions';
import { makeVehicle, signInWithMirror } from '../vehicle/render-vehicle';

const VEHICLE = makeVehicle();

const photo = (n: number, overrides: Partial<Photo> = {}): Photo => ({
  uuid: `00000000-0000-4000-8000-0000000f000${n}`,
  vehicleUuid: VEHICLE.uuid,
  companyUuid: VEHICLE.companyUuid,
  url: `/api/media/c/x/v/y/photos/p${n}.webp`,
  galleryUrl: `/api/media/c/x/v/y/photos/p${n}-640.webp`,
  thumbUrl: `/api/media/c/x/v/y/photos/p${n}-96.webp`,
  isFeatured: n === 1,
  orderNum: n,
  rowVersion: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const PHOTOS = [photo(1), photo(2), photo(3)];

/**
 * jsdom lays nothing out: each tile gets a place in a row of 100 × 75 px cells (by its order in
 * the document), so dnd-kit's keyboard moves find the neighbour to the right.
 */
function layOutTiles() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const tiles = [...document.querySelectorAll('[data-testid="photo-tile"]')];
    const i = tiles.indexOf(this);
    if (i < 0) return original.call(this);
    const left = i * 110;
    return {
      x: left,
      y: 0,
      left,
      top: 0,
      right: left + 100,
      bottom: 75,
      width: 100,
      height: 75,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

async function renderPanel(role: Role, photos: Photo[] = PHOTOS) {
  await signInWithMirror(role);
  await mirror().vehicles.put(VEHICLE);
  await mirror().photos.bulkPut(photos);
  render(
    <Providers>
      <PhotosPanel vehicle={VEHICLE} />
    </Providers>,
  );
  await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(photos.length));
  return userEvent.setup({ delay: null });
}

const tileOrder = () => screen.getAllByTestId('photo-tile').map((tile) => tile.dataset.photo);
const outboxOps = async () => (await mirror().outbox.toArray()).map((row) => `${row.entity}:${row.op}`);

beforeEach(() => {
  const urls = URL as unknown as Record<string, unknown>;
  urls.createObjectURL = () => 'blob:foto';
  urls.revokeObjectURL = () => {};
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the photo gallery', { timeout: 30_000 }, () => {
  it("shows the gallery size, lazily, and offers 'Destacar', 'Pré-visualizar' and 'Eliminar'", async () => {
    const user = await renderPanel('WORKSHOP');
    const images = screen.getAllByTestId('photo-open').map((button) => button.querySelector('img'));
    expect(images[1]?.getAttribute('src')).toBe(PHOTOS[1]!.galleryUrl);
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
    await user.click(screen.getByRole('button', { name: 'Foto 2' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Destacar', 'Pré-visualizar', 'Eliminar']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Destacar' }));
    await waitFor(async () =>
      expect((await mirror().photos.toArray()).filter((p) => p.isFeatured).map((p) => p.uuid)).toEqual([
        PHOTOS[1]!.uuid,
      ]),
    );
    expect(await outboxOps()).toEqual(['photos:feature']);
    expect((await screen.findAllByText(SAVED_ON_DEVICE)).length).toBeGreaterThan(0);

    // The featured photo's menu takes the highlight away instead of offering it again (the tile
    // found by its photo: the gallery may have redrawn it since).
    const tile = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[data-photo="${PHOTOS[1]!.uuid}"][data-featured]`);
      expect(found).not.toBeNull();
      return found!;
    });
    await user.click(within(tile).getByTestId('photo-open'));
    const again = await screen.findByRole('menu');
    expect(within(again).queryByRole('menuitem', { name: 'Destacar' })).toBeNull();
    await user.click(within(again).getByRole('menuitem', { name: 'Remover destaque' }));
    await waitFor(async () =>
      expect((await mirror().photos.toArray()).filter((p) => p.isFeatured)).toEqual([]),
    );
  });

  it("'Eliminar' asks first; confirmed, the photo goes and the delete is queued", async () => {
    const user = await renderPanel('MANAGER');
    await user.click(screen.getByRole('button', { name: 'Foto 3' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(await outboxOps()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(2));
    expect(await outboxOps()).toEqual(['photos:delete']);
  });

  it('the carousel moves with the arrow keys (wrapping), has a name, and closes with Esc', async () => {
    const user = await renderPanel('WORKSHOP');
    await user.click(screen.getByRole('button', { name: 'Foto 1, destacada' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pré-visualizar' }));
    const carousel = await screen.findByRole('dialog', { name: 'Pré-visualização das fotografias' });
    const image = () => within(carousel).getByTestId('photo-carousel-image');
    expect(image().getAttribute('src')).toBe(PHOTOS[0]!.url);
    await user.keyboard('{ArrowRight}');
    expect(within(carousel).getByTestId('photo-carousel-position')).toHaveTextContent('Foto 2 de 3');
    expect(image().getAttribute('src')).toBe(PHOTOS[1]!.url);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(carousel).getByTestId('photo-carousel-position')).toHaveTextContent('Foto 3 de 3');
    await user.click(within(carousel).getByRole('button', { name: 'Foto seguinte' }));
    expect(within(carousel).getByTestId('photo-carousel-position')).toHaveTextContent('Foto 1 de 3');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('photo-carousel')).toBeNull());
  });

  it('a role without media writes sees the photos and the carousel, nothing to change them', async () => {
    const user = await renderPanel('SELLER');
    expect(screen.queryByRole('button', { name: 'Adicionar fotos' })).toBeNull();
    expect(screen.queryByTestId('photo-input')).toBeNull();
    expect(screen.queryAllByTestId('photo-drag')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Foto 2' }));
    expect(screen.queryByRole('menu')).toBeNull();
    const carousel = await screen.findByRole('dialog', { name: 'Pré-visualização das fotografias' });
    expect(within(carousel).getByTestId('photo-carousel-position')).toHaveTextContent('Foto 2 de 3');
  });

  it("holds a keyboard reorder until 'Guardar ordem', then queues ONE order write from 1", async () => {
    layOutTiles();
    const user = await renderPanel('WORKSHOP');
    const [first] = screen.getAllByTestId('photo-drag');
    act(() => first!.focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    await waitFor(() => expect(tileOrder()).toEqual([PHOTOS[1]!.uuid, PHOTOS[0]!.uuid, PHOTOS[2]!.uuid]));
    // Held on the screen only: nothing queued, the mirror unchanged.
    expect(await outboxOps()).toEqual([]);
    expect((await mirror().photos.get(PHOTOS[0]!.uuid))?.orderNum).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Guardar ordem' }));
    await waitFor(() => expect(screen.queryByTestId('photo-order-bar')).toBeNull());
    const rows = await mirror().outbox.toArray();
    expect(rows.map((row) => [row.op, row.payload])).toEqual([
      ['order', { vehicleUuid: VEHICLE.uuid, order: [PHOTOS[1]!.uuid, PHOTOS[0]!.uuid, PHOTOS[2]!.uuid] }],
    ]);
    const stored = await mirror().photos.where('vehicleUuid').equals(VEHICLE.uuid).sortBy('orderNum');
    expect(stored.map((p) => [p.uuid, p.orderNum])).toEqual([
      [PHOTOS[1]!.uuid, 1],
      [PHOTOS[0]!.uuid, 2],
      [PHOTOS[2]!.uuid, 3],
    ]);
    expect(tileOrder()).toEqual([PHOTOS[1]!.uuid, PHOTOS[0]!.uuid, PHOTOS[2]!.uuid]);
  });

  it("'Cancelar' drops a held reorder", async () => {
    layOutTiles();
    const user = await renderPanel('WORKSHOP');
    act(() => screen.getAllByTestId('photo-drag')[0]!.focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(tileOrder()).toEqual(PHOTOS.map((p) => p.uuid));
    expect(await outboxOps()).toEqual([]);
  });

  it('photos added offline show at once, marked waiting; a refused one shows the error and retries', async () => {
    const user = await renderPanel('WORKSHOP');
    const files = [1, 2].map((n) => new File([`foto ${n}`], `foto-${n}.jpg`, { type: 'image/jpeg' }));
    await user.upload(screen.getByTestId('photo-input'), files);
    await waitFor(() => expect(screen.getAllByTestId('photo-tile')).toHaveLength(5));
    expect(screen.getAllByText(PHOTO_PENDING)).toHaveLength(2);
    expect((await screen.findAllByText(SAVED_ON_DEVICE)).length).toBeGreaterThan(0);
    const rows = await mirror().outbox.toArray();
    expect(rows.map((row) => `${row.op} ${row.file?.name}`)).toEqual([
      'upload foto-1.jpg',
      'upload foto-2.jpg',
    ]);
    const added = await mirror().photos.where('vehicleUuid').equals(VEHICLE.uuid).sortBy('orderNum');
    expect(added.slice(3).map((p) => [p.url, p.orderNum])).toEqual([
      [`local:${rows[0]!.id}`, 4],
      [`local:${rows[1]!.id}`, 5],
    ]);

    await mirror().outbox.update(rows[0]!.seq!, {
      state: 'failed',
      lastError: 'O ficheiro tem de ser uma imagem',
    });
    const failed = await screen.findByTestId('photo-upload-failed');
    expect(failed).toHaveTextContent(PHOTO_UPLOAD_ERROR);
    await user.click(within(failed).getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(screen.queryByTestId('photo-upload-failed')).toBeNull());
    const retried = await mirror().outbox.get(rows[0]!.seq!);
    expect(retried?.state).toBe('pending');
    expect(await mirror().blobs.get(rows[0]!.id)).toBeDefined();
  });
});
