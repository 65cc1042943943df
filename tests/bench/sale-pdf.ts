/**
 * The bench's sale PDF: the 'Contrato de Venda' of one sale (with a retake, a
 * loan and a logo) rendered by the shared layout on the server (node pdfkit)
 * and on the device (pdfkit's browser build, bundled as the app bundles it, in
 * real Chromium), each the median of N renders after a warm-up. Left out with
 * BENCH_SALE_PDF=0. It measures and prints; it passes or fails nothing.
 */
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { build } from 'vite';
import { NodePdfDocument } from '../../server/documents/pdf-kit';
import type { Branding } from '../../src/domain/pdf/branded-page';
import { renderSaleDocument } from '../../src/domain/pdf/render-document';
import { buildSaleDocument, type SaleDocumentDefinition } from '../../src/domain/sale-documents';
import { documentContext } from '../fixtures/sale-document-context';
import { BENCH_CHROMIUM_PATH } from '../support/local';

const RUNS = Number(process.env.BENCH_SALE_PDF_RUNS ?? 15);

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

function contract(): SaleDocumentDefinition {
  const ctx = documentContext(
    {
      retake: true,
      retakeVehicle: {
        brand: 'Citroën',
        model: 'C3',
        licensePlate: '11-AA-22',
        mileage: 150000,
        retakeValue: 3000,
      },
      loan: true,
      loanValue: 6000,
      loanCompany: 'f1',
      workToBeDone: 'Revisão completa antes da entrega.',
    },
    {},
    { loanCompanyName: 'Santander Consumer' },
  );
  const definition = buildSaleDocument('contract', ctx);
  if (!definition) throw new Error('no contract');
  return definition;
}

/** A 400×160 PNG logo, as the server hands pdfkit after converting the stored WebP. */
async function logoPng(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 160, channels: 3, background: '#1a365d' } })
    .png()
    .toBuffer();
}

async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      // An ES module as the app ships it (pdfkit reads import.meta.url), its lazy imports inlined: one file.
      lib: { entry: 'tests/bench/sale-pdf-entry.ts', formats: ['es'], fileName: 'sale-pdf' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunks = outputs.filter((o) => o.type === 'chunk');
  if (chunks.length !== 1 || chunks[0]?.type !== 'chunk')
    throw new Error(`expected one bundle, got ${chunks.length}`);
  return chunks[0].code;
}

async function onServer(definition: SaleDocumentDefinition, branding: Branding) {
  await renderSaleDocument(NodePdfDocument, definition, branding); // warm-up (font metrics, zlib)
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    bytes = (await renderSaleDocument(NodePdfDocument, definition, branding)).length;
    times.push(performance.now() - t);
  }
  return { median: median(times), bytes };
}

async function onDevice(definition: SaleDocumentDefinition, logo: Buffer, code: string) {
  const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    // Served from an origin, loaded as a module, as the app loads its chunks.
    await page.route('http://bench.local/**', (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: code })
        : route.fulfill({
            contentType: 'text/html',
            body:
              '<!doctype html><title>bench</title><script type="module">' +
              "import * as m from '/sale-pdf.js'; window.MontraSalePdf = m;</script>",
          }),
    );
    await page.goto('http://bench.local/');
    await page.waitForFunction(() => 'MontraSalePdf' in globalThis);
    return await page.evaluate(
      async ({ definition, logoBase64, runs }) => {
        const logoBytes = Uint8Array.from(atob(logoBase64), (c) => c.charCodeAt(0));
        const branding = { name: 'Auto Demo Aveiro', color: '#1a365d', logo: logoBytes.buffer };
        const api = (
          globalThis as unknown as {
            MontraSalePdf: { render(d: unknown, b: unknown): Promise<number> };
          }
        ).MontraSalePdf;
        const t0 = performance.now();
        await api.render(definition, branding); // first render: loads and registers the fonts
        const first = performance.now() - t0;
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < runs; i += 1) {
          const t = performance.now();
          bytes = await api.render(definition, branding);
          times.push(performance.now() - t);
        }
        return { first, times, bytes };
      },
      { definition, logoBase64: logo.toString('base64'), runs: RUNS },
    );
  } finally {
    await browser.close();
  }
}

export async function salePdfBench(): Promise<void> {
  const definition = contract();
  const logo = await logoPng();
  const branding: Branding = {
    name: 'Auto Demo Aveiro',
    color: '#1a365d',
    logo: new Uint8Array(logo).buffer,
  };
  const server = await onServer(definition, branding);
  console.log(
    `sale contract PDF on the server (node pdfkit): median ${server.median.toFixed(1)} ms over ${RUNS} renders, ` +
      `${(server.bytes / 1024).toFixed(0)} KB`,
  );
  const device = await onDevice(definition, logo, await bundle());
  console.log(
    `sale contract PDF on the device (Chromium, pdfkit browser build): median ${median(device.times).toFixed(1)} ms ` +
      `over ${RUNS} renders (first ${device.first.toFixed(0)} ms), ${(device.bytes / 1024).toFixed(0)} KB`,
  );
}
