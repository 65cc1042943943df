export { VehicleShow, VEHICLE_MISSING } from './vehicle-show';
