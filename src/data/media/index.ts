export { useMediaSrc } from './use-media-src';
export { useLocalFile } from './use-local-file';
export { LOCAL_MEDIA_PREFIX } from './local-media';
export { resizePhoto } from './resize-photo';
export { listThumbnails } from './list-thumbnails';
