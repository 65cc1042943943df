/**
 * The address an <img> shows for a media field: the server's address, or —
 * while the file waits in the upload queue (`local:<outbox row id>`) — an
 * object URL of its bytes on the device, so the picked image shows at once,
 * offline and after a reload.
 */
import { useEffect, useState } from 'react';
import { LOCAL_MEDIA_PREFIX } from './local-media';
import { useLocalFile } from './use-local-file';

export function useMediaSrc(src: string | null | undefined): string | null {
  const local = src?.startsWith(LOCAL_MEDIA_PREFIX) ? src.slice(LOCAL_MEDIA_PREFIX.length) : null;
  const blob = useLocalFile(src);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(new Blob([blob.bytes], { type: blob.type }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return local ? url : (src ?? null);
}
