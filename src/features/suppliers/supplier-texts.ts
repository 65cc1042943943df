/** The supplier screens' texts, word for word from spec 02 §2 and §8. */
export const SUPPLIER_TEXTS = {
  list: 'Lista de Fornecedores',
  create: 'Criar fornecedor',
  createTitle: 'Criar um novo fornecedor',
  missing: 'Este fornecedor não existe',
  empty: 'Não existem fornecedores associados a esta empresa',
  created: 'Fornecedor criado com sucesso',
  saved: 'Fornecedor gravado com sucesso',
  deleted: 'Fornecedor apagado com sucesso',
  createError: 'Erro ao criar o fornecedor. Por favor tente mais tarde',
  saveError: 'Erro ao tentar gravar o fornecedor. Por favor tente mais tarde',
  deleteError: 'Erro ao tentar apagar o fornecedor. Por favor tente mais tarde',
  listError: 'Error fetching the suppliers list',
  companyMissing: 'Esta empresa não existe',
} as const;

export const supplierTitle = (name: string) => `Detalhes do ${name}`;
