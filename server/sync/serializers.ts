/**
 * Database rows → wire records (design §4), one function per mirrored
 * table. Field visibility is applied here through src/domain/visibility.ts,
 * so the REST answers and the change feed strip the same fields.
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
import type { Actor } from '../../src/domain/permissions';
import { visibleSale, visibleVehicle } from '../../src/domain/visibility';
import { toIso } from '../db/convert';
import type * as s from '../db/schema';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

function meta(row: { uuid: string; rowVersion: number; updatedAt: string }) {
  return { uuid: row.uuid, rowVersion: row.rowVersion, updatedAt: toIso(row.updatedAt) };
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

export function toSupplier(row: Row<typeof s.suppliers>): Supplier {
  const { changeSeq: _c, rowVersion: _v, updatedAt: _u, ...rest } = row;
  return { ...rest, ...meta(row) };
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

export function toPhoto(row: Row<typeof s.vehiclePhotos>): Photo {
  return {
    ...meta(row),
    vehicleUuid: row.vehicleUuid,
    companyUuid: row.companyUuid,
    url: row.url,
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
  const { changeSeq: _c, rowVersion: _v, updatedAt: _u, ...rest } = row;
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
