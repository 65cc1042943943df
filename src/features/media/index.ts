export { PHOTOS_PANEL, PhotosPanel } from './photos-panel';
