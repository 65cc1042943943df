export { CompanyList, COMPANIES_TITLE } from './company-list';
export { CompanyCreate, COMPANY_CREATE_TITLE } from './company-create';
export {
  CompanyShow,
  COMPANY_MISSING,
  type CompanyPanel,
  type CompanyPanelProps,
  type CompanyPanels,
} from './company-show';
