/**
 * Every declared write, and the registry of them keyed [entity, op] that the
 * page and the service worker hand their sync engine (src/app/data-layer.ts,
 * sw/background-flush.ts): a row queued before a reload, or by a screen not
 * loaded now, replays through the same declaration. A new module of writes is
 * exported here and listed in the registry.
 */
import { verbsOn } from '../sync/outbox';
import { collectWrites } from '../sync/write-registry';
import * as companies from './companies';
import * as contacts from './contacts';
import * as costs from './costs';
import * as financials from './financials';
import * as notifications from './notifications';
import * as sales from './sales';
import * as stands from './stands';
import * as suppliers from './suppliers';
import * as users from './users';
import * as vehicles from './vehicles';
import * as vehicleMediaFiles from './vehicle-media-files';
import * as vehiclePhotos from './vehicle-photos';

export * from './companies';
export * from './contacts';
export * from './costs';
export * from './financials';
export * from './notifications';
export * from './sales';
export * from './stands';
export * from './suppliers';
export * from './users';
export * from './vehicles';
export * from './vehicle-media-files';
export * from './vehicle-photos';

export const writeRegistry = collectWrites([
  companies,
  contacts,
  costs,
  financials,
  notifications,
  sales,
  stands,
  suppliers,
  users,
  vehicles,
  vehicleMediaFiles,
  vehiclePhotos,
]);

/** The verbs on a queued row that run its declaration (keep mine, take theirs, discard). */
export const { keepMine, takeTheirs, discardRow, finalConflict } = verbsOn(writeRegistry);
