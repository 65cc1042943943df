/** The words of 'Registo de atividade' (issue 22 §7), in one place for the screen and its tests. */
export const AUDIT_TEXTS = {
  title: 'Registo de atividade',
  list: 'Registo de atividade',
  offline: 'Sem ligação: o registo de atividade só pode ser consultado online.',
  loading: 'A carregar o registo de atividade',
  error: 'Erro ao carregar o registo de atividade. Por favor tente mais tarde',
  empty: 'Não existem registos de atividade para estes filtros',
  more: 'Mostrar mais antigos',
  noCompany: 'O registo de atividade de cada empresa está na página da empresa.',
  action: 'Ação',
  anyAction: 'Todas',
  from: 'Desde',
  to: 'Até',
} as const;
