/**
 * The server's side of the PDF kit (src/domain/pdf): node pdfkit as the
 * document constructor, and the company's branding read from storage (logos
 * are stored as WebP; pdfkit reads PNG and JPEG, so sharp converts).
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyRow } from '../repositories/companies';
import { mediaKeyOf, type MediaStorage } from '../media/storage';
import { DEFAULT_BAND_COLOR, newBrandedDocument, type Branding } from '../../src/domain/pdf/branded-page';
import { pdfBytes, type PdfKitConstructor, type PdfKitDocument } from '../../src/domain/pdf/pdf-kit-api';

export { FONT, pdfText, textColorOn } from '../../src/domain/pdf/pdf-kit-api';
export { PAGE_MARGIN, type Branding } from '../../src/domain/pdf/branded-page';

/** Node pdfkit, seen through the structural type the shared layout code uses. */
export const NodePdfDocument: PdfKitConstructor = PDFDocument;

/** The company's name, colour and logo; a logo that cannot be read is left out, not fatal. */
export async function companyBranding(
  storage: MediaStorage,
  company: Pick<CompanyRow, 'name' | 'color' | 'logo'>,
  log: FastifyBaseLogger,
): Promise<Branding> {
  let logo: ArrayBuffer | null = null;
  const key = mediaKeyOf(company.logo);
  if (key) {
    try {
      const stored = await storage.get(key);
      if (stored) {
        const chunks: Buffer[] = [];
        for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
        const png = await sharp(Buffer.concat(chunks)).png().toBuffer();
        logo = new Uint8Array(png).buffer;
      }
    } catch (err) {
      log.warn({ err, key }, 'company logo unreadable for a document');
    }
  }
  return { name: company.name, color: company.color ?? DEFAULT_BAND_COLOR, logo };
}

/** A new A4 document with the company's band drawn on the first page (see branded-page.ts). */
export function newDocument(branding: Branding, title: string): PdfKitDocument {
  return newBrandedDocument(NodePdfDocument, branding, title);
}

/** The finished document as bytes. */
export async function toBuffer(doc: PdfKitDocument): Promise<Buffer> {
  const bytes = await pdfBytes(doc);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
