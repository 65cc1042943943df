/**
 * The part of pdfkit's API the documents use. pdfkit ships no types and
 * @types/pdfkit is not a dependency; declaring only what we call keeps the
 * compiler checking those calls.
 */
declare module 'pdfkit' {
  import type { EventEmitter } from 'node:events';

  interface TextOptions {
    width?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineGap?: number;
    continued?: boolean;
    strike?: boolean;
  }

  interface DocumentOptions {
    size?: string | [number, number];
    margin?: number;
    info?: { Title?: string; Author?: string; Subject?: string; Creator?: string; Producer?: string };
    lang?: string;
    autoFirstPage?: boolean;
  }

  class PDFDocument extends EventEmitter {
    constructor(options?: DocumentOptions);
    page: {
      width: number;
      height: number;
      margins: { top: number; left: number; right: number; bottom: number };
    };
    x: number;
    y: number;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string, opacity?: number): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    widthOfString(text: string): number;
    heightOfString(text: string, options?: TextOptions): number;
    moveDown(lines?: number): this;
    rect(x: number, y: number, w: number, h: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    fill(color?: string): this;
    stroke(): this;
    image(
      src: Buffer,
      x: number,
      y: number,
      options?: {
        fit?: [number, number];
        align?: 'left' | 'center' | 'right';
        valign?: 'top' | 'center' | 'bottom';
      },
    ): this;
    end(): void;
  }

  export default PDFDocument;
}
