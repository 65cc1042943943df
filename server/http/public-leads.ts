/**
 * POST /api/public/{slug}/leads (issue 25 §6): an enquiry from the public catalogue, no login.
 * The page's form posts it form-encoded (no JavaScript): its answer is a page — the vehicle's page
 * again with the message and the values typed (400, 429), or a redirect to it with the thanks
 * (303, so a reload sends nothing twice). A JSON caller gets JSON (201, or the error shape).
 * A filled honeypot (`website`) is thanked like anyone and dropped; more than LEADS_PER_WINDOW
 * from one address in LEAD_WINDOW_MS answers 429. The form-encoded parser lives in this route's
 * scope only: every other call still refuses that type (415).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LEAD_MESSAGES,
  LEAD_WINDOW_MS,
  LEADS_PER_WINDOW,
  parseLead,
  type LeadInput,
} from '../../src/domain/schemas/leads';
import { AppError, badRequest, notFound } from '../errors';
import { leadForm, vehiclePage, type LeadFormState } from '../documents/public-pages/vehicle-page';
import { page } from '../documents/public-pages/html';
import { LeadLimiter } from '../services/lead-limits';
import { createLead } from '../services/lead-writes';
import { publicCompany, publicVehiclePage, type PublicCompany } from '../services/public-catalogue';
import { baseUrl, pageCompany, sendNotFoundPage, type PublicDeps } from './public-catalogue';

const FORM_TYPE = 'application/x-www-form-urlencoded';
/** A form's fields are short; anything bigger is not our form. */
const FORM_BODY_LIMIT_BYTES = 64 * 1024;

const isForm = (req: FastifyRequest) =>
  String(req.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith(FORM_TYPE);

const formValues = (body: unknown): LeadFormState['values'] => {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const s = (k: string) => (typeof b[k] === 'string' ? (b[k] as string).slice(0, 2000) : '');
  return { name: s('name'), phone: s('phone'), email: s('email'), message: s('message') };
};

export function publicLeadRoutes(
  app: FastifyInstance,
  deps: PublicDeps & { nowMs?: (() => number) | undefined },
) {
  const { db } = deps;
  const now = deps.nowMs ?? Date.now;
  const limiter = new LeadLimiter(db, LEADS_PER_WINDOW, LEAD_WINDOW_MS, now);

  /** The form again, on the vehicle's page when the enquiry named a published one, else on its own. */
  async function formPage(
    req: FastifyRequest,
    reply: FastifyReply,
    company: PublicCompany,
    vehicle: unknown,
    status: number,
    form: LeadFormState,
  ) {
    const uuid = typeof vehicle === 'string' ? vehicle.toLowerCase() : '';
    const found = /^[0-9a-f-]{36}$/.test(uuid) ? await publicVehiclePage(db, company, uuid) : undefined;
    const shown = pageCompany(company);
    const base = baseUrl(deps, req);
    const html = found
      ? vehiclePage({ company: shown, base, ...found, form })
      : page(
          shown,
          {
            title: `Pedir informações | ${company.name}`,
            description: company.name,
            url: `${base}/stock/${company.slug}`,
            image: null,
            index: false,
          },
          leadForm(company.slug, null, form),
        );
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      FORM_TYPE,
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
    );

    scope.post<{ Params: { slug: string } }>(
      '/api/public/:slug/leads',
      { config: { public: true } },
      async (req, reply) => {
        const html = isForm(req);
        const company = await publicCompany(db, req.params.slug);
        if (!company) {
          if (html) return sendNotFoundPage(reply);
          throw notFound();
        }
        const body = (req.body ?? {}) as Record<string, unknown>;
        const retryAfterS = await limiter.hit(req.ip);
        if (retryAfterS !== null) {
          reply.header('retry-after', String(retryAfterS));
          if (html) {
            return formPage(req, reply, company, body.vehicle, 429, {
              kind: 'error',
              message: LEAD_MESSAGES.tooMany,
              values: formValues(body),
            });
          }
          throw new AppError(429, 'RATE_LIMITED', LEAD_MESSAGES.tooMany);
        }
        // A robot fills every field: it is thanked as anyone is, and nothing is kept.
        const honeypot = typeof body.website === 'string' && body.website.trim() !== '';
        const parsed = honeypot ? null : parseLead(body);
        if (parsed && !parsed.ok) {
          if (html) {
            return formPage(req, reply, company, body.vehicle, 400, {
              kind: 'error',
              message: [...new Set(Object.values(parsed.fields))].join(' '),
              fields: parsed.fields,
              values: formValues(body),
            });
          }
          throw badRequest(parsed.fields, Object.values(parsed.fields)[0] ?? LEAD_MESSAGES.failed);
        }
        const lead: LeadInput | null = parsed?.ok ? parsed.value : null;
        if (lead) await createLead(db, company, lead, new Date(now()));
        if (!html) return reply.code(201).send({ message: LEAD_MESSAGES.thanks });
        const vehicle = lead?.vehicle ?? (typeof body.vehicle === 'string' ? body.vehicle : null);
        if (vehicle && (await publicVehiclePage(db, company, vehicle.toLowerCase()))) {
          return reply.redirect(`/stock/${company.slug}/${vehicle.toLowerCase()}?enviado=1#lead-title`, 303);
        }
        return formPage(req, reply, company, null, 200, { kind: 'ok', message: LEAD_MESSAGES.thanks });
      },
    );
  });
}
