import type { AuthLocalization } from '../auth-localization';

/**
 * The Hungarian dictionary (magyar), formal register ("Ön": "Jelentkezzen be", "Adja meg"), as
 * Google, Microsoft, Hungarian banks (OTP) and Ügyfélkapu address users; buttons and headings as
 * action nouns ("Bejelentkezés", "Mentés", "Mégse"), as Hungarian interfaces write them, with
 * the long compounds kept out of buttons or split where the spelling allows ("ellenőrző kód").
 * After a number Hungarian keeps the singular ("5 másodperc múlva"), so `one` and `other` read
 * the same. Complete: checked against {@link en} by type and by test.
 */
export const hu: AuthLocalization = {
  locale: 'hu',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Fiók létrehozása',
  signupSubmit: 'Fiók létrehozása',
  loginTitle: 'Bejelentkezés',
  loginSubmit: 'Bejelentkezés',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Sikeresen bejelentkezett.',
  verifyEmailTitle: 'E-mail-cím megerősítése',
  verifyEmailDescription: 'Adja meg a 6 jegyű kódot, amelyet a(z) {email} címre küldtünk.',
  verifyEmailSubmit: 'Megerősítés',
  emailVerified: 'E-mail-címét megerősítettük.',
  resendCode: 'Kód újraküldése',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Újraküldés {seconds} másodperc múlva',
    other: 'Újraküldés {seconds} másodperc múlva',
  },
  codeSent: 'Új kódot küldtünk a(z) {email} címre.',
  forgotPasswordTitle: 'Elfelejtette a jelszavát?',
  forgotPasswordDescription:
    'Adja meg e-mail-címét, és küldünk egy kódot, amellyel új jelszót állíthat be.',
  forgotPasswordSubmit: 'Kód küldése',
  resetPasswordTitle: 'Új jelszó beállítása',
  resetPasswordDescription: 'Adja meg a(z) {email} címre küldött kódot, és válasszon új jelszót.',
  resetPasswordSubmit: 'Jelszó beállítása',
  passwordResetDone: 'Az új jelszó be van állítva. Jelentkezzen be az új jelszóval.',
  changePasswordTitle: 'Jelszó módosítása',
  changePasswordSubmit: 'Jelszó módosítása',
  changePasswordDoneSignedIn: 'Jelszava módosult. Kijelentkeztettük a többi eszközén.',
  changePasswordDone: 'Jelszava módosult. Jelentkezzen be újra az új jelszóval.',
  changePasswordOtherDevices: 'A jelszó módosításával kijelentkezik a többi eszközén.',
  profileTitle: 'Profil',
  profileSubmit: 'Mentés',
  profileSaved: 'A módosítások mentve.',
  profileLoading: 'Profil betöltése…',
  emailChangeNeedsPassword: 'Az e-mail-cím módosításához adja meg jelenlegi jelszavát.',
  deleteAccountTitle: 'Fiók törlése',
  deleteAccountDescription:
    'Ezzel törli fiókját és minden benne lévő adatot. A művelet nem vonható vissza.',
  deleteAccountSubmit: 'Fiók törlése',
  deleteAccountConfirmTitle: 'Törli a fiókját?',
  deleteAccountConfirmDescription:
    'A művelet nem vonható vissza. A megerősítéshez írja be alább: {word}.',
  deleteAccountConfirmLabel: 'A megerősítéshez írja be: {word}',
  deleteAccountConfirmWord: 'TÖRLÉS',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'Biztonsági okokból a fiók törléséhez adja meg jelszavát.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Fiókját töröltük.',
  cancel: 'Mégse',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Ehhez be kell jelentkeznie.',
  signInRequiredLink: 'Bejelentkezés',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'A munkamenet lejárt. A folytatáshoz jelentkezzen be.',
  sessionEndedDescription:
    'A beírt adatok megmaradnak, és a bejelentkezés után újra elküldjük őket.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Fiókmenü, {name}',
  manageAccount: 'Fiók kezelése',
  signOut: 'Kijelentkezés',
  userButtonSignIn: 'Bejelentkezés',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'E-mail-cím',
  emailStatusVerified: 'Megerősítve',
  emailStatusNotVerified: 'Nincs megerősítve',
  emailSendVerification: 'Ellenőrző kód küldése',
  changeEmail: 'E-mail-cím módosítása',
  changeEmailSubmit: 'Új cím mentése',
  newEmailLabel: 'Új e-mail-cím',
  emailChangedDescription:
    'Adja meg a 6 jegyű kódot, amelyet a(z) {email} címre küldtünk. Mostantól ezzel a címmel jelentkezik be, a korábbi ({previousEmail}) helyett.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Jelszó',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Az Ön neve és elérhetőségei.',
  profileRowEmpty: 'Még nincs megadva semmi.',
  editProfile: 'Profil szerkesztése',
  emailRowDescription: 'Ezzel a címmel jelentkezik be, és ide kapja a kódokat.',
  passwordRowDescription: 'Ezzel jelentkezik be. Ha módosítja, máshol kijelentkezik.',
  deleteRowDescription: 'A fiók és adatai végleges törlése.',
  discardChangesTitle: 'Elveti a módosításokat?',
  discardChangesDescription:
    'A(z) „{section}” szakaszba beírt adatok nincsenek elmentve, és elvesznek.',
  discardChanges: 'Elvetés',
  keepEditing: 'Szerkesztés folytatása',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Erősítse meg e-mail-címét',
  emailPromptDescription: '6 jegyű kódot küldünk a(z) {email} címre.',
  emailPromptSend: 'Kód küldése',
  emailPromptDone: 'E-mail-cím megerősítve',
  emailPromptDismiss: 'Most nem',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'A munkamenet hamarosan lejár',
  idleWarning: {
    one: 'Biztonsága érdekében {seconds} másodperc múlva kijelentkeztetjük.',
    other: 'Biztonsága érdekében {seconds} másodperc múlva kijelentkeztetjük.',
  },
  idleStay: 'Munkamenet folytatása',
  errorSummaryTitle: 'Javítandó hibák',

  // Field labels and their help.
  nameLabel: 'Név',
  emailLabel: 'E-mail-cím',
  passwordLabel: 'Jelszó',
  currentPasswordLabel: 'Jelenlegi jelszó',
  newPasswordLabel: 'Új jelszó',
  passwordDescription: 'Legalább 8 karakter.',
  usernameLabel: 'Felhasználónév',
  phoneLabel: 'Telefonszám',
  addressLabel: 'Cím',
  avatarUrlLabel: 'Profilkép URL-je',
  selectPlaceholder: 'Válasszon egy lehetőséget',
  otpLabel: 'Ellenőrző kód',
  otpCharacterLabel: '{index}. számjegy ({count} közül)',
  showPassword: 'Jelszó megjelenítése',
  hidePassword: 'Jelszó elrejtése',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Jelszó erőssége',
  passwordStrengthWeak: 'Gyenge',
  passwordStrengthFair: 'Közepes',
  passwordStrengthStrong: 'Erős',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Elfelejtette a jelszavát?',
  signupLink: 'Fiók létrehozása',
  loginLink: 'Van már fiókja? Jelentkezzen be',
  backToLoginLink: 'Vissza a bejelentkezéshez',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Próbálja újra {seconds} másodperc múlva',
    other: 'Próbálja újra {seconds} másodperc múlva',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'A mező kitöltése kötelező.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Adja meg a nevét.',
  errorEmailRequired: 'Adja meg e-mail-címét.',
  errorPasswordRequired: 'Adja meg jelszavát.',
  errorCurrentPasswordRequired: 'Adja meg jelenlegi jelszavát.',
  errorNewPasswordRequired: 'Válasszon jelszót.',
  errorNewEmailRequired: 'Adja meg új e-mail-címét.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Ez már most is az Ön e-mail-címe. Adjon meg egy másikat.',
  errorOtpRequired: 'Adja meg az e-mailben kapott 6 jegyű kódot.',
  errorInvalidEmail: 'Adjon meg érvényes e-mail-címet, például: nev@pelda.hu.',
  errorPasswordTooShort: {
    one: 'Legalább {min} karaktert használjon.',
    other: 'Legalább {min} karaktert használjon.',
  },
  errorOtpIncomplete: 'Adja meg a kód mind a 6 számjegyét.',
  errorInvalidUrl: 'Adjon meg teljes webcímet, amely így kezdődik: https://.',
  errorConfirmWord: 'A megerősítéshez pontosan ezt írja be: {word}.',
  errorInvalidNumber: 'Adjon meg egy számot.',
  errorInvalidDate: 'Adjon meg egy létező dátumot.',
  errorConsentRequired:
    'A fiók létrehozása előtt a jelölőnégyzet bejelölésével fogadja el a feltételeket.',
  errorTooLong: {
    one: 'Legfeljebb {max} karaktert használjon.',
    other: 'Legfeljebb {max} karaktert használjon.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Az e-mail-cím vagy a jelszó helytelen.',
  errorCurrentPasswordWrong: 'A jelenlegi jelszó helytelen.',
  errorRateLimited: 'Túl sok próbálkozás. Várja meg a visszaszámlálás végét, majd próbálja újra.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Túl sok próbálkozás. Próbálja újra később.',
  errorNetwork:
    'A szolgáltatás nem érhető el. Ellenőrizze a kapcsolatot, majd küldje el újra az űrlapot.',
  errorInvalidOtp: 'A kód helytelen vagy már nem érvényes. Ellenőrizze, vagy kérjen újat.',
  errorOtpExpired: 'A kód lejárt. Kérjen újat.',
  errorEmailTaken: 'Ezzel az e-mail-címmel már létezik fiók. Inkább jelentkezzen be.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Ezt az e-mail-címet egy másik fiók használja. Adjon meg egy másikat.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Ez a jelszó túl gyakori. Válasszon nehezebben kitalálható jelszót.',
  errorUsernameTaken: 'Ez a felhasználónév foglalt. Válasszon másikat.',
  errorAccountDisabled: 'Ez a fiók le van tiltva.',
  errorSessionEnded: 'A munkamenet lejárt. Jelentkezzen be újra.',
  errorNotAllowed: 'Ehhez nincs jogosultsága.',
  errorNotFound: 'Ez a fiók már nem létezik.',
  errorApiKeyRequired:
    'A jelszó-helyreállításhoz szükség van az alkalmazás nyilvános API-kulcsára: adja át az apiKey értéket az AuthProvider komponensnek.',
  errorUnknown: 'Hiba történt: {message}',
};
