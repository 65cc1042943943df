export { SaleDocuments, VehicleSaleDocuments, SALE_DOCUMENTS_TITLE } from './sale-documents';
export { NewSale, NEW_SALE_TITLE } from './new-sale';
export { SaleDetails, SALE_DETAILS_TITLE } from './sale-details';
export { VehicleSaleButton, VehicleSaleNotice } from './vehicle-sale-header';
export { SaleInputs } from './sale-inputs';
export { SALE_VEHICLE_PLUGINS } from './vehicle-plugins';
