/**
 * User-facing texts shared by screen and server, word for word from the spec
 * (typos included). Texts only one screen uses stay beside that screen.
 */
export const MSG = {
  required: 'Campo obrigatório',
  mustBeNumber: 'Precisa de ser um número',
  loginFailed: 'Erro ao autenticar, por favor tente mais tarde',
  notFound404: '404 not found',
  pageNotFound: 'Page not found',
  licensePlateTooLong: 'Só pode ter no máximo 8 digitos',
  chooseType: 'Escolha um tipo',
  costValueTooLow: 'Valor tem de ser maior que 0',
  // Not in the spec: our own pt-PT texts for the deliberate changes of design §8.
  invalidCredentials: 'Utilizador ou password inválidos',
  tooManyAttempts: 'Demasiadas tentativas de autenticação. Por favor aguarde alguns minutos',
  passwordTooShort: 'A password tem de ter pelo menos 8 caracteres',
  passwordGuessable:
    'Password demasiado fácil de adivinhar: evite palavras e sequências comuns, o seu nome e o da empresa',
  invalidEmail: 'E-mail inválido',
  sessionExpired: 'A sua sessão expirou. Por favor autentique-se novamente',
  forbidden: 'Não tem permissão para esta ação',
  passwordChangeRequired: 'Escolha uma nova password para continuar',
  passwordsDiffer: 'As passwords não coincidem',
  samePassword: 'Escolha uma password diferente da atual',
  passwordNeedsNetwork:
    'Sem ligação: a nova password é guardada no servidor. Tente de novo quando voltar a estar online.',
  recordNotFound: 'Registo não encontrado',
  invalidBody: 'Pedido inválido',
  bodyTooLarge: 'Pedido demasiado grande',
  unsupportedMediaType: 'Tipo de conteúdo não suportado',
  usernameTaken: 'Já existe um utilizador com este e-mail',
  invalidValue: 'Valor inválido',
  serverError: 'Ocorreu um erro inesperado. Por favor tente mais tarde',
  inactiveUser: 'Utilizador inativo',
  staleVersion: 'Este registo foi alterado por outra pessoa entretanto',
} as const;
