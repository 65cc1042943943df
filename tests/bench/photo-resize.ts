/**
 * The bench's Chromium part: the device resize of a 12 MP camera JPEG
 * (src/data/media/resize-image.ts, bundled as the app bundles it) timed in
 * real Chromium, as the median of several runs, with the queued size — the
 * issue's target is ≈ 300–500 KB for a 12 MP photo.
 */
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { build } from 'vite';
import { BENCH_CHROMIUM_PATH } from '../support/local';

const RUNS = Number(process.env.BENCH_RESIZE_RUNS ?? 7);

/** A 4000 × 3000 JPEG with camera-like detail (noise over a gradient), quality 92. */
async function cameraJpeg(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    const noise = (seed >> 16) & 31;
    pixels[i] = (x / width) * 200 + noise;
    pixels[i + 1] = 90 + noise;
    pixels[i + 2] = 160 - (x / width) * 100 + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function bundle(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: 'src/data/media/resize-image.ts', formats: ['iife'], name: 'MontraResize' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const chunk = outputs.find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('no bundle');
  return chunk.code;
}

export async function photoResizeBench(): Promise<void> {
  const [code, jpeg] = await Promise.all([bundle(), cameraJpeg()]);
  const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>bench</title>');
    await page.addScriptTag({ content: code });
    const result = await page.evaluate(
      async ({ base64, runs }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const input = new Blob([bytes], { type: 'image/jpeg' });
        const resize = (
          globalThis as unknown as { MontraResize: { resizeImage(b: Blob): Promise<Blob | null> } }
        ).MontraResize.resizeImage;
        const times: number[] = [];
        let out: Blob | null = null;
        for (let i = 0; i < runs; i += 1) {
          const t = performance.now();
          out = await resize(input);
          times.push(performance.now() - t);
        }
        const page = globalThis as unknown as {
          createImageBitmap(b: Blob): Promise<{ width: number; height: number }>;
        };
        const bitmap = out ? await page.createImageBitmap(out) : null;
        return { times, bytes: out?.size ?? 0, width: bitmap?.width ?? 0, height: bitmap?.height ?? 0 };
      },
      { base64: jpeg.toString('base64'), runs: RUNS },
    );
    const sorted = [...result.times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `photo resize in Chromium (12 MP JPEG ${(jpeg.length / 1024).toFixed(0)} KB, EXIF 6): median ` +
        `${median.toFixed(0)} ms over ${RUNS} runs; queued ${result.width}×${result.height} ` +
        `${(result.bytes / 1024).toFixed(0)} KB (target ≈ 300–500 KB)`,
    );
  } finally {
    await browser.close();
  }
}
