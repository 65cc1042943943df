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

const BODY_SIZE = 10;
const LABEL_WIDTH = 170;
const ROW_GAP = 4;
const MUTED = '#4a5568';
const RULE = '#cbd5e0';
const CHECKBOX = 10;

interface Layout {
  doc: PdfKitDocument;
  left: number;
  width: number;
  /** Headings in the company's colour when it reads on white, else black. */
  accent: string;
}

/** A new page when the next `height` points would run past the bottom margin. */
function ensureSpace(l: Layout, height: number): void {
  if (l.doc.y + height > l.doc.page.height - PAGE_MARGIN) {
    l.doc.addPage();
    l.doc.y = PAGE_MARGIN;
  }
  l.doc.x = l.left;
}

function heading(l: Layout, text: string): void {
  ensureSpace(l, 48);
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

function paragraph(l: Layout, text: string, emphasis = false): void {
  const { doc } = l;
  const options = { width: l.width, align: 'justify' as const, lineGap: 2 };
  doc
    .font(emphasis ? FONT.bold : FONT.regular)
    .fontSize(BODY_SIZE)
    .fillColor('#000000');
  ensureSpace(l, Math.min(doc.heightOfString(pdfText(text), options), 120));
  doc.text(pdfText(text), l.left, doc.y, options);
  doc.moveDown(0.5);
}

function fields(l: Layout, rows: FieldRow[]): void {
  const { doc } = l;
  const valueWidth = l.width - LABEL_WIDTH;
  for (const row of rows) {
    const label = pdfText(row.label);
    const value = pdfText(row.value);
    doc.fontSize(BODY_SIZE);
    const height = Math.max(
      doc.font(FONT.regular).heightOfString(label, { width: LABEL_WIDTH - 8 }),
      doc.font(FONT.bold).heightOfString(value, { width: valueWidth }),
    );
    ensureSpace(l, height + ROW_GAP);
    const top = doc.y;
    doc
      .font(FONT.regular)
      .fillColor(MUTED)
      .text(label, l.left, top, { width: LABEL_WIDTH - 8 });
    doc
      .font(FONT.bold)
      .fillColor('#000000')
      .text(value, l.left + LABEL_WIDTH, top, { width: valueWidth });
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
      Math.max(...cells.map((c, i) => doc.heightOfString(pdfText(c), { width: (cellWidths[i] ?? 0) - 8 }))) +
      8;
    ensureSpace(l, height);
    const top = doc.y;
    if (header) doc.rect(l.left, top, l.width, height).fill('#edf2f7');
    let x = l.left;
    cells.forEach((cell, i) => {
      const w = cellWidths[i] ?? 0;
      doc.fillColor('#000000').text(pdfText(cell), x + 4, top + 4, { width: w - 8 });
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

function clauses(l: Layout, items: { title: string; text: string }[]): void {
  items.forEach((item, i) => {
    // The clause's title stays with (the start of) its text.
    l.doc.font(FONT.regular).fontSize(BODY_SIZE);
    const textHeight = l.doc.heightOfString(pdfText(item.text), { width: l.width, lineGap: 2 });
    ensureSpace(l, 20 + Math.min(textHeight, 80));
    l.doc
      .font(FONT.bold)
      .fontSize(BODY_SIZE)
      .fillColor('#000000')
      .text(pdfText(`Cláusula ${i + 1}.ª — ${item.title}`), l.left, l.doc.y, { width: l.width });
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
    doc.text(pdfText(item), l.left + CHECKBOX + 10, top, { width: l.width - CHECKBOX - 10 });
    doc.y = Math.max(doc.y, top + CHECKBOX) + 8;
  }
  doc.x = l.left;
}

function signatures(l: Layout, placeAndDate: string, parties: FieldRow[]): void {
  const { doc } = l;
  ensureSpace(l, 120);
  doc.moveDown(1.5);
  doc.font(FONT.regular).fontSize(BODY_SIZE).fillColor('#000000').text(pdfText(placeAndDate), l.left, doc.y);
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
    doc.font(FONT.bold).text(pdfText(party.label), x, lineY + 6, { width: w, align: 'center' });
    doc
      .font(FONT.regular)
      .fillColor(MUTED)
      .text(pdfText(party.value), x, doc.y, { width: w, align: 'center' });
    doc.fillColor('#000000');
  });
  doc.x = l.left;
  doc.moveDown(1);
}

function block(l: Layout, b: DocBlock): void {
  switch (b.type) {
    case 'heading':
      return heading(l, b.text);
    case 'paragraph':
      return paragraph(l, b.text, b.emphasis);
    case 'fields':
      return fields(l, b.rows);
    case 'table':
      return table(l, b.columns, b.rows, b.widths);
    case 'clauses':
      return clauses(l, b.items);
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
  doc.font(FONT.bold).fontSize(20).fillColor('#000000').text(pdfText(definition.title), PAGE_MARGIN, doc.y, {
    width,
  });
  doc.font(FONT.regular).fontSize(12).fillColor(MUTED).text(pdfText(definition.subtitle), { width });
  doc.moveDown(0.5);
  for (const b of definition.blocks) block(layout, b);
  return pdfBytes(doc);
}
