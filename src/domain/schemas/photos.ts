/**
 * Vehicle photo payloads and limits (spec 02 §3 Photo, §4 photo ordering,
 * §7; /work/contract-media.md): the upload's limits, the order saved in one
 * call and the featured flag. Screen and server read the limits from here.
 */
import * as v from 'valibot';
import { MSG } from '../messages';
import { uuidField } from '../validation';

/** The largest photo accepted, before processing (413 above it). */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** A photo's pixel count above which it is refused (413) before it is decoded: a small file may claim a huge canvas; phones' full-size photos stay under it. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Photos in one upload request (413 above it). */
export const MAX_PHOTOS_PER_UPLOAD = 30;
/** The sizes the server keeps of a photo: the photo, the gallery grid, the lists' thumbnail (long edge, px). */
export const PHOTO_MAIN_LONG_EDGE_PX = 2048;
export const PHOTO_GALLERY_LONG_EDGE_PX = 640;
export const PHOTO_THUMB_LONG_EDGE_PX = 96;
/** The multipart field of the photos, and of their client uuids (spec 02 §7). */
export const PHOTOS_FIELD = 'photos';
export const PHOTO_UUID_FIELD = 'uuid';

export const PHOTO_MESSAGES = {
  notImage: 'O ficheiro tem de ser uma imagem (JPEG, PNG, WebP, GIF, AVIF ou TIFF)',
  tooLarge: 'Cada foto pode ter no máximo 25 MB',
  tooManyPixels: 'A foto tem demasiados píxeis (máximo 50 megapíxeis)',
  tooMany: 'Demasiadas fotos num só envio (máximo 30)',
  missing: 'Escolha pelo menos uma foto',
  notOfVehicle: 'Foto que não pertence a este veículo',
} as const;

/** PUT /api/vehicles/{id}/photos/order: the photo uuids in their new order. */
export const photoOrderSchema = v.object({
  order: v.pipe(
    v.array(v.pipe(uuidField, v.toLowerCase()), MSG.invalidValue),
    v.check((ids) => new Set(ids).size === ids.length, MSG.invalidValue),
  ),
});

/** PATCH /api/vehicle-photos/{id}. */
export const photoPatchSchema = v.object({
  isFeatured: v.boolean(MSG.invalidValue),
});
