/**
 * Company calls (spec 01 §2 "Companies list", "Company detail", §7
 * "Companies"): the super user lists, creates, edits, deletes companies and
 * uploads their logos (services/company-writes.ts); company staff may read
 * their own company. Another company, or one that does not exist, answers 404 alike.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MSG } from '../../src/domain/messages';
import {
  COMPANY_MESSAGES,
  companyCreateSchema,
  companyUpdateSchema,
  LOGO_MAX_BYTES,
} from '../../src/domain/schemas/companies';
import { actorOf, companyInScope } from '../auth/guard';
import type { Db } from '../db/client';
import { AppError, badRequest } from '../errors';
import type { MediaStorage } from '../media/storage';
import { companyAnswer, visibleCompanies } from '../services/company-reads';
import {
  createCompany,
  LOGO_FIELD,
  removeCompany,
  setCompanyLogo,
  updateCompany,
} from '../services/company-writes';
import { parseBody } from '../validate';
import { sceneOf } from './scene';

type IdParams = { companyId: string };

export function companyRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }) {
  const { db } = deps;
  const media = { db, storage: deps.storage, log: app.log };

  /** The company of the path, if the caller may see it (else 404, whichever the reason). */
  const load = (req: FastifyRequest<{ Params: IdParams }>) =>
    companyInScope(db, actorOf(req), req.params.companyId);

  const read = { config: { permission: 'company.read' } } as const;
  // Writes are the super user's: a company admin is refused (403) before the company is looked up.
  const manage = { config: { permission: 'company.manage' } } as const;

  app.get('/api/companies', read, async (req) => ({ companies: await visibleCompanies(db, actorOf(req)) }));

  app.post('/api/companies', manage, async (req, reply) => {
    const input = parseBody(companyCreateSchema, req.body);
    return reply.code(201).send({ company: await createCompany(db, input) });
  });

  app.get<{ Params: IdParams }>('/api/companies/:companyId', read, async (req) => ({
    company: await companyAnswer(db, await load(req)),
  }));

  app.put<{ Params: IdParams }>('/api/companies/:companyId', manage, async (req) => {
    const row = await load(req);
    const input = parseBody(companyUpdateSchema, req.body);
    return { company: await updateCompany(media, sceneOf(req), row, input) };
  });

  app.delete<{ Params: IdParams }>('/api/companies/:companyId', manage, async (req) => {
    const row = await load(req);
    return { company: await removeCompany(media, sceneOf(req), row) };
  });

  app.post<{ Params: IdParams }>('/api/companies/:companyId/logo', manage, async (req) => {
    const row = await load(req);
    return setCompanyLogo(media, row, await readLogo(req));
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
