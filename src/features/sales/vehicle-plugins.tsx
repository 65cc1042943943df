/**
 * What the sale plugs into the vehicle page (the app composes them: src/app/screens): its
 * sub-routes ('new-sale', 'sale-details'), its header button and its refused-sale notice.
 */
import { NewSale } from './new-sale';
import { SaleDetails } from './sale-details';
import { VehicleSaleButton, VehicleSaleNotice } from './vehicle-sale-header';

export const SALE_VEHICLE_PLUGINS = {
  subRoutes: [
    { path: 'new-sale', element: <NewSale /> },
    { path: 'sale-details', element: <SaleDetails /> },
  ],
  headerActions: VehicleSaleButton,
  notices: VehicleSaleNotice,
};
