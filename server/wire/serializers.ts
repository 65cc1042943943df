/**
 * Database rows → wire records (design §4): one function per mirrored table,
 * and the REST answers built on them (a record plus its counts or totals).
 * Every row the API sends is shaped here and nowhere else. Field visibility
 * is applied through src/domain/visibility.ts, so the REST answers and the
 * change feed strip the same fields.
 */
import type {
  Category,
  Contact,
  Cost,
  Extra,
  Interaction,
  Photo,
  Sale,
  Stand,
  Supplier,
  UserNotification,
  Vehicle,
  VehicleFile,
  Video,
} from '../../src/domain/entities';
import type { CostType } from '../../src/domain/enums';
import { can, type Actor } from '../../src/domain/permissions';
import { margin, totalCosts } from '../../src/domain/stock';
import type { Company, Financial, User } from '../../src/domain/types';
import {
  canSeeCosts,
  visibleSale,
  visibleUser,
  visibleVehicle,
  type UserDisplay,
} from '../../src/domain/visibility';
import { toIso } from '../db/convert';
import type * as s from '../db/schema';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

function meta(row: { uuid: string; rowVersion: number; updatedAt: string }) {
  return { uuid: row.uuid, rowVersion: row.rowVersion, updatedAt: toIso(row.updatedAt) };
}

/** The public face of a user: never the password hash. */
export function toUser(row: Row<typeof s.users>): User {
  return {
    ...meta(row),
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as User['role'],
    isActive: row.isActive,
    isSuperUser: row.isSuperUser,
    companyUuid: row.companyUuid,
  };
}

/** A colleague as the actor may see them (visibility.ts visibleUser): whole, or a display name. */
export function toUserFor(actor: Actor, row: Row<typeof s.users>): User | UserDisplay {
  return visibleUser(actor, toUser(row));
}

export function toFinancial(row: Row<typeof s.financials>): Financial {
  return {
    ...meta(row),
    financialUuid: row.uuid,
    companyUuid: row.companyUuid,
    name: row.name,
    code: row.code,
  };
}

/** A company as mirrored: financials travel as their own records. */
export function toCompanyRecord(row: Row<typeof s.companies>): Omit<Company, 'financials'> {
  return {
    ...meta(row),
    name: row.name,
    color: row.color,
    logo: row.logo,
    active: row.active,
    priceListEnabled: row.priceListEnabled,
    nif: row.nif,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    phone: row.phone,
    email: row.email,
    slug: row.slug,
    publicCatalogue: row.publicCatalogue,
  };
}

/** A company as the login and the company calls answer it, with its financials. */
export function toCompany(row: Row<typeof s.companies>, financials: Row<typeof s.financials>[]): Company {
  return { ...toCompanyRecord(row), financials: financials.map(toFinancial) };
}

/** A company as the companies list and detail show it (spec 01 §2 "Companies list"). */
export interface CompanyAnswer extends Company {
  /** Active stands. */
  numberOfStands: number;
  /** Vehicles of the company, whatever their availability. */
  numberOfCars: number;
}

export function toCompanyAnswer(
  row: Row<typeof s.companies>,
  financials: Row<typeof s.financials>[],
  counts: Pick<CompanyAnswer, 'numberOfStands' | 'numberOfCars'>,
): CompanyAnswer {
  return { ...toCompany(row, financials), ...counts };
}

export function toStand(row: Row<typeof s.stands>): Stand {
  return {
    ...meta(row),
    companyUuid: row.companyUuid,
    name: row.name,
    location: row.location,
    address: row.address,
    active: row.active,
  };
}

/** A stand with its vehicle counts (spec 01 §3 "Stand"). */
export interface StandAnswer extends Stand {
  /** Ready for sale. */
  vehiclesLengthInSale: number;
  /** Sold or delivered. */
  vehiclesLengthSold: number;
  /** Repairing or verifying. */
  vehiclesLengthOthers: number;
}

export function toStandAnswer(
  row: Row<typeof s.stands>,
  counts: { inSale: number; sold: number; others: number },
): StandAnswer {
  return {
    ...toStand(row),
    vehiclesLengthInSale: counts.inSale,
    vehiclesLengthSold: counts.sold,
    vehiclesLengthOthers: counts.others,
  };
}

export function toSupplier(row: Row<typeof s.suppliers>): Supplier {
  const { changeSeq: _c, rowVersion: _v, updatedAt: _u, ...rest } = row;
  return { ...rest, ...meta(row) };
}

/** A supplier with the number of vehicles bought from it (spec 02 §3). */
export interface SupplierAnswer extends Supplier {
  numberVehicles: number;
}

export function toSupplierAnswer(row: Row<typeof s.suppliers>, numberVehicles: number): SupplierAnswer {
  return { ...toSupplier(row), numberVehicles };
}

export function toVehicle(actor: Actor, row: Row<typeof s.vehicles>): Vehicle {
  const { changeSeq: _c, rowVersion: _v, updatedAt: _u, ...rest } = row;
  const vehicle: Vehicle = {
    ...rest,
    ...meta(row),
    state: row.state as Vehicle['state'],
    typeVehicle: row.typeVehicle as Vehicle['typeVehicle'],
    fuel: row.fuel as Vehicle['fuel'],
    shift: row.shift as Vehicle['shift'],
    availability: row.availability as Vehicle['availability'],
  };
  return visibleVehicle(actor, vehicle);
}

/** A vehicle as the vehicle calls answer it: its stand location and the totals of spec 01 §9. */
export interface VehicleAnswer extends Vehicle {
  standLocation: string | null;
  /** Costs without COMPLAINT; roles that see costs only. */
  totalCosts?: number;
  /** sellerPrice − (buyPrice + totalCosts), null without a list price; roles that see the margin only. */
  totalCostsMargin?: number | null;
}

/** The totals are src/domain/stock.ts's, so the screen and the server compute them alike. */
export function toVehicleAnswer(
  actor: Actor,
  row: Row<typeof s.vehicles>,
  standLocation: string | null,
  costs: readonly Pick<Row<typeof s.vehicleCosts>, 'costType' | 'value'>[],
): VehicleAnswer {
  const amounts = costs.map((c) => ({ costType: c.costType as CostType, value: c.value }));
  const answer: VehicleAnswer = { ...toVehicle(actor, row), standLocation };
  if (canSeeCosts(actor)) answer.totalCosts = totalCosts(amounts);
  if (can(actor, 'vehicle.field.margin'))
    answer.totalCostsMargin = margin(row.sellerPrice, row.buyPrice, amounts);
  return answer;
}

export function toCost(row: Row<typeof s.vehicleCosts>): Cost {
  const { changeSeq: _c, rowVersion: _v, updatedAt: _u, ...rest } = row;
  return { ...rest, ...meta(row), costType: row.costType as Cost['costType'] };
}

export function toCategory(row: Row<typeof s.categories>): Category {
  return { ...meta(row), label: row.label, orderNum: row.orderNum };
}

export function toExtra(row: Row<typeof s.extras>): Extra {
  return { ...meta(row), categoryUuid: row.categoryUuid, label: row.label, description: row.description };
}

/** A category of extras as the vehicle form chooses from it (GET /api/categories/). */
export function toCatalogueCategory(category: Row<typeof s.categories>, extras: Row<typeof s.extras>[]) {
  return {
    uuid: category.uuid,
    label: category.label,
    extras: extras.map((e) => ({ uuid: e.uuid, label: e.label, description: e.description })),
  };
}

export function toPhoto(row: Row<typeof s.vehiclePhotos>): Photo {
  return {
    ...meta(row),
    vehicleUuid: row.vehicleUuid,
    companyUuid: row.companyUuid,
    url: row.url,
    galleryUrl: row.galleryUrl,
    thumbUrl: row.thumbUrl,
    isFeatured: row.isFeatured,
    orderNum: row.orderNum,
  };
}

export function toVideo(row: Row<typeof s.vehicleVideos>): Video {
  return { ...meta(row), vehicleUuid: row.vehicleUuid, companyUuid: row.companyUuid, url: row.url };
}

export function toVehicleFile(row: Row<typeof s.vehicleFiles>): VehicleFile {
  return {
    ...meta(row),
    vehicleUuid: row.vehicleUuid,
    companyUuid: row.companyUuid,
    url: row.url,
    description: row.description,
    orderNum: row.orderNum,
    createdAt: toIso(row.createdAt),
  };
}

export function toSale(actor: Actor, row: Row<typeof s.sales>): Sale {
  const sale: Sale = {
    ...meta(row),
    companyUuid: row.companyUuid,
    vehicleUuid: row.vehicleUuid,
    processDate: row.processDate,
    processCreatorUuid: row.processCreatorUuid,
    dateOfSale: row.dateOfSale,
    sellerUuid: row.sellerUuid,
    deliverDate: row.deliverDate,
    monthWarranty: row.monthWarranty,
    mileageWarranty: row.mileageWarranty,
    salePrice: row.salePrice,
    effectivePrice: row.effectivePrice,
    onSignedContractValue: row.onSignedContractValue,
    onVehicleDeliveryValue: row.onVehicleDeliveryValue,
    loan: row.loan,
    loanValue: row.loanValue,
    loanCompany: row.loanCompany,
    origin: row.origin,
    standLocation: row.standLocation,
    vehicleKilometersOnSaleDate: row.vehicleKilometersOnSaleDate,
    businessNotes: row.businessNotes,
    workToBeDone: row.workToBeDone,
    forecastDate: row.forecastDate,
    retake: row.hasRetake,
    retakeVehicle: row.hasRetake
      ? {
          brand: row.retakeBrand,
          model: row.retakeModel,
          licensePlate: row.retakeLicensePlate,
          mileage: row.retakeMileage,
          retakeValue: row.retakeValue,
        }
      : null,
    client: {
      name: row.clientName,
      birthDate: row.clientBirthDate,
      civilState: row.clientCivilState,
      citizenshipNumber: row.clientCitizenshipNumber,
      expireCcDate: row.clientExpireCcDate,
      financeNumber: row.clientFinanceNumber,
      street: row.clientStreet,
      parish: row.clientParish,
      county: row.clientCounty,
      district: row.clientDistrict,
      postalCode: row.clientPostalCode,
      mobileNumber: row.clientMobileNumber,
      email: row.clientEmail,
      activity: row.clientActivity,
      observations: row.clientObservations,
    },
  };
  return visibleSale(actor, sale);
}

export function toContact(row: Row<typeof s.contacts>): Contact {
  // insertedAt is the server's (the site leads' round robin), not part of the contact.
  const { changeSeq: _c, rowVersion: _v, updatedAt: _u, insertedAt: _i, ...rest } = row;
  return { ...rest, ...meta(row), status: row.status as Contact['status'] };
}

export function toInteraction(row: Row<typeof s.contactInteractions>): Interaction {
  return {
    ...meta(row),
    contactUuid: row.contactUuid,
    companyUuid: row.companyUuid,
    description: row.description,
    date: row.date,
  };
}

/** A contact as its calls answer it (issue 12 contract): the assignee's name and the interactions, oldest first. */
export interface ContactAnswer extends Contact {
  contactUserName: string | null;
  iteractions: Interaction[];
}

export function toContactAnswer(
  row: Row<typeof s.contacts>,
  contactUserName: string | null,
  interactions: readonly Row<typeof s.contactInteractions>[],
): ContactAnswer {
  return { ...toContact(row), contactUserName, iteractions: interactions.map(toInteraction) };
}

export function toUserNotification(
  row: Row<typeof s.userNotifications>,
  notification: Row<typeof s.notifications>,
): UserNotification {
  return {
    ...meta(row),
    notificationUuid: row.notificationUuid,
    notificationType: notification.notificationType as UserNotification['notificationType'],
    isRead: row.isRead,
    createdAt: toIso(notification.createdAt),
    payload: notification.payload,
  };
}
