import type { AuthLocalization } from '../auth-localization';

/**
 * The Swedish dictionary (svenska), "du" register, the norm of Swedish sign-in screens (Google,
 * Microsoft, BankID banks); "Logga in", "Ange".
 */
export const sv: AuthLocalization = {
  locale: 'sv',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Skapa ett konto',
  signupSubmit: 'Skapa konto',
  loginTitle: 'Logga in',
  loginSubmit: 'Logga in',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Du är inloggad.',
  verifyEmailTitle: 'Verifiera din e-postadress',
  verifyEmailDescription: 'Ange den 6-siffriga koden som vi skickade till {email}.',
  verifyEmailSubmit: 'Verifiera e-postadress',
  emailVerified: 'Din e-postadress är verifierad.',
  resendCode: 'Skicka koden igen',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Skicka koden igen om {seconds} sekund',
    other: 'Skicka koden igen om {seconds} sekunder',
  },
  codeSent: 'Vi har skickat en ny kod till {email}.',
  forgotPasswordTitle: 'Glömt lösenordet?',
  forgotPasswordDescription:
    'Ange din e-postadress så skickar vi en kod som du kan använda för att återställa lösenordet.',
  forgotPasswordSubmit: 'Skicka kod',
  resetPasswordTitle: 'Återställ ditt lösenord',
  resetPasswordDescription: 'Ange koden som vi skickade till {email} och välj ett nytt lösenord.',
  resetPasswordSubmit: 'Återställ lösenord',
  passwordResetDone: 'Ditt lösenord har återställts. Logga in med ditt nya lösenord.',
  changePasswordTitle: 'Byt lösenord',
  changePasswordSubmit: 'Byt lösenord',
  changePasswordDoneSignedIn: 'Ditt lösenord har bytts. Du har loggats ut på dina andra enheter.',
  changePasswordDone: 'Ditt lösenord har bytts. Logga in igen med ditt nya lösenord.',
  changePasswordOtherDevices: 'Om du byter lösenord loggas du ut på dina andra enheter.',
  profileTitle: 'Profil',
  profileSubmit: 'Spara ändringar',
  profileSaved: 'Dina ändringar har sparats.',
  profileLoading: 'Läser in din profil…',
  emailChangeNeedsPassword: 'Ange ditt nuvarande lösenord för att byta e-postadress.',
  deleteAccountTitle: 'Radera konto',
  deleteAccountDescription: 'Ditt konto och allt innehåll i det raderas. Det går inte att ångra.',
  deleteAccountSubmit: 'Radera konto',
  deleteAccountConfirmTitle: 'Vill du radera ditt konto?',
  deleteAccountConfirmDescription: 'Det går inte att ångra. Skriv {word} nedan för att bekräfta.',
  deleteAccountConfirmLabel: 'Skriv {word} för att bekräfta',
  deleteAccountConfirmWord: 'RADERA',
  deleteAccountPasswordDescription:
    'Av säkerhetsskäl behöver du ange ditt lösenord för att radera kontot.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Ditt konto har raderats.',
  cancel: 'Avbryt',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Du måste logga in för att göra det här.',
  signInRequiredLink: 'Logga in',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Din session har gått ut. Logga in för att fortsätta.',
  sessionEndedDescription: 'Det du har fyllt i sparas och skickas igen när du har loggat in.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Kontomeny, {name}',
  manageAccount: 'Hantera konto',
  signOut: 'Logga ut',
  userButtonSignIn: 'Logga in',
  emailSettingsTitle: 'E-postadress',
  emailStatusVerified: 'Verifierad',
  emailStatusNotVerified: 'Inte verifierad',
  emailSendVerification: 'Skicka verifieringskod',
  changeEmail: 'Byt e-postadress',
  changeEmailSubmit: 'Spara ny e-postadress',
  newEmailLabel: 'Ny e-postadress',
  emailChangedDescription:
    'Ange den 6-siffriga koden som vi skickade till {email}. Nu loggar du in med den här adressen, inte med {previousEmail}.',
  emailPromptTitle: 'Verifiera din e-postadress',
  emailPromptDescription: 'Vi skickar en 6-siffrig kod till {email}.',
  emailPromptSend: 'Skicka kod',
  emailPromptDone: 'E-postadressen är verifierad',
  emailPromptDismiss: 'Inte nu',
  passwordSettingsTitle: 'Lösenord',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Ditt namn och dina kontaktuppgifter.',
  profileRowEmpty: 'Inget tillagt än.',
  editProfile: 'Redigera profil',
  emailRowDescription: 'Adressen du loggar in med och får koder till.',
  passwordRowDescription: 'För inloggning. Byter du det loggas du ut på andra enheter.',
  deleteRowDescription: 'Radera ditt konto och dess data för gott.',
  discardChangesTitle: 'Vill du slänga ändringarna?',
  discardChangesDescription:
    'Det du har skrivit under ”{section}” har inte sparats och går förlorat.',
  discardChanges: 'Släng',
  keepEditing: 'Fortsätt redigera',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Din session går snart ut',
  idleWarning: {
    one: 'Av säkerhetsskäl loggas du ut om {seconds} sekund.',
    other: 'Av säkerhetsskäl loggas du ut om {seconds} sekunder.',
  },
  idleStay: 'Förbli inloggad',
  errorSummaryTitle: 'Rätta följande fel',

  // Field labels and their help.
  nameLabel: 'Namn',
  emailLabel: 'E-postadress',
  passwordLabel: 'Lösenord',
  currentPasswordLabel: 'Nuvarande lösenord',
  newPasswordLabel: 'Nytt lösenord',
  passwordDescription: 'Minst 8 tecken.',
  usernameLabel: 'Användarnamn',
  phoneLabel: 'Telefon',
  addressLabel: 'Adress',
  avatarUrlLabel: 'Profilbildens URL',
  selectPlaceholder: 'Välj ett alternativ',
  otpLabel: 'Verifieringskod',
  otpCharacterLabel: 'Siffra {index} av {count}',
  showPassword: 'Visa lösenord',
  hidePassword: 'Dölj lösenord',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Lösenordets styrka',
  passwordStrengthWeak: 'Svagt',
  passwordStrengthFair: 'Medelstarkt',
  passwordStrengthStrong: 'Starkt',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Glömt lösenordet?',
  signupLink: 'Skapa ett konto',
  loginLink: 'Jag har redan ett konto',
  backToLoginLink: 'Tillbaka till inloggningen',

  // The submit button while a rate limit runs out.
  retryIn: { one: 'Försök igen om {seconds} sekund', other: 'Försök igen om {seconds} sekunder' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Det här fältet är obligatoriskt.',
  errorNameRequired: 'Ange ditt namn.',
  errorEmailRequired: 'Ange din e-postadress.',
  errorPasswordRequired: 'Ange ditt lösenord.',
  errorCurrentPasswordRequired: 'Ange ditt nuvarande lösenord.',
  errorNewPasswordRequired: 'Välj ett lösenord.',
  errorNewEmailRequired: 'Ange din nya e-postadress.',
  errorEmailUnchanged: 'Det här är redan din e-postadress. Ange en annan.',
  errorOtpRequired: 'Ange den 6-siffriga koden från e-postmeddelandet.',
  errorInvalidEmail: 'Ange en giltig e-postadress, till exempel namn@example.com.',
  errorPasswordTooShort: { one: 'Använd minst {min} tecken.', other: 'Använd minst {min} tecken.' },
  errorOtpIncomplete: 'Ange alla 6 siffrorna i koden.',
  errorInvalidUrl: 'Ange en fullständig webbadress som börjar med https://.',
  errorConfirmWord: 'Skriv exakt {word} för att bekräfta.',
  errorInvalidNumber: 'Ange ett tal.',
  errorInvalidDate: 'Ange ett giltigt datum.',
  errorConsentRequired: 'Markera rutan för att godkänna innan du skapar ditt konto.',
  errorTooLong: { one: 'Använd högst {max} tecken.', other: 'Använd högst {max} tecken.' },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Fel e-postadress eller lösenord.',
  errorCurrentPasswordWrong: 'Det nuvarande lösenordet är fel.',
  errorRateLimited: 'För många försök. Vänta tills nedräkningen är klar och försök sedan igen.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'För många försök. Försök igen senare.',
  errorNetwork: 'Det går inte att nå tjänsten. Kontrollera anslutningen och skicka sedan igen.',
  errorInvalidOtp: 'Koden är fel eller inte längre giltig. Kontrollera den eller begär en ny.',
  errorOtpExpired: 'Koden har gått ut. Begär en ny.',
  errorEmailTaken: 'Det finns redan ett konto med den här e-postadressen. Logga in i stället.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Ett annat konto använder den här e-postadressen. Ange en annan.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Lösenordet är för vanligt. Välj ett som är svårare att gissa.',
  errorUsernameTaken: 'Användarnamnet är upptaget. Välj ett annat.',
  errorAccountDisabled: 'Kontot är inaktiverat.',
  errorSessionEnded: 'Din session har gått ut. Logga in igen.',
  errorNotAllowed: 'Du har inte behörighet att göra det här.',
  errorNotFound: 'Kontot finns inte längre.',
  errorApiKeyRequired:
    'Lösenordsåterställning kräver appens offentliga API-nyckel: skicka apiKey till AuthProvider.',
  errorUnknown: 'Något gick fel: {message}',
};
