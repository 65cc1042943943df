/**
 * One sale for every SOLD and DELIVERED generated vehicle: price, payment
 * split, financing by one of the company's financing companies, an occasional
 * trade-in, and the client. Dates follow the vehicle's sale and delivery days.
 */
import { CONTACT_ORIGINS } from '../../src/domain/enums';
import type { sales } from '../db/schema';
import {
  ACTIVITIES,
  CATALOGUE,
  emailOf,
  licencePlate,
  mobilePhone,
  nif,
  personName,
  randInt,
  roundTo,
  STREETS,
  type Place,
} from './demo-catalogue';
import type { SeededVehicle } from './demo-vehicles';
import { daysAgo, pick, prng, stableUuid } from './ids';

export type NewSale = typeof sales.$inferInsert;

export interface SalesPlan {
  key: string;
  seed: number;
  /** Who sells (sellerUuid) and who opens the process (processCreatorUuid). */
  sellers: readonly string[];
  creators: readonly string[];
  financials: readonly string[];
  places: readonly Place[];
}

const CIVIL_STATES = ['Solteiro(a)', 'Casado(a)', 'Divorciado(a)', 'União de facto', 'Viúvo(a)'];
const BUSINESS_NOTES = [
  'Sinal pago por transferência bancária.',
  'Cliente pediu fatura em nome da empresa.',
  'Desconto de campanha aplicado.',
  'Entrega com depósito cheio.',
  null,
];
const WORK_TO_BE_DONE = [
  'Revisão completa antes da entrega.',
  'Substituir pastilhas de travão.',
  'Polimento e limpeza interior.',
  'Colocar película nos vidros traseiros.',
  null,
];
const CLIENT_NOTES = [
  'Prefere contacto por e-mail.',
  'Cliente recorrente.',
  'Pagamento do restante na entrega.',
  null,
];

export function buildSales(list: readonly SeededVehicle[], plan: SalesPlan, today: Date): NewSale[] {
  const rand = prng(plan.seed);
  return list
    .filter((v) => v.saleDaysAgo !== null)
    .map((v, ordinal) => {
      const saleDaysAgo = v.saleDaysAgo ?? 0;
      const listPrice = v.row.sellerPrice || roundTo((v.row.buyPrice ?? 5000) * 1.2, 250);
      const salePrice = listPrice - roundTo(rand() * 600, 50);

      const hasRetake = ordinal % 4 === 1 || rand() < 0.1;
      const retakeModel = pick(rand, CATALOGUE);
      const retakeYearsAgo = randInt(rand, 8, 20);
      const retakeValue = roundTo(Math.min(salePrice * 0.5, 800 + rand() * 5000), 100);
      const effectivePrice = salePrice - (hasRetake ? retakeValue : 0);

      const deposit = roundTo(Math.min(effectivePrice * 0.2, 500 + rand() * 2000), 50);
      const loan = (ordinal % 5 === 0 || rand() < 0.35) && effectivePrice - deposit >= 1000;
      const loanValue = loan ? roundTo((effectivePrice - deposit) * (0.5 + rand() * 0.5), 100) : null;
      const loanCompany = loan ? pick(rand, plan.financials) : null;

      const clientName = personName(rand);
      const [parish, county, district, postal] = pick(rand, plan.places);
      const state = v.row.state ?? 'USED';
      const forecastDaysAgo = saleDaysAgo - randInt(rand, 3, 14);

      return {
        uuid: stableUuid(`sale:${plan.key}:${v.index}`),
        companyUuid: v.row.companyUuid,
        vehicleUuid: v.row.uuid,
        processDate: daysAgo(today, saleDaysAgo),
        processCreatorUuid: pick(rand, plan.creators),
        dateOfSale: daysAgo(today, saleDaysAgo),
        sellerUuid: pick(rand, plan.sellers),
        deliverDate: v.deliverDaysAgo === null ? null : daysAgo(today, v.deliverDaysAgo),
        monthWarranty: state === 'NEW' ? 36 : state === 'SEMI_NEW' ? 24 : 18,
        mileageWarranty: state === 'NEW' ? 100000 : null,
        salePrice,
        effectivePrice,
        onSignedContractValue: deposit,
        onVehicleDeliveryValue: Math.max(0, effectivePrice - deposit - (loanValue ?? 0)),
        loan,
        loanValue,
        loanCompany,
        origin: pick(rand, CONTACT_ORIGINS),
        standLocation: v.standName,
        vehicleKilometersOnSaleDate: (v.row.mileage ?? 0) + randInt(rand, 0, 150),
        businessNotes: pick(rand, BUSINESS_NOTES),
        workToBeDone: pick(rand, WORK_TO_BE_DONE),
        forecastDate: daysAgo(today, v.deliverDaysAgo ?? forecastDaysAgo),
        hasRetake,
        retakeBrand: hasRetake ? retakeModel.brand : null,
        retakeModel: hasRetake ? retakeModel.model : null,
        retakeLicensePlate: hasRetake ? licencePlate(rand, daysAgo(today, retakeYearsAgo * 365)) : null,
        retakeMileage: hasRetake ? randInt(rand, 120, 260) * 1000 : null,
        retakeValue: hasRetake ? retakeValue : null,
        clientName,
        clientBirthDate: daysAgo(today, randInt(rand, 20 * 365, 70 * 365)),
        clientCivilState: pick(rand, CIVIL_STATES),
        clientCitizenshipNumber: `${randInt(rand, 10000000, 19999999)} ${randInt(rand, 0, 9)} ZZ${randInt(rand, 0, 9)}`,
        clientExpireCcDate: daysAgo(today, -randInt(rand, 60, 3000)),
        clientFinanceNumber: nif(rand),
        clientStreet: `${pick(rand, STREETS)}, ${randInt(rand, 1, 250)}`,
        clientParish: parish,
        clientCounty: county,
        clientDistrict: district,
        clientPostalCode: `${postal}-${String(randInt(rand, 1, 999)).padStart(3, '0')}`,
        clientMobileNumber: mobilePhone(rand),
        clientEmail: rand() < 0.85 ? emailOf(clientName, rand) : null,
        clientActivity: pick(rand, ACTIVITIES),
        clientObservations: pick(rand, CLIENT_NOTES),
      };
    });
}
