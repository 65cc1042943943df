export { VIDEO_PANEL } from './video-panel';
export { FILES_PANEL } from './files-panel';
export { PHOTOS_PANEL, PhotosPanel } from './photos-panel';
