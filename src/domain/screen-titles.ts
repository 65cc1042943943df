/**
 * The names of the screens (spec 01 §2, spec 02 §2) as the browser tab shows
 * them: 'Veículos em stock · Montra'. The route table gives each screen its
 * name; the app sets document.title from it in one place.
 */
import { MSG } from './messages';

export const APP_NAME = 'Montra';

export const SCREEN_TITLES = {
  login: 'Login',
  stock: 'Veículos em stock',
  waiting: 'Veículos em espera',
  sold: 'Veículos vendidos',
  vehicle: 'Detalhes do veículo',
  vehicleCreate: 'Criar um novo veículo',
  companies: 'Empresas disponíveis',
  companyCreate: 'Criar uma nova empresa',
  company: 'Detalhes da empresa',
  standCreate: 'Criar um novo stand',
  stand: 'Detalhes do stand',
  userCreate: 'Criar um novo utilizador',
  user: 'Detalhes do utilizador',
  supplierCreate: 'Criar um novo fornecedor',
  supplier: 'Detalhes do fornecedor',
  financials: 'Financeiras',
  analytics: 'Análise e Gestão de Dados',
  contacts: 'Contatos',
  contactCreate: 'Novo contacto',
  contact: 'Detalhes do contacto',
  activity: 'Registo de atividade',
  password: 'Alterar password',
  pageNotFound: MSG.pageNotFound,
  notFound: MSG.notFound404,
} as const;

/** The tab's title: the screen's name then the product's, or the product's alone. */
export function documentTitle(screen: string | null | undefined): string {
  const name = screen?.trim();
  return name ? `${name} · ${APP_NAME}` : APP_NAME;
}
