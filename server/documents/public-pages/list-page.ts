/**
 * GET /stock/{slug}: the company's published vehicles (issue 25 §2), 24 a page, featured first,
 * with the filters as a plain GET form (no JavaScript) and links between pages.
 */
import { formatEuro, formatMileage } from '../../../src/domain/format';
import { FUELS } from '../../../src/domain/enums';
import { FUEL_LABELS } from '../../../src/domain/labels';
import {
  publicFiltersToQuery,
  publicListPriceStruck,
  publicPrice,
  publicVehicleName,
  publicYear,
  type PublicFilters,
  type PublicVehicle,
} from '../../../src/domain/public-catalogue';
import { countLabel } from '../../../src/domain/plural';
import { esc, page, type PageCompany } from './html';

export interface ListCard {
  vehicle: PublicVehicle;
  /** Public address of the card's photo (≈ 640 px), or null. */
  photo: string | null;
}

export interface ListPageData {
  company: PageCompany;
  /** Absolute address of this page, and of the share image (the first card's photo). */
  url: string;
  image: string | null;
  cards: ListCard[];
  total: number;
  pages: number;
  brands: string[];
  filters: PublicFilters;
}

export function priceHtml(v: PublicVehicle): string {
  const price = publicPrice(v);
  if (price === null) return '<p class="price">Preço sob consulta</p>';
  const struck = publicListPriceStruck(v);
  return `<p class="price">${struck !== null ? `<del>${esc(formatEuro(struck))}</del>` : ''}${esc(formatEuro(price))}</p>`;
}

export function vehicleMeta(v: PublicVehicle): string {
  return [
    publicYear(v),
    v.mileage === null ? null : formatMileage(v.mileage),
    v.fuel ? FUEL_LABELS[v.fuel] : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function card(slug: string, { vehicle: v, photo }: ListCard, eager: boolean): string {
  const name = publicVehicleName(v);
  const img = photo
    ? `<img src="${esc(photo)}" alt="${esc(name)}" width="640" height="480"${eager ? '' : ' loading="lazy"'} decoding="async">`
    : '<div class="noimg" role="img" aria-label="Sem fotografia"></div>';
  return `<li class="card">${v.isFeatured ? '<span class="badge">Destaque</span>' : ''}<a href="/stock/${esc(slug)}/${esc(v.uuid)}">${img}<div class="body"><h2>${esc(name)}</h2><p class="meta">${esc(vehicleMeta(v))}</p>${priceHtml(v)}</div></a></li>`;
}

function option(value: string, label: string, selected: boolean): string {
  return `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;
}

function filterForm(d: ListPageData): string {
  const f = d.filters;
  const brands = d.brands.map((b) => option(b, b, f.marca?.toLowerCase() === b.toLowerCase())).join('');
  const fuels = FUELS.map((fuel) => option(fuel, FUEL_LABELS[fuel], f.combustivel === fuel)).join('');
  return `<form class="filters" method="get" action="/stock/${esc(d.company.slug)}"><label>Marca<select name="marca">${option('', 'Todas', !f.marca)}${brands}</select></label><label>Combustível<select name="combustivel">${option('', 'Todos', !f.combustivel)}${fuels}</select></label><label>Preço máximo (€)<input type="number" name="precoMax" min="0" step="500" inputmode="numeric" value="${esc(f.precoMax ?? '')}"></label><button type="submit">Filtrar</button></form>`;
}

function pagination(d: ListPageData): string {
  if (d.pages <= 1) return '';
  const at = d.filters.page;
  const link = (p: number, text: string, rel?: string) =>
    `<a href="/stock/${esc(d.company.slug)}${esc(publicFiltersToQuery(d.filters, p))}"${rel ? ` rel="${rel}"` : ''}>${esc(text)}</a>`;
  return `<nav class="pages" aria-label="Paginação">${at > 1 ? link(at - 1, 'Anterior', 'prev') : ''}<span aria-current="page">Página ${at} de ${d.pages}</span>${at < d.pages ? link(at + 1, 'Seguinte', 'next') : ''}</nav>`;
}

export function listPage(d: ListPageData): string {
  const title = `Viaturas em stock — ${d.company.name}`;
  const found = countLabel(d.total, 'viatura', 'viaturas');
  const cards =
    d.cards.length > 0
      ? `<ul class="cards">${d.cards.map((c, i) => card(d.company.slug, c, i < 4)).join('')}</ul>`
      : '<p>Não há viaturas com estes critérios.</p>';
  return page(
    d.company,
    {
      title,
      description: `${found} à venda em ${d.company.name}.`,
      url: d.url,
      image: d.image,
    },
    `<h1>${esc(title)}</h1>${filterForm(d)}<p class="count" role="status">${esc(found)}</p>${cards}${pagination(d)}`,
  );
}
