/** The stand screens' texts, word for word from spec 01 §2 and §8 (typos included). */
export const STAND_TEXTS = {
  list: 'Lista de Stands',
  create: 'Criar stand',
  createTitle: 'Criar um novo stand',
  loading: 'A carregar a informação do stand',
  loadingVehicles: 'A carregar os veículos do stand',
  missing: 'Este stand não existe',
  empty: 'Não existem stands associados a esta empresa',
  saved: 'Stand gravado com successo',
  deactivated: 'Stand desativado com successo. Todos os veículos deste stand ficaram sem stand associado',
  createError: 'Erro ao criar o stand. Por favor tente mais tarde',
  saveError: 'Erro ao tentar gravar o stand. Por favor tente mais tarde',
  deactivateError: 'Erro ao tentar desativar o stand. Por favor tente mais tarde',
  vehiclesError: 'Erro a ir buscar os veículos do stand, por favor tente mais tarde',
  listError: 'Error fetching the stands list',
  companyMissing: 'Esta empresa não existe',
  /** Counts of an inactive stand (spec 01 §4). */
  inactiveCount: '---',
  /** Counts not known (offline, loading or failed). */
  unknownCount: '—',
} as const;

export const standTitle = (name: string) => `Detalhes do ${name}`;
