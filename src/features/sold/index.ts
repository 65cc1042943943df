export { SoldList, SOLD_TITLE } from './sold-list';
