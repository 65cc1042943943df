/**
 * The sale documents as data (design §2: defined once, built from the
 * records): a title and a list of blocks that any renderer lays out — the
 * server's pdfkit and the device's pdfkit browser build run the same layout
 * (src/domain/pdf/render-document.ts). Every text here is final pt-PT.
 */
import type { Sale, Vehicle } from '../entities';
import type { CompanyIdentity } from '../schemas/company-identity';
import type { SaleDocumentKind } from '../sales';

export interface FieldRow {
  label: string;
  value: string;
}

export interface Clause {
  title: string;
  text: string;
}

export type DocBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string; emphasis?: boolean }
  /** Label and value side by side (identifications, amounts). */
  | { type: 'fields'; rows: FieldRow[] }
  /** A table with a header row; `widths` are fractions of the line (default: equal). */
  | { type: 'table'; columns: string[]; rows: string[][]; widths?: number[] }
  /** Numbered clauses ('Cláusula 1.ª — Objeto'). */
  | { type: 'clauses'; items: Clause[] }
  /** Items with an empty box to tick by hand at the handover. */
  | { type: 'checklist'; items: string[] }
  /** Place and date, then one signature line per party. */
  | { type: 'signatures'; placeAndDate: string; parties: FieldRow[] };

/** The whole-sale summary of GET /sales/{id}/generate-pdf beside the seven documents. */
export type SaleDocumentId = SaleDocumentKind | 'summary';

export interface SaleDocumentDefinition {
  id: SaleDocumentId;
  title: string;
  /** The line under the title: the vehicle and its plate. */
  subtitle: string;
  fileName: string;
  blocks: DocBlock[];
  /** The seller's legal identity, printed at every page's foot beside 'Página N de M'. */
  footer: string;
}

/** What a builder makes: the document before the common footer is added. */
export type SaleDocumentBody = Omit<SaleDocumentDefinition, 'footer'>;

/**
 * The company as the documents show it: its band (name, colour; the logo is the renderer's)
 * and its legal identity (issue 24: NIPC, registered address, contacts), every key optional
 * for a mirror filled before the company had them.
 */
export interface DocumentCompany extends Partial<CompanyIdentity> {
  name: string;
  color: string | null;
}

/** Everything a document is built from; the server reads it from the database, the device from the mirror. */
export interface SaleDocumentContext {
  sale: Sale;
  vehicle: Vehicle;
  company: DocumentCompany;
  /** The seller's name as the users list shows it, or null when unknown. */
  sellerName: string | null;
  /** The financing company's name (sale.loanCompany), or null. */
  loanCompanyName: string | null;
  /** The sale's stand location, else the vehicle's stand's. */
  standLocation: string | null;
  /** YYYY-MM-DD: the day the document is printed. */
  today: string;
  /**
   * Whether the used vehicle is sold under the VAT margin scheme (its VAT not deductible):
   * the documents then say so. Unknown (a mirror without the VAT flag) prints nothing.
   */
  marginScheme?: boolean;
}
