/**
 * An A4 document headed by the company's band (its colour, logo and name),
 * shared by the price list and the sale documents on the server and the device.
 */
import { FONT, pdfText, textColorOn, type PdfKitConstructor, type PdfKitDocument } from './pdf-kit-api';

/** The band's colour when the company chose none (the app's neutral dark grey). */
export const DEFAULT_BAND_COLOR = '#2d3748';
export const PAGE_MARGIN = 48;
const BAND_HEIGHT = 84;
const LOGO_BOX = { width: 140, height: 56 };

export interface Branding {
  name: string;
  /** #rrggbb. */
  color: string;
  /** The logo as PNG or JPEG bytes (what pdfkit reads), or null. */
  logo: ArrayBuffer | null;
}

/**
 * A new A4 document with the company's band drawn on the first page; the
 * cursor is left below the band at the left margin.
 */
export function newBrandedDocument(
  Pdf: PdfKitConstructor,
  branding: Branding,
  title: string,
): PdfKitDocument {
  const doc = new Pdf({
    size: 'A4',
    margin: PAGE_MARGIN,
    lang: 'pt-PT',
    bufferPages: true,
    info: { Title: pdfText(title), Author: pdfText(branding.name), Creator: 'Montra' },
  });
  const { width } = doc.page;
  doc.rect(0, 0, width, BAND_HEIGHT).fill(branding.color);
  let nameX = PAGE_MARGIN;
  if (branding.logo) {
    // A white box keeps any logo legible whatever the band's colour.
    const boxY = (BAND_HEIGHT - LOGO_BOX.height) / 2;
    doc.rect(PAGE_MARGIN - 6, boxY - 4, LOGO_BOX.width + 12, LOGO_BOX.height + 8).fill('#ffffff');
    doc.image(branding.logo, PAGE_MARGIN, boxY, {
      fit: [LOGO_BOX.width, LOGO_BOX.height],
      align: 'center',
      valign: 'center',
    });
    nameX = PAGE_MARGIN + LOGO_BOX.width + 24;
  }
  doc
    .font(FONT.bold)
    .fontSize(18)
    .fillColor(textColorOn(branding.color))
    .text(pdfText(branding.name), nameX, BAND_HEIGHT / 2 - 10, { width: width - nameX - PAGE_MARGIN });
  doc.fillColor('#000000').font(FONT.regular).fontSize(11);
  doc.x = PAGE_MARGIN;
  doc.y = BAND_HEIGHT + 32;
  return doc;
}
