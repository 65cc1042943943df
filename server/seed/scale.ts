/**
 * A company of N vehicles for benchmarks (`npm run seed -- --vehicles N`,
 * design §7): 'Montra Benchmark' with one stand, an admin `bench@montra.pt`
 * (the demo password) and N generated vehicles, each with one cost and one
 * photo. A second call replaces the company and everything in it.
 */
import { eq, sql } from 'drizzle-orm';
import type { Availability } from '../../src/domain/enums';
import { hashPassword } from '../auth/passwords';
import { usersChanged } from '../auth/user-cache';
import type { Db } from '../db/client';
import { companies, extras, stands, users, vehicleCosts, vehiclePhotos, vehicles } from '../db/schema';
import { cents, photoUrl } from './demo-catalogue';
import { DEMO_PASSWORD } from './demo-organisation';
import { insertAll } from './demo-stock';
import { buildVehicles } from './demo-vehicles';
import { daysAgo, prng, stableUuid } from './ids';

export const BENCH_COMPANY = stableUuid('company:bench');
export const BENCH_STAND = stableUuid('stand:bench');
export const BENCH_USERNAME = 'bench@montra.pt';

const BATCH = 1000;

export async function seedScaleCompany(
  db: Db,
  vehicleCount: number,
  today = new Date(),
): Promise<{ companyUuid: string }> {
  if (!Number.isInteger(vehicleCount) || vehicleCount < 1) {
    throw new RangeError(`vehicleCount must be a positive integer (got ${vehicleCount})`);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const extraRows = await db
    .select({ description: extras.description })
    .from(extras)
    .orderBy(extras.description);

  // A stock company: mostly ready for sale, the rest being checked or repaired.
  const pickAvailability = prng(3000);
  const availabilities = Array.from({ length: vehicleCount }, (): Availability => {
    const r = pickAvailability();
    return r < 0.7 ? 'READY_FOR_SALE' : r < 0.85 ? 'VERIFYING' : 'REPARING';
  });
  const list = buildVehicles(
    {
      key: 'bench',
      companyUuid: BENCH_COMPANY,
      seed: 3100,
      availabilities,
      stands: [{ uuid: BENCH_STAND, location: 'LISBOA', name: 'Stand Benchmark' }],
      extras: extraRows.map((e) => e.description),
    },
    today,
  );
  const rand = prng(3101);
  const costs = list.map((v) => ({
    uuid: stableUuid(`cost:bench:${v.index}`),
    vehicleUuid: v.row.uuid,
    companyUuid: BENCH_COMPANY,
    costType: v.index % 3 === 0 ? 'MECHANIC' : 'OTHER',
    value: cents(50 + rand() * 900),
    description: v.index % 3 === 0 ? 'Revisão geral' : 'Lavagem e preparação',
    associatedInvoice: null,
    date: daysAgo(today, Math.floor(rand() * (v.stockDays + 1))),
  }));
  const photos = list.map((v) => ({
    uuid: stableUuid(`photo:bench:${v.index}`),
    vehicleUuid: v.row.uuid,
    companyUuid: BENCH_COMPANY,
    url: photoUrl(v.colourIndex),
    isFeatured: true,
    orderNum: 1,
  }));

  await db.transaction(async (tx) => {
    // Replace: the company's rows go with it (cascade); a namesake user elsewhere is removed too.
    await tx.delete(companies).where(eq(companies.uuid, BENCH_COMPANY));
    await tx.delete(users).where(sql`lower(${users.username}) = ${BENCH_USERNAME}`);
    await tx.insert(companies).values({ uuid: BENCH_COMPANY, name: 'Montra Benchmark', color: '#2f855a' });
    await tx.insert(stands).values({
      uuid: BENCH_STAND,
      companyUuid: BENCH_COMPANY,
      name: 'Stand Benchmark',
      location: 'LISBOA',
      address: 'Avenida da Liberdade, Lisboa',
    });
    await tx.insert(users).values({
      uuid: stableUuid(`user:${BENCH_USERNAME}`),
      username: BENCH_USERNAME,
      passwordHash,
      firstName: 'Bench',
      lastName: 'Montra',
      role: 'ADMIN',
      companyUuid: BENCH_COMPANY,
    });
    await insertAll(
      tx,
      vehicles,
      list.map((v) => v.row),
      BATCH,
    );
    await insertAll(tx, vehicleCosts, costs, BATCH);
    await insertAll(tx, vehiclePhotos, photos, BATCH);
  });
  // The bench user (and the company's) were replaced: a running server's user cache forgets them.
  usersChanged();
  return { companyUuid: BENCH_COMPANY };
}
