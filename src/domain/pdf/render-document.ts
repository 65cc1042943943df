/**
 * Lays a sale document (src/domain/sale-documents) out on A4 pages through
 * the pdfkit API: the company band, the title, then each block. The server
 * and the device both call renderSaleDocument, so a document printed offline
 * is the same document the server prints.
 */
import type { DocBlock, FieldRow, SaleDocumentDefinition } from '../sale-documents/model';
import { newBrandedDocument, PAGE_MARGIN, type Branding } from './branded-page';
import {
  FONT,
  pdfBytes,
  pdfText,
  textColorOn,
  type PdfKitConstructor,
  type PdfKitDocument,
} from './pdf-kit-api';
import { drawWrapped, wrappedHeight } from './text-wrap';

const BODY_SIZE = 10;
const LABEL_WIDTH = 170;
const ROW_GAP = 4;
const MUTED = '#4a5568';
const RULE = '#cbd5e0';
const CHECKBOX = 10;
/** The signature block's height: a heading's text or a clause kept with it must fit beside it. */
const SIGNATURES_HEIGHT = 120;
const FOOTER_SIZE = 7.5;

interface Layout {
  doc: PdfKitDocument;
  left: number;
  width: number;
  /** Headings in the company's colour when it reads on white, else black. */
  accent: string;
}

const bottomOf = (l: Layout) => l.doc.page.height - PAGE_MARGIN;

/** A new page when the next `height` points would run past the bottom margin. */
function ensureSpace(l: Layout, height: number): void {
  if (l.doc.y + height > bottomOf(l)) {
    l.doc.addPage();
    l.doc.y = PAGE_MARGIN;
  }
  l.doc.x = l.left;
}

const bodyFont = (l: Layout, bold = false) => l.doc.font(bold ? FONT.bold : FONT.regular).fontSize(BODY_SIZE);

/**
 * How much of `next` must follow a heading on its page (issue 24: 'Cláusulas' was left alone at
 * a page's foot): a clause's title and first lines, a paragraph's first lines, a first row.
 */
function leadOf(l: Layout, next: DocBlock | undefined): number {
  if (!next) return 0;
  const lines = (text: string) =>
    Math.min(wrappedHeight(bodyFont(l), text, { width: l.width, lineGap: 2 }), 3 * (BODY_SIZE + 4));
  switch (next.type) {
    case 'paragraph':
      return lines(next.text);
    case 'clauses':
      return 20 + (next.items[0] ? lines(next.items[0].text) : 0);
    case 'fields':
    case 'checklist':
      return 2 * (BODY_SIZE + 8);
    case 'table':
      return 3 * (BODY_SIZE + 8);
    case 'signatures':
      return SIGNATURES_HEIGHT;
    case 'heading':
      return 0;
  }
}

function heading(l: Layout, text: string, lead: number): void {
  ensureSpace(l, 40 + lead);
  const { doc } = l;
  doc.moveDown(0.8);
  doc.font(FONT.bold).fontSize(12).fillColor(l.accent).text(pdfText(text), l.left, doc.y, { width: l.width });
  const y = doc.y + 2;
  doc
    .lineWidth(0.75)
    .strokeColor(RULE)
    .moveTo(l.left, y)
    .lineTo(l.left + l.width, y)
    .stroke();
  doc.y = y + 6;
}

/** `keep`: points that must follow on the same page (the signatures after a closing paragraph). */
function paragraph(l: Layout, text: string, emphasis = false, keep = 0): void {
  const { doc } = l;
  const options = { width: l.width, align: 'justify' as const, lineGap: 2 };
  bodyFont(l, emphasis).fillColor('#000000');
  const height = wrappedHeight(doc, text, options);
  ensureSpace(l, keep > 0 ? height + keep : Math.min(height, 120));
  drawWrapped(doc, text, l.left, doc.y, { ...options, bottom: bottomOf(l), top: PAGE_MARGIN });
  doc.moveDown(0.5);
}

function fields(l: Layout, rows: FieldRow[]): void {
  const { doc } = l;
  const valueWidth = l.width - LABEL_WIDTH;
  for (const row of rows) {
    const labelOptions = { width: LABEL_WIDTH - 8 };
    const valueOptions = { width: valueWidth };
    const height = Math.max(
      wrappedHeight(bodyFont(l), row.label, labelOptions),
      wrappedHeight(bodyFont(l, true), row.value, valueOptions),
    );
    ensureSpace(l, height + ROW_GAP);
    const top = doc.y;
    bodyFont(l).fillColor(MUTED);
    drawWrapped(doc, row.label, l.left, top, labelOptions);
    bodyFont(l, true).fillColor('#000000');
    drawWrapped(doc, row.value, l.left + LABEL_WIDTH, top, valueOptions);
    doc.y = top + height + ROW_GAP;
  }
  doc.x = l.left;
}

function table(l: Layout, columns: string[], rows: string[][], widths?: number[]): void {
  const { doc } = l;
  const fractions = widths ?? columns.map(() => 1 / columns.length);
  const cellWidths = fractions.map((f) => f * l.width);
  const drawRow = (cells: string[], header: boolean) => {
    doc.font(header ? FONT.bold : FONT.regular).fontSize(BODY_SIZE - 1);
    const height =
      Math.max(...cells.map((c, i) => wrappedHeight(doc, c, { width: (cellWidths[i] ?? 0) - 8 }))) + 8;
    ensureSpace(l, height);
    const top = doc.y;
    if (header) doc.rect(l.left, top, l.width, height).fill('#edf2f7');
    let x = l.left;
    cells.forEach((cell, i) => {
      const w = cellWidths[i] ?? 0;
      doc.fillColor('#000000');
      drawWrapped(doc, cell, x + 4, top + 4, { width: w - 8 });
      x += w;
    });
    doc.lineWidth(0.5).strokeColor(RULE).rect(l.left, top, l.width, height).stroke();
    doc.y = top + height;
  };
  drawRow(columns, true);
  for (const row of rows) drawRow(row, false);
  doc.x = l.left;
  doc.moveDown(0.5);
}

/** `keep`: points that must follow the last clause on its page (the signatures). */
function clauses(l: Layout, items: { title: string; text: string }[], keep = 0): void {
  items.forEach((item, i) => {
    // The clause's title stays with (the start of) its text; the last one with what must follow it.
    const textHeight = wrappedHeight(bodyFont(l), item.text, { width: l.width, lineGap: 2 });
    const last = i === items.length - 1 && keep > 0;
    ensureSpace(l, 20 + (last ? textHeight + keep : Math.min(textHeight, 80)));
    bodyFont(l, true).fillColor('#000000');
    drawWrapped(l.doc, `Cláusula ${i + 1}.ª — ${item.title}`, l.left, l.doc.y, { width: l.width });
    l.doc.moveDown(0.2);
    paragraph(l, item.text);
  });
}

function checklist(l: Layout, items: string[]): void {
  const { doc } = l;
  doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor('#000000');
  for (const item of items) {
    ensureSpace(l, CHECKBOX + 10);
    const top = doc.y;
    doc.lineWidth(0.75).strokeColor('#000000').rect(l.left, top, CHECKBOX, CHECKBOX).stroke();
    drawWrapped(doc, item, l.left + CHECKBOX + 10, top, { width: l.width - CHECKBOX - 10 });
    doc.y = Math.max(doc.y, top + CHECKBOX) + 8;
  }
  doc.x = l.left;
}

function signatures(l: Layout, placeAndDate: string, parties: FieldRow[]): void {
  const { doc } = l;
  ensureSpace(l, SIGNATURES_HEIGHT);
  doc.moveDown(1.5);
  bodyFont(l).fillColor('#000000');
  drawWrapped(doc, placeAndDate, l.left, doc.y, { width: l.width });
  const lineY = doc.y + 56;
  const slot = l.width / Math.max(parties.length, 1);
  parties.forEach((party, i) => {
    const x = l.left + i * slot + 8;
    const w = slot - 16;
    doc
      .lineWidth(0.75)
      .strokeColor('#000000')
      .moveTo(x, lineY)
      .lineTo(x + w, lineY)
      .stroke();
    doc.font(FONT.bold);
    drawWrapped(doc, party.label, x, lineY + 6, { width: w, align: 'center' });
    doc.font(FONT.regular).fillColor(MUTED);
    drawWrapped(doc, party.value, x, doc.y, { width: w, align: 'center' });
    doc.fillColor('#000000');
  });
  doc.x = l.left;
  doc.moveDown(1);
}

function block(l: Layout, b: DocBlock, next: DocBlock | undefined): void {
  // What closes a document stays with the signatures (the warranty's page 2 held only them).
  const keep = next?.type === 'signatures' ? SIGNATURES_HEIGHT : 0;
  switch (b.type) {
    case 'heading':
      return heading(l, b.text, leadOf(l, next));
    case 'paragraph':
      return paragraph(l, b.text, b.emphasis, keep);
    case 'fields':
      return fields(l, b.rows);
    case 'table':
      return table(l, b.columns, b.rows, b.widths);
    case 'clauses':
      return clauses(l, b.items, keep);
    case 'checklist':
      return checklist(l, b.items);
    case 'signatures':
      return signatures(l, b.placeAndDate, b.parties);
  }
}

/** The document as PDF bytes, with `Pdf` the pdfkit PDFDocument of the platform. */
export function renderSaleDocument(
  Pdf: PdfKitConstructor,
  definition: SaleDocumentDefinition,
  branding: Branding,
): Promise<Uint8Array<ArrayBuffer>> {
  const doc = newBrandedDocument(Pdf, branding, `${definition.subtitle} ${definition.title}`);
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const accent = textColorOn(branding.color) === '#ffffff' ? branding.color : '#000000';
  const layout: Layout = { doc, left: PAGE_MARGIN, width, accent };
  doc.font(FONT.bold).fontSize(20).fillColor('#000000');
  drawWrapped(doc, definition.title, PAGE_MARGIN, doc.y, { width });
  doc.font(FONT.regular).fontSize(12).fillColor(MUTED);
  drawWrapped(doc, definition.subtitle, PAGE_MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  definition.blocks.forEach((b, i) => block(layout, b, definition.blocks[i + 1]));
  footers(layout, definition.footer);
  return pdfBytes(doc);
}

/** Every page's foot: the seller's legal identity on the left, 'Página N de M' on the right. */
function footers(l: Layout, footer: string): void {
  const { doc } = l;
  const range = doc.bufferedPageRange();
  const pageNumberWidth = 70;
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    const top = doc.page.height - PAGE_MARGIN + 12;
    doc
      .lineWidth(0.5)
      .strokeColor(RULE)
      .moveTo(l.left, top - 5)
      .lineTo(l.left + l.width, top - 5)
      .stroke();
    doc.font(FONT.regular).fontSize(FOOTER_SIZE).fillColor(MUTED);
    drawWrapped(doc, footer, l.left, top, { width: l.width - pageNumberWidth - 8 });
    drawWrapped(doc, `Página ${i + 1} de ${range.count}`, l.left + l.width - pageNumberWidth, top, {
      width: pageNumberWidth,
      align: 'right',
    });
  }
}
