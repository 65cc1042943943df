/**
 * Prepares a picked photo for the upload queue: long edge 2048 px, JPEG ≈ 0.8,
 * EXIF orientation applied (src/domain/photo-resize.ts). Runs in a Web Worker
 * where OffscreenCanvas exists, else on the main thread; an image the browser
 * cannot decode (HEIC on some browsers) is queued as picked, and the server
 * decides. State: one lazily started worker and its pending requests.
 */
import { resizeImage } from './resize-image';
import type { ResizeAnswer } from './resize-worker';

let worker: Worker | null | undefined;
let nextId = 0;
const pending = new Map<number, (answer: ResizeAnswer) => void>();

function resizeWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined'
        ? new Worker(new URL('./resize-worker.ts', import.meta.url), { type: 'module' })
        : null;
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', (event: MessageEvent<ResizeAnswer>) => {
    pending.get(event.data.id)?.(event.data);
    pending.delete(event.data.id);
  });
  worker?.addEventListener('error', () => {
    // The worker could not start (or died): every waiting photo is resized on the main thread.
    for (const resolve of pending.values()) resolve({ id: -1, error: 'worker' });
    pending.clear();
    worker = null;
  });
  return worker;
}

function inWorker(w: Worker, blob: Blob): Promise<ResizeAnswer> {
  return new Promise((resolve) => {
    const id = (nextId += 1);
    pending.set(id, resolve);
    w.postMessage({ id, blob });
  });
}

async function onMainThread(blob: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap === 'undefined') return null;
  return resizeImage(blob);
}

/** The file to queue for `file`: resized as a `.jpg`, or the picked file when it cannot (or need not) be. */
export async function resizePhoto(file: File): Promise<File> {
  let resized: Blob | null = null;
  try {
    const w = resizeWorker();
    const answer = w ? await inWorker(w, file) : null;
    resized = answer && !answer.error ? (answer.blob ?? null) : await onMainThread(file);
  } catch {
    resized = null;
  }
  if (!resized) return file;
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;
  return new File([resized], name, { type: 'image/jpeg', lastModified: file.lastModified });
}
