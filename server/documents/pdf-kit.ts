/**
 * The small PDF kit the documents share (the price list now, the seven sale
 * documents next): an A4 page headed by the company's colour band and logo,
 * the fonts, and the PDF as bytes.
 *
 * Fonts: pdfkit's standard Helvetica is encoded in WinAnsi, which holds every
 * pt-PT letter (á, â, ã, à, ç, é, ê, í, ó, ô, õ, ú) and the euro sign, so no
 * font file is embedded (checked with pdftotext in tests/api/price-list.test.ts).
 * Characters outside WinAnsi would print as garbage, so text goes through
 * pdfText() first.
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyRow } from '../routes/companies-repository';
import { mediaKeyOf, type MediaStorage } from '../media/storage';

export type PdfDoc = InstanceType<typeof PDFDocument>;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
/** The band's colour when the company chose none (the app's neutral dark grey). */
const DEFAULT_COLOR = '#2d3748';
const MARGIN = 48;
const BAND_HEIGHT = 84;
const LOGO_BOX = { width: 140, height: 56 };

export interface Branding {
  name: string;
  /** #rrggbb. */
  color: string;
  /** The logo as PNG (pdfkit reads PNG and JPEG; logos are stored as WebP), or null. */
  logo: Buffer | null;
}

/**
 * Intl's pt-PT formats may use a narrow no-break space (U+202F), which WinAnsi
 * lacks; a plain no-break space reads the same. Other characters outside
 * WinAnsi (emoji in a typed note) are replaced by '?' rather than garbage.
 */
export function pdfText(text: string): string {
  return text
    .replace(/\u202f/g, '\u00a0')
    .replace(/[^\n\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/gu, '?');
}

/** The company's name, colour and logo; a logo that cannot be read is left out, not fatal. */
export async function companyBranding(
  storage: MediaStorage,
  company: Pick<CompanyRow, 'name' | 'color' | 'logo'>,
  log: FastifyBaseLogger,
): Promise<Branding> {
  let logo: Buffer | null = null;
  const key = mediaKeyOf(company.logo);
  if (key) {
    try {
      const stored = await storage.get(key);
      if (stored) {
        const chunks: Buffer[] = [];
        for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
        logo = await sharp(Buffer.concat(chunks)).png().toBuffer();
      }
    } catch (err) {
      log.warn({ err, key }, 'company logo unreadable for a document');
    }
  }
  return { name: company.name, color: company.color ?? DEFAULT_COLOR, logo };
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast against white (1.05 / (L + 0.05)) beats contrast against black below L ≈ 0.179.
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/**
 * A new A4 document with the company's band drawn on the first page; the
 * cursor is left below the band at the left margin.
 */
export function newDocument(branding: Branding, title: string): PdfDoc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'pt-PT',
    info: { Title: pdfText(title), Author: pdfText(branding.name), Creator: 'Montra' },
  });
  const { width } = doc.page;
  doc.rect(0, 0, width, BAND_HEIGHT).fill(branding.color);
  let nameX = MARGIN;
  if (branding.logo) {
    // A white box keeps any logo legible whatever the band's colour.
    const boxY = (BAND_HEIGHT - LOGO_BOX.height) / 2;
    doc.rect(MARGIN - 6, boxY - 4, LOGO_BOX.width + 12, LOGO_BOX.height + 8).fill('#ffffff');
    doc.image(branding.logo, MARGIN, boxY, {
      fit: [LOGO_BOX.width, LOGO_BOX.height],
      align: 'center',
      valign: 'center',
    });
    nameX = MARGIN + LOGO_BOX.width + 24;
  }
  doc
    .font(FONT.bold)
    .fontSize(18)
    .fillColor(textColorOn(branding.color))
    .text(pdfText(branding.name), nameX, BAND_HEIGHT / 2 - 10, { width: width - nameX - MARGIN });
  doc.fillColor('#000000').font(FONT.regular).fontSize(11);
  doc.x = MARGIN;
  doc.y = BAND_HEIGHT + 32;
  return doc;
}

/** The finished document as bytes. */
export function toBuffer(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export const PAGE_MARGIN = MARGIN;
