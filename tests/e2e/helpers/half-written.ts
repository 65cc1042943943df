/**
 * Reads a stopped server's database and media store (its DATA_DIR) for
 * records left half-written: the writes that span several rows or a row and
 * its files must be whole or absent. Opening the PGlite directory runs its
 * crash recovery, as the next server start would.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export interface Scope {
  /** The vehicles the test sells: each sold with exactly one sale and one SOLD_VEHICLE notification, or untouched. */
  saleVehicles: readonly string[];
  /** The run's marker, the start of its contacts' names. */
  tag: string;
}

export interface DatabaseState {
  /** Each half-written record, described. */
  problems: string[];
  /** How many of the test's writes the database holds (sales, costs, photos, contacts by marker). */
  held: { sales: number; costs: number; photos: number; contacts: number };
}

const MEDIA_PREFIX = '/api/media/';

export async function inspectDatabase(
  dataDir: string,
  scope: Scope,
  vehicleUuid: string,
): Promise<DatabaseState> {
  const pg = new PGlite(join(dataDir, 'pglite'));
  try {
    const problems: string[] = [];
    const q = async <T>(sql: string, params: unknown[] = []) => (await pg.query<T>(sql, params)).rows;

    for (const row of await q<{ uuid: string; availability: string }>(
      `select s.uuid, v.availability from sales s join vehicles v on v.uuid = s.vehicle_uuid
       where v.availability not in ('SOLD', 'DELIVERED')`,
    )) {
      problems.push(`sale ${row.uuid} of a vehicle still ${row.availability}`);
    }
    for (const row of await q<{ uuid: string; sales: number; notices: number; availability: string }>(
      `select v.uuid, v.availability,
         (select count(*)::int from sales s where s.vehicle_uuid = v.uuid) as sales,
         (select count(*)::int from notifications n
            where n.vehicle_uuid = v.uuid and n.notification_type = 'SOLD_VEHICLE') as notices
       from vehicles v where v.uuid = any($1::uuid[])`,
      [scope.saleVehicles],
    )) {
      const sold = row.availability === 'SOLD';
      if (sold !== (row.sales === 1) || sold !== (row.notices === 1)) {
        problems.push(
          `vehicle ${row.uuid}: ${row.availability}, ${row.sales} sale(s), ${row.notices} notice(s)`,
        );
      }
    }
    for (const row of await q<{
      uuid: string;
      url: string;
      gallery_url: string | null;
      thumb_url: string | null;
    }>('select uuid, url, gallery_url, thumb_url from vehicle_photos')) {
      for (const url of [row.url, row.gallery_url, row.thumb_url]) {
        if (!url?.startsWith(MEDIA_PREFIX)) continue;
        const file = join(dataDir, 'media', ...url.slice(MEDIA_PREFIX.length).split('/'));
        if (!existsSync(file)) problems.push(`photo ${row.uuid} without its file ${url}`);
      }
    }
    for (const row of await q<{ uuid: string; name: string }>(
      `select c.uuid, c.name from contacts c where c.name like $1
       and not exists (select 1 from contact_interactions i where i.contact_uuid = c.uuid)`,
      [`${scope.tag}%`],
    )) {
      problems.push(`contact ${row.name} without its interaction`);
    }

    const [counts] = await q<DatabaseState['held']>(
      `select
         (select count(*)::int from sales where vehicle_uuid = any($1::uuid[])) as sales,
         (select count(*)::int from vehicle_costs where description like $2) as costs,
         (select count(*)::int from vehicle_photos where vehicle_uuid = $3 and url like '${MEDIA_PREFIX}%') as photos,
         (select count(*)::int from contacts where name like $2) as contacts`,
      [scope.saleVehicles, `${scope.tag}%`, vehicleUuid],
    );
    return { problems, held: counts ?? { sales: 0, costs: 0, photos: 0, contacts: 0 } };
  } finally {
    await pg.close();
  }
}
