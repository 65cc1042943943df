export {
  saleDocumentBlob,
  renderSaleDocumentOnDevice,
  saleIsQueued,
  DEVICE_DOCUMENT_MISSING,
} from './sale-document-blob';
export { fetchCompanyCsv, type CompanyCsvKind } from './company-csv';
