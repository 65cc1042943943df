/**
 * The size a photo is resized to on the device before it is queued (issue 10:
 * long edge 2048 px, JPEG ≈ 0.8, so a 12 MP photo queues as ≈ 300–500 KB).
 * The server re-encodes to the same long edge; resizing here first keeps the
 * queue, the tablet's storage and the upload small.
 */

/** The long edge of a queued photo, in pixels (the server's own limit). */
export const RESIZE_LONG_EDGE_PX = 2048;

/** JPEG quality of a queued photo (0–1). */
export const RESIZE_JPEG_QUALITY = 0.8;

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size to draw an image of `width` × `height` at: scaled down (never up) so its long edge is
 * at most `longEdgePx`, the aspect ratio kept, each side at least 1 px. `null` when the image is
 * small enough to keep as it is.
 */
export function resizeTarget(
  width: number,
  height: number,
  longEdgePx: number = RESIZE_LONG_EDGE_PX,
): PixelSize | null {
  if (!(width > 0) || !(height > 0)) return null;
  const longEdge = Math.max(width, height);
  if (longEdge <= longEdgePx) return null;
  const scale = longEdgePx / longEdge;
  return width >= height
    ? { width: longEdgePx, height: Math.max(1, Math.round(height * scale)) }
    : { width: Math.max(1, Math.round(width * scale)), height: longEdgePx };
}
