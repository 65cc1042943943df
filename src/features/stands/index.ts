export { StandCreate } from './stand-create';
export { StandShow } from './stand-show';
export { CompanyStandList } from './company-stand-list';
export { STAND_TEXTS } from './stand-texts';
