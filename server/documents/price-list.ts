/**
 * The 'Preçário' PDF: the sheet of src/domain/price-list.ts laid out on one
 * A4 page for the windscreen — the car's name and plate large enough to read
 * from a step away, the price in the company's colour, the legal details as
 * a table and the warranty line at the foot.
 */
import { PRICE_VAT_NOTE, type PriceListSheet } from '../../src/domain/price-list';
import { FONT, newDocument, PAGE_MARGIN, pdfText, textColorOn, toBuffer, type Branding } from './pdf-kit';

const LABEL_WIDTH = 190;
const ROW_GAP = 10;

export async function renderPriceList(sheet: PriceListSheet, branding: Branding): Promise<Buffer> {
  const doc = newDocument(branding, `${sheet.licensePlate} ${sheet.title}`);
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const left = PAGE_MARGIN;

  doc.font(FONT.bold).fontSize(14).fillColor('#4a5568').text(pdfText(sheet.title), left, doc.y);
  doc.moveDown(0.3);
  doc.font(FONT.bold).fontSize(30).fillColor('#000000').text(pdfText(sheet.vehicleName), { width });
  doc.font(FONT.regular).fontSize(20).fillColor('#2d3748').text(pdfText(sheet.licensePlate), { width });
  doc.moveDown(1);

  if (sheet.price) {
    doc.font(FONT.regular).fontSize(14).fillColor('#4a5568').text(pdfText(sheet.price.label), { width });
    if (sheet.price.previous) {
      doc
        .font(FONT.regular)
        .fontSize(16)
        .fillColor('#718096')
        .text(pdfText(sheet.price.previous), { width, strike: true });
    }
    // The company's colour, unless it is too light to read on white paper.
    const priceColor = textColorOn(branding.color) === '#ffffff' ? branding.color : '#000000';
    doc.font(FONT.bold).fontSize(44).fillColor(priceColor).text(pdfText(sheet.price.value), { width });
    doc.font(FONT.regular).fontSize(12).fillColor('#4a5568').text(pdfText(PRICE_VAT_NOTE), { width });
    doc.moveDown(1);
  }

  // The legal details: label and value side by side, a thin rule under each row.
  doc.lineWidth(0.5).strokeColor('#cbd5e0');
  for (const row of sheet.rows) {
    const top = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(13)
      .fillColor('#4a5568')
      .text(pdfText(row.label), left, top, { width: LABEL_WIDTH });
    const labelBottom = doc.y;
    doc
      .font(FONT.bold)
      .fontSize(13)
      .fillColor('#000000')
      .text(pdfText(row.value), left + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
    const bottom = Math.max(labelBottom, doc.y) + ROW_GAP / 2;
    doc
      .moveTo(left, bottom)
      .lineTo(left + width, bottom)
      .stroke();
    doc.y = bottom + ROW_GAP / 2;
  }

  doc.moveDown(1.5);
  doc.font(FONT.bold).fontSize(13).fillColor('#000000').text('Garantia', left, doc.y, { width });
  doc.moveDown(0.2);
  doc.font(FONT.regular).fontSize(12).fillColor('#000000').text(pdfText(sheet.warranty), { width });

  return toBuffer(doc);
}
