/** The user screens' texts, word for word from spec 01 §2 and §8 (typos included). */
export const USER_TEXTS = {
  list: 'Lista de Utilizadores',
  create: 'Criar utilizador',
  createTitle: 'Criar um novo utilizador',
  missing: 'Este user não existe',
  empty: 'Não existem utilizadores associados a esta empresa',
  saved: 'Utilizador gravado com successo',
  deactivated: 'Utilizador desativado com successo.',
  createError: 'Erro ao criar o utilizador. Por favor tente mais tarde',
  saveError: 'Erro ao tentar gravar o utilizador. Por favor tente mais tarde',
  deactivateError: 'Erro ao tentar desativar o utilizador. Por favor tente mais tarde',
  companyMissing: 'Esta empresa não existe',
} as const;

export const userTitle = (username: string) => `Detalhes do ${username}`;
