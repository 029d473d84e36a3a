import type { AuthLocalization } from '../auth-localization';

/**
 * The Dutch dictionary (Nederlands), informal register ("je"), as Google, Apple and most
 * consumer apps in Dutch use it; "Inloggen", "Voer … in".
 */
export const nl: AuthLocalization = {
  locale: 'nl',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Account maken',
  signupSubmit: 'Account maken',
  loginTitle: 'Inloggen',
  loginSubmit: 'Inloggen',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Je bent ingelogd.',
  verifyEmailTitle: 'Bevestig je e-mailadres',
  verifyEmailDescription: 'Voer de 6-cijferige code in die we naar {email} hebben gestuurd.',
  verifyEmailSubmit: 'E-mailadres bevestigen',
  emailVerified: 'Je e-mailadres is bevestigd.',
  resendCode: 'Code opnieuw sturen',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Code opnieuw sturen over {seconds} seconde',
    other: 'Code opnieuw sturen over {seconds} seconden',
  },
  codeSent: 'We hebben een nieuwe code naar {email} gestuurd.',
  forgotPasswordTitle: 'Wachtwoord vergeten?',
  forgotPasswordDescription:
    'Voer je e-mailadres in. We sturen je dan een code om je wachtwoord opnieuw in te stellen.',
  forgotPasswordSubmit: 'Code sturen',
  resetPasswordTitle: 'Wachtwoord opnieuw instellen',
  resetPasswordDescription:
    'Voer de code in die we naar {email} hebben gestuurd en kies een nieuw wachtwoord.',
  resetPasswordSubmit: 'Wachtwoord opnieuw instellen',
  passwordResetDone: 'Je wachtwoord is opnieuw ingesteld. Log in met je nieuwe wachtwoord.',
  changePasswordTitle: 'Wachtwoord wijzigen',
  changePasswordSubmit: 'Wachtwoord wijzigen',
  changePasswordDoneSignedIn:
    'Je wachtwoord is gewijzigd. Je bent uitgelogd op je andere apparaten.',
  changePasswordDone: 'Je wachtwoord is gewijzigd. Log opnieuw in met je nieuwe wachtwoord.',
  changePasswordOtherDevices:
    'Als je je wachtwoord wijzigt, word je uitgelogd op je andere apparaten.',
  profileTitle: 'Profiel',
  profileSubmit: 'Wijzigingen opslaan',
  profileSaved: 'Je wijzigingen zijn opgeslagen.',
  profileLoading: 'Je profiel wordt geladen…',
  emailChangeNeedsPassword: 'Voer je huidige wachtwoord in om je e-mailadres te wijzigen.',
  deleteAccountTitle: 'Account verwijderen',
  deleteAccountDescription:
    'Hiermee verwijder je je account en alles wat erin staat. Dit kan niet ongedaan worden gemaakt.',
  deleteAccountSubmit: 'Account verwijderen',
  deleteAccountConfirmTitle: 'Je account verwijderen?',
  deleteAccountConfirmDescription:
    'Dit kan niet ongedaan worden gemaakt. Typ hieronder {word} om te bevestigen.',
  deleteAccountConfirmLabel: 'Typ {word} om te bevestigen',
  deleteAccountConfirmWord: 'VERWIJDEREN',
  deleteAccountPasswordDescription:
    'Voer voor je veiligheid je wachtwoord in om je account te verwijderen.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Je account is verwijderd.',
  cancel: 'Annuleren',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Je moet inloggen om dit te doen.',
  signInRequiredLink: 'Inloggen',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Je sessie is verlopen. Log in om verder te gaan.',
  sessionEndedDescription:
    'Wat je hebt ingevuld, blijft bewaard en wordt opnieuw verstuurd zodra je bent ingelogd.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Accountmenu, {name}',
  manageAccount: 'Account beheren',
  signOut: 'Uitloggen',
  userButtonSignIn: 'Inloggen',
  emailSettingsTitle: 'E-mailadres',
  emailStatusVerified: 'Bevestigd',
  emailStatusNotVerified: 'Niet bevestigd',
  emailSendVerification: 'Verificatiecode sturen',
  changeEmail: 'E-mailadres wijzigen',
  changeEmailSubmit: 'Nieuw e-mailadres opslaan',
  newEmailLabel: 'Nieuw e-mailadres',
  emailChangedDescription:
    'Voer de 6-cijferige code in die we naar {email} hebben gestuurd. Je logt nu in met dit adres, niet meer met {previousEmail}.',
  emailPromptTitle: 'Bevestig je e-mailadres',
  emailPromptDescription: 'We sturen een 6-cijferige code naar {email}.',
  emailPromptSend: 'Code sturen',
  emailPromptDone: 'E-mailadres bevestigd',
  emailPromptDismiss: 'Niet nu',
  passwordSettingsTitle: 'Wachtwoord',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Je naam en contactgegevens.',
  profileRowEmpty: 'Nog niets toegevoegd.',
  editProfile: 'Profiel bewerken',
  emailRowDescription: 'Het adres waarmee je inlogt en waarop je codes ontvangt.',
  passwordRowDescription: 'Om in te loggen. Als je het wijzigt, word je elders uitgelogd.',
  deleteRowDescription: 'Je account en de gegevens ervan definitief verwijderen.',
  discardChangesTitle: 'Wijzigingen weggooien?',
  discardChangesDescription:
    'Wat je bij ‘{section}’ hebt ingevuld, is niet opgeslagen en gaat verloren.',
  discardChanges: 'Weggooien',
  keepEditing: 'Verder bewerken',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Je sessie verloopt bijna',
  idleWarning: {
    one: 'Voor je veiligheid word je over {seconds} seconde uitgelogd.',
    other: 'Voor je veiligheid word je over {seconds} seconden uitgelogd.',
  },
  idleStay: 'Ingelogd blijven',
  errorSummaryTitle: 'Verbeter de volgende fouten',

  // Field labels and their help.
  nameLabel: 'Naam',
  emailLabel: 'E-mailadres',
  passwordLabel: 'Wachtwoord',
  currentPasswordLabel: 'Huidig wachtwoord',
  newPasswordLabel: 'Nieuw wachtwoord',
  passwordDescription: 'Minimaal 8 tekens.',
  usernameLabel: 'Gebruikersnaam',
  phoneLabel: 'Telefoonnummer',
  addressLabel: 'Adres',
  avatarUrlLabel: 'Avatar-URL',
  selectPlaceholder: 'Kies een optie',
  otpLabel: 'Verificatiecode',
  otpCharacterLabel: 'Cijfer {index} van {count}',
  showPassword: 'Wachtwoord tonen',
  hidePassword: 'Wachtwoord verbergen',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Wachtwoordsterkte',
  passwordStrengthWeak: 'Zwak',
  passwordStrengthFair: 'Redelijk',
  passwordStrengthStrong: 'Sterk',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Wachtwoord vergeten?',
  signupLink: 'Account maken',
  loginLink: 'Ik heb al een account',
  backToLoginLink: 'Terug naar inloggen',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Opnieuw proberen over {seconds} seconde',
    other: 'Opnieuw proberen over {seconds} seconden',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Dit veld is verplicht.',
  errorNameRequired: 'Voer je naam in.',
  errorEmailRequired: 'Voer je e-mailadres in.',
  errorPasswordRequired: 'Voer je wachtwoord in.',
  errorCurrentPasswordRequired: 'Voer je huidige wachtwoord in.',
  errorNewPasswordRequired: 'Kies een wachtwoord.',
  errorNewEmailRequired: 'Voer je nieuwe e-mailadres in.',
  errorEmailUnchanged: 'Dit is al je e-mailadres. Voer een ander adres in.',
  errorOtpRequired: 'Voer de 6-cijferige code uit de e-mail in.',
  errorInvalidEmail: 'Voer een geldig e-mailadres in, zoals naam@example.com.',
  errorPasswordTooShort: {
    one: 'Gebruik minimaal {min} teken.',
    other: 'Gebruik minimaal {min} tekens.',
  },
  errorOtpIncomplete: 'Voer alle 6 cijfers van de code in.',
  errorInvalidUrl: 'Voer een volledig webadres in dat begint met https://.',
  errorConfirmWord: 'Typ precies {word} om te bevestigen.',
  errorInvalidNumber: 'Voer een getal in.',
  errorInvalidDate: 'Voer een geldige datum in.',
  errorConsentRequired: 'Vink het vakje aan om akkoord te gaan voordat je je account maakt.',
  errorTooLong: { one: 'Gebruik maximaal {max} teken.', other: 'Gebruik maximaal {max} tekens.' },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Het e-mailadres of wachtwoord is onjuist.',
  errorCurrentPasswordWrong: 'Het huidige wachtwoord is onjuist.',
  errorRateLimited:
    'Te veel pogingen. Wacht tot het aftellen voorbij is en probeer het dan opnieuw.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Te veel pogingen. Probeer het later opnieuw.',
  errorNetwork:
    'De service is niet bereikbaar. Controleer je verbinding en verstuur het formulier opnieuw.',
  errorInvalidOtp:
    'Deze code is onjuist of niet meer geldig. Controleer de code of vraag een nieuwe aan.',
  errorOtpExpired: 'Deze code is verlopen. Vraag een nieuwe aan.',
  errorEmailTaken: 'Er bestaat al een account met dit e-mailadres. Log in met dat account.',
  // Profile: the new email belongs to another account.
  errorEmailInUse:
    'Dit e-mailadres wordt al door een ander account gebruikt. Voer een ander e-mailadres in.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'Dit wachtwoord komt te vaak voor. Kies een wachtwoord dat moeilijker te raden is.',
  errorUsernameTaken: 'Deze gebruikersnaam is al bezet. Kies een andere.',
  errorAccountDisabled: 'Dit account is uitgeschakeld.',
  errorSessionEnded: 'Je sessie is verlopen. Log opnieuw in.',
  errorNotAllowed: 'Je hebt geen toestemming om dit te doen.',
  errorNotFound: 'Dit account bestaat niet meer.',
  errorApiKeyRequired:
    'Voor wachtwoordherstel is de openbare API-sleutel van je app nodig: geef apiKey door aan AuthProvider.',
  errorUnknown: 'Er is iets misgegaan: {message}',
};
