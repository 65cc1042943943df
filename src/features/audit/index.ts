export { CompanyActivity } from './company-activity';
export { ActivityPage } from './activity-page';
export { AUDIT_TEXTS } from './audit-texts';
