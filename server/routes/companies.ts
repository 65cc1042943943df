/**
 * Company calls (spec 01 §2 "Companies list", "Company detail", §7
 * "Companies"): the super user lists, creates, edits, deletes companies and
 * uploads their logos; company staff may read their own company. Another
 * company, or one that does not exist, answers 404 alike.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MSG } from '../../src/domain/messages';
import { newCompanyFields } from '../../src/domain/record-defaults';
import {
  COMPANY_MESSAGES,
  companyCreateSchema,
  companyUpdateSchema,
  LOGO_MAX_BYTES,
} from '../../src/domain/schemas/companies';
import { actorOf, companyInScope } from '../auth/guard';
import { usersChanged } from '../auth/user-cache';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { NotAnImageError, toWebp } from '../media/images';
import { removeMedia } from '../media/discard';
import { mediaKeyOf, mediaUrl, type MediaStorage } from '../media/storage';
import {
  companyAnswer,
  deleteCompany,
  findCompanyRow,
  insertCompany,
  listCompanyAnswers,
  updateCompany,
} from './companies-repository';
import { vehicleMediaKeys } from './vehicle-photos-repository';
import { parseBody } from './validate';

type IdParams = { companyId: string };

/** Logos are shown small (list rows, the navigation bar): 512 px is plenty. */
export const LOGO_MAX_PIXELS = 512;
/** The multipart field of the logo upload (spec 01 §7). */
export const LOGO_FIELD = 'photo';

const bothSpellings = (path: string) => [path, `${path}/`];

export function companyRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }) {
  const { db, storage } = deps;

  /** The company of the path, if the caller may see it (else 404, whichever the reason). */
  const load = (req: FastifyRequest<{ Params: IdParams }>) =>
    companyInScope(db, actorOf(req), req.params.companyId);

  async function staleOrGone(uuid: string) {
    const current = await findCompanyRow(db, uuid);
    return current ? conflict(MSG.staleVersion, { current: await companyAnswer(db, current) }) : notFound();
  }

  /** Removes a file we stored, without failing the call that no longer needs it. */
  async function discard(url: string | null | undefined) {
    const key = mediaKeyOf(url);
    if (!key) return;
    await storage.remove(key).catch((err: unknown) => app.log.warn({ err, key }, 'media removal failed'));
  }

  const read = { config: { permission: 'company.read' } } as const;
  // Writes are the super user's: a company admin is refused (403) before the company is looked up.
  const manage = { config: { permission: 'company.manage' } } as const;

  for (const path of bothSpellings('/api/companies')) {
    // Only active companies are listed (spec 01 §9); staff see their own company.
    app.get(path, read, async (req) => {
      const actor = actorOf(req);
      const companies = await listCompanyAnswers(db, {
        onlyActive: true,
        ...(actor.isSuperUser ? {} : { uuids: actor.companyUuid ? [actor.companyUuid] : [] }),
      });
      return { companies };
    });

    app.post(path, manage, async (req, reply) => {
      const input = parseBody(companyCreateSchema, req.body);
      // A logo comes from an upload to an existing company (POST /api/companies/{id}/logo).
      if (input.logo) throw badRequest({ logo: COMPANY_MESSAGES.invalidLogo });
      if (input.uuid && (await findCompanyRow(db, input.uuid))) throw badRequest({ uuid: MSG.invalidValue });
      const row = await insertCompany(db, {
        ...(input.uuid ? { uuid: input.uuid } : {}),
        ...newCompanyFields(input),
      }).catch((err: unknown) => {
        // The same client uuid sent twice at once: the second finds it taken.
        if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
        throw err;
      });
      return reply.code(201).send({ company: await companyAnswer(db, row) });
    });
  }

  app.get<{ Params: IdParams }>('/api/companies/:companyId', read, async (req) => {
    const row = await load(req);
    return { company: await companyAnswer(db, row) };
  });

  app.put<{ Params: IdParams }>('/api/companies/:companyId', manage, async (req) => {
    const row = await load(req);
    const input = parseBody(companyUpdateSchema, req.body);
    // The logo is set by an upload; an update keeps it (the same address) or removes it (null).
    if (input.logo && input.logo !== row.logo) {
      if (input.rowVersion !== undefined && input.rowVersion !== row.rowVersion) {
        throw await staleOrGone(row.uuid);
      }
      throw badRequest({ logo: COMPANY_MESSAGES.invalidLogo });
    }
    const updated = await updateCompany(
      db,
      row.uuid,
      {
        name: input.name,
        color: input.color,
        logo: input.logo,
        active: input.active,
        priceListEnabled: input.priceListEnabled,
      },
      input.rowVersion,
    );
    if (!updated) throw await staleOrGone(row.uuid);
    // A logo of ours that the company no longer uses.
    if (updated.logo !== row.logo) await discard(row.logo);
    return { company: await companyAnswer(db, updated) };
  });

  app.delete<{ Params: IdParams }>('/api/companies/:companyId', manage, async (req) => {
    const row = await load(req);
    const { company: answer, mediaKeys } = await db.transaction(async (tx) => {
      const current = await findCompanyRow(tx, row.uuid);
      if (!current) throw notFound();
      const company = await companyAnswer(tx, current);
      // The cascade takes the vehicles' photo, video and file rows: their keys are read first.
      const keys = await vehicleMediaKeys(tx, { companyUuid: row.uuid });
      // Users, stands, vehicles, sales, contacts, suppliers, financials and notifications go with it.
      if (!(await deleteCompany(tx, row.uuid))) throw notFound();
      return { company, mediaKeys: keys };
    });
    usersChanged();
    // Files go once the rows are gone for good (after the commit).
    await discard(answer.logo);
    await removeMedia(storage, app.log, mediaKeys);
    return { company: answer };
  });

  app.post<{ Params: IdParams }>('/api/companies/:companyId/logo', manage, async (req) => {
    const row = await load(req);
    const image = await readLogo(req);
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
    await storage.put(key, webp, 'image/webp');
    const logo = mediaUrl(key);
    const updated = await updateCompany(db, row.uuid, { logo }).catch(async (err: unknown) => {
      await discard(logo);
      throw err;
    });
    if (!updated) {
      // Deleted while the image was being processed.
      await discard(logo);
      throw notFound();
    }
    if (row.logo !== logo) await discard(row.logo);
    return { company: await companyAnswer(db, updated), logo };
  });
}

/** The one image of a logo upload: multipart field 'photo', at most LOGO_MAX_BYTES. */
async function readLogo(req: FastifyRequest): Promise<Buffer> {
  const missing = () => badRequest({ [LOGO_FIELD]: COMPANY_MESSAGES.logoMissing });
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MSG.unsupportedMediaType, {
      body: MSG.unsupportedMediaType,
    });
  }
  let part: MultipartFile | undefined;
  try {
    part = await req.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } });
    if (!part) throw missing();
    if (part.fieldname !== LOGO_FIELD) {
      part.file.resume();
      throw missing();
    }
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw missing();
    return buffer;
  } catch (err) {
    throw uploadError(err);
  }
}

/** Maps the multipart plugin's errors (limits, malformed bodies) to the error shape; never a 500. */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'FILE_TOO_LARGE', COMPANY_MESSAGES.logoTooLarge, {
      [LOGO_FIELD]: COMPANY_MESSAGES.logoTooLarge,
    });
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'BODY_TOO_LARGE', MSG.bodyTooLarge, { body: MSG.bodyTooLarge });
  }
  // Truncated or malformed multipart data.
  return badRequest({ body: MSG.invalidBody });
}
