import type { AuthLocalization } from '../auth-localization';

/**
 * The Catalan dictionary (català), informal register ("tu": "Inicia la sessió", "Introdueix"),
 * as Google, Microsoft, Apple and Softcatalà's guide address users; buttons in the same
 * imperative ("Desa", "Cancel·la"), with the typographic apostrophe (’) and the flying point
 * (l·l). Counts: `one` 1; `other` 0, 2 and up; `many` whole millions, which take "de"
 * ("1.000.000 de segons"). Complete: checked against {@link en} by type and by test.
 */
export const ca: AuthLocalization = {
  locale: 'ca',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Crea un compte',
  signupSubmit: 'Crea el compte',
  loginTitle: 'Inicia la sessió',
  loginSubmit: 'Inicia la sessió',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Has iniciat la sessió.',
  verifyEmailTitle: 'Verifica l’adreça electrònica',
  verifyEmailDescription: 'Introdueix el codi de 6 xifres que hem enviat a {email}.',
  verifyEmailSubmit: 'Verifica',
  emailVerified: 'L’adreça electrònica s’ha verificat.',
  resendCode: 'Torna a enviar el codi',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Torna a enviar el codi d’aquí a {seconds} segon',
    many: 'Torna a enviar el codi d’aquí a {seconds} de segons',
    other: 'Torna a enviar el codi d’aquí a {seconds} segons',
  },
  codeSent: 'Hem enviat un codi nou a {email}.',
  forgotPasswordTitle: 'Has oblidat la contrasenya?',
  forgotPasswordDescription:
    'Introdueix la teva adreça electrònica i t’enviarem un codi per restablir la contrasenya.',
  forgotPasswordSubmit: 'Envia el codi',
  resetPasswordTitle: 'Restableix la contrasenya',
  resetPasswordDescription:
    'Introdueix el codi que hem enviat a {email} i tria una contrasenya nova.',
  resetPasswordSubmit: 'Restableix',
  passwordResetDone: 'S’ha restablert la contrasenya. Inicia la sessió amb la contrasenya nova.',
  changePasswordTitle: 'Canvia la contrasenya',
  changePasswordSubmit: 'Canvia la contrasenya',
  changePasswordDoneSignedIn:
    'S’ha canviat la contrasenya. S’ha tancat la sessió als altres dispositius.',
  changePasswordDone:
    'S’ha canviat la contrasenya. Torna a iniciar la sessió amb la contrasenya nova.',
  changePasswordOtherDevices:
    'Si canvies la contrasenya, es tancarà la sessió als altres dispositius.',
  profileTitle: 'Perfil',
  profileSubmit: 'Desa els canvis',
  profileSaved: 'S’han desat els canvis.',
  profileLoading: 'S’està carregant el perfil…',
  emailChangeNeedsPassword: 'Per canviar l’adreça electrònica, introdueix la contrasenya actual.',
  deleteAccountTitle: 'Suprimeix el compte',
  deleteAccountDescription:
    'Se suprimiran el compte i tot el que conté. Aquesta acció no es pot desfer.',
  deleteAccountSubmit: 'Suprimeix el compte',
  deleteAccountConfirmTitle: 'Vols suprimir el compte?',
  deleteAccountConfirmDescription:
    'Aquesta acció no es pot desfer. Per confirmar-ho, escriu {word} a continuació.',
  deleteAccountConfirmLabel: 'Escriu {word} per confirmar-ho',
  deleteAccountConfirmWord: 'SUPRIMEIX',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Per seguretat, introdueix la contrasenya per suprimir el compte.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'S’ha suprimit el compte.',
  cancel: 'Cancel·la',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Has d’iniciar la sessió per fer això.',
  signInRequiredLink: 'Inicia la sessió',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'La sessió ha caducat. Inicia la sessió per continuar.',
  sessionEndedDescription:
    'El que has introduït es conserva i es tornarà a enviar quan hagis iniciat la sessió.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menú del compte, {name}',
  manageAccount: 'Gestiona el compte',
  signOut: 'Tanca la sessió',
  userButtonSignIn: 'Inicia la sessió',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Correu electrònic',
  emailStatusVerified: 'Verificada',
  emailStatusNotVerified: 'No verificada',
  emailSendVerification: 'Envia el codi de verificació',
  changeEmail: 'Canvia l’adreça electrònica',
  changeEmailSubmit: 'Desa l’adreça nova',
  newEmailLabel: 'Adreça electrònica nova',
  emailChangedDescription:
    'Introdueix el codi de 6 xifres que hem enviat a {email}. Ara inicies la sessió amb aquesta adreça, no amb {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Contrasenya',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'El teu nom i les teves dades de contacte.',
  profileRowEmpty: 'Encara no has afegit res.',
  editProfile: 'Edita el perfil',
  emailRowDescription: 'L’adreça amb què inicies la sessió i on reps els codis.',
  passwordRowDescription: 'Per iniciar la sessió. Canviar-la tanca les altres sessions.',
  deleteRowDescription: 'Suprimeix el compte i les seves dades per sempre.',
  discardChangesTitle: 'Vols descartar els canvis?',
  discardChangesDescription: 'El que has escrit a «{section}» no s’ha desat i es perdrà.',
  discardChanges: 'Descarta',
  keepEditing: 'Continua editant',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Verifica l’adreça electrònica',
  emailPromptDescription: 'T’enviarem un codi de 6 xifres a {email}.',
  emailPromptSend: 'Envia el codi',
  emailPromptDone: 'Adreça electrònica verificada',
  emailPromptDismiss: 'Ara no',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'La sessió està a punt de caducar',
  idleWarning: {
    one: 'Per seguretat, la sessió es tancarà d’aquí a {seconds} segon.',
    many: 'Per seguretat, la sessió es tancarà d’aquí a {seconds} de segons.',
    other: 'Per seguretat, la sessió es tancarà d’aquí a {seconds} segons.',
  },
  idleStay: 'Mantén la sessió iniciada',
  errorSummaryTitle: 'Hi ha un problema',

  // Field labels and their help.
  nameLabel: 'Nom',
  emailLabel: 'Adreça electrònica',
  passwordLabel: 'Contrasenya',
  currentPasswordLabel: 'Contrasenya actual',
  newPasswordLabel: 'Contrasenya nova',
  passwordDescription: 'Com a mínim 8 caràcters.',
  usernameLabel: 'Nom d’usuari',
  phoneLabel: 'Telèfon',
  addressLabel: 'Adreça',
  avatarUrlLabel: 'URL de l’avatar',
  selectPlaceholder: 'Tria una opció',
  otpLabel: 'Codi de verificació',
  otpCharacterLabel: 'Xifra {index} de {count}',
  showPassword: 'Mostra la contrasenya',
  hidePassword: 'Amaga la contrasenya',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Seguretat de la contrasenya',
  passwordStrengthWeak: 'Feble',
  passwordStrengthFair: 'Acceptable',
  passwordStrengthStrong: 'Forta',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Has oblidat la contrasenya?',
  signupLink: 'Crea un compte',
  loginLink: 'Ja tens compte? Inicia la sessió',
  backToLoginLink: 'Torna a l’inici de sessió',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Torna-ho a provar d’aquí a {seconds} segon',
    many: 'Torna-ho a provar d’aquí a {seconds} de segons',
    other: 'Torna-ho a provar d’aquí a {seconds} segons',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Aquest camp és obligatori.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Introdueix el teu nom.',
  errorEmailRequired: 'Introdueix la teva adreça electrònica.',
  errorPasswordRequired: 'Introdueix la contrasenya.',
  errorCurrentPasswordRequired: 'Introdueix la contrasenya actual.',
  errorNewPasswordRequired: 'Tria una contrasenya.',
  errorNewEmailRequired: 'Introdueix l’adreça electrònica nova.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Aquesta ja és la teva adreça electrònica. Introdueix-ne una altra.',
  errorOtpRequired: 'Introdueix el codi de 6 xifres del correu.',
  errorInvalidEmail: 'Introdueix una adreça electrònica vàlida, com ara nom@exemple.cat.',
  errorPasswordTooShort: {
    one: 'Fes servir com a mínim {min} caràcter.',
    many: 'Fes servir com a mínim {min} de caràcters.',
    other: 'Fes servir com a mínim {min} caràcters.',
  },
  errorOtpIncomplete: 'Introdueix les 6 xifres del codi.',
  errorInvalidUrl: 'Introdueix una adreça web completa que comenci per https://.',
  errorConfirmWord: 'Escriu exactament {word} per confirmar-ho.',
  errorInvalidNumber: 'Introdueix un número.',
  errorInvalidDate: 'Introdueix una data real.',
  errorConsentRequired: 'Marca la casella per acceptar-ho abans de crear el compte.',
  errorTooLong: {
    one: 'Fes servir com a màxim {max} caràcter.',
    many: 'Fes servir com a màxim {max} de caràcters.',
    other: 'Fes servir com a màxim {max} caràcters.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'L’adreça electrònica o la contrasenya no són correctes.',
  errorCurrentPasswordWrong: 'La contrasenya actual no és correcta.',
  errorRateLimited: 'Massa intents. Espera que acabi el compte enrere i torna-ho a provar.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Massa intents. Torna-ho a provar més tard.',
  errorNetwork: 'No es pot connectar amb el servei. Comprova la connexió i torna a enviar-ho.',
  errorInvalidOtp: 'El codi no és correcte o ja no és vàlid. Comprova’l o demana’n un de nou.',
  errorOtpExpired: 'El codi ha caducat. Demana’n un de nou.',
  errorEmailTaken: 'Ja hi ha un compte amb aquesta adreça electrònica. Inicia la sessió.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Un altre compte fa servir aquesta adreça electrònica. Introdueix-ne una altra.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'Aquesta contrasenya és massa comuna. Tria’n una de més difícil d’endevinar.',
  errorUsernameTaken: 'Aquest nom d’usuari ja està en ús. Tria’n un altre.',
  errorAccountDisabled: 'Aquest compte està desactivat.',
  errorSessionEnded: 'La sessió ha caducat. Torna a iniciar la sessió.',
  errorNotAllowed: 'No tens permís per fer això.',
  errorNotFound: 'Aquest compte ja no existeix.',
  errorApiKeyRequired:
    'Per recuperar la contrasenya cal la clau d’API pública de l’aplicació: passa apiKey a AuthProvider.',
  errorUnknown: 'S’ha produït un error: {message}',
};
