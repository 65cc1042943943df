/**
 * The change feed's contract (design §4), shared by the server that writes it
 * and the sync engine that reads it.
 */
export const SYNC_ENTITIES = [
  'companies',
  'users',
  'stands',
  'suppliers',
  'financials',
  'categories',
  'extras',
  'vehicles',
  'costs',
  'photos',
  'videos',
  'files',
  'sales',
  'contacts',
  'interactions',
  'notifications',
] as const;
export type SyncEntity = (typeof SYNC_ENTITIES)[number];

/** Database table behind each entity (tombstones name the table). */
export const ENTITY_TABLES: Record<SyncEntity, string> = {
  companies: 'companies',
  users: 'users',
  stands: 'stands',
  suppliers: 'suppliers',
  financials: 'financials',
  categories: 'categories',
  extras: 'extras',
  vehicles: 'vehicles',
  costs: 'vehicle_costs',
  photos: 'vehicle_photos',
  videos: 'vehicle_videos',
  files: 'vehicle_files',
  sales: 'sales',
  contacts: 'contacts',
  interactions: 'contact_interactions',
  notifications: 'user_notifications',
};

export type Change =
  | { entity: SyncEntity; op: 'put'; seq: number; record: { uuid: string } }
  | { entity: SyncEntity; op: 'delete'; seq: number; uuid: string };

export interface ChangesPage {
  changes: Change[];
  /** Pass back as `since` to continue; '' never comes back. */
  cursor: string;
  hasMore: boolean;
  /** On the first page of a sync from scratch: how many changes there are in all (for progress). */
  total?: number;
  /**
   * What the caller's authorization was when the page was read (visibility.ts authzMarker): a
   * mirror filled under another marker holds what its user may no longer see, so it starts over
   * (always sent by this server; absent from pages made by hand in tests).
   */
  authz?: string;
}

export const SYNC_PAGE_DEFAULT = 500;
export const SYNC_PAGE_MAX = 2000;
