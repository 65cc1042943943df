/**
 * The public catalogue (issue 25), no login: the pages GET /stock/{slug} and
 * GET /stock/{slug}/{vehicleUuid} (HTML rendered here, server/documents/public-pages), the feed
 * GET /api/public/{slug}/vehicles and the photos of published vehicles at
 * GET /api/public/{slug}/media/{key} — checked at every fetch (services/public-catalogue.ts), so
 * a car sold or taken offline takes its photos with it within the minute the answers may be kept.
 * The app's own /api/media stays behind the session cookie. A company whose catalogue is off, an
 * unknown slug, and a vehicle that is not published, sold or another company's all answer 404.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_MAX_AGE_S, publicFiltersFromQuery } from '../../src/domain/public-catalogue';
import { LEAD_MESSAGES } from '../../src/domain/schemas/leads';
import type { Db } from '../db/client';
import { notFoundPage, type PageCompany } from '../documents/public-pages/html';
import { listPage } from '../documents/public-pages/list-page';
import { vehiclePage, type LeadFormState } from '../documents/public-pages/vehicle-page';
import { notFound } from '../errors';
import { isMediaKey, type MediaStorage } from '../media/storage';
import {
  isPublicMediaKey,
  publicCompany,
  publicFeed,
  publicListPage,
  publicMediaUrl,
  publicVehiclePage,
  type PublicCompany,
} from '../services/public-catalogue';
import { sendMedia } from './send-media';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_S}`;

export interface PublicDeps {
  db: Db;
  storage: MediaStorage;
  /** PUBLIC_BASE_URL; else the request's own scheme and host. */
  publicBaseUrl?: string | undefined;
}

/** The absolute address pages and the feed are reached at (og:image, JSON-LD, the feed's links). */
export function baseUrl(deps: Pick<PublicDeps, 'publicBaseUrl'>, req: FastifyRequest): string {
  return deps.publicBaseUrl ?? `${req.protocol}://${req.host}`;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The company as its pages show it. Phone, e-mail and address are columns another change adds
 * (the company's legal identity): read when present, left out when not.
 */
export function pageCompany(company: PublicCompany): PageCompany {
  const place = [text(company.postalCode), text(company.city)].filter(Boolean).join(' ');
  const address = [text(company.address), place].filter(Boolean).join(', ');
  return {
    name: company.name,
    slug: company.slug,
    color: company.color,
    logo: publicMediaUrl(company.slug, company.logo),
    phone: text(company.phone),
    email: text(company.email),
    address: address === '' ? null : address,
  };
}

/**
 * Sends a public answer that browsers and proxies may keep PUBLIC_MAX_AGE_S, with an ETag of its
 * bytes: a revalidation that finds it unchanged answers 304 with no body.
 */
export function sendCached(req: FastifyRequest, reply: FastifyReply, type: string, body: string) {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag).header('vary', 'accept-encoding');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

export function sendNotFoundPage(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(notFoundPage());
}

export function publicCatalogueRoutes(app: FastifyInstance, deps: PublicDeps) {
  const { db } = deps;

  app.get<{ Params: { slug: string } }>('/stock/:slug', async (req, reply) => {
    const company = await publicCompany(db, req.params.slug);
    if (!company) return sendNotFoundPage(reply);
    const filters = publicFiltersFromQuery(new URLSearchParams(req.url.split('?')[1] ?? ''));
    const data = await publicListPage(db, company, filters);
    const base = baseUrl(deps, req);
    const first = data.cards.find((c) => c.photo)?.photo;
    const html = listPage({
      company: pageCompany(company),
      url: `${base}/stock/${company.slug}`,
      image: first ? absolute(base, first.gallery) : null,
      cards: data.cards.map((c) => ({ vehicle: c.vehicle, photo: c.photo?.gallery ?? null })),
      total: data.total,
      pages: data.pages,
      brands: data.brands,
      filters,
    });
    return sendCached(req, reply, 'text/html; charset=utf-8', html);
  });

  app.get<{ Params: { slug: string; vehicleUuid: string }; Querystring: { enviado?: string } }>(
    '/stock/:slug/:vehicleUuid',
    async (req, reply) => {
      const company = await publicCompany(db, req.params.slug);
      const uuid = req.params.vehicleUuid.toLowerCase();
      if (!company || !UUID_RE.test(uuid)) return sendNotFoundPage(reply);
      const found = await publicVehiclePage(db, company, uuid);
      if (!found) return sendNotFoundPage(reply);
      const form: LeadFormState | undefined =
        req.query.enviado === '1' ? { kind: 'ok', message: LEAD_MESSAGES.thanks } : undefined;
      const html = vehiclePage({ company: pageCompany(company), base: baseUrl(deps, req), ...found, form });
      return sendCached(req, reply, 'text/html; charset=utf-8', html);
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/public/:slug/vehicles',
    { config: { public: true } },
    async (req, reply) => {
      const company = await publicCompany(db, req.params.slug);
      if (!company) throw notFound();
      const base = baseUrl(deps, req);
      const vehicles = await publicFeed(db, company, base);
      const body = JSON.stringify({
        company: { name: company.name, slug: company.slug, url: `${base}/stock/${company.slug}` },
        vehicles,
      });
      // Any website may read the feed from the browser: it holds only what the public pages show.
      reply.header('access-control-allow-origin', '*');
      return sendCached(req, reply, 'application/json; charset=utf-8', body);
    },
  );

  app.get<{ Params: { slug: string; '*': string } }>(
    '/api/public/:slug/media/*',
    { config: { public: true } },
    async (req, reply) => {
      const key = req.params['*'];
      const company = await publicCompany(db, req.params.slug);
      if (!company || !isMediaKey(key) || !(await isPublicMediaKey(db, company, key))) throw notFound();
      const media = await deps.storage.get(key);
      if (!media) throw notFound();
      // Portals and share previews show them from other sites.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      // Short: a car taken down takes its photos down within the minute.
      return sendMedia(reply, media, PUBLIC_CACHE_CONTROL);
    },
  );
}

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);
