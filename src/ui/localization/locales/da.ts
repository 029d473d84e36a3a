import type { AuthLocalization } from '../auth-localization';

/**
 * The Danish dictionary (dansk), "du" register, the norm of Danish sign-in screens (Google,
 * Microsoft, MitID banks); "Log ind", "Angiv".
 */
export const da: AuthLocalization = {
  locale: 'da',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Opret en konto',
  signupSubmit: 'Opret konto',
  loginTitle: 'Log ind',
  loginSubmit: 'Log ind',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Du er logget ind.',
  verifyEmailTitle: 'Bekræft din mailadresse',
  verifyEmailDescription: 'Angiv den 6-cifrede kode, vi har sendt til {email}.',
  verifyEmailSubmit: 'Bekræft mailadresse',
  emailVerified: 'Din mailadresse er bekræftet.',
  resendCode: 'Send koden igen',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Send koden igen om {seconds} sekund',
    other: 'Send koden igen om {seconds} sekunder',
  },
  codeSent: 'Vi har sendt en ny kode til {email}.',
  forgotPasswordTitle: 'Har du glemt din adgangskode?',
  forgotPasswordDescription:
    'Angiv din mailadresse, så sender vi dig en kode, som du kan bruge til at nulstille din adgangskode.',
  forgotPasswordSubmit: 'Send kode',
  resetPasswordTitle: 'Nulstil din adgangskode',
  resetPasswordDescription: 'Angiv koden, vi har sendt til {email}, og vælg en ny adgangskode.',
  resetPasswordSubmit: 'Nulstil adgangskode',
  passwordResetDone: 'Din adgangskode er nulstillet. Log ind med din nye adgangskode.',
  changePasswordTitle: 'Skift adgangskode',
  changePasswordSubmit: 'Skift adgangskode',
  changePasswordDoneSignedIn: 'Din adgangskode er ændret. Du er logget ud på dine andre enheder.',
  changePasswordDone: 'Din adgangskode er ændret. Log ind igen med din nye adgangskode.',
  changePasswordOtherDevices:
    'Hvis du skifter adgangskode, bliver du logget ud på dine andre enheder.',
  profileTitle: 'Profil',
  profileSubmit: 'Gem ændringer',
  profileSaved: 'Dine ændringer er gemt.',
  profileLoading: 'Indlæser din profil…',
  emailChangeNeedsPassword: 'Angiv din nuværende adgangskode for at ændre din mailadresse.',
  deleteAccountTitle: 'Slet konto',
  deleteAccountDescription:
    'Din konto og alt indhold i den bliver slettet. Det kan ikke fortrydes.',
  deleteAccountSubmit: 'Slet konto',
  deleteAccountConfirmTitle: 'Vil du slette din konto?',
  deleteAccountConfirmDescription: 'Det kan ikke fortrydes. Skriv {word} nedenfor for at bekræfte.',
  deleteAccountConfirmLabel: 'Skriv {word} for at bekræfte',
  deleteAccountConfirmWord: 'SLET',
  deleteAccountPasswordDescription:
    'Af sikkerhedshensyn skal du angive din adgangskode for at slette din konto.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Din konto er slettet.',
  cancel: 'Annuller',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Du skal logge ind for at gøre dette.',
  signInRequiredLink: 'Log ind',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Din session er udløbet. Log ind for at fortsætte.',
  sessionEndedDescription: 'Det, du har udfyldt, bliver gemt og sendt igen, når du er logget ind.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Kontomenu, {name}',
  manageAccount: 'Administrer konto',
  signOut: 'Log ud',
  userButtonSignIn: 'Log ind',
  emailSettingsTitle: 'Mailadresse',
  emailStatusVerified: 'Bekræftet',
  emailStatusNotVerified: 'Ikke bekræftet',
  emailSendVerification: 'Send bekræftelseskode',
  changeEmail: 'Skift mailadresse',
  changeEmailSubmit: 'Gem ny mailadresse',
  newEmailLabel: 'Ny mailadresse',
  emailChangedDescription:
    'Angiv den 6-cifrede kode, vi har sendt til {email}. Du logger nu ind med denne adresse, ikke med {previousEmail}.',
  emailPromptTitle: 'Bekræft din mailadresse',
  emailPromptDescription: 'Vi sender en 6-cifret kode til {email}.',
  emailPromptSend: 'Send kode',
  emailPromptDone: 'Mailadressen er bekræftet',
  emailPromptDismiss: 'Ikke nu',
  passwordSettingsTitle: 'Adgangskode',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Dit navn og dine kontaktoplysninger.',
  profileRowEmpty: 'Intet tilføjet endnu.',
  editProfile: 'Rediger profil',
  emailRowDescription: 'Den adresse, du logger ind med og får koder på.',
  passwordRowDescription: 'Bruges til at logge ind. Et skift logger dig ud andre steder.',
  deleteRowDescription: 'Slet din konto og dens data for altid.',
  discardChangesTitle: 'Vil du kassere ændringerne?',
  discardChangesDescription: 'Det, du har skrevet under »{section}«, er ikke gemt og går tabt.',
  discardChanges: 'Kassér',
  keepEditing: 'Fortsæt redigering',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Din session udløber snart',
  idleWarning: {
    one: 'Af hensyn til din sikkerhed bliver du logget ud om {seconds} sekund.',
    other: 'Af hensyn til din sikkerhed bliver du logget ud om {seconds} sekunder.',
  },
  idleStay: 'Forbliv logget ind',
  errorSummaryTitle: 'Ret følgende fejl',

  // Field labels and their help.
  nameLabel: 'Navn',
  emailLabel: 'Mailadresse',
  passwordLabel: 'Adgangskode',
  currentPasswordLabel: 'Nuværende adgangskode',
  newPasswordLabel: 'Ny adgangskode',
  passwordDescription: 'Mindst 8 tegn.',
  usernameLabel: 'Brugernavn',
  phoneLabel: 'Telefon',
  addressLabel: 'Adresse',
  avatarUrlLabel: 'URL til profilbillede',
  selectPlaceholder: 'Vælg en mulighed',
  otpLabel: 'Bekræftelseskode',
  otpCharacterLabel: 'Ciffer {index} af {count}',
  showPassword: 'Vis adgangskode',
  hidePassword: 'Skjul adgangskode',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Adgangskodens styrke',
  passwordStrengthWeak: 'Svag',
  passwordStrengthFair: 'Middel',
  passwordStrengthStrong: 'Stærk',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Har du glemt din adgangskode?',
  signupLink: 'Opret en konto',
  loginLink: 'Jeg har allerede en konto',
  backToLoginLink: 'Tilbage til login',

  // The submit button while a rate limit runs out.
  retryIn: { one: 'Prøv igen om {seconds} sekund', other: 'Prøv igen om {seconds} sekunder' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Dette felt skal udfyldes.',
  errorNameRequired: 'Angiv dit navn.',
  errorEmailRequired: 'Angiv din mailadresse.',
  errorPasswordRequired: 'Angiv din adgangskode.',
  errorCurrentPasswordRequired: 'Angiv din nuværende adgangskode.',
  errorNewPasswordRequired: 'Vælg en adgangskode.',
  errorNewEmailRequired: 'Angiv din nye mailadresse.',
  errorEmailUnchanged: 'Det er allerede din mailadresse. Angiv en anden.',
  errorOtpRequired: 'Angiv den 6-cifrede kode fra mailen.',
  errorInvalidEmail: 'Angiv en gyldig mailadresse, f.eks. navn@example.com.',
  errorPasswordTooShort: { one: 'Brug mindst {min} tegn.', other: 'Brug mindst {min} tegn.' },
  errorOtpIncomplete: 'Angiv alle 6 cifre i koden.',
  errorInvalidUrl: 'Angiv en komplet webadresse, der starter med https://.',
  errorConfirmWord: 'Skriv præcis {word} for at bekræfte.',
  errorInvalidNumber: 'Angiv et tal.',
  errorInvalidDate: 'Angiv en gyldig dato.',
  errorConsentRequired: 'Sæt kryds i feltet for at acceptere, før du opretter din konto.',
  errorTooLong: { one: 'Brug højst {max} tegn.', other: 'Brug højst {max} tegn.' },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Mailadressen eller adgangskoden er forkert.',
  errorCurrentPasswordWrong: 'Den nuværende adgangskode er forkert.',
  errorRateLimited: 'For mange forsøg. Vent, til nedtællingen er slut, og prøv så igen.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'For mange forsøg. Prøv igen senere.',
  errorNetwork: 'Tjenesten kan ikke nås. Tjek din forbindelse, og send igen.',
  errorInvalidOtp: 'Koden er forkert eller ikke længere gyldig. Tjek den, eller få tilsendt en ny.',
  errorOtpExpired: 'Koden er udløbet. Få tilsendt en ny.',
  errorEmailTaken: 'Der findes allerede en konto med denne mailadresse. Log ind i stedet.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'En anden konto bruger denne mailadresse. Angiv en anden.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Adgangskoden er for almindelig. Vælg en, der er sværere at gætte.',
  errorUsernameTaken: 'Brugernavnet er optaget. Vælg et andet.',
  errorAccountDisabled: 'Kontoen er deaktiveret.',
  errorSessionEnded: 'Din session er udløbet. Log ind igen.',
  errorNotAllowed: 'Du har ikke tilladelse til at gøre dette.',
  errorNotFound: 'Kontoen findes ikke længere.',
  errorApiKeyRequired:
    'Gendannelse af adgangskode kræver din apps offentlige API-nøgle: giv apiKey til AuthProvider.',
  errorUnknown: 'Noget gik galt: {message}',
};
