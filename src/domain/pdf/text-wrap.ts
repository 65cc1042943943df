/**
 * Our own line breaking for the documents (issue 24): pdfkit breaks after a
 * hyphen, which split a plate across lines ('52-' / 'NH-79'). Here a line
 * breaks only at a space, so a plate, a date or a NIF stays whole; a word
 * wider than the line gets a line of its own. Justified lines are drawn with
 * pdfkit's word spacing, as pdfkit itself does.
 */
import { pdfText, type PdfKitDocument } from './pdf-kit-api';

export interface WrappedLine {
  text: string;
  /** The last line of a paragraph (never stretched when justifying). */
  last: boolean;
}

/** `text` in lines no wider than `width` by `measure`, broken only at spaces and at '\n'. */
export function wrapWords(text: string, width: number, measure: (s: string) => number): WrappedLine[] {
  const lines: WrappedLine[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter((w) => w !== '')) {
      const longer = line ? `${line} ${word}` : word;
      if (line && measure(longer) > width) {
        lines.push({ text: line, last: false });
        line = word;
      } else {
        line = longer;
      }
    }
    lines.push({ text: line, last: true });
  }
  return lines;
}

export interface WrapOptions {
  width: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  lineGap?: number;
  /** Start a new page when a line would run past `bottom` (long paragraphs); tables and rows keep together. */
  bottom?: number;
  /** The top of a new page. */
  top?: number;
}

const lineHeight = (doc: PdfKitDocument, lineGap: number) => doc.currentLineHeight(true) + lineGap;

/** The height `text` takes in the current font and size. */
export function wrappedHeight(doc: PdfKitDocument, text: string, o: WrapOptions): number {
  const lines = wrapWords(pdfText(text), o.width, (s) => doc.widthOfString(s));
  return lines.length * lineHeight(doc, o.lineGap ?? 0);
}

/** Draws `text` from (x, y) in the current font; leaves doc.y below it and doc.x at x. */
export function drawWrapped(doc: PdfKitDocument, text: string, x: number, y: number, o: WrapOptions): void {
  const lines = wrapWords(pdfText(text), o.width, (s) => doc.widthOfString(s));
  const step = lineHeight(doc, o.lineGap ?? 0);
  let top = y;
  for (const line of lines) {
    if (o.bottom !== undefined && top + step > o.bottom) {
      doc.addPage();
      top = o.top ?? 0;
    }
    const used = doc.widthOfString(line.text);
    const gaps = line.text.split(' ').length - 1;
    let left = x;
    let wordSpacing = 0;
    if (o.align === 'center') left = x + (o.width - used) / 2;
    else if (o.align === 'right') left = x + o.width - used;
    else if (o.align === 'justify' && !line.last && gaps > 0) wordSpacing = (o.width - used) / gaps;
    doc.text(line.text, left, top, { lineBreak: false, ...(wordSpacing > 0 ? { wordSpacing } : {}) });
    top += step;
  }
  doc.x = x;
  doc.y = top;
}
