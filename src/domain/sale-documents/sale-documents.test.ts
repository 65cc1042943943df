import { describe, expect, it } from 'vitest';
import { SALE_DOCUMENT_KINDS } from '../sales';
import { buildSaleDocument, saleDocumentIds, warrantyTerm, type SaleDocumentDefinition } from './index';
import { documentContext } from '../../../tests/fixtures/sale-document-context';

/** Every text of a document, one string (what a reader of the PDF sees). */
function textOf(doc: SaleDocumentDefinition): string {
  const parts = [doc.title, doc.subtitle];
  for (const b of doc.blocks) {
    if (b.type === 'heading' || b.type === 'paragraph') parts.push(b.text);
    if (b.type === 'fields') for (const r of b.rows) parts.push(r.label, r.value);
    if (b.type === 'table') parts.push(...b.columns, ...b.rows.flat());
    if (b.type === 'clauses') for (const c of b.items) parts.push(c.title, c.text);
    if (b.type === 'checklist') parts.push(...b.items);
    if (b.type === 'signatures') parts.push(b.placeAndDate, ...b.parties.flatMap((p) => [p.label, p.value]));
  }
  return parts.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}

describe('warrantyTerm (DL 84/2021 art. 12.º)', () => {
  it.each([
    { state: 'NEW', agreed: null, applied: 36, below: false },
    { state: 'NEW', agreed: 24, applied: 36, below: true },
    { state: 'NEW', agreed: 48, applied: 48, below: false },
    { state: 'USED', agreed: null, applied: 36, below: false },
    { state: 'USED', agreed: 18, applied: 18, below: false },
    { state: 'USED', agreed: 12, applied: 18, below: true },
    { state: 'SEMI_NEW', agreed: 6, applied: 18, below: true },
    { state: null, agreed: 24, applied: 24, below: false },
  ] as const)('$state, agreed $agreed → $applied months', ({ state, agreed, applied, below }) => {
    const term = warrantyTerm(state, agreed);
    expect(term.appliedMonths).toBe(applied);
    expect(term.belowLegal).toBe(below);
  });
});

describe('the warranty document', () => {
  it.each([
    {
      state: 'NEW',
      months: 24,
      says: ['3 anos', 'não pode ser reduzida', 'inferior ao mínimo legal', '36 meses'],
    },
    {
      state: 'USED',
      months: 12,
      says: ['nunca inferior a 18 meses', 'aplica-se o mínimo legal de 18 meses'],
    },
    { state: 'USED', months: 24, says: ['Prazo de garantia acordado: 24 meses'] },
    { state: 'SEMI_NEW', months: null, says: ['Não foi acordado um prazo', '36 meses'] },
  ] as const)('$state with $months months agreed', ({ state, months, says }) => {
    const doc = buildSaleDocument('warranty', documentContext({ monthWarranty: months }, { state }));
    const text = textOf(doc!);
    for (const words of says) expect(text).toContain(words);
    expect(text).toContain('Decreto-Lei n.º 84/2021');
  });

  it('states the mileage limit when the sale has one', () => {
    const text = textOf(buildSaleDocument('warranty', documentContext({ mileageWarranty: 20000 }))!);
    expect(text).toContain('20 000 km');
  });
});

describe('every document', () => {
  it.each([...SALE_DOCUMENT_KINDS, 'summary' as const])(
    '%s carries the plate, the client with accents and the file name',
    (id) => {
      const ctx = documentContext({
        retake: true,
        retakeVehicle: {
          brand: 'Citroën',
          model: 'C3',
          licensePlate: '11-AA-22',
          mileage: 150000,
          retakeValue: 3000,
        },
      });
      const doc = buildSaleDocument(id, ctx)!;
      const text = textOf(doc);
      expect(text).toContain('AB-12-CD');
      expect(text).toContain('João Conceição');
      expect(doc.fileName).toMatch(/^AB-12-CD .+\.pdf$/);
    },
  );
});

describe('the contract', () => {
  it('deducts the retake and names the financing', () => {
    const ctx = documentContext(
      {
        retake: true,
        retakeVehicle: {
          brand: 'Citroën',
          model: 'C3',
          licensePlate: '11-AA-22',
          mileage: 1,
          retakeValue: 2500,
        },
        loan: true,
        loanValue: 6000,
        loanCompany: 'f1',
      },
      {},
      { loanCompanyName: 'Santander Consumer' },
    );
    const text = textOf(buildSaleDocument('contract', ctx)!);
    expect(text).toContain('12 500,00 €');
    expect(text).toContain('Valor da retoma (a deduzir)');
    expect(text).toContain('10 000,00 €'); // 12 500 − 2500
    expect(text).toContain('Santander Consumer');
    expect(text).toContain('6000,00 €');
    expect(text).toContain('123 456 km');
  });

  it('without a retake or a loan says neither, and dates are DD-MM-YYYY', () => {
    const text = textOf(buildSaleDocument('contract', documentContext())!);
    expect(text).not.toContain('retoma');
    expect(text).not.toContain('Entidade financiadora');
    expect(text).toContain('Financiamento\nNão');
    expect(text).toContain('02-11-2026');
    expect(text).toContain('Aveiro, 23-11-2026');
  });
});

describe('the retake document', () => {
  it('is absent without a retake, and listed only with one', () => {
    expect(buildSaleDocument('retake', documentContext())).toBeNull();
    expect(saleDocumentIds({ retake: false })).not.toContain('retake');
    expect(saleDocumentIds({ retake: true })).toEqual([...SALE_DOCUMENT_KINDS, 'summary']);
  });
});

describe('fines and circulation', () => {
  it('the buyer answers for fines from the handover; the seller before', () => {
    const text = textOf(buildSaleDocument('fines', documentContext({ deliverDate: '2026-11-12' }))!);
    expect(text).toContain('a partir da data e hora da entrega: 12-11-2026');
    expect(text).toContain('antes da entrega são da responsabilidade de Auto Demo Aveiro');
  });

  it('the buyer may drive pending the registration', () => {
    const text = textOf(buildSaleDocument('circulation', documentContext())!);
    expect(text).toContain('autoriza João Conceição a conduzir');
    expect(text).toContain('registo');
  });
});
