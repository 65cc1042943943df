/**
 * The public catalogue's HTML (issue 25): the pieces every page shares — escaping, the document
 * around a page (lang pt-PT, Open Graph, the company's colour and logo, its own small stylesheet,
 * no app bundle) and the JSON-LD block. Everything from the database goes through `esc` (text and
 * attributes alike), so a '<script>' typed in a description shows as text.
 */
import { PUBLIC_STYLESHEET } from './styles';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe inside HTML. */
export function esc(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** JSON inside <script type="application/ld+json">: no '</script>' or comment can close it early. */
export function jsonLd(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** The company as its pages show it. Phone and address are shown when the company has them. */
export interface PageCompany {
  name: string;
  slug: string;
  /** #rrggbb or null (a neutral dark blue then). */
  color: string | null;
  /** Public address of the logo, or null. */
  logo: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
}

export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page (canonical, og:url). */
  url: string;
  /** Absolute address of the share image. */
  image: string | null;
  /** Extra markup in <head> (JSON-LD). */
  extra?: string;
  /** Search engines may list the page (not the refusals). */
  index?: boolean;
}

const DEFAULT_COLOR = '#1a365d';

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of #rrggbb. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The page's colours from the company's: its colour where it reads on white (links, prices);
 * a dark stand-in where it does not (a pale yellow brand), and header text that reads on it.
 */
export function pageColours(color: string | null): { brand: string; onBrand: string; accent: string } {
  const brand = color && /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : DEFAULT_COLOR;
  const onBrand = contrast(brand, '#ffffff') >= 4.5 ? '#ffffff' : '#111111';
  const accent = contrast(brand, '#ffffff') >= 4.5 ? brand : DEFAULT_COLOR;
  return { brand, onBrand, accent };
}

export function page(company: PageCompany, head: PageHead, body: string): string {
  const { brand, onBrand, accent } = pageColours(company.color);
  const og = [
    ['og:type', 'website'],
    ['og:site_name', company.name],
    ['og:locale', 'pt_PT'],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', head.url],
    ...(head.image ? [['og:image', head.image]] : []),
  ]
    .map(([property, content]) => `<meta property="${esc(property)}" content="${esc(content)}">`)
    .join('');
  const contacts = [
    company.address ? `<p>${esc(company.address)}</p>` : '',
    company.phone
      ? `<p>Telefone: <a href="tel:${esc(company.phone.replace(/[^+\d]/g, ''))}">${esc(company.phone)}</a></p>`
      : '',
    company.email ? `<p>E-mail: <a href="mailto:${esc(company.email)}">${esc(company.email)}</a></p>` : '',
  ].join('');
  return `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(head.title)}</title><meta name="description" content="${esc(head.description)}"><link rel="canonical" href="${esc(head.url)}">${head.index === false ? '<meta name="robots" content="noindex">' : ''}${og}${head.image ? '<meta name="twitter:card" content="summary_large_image">' : ''}<style>:root{--brand:${brand};--on-brand:${onBrand};--accent:${accent}}${PUBLIC_STYLESHEET}</style>${head.extra ?? ''}</head><body><header class="top"><a class="home" href="/stock/${esc(company.slug)}">${company.logo ? `<img src="${esc(company.logo)}" alt="" width="40" height="40">` : ''}<span>${esc(company.name)}</span></a></header><main>${body}</main><footer class="foot"><p><strong>${esc(company.name)}</strong></p>${contacts}</footer></body></html>`;
}

/** The public catalogue's 404: an unknown or closed catalogue, a vehicle no longer for sale. */
export function notFoundPage(): string {
  return `<!doctype html><html lang="pt-PT"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Página não encontrada</title><style>:root{--brand:#1a365d;--on-brand:#fff;--accent:#1a365d}${PUBLIC_STYLESHEET}</style></head><body><main><h1>Página não encontrada</h1><p>Esta viatura já não está disponível ou o endereço está errado.</p></main></body></html>`;
}
