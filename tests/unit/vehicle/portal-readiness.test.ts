/**
 * 'Pronto para os portais' (src/domain/portal-readiness.ts): what a portal would refuse in an ad —
 * title and description lengths, contact details in the text, a photo, a price.
 */
import { describe, expect, it } from 'vitest';
import { hasContactDetails, portalReadiness, portalTitle } from '../../../src/domain/portal-readiness';

const AD = {
  brand: 'Peugeot',
  model: '308',
  version: '1.5 BlueHDi Allure',
  shortDescription: 'Peugeot 308 de 2019',
  longDescription:
    'Peugeot 308 1.5 BlueHDi Allure, cinzento, de 2019, com 88 282 km, revisões na marca e garantia.',
  sellerPrice: 15990,
  isOnPromotion: false,
  promotionPrice: null,
};
const failing = (checks: ReturnType<typeof portalReadiness>) => checks.filter((c) => !c.ok).map((c) => c.key);

describe('portalReadiness', () => {
  it('passes a complete ad with a photo', () => {
    expect(failing(portalReadiness(AD, 1))).toEqual([]);
    expect(portalTitle(AD)).toBe('Peugeot 308 1.5 BlueHDi Allure');
  });

  it('names what is missing: a short title, a short description, no photo, no price', () => {
    const checks = portalReadiness(
      {
        ...AD,
        model: '',
        version: null,
        shortDescription: 'Curto',
        longDescription: null,
        sellerPrice: null,
      },
      0,
    );
    expect(failing(checks)).toEqual(['title', 'description', 'photo', 'price']);
    expect(checks[0]?.label).toBe('Título entre 16 e 70 caracteres (tem 7)');
  });

  it('takes a promotion price as the price', () => {
    const checks = portalReadiness(
      { ...AD, sellerPrice: null, isOnPromotion: true, promotionPrice: 14500 },
      1,
    );
    expect(failing(checks)).toEqual([]);
  });

  it('leaves the price out when the role may not see it, instead of calling it missing', () => {
    const checks = portalReadiness({ ...AD, sellerPrice: null }, 1, { priceVisible: false });
    expect(checks.map((c) => c.key)).toEqual(['title', 'description', 'contacts', 'photo']);
  });

  it('finds phone numbers and e-mails written in the text', () => {
    expect(hasContactDetails('Ligue 912 345 678')).toBe(true);
    expect(hasContactDetails('ou +351 234.123.456')).toBe(true);
    expect(hasContactDetails('vendas@stand.pt')).toBe(true);
    expect(hasContactDetails('Revisão aos 30 000 km, 2019')).toBe(false);
    const checks = portalReadiness(
      { ...AD, longDescription: `${AD.longDescription} Contacte 912345678.` },
      1,
    );
    expect(failing(checks)).toEqual(['contacts']);
  });
});
