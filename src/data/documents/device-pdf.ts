// The font entries' ambient types, for every project compiling this file (the app, the bench).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module declaration has no import form
/// <reference path="./pdfkit-fonts.d.ts" />
/**
 * pdfkit's browser build, loaded only when a document is rendered on the
 * device (it is a large chunk; the service worker precaches it so it works
 * offline after install). The standard Helvetica fonts are registered once:
 * the browser build ships none by default.
 */
import type { PdfKitConstructor } from '../../domain/pdf/pdf-kit-api';

/** What the browser build exports, seen through the shared structural type. */
interface PdfKitBrowserModule {
  default: PdfKitConstructor;
  registerStdFonts?: (...fonts: object[]) => void;
}

let loading: Promise<PdfKitConstructor> | null = null;

export function loadDevicePdfKit(): Promise<PdfKitConstructor> {
  loading ??= Promise.all([
    import('pdfkit'),
    import('pdfkit/standard-fonts/Helvetica'),
    import('pdfkit/standard-fonts/HelveticaBold'),
  ])
    .then(([pdfkit, helvetica, helveticaBold]) => {
      // The browser build's named export is missing from @types/pdfkit (typed for node's `export =`).
      const browser = pdfkit as unknown as PdfKitBrowserModule;
      // Node's build (unit tests) registers its fonts itself and exports no registerStdFonts.
      browser.registerStdFonts?.(helvetica.default, helveticaBold.default);
      return browser.default;
    })
    .catch((error: unknown) => {
      loading = null; // a failed chunk load may succeed later (back online, updated worker)
      throw error;
    });
  return loading;
}
