export { VehicleShow, VEHICLE_MISSING } from './vehicle-show';
export { VehicleCreate, VEHICLE_CREATE_TITLE } from './vehicle-create';
