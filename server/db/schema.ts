/**
 * The Drizzle schema (pg-core) for every entity of both spec documents, plus
 * what the sync contract needs (design §4):
 * - `row_version` and `updated_at` on every mutable row, kept by a trigger
 *   (migration 0001) so no code path can forget them;
 * - `change_seq`, drawn from one global sequence on every insert and update:
 *   the change feed's cursor;
 * - `tombstones`, filled by a delete trigger, so deletions reach the mirrors.
 * Column names are snake_case (the `casing` option of the client and of
 * drizzle-kit); money is numeric(12,2) read as numbers.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AuditAction, AuditOutcome, AuditTargetKind } from '../../src/domain/audit';
import type { NotificationPayload } from '../../src/domain/entities';
import type { Role } from '../../src/domain/enums';

export const changeSeq = pgSequence('change_seq');

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
const instant = () => timestamp({ withTimezone: true, mode: 'string' });

/** Columns every synced record carries. */
const syncMeta = () => ({
  /** Concurrency version (named rowVersion because `version` is a vehicle field in the spec). */
  rowVersion: integer().notNull().default(1),
  updatedAt: instant().notNull().defaultNow(),
  changeSeq: bigint({ mode: 'number' })
    .notNull()
    .default(sql`nextval('change_seq')`),
});

export const companies = pgTable(
  'companies',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    color: text(),
    logo: text(),
    active: boolean().notNull().default(true),
    /** Whether the company's staff may print the 'Preçário' sheet (issue 10): the super user switches it on. */
    priceListEnabled: boolean().notNull().default(false),
    /**
     * The company's address in the public catalogue (/stock/{slug}, issue 25): the super user sets it;
     * made from the name when none is given (the insert trigger of migration 0011 and company-writes.ts).
     */
    slug: text().notNull().default(''),
    /** 'Catálogo público': whether /stock/{slug}, its feed and its enquiry form answer (issue 25). */
    publicCatalogue: boolean().notNull().default(false),
    // The legal identity every sale document prints (issue 24).
    /** NIPC: nine digits with the check digit (src/domain/tax-id.ts). */
    nif: text(),
    address: text(),
    /** NNNN-NNN. */
    postalCode: text(),
    city: text(),
    phone: text(),
    email: text(),
    insertedAt: instant().notNull().defaultNow(),
    ...syncMeta(),
  },
  (t) => [uniqueIndex('companies_slug_key').on(t.slug)],
);

export const users = pgTable(
  'users',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text(),
    lastName: text(),
    /** Null only for the platform super user. */
    role: text().$type<Role>(),
    isActive: boolean().notNull().default(true),
    isSuperUser: boolean().notNull().default(false),
    companyUuid: uuid().references(() => companies.uuid, { onDelete: 'cascade' }),
    /**
     * Every token carries the version it was signed at; raising it (password, role, deactivation,
     * 'Terminar sessão em todos os dispositivos', the company's deactivation) ends them all.
     */
    tokenVersion: integer().notNull().default(0),
    /** Set for a super user created with a generated password: nothing but a new password until it is chosen. */
    mustChangePassword: boolean().notNull().default(false),
    insertedAt: instant().notNull().defaultNow(),
    ...syncMeta(),
  },
  (t) => [uniqueIndex('users_username_key').on(sql`lower(${t.username})`), index().on(t.companyUuid)],
);

export const stands = pgTable(
  'stands',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    name: text().notNull(),
    location: text().notNull(),
    address: text(),
    active: boolean().notNull().default(true),
    ...syncMeta(),
  },
  (t) => [index().on(t.companyUuid)],
);

export const suppliers = pgTable(
  'suppliers',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    isFrequent: boolean().notNull().default(false),
    name: text().notNull(),
    street: text(),
    parish: text(),
    county: text(),
    district: text(),
    phone: text(),
    email: text(),
    nif: text(),
    notes: text(),
    ...syncMeta(),
  },
  (t) => [index().on(t.companyUuid)],
);

export const financials = pgTable(
  'financials',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** BIC. */
    code: text().notNull(),
    ...syncMeta(),
  },
  (t) => [index().on(t.companyUuid)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    /** Null when the stand was deactivated (spec 01 §4). */
    standUuid: uuid().references(() => stands.uuid, { onDelete: 'set null' }),
    brand: text().notNull(),
    model: text().notNull(),
    /** The model version (e.g. '1.5 dCi'), a spec field. */
    version: text(),
    licensePlate: text().notNull(),
    /** Registration date. */
    dateVehicle: date(),
    firstDateLicensePlate: date(),
    /** Stock entry date (the spec's createdAt): a business date, drives time in stock. */
    createdAt: date().notNull(),
    state: text(),
    typeVehicle: text(),
    color: text(),
    numberDoors: integer(),
    numberSeats: integer(),
    /** Chassis number. */
    numBoard: text(),
    grossWeight: integer(),
    tara: integer(),
    fuel: text(),
    shift: text(),
    motorPower: integer(),
    cylinder: integer(),
    mileage: integer(),
    availability: text().notNull().default('VERIFYING'),
    buyPrice: money(),
    sellerPrice: money(),
    previewCosts: money(),
    associatedCosts: money(),
    /** Seller of the trade-in: a user uuid or username. */
    retakePerson: text(),
    observations: text(),
    /** Deductible VAT. */
    iva: boolean().notNull().default(false),
    /** The chosen extras, as their descriptions (spec 02 §7 PUT /vehicles). */
    vehicleExtras: jsonb().$type<string[]>().notNull().default([]),
    online: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    isOnPromotion: boolean().notNull().default(false),
    promotionPrice: money(),
    shortDescription: text(),
    longDescription: text(),
    supplierUuid: uuid().references(() => suppliers.uuid, { onDelete: 'set null' }),
    supplierNotes: text(),
    ...syncMeta(),
  },
  (t) => [
    index().on(t.companyUuid, t.availability),
    index().on(t.standUuid),
    index().on(t.companyUuid, t.changeSeq),
  ],
);

export const vehicleCosts = pgTable(
  'vehicle_costs',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    vehicleUuid: uuid()
      .notNull()
      .references(() => vehicles.uuid, { onDelete: 'cascade' }),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    costType: text().notNull(),
    value: money().notNull(),
    description: text(),
    /** Repair order. */
    associatedInvoice: text(),
    date: date().notNull(),
    ...syncMeta(),
  },
  (t) => [index().on(t.vehicleUuid)],
);

/** Categories of extras are platform-wide. */
export const categories = pgTable('categories', {
  uuid: uuid().primaryKey().defaultRandom(),
  label: text().notNull(),
  orderNum: integer().notNull().default(1),
  ...syncMeta(),
});

export const extras = pgTable(
  'extras',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    categoryUuid: uuid()
      .notNull()
      .references(() => categories.uuid, { onDelete: 'cascade' }),
    label: text().notNull(),
    description: text().notNull(),
    ...syncMeta(),
  },
  (t) => [index().on(t.categoryUuid)],
);

export const vehiclePhotos = pgTable(
  'vehicle_photos',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    vehicleUuid: uuid()
      .notNull()
      .references(() => vehicles.uuid, { onDelete: 'cascade' }),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** ~640 px for the gallery; null for a photo the server did not make (demo data). */
    galleryUrl: text(),
    /** 96 px for the lists' thumbnails; null as above. */
    thumbUrl: text(),
    isFeatured: boolean().notNull().default(false),
    /** 1-based (spec 02 §9). */
    orderNum: integer().notNull().default(1),
    ...syncMeta(),
  },
  (t) => [index().on(t.vehicleUuid)],
);

export const vehicleVideos = pgTable(
  'vehicle_videos',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    vehicleUuid: uuid()
      .notNull()
      .references(() => vehicles.uuid, { onDelete: 'cascade' }),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    url: text().notNull(),
    ...syncMeta(),
  },
  (t) => [uniqueIndex().on(t.vehicleUuid)],
);

export const vehicleFiles = pgTable(
  'vehicle_files',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    vehicleUuid: uuid()
      .notNull()
      .references(() => vehicles.uuid, { onDelete: 'cascade' }),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text().notNull(),
    orderNum: integer().notNull().default(1),
    createdAt: instant().notNull().defaultNow(),
    ...syncMeta(),
  },
  (t) => [index().on(t.vehicleUuid)],
);

/** One sale per vehicle; the trade-in (retake) and the client are kept on the row. */
export const sales = pgTable(
  'sales',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    vehicleUuid: uuid()
      .notNull()
      .references(() => vehicles.uuid, { onDelete: 'cascade' }),
    processDate: date(),
    processCreatorUuid: uuid().references(() => users.uuid, { onDelete: 'set null' }),
    dateOfSale: date().notNull(),
    sellerUuid: uuid().references(() => users.uuid, { onDelete: 'set null' }),
    deliverDate: date(),
    monthWarranty: integer(),
    mileageWarranty: integer(),
    salePrice: money().notNull(),
    effectivePrice: money(),
    onSignedContractValue: money(),
    onVehicleDeliveryValue: money(),
    loan: boolean().notNull().default(false),
    loanValue: money(),
    loanCompany: uuid().references(() => financials.uuid, { onDelete: 'set null' }),
    origin: text(),
    standLocation: text(),
    vehicleKilometersOnSaleDate: integer(),
    businessNotes: text(),
    workToBeDone: text(),
    forecastDate: date(),
    hasRetake: boolean().notNull().default(false),
    retakeBrand: text(),
    retakeModel: text(),
    retakeLicensePlate: text(),
    retakeMileage: integer(),
    retakeValue: money(),
    clientName: text().notNull(),
    clientBirthDate: date(),
    clientCivilState: text(),
    clientCitizenshipNumber: text(),
    clientExpireCcDate: date(),
    clientFinanceNumber: text(),
    clientStreet: text(),
    clientParish: text(),
    clientCounty: text(),
    clientDistrict: text(),
    clientPostalCode: text(),
    clientMobileNumber: text(),
    clientEmail: text(),
    clientActivity: text(),
    clientObservations: text(),
    ...syncMeta(),
  },
  (t) => [uniqueIndex().on(t.vehicleUuid), index().on(t.companyUuid, t.dateOfSale), index().on(t.sellerUuid)],
);

export const contacts = pgTable(
  'contacts',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    name: text().notNull(),
    parish: text(),
    county: text(),
    district: text(),
    phone: text(),
    email: text(),
    credit: boolean().notNull().default(false),
    date: date().notNull(),
    /** HH:MM. */
    hour: text(),
    /** Where the lead came from (contact source). */
    font: text(),
    status: text().notNull().default('OPEN'),
    creatorUserUuid: uuid().references(() => users.uuid, { onDelete: 'set null' }),
    contactUserUuid: uuid().references(() => users.uuid, { onDelete: 'set null' }),
    observation: text(),
    /** When the row was made: the public catalogue's round robin gives a lead to the seller served longest ago. */
    insertedAt: instant().notNull().defaultNow(),
    ...syncMeta(),
  },
  (t) => [index().on(t.companyUuid, t.status), index().on(t.contactUserUuid)],
);

export const contactInteractions = pgTable(
  'contact_interactions',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    contactUuid: uuid()
      .notNull()
      .references(() => contacts.uuid, { onDelete: 'cascade' }),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    description: text().notNull(),
    date: date().notNull(),
    ...syncMeta(),
  },
  (t) => [index().on(t.contactUuid)],
);

/** A vehicle event; each user of the company gets a user_notifications row with its own read state. */
export const notifications = pgTable(
  'notifications',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    notificationType: text().notNull(),
    vehicleUuid: uuid().references(() => vehicles.uuid, { onDelete: 'set null' }),
    /** brand, model, license_plate, uuid (spec 01 §3; the payload keeps snake_case, design §4). */
    payload: jsonb().$type<NotificationPayload>().notNull(),
    createdAt: instant().notNull().defaultNow(),
    ...syncMeta(),
  },
  (t) => [index().on(t.companyUuid)],
);

export const userNotifications = pgTable(
  'user_notifications',
  {
    uuid: uuid().primaryKey().defaultRandom(),
    notificationUuid: uuid()
      .notNull()
      .references(() => notifications.uuid, { onDelete: 'cascade' }),
    userUuid: uuid()
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    companyUuid: uuid()
      .notNull()
      .references(() => companies.uuid, { onDelete: 'cascade' }),
    isRead: boolean().notNull().default(false),
    ...syncMeta(),
  },
  (t) => [uniqueIndex().on(t.notificationUuid, t.userUuid), index().on(t.userUuid, t.changeSeq)],
);

/** Deleted rows, for the change feed (filled by the delete trigger of migration 0001). */
export const tombstones = pgTable(
  'tombstones',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    entity: text().notNull(),
    uuid: uuid().notNull(),
    companyUuid: uuid(),
    userUuid: uuid(),
    /** The one user (beside the roles that see every row of its kind) who saw the row: a sale's seller, a contact's or an interaction's assignee, the user a record left. */
    ownerUuid: uuid(),
    changeSeq: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('change_seq')`),
    deletedAt: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.changeSeq)],
);

/** Answers to writes, replayed for a repeated Idempotency-Key (kept 30 days, design §4). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userUuid: uuid().notNull(),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    /** SHA-256 of the request the key was first used for (idempotency.ts says what it covers); null before it was kept. */
    requestHash: text(),
    statusCode: integer().notNull(),
    body: jsonb(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.key] }), index().on(t.createdAt)],
);

/**
 * Password checks, counted before the hash is checked (auth/login-limiter.ts): a row is claimed per
 * attempt, kept when it failed, removed when it succeeded. Kept an hour, in the database so the
 * counts hold across a restart and across instances.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The account tried (lower case), whether or not it exists. */
    username: text().notNull(),
    /** The client's address (behind a load balancer: as TRUST_PROXY lets X-Forwarded-For say). */
    address: text().notNull(),
    failed: boolean().notNull().default(false),
    at: instant().notNull(),
  },
  (t) => [index().on(t.username, t.at), index().on(t.address, t.at)],
);

/**
 * Enquiries from the public catalogue, counted per address (services/lead-limits.ts): one row per
 * enquiry let through, kept for the limit's window. In the database so that N instances behind a
 * balancer hold one count, not N.
 */
export const leadHits = pgTable(
  'lead_hits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    address: text().notNull(),
    at: instant().notNull(),
  },
  (t) => [index().on(t.address, t.at)],
);

/**
 * Sessions ended one by one (POST /api/auth/logout): the token's id (its `jti`, which the media
 * token signed for it carries too) until the token would have expired anyway; pruned after.
 */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text().primaryKey(),
  expiresAt: instant().notNull(),
});

/** Bytes of media each company keeps in the store (media/quota.ts), against MEDIA_QUOTA_MB. */
export const mediaUsage = pgTable('media_usage', {
  companyUuid: uuid().primaryKey(),
  bytes: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * The audit trail (issue 22 §7, services/audit.ts): append-only — rows are inserted and pruned after
 * AUDIT_RETENTION_DAYS, never updated. No foreign keys: an event outlives the user and the company it
 * names (a deleted user's last events are the point), so the names are kept beside the uuids.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: instant().notNull().defaultNow(),
    actorUuid: uuid(),
    actorName: text(),
    companyUuid: uuid(),
    action: text().$type<AuditAction>().notNull(),
    targetKind: text().$type<AuditTargetKind>(),
    targetUuid: uuid(),
    targetName: text(),
    outcome: text().$type<AuditOutcome>().notNull(),
    /** The client's address (as TRUST_PROXY lets X-Forwarded-For say). */
    address: text(),
    /** A few small facts (rows exported, the new role); never a password or a record's contents. */
    detail: jsonb().$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [index().on(t.companyUuid, t.id), index().on(t.at)],
);

/**
 * Housekeeping that must run once per period however many instances share the database
 * (db/scheduled.ts): the last run of each job. An instance runs a job only when it moves
 * `lastRunAt` forward past the period in one statement, so two instances ticking together run it once.
 */
export const scheduledRuns = pgTable('scheduled_runs', {
  job: text().primaryKey(),
  lastRunAt: instant().notNull(),
});
