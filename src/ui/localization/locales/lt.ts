import type { AuthLocalization } from '../auth-localization';

/**
 * The Lithuanian dictionary (lietuvių), formal register ("jūs": "Prisijunkite", "Įveskite"), as
 * Google, Microsoft, Lithuanian banks and the state portal (epaslaugos.lt) address users; buttons
 * and headings in the infinitive ("Prisijungti"). Counts: `one` 1, 21; `few` 2–9, 22; `other`
 * 0, 10–20, 100; `many` fractions. Complete: checked against {@link en} by type and by test.
 */
export const lt: AuthLocalization = {
  locale: 'lt',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Sukurti paskyrą',
  signupSubmit: 'Sukurti paskyrą',
  loginTitle: 'Prisijungti',
  loginSubmit: 'Prisijungti',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Prisijungėte.',
  verifyEmailTitle: 'Patvirtinkite el. pašto adresą',
  verifyEmailDescription: 'Įveskite 6 skaitmenų kodą, kurį išsiuntėme adresu {email}.',
  verifyEmailSubmit: 'Patvirtinti el. paštą',
  emailVerified: 'Jūsų el. pašto adresas patvirtintas.',
  resendCode: 'Siųsti kodą iš naujo',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Siųsti kodą iš naujo po {seconds} sekundės',
    few: 'Siųsti kodą iš naujo po {seconds} sekundžių',
    many: 'Siųsti kodą iš naujo po {seconds} sekundės',
    other: 'Siųsti kodą iš naujo po {seconds} sekundžių',
  },
  codeSent: 'Išsiuntėme naują kodą adresu {email}.',
  forgotPasswordTitle: 'Pamiršote slaptažodį?',
  forgotPasswordDescription:
    'Įveskite savo el. pašto adresą ir atsiųsime jums kodą slaptažodžiui atkurti.',
  forgotPasswordSubmit: 'Siųsti kodą',
  resetPasswordTitle: 'Atkurkite slaptažodį',
  resetPasswordDescription:
    'Įveskite kodą, kurį išsiuntėme adresu {email}, ir sugalvokite naują slaptažodį.',
  resetPasswordSubmit: 'Atkurti slaptažodį',
  passwordResetDone: 'Slaptažodis atkurtas. Prisijunkite naudodami naują slaptažodį.',
  changePasswordTitle: 'Keisti slaptažodį',
  changePasswordSubmit: 'Keisti slaptažodį',
  changePasswordDoneSignedIn: 'Slaptažodis pakeistas. Kituose įrenginiuose atsijungėte.',
  changePasswordDone: 'Slaptažodis pakeistas. Prisijunkite iš naujo naudodami naują slaptažodį.',
  changePasswordOtherDevices: 'Jei pakeisite slaptažodį, kituose įrenginiuose atsijungsite.',
  profileTitle: 'Profilis',
  profileSubmit: 'Išsaugoti pakeitimus',
  profileSaved: 'Pakeitimai išsaugoti.',
  profileLoading: 'Įkeliamas jūsų profilis…',
  emailChangeNeedsPassword: 'Norėdami pakeisti el. pašto adresą, įveskite dabartinį slaptažodį.',
  deleteAccountTitle: 'Ištrinti paskyrą',
  deleteAccountDescription:
    'Bus ištrinta jūsų paskyra ir visi jos duomenys. Šio veiksmo atšaukti negalima.',
  deleteAccountSubmit: 'Ištrinti paskyrą',
  deleteAccountConfirmTitle: 'Ištrinti paskyrą?',
  deleteAccountConfirmDescription:
    'Šio veiksmo atšaukti negalima. Kad patvirtintumėte, žemiau įveskite {word}.',
  deleteAccountConfirmLabel: 'Įveskite {word}, kad patvirtintumėte',
  deleteAccountConfirmWord: 'IŠTRINTI',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Saugumo sumetimais įveskite slaptažodį, kad galėtumėte ištrinti paskyrą.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Jūsų paskyra ištrinta.',
  cancel: 'Atšaukti',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Kad galėtumėte tai atlikti, turite prisijungti.',
  signInRequiredLink: 'Prisijungti',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Jūsų sesija baigėsi. Prisijunkite, kad galėtumėte tęsti.',
  sessionEndedDescription:
    'Tai, ką įvedėte, išsaugota ir bus išsiųsta dar kartą, kai prisijungsite.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Paskyros meniu, {name}',
  manageAccount: 'Tvarkyti paskyrą',
  signOut: 'Atsijungti',
  userButtonSignIn: 'Prisijungti',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'El. paštas',
  emailStatusVerified: 'Patvirtintas',
  emailStatusNotVerified: 'Nepatvirtintas',
  emailSendVerification: 'Siųsti patvirtinimo kodą',
  changeEmail: 'Keisti el. pašto adresą',
  changeEmailSubmit: 'Išsaugoti naują adresą',
  newEmailLabel: 'Naujas el. pašto adresas',
  emailChangedDescription:
    'Įveskite 6 skaitmenų kodą, kurį išsiuntėme adresu {email}. Nuo šiol prisijungsite šiuo adresu, o ne {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Slaptažodis',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Jūsų vardas ir kontaktiniai duomenys.',
  profileRowEmpty: 'Kol kas nieko nepridėta.',
  editProfile: 'Redaguoti profilį',
  emailRowDescription: 'Adresas, kuriuo prisijungiate ir gaunate kodus.',
  passwordRowDescription: 'Prisijungimui. Jį pakeitus, kituose įrenginiuose atsijungsite.',
  deleteRowDescription: 'Visam laikui ištrinti paskyrą ir jos duomenis.',
  discardChangesTitle: 'Atmesti pakeitimus?',
  discardChangesDescription: 'Tai, ką įvedėte skiltyje „{section}“, neišsaugota ir bus prarasta.',
  discardChanges: 'Atmesti',
  keepEditing: 'Toliau redaguoti',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Patvirtinkite el. pašto adresą',
  emailPromptDescription: 'Atsiųsime 6 skaitmenų kodą adresu {email}.',
  emailPromptSend: 'Siųsti kodą',
  emailPromptDone: 'El. pašto adresas patvirtintas',
  emailPromptDismiss: 'Ne dabar',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Jūsų sesija netrukus baigsis',
  idleWarning: {
    one: 'Saugumo sumetimais būsite atjungti po {seconds} sekundės.',
    few: 'Saugumo sumetimais būsite atjungti po {seconds} sekundžių.',
    many: 'Saugumo sumetimais būsite atjungti po {seconds} sekundės.',
    other: 'Saugumo sumetimais būsite atjungti po {seconds} sekundžių.',
  },
  idleStay: 'Likti prisijungus',
  errorSummaryTitle: 'Ištaisykite šias klaidas',

  // Field labels and their help.
  nameLabel: 'Vardas',
  emailLabel: 'El. paštas',
  passwordLabel: 'Slaptažodis',
  currentPasswordLabel: 'Dabartinis slaptažodis',
  newPasswordLabel: 'Naujas slaptažodis',
  passwordDescription: 'Bent 8 simboliai.',
  usernameLabel: 'Naudotojo vardas',
  phoneLabel: 'Telefonas',
  addressLabel: 'Adresas',
  avatarUrlLabel: 'Profilio nuotraukos URL',
  selectPlaceholder: 'Pasirinkite parinktį',
  otpLabel: 'Patvirtinimo kodas',
  otpCharacterLabel: 'Skaitmuo {index} iš {count}',
  showPassword: 'Rodyti slaptažodį',
  hidePassword: 'Slėpti slaptažodį',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Slaptažodžio stiprumas',
  passwordStrengthWeak: 'Silpnas',
  passwordStrengthFair: 'Vidutinis',
  passwordStrengthStrong: 'Stiprus',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Pamiršote slaptažodį?',
  signupLink: 'Sukurti paskyrą',
  loginLink: 'Jau turiu paskyrą',
  backToLoginLink: 'Grįžti į prisijungimą',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Bandyti dar kartą po {seconds} sekundės',
    few: 'Bandyti dar kartą po {seconds} sekundžių',
    many: 'Bandyti dar kartą po {seconds} sekundės',
    other: 'Bandyti dar kartą po {seconds} sekundžių',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Šis laukas privalomas.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Įveskite vardą.',
  errorEmailRequired: 'Įveskite el. pašto adresą.',
  errorPasswordRequired: 'Įveskite slaptažodį.',
  errorCurrentPasswordRequired: 'Įveskite dabartinį slaptažodį.',
  errorNewPasswordRequired: 'Sugalvokite slaptažodį.',
  errorNewEmailRequired: 'Įveskite naują el. pašto adresą.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Tai jau yra jūsų el. pašto adresas. Įveskite kitą.',
  errorOtpRequired: 'Įveskite 6 skaitmenų kodą iš el. laiško.',
  errorInvalidEmail: 'Įveskite tinkamą el. pašto adresą, pvz., vardas@example.com.',
  errorPasswordTooShort: {
    one: 'Įveskite bent {min} simbolį.',
    few: 'Įveskite bent {min} simbolius.',
    many: 'Įveskite bent {min} simbolio.',
    other: 'Įveskite bent {min} simbolių.',
  },
  errorOtpIncomplete: 'Įveskite visus 6 kodo skaitmenis.',
  errorInvalidUrl: 'Įveskite visą žiniatinklio adresą, prasidedantį https://.',
  errorConfirmWord: 'Kad patvirtintumėte, įveskite tiksliai {word}.',
  errorInvalidNumber: 'Įveskite skaičių.',
  errorInvalidDate: 'Įveskite tikrą datą.',
  errorConsentRequired: 'Prieš kurdami paskyrą pažymėkite langelį, kad sutiktumėte.',
  errorTooLong: {
    one: 'Įveskite ne daugiau kaip {max} simbolį.',
    few: 'Įveskite ne daugiau kaip {max} simbolius.',
    many: 'Įveskite ne daugiau kaip {max} simbolio.',
    other: 'Įveskite ne daugiau kaip {max} simbolių.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Neteisingas el. pašto adresas arba slaptažodis.',
  errorCurrentPasswordWrong: 'Neteisingas dabartinis slaptažodis.',
  errorRateLimited:
    'Per daug bandymų. Palaukite, kol baigsis atgalinis skaičiavimas, ir bandykite dar kartą.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Per daug bandymų. Bandykite dar kartą vėliau.',
  errorNetwork:
    'Nepavyksta susisiekti su paslauga. Patikrinkite ryšį ir pateikite formą dar kartą.',
  errorInvalidOtp: 'Kodas neteisingas arba nebegalioja. Patikrinkite jį arba paprašykite naujo.',
  errorOtpExpired: 'Kodo galiojimas baigėsi. Paprašykite naujo.',
  errorEmailTaken: 'Paskyra su šiuo el. pašto adresu jau yra. Prisijunkite prie jos.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Šį el. pašto adresą naudoja kita paskyra. Įveskite kitą.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Šis slaptažodis per daug paplitęs. Pasirinkite sunkiau atspėjamą.',
  errorUsernameTaken: 'Šis naudotojo vardas jau užimtas. Pasirinkite kitą.',
  errorAccountDisabled: 'Ši paskyra išjungta.',
  errorSessionEnded: 'Jūsų sesija baigėsi. Prisijunkite iš naujo.',
  errorNotAllowed: 'Neturite teisės to daryti.',
  errorNotFound: 'Šios paskyros nebėra.',
  errorApiKeyRequired:
    'Slaptažodžiui atkurti reikia viešojo jūsų programos API rakto: perduokite apiKey komponentui AuthProvider.',
  errorUnknown: 'Įvyko klaida: {message}',
};
