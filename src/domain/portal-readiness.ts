/**
 * What a portal (Standvirtual, OLX, AutoScout24) would refuse in a published vehicle (issue 25 §5),
 * shown beside 'Publicar Online' as a checklist: a warning, never a block. The title is what the
 * portals show as the ad's heading: brand, model and version.
 */
import type { Vehicle } from './entities';
import { publicPrice } from './public-catalogue';

export const PORTAL_TITLE_MIN = 16;
export const PORTAL_TITLE_MAX = 70;
export const PORTAL_DESCRIPTION_MIN = 80;
export const PORTAL_DESCRIPTION_MAX = 9000;

export type PortalCheckKey = 'title' | 'description' | 'contacts' | 'photo' | 'price';

export interface PortalCheck {
  key: PortalCheckKey;
  ok: boolean;
  label: string;
}

/** 9 digits with optional spaces, dots or dashes between them, optionally after +351/00351. */
const PHONE_RE = /(?:\+|00)?(?:\d[\s.-]?){9,}/;
const EMAIL_RE = /[^\s@<>]+@[^\s@<>]+\.[a-z]{2,}/i;

/** Whether a text holds a phone number or an e-mail address (portals refuse contacts in the ad). */
export function hasContactDetails(text: string): boolean {
  return PHONE_RE.test(text) || EMAIL_RE.test(text);
}

type ReadinessVehicle = Pick<
  Vehicle,
  | 'brand'
  | 'model'
  | 'version'
  | 'shortDescription'
  | 'longDescription'
  | 'sellerPrice'
  | 'isOnPromotion'
  | 'promotionPrice'
>;

/** The title a portal shows: brand, model and version. */
export function portalTitle(v: Pick<Vehicle, 'brand' | 'model' | 'version'>): string {
  return [v.brand, v.model, v.version]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * The checklist, in the order shown; `photoCount` counts the vehicle's photos. A role that may not
 * see the price (EDITOR3) holds a vehicle without it: the price line is left out rather than
 * reported missing when it is only hidden.
 */
export function portalReadiness(
  v: ReadinessVehicle,
  photoCount: number,
  { priceVisible = true }: { priceVisible?: boolean } = {},
): PortalCheck[] {
  const title = portalTitle(v);
  const description = (v.longDescription ?? '').trim() || (v.shortDescription ?? '').trim();
  const texts = [title, v.shortDescription ?? '', v.longDescription ?? ''].join('\n');
  return [
    {
      key: 'title',
      ok: title.length >= PORTAL_TITLE_MIN && title.length <= PORTAL_TITLE_MAX,
      label: `Título entre ${PORTAL_TITLE_MIN} e ${PORTAL_TITLE_MAX} caracteres (tem ${title.length})`,
    },
    {
      key: 'description',
      ok: description.length >= PORTAL_DESCRIPTION_MIN && description.length <= PORTAL_DESCRIPTION_MAX,
      label: `Descrição entre ${PORTAL_DESCRIPTION_MIN} e 9000 caracteres (tem ${description.length})`,
    },
    {
      key: 'contacts',
      ok: !hasContactDetails(texts),
      label: 'Sem números de telefone nem e-mails no texto',
    },
    { key: 'photo', ok: photoCount >= 1, label: 'Pelo menos uma fotografia' },
    ...(priceVisible ? [{ key: 'price' as const, ok: publicPrice(v) !== null, label: 'Um preço' }] : []),
  ];
}
