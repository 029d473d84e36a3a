import type { AuthLocalization } from '../auth-localization';

/**
 * The European Portuguese dictionary (português europeu), formal third person without "tu" or
 * "você" ("Introduza o seu e-mail"), as Google, Microsoft, Apple, Portuguese banks and gov.pt
 * address users; "Iniciar sessão", "palavra-passe", "utilizador", "e-mail", enclitic pronouns.
 * Complete: checked against {@link en} by type and by test.
 */
export const ptPT: AuthLocalization = {
  locale: 'pt-PT',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Criar uma conta',
  signupSubmit: 'Criar conta',
  loginTitle: 'Iniciar sessão',
  loginSubmit: 'Iniciar sessão',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Sessão iniciada.',
  verifyEmailTitle: 'Confirme o seu e-mail',
  verifyEmailDescription: 'Introduza o código de 6 dígitos que enviámos para {email}.',
  verifyEmailSubmit: 'Confirmar e-mail',
  emailVerified: 'O seu e-mail foi confirmado.',
  resendCode: 'Reenviar código',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Reenviar código dentro de {seconds} segundo',
    many: 'Reenviar código dentro de {seconds} de segundos',
    other: 'Reenviar código dentro de {seconds} segundos',
  },
  codeSent: 'Enviámos um novo código para {email}.',
  forgotPasswordTitle: 'Esqueceu-se da palavra-passe?',
  forgotPasswordDescription:
    'Introduza o seu e-mail e enviar-lhe-emos um código para repor a palavra-passe.',
  forgotPasswordSubmit: 'Enviar código',
  resetPasswordTitle: 'Repor a palavra-passe',
  resetPasswordDescription:
    'Introduza o código que enviámos para {email} e escolha uma nova palavra-passe.',
  resetPasswordSubmit: 'Repor palavra-passe',
  passwordResetDone: 'A palavra-passe foi reposta. Inicie sessão com a nova palavra-passe.',
  changePasswordTitle: 'Alterar palavra-passe',
  changePasswordSubmit: 'Alterar palavra-passe',
  changePasswordDoneSignedIn:
    'A palavra-passe foi alterada. A sessão foi terminada nos outros dispositivos.',
  changePasswordDone:
    'A palavra-passe foi alterada. Inicie sessão novamente com a nova palavra-passe.',
  changePasswordOtherDevices:
    'Ao alterar a palavra-passe, a sessão será terminada nos outros dispositivos.',
  profileTitle: 'Perfil',
  profileSubmit: 'Guardar alterações',
  profileSaved: 'As alterações foram guardadas.',
  profileLoading: 'A carregar o perfil…',
  emailChangeNeedsPassword: 'Para alterar o e-mail, introduza a palavra-passe atual.',
  deleteAccountTitle: 'Eliminar conta',
  deleteAccountDescription:
    'Esta ação elimina a sua conta e todo o respetivo conteúdo. Não é possível anulá-la.',
  deleteAccountSubmit: 'Eliminar conta',
  deleteAccountConfirmTitle: 'Eliminar a sua conta?',
  deleteAccountConfirmDescription:
    'Esta ação não pode ser anulada. Escreva {word} abaixo para confirmar.',
  deleteAccountConfirmLabel: 'Escreva {word} para confirmar',
  deleteAccountConfirmWord: 'ELIMINAR',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Por motivos de segurança, introduza a palavra-passe para eliminar a conta.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'A sua conta foi eliminada.',
  cancel: 'Cancelar',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Tem de iniciar sessão para realizar esta ação.',
  signInRequiredLink: 'Iniciar sessão',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'A sua sessão terminou. Inicie sessão para continuar.',
  sessionEndedDescription:
    'Os dados introduzidos são mantidos e enviados novamente depois de iniciar sessão.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menu da conta, {name}',
  manageAccount: 'Gerir conta',
  signOut: 'Terminar sessão',
  userButtonSignIn: 'Iniciar sessão',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'E-mail',
  emailStatusVerified: 'Confirmado',
  emailStatusNotVerified: 'Não confirmado',
  emailSendVerification: 'Enviar código de confirmação',
  changeEmail: 'Alterar e-mail',
  changeEmailSubmit: 'Guardar novo e-mail',
  newEmailLabel: 'Novo e-mail',
  emailChangedDescription:
    'Introduza o código de 6 dígitos que enviámos para {email}. Passa a iniciar sessão com este endereço e não com {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Palavra-passe',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'O seu nome e os seus dados de contacto.',
  profileRowEmpty: 'Ainda não foi adicionado nada.',
  editProfile: 'Editar perfil',
  emailRowDescription: 'O endereço para iniciar sessão e receber códigos.',
  passwordRowDescription: 'Para iniciar sessão. Alterá-la termina as outras sessões.',
  deleteRowDescription: 'Eliminar definitivamente a sua conta e os respetivos dados.',
  discardChangesTitle: 'Descartar as alterações?',
  discardChangesDescription: 'O que escreveu em «{section}» não foi guardado e será perdido.',
  discardChanges: 'Descartar',
  keepEditing: 'Continuar a editar',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Confirme o seu endereço de e-mail',
  emailPromptDescription: 'Vamos enviar um código de 6 dígitos para {email}.',
  emailPromptSend: 'Enviar código',
  emailPromptDone: 'E-mail confirmado',
  emailPromptDismiss: 'Agora não',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'A sua sessão está prestes a terminar',
  idleWarning: {
    one: 'Por motivos de segurança, a sua sessão será terminada dentro de {seconds} segundo.',
    many: 'Por motivos de segurança, a sua sessão será terminada dentro de {seconds} de segundos.',
    other: 'Por motivos de segurança, a sua sessão será terminada dentro de {seconds} segundos.',
  },
  idleStay: 'Manter sessão iniciada',
  errorSummaryTitle: 'Corrija os seguintes erros',

  // Field labels and their help.
  nameLabel: 'Nome',
  emailLabel: 'E-mail',
  passwordLabel: 'Palavra-passe',
  currentPasswordLabel: 'Palavra-passe atual',
  newPasswordLabel: 'Nova palavra-passe',
  passwordDescription: 'Pelo menos 8 carateres.',
  usernameLabel: 'Nome de utilizador',
  phoneLabel: 'Telefone',
  addressLabel: 'Morada',
  avatarUrlLabel: 'URL do avatar',
  selectPlaceholder: 'Selecione uma opção',
  otpLabel: 'Código de confirmação',
  otpCharacterLabel: 'Dígito {index} de {count}',
  showPassword: 'Mostrar palavra-passe',
  hidePassword: 'Ocultar palavra-passe',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Segurança da palavra-passe',
  passwordStrengthWeak: 'Fraca',
  passwordStrengthFair: 'Razoável',
  passwordStrengthStrong: 'Forte',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Esqueceu-se da palavra-passe?',
  signupLink: 'Criar uma conta',
  loginLink: 'Já tenho conta',
  backToLoginLink: 'Voltar ao início de sessão',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Tente novamente dentro de {seconds} segundo',
    many: 'Tente novamente dentro de {seconds} de segundos',
    other: 'Tente novamente dentro de {seconds} segundos',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Este campo é obrigatório.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Introduza o seu nome.',
  errorEmailRequired: 'Introduza o seu endereço de e-mail.',
  errorPasswordRequired: 'Introduza a sua palavra-passe.',
  errorCurrentPasswordRequired: 'Introduza a palavra-passe atual.',
  errorNewPasswordRequired: 'Escolha uma palavra-passe.',
  errorNewEmailRequired: 'Introduza o novo endereço de e-mail.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Este já é o seu endereço de e-mail. Introduza um endereço diferente.',
  errorOtpRequired: 'Introduza o código de 6 dígitos que recebeu por e-mail.',
  errorInvalidEmail: 'Introduza um endereço de e-mail válido, como nome@example.com.',
  errorPasswordTooShort: {
    one: 'Utilize pelo menos {min} caráter.',
    many: 'Utilize pelo menos {min} de carateres.',
    other: 'Utilize pelo menos {min} carateres.',
  },
  errorOtpIncomplete: 'Introduza os 6 dígitos do código.',
  errorInvalidUrl: 'Introduza um endereço Web completo, que comece por https://.',
  errorConfirmWord: 'Escreva {word} exatamente como indicado para confirmar.',
  errorInvalidNumber: 'Introduza um número.',
  errorInvalidDate: 'Introduza uma data válida.',
  errorConsentRequired: 'Assinale a caixa para aceitar antes de criar a sua conta.',
  errorTooLong: {
    one: 'Utilize no máximo {max} caráter.',
    many: 'Utilize no máximo {max} de carateres.',
    other: 'Utilize no máximo {max} carateres.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'O e-mail ou a palavra-passe estão incorretos.',
  errorCurrentPasswordWrong: 'A palavra-passe atual está incorreta.',
  errorRateLimited:
    'Demasiadas tentativas. Aguarde até ao fim da contagem decrescente e tente novamente.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Demasiadas tentativas. Tente novamente mais tarde.',
  errorNetwork: 'Não foi possível contactar o serviço. Verifique a ligação e envie novamente.',
  errorInvalidOtp:
    'Esse código está incorreto ou já não é válido. Verifique-o ou peça um novo código.',
  errorOtpExpired: 'Esse código expirou. Peça um novo código.',
  errorEmailTaken: 'Já existe uma conta com este e-mail. Inicie sessão com essa conta.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Este e-mail já é utilizado por outra conta. Introduza um e-mail diferente.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'Esta palavra-passe é demasiado comum. Escolha uma mais difícil de adivinhar.',
  errorUsernameTaken: 'Este nome de utilizador já está a ser utilizado. Escolha outro.',
  errorAccountDisabled: 'Esta conta está desativada.',
  errorSessionEnded: 'A sua sessão terminou. Inicie sessão novamente.',
  errorNotAllowed: 'Não tem permissão para realizar esta ação.',
  errorNotFound: 'Esta conta já não existe.',
  errorApiKeyRequired:
    'A recuperação da palavra-passe precisa da chave de API pública da sua aplicação: passe apiKey ao AuthProvider.',
  errorUnknown: 'Ocorreu um erro: {message}',
};
