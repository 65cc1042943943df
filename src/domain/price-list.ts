/**
 * The 'Preçário' sheet (issue 10, spec 02 §7) as data: what Portuguese law
 * (DL 74/93) asks a dealer to show on a car for sale — plate, make, model and
 * version, price, registration date, mileage, fuel and warranty. Pure, so the
 * server renders it to PDF and the device can render the same definition
 * when it is offline (design §2).
 */
import { FUEL_LABELS } from './labels';
import { formatEuro, formatMonthYear } from './format';
import type { Fuel, VehicleState } from './enums';
import { formatListPrice } from './price';
import { hasNoPrice } from './stock';

/** The fields of a vehicle the sheet reads (a mirror record or a database row both fit). */
export interface PriceListVehicle {
  licensePlate: string;
  brand: string;
  model: string;
  version: string | null;
  dateVehicle: string | null;
  firstDateLicensePlate: string | null;
  mileage: number | null;
  fuel: string | null;
  state: string | null;
  sellerPrice: number | null;
  isOnPromotion: boolean;
  promotionPrice: number | null;
}

export interface PriceListRow {
  label: string;
  value: string;
}

export interface PriceListSheet {
  title: string;
  /** 'Renault Clio 1.5 dCi': the heading under the title. */
  vehicleName: string;
  licensePlate: string;
  /** The price as the sheet shows it; absent when printed without a price. */
  price: { label: string; value: string; previous?: string } | null;
  rows: PriceListRow[];
  warranty: string;
}

export const PRICE_LIST_TITLE = 'Preçário';

export const PRICE_LIST_MESSAGES = {
  /** The company's setting is off (the super user switches it on). */
  disabled: 'O preçário não está ativo para esta empresa',
  invalidWithPrice: "Indique 'true' ou 'false'",
} as const;

/** Under the price: a consumer price is shown with VAT in (DL 138/90, art. 1). */
export const PRICE_VAT_NOTE = 'IVA incluído';

/**
 * The download's name (spec 02 §7): the plate, then the document; the sheet without the price
 * says so, so the two never replace each other in the downloads folder.
 */
export const priceListFileName = (licensePlate: string, withPrice = true) =>
  `${licensePlate} ${PRICE_LIST_TITLE}${withPrice ? '' : ' sem preço'}.pdf`;

/**
 * DL 84/2021 art. 12: three years for goods sold new; for used goods the
 * parties may agree a shorter term, never under 18 months. The sheet states
 * the legal minimum, which is what a dealer owes without a written agreement.
 */
export const WARRANTY_NEW =
  'Garantia legal de 3 anos, nos termos do Decreto-Lei n.º 84/2021, de 18 de outubro.';
export const WARRANTY_USED =
  'Garantia legal de 18 meses para veículos usados, nos termos do Decreto-Lei n.º 84/2021, de 18 de outubro.';

// Exact kilometres: the legal sheet must not round (the lists' formatMileage keeps 3 digits).
const kilometres = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 0 });

const dash = (text: string | null | undefined) => (text && text.trim() !== '' ? text : '—');

export function priceListSheet(vehicle: PriceListVehicle, withPrice: boolean): PriceListSheet {
  const vehicleName = [vehicle.brand, vehicle.model, vehicle.version]
    .filter((part): part is string => !!part && part.trim() !== '')
    .join(' ');
  const registered = vehicle.firstDateLicensePlate ?? vehicle.dateVehicle;
  return {
    title: PRICE_LIST_TITLE,
    vehicleName,
    licensePlate: vehicle.licensePlate,
    price: withPrice ? priceOf(vehicle) : null,
    rows: [
      { label: 'Matrícula', value: vehicle.licensePlate },
      { label: 'Marca', value: vehicle.brand },
      { label: 'Modelo', value: vehicle.model },
      { label: 'Versão', value: dash(vehicle.version) },
      { label: 'Data da primeira matrícula', value: formatMonthYear(registered) },
      {
        label: 'Quilómetros',
        // A no-break space keeps 'km' on the number's line.
        value: vehicle.mileage === null ? '—' : `${kilometres.format(vehicle.mileage)}\u00a0km`,
      },
      {
        label: 'Combustível',
        value: vehicle.fuel ? (FUEL_LABELS[vehicle.fuel as Fuel] ?? vehicle.fuel) : '—',
      },
    ],
    warranty: (vehicle.state as VehicleState | null) === 'NEW' ? WARRANTY_NEW : WARRANTY_USED,
  };
}

/** The promotion price when the car is on promotion (the list price shown beside it), else the list price. */
function priceOf(vehicle: PriceListVehicle): NonNullable<PriceListSheet['price']> {
  const promotion = vehicle.isOnPromotion && !hasNoPrice(vehicle.promotionPrice);
  if (promotion) {
    return {
      label: 'Preço promocional',
      value: formatEuro(vehicle.promotionPrice),
      ...(hasNoPrice(vehicle.sellerPrice) ? {} : { previous: formatEuro(vehicle.sellerPrice) }),
    };
  }
  return { label: 'Preço', value: formatListPrice(vehicle.sellerPrice) };
}
