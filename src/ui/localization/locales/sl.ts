import type { AuthLocalization } from '../auth-localization';

/**
 * The Slovenian dictionary (slovenščina), formal register ("vi": "Prijavite se", "Vnesite"), as
 * Google, Microsoft, Slovenian banks (NLB) and eUprava address users; buttons and menu items as
 * short commands ("Shrani", "Prekliči", "Odjava"), as Microsoft writes them. Counts have a dual:
 * `one` 1, 101 ("sekundo"); `two` 2, 102 ("sekundi"); `few` 3–4, 103 ("sekunde"); `other` 0,
 * 5–100 ("sekund"). Complete: checked against {@link en} by type and by test.
 */
export const sl: AuthLocalization = {
  locale: 'sl',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Ustvarite račun',
  signupSubmit: 'Ustvari račun',
  loginTitle: 'Prijava',
  loginSubmit: 'Prijava',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Prijavljeni ste.',
  verifyEmailTitle: 'Potrdite e-poštni naslov',
  verifyEmailDescription: 'Vnesite 6-mestno kodo, ki smo jo poslali na {email}.',
  verifyEmailSubmit: 'Potrdi e-pošto',
  emailVerified: 'Vaš e-poštni naslov je potrjen.',
  resendCode: 'Znova pošlji kodo',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Znova pošlji kodo čez {seconds} sekundo',
    two: 'Znova pošlji kodo čez {seconds} sekundi',
    few: 'Znova pošlji kodo čez {seconds} sekunde',
    other: 'Znova pošlji kodo čez {seconds} sekund',
  },
  codeSent: 'Novo kodo smo poslali na {email}.',
  forgotPasswordTitle: 'Ste pozabili geslo?',
  forgotPasswordDescription:
    'Vnesite svoj e-poštni naslov in poslali vam bomo kodo za ponastavitev gesla.',
  forgotPasswordSubmit: 'Pošlji kodo',
  resetPasswordTitle: 'Ponastavitev gesla',
  resetPasswordDescription: 'Vnesite kodo, ki smo jo poslali na {email}, in izberite novo geslo.',
  resetPasswordSubmit: 'Ponastavi geslo',
  passwordResetDone: 'Geslo je ponastavljeno. Prijavite se z novim geslom.',
  changePasswordTitle: 'Sprememba gesla',
  changePasswordSubmit: 'Spremeni geslo',
  changePasswordDoneSignedIn: 'Geslo je spremenjeno. V drugih napravah ste odjavljeni.',
  changePasswordDone: 'Geslo je spremenjeno. Znova se prijavite z novim geslom.',
  changePasswordOtherDevices: 'S spremembo gesla se boste odjavili v drugih napravah.',
  profileTitle: 'Profil',
  profileSubmit: 'Shrani spremembe',
  profileSaved: 'Spremembe so shranjene.',
  profileLoading: 'Nalaganje profila …',
  emailChangeNeedsPassword: 'Če želite spremeniti e-poštni naslov, vnesite trenutno geslo.',
  deleteAccountTitle: 'Izbris računa',
  deleteAccountDescription:
    'S tem boste izbrisali svoj račun in vse podatke v njem. Tega ni mogoče razveljaviti.',
  deleteAccountSubmit: 'Izbriši račun',
  deleteAccountConfirmTitle: 'Želite izbrisati račun?',
  deleteAccountConfirmDescription:
    'Tega ni mogoče razveljaviti. Za potrditev spodaj vnesite {word}.',
  deleteAccountConfirmLabel: 'Za potrditev vnesite {word}',
  deleteAccountConfirmWord: 'IZBRIŠI',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'Zaradi varnosti vnesite geslo, da izbrišete račun.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Vaš račun je izbrisan.',
  cancel: 'Prekliči',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Za to se morate prijaviti.',
  signInRequiredLink: 'Prijava',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Seja je potekla. Za nadaljevanje se prijavite.',
  sessionEndedDescription: 'Vneseni podatki so ohranjeni in bodo po prijavi znova poslani.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Meni računa, {name}',
  manageAccount: 'Upravljanje računa',
  signOut: 'Odjava',
  userButtonSignIn: 'Prijava',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'E-pošta',
  emailStatusVerified: 'Potrjen',
  emailStatusNotVerified: 'Ni potrjen',
  emailSendVerification: 'Pošlji potrditveno kodo',
  changeEmail: 'Spremeni e-pošto',
  changeEmailSubmit: 'Shrani nov naslov',
  newEmailLabel: 'Nov e-poštni naslov',
  emailChangedDescription:
    'Vnesite 6-mestno kodo, ki smo jo poslali na {email}. Zdaj se prijavljate s tem naslovom, ne več z naslovom {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Geslo',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Vaše ime in kontaktni podatki.',
  profileRowEmpty: 'Ničesar še ni dodano.',
  editProfile: 'Uredi profil',
  emailRowDescription: 'Naslov za prijavo in prejemanje kod.',
  passwordRowDescription: 'Za prijavo. S spremembo se boste odjavili v drugih napravah.',
  deleteRowDescription: 'Trajni izbris računa in vseh podatkov v njem.',
  discardChangesTitle: 'Želite zavreči spremembe?',
  discardChangesDescription:
    'Kar ste vnesli v razdelku „{section}“, ni shranjeno in bo izgubljeno.',
  discardChanges: 'Zavrzi',
  keepEditing: 'Nadaljuj urejanje',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Potrdite e-poštni naslov',
  emailPromptDescription: 'Na {email} vam bomo poslali 6-mestno kodo.',
  emailPromptSend: 'Pošlji kodo',
  emailPromptDone: 'E-poštni naslov je potrjen',
  emailPromptDismiss: 'Ne zdaj',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Seja bo kmalu potekla',
  idleWarning: {
    one: 'Zaradi varnosti boste odjavljeni čez {seconds} sekundo.',
    two: 'Zaradi varnosti boste odjavljeni čez {seconds} sekundi.',
    few: 'Zaradi varnosti boste odjavljeni čez {seconds} sekunde.',
    other: 'Zaradi varnosti boste odjavljeni čez {seconds} sekund.',
  },
  idleStay: 'Ostanite prijavljeni',
  errorSummaryTitle: 'Prišlo je do težave',

  // Field labels and their help.
  nameLabel: 'Ime',
  emailLabel: 'E-pošta',
  passwordLabel: 'Geslo',
  currentPasswordLabel: 'Trenutno geslo',
  newPasswordLabel: 'Novo geslo',
  passwordDescription: 'Vsaj 8 znakov.',
  usernameLabel: 'Uporabniško ime',
  phoneLabel: 'Telefon',
  addressLabel: 'Naslov',
  avatarUrlLabel: 'URL avatarja',
  selectPlaceholder: 'Izberite možnost',
  otpLabel: 'Potrditvena koda',
  otpCharacterLabel: 'Števka {index} od {count}',
  showPassword: 'Pokaži geslo',
  hidePassword: 'Skrij geslo',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Moč gesla',
  passwordStrengthWeak: 'Šibko',
  passwordStrengthFair: 'Srednje',
  passwordStrengthStrong: 'Močno',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Ste pozabili geslo?',
  signupLink: 'Ustvarite račun',
  loginLink: 'Že imate račun? Prijavite se',
  backToLoginLink: 'Nazaj na prijavo',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Poskusite znova čez {seconds} sekundo',
    two: 'Poskusite znova čez {seconds} sekundi',
    few: 'Poskusite znova čez {seconds} sekunde',
    other: 'Poskusite znova čez {seconds} sekund',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'To polje je obvezno.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Vnesite svoje ime.',
  errorEmailRequired: 'Vnesite svoj e-poštni naslov.',
  errorPasswordRequired: 'Vnesite geslo.',
  errorCurrentPasswordRequired: 'Vnesite trenutno geslo.',
  errorNewPasswordRequired: 'Izberite geslo.',
  errorNewEmailRequired: 'Vnesite nov e-poštni naslov.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'To je že vaš e-poštni naslov. Vnesite drugega.',
  errorOtpRequired: 'Vnesite 6-mestno kodo iz e-poštnega sporočila.',
  errorInvalidEmail: 'Vnesite veljaven e-poštni naslov, na primer ime@primer.si.',
  errorPasswordTooShort: {
    one: 'Uporabite vsaj {min} znak.',
    two: 'Uporabite vsaj {min} znaka.',
    few: 'Uporabite vsaj {min} znake.',
    other: 'Uporabite vsaj {min} znakov.',
  },
  errorOtpIncomplete: 'Vnesite vseh 6 števk kode.',
  errorInvalidUrl: 'Vnesite celoten spletni naslov, ki se začne s https://.',
  errorConfirmWord: 'Za potrditev vnesite natanko {word}.',
  errorInvalidNumber: 'Vnesite število.',
  errorInvalidDate: 'Vnesite veljaven datum.',
  errorConsentRequired: 'Pred ustvarjanjem računa potrdite polje, da se strinjate.',
  errorTooLong: {
    one: 'Uporabite največ {max} znak.',
    two: 'Uporabite največ {max} znaka.',
    few: 'Uporabite največ {max} znake.',
    other: 'Uporabite največ {max} znakov.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'E-poštni naslov ali geslo ni pravilno.',
  errorCurrentPasswordWrong: 'Trenutno geslo ni pravilno.',
  errorRateLimited: 'Preveč poskusov. Počakajte, da se odštevanje konča, nato poskusite znova.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Preveč poskusov. Poskusite znova pozneje.',
  errorNetwork: 'Storitev ni dosegljiva. Preverite povezavo, nato obrazec znova pošljite.',
  errorInvalidOtp: 'Koda ni pravilna ali ni več veljavna. Preverite jo ali zahtevajte novo.',
  errorOtpExpired: 'Koda je potekla. Zahtevajte novo.',
  errorEmailTaken: 'Račun s tem e-poštnim naslovom že obstaja. Raje se prijavite.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Ta e-poštni naslov je že povezan z drugim računom. Vnesite drugega.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'To geslo je preveč pogosto. Izberite takšno, ki ga je težje uganiti.',
  errorUsernameTaken: 'To uporabniško ime je že zasedeno. Izberite drugo.',
  errorAccountDisabled: 'Ta račun je onemogočen.',
  errorSessionEnded: 'Seja je potekla. Znova se prijavite.',
  errorNotAllowed: 'Za to nimate dovoljenja.',
  errorNotFound: 'Ta račun ne obstaja več.',
  errorApiKeyRequired:
    'Za obnovitev gesla je potreben javni ključ API vaše aplikacije: apiKey podajte komponenti AuthProvider.',
  errorUnknown: 'Prišlo je do napake: {message}',
};
