// @vitest-environment node
// Node, not jsdom: node pdfkit (what the unit project resolves 'pdfkit' to) writes broken streams
// under jsdom's globals; the device build itself runs in real Chromium in tests/e2e/sale-documents.spec.ts.
/**
 * A sale still waiting in the outbox prints from the device (issue 11 item 4):
 * the mirror's sale, vehicle, company and seller make the same definition the
 * server uses, rendered here without a request; a sale the mirror lacks is
 * refused plainly.
 */
import { execFileSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeMirror, openMirror, touchKey, type MontraDb } from '../../../src/data/db';
import {
  DEVICE_DOCUMENT_MISSING,
  renderSaleDocumentOnDevice,
  saleDocumentBlob,
  saleIsQueued,
} from '../../../src/data/documents/sale-document-blob';
import { documentContext } from '../../fixtures/sale-document-context';

let db: MontraDb;
const ctx = documentContext({ loan: true, loanValue: 4000, loanCompany: 'f1' });

function pdfText(bytes: Uint8Array): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

beforeEach(async () => {
  db = openMirror(`docs-${crypto.randomUUID()}`);
  await db.sales.put(ctx.sale);
  await db.vehicles.put(ctx.vehicle);
  await db.companies.put({
    uuid: 'c1',
    name: 'Stand Conceição',
    color: '#822727',
    logo: null,
    active: true,
    priceListEnabled: false,
    nif: null,
    address: null,
    postalCode: null,
    city: null,
    phone: null,
    email: null,
    slug: 'auto-demo-aveiro',
    publicCatalogue: false,
    rowVersion: 1,
    updatedAt: '2026-11-01T00:00:00Z',
  });
  await db.financials.put({
    uuid: 'f1',
    financialUuid: 'f1',
    companyUuid: 'c1',
    name: 'Crédito Agrícola',
    code: 'CCCMPTPL',
    rowVersion: 1,
    updatedAt: '2026-11-01T00:00:00Z',
  });
});

afterEach(() => {
  closeMirror();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function queueSaleWrite() {
  await db.outbox.add({
    id: crypto.randomUUID(),
    userUuid: 'u1',
    entity: 'sales',
    op: 'create',
    targetUuid: ctx.sale.uuid,
    payload: ctx.sale,
    before: [],
    touched: [touchKey('sales', ctx.sale.uuid), touchKey('vehicles', ctx.vehicle.uuid)],
    label: 'Venda',
    createdAt: '2026-11-01T00:00:00Z',
    attempts: 0,
    lastError: null,
    nextAttemptAt: 0,
    state: 'pending',
  });
}

describe('a sale queued on the device', () => {
  it('counts as queued only while a write to it (or its vehicle) waits', async () => {
    expect(await saleIsQueued(db, ctx.sale.uuid)).toBe(false);
    await queueSaleWrite();
    expect(await saleIsQueued(db, ctx.sale.uuid)).toBe(true);
  });

  it('prints from the mirror without asking the server, the same contract the server prints', async () => {
    await queueSaleWrite();
    vi.stubGlobal('navigator', { onLine: true });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const blob = await saleDocumentBlob(ctx.sale.uuid, 'contract');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const words of [
      'Contrato de Venda',
      'AB-12-CD',
      'João Conceição',
      'Stand Conceição',
      'Crédito Agrícola',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('12 500,00 €');
  });

  it('refuses plainly when the mirror lacks the sale, and has no retake document without a retake', async () => {
    await expect(renderSaleDocumentOnDevice(db, 'absent', 'contract')).rejects.toThrow(
      DEVICE_DOCUMENT_MISSING,
    );
    await expect(renderSaleDocumentOnDevice(db, ctx.sale.uuid, 'retake')).rejects.toThrow(
      DEVICE_DOCUMENT_MISSING,
    );
  });
});
