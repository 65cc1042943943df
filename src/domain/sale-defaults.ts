/**
 * What a sale holds beyond the fields its form fills (spec 02 §5 "Sale
 * creation", §6, §7): the process fields the server fills in when a new sale
 * gives none, the ones an edit keeps, the seller a role that may not choose
 * one sells as, and the day a delivery writes. The sale writes show these at
 * once and the server stores them; both call these functions, so the sale a
 * device shows before the server answers is the sale the server keeps.
 */
import type { Actor } from './permissions';
import { sellerIsFixed } from './sales';

/** The fields of a sale the server fills in, and keeps on an edit that leaves them empty. */
export interface SaleProcessFields {
  /** None on a sale recorded without one (the column allows it). */
  processCreatorUuid: string | null;
  processDate: string | null;
  vehicleKilometersOnSaleDate: number | null;
  standLocation: string | null;
}

/** What a sale payload may say of them (a payload never chooses the process creator). */
export interface SaleProcessInput {
  processDate?: string | null;
  vehicleKilometersOnSaleDate?: number | null;
  standLocation?: string | null;
}

/** Where a new sale is made: by whom, on what day, the vehicle's mileage and the location of its stand. */
export interface NewSaleContext {
  creatorUuid: string;
  /** YYYY-MM-DD. */
  today: string;
  mileage: number | null;
  standLocation: string | null;
}

/** The process fields of a sale: the payload's where it gives them, the fallback's where it gives none. */
function processFields(input: SaleProcessInput, fallback: SaleProcessFields): SaleProcessFields {
  return {
    processCreatorUuid: fallback.processCreatorUuid,
    processDate: input.processDate ?? fallback.processDate,
    vehicleKilometersOnSaleDate: input.vehicleKilometersOnSaleDate ?? fallback.vehicleKilometersOnSaleDate,
    standLocation: input.standLocation ?? fallback.standLocation,
  };
}

/**
 * A new sale: processed by its creator, today, at the vehicle's mileage and at its stand's
 * location — each unless the payload gives one.
 */
export function newSaleFields(input: SaleProcessInput, context: NewSaleContext): SaleProcessFields {
  return processFields(input, {
    processCreatorUuid: context.creatorUuid,
    processDate: context.today,
    vehicleKilometersOnSaleDate: context.mileage,
    standLocation: context.standLocation,
  });
}

/** An edited sale keeps its creator, and its process date, mileage and location where the payload gives none. */
export function keptSaleFields(input: SaleProcessInput, stored: SaleProcessFields): SaleProcessFields {
  return processFields(input, stored);
}

/**
 * The seller a role that may not choose one (a SELLER) sells as, whatever the payload says: the
 * sale's own seller on an edit, itself on a new sale; null when the role chooses (the payload's).
 */
export function fixedSeller(actor: Actor & { uuid: string }, stored?: string | null): string | null {
  return sellerIsFixed(actor) ? (stored ?? actor.uuid) : null;
}

/** The delivery date a delivery writes on the vehicle's sale: today, unless the sale has one (null: none to write). */
export function deliveryDateToWrite(sale: { deliverDate: string | null }, today: string): string | null {
  return sale.deliverDate ? null : today;
}
