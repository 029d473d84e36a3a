import type { AuthLocalization } from './auth-localization';

/** The German dictionary: complete, checked against {@link en} by type and by test. */
export const de: AuthLocalization = {
  locale: 'de',
  dir: 'ltr',
  signupTitle: 'Konto erstellen',
  signupSubmit: 'Konto erstellen',
  loginTitle: 'Anmelden',
  loginSubmit: 'Anmelden',
  signedIn: 'Du bist angemeldet.',
  verifyEmailTitle: 'E-Mail-Adresse bestätigen',
  verifyEmailDescription: 'Gib den 6-stelligen Code ein, den wir an {email} gesendet haben.',
  verifyEmailSubmit: 'E-Mail bestätigen',
  emailVerified: 'Deine E-Mail-Adresse ist bestätigt.',
  resendCode: 'Code erneut senden',
  resendCodeIn: {
    one: 'Code erneut senden in {seconds} Sekunde',
    other: 'Code erneut senden in {seconds} Sekunden',
  },
  codeSent: 'Wir haben einen neuen Code an {email} gesendet.',
  forgotPasswordTitle: 'Passwort vergessen?',
  forgotPasswordDescription:
    'Gib deine E-Mail-Adresse ein, und wir senden dir einen Code zum Zurücksetzen des Passworts.',
  forgotPasswordSubmit: 'Code senden',
  resetPasswordTitle: 'Passwort zurücksetzen',
  resetPasswordDescription:
    'Gib den Code ein, den wir an {email} gesendet haben, und wähle ein neues Passwort.',
  resetPasswordSubmit: 'Passwort zurücksetzen',
  passwordResetDone: 'Dein Passwort wurde zurückgesetzt. Melde dich mit dem neuen Passwort an.',
  changePasswordTitle: 'Passwort ändern',
  changePasswordSubmit: 'Passwort ändern',
  changePasswordDone: 'Dein Passwort wurde geändert. Melde dich mit dem neuen Passwort wieder an.',
  profileTitle: 'Profil',
  profileSubmit: 'Änderungen speichern',
  profileSaved: 'Deine Änderungen wurden gespeichert.',
  emailChangeNeedsPassword: 'Gib zum Ändern deiner E-Mail-Adresse dein aktuelles Passwort ein.',
  profileLoading: 'Dein Profil wird geladen …',
  deleteAccountTitle: 'Konto löschen',
  deleteAccountDescription:
    'Damit werden dein Konto und alle seine Daten gelöscht. Das lässt sich nicht rückgängig machen.',
  deleteAccountSubmit: 'Konto löschen',
  deleteAccountConfirmTitle: 'Konto wirklich löschen?',
  deleteAccountConfirmDescription:
    'Das lässt sich nicht rückgängig machen. Gib zur Bestätigung unten {word} ein.',
  deleteAccountConfirmLabel: 'Zur Bestätigung {word} eingeben',
  deleteAccountConfirmWord: 'LÖSCHEN',
  accountDeleted: 'Dein Konto wurde gelöscht.',
  cancel: 'Abbrechen',
  signInRequired: 'Dafür musst du angemeldet sein.',
  signInRequiredLink: 'Anmelden',
  sessionEndedTitle: 'Deine Sitzung ist abgelaufen. Melde dich an, um fortzufahren.',
  sessionEndedDescription:
    'Deine Eingaben bleiben erhalten und werden nach der Anmeldung erneut gesendet.',
  errorSummaryTitle: 'Es ist ein Problem aufgetreten',

  nameLabel: 'Name',
  emailLabel: 'E-Mail',
  passwordLabel: 'Passwort',
  currentPasswordLabel: 'Aktuelles Passwort',
  newPasswordLabel: 'Neues Passwort',
  passwordDescription: 'Mindestens 8 Zeichen.',
  usernameLabel: 'Benutzername',
  phoneLabel: 'Telefon',
  addressLabel: 'Adresse',
  avatarUrlLabel: 'Avatar-URL',
  otpLabel: 'Bestätigungscode',
  otpCharacterLabel: 'Ziffer {index} von {count}',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  passwordStrengthLabel: 'Passwortstärke',
  passwordStrengthWeak: 'Schwach',
  passwordStrengthFair: 'Mittel',
  passwordStrengthStrong: 'Stark',

  forgotPasswordLink: 'Passwort vergessen?',
  signupLink: 'Konto erstellen',
  loginLink: 'Stattdessen anmelden',
  backToLoginLink: 'Zurück zur Anmeldung',

  retryIn: {
    one: 'Erneut versuchen in {seconds} Sekunde',
    other: 'Erneut versuchen in {seconds} Sekunden',
  },

  errorRequired: 'Dieses Feld ist erforderlich.',
  errorInvalidEmail: 'Gib eine gültige E-Mail-Adresse ein, etwa name@example.com.',
  errorPasswordTooShort: 'Verwende mindestens 8 Zeichen.',
  errorOtpIncomplete: 'Gib alle 6 Ziffern des Codes ein.',
  errorInvalidUrl: 'Gib eine vollständige Webadresse ein, beginnend mit https://.',
  errorConfirmWord: 'Gib zur Bestätigung genau {word} ein.',
  errorTooLong: {
    one: 'Verwende höchstens {max} Zeichen.',
    other: 'Verwende höchstens {max} Zeichen.',
  },

  errorInvalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  errorCurrentPasswordWrong: 'Das aktuelle Passwort ist falsch.',
  errorRateLimited:
    'Zu viele Versuche. Warte, bis der Countdown abgelaufen ist, und versuche es dann erneut.',
  errorRateLimitedLater: 'Zu viele Versuche. Versuche es später erneut.',
  errorNetwork:
    'Der Dienst ist nicht erreichbar. Prüfe deine Verbindung und sende das Formular erneut.',
  errorInvalidOtp:
    'Dieser Code ist falsch oder nicht mehr gültig. Prüfe ihn oder fordere einen neuen an.',
  errorOtpExpired: 'Dieser Code ist abgelaufen. Fordere einen neuen an.',
  errorEmailTaken: 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Melde dich stattdessen an.',
  errorEmailInUse:
    'Diese E-Mail-Adresse wird von einem anderen Konto verwendet. Gib eine andere ein.',
  errorPasswordCommon:
    'Dieses Passwort ist zu verbreitet. Wähle eines, das schwerer zu erraten ist.',
  errorUsernameTaken: 'Dieser Benutzername ist vergeben. Wähle einen anderen.',
  errorAccountDisabled: 'Dieses Konto ist deaktiviert.',
  errorSessionEnded: 'Deine Sitzung ist abgelaufen. Melde dich erneut an.',
  errorNotAllowed: 'Dazu bist du nicht berechtigt.',
  errorNotFound: 'Dieses Konto gibt es nicht mehr.',
  errorApiKeyRequired:
    'Die Passwort-Wiederherstellung braucht den öffentlichen API-Schlüssel deiner App: Übergib apiKey an AuthProvider.',
  errorUnknown: 'Etwas ist schiefgelaufen: {message}',
};
