/**
 * GET /stock/{slug}/{vehicleUuid}: one published vehicle (issue 25 §2) — its gallery (links to the
 * full photos, no JavaScript), the DL 74/93 data, the descriptions and extras, the enquiry form
 * (posted as a plain form to /api/public/{slug}/leads), with schema.org Car JSON-LD and Open Graph
 * tags for the share preview. The form comes back with its message and the values typed when an
 * enquiry is refused.
 */
import { formatEuro } from '../../../src/domain/format';
import { GEARBOX_LABELS, VEHICLE_STATE_LABELS, VEHICLE_TYPE_LABELS } from '../../../src/domain/labels';
import {
  publicLegalRows,
  publicPrice,
  publicVehicleName,
  publicYear,
  type PublicVehicle,
} from '../../../src/domain/public-catalogue';
import { esc, jsonLd, page, type PageCompany } from './html';
import { priceHtml, vehicleMeta } from './list-page';

export interface VehiclePhotoLinks {
  url: string;
  gallery: string;
}

/** What the enquiry form shows: a message (error or thanks) and the values typed. */
export interface LeadFormState {
  kind: 'error' | 'ok';
  message: string;
  fields?: Record<string, string>;
  values?: Partial<Record<'name' | 'phone' | 'email' | 'message', string>>;
}

export interface VehiclePageData {
  company: PageCompany;
  /** Absolute base address (https://host): og:image and JSON-LD want absolute addresses. */
  base: string;
  vehicle: PublicVehicle;
  photos: VehiclePhotoLinks[];
  form?: LeadFormState;
}

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

function specs(v: PublicVehicle): string {
  const rows: [string, string | null][] = [
    ...publicLegalRows(v).map((r): [string, string] => [r.label, r.value]),
    ['Estado', v.state ? VEHICLE_STATE_LABELS[v.state] : null],
    ['Tipo', v.typeVehicle ? VEHICLE_TYPE_LABELS[v.typeVehicle] : null],
    ['Caixa', v.shift ? GEARBOX_LABELS[v.shift] : null],
    ['Potência', v.motorPower ? `${v.motorPower} cv` : null],
    ['Cilindrada', v.cylinder ? `${v.cylinder} cm³` : null],
    ['Cor', v.color],
    ['Portas', v.numberDoors === null ? null : String(v.numberDoors)],
    ['Lugares', v.numberSeats === null ? null : String(v.numberSeats)],
  ];
  return `<dl class="specs">${rows
    .filter((r): r is [string, string] => r[1] !== null && r[1] !== '')
    .map(([label, value]) => `<dt>${esc(label)}</dt><dd>${esc(value)}</dd>`)
    .join('')}</dl>`;
}

function gallery(name: string, photos: VehiclePhotoLinks[]): string {
  const [first, ...rest] = photos;
  if (!first) return '<div class="noimg" role="img" aria-label="Sem fotografia"></div>';
  const thumbs = rest
    .map(
      (p, i) =>
        `<li><a href="${esc(p.url)}"><img src="${esc(p.gallery)}" alt="${esc(`${name}, fotografia ${i + 2}`)}" width="160" height="120" loading="lazy" decoding="async"></a></li>`,
    )
    .join('');
  return `<div class="gallery"><a href="${esc(first.url)}"><img src="${esc(first.gallery)}" alt="${esc(name)}" width="640" height="480"></a>${thumbs ? `<ul class="thumbs">${thumbs}</ul>` : ''}</div>`;
}

function input(
  name: 'name' | 'phone' | 'email',
  label: string,
  type: string,
  autocomplete: string,
  form?: LeadFormState,
): string {
  const error = form?.fields?.[name];
  const id = `lead-${name}`;
  return `<label for="${id}">${esc(label)}<input id="${id}" name="${name}" type="${type}" autocomplete="${autocomplete}" value="${esc(form?.values?.[name] ?? '')}"${name === 'name' ? ' required' : ''}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}></label>${error ? `<p class="alert error" id="${id}-error">${esc(error)}</p>` : ''}`;
}

export function leadForm(slug: string, vehicleUuid: string | null, form?: LeadFormState): string {
  const alert = form
    ? `<div class="alert ${form.kind === 'ok' ? 'ok' : 'error'}" role="${form.kind === 'ok' ? 'status' : 'alert'}">${esc(form.message)}</div>`
    : '';
  const messageError = form?.fields?.message;
  return `<section aria-labelledby="lead-title"><h2 id="lead-title">Pedir informações</h2>${alert}<form class="lead" method="post" action="/api/public/${esc(slug)}/leads">${vehicleUuid ? `<input type="hidden" name="vehicle" value="${esc(vehicleUuid)}">` : ''}${input('name', 'Nome', 'text', 'name', form)}${input('phone', 'Telefone', 'tel', 'tel', form)}${input('email', 'E-mail', 'email', 'email', form)}<label for="lead-message">Mensagem<textarea id="lead-message" name="message" rows="4"${messageError ? ' aria-invalid="true"' : ''}>${esc(form?.values?.message ?? '')}</textarea></label>${messageError ? `<p class="alert error">${esc(messageError)}</p>` : ''}<div class="hp"><label for="lead-website">Não preencha este campo<input id="lead-website" name="website" type="text" tabindex="-1" autocomplete="off"></label></div><p class="meta">Indique um telefone ou um e-mail.</p><button type="submit">Enviar pedido</button></form></section>`;
}

function carJsonLd(d: VehiclePageData, url: string, images: string[]): string {
  const v = d.vehicle;
  const price = publicPrice(v);
  return jsonLd({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: publicVehicleName(v),
    brand: { '@type': 'Brand', name: v.brand },
    model: v.model,
    ...(v.version ? { vehicleConfiguration: v.version } : {}),
    ...(publicYear(v) ? { vehicleModelDate: publicYear(v) } : {}),
    ...(v.mileage !== null
      ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: v.mileage, unitCode: 'KMT' } }
      : {}),
    ...(v.fuel ? { fuelType: v.fuel } : {}),
    ...(v.color ? { color: v.color } : {}),
    ...(v.shortDescription ? { description: v.shortDescription } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    url,
    offers: {
      '@type': 'Offer',
      ...(price !== null ? { price, priceCurrency: 'EUR' } : { priceCurrency: 'EUR' }),
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@type': 'AutoDealer', name: d.company.name },
    },
  });
}

export function vehiclePage(d: VehiclePageData): string {
  const v = d.vehicle;
  const name = publicVehicleName(v);
  const url = `${d.base}/stock/${d.company.slug}/${v.uuid}`;
  const images = d.photos.map((p) => absolute(d.base, p.url));
  const price = publicPrice(v);
  const description = v.shortDescription?.trim() || `${name} — ${vehicleMeta(v)}`;
  const extras =
    v.vehicleExtras.length > 0
      ? `<h2>Equipamento</h2><ul>${v.vehicleExtras.map((e) => `<li>${esc(e)}</li>`).join('')}</ul>`
      : '';
  const body = `<p><a href="/stock/${esc(d.company.slug)}">← Todas as viaturas</a></p><h1>${esc(name)}</h1><div class="detail"><div>${gallery(name, d.photos)}</div><div>${priceHtml(v)}<p class="meta">${esc(vehicleMeta(v))}</p><h2>Dados da viatura</h2>${specs(v)}</div></div>${v.shortDescription ? `<h2>Descrição</h2><p class="text">${esc(v.shortDescription)}</p>` : ''}${v.longDescription ? `<p class="text">${esc(v.longDescription)}</p>` : ''}${extras}${leadForm(d.company.slug, v.uuid, d.form)}`;
  return page(
    d.company,
    {
      title: `${name}${price !== null ? ` — ${formatEuro(price)}` : ''} | ${d.company.name}`,
      description,
      url,
      image: images[0] ?? null,
      extra: carJsonLd(d, url, images),
      index: d.form === undefined,
    },
    body,
  );
}
