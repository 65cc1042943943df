import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AVAILABILITIES } from './enums';
import {
  isListedOnline,
  lockedPublicationChanges,
  onPromotionStep,
  promotionPriceMissing,
  PUBLICATION_MESSAGES,
  publicationFlagsOpen,
  settlePromotion,
} from './publication';
import { promotionPriceField } from './schemas/vehicles';

const off = { online: false, isFeatured: false, isOnPromotion: false, promotionPrice: null };

describe('publicationFlagsOpen', () => {
  it.each(AVAILABILITIES)('%s', (availability) => {
    expect(publicationFlagsOpen(availability)).toBe(availability === 'READY_FOR_SALE');
  });
});

describe('lockedPublicationChanges', () => {
  it('lets every change through while the vehicle is ready for sale', () => {
    expect(
      lockedPublicationChanges(
        off,
        { online: true, isOnPromotion: true, promotionPrice: 9 },
        'READY_FOR_SALE',
      ),
    ).toEqual([]);
  });

  it('names each flag changed outside READY_FOR_SALE, in either direction', () => {
    const on = { online: true, isFeatured: true, isOnPromotion: true, promotionPrice: 10 };
    expect(lockedPublicationChanges(off, { online: true, isFeatured: true }, 'VERIFYING')).toEqual([
      'online',
      'isFeatured',
    ]);
    expect(lockedPublicationChanges(on, { online: false, promotionPrice: 11 }, 'SOLD')).toEqual([
      'online',
      'promotionPrice',
    ]);
  });

  it('takes a value sent as it already is for no change', () => {
    expect(lockedPublicationChanges(off, { ...off }, 'REPARING')).toEqual([]);
    expect(lockedPublicationChanges({}, { online: false, promotionPrice: null }, 'REPARING')).toEqual([]);
  });
});

describe('settlePromotion', () => {
  it('clears the price when the promotion is turned off', () => {
    expect(settlePromotion({ isOnPromotion: true, promotionPrice: 5 }, { isOnPromotion: false })).toEqual({
      isOnPromotion: false,
      promotionPrice: null,
    });
  });

  it('drops a price sent while the promotion stays off', () => {
    expect(settlePromotion(off, { promotionPrice: 5 })).toEqual({ promotionPrice: null });
  });

  it('keeps the price while the promotion is on, and leaves an untouched write alone', () => {
    expect(settlePromotion(off, { isOnPromotion: true, promotionPrice: 5 })).toEqual({
      isOnPromotion: true,
      promotionPrice: 5,
    });
    expect(settlePromotion(off, { online: true })).toEqual({ online: true });
  });
});

describe('the promotion price field', () => {
  const parse = (value: unknown) => v.safeParse(promotionPriceField, value);

  it('takes cents and empty as none', () => {
    expect(parse(12345.5).output).toBe(12345.5);
    expect(parse(0.01).output).toBe(0.01);
    expect(parse(null).output).toBeNull();
    expect(parse(undefined).output).toBeNull();
  });

  it('refuses 0, negatives and fractions of a cent', () => {
    expect(parse(0).issues?.[0]?.message).toBe(PUBLICATION_MESSAGES.promotionPriceTooLow);
    expect(parse(-3).issues?.[0]?.message).toBe(PUBLICATION_MESSAGES.promotionPriceTooLow);
    expect(parse(1.005).issues?.[0]?.message).toBe(PUBLICATION_MESSAGES.promotionPriceStep);
    expect(parse('12').success).toBe(false);
  });

  it('knows the step despite binary fractions', () => {
    expect(onPromotionStep(0.1 + 0.2)).toBe(true);
    expect(onPromotionStep(19.99)).toBe(true);
    expect(onPromotionStep(19.999)).toBe(false);
  });
});

describe('promotionPriceMissing (issue 24: a promotion is a price)', () => {
  const off = { isOnPromotion: false, promotionPrice: null };
  const on = { isOnPromotion: true, promotionPrice: 9000 };
  it('refuses turning the promotion on without a price, or emptying its price', () => {
    expect(promotionPriceMissing(off, { isOnPromotion: true })).toBe(true);
    expect(promotionPriceMissing(off, { isOnPromotion: true, promotionPrice: null })).toBe(true);
    expect(promotionPriceMissing(on, { promotionPrice: null })).toBe(true);
  });
  it('allows a price, turning it off, and a form that leaves an old priceless promotion untouched', () => {
    expect(promotionPriceMissing(off, { isOnPromotion: true, promotionPrice: 10 })).toBe(false);
    expect(promotionPriceMissing(on, { isOnPromotion: false, promotionPrice: null })).toBe(false);
    const old = { isOnPromotion: true, promotionPrice: null };
    expect(promotionPriceMissing(old, { isOnPromotion: true, promotionPrice: null })).toBe(false);
  });
  it("names the 3-decimal price 'Máximo de 2 casas decimais'", () => {
    expect(v.safeParse(promotionPriceField, 1234.567).issues?.[0]?.message).toBe(
      'Máximo de 2 casas decimais',
    );
  });
});

it('a vehicle is listed online only when published and ready for sale', () => {
  expect(isListedOnline({ online: true, availability: 'READY_FOR_SALE' })).toBe(true);
  expect(isListedOnline({ online: true, availability: 'SOLD' })).toBe(false);
  expect(isListedOnline({ online: false, availability: 'READY_FOR_SALE' })).toBe(false);
});
