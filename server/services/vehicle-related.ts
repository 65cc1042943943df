/**
 * What GET /vehicles/{id} carries beside the vehicle's own fields (spec 02 §3: photos, video,
 * files, supplier, sale), each as the caller may see it — the change feed's rules (sync/changes.ts,
 * src/domain/visibility.ts): a field the role may not see at all is absent; null says there is none.
 * - photos and video: whoever reads the vehicle;
 * - files: not a CLIENT (the dealer's papers are no part of the catalogue);
 * - supplier: the roles with 'supplier.read';
 * - sale: the roles that reach the sold list; a role limited to its own sales ('sold.ownOnly')
 *   gets someone else's sale as absent, and WORKSHOP/EDITOR3 its workshop side only (visibleSale).
 * The rows are read beforehand, in the request's two queries (repositories/vehicle-sheet.ts):
 * what the role may not see is read with the rest and left out here.
 */
import type { Photo, Sale, Supplier, Vehicle, VehicleFile, Video } from '../../src/domain/entities';
import { can } from '../../src/domain/permissions';
import { readsCatalogue } from '../../src/domain/visibility';
import type { AuthedUser } from '../auth/guard';
import type { SaleRow } from '../repositories/sales';
import type { SupplierRow } from '../repositories/suppliers';
import type { FileRow, VideoRow } from '../repositories/vehicle-media';
import type { PhotoRow } from '../repositories/vehicle-photos';
import { toPhoto, toSale, toSupplier, toVehicleFile, toVideo } from '../wire/serializers';

export interface VehicleRelated {
  photos: Photo[];
  video: Video | null;
  files?: VehicleFile[];
  supplier?: Supplier | null;
  sale?: Sale | null;
}

/** What the vehicle has, as read: `files` is undefined when the caller's role reads none. */
export interface RelatedRows {
  photos: readonly PhotoRow[];
  video: VideoRow | null;
  files: readonly FileRow[] | undefined;
  supplier: SupplierRow | null;
  sale: SaleRow | null;
}

/** Whether the caller's role sees a vehicle's files (and so whether to read them). */
export const readsVehicleFiles = (actor: AuthedUser) => !readsCatalogue(actor);

export function vehicleRelated(
  actor: AuthedUser,
  vehicle: Pick<Vehicle, 'companyUuid'>,
  rows: RelatedRows,
): VehicleRelated {
  const related: VehicleRelated = {
    photos: rows.photos.map(toPhoto),
    video: rows.video ? toVideo(rows.video) : null,
  };
  if (readsVehicleFiles(actor)) related.files = (rows.files ?? []).map(toVehicleFile);
  if (can(actor, 'supplier.read') && !readsCatalogue(actor)) {
    const { supplier } = rows;
    related.supplier = supplier?.companyUuid === vehicle.companyUuid ? toSupplier(supplier) : null;
  }
  if (can(actor, 'nav.sold')) {
    const { sale } = rows;
    if (!sale) related.sale = null;
    else if (!can(actor, 'sold.ownOnly') || sale.sellerUuid === actor.uuid)
      related.sale = toSale(actor, sale);
  }
  return related;
}
