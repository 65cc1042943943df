export { SaleDocuments, VehicleSaleDocuments, SALE_DOCUMENTS_TITLE } from './sale-documents';
