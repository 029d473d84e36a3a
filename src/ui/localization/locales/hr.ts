import type { AuthLocalization } from '../auth-localization';

/**
 * The Croatian dictionary (hrvatski), formal register ("Vi": "Prijavite se", "Unesite"), as
 * Google, Microsoft, Croatian banks and e-Građani address users; buttons and menu items as short
 * commands ("Spremi", "Odustani", "Odjavi se"), as Microsoft and Apple write them. "Kôd" keeps
 * its circumflex where it is nominative or accusative. Counts: `one` 1, 21; `few` 2–4, 22;
 * `other` 5–20, 100. Complete: checked against {@link en} by type and by test.
 */
export const hr: AuthLocalization = {
  locale: 'hr',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Izradite račun',
  signupSubmit: 'Izradi račun',
  loginTitle: 'Prijava',
  loginSubmit: 'Prijavi se',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Prijavljeni ste.',
  verifyEmailTitle: 'Potvrdite adresu e-pošte',
  verifyEmailDescription: 'Unesite 6-znamenkasti kôd koji smo poslali na {email}.',
  verifyEmailSubmit: 'Potvrdi e-poštu',
  emailVerified: 'Vaša adresa e-pošte je potvrđena.',
  resendCode: 'Ponovno pošalji kôd',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Ponovno slanje za {seconds} sekundu',
    few: 'Ponovno slanje za {seconds} sekunde',
    other: 'Ponovno slanje za {seconds} sekundi',
  },
  codeSent: 'Poslali smo novi kôd na {email}.',
  forgotPasswordTitle: 'Zaboravili ste lozinku?',
  forgotPasswordDescription:
    'Unesite svoju adresu e-pošte i poslat ćemo vam kôd za ponovno postavljanje lozinke.',
  forgotPasswordSubmit: 'Pošalji kôd',
  resetPasswordTitle: 'Ponovno postavljanje lozinke',
  resetPasswordDescription: 'Unesite kôd koji smo poslali na {email} i odaberite novu lozinku.',
  resetPasswordSubmit: 'Postavi lozinku',
  passwordResetDone: 'Lozinka je ponovno postavljena. Prijavite se novom lozinkom.',
  changePasswordTitle: 'Promjena lozinke',
  changePasswordSubmit: 'Promijeni lozinku',
  changePasswordDoneSignedIn: 'Lozinka je promijenjena. Odjavljeni ste na ostalim uređajima.',
  changePasswordDone: 'Lozinka je promijenjena. Ponovno se prijavite novom lozinkom.',
  changePasswordOtherDevices: 'Promjenom lozinke odjavit ćete se na ostalim uređajima.',
  profileTitle: 'Profil',
  profileSubmit: 'Spremi promjene',
  profileSaved: 'Promjene su spremljene.',
  profileLoading: 'Učitavanje profila…',
  emailChangeNeedsPassword: 'Da biste promijenili adresu e-pošte, unesite trenutačnu lozinku.',
  deleteAccountTitle: 'Brisanje računa',
  deleteAccountDescription:
    'Time ćete izbrisati svoj račun i sve podatke u njemu. To se ne može poništiti.',
  deleteAccountSubmit: 'Izbriši račun',
  deleteAccountConfirmTitle: 'Izbrisati račun?',
  deleteAccountConfirmDescription: 'To se ne može poništiti. Za potvrdu upišite {word} u nastavku.',
  deleteAccountConfirmLabel: 'Za potvrdu upišite {word}',
  deleteAccountConfirmWord: 'IZBRIŠI',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'Radi sigurnosti unesite lozinku da biste izbrisali račun.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Vaš je račun izbrisan.',
  cancel: 'Odustani',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Za to se morate prijaviti.',
  signInRequiredLink: 'Prijavi se',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Sesija je istekla. Prijavite se za nastavak.',
  sessionEndedDescription: 'Ono što ste unijeli sačuvano je i ponovno će se poslati nakon prijave.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Izbornik računa, {name}',
  manageAccount: 'Upravljanje računom',
  signOut: 'Odjavi se',
  userButtonSignIn: 'Prijavi se',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'E-pošta',
  emailStatusVerified: 'Potvrđena',
  emailStatusNotVerified: 'Nije potvrđena',
  emailSendVerification: 'Pošalji kôd za potvrdu',
  changeEmail: 'Promijeni e-poštu',
  changeEmailSubmit: 'Spremi novu adresu',
  newEmailLabel: 'Nova adresa e-pošte',
  emailChangedDescription:
    'Unesite 6-znamenkasti kôd koji smo poslali na {email}. Sada se prijavljujete ovom adresom, a ne adresom {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Lozinka',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Vaše ime i podaci za kontakt.',
  profileRowEmpty: 'Još ništa nije dodano.',
  editProfile: 'Uredi profil',
  emailRowDescription: 'Adresa za prijavu i primanje kodova.',
  passwordRowDescription: 'Za prijavu. Promjenom ćete se odjaviti na drugim uređajima.',
  deleteRowDescription: 'Trajno brisanje računa i svih njegovih podataka.',
  discardChangesTitle: 'Odbaciti promjene?',
  discardChangesDescription:
    'Ono što ste unijeli u odjeljku „{section}” nije spremljeno i bit će izgubljeno.',
  discardChanges: 'Odbaci',
  keepEditing: 'Nastavi uređivati',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Potvrdite adresu e-pošte',
  emailPromptDescription: 'Poslat ćemo 6-znamenkasti kôd na {email}.',
  emailPromptSend: 'Pošalji kôd',
  emailPromptDone: 'Adresa e-pošte potvrđena',
  emailPromptDismiss: 'Ne sada',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Sesija uskoro istječe',
  idleWarning: {
    one: 'Radi vaše sigurnosti bit ćete odjavljeni za {seconds} sekundu.',
    few: 'Radi vaše sigurnosti bit ćete odjavljeni za {seconds} sekunde.',
    other: 'Radi vaše sigurnosti bit ćete odjavljeni za {seconds} sekundi.',
  },
  idleStay: 'Ostanite prijavljeni',
  errorSummaryTitle: 'Došlo je do problema',

  // Field labels and their help.
  nameLabel: 'Ime',
  emailLabel: 'E-pošta',
  passwordLabel: 'Lozinka',
  currentPasswordLabel: 'Trenutačna lozinka',
  newPasswordLabel: 'Nova lozinka',
  passwordDescription: 'Najmanje 8 znakova.',
  usernameLabel: 'Korisničko ime',
  phoneLabel: 'Telefon',
  addressLabel: 'Adresa',
  avatarUrlLabel: 'URL avatara',
  selectPlaceholder: 'Odaberite opciju',
  otpLabel: 'Kôd za potvrdu',
  otpCharacterLabel: 'Znamenka {index} od {count}',
  showPassword: 'Prikaži lozinku',
  hidePassword: 'Sakrij lozinku',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Jačina lozinke',
  passwordStrengthWeak: 'Slaba',
  passwordStrengthFair: 'Srednja',
  passwordStrengthStrong: 'Jaka',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Zaboravili ste lozinku?',
  signupLink: 'Izradite račun',
  loginLink: 'Već imate račun? Prijavite se',
  backToLoginLink: 'Natrag na prijavu',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Pokušajte ponovno za {seconds} sekundu',
    few: 'Pokušajte ponovno za {seconds} sekunde',
    other: 'Pokušajte ponovno za {seconds} sekundi',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Ovo je polje obavezno.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Unesite svoje ime.',
  errorEmailRequired: 'Unesite svoju adresu e-pošte.',
  errorPasswordRequired: 'Unesite lozinku.',
  errorCurrentPasswordRequired: 'Unesite trenutačnu lozinku.',
  errorNewPasswordRequired: 'Odaberite lozinku.',
  errorNewEmailRequired: 'Unesite novu adresu e-pošte.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'To je već vaša adresa e-pošte. Unesite neku drugu.',
  errorOtpRequired: 'Unesite 6-znamenkasti kôd iz poruke e-pošte.',
  errorInvalidEmail: 'Unesite valjanu adresu e-pošte, npr. ime@primjer.hr.',
  errorPasswordTooShort: {
    one: 'Upotrijebite najmanje {min} znak.',
    few: 'Upotrijebite najmanje {min} znaka.',
    other: 'Upotrijebite najmanje {min} znakova.',
  },
  errorOtpIncomplete: 'Unesite svih 6 znamenki koda.',
  errorInvalidUrl: 'Unesite potpunu web-adresu koja počinje s https://.',
  errorConfirmWord: 'Za potvrdu upišite točno {word}.',
  errorInvalidNumber: 'Unesite broj.',
  errorInvalidDate: 'Unesite stvaran datum.',
  errorConsentRequired: 'Označite okvir kako biste pristali prije izrade računa.',
  errorTooLong: {
    one: 'Upotrijebite najviše {max} znak.',
    few: 'Upotrijebite najviše {max} znaka.',
    other: 'Upotrijebite najviše {max} znakova.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Adresa e-pošte ili lozinka nije točna.',
  errorCurrentPasswordWrong: 'Trenutačna lozinka nije točna.',
  errorRateLimited: 'Previše pokušaja. Pričekajte da odbrojavanje završi pa pokušajte ponovno.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Previše pokušaja. Pokušajte ponovno kasnije.',
  errorNetwork: 'Usluga nije dostupna. Provjerite vezu pa ponovno pošaljite obrazac.',
  errorInvalidOtp: 'Kôd nije točan ili više ne vrijedi. Provjerite ga ili zatražite novi.',
  errorOtpExpired: 'Kôd je istekao. Zatražite novi.',
  errorEmailTaken: 'Račun s tom adresom e-pošte već postoji. Prijavite se.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Tu adresu e-pošte koristi drugi račun. Unesite neku drugu.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Ta je lozinka previše uobičajena. Odaberite neku koju je teže pogoditi.',
  errorUsernameTaken: 'To je korisničko ime zauzeto. Odaberite neko drugo.',
  errorAccountDisabled: 'Ovaj je račun onemogućen.',
  errorSessionEnded: 'Sesija je istekla. Ponovno se prijavite.',
  errorNotAllowed: 'Nemate dopuštenje za to.',
  errorNotFound: 'Ovaj račun više ne postoji.',
  errorApiKeyRequired:
    'Za oporavak lozinke potreban je javni API ključ vaše aplikacije: proslijedite apiKey komponenti AuthProvider.',
  errorUnknown: 'Nešto nije u redu: {message}',
};
