import { describe, expect, it } from 'vitest';
import { isValidSlug, slugify } from './company-slug';
import { notificationTarget, notificationText } from './notifications';
import { hasContactDetails, portalReadiness } from './portal-readiness';
import {
  PUBLIC_VEHICLE_FIELDS,
  publicFiltersFromQuery,
  publicFiltersToQuery,
  publicListPriceStruck,
  publicPrice,
} from './public-catalogue';
import { parseLead } from './schemas/leads';
import { CATALOGUE_VEHICLE_FIELDS } from './visibility';

describe('company slug', () => {
  it('is made from the name, accents dropped', () => {
    expect(slugify('Auto Demo Aveiro')).toBe('auto-demo-aveiro');
    expect(slugify('  Automóveis São João, Lda. ')).toBe('automoveis-sao-joao-lda');
    expect(slugify('!!!')).toBe('empresa');
  });
  it('takes lower-case words of letters and digits joined by single hyphens', () => {
    expect(isValidSlug('auto-demo-aveiro')).toBe(true);
    for (const bad of ['ab', 'Auto', 'auto--demo', '-auto', 'auto_demo', 'não'])
      expect(isValidSlug(bad)).toBe(false);
  });
});

describe('public fields', () => {
  it('never name an internal field', () => {
    for (const hidden of [
      'buyPrice',
      'previewCosts',
      'associatedCosts',
      'supplierUuid',
      'supplierNotes',
      'observations',
      'numBoard',
      'retakePerson',
      'licensePlate',
      'iva',
    ]) {
      expect(PUBLIC_VEHICLE_FIELDS as readonly string[]).not.toContain(hidden);
    }
  });
  it('price: the promotion price while on promotion, the list price struck beside it', () => {
    const v = { sellerPrice: 15000, isOnPromotion: true, promotionPrice: 13900 };
    expect(publicPrice(v)).toBe(13900);
    expect(publicListPriceStruck(v)).toBe(15000);
    expect(publicPrice({ ...v, isOnPromotion: false })).toBe(15000);
    expect(publicListPriceStruck({ ...v, isOnPromotion: false })).toBeNull();
    expect(publicPrice({ sellerPrice: 0, isOnPromotion: false, promotionPrice: null })).toBeNull();
  });
  it('filters: unreadable values are no filter; the query round-trips', () => {
    const f = publicFiltersFromQuery(
      new URLSearchParams('marca=Renault&combustivel=diesel&precoMax=20000&page=2'),
    );
    expect(f).toEqual({ marca: 'Renault', combustivel: 'DIESEL', precoMax: 20000, page: 2 });
    expect(publicFiltersToQuery(f, 3)).toBe('?marca=Renault&combustivel=DIESEL&precoMax=20000&page=3');
    expect(publicFiltersFromQuery(new URLSearchParams('combustivel=agua&precoMax=-1&page=0'))).toEqual({
      marca: null,
      combustivel: null,
      precoMax: null,
      page: 1,
    });
  });
});

describe('portal readiness', () => {
  const ready = {
    brand: 'Renault',
    model: 'Clio',
    version: '1.5 dCi Limited',
    shortDescription: null,
    longDescription:
      'Muito bem estimado, revisões na marca, pneus novos, garantia de 18 meses e livro de revisões.',
    sellerPrice: 12000,
    isOnPromotion: false,
    promotionPrice: null,
  };
  it('passes a complete ad and names what a portal would refuse', () => {
    expect(portalReadiness(ready, 1).every((c) => c.ok)).toBe(true);
    const bad = portalReadiness(
      { ...ready, version: null, longDescription: 'Ligue 912 345 678', sellerPrice: null },
      0,
    );
    expect(bad.filter((c) => !c.ok).map((c) => c.key)).toEqual([
      'title',
      'description',
      'contacts',
      'photo',
      'price',
    ]);
  });
  it('finds phone numbers and e-mail addresses', () => {
    expect(hasContactDetails('ligue +351 912 345 678')).toBe(true);
    expect(hasContactDetails('vendas@stand.pt')).toBe(true);
    expect(hasContactDetails('1.5 dCi 110 cv, 2019, 120000 km')).toBe(false);
  });
});

describe('enquiries', () => {
  it('needs a name and a phone or an e-mail', () => {
    expect(parseLead({ name: ' ', message: 'x' })).toEqual({
      ok: false,
      fields: {
        name: 'Indique o seu nome',
        phone: 'Indique um telefone ou um e-mail para o podermos contactar',
      },
    });
    const ok = parseLead({ name: 'Ana', email: 'ANA@EXAMPLE.PT', vehicle: 'nope' });
    expect(ok).toMatchObject({ ok: true, value: { name: 'Ana', email: 'ana@example.pt', vehicle: null } });
  });
});

describe("'Novo contacto do site'", () => {
  it('opens its contact and names the visitor', () => {
    const n = {
      notificationType: 'NEW_WEBSITE_CONTACT' as const,
      payload: {
        brand: 'Renault',
        model: 'Clio',
        license_plate: 'AA-00-BB',
        uuid: 'v',
        contact_uuid: 'c1',
        contact_name: 'Maria',
      },
    };
    expect(notificationTarget(n)).toBe('/admin/contacts/c1');
    expect(notificationText(n)).toBe('Novo contacto do site: Maria · Renault Clio · AA-00-BB');
  });
});

describe('the public fields beside the roles’ table', () => {
  it('show a visitor nothing a signed-in CLIENT may not see (the public list is the catalogue minus the plate and the rest)', () => {
    const catalogue = new Set<string>(CATALOGUE_VEHICLE_FIELDS);
    expect(PUBLIC_VEHICLE_FIELDS.filter((field) => !catalogue.has(field))).toEqual([]);
    expect(PUBLIC_VEHICLE_FIELDS).not.toContain('licensePlate');
  });
});
