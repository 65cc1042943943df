import { createElement } from 'react';
import { lazyRetrying } from '../../ui/lazy-retrying';

export { VehicleList, STOCK_TITLE } from './vehicle-list';

// The waiting list is not part of the stock list's first screen: its code (the checkboxes and all)
// loads on its first visit. (A component around the lazy one: a lazy screen may not resolve to a lazy.)
const WaitingListScreen = lazyRetrying(() =>
  import('./waiting-list').then((m) => ({ default: m.WaitingList })),
);
export function WaitingList() {
  return createElement(WaitingListScreen);
}
