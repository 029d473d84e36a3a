import type { AuthLocalization } from '../auth-localization';

/**
 * The Brazilian Portuguese dictionary (português do Brasil), "você" register, as Google, Apple
 * and Brazilian banks use it; "Fazer login", "Entrar", "Digite".
 */
export const ptBR: AuthLocalization = {
  locale: 'pt-BR',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Criar uma conta',
  signupSubmit: 'Criar conta',
  loginTitle: 'Fazer login',
  loginSubmit: 'Entrar',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Você fez login.',
  verifyEmailTitle: 'Confirme seu e-mail',
  verifyEmailDescription: 'Digite o código de 6 dígitos que enviamos para {email}.',
  verifyEmailSubmit: 'Confirmar e-mail',
  emailVerified: 'Seu e-mail foi confirmado.',
  resendCode: 'Reenviar código',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Reenviar código em {seconds} segundo',
    many: 'Reenviar código em {seconds} de segundos',
    other: 'Reenviar código em {seconds} segundos',
  },
  codeSent: 'Enviamos um novo código para {email}.',
  forgotPasswordTitle: 'Esqueceu sua senha?',
  forgotPasswordDescription:
    'Digite seu e-mail e enviaremos um código para você redefinir sua senha.',
  forgotPasswordSubmit: 'Enviar código',
  resetPasswordTitle: 'Redefina sua senha',
  resetPasswordDescription: 'Digite o código que enviamos para {email} e escolha uma nova senha.',
  resetPasswordSubmit: 'Redefinir senha',
  passwordResetDone: 'Sua senha foi redefinida. Faça login com a nova senha.',
  changePasswordTitle: 'Alterar senha',
  changePasswordSubmit: 'Alterar senha',
  changePasswordDoneSignedIn:
    'Sua senha foi alterada. Sua sessão foi encerrada nos outros dispositivos.',
  changePasswordDone: 'Sua senha foi alterada. Faça login novamente com a nova senha.',
  changePasswordOtherDevices: 'Ao alterar a senha, você sairá da conta nos outros dispositivos.',
  profileTitle: 'Perfil',
  profileSubmit: 'Salvar alterações',
  profileSaved: 'Suas alterações foram salvas.',
  profileLoading: 'Carregando seu perfil…',
  emailChangeNeedsPassword: 'Para alterar seu e-mail, digite sua senha atual.',
  deleteAccountTitle: 'Excluir conta',
  deleteAccountDescription:
    'Isso exclui sua conta e tudo o que há nela. Essa ação não pode ser desfeita.',
  deleteAccountSubmit: 'Excluir conta',
  deleteAccountConfirmTitle: 'Excluir sua conta?',
  deleteAccountConfirmDescription:
    'Essa ação não pode ser desfeita. Digite {word} abaixo para confirmar.',
  deleteAccountConfirmLabel: 'Digite {word} para confirmar',
  deleteAccountConfirmWord: 'EXCLUIR',
  deleteAccountPasswordDescription: 'Para sua segurança, digite sua senha para excluir sua conta.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Sua conta foi excluída.',
  cancel: 'Cancelar',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Você precisa fazer login para realizar esta ação.',
  signInRequiredLink: 'Fazer login',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Sua sessão expirou. Faça login para continuar.',
  sessionEndedDescription:
    'O que você digitou será mantido e enviado novamente depois que você fizer login.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menu da conta, {name}',
  manageAccount: 'Gerenciar conta',
  signOut: 'Sair',
  userButtonSignIn: 'Fazer login',
  emailSettingsTitle: 'E-mail',
  emailStatusVerified: 'Confirmado',
  emailStatusNotVerified: 'Não confirmado',
  emailSendVerification: 'Enviar código de verificação',
  changeEmail: 'Alterar e-mail',
  changeEmailSubmit: 'Salvar novo e-mail',
  newEmailLabel: 'Novo e-mail',
  emailChangedDescription:
    'Digite o código de 6 dígitos que enviamos para {email}. Agora você faz login com este endereço, não mais com {previousEmail}.',
  emailPromptTitle: 'Confirme seu endereço de e-mail',
  emailPromptDescription: 'Vamos enviar um código de 6 dígitos para {email}.',
  emailPromptSend: 'Enviar código',
  emailPromptDone: 'E-mail confirmado',
  emailPromptDismiss: 'Agora não',
  passwordSettingsTitle: 'Senha',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Seu nome e suas informações de contato.',
  profileRowEmpty: 'Nada adicionado ainda.',
  editProfile: 'Editar perfil',
  emailRowDescription: 'O endereço que você usa para entrar e receber códigos.',
  passwordRowDescription: 'Usada para entrar. Alterá-la encerra suas outras sessões.',
  deleteRowDescription: 'Exclua permanentemente sua conta e os dados dela.',
  discardChangesTitle: 'Descartar alterações?',
  discardChangesDescription: 'O que você digitou em “{section}” não foi salvo e será perdido.',
  discardChanges: 'Descartar',
  keepEditing: 'Continuar editando',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Sua sessão está prestes a expirar',
  idleWarning: {
    one: 'Para sua segurança, sua sessão será encerrada em {seconds} segundo.',
    many: 'Para sua segurança, sua sessão será encerrada em {seconds} de segundos.',
    other: 'Para sua segurança, sua sessão será encerrada em {seconds} segundos.',
  },
  idleStay: 'Manter a sessão',
  errorSummaryTitle: 'Corrija os erros a seguir',

  // Field labels and their help.
  nameLabel: 'Nome',
  emailLabel: 'E-mail',
  passwordLabel: 'Senha',
  currentPasswordLabel: 'Senha atual',
  newPasswordLabel: 'Nova senha',
  passwordDescription: 'Pelo menos 8 caracteres.',
  usernameLabel: 'Nome de usuário',
  phoneLabel: 'Telefone',
  addressLabel: 'Endereço',
  avatarUrlLabel: 'URL do avatar',
  selectPlaceholder: 'Selecione uma opção',
  otpLabel: 'Código de verificação',
  otpCharacterLabel: 'Dígito {index} de {count}',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Força da senha',
  passwordStrengthWeak: 'Fraca',
  passwordStrengthFair: 'Média',
  passwordStrengthStrong: 'Forte',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Esqueceu a senha?',
  signupLink: 'Criar uma conta',
  loginLink: 'Já tenho uma conta',
  backToLoginLink: 'Voltar para o login',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Tente novamente em {seconds} segundo',
    many: 'Tente novamente em {seconds} de segundos',
    other: 'Tente novamente em {seconds} segundos',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Este campo é obrigatório.',
  errorNameRequired: 'Digite seu nome.',
  errorEmailRequired: 'Digite seu e-mail.',
  errorPasswordRequired: 'Digite sua senha.',
  errorCurrentPasswordRequired: 'Digite sua senha atual.',
  errorNewPasswordRequired: 'Escolha uma senha.',
  errorNewEmailRequired: 'Digite seu novo e-mail.',
  errorEmailUnchanged: 'Este já é o seu e-mail. Digite um e-mail diferente.',
  errorOtpRequired: 'Digite o código de 6 dígitos enviado por e-mail.',
  errorInvalidEmail: 'Digite um e-mail válido, como nome@example.com.',
  errorPasswordTooShort: {
    one: 'Use pelo menos {min} caractere.',
    many: 'Use pelo menos {min} de caracteres.',
    other: 'Use pelo menos {min} caracteres.',
  },
  errorOtpIncomplete: 'Digite todos os 6 dígitos do código.',
  errorInvalidUrl: 'Digite um endereço da web completo, começando com https://.',
  errorConfirmWord: 'Digite {word} exatamente como mostrado para confirmar.',
  errorInvalidNumber: 'Digite um número.',
  errorInvalidDate: 'Digite uma data válida.',
  errorConsentRequired: 'Marque a caixa para concordar antes de criar sua conta.',
  errorTooLong: {
    one: 'Use no máximo {max} caractere.',
    many: 'Use no máximo {max} de caracteres.',
    other: 'Use no máximo {max} caracteres.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'E-mail ou senha incorretos.',
  errorCurrentPasswordWrong: 'A senha atual está incorreta.',
  errorRateLimited: 'Muitas tentativas. Aguarde o fim da contagem regressiva e tente novamente.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Muitas tentativas. Tente novamente mais tarde.',
  errorNetwork: 'Não foi possível acessar o serviço. Verifique sua conexão e envie novamente.',
  errorInvalidOtp:
    'Esse código está incorreto ou não é mais válido. Confira o código ou solicite um novo.',
  errorOtpExpired: 'Esse código expirou. Solicite um novo.',
  errorEmailTaken: 'Já existe uma conta com este e-mail. Faça login com ela.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Este e-mail já é usado por outra conta. Digite um e-mail diferente.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Esta senha é muito comum. Escolha uma mais difícil de adivinhar.',
  errorUsernameTaken: 'Este nome de usuário já está em uso. Escolha outro.',
  errorAccountDisabled: 'Esta conta está desativada.',
  errorSessionEnded: 'Sua sessão expirou. Faça login novamente.',
  errorNotAllowed: 'Você não tem permissão para fazer isso.',
  errorNotFound: 'Esta conta não existe mais.',
  errorApiKeyRequired:
    'A recuperação de senha precisa da chave de API pública do seu app: passe apiKey para o AuthProvider.',
  errorUnknown: 'Algo deu errado: {message}',
};
