export { VehicleList, STOCK_TITLE } from './vehicle-list';
export { WaitingList, WAITING_TITLE } from './waiting-list';
