/**
 * Online publication and promotion of a vehicle (spec 02 §2, §4, §5): one rule
 * the edit form and the server both call.
 *
 * - 'Publicar Online' (online), 'Destacar veículo' (isFeatured), the promotion
 *   flag (isOnPromotion) and the promotion price change only while the
 *   vehicle's availability — the one it will have after the write — is
 *   READY_FOR_SALE, and only for the roles of 'vehicle.publication.write'
 *   (permissions.ts). A value sent unchanged is no change.
 * - The short and long descriptions are publication texts too (same roles) but
 *   follow no availability: a car in the workshop gets its text written before
 *   it is ready (the spec's rule names only the three toggles).
 * - Promotion price: numeric, step 0.01 (two decimals at most), empty is none
 *   (null); when given it is above 0. Turning the promotion off clears the price,
 *   so a price is only ever stored with the flag on. A promotion is a price: a
 *   write that puts the vehicle on promotion, or changes its promotion, must leave
 *   a price (issue 24: "a promotion can be saved without a price"); a vehicle put
 *   on promotion without one before this rule keeps it until the promotion is touched.
 * - Leaving READY_FOR_SALE (repair, sale, delivery) does not drop the flags: the
 *   rule is about changing them, and a sale must not touch publication. What is
 *   shown to buyers is online AND ready for sale (`isListedOnline`).
 */
import type { Vehicle } from './entities';
import type { Availability } from './enums';

/** The fields that change only while the vehicle is ready for sale. */
export const PUBLICATION_FLAG_FIELDS = ['online', 'isFeatured', 'isOnPromotion', 'promotionPrice'] as const;
export type PublicationFlagField = (typeof PUBLICATION_FLAG_FIELDS)[number];

/** The publication texts: same roles, any availability. */
export const PUBLICATION_TEXT_FIELDS = ['shortDescription', 'longDescription'] as const;

/** What the edit form's 'Publicação' section writes. */
export const PUBLICATION_FORM_FIELDS = [...PUBLICATION_FLAG_FIELDS, ...PUBLICATION_TEXT_FIELDS] as const;
export type PublicationFormField = (typeof PUBLICATION_FORM_FIELDS)[number];

/** Promotion price step (spec 02 §5): cents. */
export const PROMOTION_PRICE_STEP = 0.01;

export const PUBLICATION_MESSAGES = {
  notReady: 'Só pode publicar, destacar ou pôr em promoção um veículo Pronto para venda',
  /** The form's hint beside the disabled switches. */
  notReadyHint: 'Disponível apenas quando o veículo está Pronto para venda',
  promotionPriceTooLow: 'O preço de promoção tem de ser maior que 0',
  promotionPriceStep: 'Máximo de 2 casas decimais',
  promotionPriceRequired: 'Indique o preço de promoção',
} as const;

export const PUBLICATION_LABELS: Record<PublicationFormField, string> = {
  online: 'Publicar Online',
  isFeatured: 'Destacar veículo',
  isOnPromotion: 'Em promoção',
  promotionPrice: 'Preço de promoção',
  shortDescription: 'Descrição curta',
  longDescription: 'Descrição longa',
};

/** Whether the flags may change for a vehicle that will have this availability. */
export function publicationFlagsOpen(availability: Availability | null | undefined): boolean {
  return availability === 'READY_FOR_SALE';
}

/** Whether a price has at most two decimals (step 0.01), allowing for binary floating point. */
export function onPromotionStep(price: number): boolean {
  const cents = price * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

type PublicationValues = Partial<Pick<Vehicle, PublicationFlagField>>;

/**
 * The values a write ends with once the promotion rule is applied: a write
 * naming the promotion flag or price leaves no price with the promotion off.
 */
export function settlePromotion<T extends PublicationValues>(before: PublicationValues, values: T): T {
  if (!('isOnPromotion' in values) && !('promotionPrice' in values)) return values;
  const onPromotion = values.isOnPromotion ?? before.isOnPromotion ?? false;
  if (onPromotion) return values;
  const price = 'promotionPrice' in values ? values.promotionPrice : before.promotionPrice;
  if (price === null || price === undefined) return values;
  return { ...values, promotionPrice: null };
}

/**
 * The flag fields a write changes while the vehicle, after the write, is not
 * ready for sale (empty when the write may go ahead). `values` holds only the
 * fields the write names, after `settlePromotion`.
 */
export function lockedPublicationChanges(
  before: PublicationValues,
  values: PublicationValues,
  availabilityAfter: Availability | null | undefined,
): PublicationFlagField[] {
  if (publicationFlagsOpen(availabilityAfter)) return [];
  return PUBLICATION_FLAG_FIELDS.filter(
    (field) => field in values && (values[field] ?? defaultOf(field)) !== (before[field] ?? defaultOf(field)),
  );
}

const defaultOf = (field: PublicationFlagField) => (field === 'promotionPrice' ? null : false);

/**
 * Whether a write leaves the vehicle on promotion without a price while it touches the promotion
 * (turns it on, or changes or empties its price). `values` holds only the fields the write
 * names, after `settlePromotion`.
 */
export function promotionPriceMissing(before: PublicationValues, values: PublicationValues): boolean {
  const touches =
    ('isOnPromotion' in values && (values.isOnPromotion ?? false) !== (before.isOnPromotion ?? false)) ||
    ('promotionPrice' in values && (values.promotionPrice ?? null) !== (before.promotionPrice ?? null));
  if (!touches) return false;
  const onPromotion = 'isOnPromotion' in values ? values.isOnPromotion : before.isOnPromotion;
  const price = 'promotionPrice' in values ? values.promotionPrice : before.promotionPrice;
  return onPromotion === true && (price ?? null) === null;
}

/** Shown to buyers: published and ready for sale. */
export function isListedOnline(vehicle: Pick<Vehicle, 'online' | 'availability'>): boolean {
  return vehicle.online && publicationFlagsOpen(vehicle.availability);
}
