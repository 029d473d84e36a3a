import type { AuthLocalization } from '../auth-localization';

/**
 * The Estonian dictionary (eesti keel), informal register ("sina", imperatives: "Logi sisse",
 * "Sisesta"), as eesti.ee, Smart-ID and Estonian banks (Swedbank, SEB, LHV) address users;
 * buttons in the imperative. After a number Estonian keeps the singular ("5 sekundi pärast"), so
 * some counts read the same in both forms. Complete: checked against {@link en} by type and by
 * test.
 */
export const et: AuthLocalization = {
  locale: 'et',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Loo konto',
  signupSubmit: 'Loo konto',
  loginTitle: 'Logi sisse',
  loginSubmit: 'Logi sisse',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Oled sisse logitud.',
  verifyEmailTitle: 'Kinnita oma e-posti aadress',
  verifyEmailDescription: 'Sisesta 6-kohaline kood, mille saatsime aadressile {email}.',
  verifyEmailSubmit: 'Kinnita e-post',
  emailVerified: 'Sinu e-posti aadress on kinnitatud.',
  resendCode: 'Saada kood uuesti',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Saada kood uuesti {seconds} sekundi pärast',
    other: 'Saada kood uuesti {seconds} sekundi pärast',
  },
  codeSent: 'Saatsime uue koodi aadressile {email}.',
  forgotPasswordTitle: 'Unustasid parooli?',
  forgotPasswordDescription:
    'Sisesta oma e-posti aadress ja me saadame sulle koodi, millega saad määrata uue parooli.',
  forgotPasswordSubmit: 'Saada kood',
  resetPasswordTitle: 'Määra uus parool',
  resetPasswordDescription: 'Sisesta kood, mille saatsime aadressile {email}, ja vali uus parool.',
  resetPasswordSubmit: 'Määra uus parool',
  passwordResetDone: 'Uus parool on määratud. Logi sisse uue parooliga.',
  changePasswordTitle: 'Muuda parooli',
  changePasswordSubmit: 'Muuda parooli',
  changePasswordDoneSignedIn: 'Parool on muudetud. Oled teistes seadmetes välja logitud.',
  changePasswordDone: 'Parool on muudetud. Logi uue parooliga uuesti sisse.',
  changePasswordOtherDevices: 'Parooli muutmisel logitakse sind teistes seadmetes välja.',
  profileTitle: 'Profiil',
  profileSubmit: 'Salvesta muudatused',
  profileSaved: 'Muudatused on salvestatud.',
  profileLoading: 'Profiili laaditakse…',
  emailChangeNeedsPassword: 'E-posti aadressi muutmiseks sisesta oma praegune parool.',
  deleteAccountTitle: 'Kustuta konto',
  deleteAccountDescription:
    'See kustutab sinu konto ja kõik selle andmed. Seda ei saa tagasi võtta.',
  deleteAccountSubmit: 'Kustuta konto',
  deleteAccountConfirmTitle: 'Kas kustutada konto?',
  deleteAccountConfirmDescription:
    'Seda ei saa tagasi võtta. Kinnitamiseks sisesta allolevale väljale {word}.',
  deleteAccountConfirmLabel: 'Kinnitamiseks sisesta {word}',
  deleteAccountConfirmWord: 'KUSTUTA',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'Turvalisuse huvides sisesta konto kustutamiseks oma parool.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Sinu konto on kustutatud.',
  cancel: 'Tühista',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Selleks pead sisse logima.',
  signInRequiredLink: 'Logi sisse',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Sinu seanss on lõppenud. Jätkamiseks logi sisse.',
  sessionEndedDescription:
    'Sisestatud andmed jäävad alles ja saadetakse uuesti, kui oled sisse loginud.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Kontomenüü, {name}',
  manageAccount: 'Halda kontot',
  signOut: 'Logi välja',
  userButtonSignIn: 'Logi sisse',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'E-post',
  emailStatusVerified: 'Kinnitatud',
  emailStatusNotVerified: 'Kinnitamata',
  emailSendVerification: 'Saada kinnituskood',
  changeEmail: 'Muuda e-posti aadressi',
  changeEmailSubmit: 'Salvesta uus aadress',
  newEmailLabel: 'Uus e-posti aadress',
  emailChangedDescription:
    'Sisesta 6-kohaline kood, mille saatsime aadressile {email}. Edaspidi logid sisse selle aadressiga, mitte aadressiga {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Parool',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Sinu nimi ja kontaktandmed.',
  profileRowEmpty: 'Midagi pole veel lisatud.',
  editProfile: 'Muuda profiili',
  emailRowDescription: 'Aadress, millega sisse logid ja kuhu koodid saadetakse.',
  passwordRowDescription: 'Sisselogimiseks. Muutmisel logitakse sind mujal välja.',
  deleteRowDescription: 'Kustuta oma konto ja selle andmed jäädavalt.',
  discardChangesTitle: 'Kas loobuda muudatustest?',
  discardChangesDescription: 'Jaotises „{section}“ sisestatu pole salvestatud ja läheb kaotsi.',
  discardChanges: 'Loobu',
  keepEditing: 'Jätka muutmist',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Kinnita oma e-posti aadress',
  emailPromptDescription: 'Saadame aadressile {email} 6-kohalise koodi.',
  emailPromptSend: 'Saada kood',
  emailPromptDone: 'E-posti aadress on kinnitatud',
  emailPromptDismiss: 'Mitte praegu',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Sinu seanss lõpeb peagi',
  idleWarning: {
    one: 'Turvalisuse huvides logitakse sind {seconds} sekundi pärast välja.',
    other: 'Turvalisuse huvides logitakse sind {seconds} sekundi pärast välja.',
  },
  idleStay: 'Jää sisselogituks',
  errorSummaryTitle: 'Paranda järgmised vead',

  // Field labels and their help.
  nameLabel: 'Nimi',
  emailLabel: 'E-posti aadress',
  passwordLabel: 'Parool',
  currentPasswordLabel: 'Praegune parool',
  newPasswordLabel: 'Uus parool',
  passwordDescription: 'Vähemalt 8 märki.',
  usernameLabel: 'Kasutajanimi',
  phoneLabel: 'Telefon',
  addressLabel: 'Aadress',
  avatarUrlLabel: 'Profiilipildi URL',
  selectPlaceholder: 'Tee valik',
  otpLabel: 'Kinnituskood',
  otpCharacterLabel: '{index}. number {count}-st',
  showPassword: 'Näita parooli',
  hidePassword: 'Peida parool',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Parooli tugevus',
  passwordStrengthWeak: 'Nõrk',
  passwordStrengthFair: 'Keskmine',
  passwordStrengthStrong: 'Tugev',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Unustasid parooli?',
  signupLink: 'Loo konto',
  loginLink: 'Mul on juba konto',
  backToLoginLink: 'Tagasi sisselogimise juurde',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Proovi uuesti {seconds} sekundi pärast',
    other: 'Proovi uuesti {seconds} sekundi pärast',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'See väli on kohustuslik.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Sisesta oma nimi.',
  errorEmailRequired: 'Sisesta oma e-posti aadress.',
  errorPasswordRequired: 'Sisesta oma parool.',
  errorCurrentPasswordRequired: 'Sisesta oma praegune parool.',
  errorNewPasswordRequired: 'Vali parool.',
  errorNewEmailRequired: 'Sisesta oma uus e-posti aadress.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'See on juba sinu e-posti aadress. Sisesta mõni muu.',
  errorOtpRequired: 'Sisesta e-kirjas saadud 6-kohaline kood.',
  errorInvalidEmail: 'Sisesta kehtiv e-posti aadress, näiteks nimi@example.com.',
  errorPasswordTooShort: {
    one: 'Sisesta vähemalt {min} märk.',
    other: 'Sisesta vähemalt {min} märki.',
  },
  errorOtpIncomplete: 'Sisesta koodi kõik 6 numbrit.',
  errorInvalidUrl: 'Sisesta täielik veebiaadress, mille alguses on https://.',
  errorConfirmWord: 'Kinnitamiseks sisesta täpselt {word}.',
  errorInvalidNumber: 'Sisesta arv.',
  errorInvalidDate: 'Sisesta kehtiv kuupäev.',
  errorConsentRequired: 'Enne konto loomist märgi nõustumiseks ruut.',
  errorTooLong: {
    one: 'Sisesta kuni {max} märk.',
    other: 'Sisesta kuni {max} märki.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'E-posti aadress või parool on vale.',
  errorCurrentPasswordWrong: 'Praegune parool on vale.',
  errorRateLimited: 'Liiga palju katseid. Oota pöördloenduse lõpuni ja proovi siis uuesti.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Liiga palju katseid. Proovi hiljem uuesti.',
  errorNetwork: 'Teenusega ei saa ühendust. Kontrolli internetiühendust ja saada vorm uuesti.',
  errorInvalidOtp: 'Kood on vale või ei kehti enam. Kontrolli koodi või küsi uus kood.',
  errorOtpExpired: 'Kood on aegunud. Küsi uus kood.',
  errorEmailTaken: 'Selle e-posti aadressiga konto on juba olemas. Logi hoopis sisse.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Seda e-posti aadressi kasutab teine konto. Sisesta mõni muu.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'See parool on liiga levinud. Vali parool, mida on raskem ära arvata.',
  errorUsernameTaken: 'See kasutajanimi on juba võetud. Vali mõni muu.',
  errorAccountDisabled: 'See konto on keelatud.',
  errorSessionEnded: 'Sinu seanss on lõppenud. Logi uuesti sisse.',
  errorNotAllowed: 'Sul pole selleks õigust.',
  errorNotFound: 'Seda kontot enam ei ole.',
  errorApiKeyRequired:
    'Parooli taastamiseks on vaja sinu rakenduse avalikku API-võtit: edasta apiKey komponendile AuthProvider.',
  errorUnknown: 'Midagi läks valesti: {message}',
};
