/**
 * The resize itself, the same in the worker and on the main thread: decode
 * with the EXIF orientation applied, draw at the target size, encode JPEG.
 * No DOM needed where OffscreenCanvas exists; a <canvas> otherwise.
 */
import { RESIZE_JPEG_QUALITY, resizeTarget } from '../../domain/photo-resize';

/** A photo this small and within the long edge is queued as picked (the server re-encodes it anyway). */
export const KEEP_AS_PICKED_MAX_BYTES = 1024 * 1024;

/** The resized JPEG, or null when the picked image should be queued as it is. */
export async function resizeImage(blob: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  try {
    const target = resizeTarget(bitmap.width, bitmap.height);
    if (!target && blob.size <= KEEP_AS_PICKED_MAX_BYTES) return null;
    const { width, height } = target ?? { width: bitmap.width, height: bitmap.height };
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(width, height);
      draw(canvas.getContext('2d'), bitmap, width, height);
      return await canvas.convertToBlob({ type: 'image/jpeg', quality: RESIZE_JPEG_QUALITY });
    }
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    draw(canvas.getContext('2d'), bitmap, width, height);
    return await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', RESIZE_JPEG_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}

type Context2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;

function draw(context: Context2d, bitmap: ImageBitmap, width: number, height: number): void {
  if (!context) throw new Error('Sem contexto 2D');
  // A transparent image (PNG) gets a white background, not JPEG's black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
}
