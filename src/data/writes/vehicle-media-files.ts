/**
 * A vehicle's video and files (spec 02 §3, §5, §7): the video (one per
 * vehicle: a new one replaces it) and each file travel on the upload lane;
 * until the server has them the mirror's record points at the bytes on the
 * device (`local:{rowId}`). The description change and the deletes are JSON
 * writes; each waits for its record's pending upload (push.ts `after`), so it
 * never reaches the server before the file it is about.
 */
import * as v from 'valibot';
import type { VehicleFile, Video } from '../../domain/entities';
import { uuidField } from '../../domain/validation';
import { vehicleFileDescription } from '../../domain/vehicle-media-files';
import type { MontraDb } from '../db/montra-db';
import { LOCAL_MEDIA_PREFIX } from '../media/local-media';
import { defineFileWrite, defineWrite } from '../sync/define-write';
import type { TrackedMirror } from '../sync/tracked-mirror';
import { defineDelete } from './shapes';

async function vehicleName(tx: TrackedMirror, vehicleUuid: string): Promise<string> {
  const vehicle = await tx.get('vehicles', vehicleUuid);
  return vehicle ? `${vehicle.brand} ${vehicle.model}`.trim() : '';
}

async function companyOf(tx: TrackedMirror, vehicleUuid: string, fallback: string | null): Promise<string> {
  return (await tx.get('vehicles', vehicleUuid))?.companyUuid ?? fallback ?? '';
}

const videoPayload = v.object({ uuid: uuidField, vehicleUuid: uuidField });

/**
 * POST /vehicles/{id}/video (multipart 'video', 'uuid' before it). The vehicle's current video
 * leaves the mirror through the TrackedMirror, so undoing the upload brings it back.
 */
export const queueVehicleVideo = defineFileWrite({
  entity: 'videos',
  op: 'upload',
  payload: videoPayload,
  target: (p) => p.uuid,
  // A vehicle made offline must exist first.
  after: (p) => [p.vehicleUuid],
  label: async (p, tx) => `Vídeo: ${await vehicleName(tx, p.vehicleUuid)}`,
  optimistic: async (tx, p, actor, row) => {
    const current = await tx.db.videos.where('vehicleUuid').equals(p.vehicleUuid).primaryKeys();
    await tx.bulkDelete('videos', current);
    await tx.put('videos', {
      uuid: p.uuid,
      vehicleUuid: p.vehicleUuid,
      companyUuid: await companyOf(tx, p.vehicleUuid, actor.companyUuid),
      url: `${LOCAL_MEDIA_PREFIX}${row.id}`,
      rowVersion: 0,
      updatedAt: new Date().toISOString(),
    });
  },
  request: (p) => ({
    method: 'POST',
    path: `vehicles/${p.vehicleUuid}/video`,
    field: 'video',
    fields: { uuid: p.uuid },
  }),
  apply: async (db: MontraDb, answer) => {
    const video = (answer as { video?: Video }).video;
    if (!video) return;
    const held = await db.videos.where('vehicleUuid').equals(video.vehicleUuid).toArray();
    // A newer video still waiting on this device will replace this one on the server too: it stays shown.
    if (held.some((other) => other.uuid !== video.uuid && other.url.startsWith(LOCAL_MEDIA_PREFIX))) return;
    // The server replaced whatever video the vehicle had.
    await db.videos.bulkDelete(held.filter((other) => other.uuid !== video.uuid).map((other) => other.uuid));
    await db.videos.put(video);
  },
});

/** DELETE /vehicle-video/{id}. */
export const queueVideoDelete = defineDelete('videos', {
  path: (uuid) => `vehicle-video/${uuid}`,
  label: () => 'Vídeo eliminado',
});

const filePayload = v.object({
  uuid: uuidField,
  vehicleUuid: uuidField,
  description: vehicleFileDescription,
});

/** POST /vehicles/{id}/file (multipart: 'description' and 'uuid', then 'file'). */
export const queueVehicleFile = defineFileWrite({
  entity: 'files',
  op: 'upload',
  payload: filePayload,
  target: (p) => p.uuid,
  after: (p) => [p.vehicleUuid],
  label: (p) => `Ficheiro: ${p.description}`,
  optimistic: async (tx, p, actor, row) => {
    const files = await tx.db.files.where('vehicleUuid').equals(p.vehicleUuid).toArray();
    const now = new Date().toISOString();
    const file: VehicleFile = {
      uuid: p.uuid,
      vehicleUuid: p.vehicleUuid,
      companyUuid: await companyOf(tx, p.vehicleUuid, actor.companyUuid),
      url: `${LOCAL_MEDIA_PREFIX}${row.id}`,
      description: p.description,
      orderNum: files.reduce((max, f) => Math.max(max, f.orderNum), 0) + 1,
      createdAt: now,
      rowVersion: 0,
      updatedAt: now,
    };
    await tx.put('files', file);
  },
  request: (p) => ({
    method: 'POST',
    path: `vehicles/${p.vehicleUuid}/file`,
    field: 'file',
    fields: { description: p.description, uuid: p.uuid },
  }),
  apply: async (db, answer) => {
    const file = (answer as { file?: VehicleFile }).file;
    if (file) await db.files.put(file);
  },
});

const fileUpdatePayload = v.object({ uuid: uuidField, description: vehicleFileDescription });

/** PATCH /vehicle-files/{id} {description}; waits for the file's own pending upload. */
export const queueFileUpdate = defineWrite({
  entity: 'files',
  op: 'update',
  payload: fileUpdatePayload,
  target: (p) => p.uuid,
  after: (p) => [p.uuid],
  label: (p) => `Ficheiro alterado: ${p.description}`,
  optimistic: async (tx, p) => {
    await tx.update('files', p.uuid, { description: p.description });
  },
  request: (p) => ({
    method: 'PATCH',
    path: `vehicle-files/${p.uuid}`,
    body: { description: p.description },
  }),
  apply: async (db, answer) => {
    const file = (answer as { file?: VehicleFile }).file;
    if (file) await db.files.put(file);
  },
});

/** DELETE /vehicle-files/{id}. */
export const queueFileDelete = defineDelete('files', {
  path: (uuid) => `vehicle-files/${uuid}`,
  label: (file) => `Ficheiro eliminado: ${file?.description ?? ''}`,
});
