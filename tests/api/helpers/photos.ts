/** Photo upload helpers for the media API tests: real images made with sharp, sent as multipart. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as s from '../../../server/db/schema';
import { DEMO_COMPANY } from '../../../server/seed/demo-organisation';
import type { Photo } from '../../../src/domain/entities';
import { multipart, type Part } from './multipart';
import { bearer, type TestApp } from './test-app';

/** A real JPEG of the given size. */
export function jpeg(width = 64, height = 48, orientation?: number): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 60 } },
  }).jpeg();
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

export const photoPart = (data: Buffer | string, filename = 'foto.jpg'): Part => ({
  name: 'photos',
  filename,
  contentType: 'image/jpeg',
  data,
});

export const uuidPart = (uuid: string): Part => ({ name: 'uuid', data: uuid });

export function uploadPhotos(
  t: TestApp,
  vehicleUuid: string,
  parts: Part[],
  token: string | null,
  extraHeaders: Record<string, string> = {},
) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleUuid}/photos`,
    headers: { ...(token ? bearer(token) : {}), ...headers, ...extraHeaders },
    payload,
  });
}

/** The company's vehicles, for tests that need a few. */
export async function demoVehicles(t: TestApp, companyUuid = DEMO_COMPANY) {
  return t.database.db.select().from(s.vehicles).where(eq(s.vehicles.companyUuid, companyUuid)).limit(5);
}

/** The vehicle's photos as stored, by orderNum. */
export async function photoRows(t: TestApp, vehicleUuid: string) {
  const rows = await t.database.db
    .select()
    .from(s.vehiclePhotos)
    .where(eq(s.vehiclePhotos.vehicleUuid, vehicleUuid));
  return rows.sort((a, b) => a.orderNum - b.orderNum);
}

export type PhotosAnswer = { photos: Photo[] };
