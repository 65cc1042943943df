export { SupplierCreate } from './supplier-create';
export { SupplierShow } from './supplier-show';
export { CompanySupplierList } from './company-supplier-list';
export { SUPPLIER_TEXTS } from './supplier-texts';
