export { ContactList } from './contact-list';
export { ContactCreate } from './contact-create';
export { ContactShow } from './contact-show';
