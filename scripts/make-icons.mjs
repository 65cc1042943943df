// Renders the PWA icons from public/icons/logo.svg (run once; the PNGs are committed).
import sharp from 'sharp';

const svg = 'public/icons/logo.svg';
await sharp(svg).resize(192, 192).png().toFile('public/icons/icon-192.png');
await sharp(svg).resize(512, 512).png().toFile('public/icons/icon-512.png');
await sharp(svg).resize(180, 180).png().toFile('public/icons/apple-touch-icon.png');
// Maskable: the mark inside the central safe zone (80%) on a full-bleed background.
const inner = await sharp(svg).resize(360, 360).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#c53030' } })
  .composite([{ input: inner, top: 76, left: 76 }])
  .png()
  .toFile('public/icons/maskable-512.png');
