/** The first column the vehicle lists share (stock, waiting, sold). */
import type { ReactNode } from 'react';
import type { DataColumn } from './data-table-types';

/** The vehicle: kept at the left while the rest scrolls sideways, sorted by brand, model and version. */
export function vehicleColumn<R, K extends string>(cell: (row: R) => ReactNode): DataColumn<R, K | 'brand'> {
  return { id: 'vehicle', header: 'Marca / Modelo', sortKey: 'brand', widthPx: 250, pin: 'start', cell };
}
