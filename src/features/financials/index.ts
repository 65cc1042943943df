export { CompanyFinancials, FINANCIAL_TEXTS } from './company-financials';
export { FinancialList } from './financial-list';
