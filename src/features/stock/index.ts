import { lazy } from 'react';

export { VehicleList, STOCK_TITLE } from './vehicle-list';
// The waiting list is not part of the stock list's first screen: its code (the checkboxes and all)
// loads on its first visit.
export const WaitingList = lazy(() => import('./waiting-list').then((m) => ({ default: m.WaitingList })));
