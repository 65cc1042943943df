/**
 * A sale's documents on the server: the context read from the database (the
 * sale, its vehicle, the company, the seller, the financing company, the
 * stand), the definition built by src/domain/sale-documents, and node pdfkit
 * running the shared layout (src/domain/pdf/render-document.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { isoDate } from '../../src/domain/stock';
import { renderSaleDocument } from '../../src/domain/pdf/render-document';
import {
  buildSaleDocument,
  type SaleDocumentContext,
  type SaleDocumentDefinition,
  type SaleDocumentId,
} from '../../src/domain/sale-documents';
import { companyIdentityOf } from '../../src/domain/schemas/company-identity';
import { userLabel } from '../../src/domain/types';
import type { AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { notFound } from '../errors';
import type { MediaStorage } from '../media/storage';
import { findCompanyRow } from '../repositories/companies';
import { findFinancialRow } from '../repositories/financials';
import type { SaleRow } from '../repositories/sales';
import { findStandRow } from '../repositories/stands';
import { findUserByUuid } from '../repositories/users';
import { findVehicle } from '../repositories/vehicles';
import { toSale, toVehicle } from '../wire/serializers';
import { companyBranding, NodePdfDocument } from './pdf-kit';

export interface RenderedSaleDocument {
  definition: SaleDocumentDefinition;
  pdf: Buffer;
}

async function saleContext(db: DbOrTx, actor: AuthedUser, row: SaleRow) {
  const [vehicleRow, company] = await Promise.all([
    findVehicle(db, row.vehicleUuid),
    findCompanyRow(db, row.companyUuid),
  ]);
  if (!vehicleRow || !company) throw notFound();
  const seller = row.sellerUuid ? await findUserByUuid(db, row.sellerUuid) : undefined;
  const financial = row.loanCompany ? await findFinancialRow(db, row.loanCompany) : undefined;
  const stand = vehicleRow.standUuid ? await findStandRow(db, vehicleRow.standUuid) : undefined;
  const ctx: SaleDocumentContext = {
    sale: toSale(actor, row),
    vehicle: toVehicle(actor, vehicleRow),
    company: { name: company.name, color: company.color, ...companyIdentityOf(company) },
    sellerName: seller ? userLabel(seller) : null,
    loanCompanyName: financial?.name ?? null,
    standLocation: row.standLocation ?? stand?.location ?? null,
    today: isoDate(new Date()),
    // From the row: the VAT flag is hidden from some roles, the margin-scheme wording is not.
    marginScheme: vehicleRow.state !== 'NEW' && !vehicleRow.iva,
  };
  return { ctx, company };
}

/** The document of the sale (already loaded through loadSaleFor), or 404 when the sale has none of that kind. */
export async function renderSaleDocumentFor(
  deps: { db: DbOrTx; storage: MediaStorage; log: FastifyBaseLogger },
  actor: AuthedUser,
  row: SaleRow,
  id: SaleDocumentId,
): Promise<RenderedSaleDocument> {
  const { ctx, company } = await saleContext(deps.db, actor, row);
  const definition = buildSaleDocument(id, ctx);
  if (!definition) throw notFound();
  const branding = await companyBranding(deps.storage, company, deps.log);
  const bytes = await renderSaleDocument(NodePdfDocument, definition, branding);
  return { definition, pdf: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}
