/** Pieces every sale document shares: who is who, the vehicle, the amounts, the place and date. */
import type { SaleClient } from '../entities';
import type { VehicleState } from '../enums';
import { formatDateDash, formatEuro, formatKmExact } from '../format';
import { FUEL_LABELS, VEHICLE_STATE_LABELS } from '../labels';
import type { DocumentCompany, FieldRow, SaleDocumentContext } from './model';

const present = (text: string | null | undefined): text is string =>
  text !== null && text !== undefined && text.trim() !== '';

/** 'Avenida 25 de Abril, 112, 3830-044 Ílhavo' (the parts the company has). */
export function companyAddress(company: DocumentCompany): string {
  const place = [company.postalCode, company.city].filter(present).join(' ');
  return [company.address, place].filter(present).join(', ');
}

/**
 * The seller's legal identity at every page's foot (issue 24): name, NIPC, registered address
 * and contacts — what identifies the seller on a contract the client signs.
 */
export function companyFooter(company: DocumentCompany): string {
  const parts = [
    company.name,
    present(company.nif) ? `NIPC\u00a0${company.nif}` : null,
    companyAddress(company),
    present(company.phone) ? `Tel.\u00a0${company.phone}` : null,
    present(company.email) ? `E-mail\u00a0${company.email}` : null,
  ];
  // A label stays with its value when the line wraps (no-break spaces).
  return parts.filter(present).join(' · ');
}

export const dash = (text: string | null | undefined): string =>
  text !== null && text !== undefined && text.trim() !== '' ? text.trim() : '—';

/** Exact kilometres: a contract must not round (the lists' formatMileage keeps 3 digits). */
export const formatKm = formatKmExact;

/** 'Renault Clio 1.5 dCi'. */
export function vehicleName(ctx: SaleDocumentContext): string {
  const { brand, model, version } = ctx.vehicle;
  return [brand, model, version].filter((part) => part && part.trim() !== '').join(' ');
}

export function subtitle(ctx: SaleDocumentContext): string {
  return `${vehicleName(ctx)} — ${ctx.vehicle.licensePlate}`;
}

/** The kilometres the sale recorded, else the vehicle's. */
export const saleKm = (ctx: SaleDocumentContext) =>
  ctx.sale.vehicleKilometersOnSaleDate ?? ctx.vehicle.mileage;

export function vehicleRows(ctx: SaleDocumentContext): FieldRow[] {
  const v = ctx.vehicle;
  return [
    { label: 'Marca', value: dash(v.brand) },
    { label: 'Modelo', value: dash(v.model) },
    { label: 'Versão', value: dash(v.version) },
    { label: 'Matrícula', value: dash(v.licensePlate) },
    { label: 'Data da 1.ª matrícula', value: formatDateDash(v.firstDateLicensePlate ?? v.dateVehicle) },
    { label: 'Combustível', value: v.fuel ? FUEL_LABELS[v.fuel] : '—' },
    { label: 'Estado', value: v.state ? VEHICLE_STATE_LABELS[v.state] : '—' },
    { label: 'Quilómetros na data da venda', value: formatKm(saleKm(ctx)) },
  ];
}

function address(client: SaleClient): string {
  const street = dash(client.street);
  const place = [client.postalCode, client.parish, client.county, client.district]
    .filter((p) => p && p.trim() !== '')
    .join(', ');
  return place ? `${street === '—' ? '' : `${street}, `}${place}` : street;
}

export function clientRows(client: SaleClient): FieldRow[] {
  return [
    { label: 'Nome', value: dash(client.name) },
    { label: 'N.º de identificação civil', value: dash(client.citizenshipNumber) },
    { label: 'Validade', value: formatDateDash(client.expireCcDate) },
    { label: 'NIF', value: dash(client.financeNumber) },
    { label: 'Morada', value: address(client) },
    { label: 'Telemóvel', value: dash(client.mobileNumber) },
    { label: 'E-mail', value: dash(client.email) },
  ];
}

export function sellerRows(ctx: SaleDocumentContext): FieldRow[] {
  return [
    { label: 'Empresa', value: dash(ctx.company.name) },
    { label: 'NIPC', value: dash(ctx.company.nif) },
    { label: 'Sede', value: dash(companyAddress(ctx.company)) },
    { label: 'Stand', value: dash(ctx.standLocation) },
    { label: 'Vendedor', value: dash(ctx.sellerName) },
  ];
}

/** 'Lisboa, 23-11-2026' (the stand's place, the day of printing). */
export function placeAndDate(ctx: SaleDocumentContext): string {
  const date = formatDateDash(ctx.today);
  return ctx.standLocation ? `${ctx.standLocation}, ${date}` : date;
}

export function signatures(ctx: SaleDocumentContext): FieldRow[] {
  return [
    { label: 'O Vendedor', value: ctx.company.name },
    { label: 'O Comprador', value: ctx.sale.client.name },
  ];
}

export const euro = (value: number | null | undefined): string => formatEuro(value ?? null);

/**
 * The legal warranty (DL 84/2021 art. 12.º): 3 years; for a used vehicle the
 * parties may agree a shorter term, never under 18 months. An agreed term
 * below that minimum does not bind the buyer: the minimum applies. With no
 * agreed term, the 3 years apply whatever the state.
 */
export const LEGAL_WARRANTY_MONTHS = 36;
export const LEGAL_WARRANTY_USED_MIN_MONTHS = 18;

export interface WarrantyTerm {
  /** The shortest term the law lets the parties agree for this vehicle. */
  legalMinMonths: number;
  /** What the sale says (monthWarranty), or null when the sale says nothing. */
  agreedMonths: number | null;
  /** What the buyer has: the agreed term, the minimum when the agreed is shorter, 3 years when none. */
  appliedMonths: number;
  belowLegal: boolean;
}

export function warrantyTerm(state: VehicleState | null, monthWarranty: number | null): WarrantyTerm {
  const legalMinMonths = state === 'NEW' ? LEGAL_WARRANTY_MONTHS : LEGAL_WARRANTY_USED_MIN_MONTHS;
  const agreedMonths = monthWarranty ?? null;
  const belowLegal = agreedMonths !== null && agreedMonths < legalMinMonths;
  let appliedMonths = LEGAL_WARRANTY_MONTHS;
  if (agreedMonths !== null) appliedMonths = belowLegal ? legalMinMonths : agreedMonths;
  return { legalMinMonths, agreedMonths, appliedMonths, belowLegal };
}

export const months = (n: number) => (n === 1 ? '1 mês' : `${n} meses`);
