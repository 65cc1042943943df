/**
 * The mirror (design §2): one Dexie database per signed-in user
 * (`montra-<userUuid>`), holding what that user may see, fed by the change
 * feed and by optimistic actions. Screens read it with useLiveQuery and never
 * wait on the network. Indexes cover the filters and sorts of the screens.
 */
import Dexie, { type EntityTable } from 'dexie';
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
} from '../../domain/entities';
import { SYNC_ENTITIES, type SyncEntity } from '../../domain/sync';
import type { Company, Financial, User } from '../../domain/types';

export type CompanyRecord = Omit<Company, 'financials'>;

export type OutboxState = 'pending' | 'failed' | 'conflict';

/** A queued write, stored as data and replayed through the registry keyed [entity, op]. */
export interface OutboxRow {
  /** Autoincrement: the order writes were made in, and the order they are sent in. */
  seq?: number;
  /** Also the Idempotency-Key sent with every attempt, until `idempotencyKey` replaces it. */
  id: string;
  /**
   * Set when the user sends a refused or conflicting row again (retry, keep mine): a new key,
   * because the server replays its stored answer (the refusal, the 409) to the old one.
   */
  idempotencyKey?: string;
  /** The server accepted this write but its answer could not be stored: a retry replays it (same key). */
  answered?: boolean;
  /** Rows are only ever sent with this user's token. */
  userUuid: string;
  entity: SyncEntity;
  op: string;
  /** The record the write is about (the sync panel, the record's own conflict). */
  targetUuid: string;
  payload: unknown;
  /** rowVersion the change was made on; undefined for creations. Re-based after an earlier write of mine. */
  baseVersion?: number;
  /**
   * Every mirror record the optimistic change wrote, as it was before (record null = it did not
   * exist): discard, 'take theirs' and a refusal restore all of them, not only the target.
   */
  before: BeforeImage[];
  /** `touchKey(table, uuid)` of the target and of every record in `before`: pull leaves these alone. */
  touched: string[];
  /** A file upload (multipart): its bytes wait in `blobs`; it travels in the upload lane. */
  file?: QueuedFile;
  /** A short pt-PT description for the sync panel. */
  label: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  /** Not before this instant (ms) after a transient failure. */
  nextAttemptAt: number;
  state: OutboxState;
  /** For a conflict: the server's current record. */
  serverRecord?: unknown;
}

/** One mirror record as it was before a queued write changed it (record null: it did not exist). */
export interface BeforeImage {
  table: SyncEntity;
  uuid: string;
  record: unknown;
}

/** What the sync panel shows of a queued file, and where its bytes are. */
export interface QueuedFile {
  /** The `blobs` row holding the bytes. */
  blobId: string;
  name: string;
  size: number;
  type: string;
}

/**
 * The bytes of a file waiting for upload (logo, photos, video, documents), referenced by an
 * outbox row. Kept as an ArrayBuffer, which every IndexedDB (and fake-indexeddb) stores.
 */
export interface PendingBlob {
  id: string;
  outboxId: string;
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/** The key of one mirror record in `touched`, shadows and before-images. */
export function touchKey(table: string, uuid: string): string {
  return `${table}:${uuid}`;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export class MontraDb extends Dexie {
  companies!: EntityTable<CompanyRecord, 'uuid'>;
  users!: EntityTable<User, 'uuid'>;
  stands!: EntityTable<Stand, 'uuid'>;
  suppliers!: EntityTable<Supplier, 'uuid'>;
  financials!: EntityTable<Financial, 'uuid'>;
  categories!: EntityTable<Category, 'uuid'>;
  extras!: EntityTable<Extra, 'uuid'>;
  vehicles!: EntityTable<Vehicle, 'uuid'>;
  costs!: EntityTable<Cost, 'uuid'>;
  photos!: EntityTable<Photo, 'uuid'>;
  videos!: EntityTable<Video, 'uuid'>;
  files!: EntityTable<VehicleFile, 'uuid'>;
  sales!: EntityTable<Sale, 'uuid'>;
  contacts!: EntityTable<Contact, 'uuid'>;
  interactions!: EntityTable<Interaction, 'uuid'>;
  notifications!: EntityTable<UserNotification, 'uuid'>;
  /** Local only: queued writes, in order. */
  outbox!: EntityTable<OutboxRow, 'seq'>;
  /** Local only: files waiting for upload. */
  blobs!: EntityTable<PendingBlob, 'id'>;
  /** Local only: sync cursor, last sync time, the role the mirror was filled for. */
  meta!: EntityTable<MetaRow, 'key'>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      companies: 'uuid',
      users: 'uuid, companyUuid, username',
      stands: 'uuid, companyUuid, location',
      suppliers: 'uuid, companyUuid, name',
      financials: 'uuid, companyUuid',
      categories: 'uuid, orderNum',
      extras: 'uuid, categoryUuid',
      vehicles:
        'uuid, availability, standUuid, brand, licensePlate, createdAt, dateVehicle, sellerPrice, buyPrice, mileage, fuel, typeVehicle, shift',
      costs: 'uuid, vehicleUuid',
      photos: 'uuid, vehicleUuid, [vehicleUuid+orderNum]',
      videos: 'uuid, vehicleUuid',
      files: 'uuid, vehicleUuid',
      sales: 'uuid, &vehicleUuid, dateOfSale, sellerUuid',
      contacts: 'uuid, status, date, contactUserUuid',
      interactions: 'uuid, contactUuid',
      notifications: 'uuid, createdAt, isRead',
      outbox: '++seq, &id, targetUuid, state, entity',
      blobs: 'id, outboxId',
      meta: 'key',
    });
    // v2: a queued write remembers every record it touched (undo covers them all), and files queue.
    this.version(2)
      .stores({ outbox: '++seq, &id, targetUuid, state, entity, *touched' })
      .upgrade(async (tx) => {
        await tx
          .table('outbox')
          .toCollection()
          .modify((row: OutboxRow & { previous?: unknown }) => {
            row.before = [{ table: row.entity, uuid: row.targetUuid, record: row.previous ?? null }];
            row.touched = [touchKey(row.entity, row.targetUuid)];
            delete row.previous;
          });
      });
  }
}

/** One mirror table per entity of the change feed, named as the feed names them. */
export const MIRROR_TABLES = SYNC_ENTITIES;

export function mirrorName(userUuid: string): string {
  return `montra-${userUuid}`;
}
