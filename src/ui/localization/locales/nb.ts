import type { AuthLocalization } from '../auth-localization';

/**
 * The Norwegian Bokmål dictionary (norsk bokmål), "du" register, the norm of Norwegian sign-in
 * screens (Google, Microsoft, BankID banks); "Logg inn", "Skriv inn".
 */
export const nb: AuthLocalization = {
  locale: 'nb',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Opprett en konto',
  signupSubmit: 'Opprett konto',
  loginTitle: 'Logg inn',
  loginSubmit: 'Logg inn',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Du er logget inn.',
  verifyEmailTitle: 'Bekreft e-postadressen din',
  verifyEmailDescription: 'Skriv inn den 6-sifrede koden vi sendte til {email}.',
  verifyEmailSubmit: 'Bekreft e-postadressen',
  emailVerified: 'E-postadressen din er bekreftet.',
  resendCode: 'Send koden på nytt',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Send koden på nytt om {seconds} sekund',
    other: 'Send koden på nytt om {seconds} sekunder',
  },
  codeSent: 'Vi har sendt en ny kode til {email}.',
  forgotPasswordTitle: 'Glemt passordet?',
  forgotPasswordDescription:
    'Skriv inn e-postadressen din, så sender vi deg en kode du kan bruke til å tilbakestille passordet.',
  forgotPasswordSubmit: 'Send kode',
  resetPasswordTitle: 'Tilbakestill passordet',
  resetPasswordDescription: 'Skriv inn koden vi sendte til {email}, og velg et nytt passord.',
  resetPasswordSubmit: 'Tilbakestill passordet',
  passwordResetDone: 'Passordet ditt er tilbakestilt. Logg inn med det nye passordet.',
  changePasswordTitle: 'Endre passord',
  changePasswordSubmit: 'Endre passord',
  changePasswordDoneSignedIn:
    'Passordet ditt er endret. Du er logget ut på de andre enhetene dine.',
  changePasswordDone: 'Passordet ditt er endret. Logg inn igjen med det nye passordet.',
  changePasswordOtherDevices:
    'Hvis du endrer passordet, blir du logget ut på de andre enhetene dine.',
  profileTitle: 'Profil',
  profileSubmit: 'Lagre endringene',
  profileSaved: 'Endringene er lagret.',
  profileLoading: 'Laster inn profilen din …',
  emailChangeNeedsPassword: 'Skriv inn det nåværende passordet ditt for å endre e-postadressen.',
  deleteAccountTitle: 'Slett kontoen',
  deleteAccountDescription:
    'Dette sletter kontoen din og alt innholdet i den. Det kan ikke angres.',
  deleteAccountSubmit: 'Slett kontoen',
  deleteAccountConfirmTitle: 'Vil du slette kontoen din?',
  deleteAccountConfirmDescription: 'Dette kan ikke angres. Skriv {word} nedenfor for å bekrefte.',
  deleteAccountConfirmLabel: 'Skriv {word} for å bekrefte',
  deleteAccountConfirmWord: 'SLETT',
  deleteAccountPasswordDescription:
    'Av sikkerhetshensyn må du skrive inn passordet ditt for å slette kontoen.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Kontoen din er slettet.',
  cancel: 'Avbryt',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Du må logge inn for å gjøre dette.',
  signInRequiredLink: 'Logg inn',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Økten din er utløpt. Logg inn for å fortsette.',
  sessionEndedDescription:
    'Det du har fylt ut, blir tatt vare på og sendt på nytt når du har logget inn.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Kontomeny, {name}',
  manageAccount: 'Administrer kontoen',
  signOut: 'Logg ut',
  userButtonSignIn: 'Logg inn',
  emailSettingsTitle: 'E-postadresse',
  emailStatusVerified: 'Bekreftet',
  emailStatusNotVerified: 'Ikke bekreftet',
  emailSendVerification: 'Send bekreftelseskode',
  changeEmail: 'Endre e-postadresse',
  changeEmailSubmit: 'Lagre ny e-postadresse',
  newEmailLabel: 'Ny e-postadresse',
  emailChangedDescription:
    'Skriv inn den 6-sifrede koden vi sendte til {email}. Nå logger du inn med denne adressen, ikke med {previousEmail}.',
  emailPromptTitle: 'Bekreft e-postadressen din',
  emailPromptDescription: 'Vi sender en 6-sifret kode til {email}.',
  emailPromptSend: 'Send kode',
  emailPromptDone: 'E-postadressen er bekreftet',
  emailPromptDismiss: 'Ikke nå',
  passwordSettingsTitle: 'Passord',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Navnet ditt og kontaktinformasjonen din.',
  profileRowEmpty: 'Ingenting er lagt til ennå.',
  editProfile: 'Rediger profilen',
  emailRowDescription: 'Adressen du logger inn med og får koder på.',
  passwordRowDescription: 'Til innlogging. Endrer du det, logges du ut andre steder.',
  deleteRowDescription: 'Slett kontoen din og dataene i den for godt.',
  discardChangesTitle: 'Vil du forkaste endringene?',
  discardChangesDescription: 'Det du har skrevet under «{section}», er ikke lagret og går tapt.',
  discardChanges: 'Forkast',
  keepEditing: 'Fortsett å redigere',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Økten din utløper snart',
  idleWarning: {
    one: 'Av sikkerhetshensyn blir du logget ut om {seconds} sekund.',
    other: 'Av sikkerhetshensyn blir du logget ut om {seconds} sekunder.',
  },
  idleStay: 'Forbli logget inn',
  errorSummaryTitle: 'Rett opp følgende feil',

  // Field labels and their help.
  nameLabel: 'Navn',
  emailLabel: 'E-postadresse',
  passwordLabel: 'Passord',
  currentPasswordLabel: 'Nåværende passord',
  newPasswordLabel: 'Nytt passord',
  passwordDescription: 'Minst 8 tegn.',
  usernameLabel: 'Brukernavn',
  phoneLabel: 'Telefon',
  addressLabel: 'Adresse',
  avatarUrlLabel: 'URL til profilbilde',
  selectPlaceholder: 'Velg et alternativ',
  otpLabel: 'Bekreftelseskode',
  otpCharacterLabel: 'Siffer {index} av {count}',
  showPassword: 'Vis passordet',
  hidePassword: 'Skjul passordet',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Passordstyrke',
  passwordStrengthWeak: 'Svak',
  passwordStrengthFair: 'Middels',
  passwordStrengthStrong: 'Sterk',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Glemt passordet?',
  signupLink: 'Opprett en konto',
  loginLink: 'Jeg har allerede en konto',
  backToLoginLink: 'Tilbake til innlogging',

  // The submit button while a rate limit runs out.
  retryIn: { one: 'Prøv igjen om {seconds} sekund', other: 'Prøv igjen om {seconds} sekunder' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Dette feltet må fylles ut.',
  errorNameRequired: 'Skriv inn navnet ditt.',
  errorEmailRequired: 'Skriv inn e-postadressen din.',
  errorPasswordRequired: 'Skriv inn passordet ditt.',
  errorCurrentPasswordRequired: 'Skriv inn det nåværende passordet ditt.',
  errorNewPasswordRequired: 'Velg et passord.',
  errorNewEmailRequired: 'Skriv inn den nye e-postadressen din.',
  errorEmailUnchanged: 'Dette er allerede e-postadressen din. Skriv inn en annen.',
  errorOtpRequired: 'Skriv inn den 6-sifrede koden fra e-posten.',
  errorInvalidEmail: 'Skriv inn en gyldig e-postadresse, for eksempel navn@example.com.',
  errorPasswordTooShort: { one: 'Bruk minst {min} tegn.', other: 'Bruk minst {min} tegn.' },
  errorOtpIncomplete: 'Skriv inn alle de 6 sifrene i koden.',
  errorInvalidUrl: 'Skriv inn en fullstendig nettadresse som begynner med https://.',
  errorConfirmWord: 'Skriv nøyaktig {word} for å bekrefte.',
  errorInvalidNumber: 'Skriv inn et tall.',
  errorInvalidDate: 'Skriv inn en gyldig dato.',
  errorConsentRequired: 'Kryss av i boksen for å godta før du oppretter kontoen.',
  errorTooLong: { one: 'Bruk maks {max} tegn.', other: 'Bruk maks {max} tegn.' },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Feil e-postadresse eller passord.',
  errorCurrentPasswordWrong: 'Det nåværende passordet er feil.',
  errorRateLimited: 'For mange forsøk. Vent til nedtellingen er ferdig, og prøv så igjen.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'For mange forsøk. Prøv igjen senere.',
  errorNetwork: 'Får ikke kontakt med tjenesten. Sjekk tilkoblingen, og send inn på nytt.',
  errorInvalidOtp: 'Koden er feil eller ikke lenger gyldig. Sjekk den, eller be om en ny.',
  errorOtpExpired: 'Koden er utløpt. Be om en ny.',
  errorEmailTaken: 'Det finnes allerede en konto med denne e-postadressen. Logg inn i stedet.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'En annen konto bruker denne e-postadressen. Skriv inn en annen.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Passordet er for vanlig. Velg et som er vanskeligere å gjette.',
  errorUsernameTaken: 'Brukernavnet er opptatt. Velg et annet.',
  errorAccountDisabled: 'Kontoen er deaktivert.',
  errorSessionEnded: 'Økten din er utløpt. Logg inn på nytt.',
  errorNotAllowed: 'Du har ikke tillatelse til å gjøre dette.',
  errorNotFound: 'Kontoen finnes ikke lenger.',
  errorApiKeyRequired:
    'Gjenoppretting av passord krever den offentlige API-nøkkelen til appen din: send apiKey til AuthProvider.',
  errorUnknown: 'Noe gikk galt: {message}',
};
