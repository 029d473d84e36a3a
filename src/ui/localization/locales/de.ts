import type { AuthLocalization } from '../auth-localization';

/**
 * The German dictionary (Deutsch), formal register ("Sie"), as Microsoft, SAP and banks use it;
 * labels and buttons in the infinitive. Complete: checked against {@link en} by type and by test.
 */
export const de: AuthLocalization = {
  locale: 'de',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Konto erstellen',
  signupSubmit: 'Konto erstellen',
  loginTitle: 'Anmelden',
  loginSubmit: 'Anmelden',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Sie sind angemeldet.',
  verifyEmailTitle: 'Bestätigen Sie Ihre E-Mail-Adresse',
  verifyEmailDescription: 'Geben Sie den 6-stelligen Code ein, den wir an {email} gesendet haben.',
  verifyEmailSubmit: 'E-Mail-Adresse bestätigen',
  emailVerified: 'Ihre E-Mail-Adresse ist bestätigt.',
  resendCode: 'Code erneut senden',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Code in {seconds} Sekunde erneut senden',
    other: 'Code in {seconds} Sekunden erneut senden',
  },
  codeSent: 'Wir haben einen neuen Code an {email} gesendet.',
  forgotPasswordTitle: 'Passwort vergessen?',
  forgotPasswordDescription:
    'Geben Sie Ihre E-Mail-Adresse ein. Wir senden Ihnen dann einen Code, mit dem Sie Ihr Passwort zurücksetzen können.',
  forgotPasswordSubmit: 'Code anfordern',
  resetPasswordTitle: 'Passwort zurücksetzen',
  resetPasswordDescription:
    'Geben Sie den Code ein, den wir an {email} gesendet haben, und wählen Sie ein neues Passwort.',
  resetPasswordSubmit: 'Neues Passwort speichern',
  passwordResetDone:
    'Ihr Passwort wurde zurückgesetzt. Melden Sie sich mit Ihrem neuen Passwort an.',
  changePasswordTitle: 'Passwort ändern',
  changePasswordSubmit: 'Passwort ändern',
  changePasswordDoneSignedIn:
    'Ihr Passwort wurde geändert. Sie wurden auf Ihren anderen Geräten abgemeldet.',
  changePasswordDone:
    'Ihr Passwort wurde geändert. Melden Sie sich mit Ihrem neuen Passwort erneut an.',
  changePasswordOtherDevices:
    'Wenn Sie Ihr Passwort ändern, werden Sie auf Ihren anderen Geräten abgemeldet.',
  profileTitle: 'Profil',
  profileSubmit: 'Änderungen speichern',
  profileSaved: 'Ihre Änderungen wurden gespeichert.',
  profileLoading: 'Ihr Profil wird geladen …',
  emailChangeNeedsPassword:
    'Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
  deleteAccountTitle: 'Konto löschen',
  deleteAccountDescription:
    'Dadurch werden Ihr Konto und alle zugehörigen Daten gelöscht. Dies kann nicht rückgängig gemacht werden.',
  deleteAccountSubmit: 'Konto löschen',
  deleteAccountConfirmTitle: 'Konto wirklich löschen?',
  deleteAccountConfirmDescription:
    'Dies kann nicht rückgängig gemacht werden. Geben Sie zur Bestätigung unten {word} ein.',
  deleteAccountConfirmLabel: 'Zur Bestätigung {word} eingeben',
  deleteAccountConfirmWord: 'LÖSCHEN',
  deleteAccountPasswordDescription:
    'Geben Sie zu Ihrer Sicherheit Ihr Passwort ein, um Ihr Konto zu löschen.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Ihr Konto wurde gelöscht.',
  cancel: 'Abbrechen',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Dafür müssen Sie angemeldet sein.',
  signInRequiredLink: 'Anmelden',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Ihre Sitzung ist abgelaufen. Melden Sie sich an, um fortzufahren.',
  sessionEndedDescription:
    'Ihre Eingaben bleiben erhalten und werden nach der Anmeldung erneut gesendet.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Kontomenü, {name}',
  manageAccount: 'Konto verwalten',
  signOut: 'Abmelden',
  userButtonSignIn: 'Anmelden',
  emailSettingsTitle: 'E-Mail-Adresse',
  emailStatusVerified: 'Bestätigt',
  emailStatusNotVerified: 'Nicht bestätigt',
  emailSendVerification: 'Bestätigungscode senden',
  changeEmail: 'E-Mail-Adresse ändern',
  changeEmailSubmit: 'Neue E-Mail-Adresse speichern',
  newEmailLabel: 'Neue E-Mail-Adresse',
  emailChangedDescription:
    'Geben Sie den 6-stelligen Code ein, den wir an {email} gesendet haben. Sie melden sich jetzt mit dieser Adresse an, nicht mehr mit {previousEmail}.',
  emailPromptTitle: 'Bestätigen Sie Ihre E-Mail-Adresse',
  emailPromptDescription: 'Wir senden einen 6-stelligen Code an {email}.',
  emailPromptSend: 'Code senden',
  emailPromptDone: 'E-Mail-Adresse bestätigt',
  emailPromptDismiss: 'Jetzt nicht',
  passwordSettingsTitle: 'Passwort',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Ihr Name und Ihre Kontaktdaten.',
  profileRowEmpty: 'Noch nichts hinzugefügt.',
  editProfile: 'Profil bearbeiten',
  emailRowDescription: 'Mit dieser Adresse melden Sie sich an und erhalten Codes.',
  passwordRowDescription: 'Zum Anmelden. Eine Änderung meldet Sie auf anderen Geräten ab.',
  deleteRowDescription: 'Ihr Konto und seine Daten endgültig löschen.',
  discardChangesTitle: 'Änderungen verwerfen?',
  discardChangesDescription:
    'Ihre Eingaben unter „{section}“ sind nicht gespeichert und gehen verloren.',
  discardChanges: 'Verwerfen',
  keepEditing: 'Weiter bearbeiten',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Ihre Sitzung läuft bald ab',
  idleWarning: {
    one: 'Zu Ihrer Sicherheit werden Sie in {seconds} Sekunde abgemeldet.',
    other: 'Zu Ihrer Sicherheit werden Sie in {seconds} Sekunden abgemeldet.',
  },
  idleStay: 'Angemeldet bleiben',
  errorSummaryTitle: 'Bitte prüfen Sie Ihre Eingaben',

  // Field labels and their help.
  nameLabel: 'Name',
  emailLabel: 'E-Mail-Adresse',
  passwordLabel: 'Passwort',
  currentPasswordLabel: 'Aktuelles Passwort',
  newPasswordLabel: 'Neues Passwort',
  passwordDescription: 'Mindestens 8 Zeichen.',
  usernameLabel: 'Benutzername',
  phoneLabel: 'Telefon',
  addressLabel: 'Adresse',
  avatarUrlLabel: 'Avatar-URL',
  selectPlaceholder: 'Bitte auswählen',
  otpLabel: 'Bestätigungscode',
  otpCharacterLabel: 'Ziffer {index} von {count}',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort ausblenden',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Passwortstärke',
  passwordStrengthWeak: 'Schwach',
  passwordStrengthFair: 'Mittel',
  passwordStrengthStrong: 'Stark',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Passwort vergessen?',
  signupLink: 'Konto erstellen',
  loginLink: 'Ich habe bereits ein Konto',
  backToLoginLink: 'Zurück zur Anmeldung',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'In {seconds} Sekunde erneut versuchen',
    other: 'In {seconds} Sekunden erneut versuchen',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Dieses Feld ist erforderlich.',
  errorNameRequired: 'Geben Sie Ihren Namen ein.',
  errorEmailRequired: 'Geben Sie Ihre E-Mail-Adresse ein.',
  errorPasswordRequired: 'Geben Sie Ihr Passwort ein.',
  errorCurrentPasswordRequired: 'Geben Sie Ihr aktuelles Passwort ein.',
  errorNewPasswordRequired: 'Wählen Sie ein Passwort.',
  errorNewEmailRequired: 'Geben Sie Ihre neue E-Mail-Adresse ein.',
  errorEmailUnchanged: 'Das ist bereits Ihre E-Mail-Adresse. Geben Sie eine andere ein.',
  errorOtpRequired: 'Geben Sie den 6-stelligen Code aus der E-Mail ein.',
  errorInvalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  errorPasswordTooShort: {
    one: 'Verwenden Sie mindestens {min} Zeichen.',
    other: 'Verwenden Sie mindestens {min} Zeichen.',
  },
  errorOtpIncomplete: 'Geben Sie alle 6 Ziffern des Codes ein.',
  errorInvalidUrl: 'Geben Sie eine vollständige Webadresse ein, die mit https:// beginnt.',
  errorConfirmWord: 'Geben Sie zur Bestätigung genau {word} ein.',
  errorInvalidNumber: 'Geben Sie eine Zahl ein.',
  errorInvalidDate: 'Geben Sie ein gültiges Datum ein.',
  errorConsentRequired: 'Setzen Sie das Häkchen, um zuzustimmen, bevor Sie Ihr Konto erstellen.',
  errorTooLong: {
    one: 'Verwenden Sie höchstens {max} Zeichen.',
    other: 'Verwenden Sie höchstens {max} Zeichen.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  errorCurrentPasswordWrong: 'Das aktuelle Passwort ist falsch.',
  errorRateLimited:
    'Zu viele Versuche. Warten Sie, bis der Countdown abgelaufen ist, und versuchen Sie es dann erneut.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Zu viele Versuche. Versuchen Sie es später erneut.',
  errorNetwork:
    'Der Dienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und senden Sie das Formular erneut.',
  errorInvalidOtp:
    'Dieser Code ist falsch oder nicht mehr gültig. Prüfen Sie ihn oder fordern Sie einen neuen an.',
  errorOtpExpired: 'Dieser Code ist abgelaufen. Fordern Sie einen neuen an.',
  errorEmailTaken:
    'Für diese E-Mail-Adresse gibt es bereits ein Konto. Melden Sie sich stattdessen an.',
  // Profile: the new email belongs to another account.
  errorEmailInUse:
    'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet. Geben Sie eine andere ein.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'Dieses Passwort ist zu häufig. Wählen Sie eines, das schwerer zu erraten ist.',
  errorUsernameTaken: 'Dieser Benutzername ist bereits vergeben. Wählen Sie einen anderen.',
  errorAccountDisabled: 'Dieses Konto ist deaktiviert.',
  errorSessionEnded: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an.',
  errorNotAllowed: 'Sie sind dazu nicht berechtigt.',
  errorNotFound: 'Dieses Konto existiert nicht mehr.',
  errorApiKeyRequired:
    'Für die Passwort-Wiederherstellung ist der öffentliche API-Schlüssel Ihrer App nötig: Übergeben Sie apiKey an AuthProvider.',
  errorUnknown: 'Etwas ist schiefgelaufen: {message}',
};
