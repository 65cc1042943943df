export { VIDEO_PANEL } from './video-panel';
export { FILES_PANEL } from './files-panel';
