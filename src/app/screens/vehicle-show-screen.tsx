/**
 * The vehicle page as the app composes it: the media panels (photos, video and files after the
 * general data), the price list last, and the sale's sub-routes (new-sale, sale-details), header
 * button, refused-sale notice and documents panel. Loaded with the route (src/app/routes.tsx).
 */
import { VehicleShow, PRICE_LIST_PANEL } from '../../features/vehicle';
import { FILES_PANEL, PHOTOS_PANEL, VIDEO_PANEL } from '../../features/media';
import { SALE_VEHICLE_PLUGINS, VehicleSaleDocuments } from '../../features/sales';
import { can } from '../../domain/permissions';

export default function VehicleShowScreen() {
  return (
    <VehicleShow
      {...SALE_VEHICLE_PLUGINS}
      panels={[
        // Spec 02 §2: the media right after the general data (here: the engine, the end of it).
        { ...PHOTOS_PANEL, after: 'engine' },
        { ...VIDEO_PANEL, after: 'engine' },
        { ...FILES_PANEL, after: 'engine' },
        PRICE_LIST_PANEL,
        { id: 'documents', component: VehicleSaleDocuments, visible: (u) => can(u, 'sale.documents') },
      ]}
    />
  );
}
