/**
 * The vehicle's one video (issue 10): a manager uploads a video, sees it in
 * the browser's player (from the device at once, then from the server), a
 * second one replaces it, and deleting asks first and says 'Vídeo eliminado
 * com sucesso'.
 */
import { expect, test } from '@playwright/test';
import { openVehicle } from './helpers';

/** An MP4 by its content (an 'ftyp' box), enough for the server's check. */
function mp4(): Buffer {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(4096, 1)]);
}

test('a manager uploads, replaces and deletes the vehicle video', async ({ page }) => {
  await openVehicle(page, { as: 'gestor@demo.pt', row: 9 });
  const panel = page.getByTestId('vehicle-video');
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('video-empty')).toBeVisible();

  const player = panel.getByTestId('video-player');
  const serverVideo = /^\/api\/media\/c\/.+\/video\/.+\.mp4$/;
  let previous: string | null = null;
  for (const name of ['primeiro.mp4', 'segundo.mp4']) {
    await panel.getByTestId('video-file').setInputFiles({ name, mimeType: 'video/mp4', buffer: mp4() });
    // Shown at once from the device (blob:), then from the server once it has gone up: a new address.
    await expect
      .poll(
        async () => {
          const src = await player.getAttribute('src');
          return src !== previous && serverVideo.test(src ?? '');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    previous = await player.getAttribute('src');
    await expect(player).toHaveCount(1);
  }
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });

  await panel.getByTestId('video-delete').click();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(panel.getByTestId('video-player')).toBeVisible();
  await panel.getByTestId('video-delete').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(panel.getByTestId('video-empty')).toBeVisible();
  await expect(page.getByText('Vídeo eliminado com sucesso')).toBeVisible({ timeout: 30_000 });
});
