import type { AuthLocalization } from '../auth-localization';

/**
 * The Italian dictionary (italiano), informal register ("tu"), as Google, Apple and Microsoft
 * use it in Italian; "Accedi", "Inserisci".
 */
export const it: AuthLocalization = {
  locale: 'it',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Crea un account',
  signupSubmit: 'Crea account',
  loginTitle: 'Accedi',
  loginSubmit: 'Accedi',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Hai eseguito l’accesso.',
  verifyEmailTitle: 'Verifica il tuo indirizzo email',
  verifyEmailDescription: 'Inserisci il codice di 6 cifre che abbiamo inviato a {email}.',
  verifyEmailSubmit: 'Verifica email',
  emailVerified: 'Il tuo indirizzo email è stato verificato.',
  resendCode: 'Invia di nuovo il codice',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Invia di nuovo il codice tra {seconds} secondo',
    many: 'Invia di nuovo il codice tra {seconds} di secondi',
    other: 'Invia di nuovo il codice tra {seconds} secondi',
  },
  codeSent: 'Abbiamo inviato un nuovo codice a {email}.',
  forgotPasswordTitle: 'Hai dimenticato la password?',
  forgotPasswordDescription:
    'Inserisci il tuo indirizzo email e ti invieremo un codice per reimpostare la password.',
  forgotPasswordSubmit: 'Invia codice',
  resetPasswordTitle: 'Reimposta la password',
  resetPasswordDescription:
    'Inserisci il codice che abbiamo inviato a {email} e scegli una nuova password.',
  resetPasswordSubmit: 'Reimposta password',
  passwordResetDone: 'La password è stata reimpostata. Accedi con la nuova password.',
  changePasswordTitle: 'Cambia password',
  changePasswordSubmit: 'Cambia password',
  changePasswordDoneSignedIn:
    'La password è stata cambiata. La sessione è stata chiusa sugli altri dispositivi.',
  changePasswordDone: 'La password è stata cambiata. Accedi di nuovo con la nuova password.',
  changePasswordOtherDevices: 'Se cambi la password, uscirai dall’account sugli altri dispositivi.',
  profileTitle: 'Profilo',
  profileSubmit: 'Salva modifiche',
  profileSaved: 'Le modifiche sono state salvate.',
  profileLoading: 'Caricamento del profilo…',
  emailChangeNeedsPassword: 'Per cambiare l’indirizzo email, inserisci la password attuale.',
  deleteAccountTitle: 'Elimina account',
  deleteAccountDescription:
    'L’account e tutti i suoi contenuti verranno eliminati. L’operazione non può essere annullata.',
  deleteAccountSubmit: 'Elimina account',
  deleteAccountConfirmTitle: 'Eliminare l’account?',
  deleteAccountConfirmDescription:
    'L’operazione non può essere annullata. Digita {word} qui sotto per confermare.',
  deleteAccountConfirmLabel: 'Digita {word} per confermare',
  deleteAccountConfirmWord: 'ELIMINA',
  deleteAccountPasswordDescription:
    'Per la tua sicurezza, inserisci la password per eliminare l’account.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Il tuo account è stato eliminato.',
  cancel: 'Annulla',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Per eseguire questa operazione devi accedere.',
  signInRequiredLink: 'Accedi',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'La sessione è scaduta. Accedi per continuare.',
  sessionEndedDescription: 'I dati inseriti vengono conservati e inviati di nuovo dopo l’accesso.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menu dell’account, {name}',
  manageAccount: 'Gestisci account',
  signOut: 'Esci',
  userButtonSignIn: 'Accedi',
  emailSettingsTitle: 'Indirizzo email',
  emailStatusVerified: 'Verificato',
  emailStatusNotVerified: 'Non verificato',
  emailSendVerification: 'Invia codice di verifica',
  changeEmail: 'Cambia indirizzo email',
  changeEmailSubmit: 'Salva nuovo indirizzo',
  newEmailLabel: 'Nuovo indirizzo email',
  emailChangedDescription:
    'Inserisci il codice di 6 cifre che abbiamo inviato a {email}. D’ora in poi accedi con questo indirizzo, non più con {previousEmail}.',
  emailPromptTitle: 'Verifica il tuo indirizzo email',
  emailPromptDescription: 'Invieremo un codice di 6 cifre a {email}.',
  emailPromptSend: 'Invia codice',
  emailPromptDone: 'Indirizzo email verificato',
  emailPromptDismiss: 'Non ora',
  passwordSettingsTitle: 'Password',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Il tuo nome e i tuoi recapiti.',
  profileRowEmpty: 'Non hai ancora aggiunto nulla.',
  editProfile: 'Modifica profilo',
  emailRowDescription: 'L’indirizzo con cui accedi e a cui ricevi i codici.',
  passwordRowDescription: 'Serve per accedere. Se la cambi, esci dagli altri dispositivi.',
  deleteRowDescription: 'Elimina per sempre l’account e i suoi dati.',
  discardChangesTitle: 'Ignorare le modifiche?',
  discardChangesDescription: 'Quello che hai inserito in «{section}» non è salvato e andrà perso.',
  discardChanges: 'Ignora',
  keepEditing: 'Continua a modificare',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'La sessione sta per scadere',
  idleWarning: {
    one: 'Per la tua sicurezza, la sessione verrà chiusa tra {seconds} secondo.',
    many: 'Per la tua sicurezza, la sessione verrà chiusa tra {seconds} di secondi.',
    other: 'Per la tua sicurezza, la sessione verrà chiusa tra {seconds} secondi.',
  },
  idleStay: 'Mantieni l’accesso',
  errorSummaryTitle: 'Correggi i seguenti errori',

  // Field labels and their help.
  nameLabel: 'Nome',
  emailLabel: 'Indirizzo email',
  passwordLabel: 'Password',
  currentPasswordLabel: 'Password attuale',
  newPasswordLabel: 'Nuova password',
  passwordDescription: 'Almeno 8 caratteri.',
  usernameLabel: 'Nome utente',
  phoneLabel: 'Telefono',
  addressLabel: 'Indirizzo',
  avatarUrlLabel: 'URL dell’avatar',
  selectPlaceholder: 'Seleziona un’opzione',
  otpLabel: 'Codice di verifica',
  otpCharacterLabel: 'Cifra {index} di {count}',
  showPassword: 'Mostra password',
  hidePassword: 'Nascondi password',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Sicurezza della password',
  passwordStrengthWeak: 'Bassa',
  passwordStrengthFair: 'Media',
  passwordStrengthStrong: 'Alta',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Password dimenticata?',
  signupLink: 'Crea un account',
  loginLink: 'Hai già un account? Accedi',
  backToLoginLink: 'Torna all’accesso',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Riprova tra {seconds} secondo',
    many: 'Riprova tra {seconds} di secondi',
    other: 'Riprova tra {seconds} secondi',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Questo campo è obbligatorio.',
  errorNameRequired: 'Inserisci il tuo nome.',
  errorEmailRequired: 'Inserisci il tuo indirizzo email.',
  errorPasswordRequired: 'Inserisci la tua password.',
  errorCurrentPasswordRequired: 'Inserisci la tua password attuale.',
  errorNewPasswordRequired: 'Scegli una password.',
  errorNewEmailRequired: 'Inserisci il nuovo indirizzo email.',
  errorEmailUnchanged: 'Questo è già il tuo indirizzo email. Inseriscine un altro.',
  errorOtpRequired: 'Inserisci il codice di 6 cifre ricevuto via email.',
  errorInvalidEmail: 'Inserisci un indirizzo email valido, ad esempio nome@example.com.',
  errorPasswordTooShort: {
    one: 'Usa almeno {min} carattere.',
    many: 'Usa almeno {min} di caratteri.',
    other: 'Usa almeno {min} caratteri.',
  },
  errorOtpIncomplete: 'Inserisci tutte e 6 le cifre del codice.',
  errorInvalidUrl: 'Inserisci un indirizzo web completo, che inizi con https://.',
  errorConfirmWord: 'Digita esattamente {word} per confermare.',
  errorInvalidNumber: 'Inserisci un numero.',
  errorInvalidDate: 'Inserisci una data valida.',
  errorConsentRequired: 'Seleziona la casella per accettare prima di creare l’account.',
  errorTooLong: {
    one: 'Usa al massimo {max} carattere.',
    many: 'Usa al massimo {max} di caratteri.',
    other: 'Usa al massimo {max} caratteri.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'L’indirizzo email o la password non sono corretti.',
  errorCurrentPasswordWrong: 'La password attuale non è corretta.',
  errorRateLimited: 'Troppi tentativi. Attendi la fine del conto alla rovescia, poi riprova.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Troppi tentativi. Riprova più tardi.',
  errorNetwork:
    'Impossibile raggiungere il servizio. Controlla la connessione, poi invia di nuovo il modulo.',
  errorInvalidOtp: 'Il codice è errato o non è più valido. Controllalo o richiedine uno nuovo.',
  errorOtpExpired: 'Il codice è scaduto. Richiedine uno nuovo.',
  errorEmailTaken: 'Esiste già un account con questo indirizzo email. Accedi con quello.',
  // Profile: the new email belongs to another account.
  errorEmailInUse:
    'Questo indirizzo email è già usato da un altro account. Inseriscine uno diverso.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Questa password è troppo comune. Scegline una più difficile da indovinare.',
  errorUsernameTaken: 'Questo nome utente è già in uso. Scegline un altro.',
  errorAccountDisabled: 'Questo account è disattivato.',
  errorSessionEnded: 'La sessione è scaduta. Accedi di nuovo.',
  errorNotAllowed: 'Non hai l’autorizzazione per eseguire questa operazione.',
  errorNotFound: 'Questo account non esiste più.',
  errorApiKeyRequired:
    'Il recupero della password richiede la chiave API pubblica della tua app: passa apiKey ad AuthProvider.',
  errorUnknown: 'Si è verificato un errore: {message}',
};
