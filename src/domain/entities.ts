/**
 * Wire shapes of the mirrored records (design §4): camelCase as the spec
 * names the fields, money in euros as numbers, business dates YYYY-MM-DD,
 * instants ISO 8601. Every record carries `rowVersion` and `updatedAt`.
 */
import type {
  Availability,
  ContactStatus,
  CostType,
  Fuel,
  Gearbox,
  NotificationType,
  VehicleState,
  VehicleType,
} from './enums';

export interface Synced {
  uuid: string;
  rowVersion: number;
  updatedAt: string;
}

export interface Stand extends Synced {
  companyUuid: string;
  name: string;
  location: string;
  address: string | null;
  active: boolean;
}

export interface Supplier extends Synced {
  companyUuid: string;
  isFrequent: boolean;
  name: string;
  street: string | null;
  parish: string | null;
  county: string | null;
  district: string | null;
  phone: string | null;
  email: string | null;
  nif: string | null;
  notes: string | null;
}

/** Fields absent from a record are fields the caller's role may not see (permissions.ts). */
export interface Vehicle extends Synced {
  companyUuid: string;
  standUuid: string | null;
  brand: string;
  model: string;
  version: string | null;
  licensePlate: string;
  dateVehicle: string | null;
  firstDateLicensePlate: string | null;
  /** Stock entry date. */
  createdAt: string;
  state: VehicleState | null;
  typeVehicle: VehicleType | null;
  color: string | null;
  numberDoors: number | null;
  numberSeats: number | null;
  numBoard: string | null;
  grossWeight: number | null;
  tara: number | null;
  fuel: Fuel | null;
  shift: Gearbox | null;
  motorPower: number | null;
  cylinder: number | null;
  mileage: number | null;
  availability: Availability;
  buyPrice?: number | null;
  sellerPrice?: number | null;
  previewCosts?: number | null;
  associatedCosts?: number | null;
  retakePerson?: string | null;
  observations: string | null;
  iva?: boolean;
  vehicleExtras: string[];
  online: boolean;
  isFeatured: boolean;
  isOnPromotion: boolean;
  promotionPrice: number | null;
  shortDescription: string | null;
  longDescription: string | null;
  supplierUuid: string | null;
  supplierNotes: string | null;
}

export interface Cost extends Synced {
  vehicleUuid: string;
  companyUuid: string;
  costType: CostType;
  value: number;
  description: string | null;
  associatedInvoice: string | null;
  date: string;
}

export interface Category extends Synced {
  label: string;
  orderNum: number;
}

export interface Extra extends Synced {
  categoryUuid: string;
  label: string;
  description: string;
}

export interface Photo extends Synced {
  vehicleUuid: string;
  companyUuid: string;
  /** The photo itself (WebP, long edge ≤ 2048 px), or `local:{rowId}` while it waits on the device. */
  url: string;
  /** ~640 px for the gallery grid; null for a photo not made by the server (demo data): use `url`. */
  galleryUrl: string | null;
  /** 96 px for the lists' thumbnails; null as above. */
  thumbUrl: string | null;
  isFeatured: boolean;
  orderNum: number;
}

export interface Video extends Synced {
  vehicleUuid: string;
  companyUuid: string;
  url: string;
}

export interface VehicleFile extends Synced {
  vehicleUuid: string;
  companyUuid: string;
  url: string;
  description: string;
  orderNum: number;
  createdAt: string;
}

export interface RetakeVehicle {
  brand: string | null;
  model: string | null;
  licensePlate: string | null;
  mileage: number | null;
  retakeValue?: number | null;
}

export interface SaleClient {
  name: string;
  birthDate: string | null;
  civilState: string | null;
  citizenshipNumber: string | null;
  expireCcDate: string | null;
  financeNumber: string | null;
  street: string | null;
  parish: string | null;
  county: string | null;
  district: string | null;
  postalCode: string | null;
  mobileNumber: string | null;
  email: string | null;
  activity: string | null;
  observations: string | null;
}

/**
 * A sale as its readers see it. The roles that see a sale's workshop side only (WORKSHOP, EDITOR3)
 * get the fields of visibility.ts WORK_SALE_FIELDS and no others: code shown to them checks
 * `hasWholeSale` before reading the buyer or the deal.
 */
export interface Sale extends Synced {
  companyUuid: string;
  vehicleUuid: string;
  processDate: string | null;
  processCreatorUuid: string | null;
  dateOfSale: string;
  sellerUuid: string | null;
  deliverDate: string | null;
  monthWarranty: number | null;
  mileageWarranty: number | null;
  salePrice?: number;
  effectivePrice?: number | null;
  onSignedContractValue?: number | null;
  onVehicleDeliveryValue?: number | null;
  loan: boolean;
  loanValue?: number | null;
  loanCompany: string | null;
  origin: string | null;
  standLocation: string | null;
  vehicleKilometersOnSaleDate: number | null;
  businessNotes: string | null;
  workToBeDone: string | null;
  forecastDate: string | null;
  retake: boolean;
  retakeVehicle: RetakeVehicle | null;
  client: SaleClient;
}

export interface Interaction extends Synced {
  contactUuid: string;
  companyUuid: string;
  description: string;
  date: string;
}

export interface Contact extends Synced {
  companyUuid: string;
  name: string;
  parish: string | null;
  county: string | null;
  district: string | null;
  phone: string | null;
  email: string | null;
  credit: boolean;
  date: string;
  hour: string | null;
  font: string | null;
  status: ContactStatus;
  creatorUserUuid: string | null;
  contactUserUuid: string | null;
  observation: string | null;
}

/** One user's copy of a vehicle event (uuid = the user's row; read state is per user). */
export interface UserNotification extends Synced {
  notificationUuid: string;
  notificationType: NotificationType;
  isRead: boolean;
  createdAt: string;
  payload: NotificationPayload;
}

/**
 * What a notification is about: its vehicle (spec 01 §3; snake_case, design §4), and for a
 * 'Novo contacto do site' the contact it opens and the visitor's name (the vehicle fields are
 * empty when the enquiry named none).
 */
export interface NotificationPayload {
  brand: string;
  model: string;
  license_plate: string;
  uuid: string;
  contact_uuid?: string;
  contact_name?: string;
}
