/**
 * The sale's documents (spec 02 §7): placeholder until the documents work lands —
 * the sale-details page and the vehicle page compose this component.
 */
import type { Sale, Vehicle } from '../../domain/entities';

export interface SaleDocumentsProps {
  sale: Sale;
  vehicle: Vehicle;
}

export function SaleDocuments(_props: SaleDocumentsProps) {
  return null;
}
