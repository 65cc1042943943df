export { UserCreate } from './user-create';
export { UserShow } from './user-show';
export { CompanyUserList } from './company-user-list';
export { USER_TEXTS } from './user-texts';
