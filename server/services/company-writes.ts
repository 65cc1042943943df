/**
 * Company writes (spec 01 §2 "Companies list", §7 "Companies"), the super user's: create, edit,
 * delete with everything the company holds, and the logo. Stored files follow the rows: a logo
 * the company no longer uses, and the media of a deleted company, go once the rows have.
 */
import { newCompanyFields } from '../../src/domain/record-defaults';
import { randomBytes } from 'node:crypto';
import {
  COMPANY_MESSAGES,
  type CompanyCreateInput,
  type CompanyUpdateInput,
} from '../../src/domain/schemas/companies';
import { SLUG_MESSAGES } from '../../src/domain/company-slug';
import { usersChanged } from '../auth/user-cache';
import { isUniqueViolation } from '../db/errors';
import type { Db } from '../db/client';
import { AppError, badRequest, notFound } from '../errors';
import { removeMedia, removeMediaUrls, vehicleMediaKeys, type MediaStore } from '../media/discard';
import { NotAnImageError, toWebp } from '../media/images';
import { mediaUrl } from '../media/storage';
import {
  deleteCompany,
  findCompanyRow,
  insertCompany,
  updateCompany as updateCompanyRow,
  type CompanyRow,
} from '../repositories/companies';
import { raiseCompanyTokenVersions } from '../repositories/users';
import type { CompanyAnswer } from '../wire/serializers';
import { companyAudit, recordAudit, type AuditScene } from './audit';
import { companyAnswer } from './company-reads';
import { createWithClientUuid, staleOrGone } from './record-writes';

/** Logos are shown small (list rows, the navigation bar): 512 px is plenty. */
export const LOGO_MAX_PIXELS = 512;
/** The multipart field of the logo upload (spec 01 §7). */
export const LOGO_FIELD = 'photo';

type Deps = MediaStore & { db: Db };

const staleCompany = async (db: Db, uuid: string) =>
  staleOrGone(await findCompanyRow(db, uuid), (current) => companyAnswer(db, current));

export async function createCompany(db: Db, input: CompanyCreateInput): Promise<CompanyAnswer> {
  // A logo comes from an upload to an existing company (POST /api/companies/{id}/logo).
  if (input.logo) throw badRequest({ logo: COMPANY_MESSAGES.invalidLogo });
  const row = await createWithClientUuid(
    input.uuid,
    (uuid) => findCompanyRow(db, uuid),
    () =>
      insertCompany(db, {
        ...(input.uuid ? { uuid: input.uuid } : {}),
        ...newCompanyFields(input),
        // Made from the name and unique by the insert trigger (migration 0011): -2, -3, … when taken.
        slug: '',
      }),
  );
  return companyAnswer(db, row);
}

/** PUT /companies/{id}: the fields sent; the logo is kept (the same address) or removed (null). */
export async function updateCompany(
  deps: Deps,
  scene: AuditScene,
  row: CompanyRow,
  input: CompanyUpdateInput,
): Promise<CompanyAnswer> {
  const { db } = deps;
  // The logo is set by an upload; an update keeps it (the same address) or removes it (null).
  if (input.logo && input.logo !== row.logo) {
    if (input.rowVersion !== undefined && input.rowVersion !== row.rowVersion) {
      throw await staleCompany(db, row.uuid);
    }
    throw badRequest({ logo: COMPANY_MESSAGES.invalidLogo });
  }
  const updated = await db.transaction(async (tx) => {
    const changed = await updateCompanyRow(
      tx,
      row.uuid,
      {
        name: input.name,
        color: input.color,
        logo: input.logo,
        active: input.active,
        priceListEnabled: input.priceListEnabled,
        nif: input.nif,
        address: input.address,
        postalCode: input.postalCode,
        city: input.city,
        phone: input.phone,
        email: input.email,
        slug: input.slug,
        publicCatalogue: input.publicCatalogue,
      },
      input.rowVersion,
    ).catch((err: unknown) => {
      // Another company holds the address (the unique index decides, races included).
      if (isUniqueViolation(err, 'companies_slug_key')) throw badRequest({ slug: SLUG_MESSAGES.taken });
      throw err;
    });
    if (!changed || changed.active === row.active) return changed;
    // A deactivated company's users are judged on it at once (the guard reads the company's flag
    // through the user cache), and their sessions end for good: reactivating it opens none again.
    if (!changed.active) await raiseCompanyTokenVersions(tx, row.uuid);
    await recordAudit(
      tx,
      companyAudit(scene, changed.active ? 'company.activate' : 'company.deactivate', row),
    );
    return changed;
  });
  if (!updated) throw await staleCompany(db, row.uuid);
  if (row.active !== updated.active) usersChanged();
  // A logo of ours that the company no longer uses.
  if (updated.logo !== row.logo) await removeMediaUrls(deps, [row.logo]);
  return companyAnswer(db, updated);
}

/** DELETE /companies/{id}: the company and everything it holds; answers the company as it was. */
export async function removeCompany(deps: Deps, scene: AuditScene, row: CompanyRow): Promise<CompanyAnswer> {
  const { company, mediaKeys } = await deps.db.transaction(async (tx) => {
    const current = await findCompanyRow(tx, row.uuid);
    if (!current) throw notFound();
    const answer = await companyAnswer(tx, current);
    // The cascade takes the vehicles' photo, video and file rows: their keys are read first.
    const keys = await vehicleMediaKeys(tx, { companyUuid: row.uuid });
    // Users, stands, vehicles, sales, contacts, suppliers, financials and notifications go with it.
    if (!(await deleteCompany(tx, row.uuid))) throw notFound();
    await recordAudit(tx, companyAudit(scene, 'company.delete', current));
    // Its users went too: the guard's user cache forgets them (and again after the commit).
    usersChanged();
    return { company: answer, mediaKeys: keys };
  });
  usersChanged();
  // Files go once the rows are gone for good (after the commit).
  await removeMediaUrls(deps, [company.logo]);
  await removeMedia(deps.storage, deps.log, mediaKeys);
  return company;
}

/** POST /companies/{id}/logo: the image as a WebP of at most LOGO_MAX_PIXELS, replacing the old one. */
export async function setCompanyLogo(
  deps: Deps,
  row: CompanyRow,
  image: Buffer,
): Promise<{ company: CompanyAnswer; logo: string }> {
  let webp: Buffer;
  try {
    webp = await toWebp(image, LOGO_MAX_PIXELS);
  } catch (err) {
    if (err instanceof NotAnImageError) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', COMPANY_MESSAGES.logoNotImage, {
        [LOGO_FIELD]: COMPANY_MESSAGES.logoNotImage,
      });
    }
    throw err;
  }
  const key = `logos/${row.uuid}-${randomBytes(16).toString('hex')}.webp`;
  await deps.storage.put(key, webp, 'image/webp');
  const logo = mediaUrl(key);
  const updated = await updateCompanyRow(deps.db, row.uuid, { logo }).catch(async (err: unknown) => {
    await removeMediaUrls(deps, [logo]);
    throw err;
  });
  if (!updated) {
    // Deleted while the image was being processed.
    await removeMediaUrls(deps, [logo]);
    throw notFound();
  }
  if (row.logo !== logo) await removeMediaUrls(deps, [row.logo]);
  return { company: await companyAnswer(deps.db, updated), logo };
}
