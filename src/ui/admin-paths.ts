/**
 * The addresses of the administration screens (spec 01 §2, spec 02 §2), in
 * one place so the companies, stands, users, suppliers and financials
 * features link to each other without importing each other.
 */
import { can, type Actor } from '../domain/permissions';

/** The company page's tabs; 'activity' only for 'audit.read' (company-show.tsx). */
export const COMPANY_TABS = ['details', 'stands', 'users', 'suppliers', 'activity'] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

export const adminPaths = {
  companies: () => '/superuser/companies',
  newCompany: () => '/superuser/companies/new',
  company: (companyUuid: string, tab?: CompanyTab) =>
    `/superuser/company-details/${companyUuid}/${tab && tab !== 'details' ? `?tab=${tab}` : ''}`,
  newStand: (companyUuid: string) => `/superuser/company/${companyUuid}/stand/new`,
  stand: (standUuid: string) => `/superuser/stand-details/${standUuid}/`,
  newUser: (companyUuid: string) => `/superuser/company/${companyUuid}/user/new`,
  user: (userUuid: string) => `/account/user/${userUuid}/`,
  newSupplier: (companyUuid: string) => `/superuser/company/${companyUuid}/supplier/new`,
  supplier: (supplierUuid: string) => `/superuser/supplier-details/${supplierUuid}/`,
  financials: (companyUuid: string) => `/superuser/company/${companyUuid}/financials/`,
  vehicle: (vehicleUuid: string) => `/admin/vehicle-details/${vehicleUuid}/`,
  /** A company ADMIN's own company's 'Registo de atividade'. */
  activity: () => '/admin/activity',
} as const;

/**
 * "The company page" after a create or an (de)activation: the company detail
 * for who manages companies; a company ADMIN, who has no such page, goes to
 * the stock list.
 */
export function companyHome(actor: Actor | null, companyUuid: string, tab?: CompanyTab): string {
  return can(actor, 'company.manage') ? adminPaths.company(companyUuid, tab) : '/admin/vehicles';
}
