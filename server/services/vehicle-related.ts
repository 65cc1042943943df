/**
 * What GET /vehicles/{id} carries beside the vehicle's own fields (spec 02 §3: photos, video,
 * files, supplier, sale), each as the caller may see it — the change feed's rules (sync/changes.ts,
 * src/domain/visibility.ts): a field the role may not see at all is absent; null says there is none.
 * - photos and video: whoever reads the vehicle;
 * - files: not a CLIENT (the dealer's papers are no part of the catalogue);
 * - supplier: the roles with 'supplier.read';
 * - sale: the roles that reach the sold list; a role limited to its own sales ('sold.ownOnly')
 *   gets someone else's sale as absent, and WORKSHOP/EDITOR3 its workshop side only (visibleSale).
 */
import type { Photo, Sale, Supplier, Vehicle, VehicleFile, Video } from '../../src/domain/entities';
import { can } from '../../src/domain/permissions';
import { readsCatalogue } from '../../src/domain/visibility';
import type { AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { findSaleOfVehicle } from '../repositories/sales';
import { findSupplierRow } from '../repositories/suppliers';
import { filesOfVehicle, videoOfVehicle } from '../repositories/vehicle-media';
import { listPhotos } from '../repositories/vehicle-photos';
import { toPhoto, toSale, toSupplier, toVehicleFile, toVideo } from '../wire/serializers';

export interface VehicleRelated {
  photos: Photo[];
  video: Video | null;
  files?: VehicleFile[];
  supplier?: Supplier | null;
  sale?: Sale | null;
}

export async function vehicleRelated(
  db: DbOrTx,
  actor: AuthedUser,
  vehicle: Pick<Vehicle, 'uuid' | 'companyUuid' | 'supplierUuid'>,
): Promise<VehicleRelated> {
  const [photos, video] = await Promise.all([listPhotos(db, vehicle.uuid), videoOfVehicle(db, vehicle.uuid)]);
  const related: VehicleRelated = { photos: photos.map(toPhoto), video: video ? toVideo(video) : null };
  if (!readsCatalogue(actor)) related.files = (await filesOfVehicle(db, vehicle.uuid)).map(toVehicleFile);
  if (can(actor, 'supplier.read') && !readsCatalogue(actor)) {
    const supplier = vehicle.supplierUuid ? await findSupplierRow(db, vehicle.supplierUuid) : undefined;
    related.supplier = supplier?.companyUuid === vehicle.companyUuid ? toSupplier(supplier) : null;
  }
  if (can(actor, 'nav.sold')) {
    const sale = await findSaleOfVehicle(db, vehicle.uuid);
    if (!sale) related.sale = null;
    else if (!can(actor, 'sold.ownOnly') || sale.sellerUuid === actor.uuid)
      related.sale = toSale(actor, sale);
  }
  return related;
}
