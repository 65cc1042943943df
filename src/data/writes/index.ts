/**
 * Every declared write, registered on import. The engine and the service
 * worker import this, so a row queued before a reload (or by a screen not
 * loaded now) replays through the same declaration.
 */
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
