/** The vehicle create form, on its own route: the vehicle feature's module comes with it. */
export { VehicleCreate as default } from '../../features/vehicle';
