/**
 * Company payloads (spec 01 §3 "Company", §5 "Company", §7 "Companies"):
 * name required; colour and logo optional. The colour is a hex #rrggbb kept
 * lower-case; the logo is an address of our own media store (an upload's
 * answer), never a foreign URL the page would load.
 */
import * as v from 'valibot';
import { isValidSlug, SLUG_MESSAGES } from '../company-slug';
import { MSG } from '../messages';
import { dropNul, objectMessage, requiredText, rowVersionField, uuidField } from '../validation';
import { companyIdentityEntries } from './company-identity';
import { emptyIsNull } from './fields';

export const COMPANY_NAME_MAX = 255;
/** #rrggbb, lower-case once parsed. */
export const COMPANY_COLOR_RE = /^#[0-9a-f]{6}$/;
/** Where uploaded logos are served (POST /api/companies/{id}/logo answers one of these). */
export const LOGO_URL_RE = /^\/api\/media\/logos\/[A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]{2,5}$/;
/** The largest logo file accepted by the upload (the answer is 413 above it). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const COMPANY_MESSAGES = {
  invalidColor: 'Cor inválida (use o formato #rrggbb)',
  invalidLogo: 'Logo inválido',
  logoNotImage: 'O ficheiro tem de ser uma imagem (PNG, JPEG, WebP, GIF ou AVIF)',
  logoTooLarge: 'O logo não pode ter mais de 2 MB',
  logoMissing: 'Escolha uma imagem',
} as const;

/** Optional colour: empty means none (null), anything else must be #rrggbb (stored lower-case). */
export const companyColorField = v.optional(
  emptyIsNull(
    v.pipe(
      v.string(COMPANY_MESSAGES.invalidColor),
      v.transform(dropNul),
      v.trim(),
      v.toLowerCase(),
      v.check((s) => s === '' || COMPANY_COLOR_RE.test(s), COMPANY_MESSAGES.invalidColor),
    ),
  ),
);

/** Optional logo: empty means none (null), else one of our media addresses. */
export const companyLogoField = v.optional(
  emptyIsNull(
    v.pipe(
      v.string(COMPANY_MESSAGES.invalidLogo),
      v.trim(),
      v.check((s) => s === '' || LOGO_URL_RE.test(s), COMPANY_MESSAGES.invalidLogo),
    ),
  ),
);

/** The public catalogue's address (company-slug.ts); trimmed and lower-cased before it is judged. */
export const companySlugField = v.optional(
  v.pipe(
    v.string(SLUG_MESSAGES.invalid),
    v.trim(),
    v.toLowerCase(),
    v.check(isValidSlug, SLUG_MESSAGES.invalid),
  ),
);

const clientUuid = v.optional(v.nullable(v.pipe(uuidField, v.toLowerCase())));

/** POST /api/companies/: the create form. */
export const companyCreateSchema = v.object(
  {
    uuid: clientUuid,
    name: requiredText(COMPANY_NAME_MAX),
    color: companyColorField,
    logo: companyLogoField,
    ...companyIdentityEntries,
  },
  objectMessage(),
);
export type CompanyCreateInput = v.InferOutput<typeof companyCreateSchema>;
export type CompanyFormValues = v.InferInput<typeof companyCreateSchema>;

/**
 * PUT /api/companies/{id}: the fields the payload names are written, absent
 * ones kept; a name that is sent must not be empty.
 */
export const companyUpdateSchema = v.object(
  {
    name: v.optional(requiredText(COMPANY_NAME_MAX)),
    color: companyColorField,
    logo: companyLogoField,
    active: v.optional(v.boolean(MSG.invalidValue)),
    /** The 'Preçário' setting; only the super user reaches this call. */
    priceListEnabled: v.optional(v.boolean(MSG.invalidValue)),
    ...companyIdentityEntries,
    /** The public catalogue (issue 25): its address and 'Catálogo público'; the super user's too. */
    slug: companySlugField,
    publicCatalogue: v.optional(v.boolean(MSG.invalidValue)),
    rowVersion: rowVersionField,
  },
  objectMessage(),
);
export type CompanyUpdateInput = v.InferOutput<typeof companyUpdateSchema>;
