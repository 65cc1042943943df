/**
 * A vehicle's video and files (spec 02 §3 Video / Vehicle file, §5 file modal, §8):
 * the limits the server enforces, the spec's texts, the file modal's save rule
 * and how a file is shown (its kind is its url's extension: '.pdf' = PDF,
 * anything else an image, which the server stores as WebP).
 */
import * as v from 'valibot';
import { requiredText } from './validation';

/** A video is streamed to disk, never held whole in memory. */
export const VIDEO_MAX_BYTES = 500 * 1024 * 1024;
/** A file (PDF or image) before processing. */
export const FILE_MAX_BYTES = 25 * 1024 * 1024;
/** Images attached as files are re-encoded to WebP, fitted inside this many pixels. */
export const FILE_IMAGE_LONG_EDGE_PX = 2048;
/** What the file input offers (spec 02 §5: one file, pdf or image). */
export const FILE_ACCEPT = 'application/pdf,image/*';
export const VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm';

/** The spec's toasts, word for word. */
export const MEDIA_FILE_TEXTS = {
  videoUploadError: 'Error uploading the video, please try again later',
  videoDeleted: 'Vídeo eliminado com sucesso',
  videoDeleteError: 'Erro ao eliminar o vídeo. Por favor tente mais tarde',
  fileDeleted: 'Ficheiro eliminado com sucesso',
  fileAddError: 'Error adding file',
  fileUpdateError: 'Error updating file',
  fileDeleteError: 'Erro ao eliminar o ficheiro. Por favor tente mais tarde',
} as const;

/** The server's refusals (pt-PT). */
export const MEDIA_FILE_ERRORS = {
  videoMissing: 'Escolha um vídeo',
  videoType: 'O vídeo tem de ser MP4, MOV ou WebM',
  videoTooLarge: 'O vídeo não pode ter mais de 500 MB',
  fileMissing: 'Escolha um ficheiro',
  fileType: 'O ficheiro tem de ser um PDF ou uma imagem',
  fileTooLarge: 'O ficheiro não pode ter mais de 25 MB',
} as const;

export type VehicleFileKind = 'pdf' | 'image';

/** The kind of a stored file by its url's extension (a query or fragment is ignored). */
export function vehicleFileKind(url: string): VehicleFileKind {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.toLowerCase().endsWith('.pdf') ? 'pdf' : 'image';
}

/** The kind of a file picked on the device (before it has a url). */
export function pickedFileKind(file: { type: string; name?: string }): VehicleFileKind | null {
  if (file.type === 'application/pdf' || (!file.type && file.name?.toLowerCase().endsWith('.pdf'))) {
    return 'pdf';
  }
  return file.type.startsWith('image/') ? 'image' : null;
}

/**
 * How the viewer shows a file: a PDF from the server or from the device is rendered
 * by pdf.js; an image full screen. A queued file's kind is its bytes' type.
 */
export function viewerFor(url: string, localType?: string | null): VehicleFileKind {
  if (localType) return localType === 'application/pdf' ? 'pdf' : 'image';
  return vehicleFileKind(url);
}

/**
 * The file modal's Save (spec 02 §5): a non-blank description, and either a chosen
 * file (one, a PDF or an image) or the url the file already has.
 */
export function canSaveVehicleFile(input: {
  description: string;
  files: readonly { type: string; name?: string }[];
  existingUrl?: string | null;
}): boolean {
  if (input.description.trim() === '') return false;
  if (input.files.length > 1) return false;
  const [file] = input.files;
  if (file) return pickedFileKind(file) !== null;
  return Boolean(input.existingUrl);
}

/** A file's description (the modal's one text field; the upload's 'description' part too). */
export const FILE_DESCRIPTION_MAX_LENGTH = 255;
export const vehicleFileDescription = requiredText(FILE_DESCRIPTION_MAX_LENGTH);

/** PATCH /vehicle-files/{id}. */
export const vehicleFileUpdateSchema = v.object({ description: vehicleFileDescription });
export type VehicleFileUpdate = v.InferOutput<typeof vehicleFileUpdateSchema>;
