/// <reference lib="webworker" />
/** The photo resize off the main thread, so the gallery stays smooth while twelve photos are prepared. */
import { resizeImage } from './resize-image';

export interface ResizeRequest {
  id: number;
  blob: Blob;
}

export interface ResizeAnswer {
  id: number;
  blob?: Blob | null;
  error?: string;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<ResizeRequest>) => {
  const { id, blob } = event.data;
  try {
    scope.postMessage({ id, blob: await resizeImage(blob) } satisfies ResizeAnswer);
  } catch (error) {
    scope.postMessage({
      id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies ResizeAnswer);
  }
};
