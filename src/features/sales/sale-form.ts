/**
 * What the sale forms start with and the options they offer (spec 02 §2
 * "New sale", §6): a new sale dated today in the user's name, or the sale
 * as it is; the sellers of the company, the financing companies of the
 * company, the civil states. Texts start as '' and numbers as null, so an
 * untouched field never makes the form dirty.
 */
import type { Sale, Stand, Vehicle } from '../../domain/entities';
import { can } from '../../domain/permissions';
import type { SaleFormValues } from '../../domain/schemas/sales';
import { userLabel, type Financial, type User } from '../../domain/types';
import type { SelectOption } from '../../ui/form-section';

const text = (value: string | null | undefined) => value ?? '';

export const EMPTY_RETAKE: NonNullable<SaleFormValues['retakeVehicle']> = {
  brand: '',
  model: '',
  licensePlate: '',
  mileage: null,
  retakeValue: null,
};

export function saleFormDefaults(
  vehicle: Vehicle,
  sale: Sale | null,
  { userUuid, today }: { userUuid: string; today: string },
): SaleFormValues {
  const c = sale?.client;
  const r = sale?.retakeVehicle;
  return {
    vehicleUuid: vehicle.uuid,
    dateOfSale: sale?.dateOfSale ?? today,
    sellerUuid: sale?.sellerUuid ?? userUuid,
    processDate: text(sale?.processDate),
    deliverDate: text(sale?.deliverDate),
    forecastDate: text(sale?.forecastDate),
    monthWarranty: sale?.monthWarranty ?? null,
    mileageWarranty: sale?.mileageWarranty ?? null,
    origin: (sale?.origin ?? null) as SaleFormValues['origin'],
    standLocation: text(sale?.standLocation),
    vehicleKilometersOnSaleDate: sale ? sale.vehicleKilometersOnSaleDate : (vehicle.mileage ?? null),
    // A new sale starts at the list price (the seller changes it as agreed).
    salePrice: (sale ? sale.salePrice : (vehicle.sellerPrice ?? undefined)) as number,
    effectivePrice: sale?.effectivePrice ?? null,
    onSignedContractValue: sale?.onSignedContractValue ?? null,
    onVehicleDeliveryValue: sale?.onVehicleDeliveryValue ?? null,
    loan: sale?.loan ?? false,
    loanValue: sale?.loan ? (sale.loanValue ?? null) : 0,
    loanCompany: sale?.loanCompany ?? null,
    retake: sale?.retake ?? false,
    retakeVehicle: r
      ? {
          brand: text(r.brand),
          model: text(r.model),
          licensePlate: text(r.licensePlate),
          mileage: r.mileage,
          retakeValue: r.retakeValue ?? null,
        }
      : { ...EMPTY_RETAKE },
    businessNotes: text(sale?.businessNotes),
    workToBeDone: text(sale?.workToBeDone),
    client: {
      name: text(c?.name),
      birthDate: text(c?.birthDate),
      civilState: c?.civilState ?? null,
      citizenshipNumber: text(c?.citizenshipNumber),
      expireCcDate: text(c?.expireCcDate),
      financeNumber: text(c?.financeNumber),
      street: text(c?.street),
      parish: text(c?.parish),
      county: text(c?.county),
      district: text(c?.district),
      postalCode: text(c?.postalCode),
      mobileNumber: text(c?.mobileNumber),
      email: text(c?.email),
      activity: text(c?.activity),
      observations: text(c?.observations),
    },
    ...(sale ? { uuid: sale.uuid, rowVersion: sale.rowVersion } : {}),
  };
}

/** The civil states of the client (the spec names no list). */
export const CIVIL_STATES = [
  'Solteiro(a)',
  'Casado(a)',
  'União de facto',
  'Divorciado(a)',
  'Viúvo(a)',
] as const;

export function civilStateOptions(current: string | null | undefined): SelectOption[] {
  const options: SelectOption[] = CIVIL_STATES.map((s) => ({ value: s, label: s }));
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current });
  return options;
}

/** Who may sell: active users of the company with a sale role, plus the seller already kept. */
export function saleSellerOptions(
  users: readonly User[],
  current: string | null | undefined,
): SelectOption[] {
  const options = users
    .filter((u) => !u.isSuperUser && can(u, 'sale.create'))
    .filter((u) => u.isActive || u.uuid === current)
    .sort((a, b) => userLabel(a).localeCompare(userLabel(b), 'pt'))
    .map((u) => ({ value: u.uuid, label: userLabel(u) }));
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current });
  return options;
}

export function financialOptions(financials: readonly Financial[]): SelectOption[] {
  return [...financials]
    .sort((a, b) => a.name.localeCompare(b.name, 'pt'))
    .map((f) => ({ value: f.uuid, label: f.name }));
}

/** A number the user typed, or null while it is none or no number. */
export const asAmount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * 'Local do stand' (issue 24): the company's active stands by name; a recorded value that is no
 * longer one of them (an old location code, a stand since closed) stays choosable as it is.
 */
export function saleStandOptions(
  stands: readonly Pick<Stand, 'name' | 'active'>[],
  current: string | null | undefined,
): SelectOption[] {
  const names = stands
    .filter((st) => st.active)
    .map((st) => st.name)
    .sort((a, b) => a.localeCompare(b, 'pt'));
  if (current && !names.includes(current)) names.unshift(current);
  return names.map((name) => ({ value: name, label: name }));
}
