// Renders the demo vehicle photos public/demo/car-1.jpg … car-6.jpg (run once; the JPEGs are committed).
// A simple car silhouette on a showroom background, one body colour per file; the demo seed
// (server/seed/demo-catalogue.ts) maps each vehicle colour to the matching file.
import { mkdirSync, statSync } from 'node:fs';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 400;

/** Body colour and a darker shade for the lower panel, in the order of DEMO_PHOTO_COLOURS. */
const COLOURS = [
  ['Branco', '#f4f5f7', '#c9ccd2'],
  ['Preto', '#23262b', '#111316'],
  ['Cinzento', '#6b7280', '#4b5260'],
  ['Azul', '#2b6cb0', '#1c4a7a'],
  ['Vermelho', '#c53030', '#8c1f1f'],
  ['Prata', '#b8bec7', '#8f96a1'],
];

function carSvg(body, shade) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#e8edf3"/><stop offset="1" stop-color="#cfd8e3"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9aa5b1"/><stop offset="1" stop-color="#6b7785"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#a9c6e0"/><stop offset="1" stop-color="#4a6784"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="270" fill="url(#wall)"/>
  <rect y="270" width="${WIDTH}" height="130" fill="url(#floor)"/>
  <ellipse cx="320" cy="318" rx="250" ry="18" fill="#000" opacity="0.25"/>
  <path d="M88 292 L88 246 Q90 222 120 216 L196 206 L252 160 Q266 150 290 148 L396 148 Q424 150 440 164
           L494 208 L548 220 Q566 226 568 246 L568 292 Z" fill="${body}"/>
  <path d="M88 262 L568 262 L568 292 L88 292 Z" fill="${shade}"/>
  <path d="M212 210 L262 168 Q270 162 284 162 L318 162 L318 210 Z" fill="url(#glass)"/>
  <path d="M330 162 L392 162 Q412 164 424 174 L468 210 L330 210 Z" fill="url(#glass)"/>
  <rect x="548" y="232" width="20" height="12" rx="3" fill="#f6e05e"/>
  <rect x="88" y="232" width="16" height="12" rx="3" fill="#e53e3e"/>
  <g fill="#1a1d21">
    <circle cx="178" cy="292" r="38"/><circle cx="474" cy="292" r="38"/>
  </g>
  <g fill="#a0aec0">
    <circle cx="178" cy="292" r="18"/><circle cx="474" cy="292" r="18"/>
  </g>
  <text x="24" y="380" font-family="sans-serif" font-size="18" fill="#f7fafc" opacity="0.8">Montra · demo</text>
</svg>`;
}

mkdirSync('public/demo', { recursive: true });
for (const [index, [name, body, shade]] of COLOURS.entries()) {
  const file = `public/demo/car-${index + 1}.jpg`;
  await sharp(Buffer.from(carSvg(body, shade)))
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(file);
  console.log(`${file} (${name}): ${Math.round(statSync(file).size / 1024)} KB`);
}
