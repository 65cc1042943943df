/**
 * The few pdfkit calls the documents make, as a structural type: the server
 * passes node pdfkit's PDFDocument, the device pdfkit's browser build, and the
 * same layout code (branded-page.ts, render-document.ts) runs on both without
 * importing either.
 *
 * Fonts: the standard Helvetica is encoded in WinAnsi, which holds every pt-PT
 * letter and the euro sign, so no font file is embedded; text goes through
 * pdfText() so nothing outside WinAnsi prints as garbage.
 */
export interface PdfTextOptions {
  width?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  strike?: boolean;
  lineGap?: number;
  /** false: one line where it is put, no wrapping (text-wrap.ts breaks the lines itself). */
  lineBreak?: boolean;
  wordSpacing?: number;
}

export interface PdfImageOptions {
  fit?: [number, number];
  align?: 'center';
  valign?: 'center';
}

export interface PdfKitDocument {
  page: { width: number; height: number };
  /** With bufferPages: the pages kept, to draw each page's footer at the end. */
  bufferedPageRange(): { start: number; count: number };
  switchToPage(n: number): unknown;
  widthOfString(text: string, options?: PdfTextOptions): number;
  currentLineHeight(includeGap?: boolean): number;
  x: number;
  y: number;
  font(name: string): this;
  fontSize(size: number): this;
  fillColor(color: string): this;
  strokeColor(color: string): this;
  lineWidth(width: number): this;
  /** text(str, options) or text(str, x, y, options), as pdfkit takes it (one signature: overloads do not match structurally). */
  text(text: string, xOrOptions?: number | PdfTextOptions, y?: number, options?: PdfTextOptions): this;
  heightOfString(text: string, options?: PdfTextOptions): number;
  rect(x: number, y: number, w: number, h: number): this;
  fill(color?: string): this;
  stroke(color?: string): this;
  moveTo(x: number, y: number): this;
  lineTo(x: number, y: number): this;
  /** ArrayBuffer: what node pdfkit's and the browser build's types both take. */
  image(src: ArrayBuffer, x?: number, y?: number, options?: PdfImageOptions): this;
  moveDown(lines?: number): this;
  addPage(): this;
  on(event: string, listener: (...args: never[]) => void): this;
  end(): void;
}

export interface PdfKitOptions {
  size: string;
  margin: number;
  lang: string;
  info: { Title: string; Author: string; Creator: string };
  /** Keep every page until the end (the footer's 'Página N de M' needs M). */
  bufferPages?: boolean;
}

export type PdfKitConstructor = new (options: PdfKitOptions) => PdfKitDocument;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

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

/** The finished document's bytes (node Buffers and browser Uint8Arrays alike). */
export function pdfBytes(doc: PdfKitDocument): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => {
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const chunk of chunks) {
        out.set(chunk, at);
        at += chunk.length;
      }
      resolve(out);
    });
    doc.on('error', (error: Error) => reject(error));
    doc.end();
  });
}
