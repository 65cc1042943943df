export {
  VehicleShow,
  VEHICLE_MISSING,
  type VehiclePanel,
  type VehiclePanelProps,
  type VehiclePlugins,
} from './vehicle-show';
export { VehicleCreate, VEHICLE_CREATE_TITLE } from './deferred-forms';
export { PDF_TOAST, PRICE_LIST_PANEL } from './price-list-panel';
