import type { AuthLocalization } from '../auth-localization';

/**
 * The Finnish dictionary (suomi), "sinä" register with imperatives, the norm of Finnish sign-in
 * screens (Google, Microsoft, banks); "Kirjaudu sisään", "Anna".
 */
export const fi: AuthLocalization = {
  locale: 'fi',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Luo tili',
  signupSubmit: 'Luo tili',
  loginTitle: 'Kirjaudu sisään',
  loginSubmit: 'Kirjaudu sisään',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Olet kirjautunut sisään.',
  verifyEmailTitle: 'Vahvista sähköpostiosoitteesi',
  verifyEmailDescription: 'Anna 6-numeroinen koodi, jonka lähetimme osoitteeseen {email}.',
  verifyEmailSubmit: 'Vahvista sähköpostiosoite',
  emailVerified: 'Sähköpostiosoitteesi on vahvistettu.',
  resendCode: 'Lähetä koodi uudelleen',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Lähetä koodi uudelleen ({seconds} sekunti jäljellä)',
    other: 'Lähetä koodi uudelleen ({seconds} sekuntia jäljellä)',
  },
  codeSent: 'Lähetimme uuden koodin osoitteeseen {email}.',
  forgotPasswordTitle: 'Unohditko salasanasi?',
  forgotPasswordDescription:
    'Anna sähköpostiosoitteesi, niin lähetämme sinulle koodin, jolla voit vaihtaa salasanasi.',
  forgotPasswordSubmit: 'Lähetä koodi',
  resetPasswordTitle: 'Vaihda salasanasi',
  resetPasswordDescription:
    'Anna koodi, jonka lähetimme osoitteeseen {email}, ja valitse uusi salasana.',
  resetPasswordSubmit: 'Vaihda salasana',
  passwordResetDone: 'Salasanasi on vaihdettu. Kirjaudu sisään uudella salasanallasi.',
  changePasswordTitle: 'Vaihda salasana',
  changePasswordSubmit: 'Vaihda salasana',
  changePasswordDoneSignedIn:
    'Salasanasi on vaihdettu. Sinut on kirjattu ulos muilla laitteillasi.',
  changePasswordDone: 'Salasanasi on vaihdettu. Kirjaudu uudelleen sisään uudella salasanallasi.',
  changePasswordOtherDevices: 'Salasanan vaihtaminen kirjaa sinut ulos muilla laitteillasi.',
  profileTitle: 'Profiili',
  profileSubmit: 'Tallenna muutokset',
  profileSaved: 'Muutokset on tallennettu.',
  profileLoading: 'Ladataan profiiliasi…',
  emailChangeNeedsPassword: 'Jos haluat vaihtaa sähköpostiosoitteesi, anna nykyinen salasanasi.',
  deleteAccountTitle: 'Poista tili',
  deleteAccountDescription: 'Tämä poistaa tilisi ja kaiken sen sisällön. Poistoa ei voi perua.',
  deleteAccountSubmit: 'Poista tili',
  deleteAccountConfirmTitle: 'Poistetaanko tilisi?',
  deleteAccountConfirmDescription:
    'Poistoa ei voi perua. Vahvista kirjoittamalla {word} alla olevaan kenttään.',
  deleteAccountConfirmLabel: 'Vahvista kirjoittamalla {word}',
  deleteAccountConfirmWord: 'POISTA',
  deleteAccountPasswordDescription:
    'Anna turvallisuussyistä salasanasi, jotta voit poistaa tilisi.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Tilisi on poistettu.',
  cancel: 'Peruuta',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Kirjaudu sisään, jotta voit tehdä tämän.',
  signInRequiredLink: 'Kirjaudu sisään',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Istuntosi on päättynyt. Jatka kirjautumalla sisään.',
  sessionEndedDescription:
    'Antamasi tiedot säilyvät, ja ne lähetetään uudelleen, kun olet kirjautunut sisään.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Tilivalikko, {name}',
  manageAccount: 'Hallinnoi tiliä',
  signOut: 'Kirjaudu ulos',
  userButtonSignIn: 'Kirjaudu sisään',
  emailSettingsTitle: 'Sähköpostiosoite',
  emailStatusVerified: 'Vahvistettu',
  emailStatusNotVerified: 'Ei vahvistettu',
  emailSendVerification: 'Lähetä vahvistuskoodi',
  changeEmail: 'Vaihda sähköpostiosoite',
  changeEmailSubmit: 'Tallenna uusi sähköpostiosoite',
  newEmailLabel: 'Uusi sähköpostiosoite',
  emailChangedDescription:
    'Anna 6-numeroinen koodi, jonka lähetimme osoitteeseen {email}. Kirjaudut nyt sisään tällä osoitteella etkä enää osoitteella {previousEmail}.',
  emailPromptTitle: 'Vahvista sähköpostiosoitteesi',
  emailPromptDescription: 'Lähetämme 6-numeroisen koodin osoitteeseen {email}.',
  emailPromptSend: 'Lähetä koodi',
  emailPromptDone: 'Sähköpostiosoite vahvistettu',
  emailPromptDismiss: 'Ei nyt',
  passwordSettingsTitle: 'Salasana',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Nimesi ja yhteystietosi.',
  profileRowEmpty: 'Ei vielä lisättyjä tietoja.',
  editProfile: 'Muokkaa profiilia',
  emailRowDescription: 'Osoite, jolla kirjaudut sisään ja johon saat koodit.',
  passwordRowDescription: 'Kirjautumista varten. Vaihto kirjaa sinut ulos muualla.',
  deleteRowDescription: 'Poista tilisi ja sen tiedot pysyvästi.',
  discardChangesTitle: 'Hylätäänkö muutokset?',
  discardChangesDescription:
    'Osioon ”{section}” kirjoittamiasi tietoja ei ole tallennettu, ja ne menetetään.',
  discardChanges: 'Hylkää',
  keepEditing: 'Jatka muokkausta',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Istuntosi päättyy pian',
  idleWarning: {
    one: 'Turvallisuussyistä sinut kirjataan ulos {seconds} sekunnin kuluttua.',
    other: 'Turvallisuussyistä sinut kirjataan ulos {seconds} sekunnin kuluttua.',
  },
  idleStay: 'Pysy kirjautuneena',
  errorSummaryTitle: 'Korjaa seuraavat virheet',

  // Field labels and their help.
  nameLabel: 'Nimi',
  emailLabel: 'Sähköpostiosoite',
  passwordLabel: 'Salasana',
  currentPasswordLabel: 'Nykyinen salasana',
  newPasswordLabel: 'Uusi salasana',
  passwordDescription: 'Vähintään 8 merkkiä.',
  usernameLabel: 'Käyttäjätunnus',
  phoneLabel: 'Puhelin',
  addressLabel: 'Osoite',
  avatarUrlLabel: 'Profiilikuvan URL-osoite',
  selectPlaceholder: 'Valitse vaihtoehto',
  otpLabel: 'Vahvistuskoodi',
  otpCharacterLabel: 'Numero {index}/{count}',
  showPassword: 'Näytä salasana',
  hidePassword: 'Piilota salasana',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Salasanan vahvuus',
  passwordStrengthWeak: 'Heikko',
  passwordStrengthFair: 'Kohtalainen',
  passwordStrengthStrong: 'Vahva',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Unohditko salasanasi?',
  signupLink: 'Luo tili',
  loginLink: 'Minulla on jo tili',
  backToLoginLink: 'Takaisin kirjautumiseen',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Yritä uudelleen ({seconds} sekunti jäljellä)',
    other: 'Yritä uudelleen ({seconds} sekuntia jäljellä)',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Tämä kenttä on pakollinen.',
  errorNameRequired: 'Anna nimesi.',
  errorEmailRequired: 'Anna sähköpostiosoitteesi.',
  errorPasswordRequired: 'Anna salasanasi.',
  errorCurrentPasswordRequired: 'Anna nykyinen salasanasi.',
  errorNewPasswordRequired: 'Valitse salasana.',
  errorNewEmailRequired: 'Anna uusi sähköpostiosoitteesi.',
  errorEmailUnchanged: 'Tämä on jo sähköpostiosoitteesi. Anna jokin toinen.',
  errorOtpRequired: 'Anna sähköpostissa saamasi 6-numeroinen koodi.',
  errorInvalidEmail: 'Anna kelvollinen sähköpostiosoite, esimerkiksi nimi@example.com.',
  errorPasswordTooShort: {
    one: 'Käytä vähintään {min} merkki.',
    other: 'Käytä vähintään {min} merkkiä.',
  },
  errorOtpIncomplete: 'Anna koodin kaikki 6 numeroa.',
  errorInvalidUrl: 'Anna koko verkko-osoite, jonka alussa on https://.',
  errorConfirmWord: 'Vahvista kirjoittamalla täsmälleen {word}.',
  errorInvalidNumber: 'Anna luku.',
  errorInvalidDate: 'Anna oikea päivämäärä.',
  errorConsentRequired: 'Hyväksy valitsemalla ruutu ennen kuin luot tilin.',
  errorTooLong: {
    one: 'Kirjoita enintään {max} merkki.',
    other: 'Kirjoita enintään {max} merkkiä.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Sähköpostiosoite tai salasana on väärä.',
  errorCurrentPasswordWrong: 'Nykyinen salasana on väärä.',
  errorRateLimited:
    'Liian monta yritystä. Odota, kunnes lähtölaskenta päättyy, ja yritä sitten uudelleen.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Liian monta yritystä. Yritä myöhemmin uudelleen.',
  errorNetwork: 'Palveluun ei saada yhteyttä. Tarkista yhteytesi ja lähetä lomake uudelleen.',
  errorInvalidOtp: 'Koodi on väärä tai ei ole enää voimassa. Tarkista se tai pyydä uusi.',
  errorOtpExpired: 'Koodi on vanhentunut. Pyydä uusi.',
  errorEmailTaken: 'Tällä sähköpostiosoitteella on jo tili. Kirjaudu sen sijaan sisään.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Toinen tili käyttää tätä sähköpostiosoitetta. Anna eri osoite.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'Tämä salasana on liian yleinen. Valitse salasana, jota on vaikeampi arvata.',
  errorUsernameTaken: 'Tämä käyttäjätunnus on jo käytössä. Valitse toinen.',
  errorAccountDisabled: 'Tämä tili on poistettu käytöstä.',
  errorSessionEnded: 'Istuntosi on päättynyt. Kirjaudu uudelleen sisään.',
  errorNotAllowed: 'Sinulla ei ole oikeutta tehdä tätä.',
  errorNotFound: 'Tätä tiliä ei ole enää olemassa.',
  errorApiKeyRequired:
    'Salasanan palautus edellyttää sovelluksesi julkista API-avainta: välitä apiKey AuthProvider-komponentille.',
  errorUnknown: 'Jokin meni vikaan: {message}',
};
