import type { AuthLocalization } from '../auth-localization';

/**
 * The Slovak dictionary (slovenčina), formal register ("vy": "Prihláste sa", "Zadajte"), as
 * Google, Microsoft, Slovak banks and slovensko.sk address users; buttons in the infinitive
 * ("Prihlásiť sa", "Uložiť"). Counts: `one` 1; `few` 2–4; `other` 0, 5 and up (21, 22 and 100
 * included); `many` fractions ("1,5 sekundy"). The confirm word ZMAZAŤ is typed on the Slovak
 * layout with the háček dead key (ˇ, then Shift+T) or Caps Lock on the ť key. Complete: checked against
 * {@link en} by type and by test.
 */
export const sk: AuthLocalization = {
  locale: 'sk',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Vytvorenie účtu',
  signupSubmit: 'Vytvoriť účet',
  loginTitle: 'Prihlásenie',
  loginSubmit: 'Prihlásiť sa',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Prihlásili ste sa.',
  verifyEmailTitle: 'Overte svoj e-mail',
  verifyEmailDescription: 'Zadajte 6-miestny kód, ktorý sme poslali na adresu {email}.',
  verifyEmailSubmit: 'Overiť e-mail',
  emailVerified: 'Váš e-mail je overený.',
  resendCode: 'Znova poslať kód',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Znova poslať kód o {seconds} sekundu',
    few: 'Znova poslať kód o {seconds} sekundy',
    many: 'Znova poslať kód o {seconds} sekundy',
    other: 'Znova poslať kód o {seconds} sekúnd',
  },
  codeSent: 'Nový kód sme poslali na adresu {email}.',
  forgotPasswordTitle: 'Zabudli ste heslo?',
  forgotPasswordDescription: 'Zadajte svoj e-mail a pošleme vám kód na obnovenie hesla.',
  forgotPasswordSubmit: 'Poslať kód',
  resetPasswordTitle: 'Obnovenie hesla',
  resetPasswordDescription:
    'Zadajte kód, ktorý sme poslali na adresu {email}, a zvoľte si nové heslo.',
  resetPasswordSubmit: 'Obnoviť heslo',
  passwordResetDone: 'Heslo bolo obnovené. Prihláste sa novým heslom.',
  changePasswordTitle: 'Zmena hesla',
  changePasswordSubmit: 'Zmeniť heslo',
  changePasswordDoneSignedIn: 'Heslo bolo zmenené. Na ostatných zariadeniach ste boli odhlásení.',
  changePasswordDone: 'Heslo bolo zmenené. Znova sa prihláste novým heslom.',
  changePasswordOtherDevices: 'Zmenou hesla sa odhlásite na ostatných zariadeniach.',
  profileTitle: 'Profil',
  profileSubmit: 'Uložiť zmeny',
  profileSaved: 'Zmeny boli uložené.',
  profileLoading: 'Načítava sa profil…',
  emailChangeNeedsPassword: 'Ak chcete zmeniť e-mail, zadajte svoje aktuálne heslo.',
  deleteAccountTitle: 'Zmazanie účtu',
  deleteAccountDescription:
    'Týmto zmažete svoj účet aj všetky jeho údaje. Táto akcia sa nedá vrátiť späť.',
  deleteAccountSubmit: 'Zmazať účet',
  deleteAccountConfirmTitle: 'Zmazať účet?',
  deleteAccountConfirmDescription:
    'Táto akcia sa nedá vrátiť späť. Na potvrdenie napíšte nižšie slovo {word}.',
  deleteAccountConfirmLabel: 'Na potvrdenie napíšte {word}',
  deleteAccountConfirmWord: 'ZMAZAŤ',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Z bezpečnostných dôvodov zadajte heslo, aby ste mohli zmazať účet.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Váš účet bol zmazaný.',
  cancel: 'Zrušiť',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Na túto akciu sa musíte prihlásiť.',
  signInRequiredLink: 'Prihlásiť sa',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Vaša relácia vypršala. Ak chcete pokračovať, prihláste sa.',
  sessionEndedDescription:
    'Všetko, čo ste zadali, zostane zachované a po prihlásení sa znova odošle.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Ponuka účtu, {name}',
  manageAccount: 'Spravovať účet',
  signOut: 'Odhlásiť sa',
  userButtonSignIn: 'Prihlásiť sa',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'E-mail',
  emailStatusVerified: 'Overený',
  emailStatusNotVerified: 'Neoverený',
  emailSendVerification: 'Poslať overovací kód',
  changeEmail: 'Zmeniť e-mail',
  changeEmailSubmit: 'Uložiť nový e-mail',
  newEmailLabel: 'Nový e-mail',
  emailChangedDescription:
    'Zadajte 6-miestny kód, ktorý sme poslali na adresu {email}. Odteraz sa prihlasujete touto adresou, nie adresou {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Heslo',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Vaše meno a kontaktné údaje.',
  profileRowEmpty: 'Zatiaľ nebolo nič pridané.',
  editProfile: 'Upraviť profil',
  emailRowDescription: 'Adresa na prihlásenie a prijímanie kódov.',
  passwordRowDescription: 'Na prihlásenie. Zmena vás odhlási na ostatných zariadeniach.',
  deleteRowDescription: 'Natrvalo zmazať účet a všetky jeho údaje.',
  discardChangesTitle: 'Zahodiť zmeny?',
  discardChangesDescription: 'Čo ste zadali v časti „{section}“, nie je uložené a stratí sa.',
  discardChanges: 'Zahodiť',
  keepEditing: 'Pokračovať v úpravách',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Overte svoju e-mailovú adresu',
  emailPromptDescription: 'Pošleme 6-miestny kód na adresu {email}.',
  emailPromptSend: 'Poslať kód',
  emailPromptDone: 'E-mail je overený',
  emailPromptDismiss: 'Teraz nie',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Vaša relácia čoskoro vyprší',
  idleWarning: {
    one: 'Z bezpečnostných dôvodov budete o {seconds} sekundu odhlásení.',
    few: 'Z bezpečnostných dôvodov budete o {seconds} sekundy odhlásení.',
    many: 'Z bezpečnostných dôvodov budete o {seconds} sekundy odhlásení.',
    other: 'Z bezpečnostných dôvodov budete o {seconds} sekúnd odhlásení.',
  },
  idleStay: 'Zostať prihlásený',
  errorSummaryTitle: 'Vyskytol sa problém',

  // Field labels and their help.
  nameLabel: 'Meno',
  emailLabel: 'E-mail',
  passwordLabel: 'Heslo',
  currentPasswordLabel: 'Aktuálne heslo',
  newPasswordLabel: 'Nové heslo',
  passwordDescription: 'Aspoň 8 znakov.',
  usernameLabel: 'Používateľské meno',
  phoneLabel: 'Telefón',
  addressLabel: 'Adresa',
  avatarUrlLabel: 'URL avatara',
  selectPlaceholder: 'Vyberte možnosť',
  otpLabel: 'Overovací kód',
  otpCharacterLabel: 'Číslica {index} z {count}',
  showPassword: 'Zobraziť heslo',
  hidePassword: 'Skryť heslo',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Sila hesla',
  passwordStrengthWeak: 'Slabé',
  passwordStrengthFair: 'Stredné',
  passwordStrengthStrong: 'Silné',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Zabudli ste heslo?',
  signupLink: 'Vytvoriť účet',
  loginLink: 'Máte už účet? Prihláste sa',
  backToLoginLink: 'Späť na prihlásenie',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Skúste to znova o {seconds} sekundu',
    few: 'Skúste to znova o {seconds} sekundy',
    many: 'Skúste to znova o {seconds} sekundy',
    other: 'Skúste to znova o {seconds} sekúnd',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Toto pole je povinné.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Zadajte svoje meno.',
  errorEmailRequired: 'Zadajte svoju e-mailovú adresu.',
  errorPasswordRequired: 'Zadajte svoje heslo.',
  errorCurrentPasswordRequired: 'Zadajte svoje aktuálne heslo.',
  errorNewPasswordRequired: 'Zvoľte si heslo.',
  errorNewEmailRequired: 'Zadajte novú e-mailovú adresu.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Túto e-mailovú adresu už máte. Zadajte inú.',
  errorOtpRequired: 'Zadajte 6-miestny kód z e-mailu.',
  errorInvalidEmail: 'Zadajte platnú e-mailovú adresu, napríklad meno@priklad.sk.',
  errorPasswordTooShort: {
    one: 'Použite aspoň {min} znak.',
    few: 'Použite aspoň {min} znaky.',
    many: 'Použite aspoň {min} znaku.',
    other: 'Použite aspoň {min} znakov.',
  },
  errorOtpIncomplete: 'Zadajte všetkých 6 číslic kódu.',
  errorInvalidUrl: 'Zadajte úplnú webovú adresu, ktorá začína na https://.',
  errorConfirmWord: 'Na potvrdenie napíšte presne {word}.',
  errorInvalidNumber: 'Zadajte číslo.',
  errorInvalidDate: 'Zadajte skutočný dátum.',
  errorConsentRequired: 'Pred vytvorením účtu vyjadrite súhlas začiarknutím políčka.',
  errorTooLong: {
    one: 'Použite najviac {max} znak.',
    few: 'Použite najviac {max} znaky.',
    many: 'Použite najviac {max} znaku.',
    other: 'Použite najviac {max} znakov.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'E-mail alebo heslo nie je správne.',
  errorCurrentPasswordWrong: 'Aktuálne heslo nie je správne.',
  errorRateLimited: 'Príliš veľa pokusov. Počkajte, kým odpočítavanie skončí, a skúste to znova.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Príliš veľa pokusov. Skúste to znova neskôr.',
  errorNetwork: 'Služba nie je dostupná. Skontrolujte pripojenie a odošlite formulár znova.',
  errorInvalidOtp:
    'Tento kód nie je správny alebo už neplatí. Skontrolujte ho alebo si nechajte poslať nový.',
  errorOtpExpired: 'Platnosť kódu vypršala. Nechajte si poslať nový.',
  errorEmailTaken: 'Účet s týmto e-mailom už existuje. Prihláste sa doň.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Tento e-mail už patrí inému účtu. Zadajte iný.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Toto heslo je príliš bežné. Zvoľte také, ktoré sa ťažšie uhádne.',
  errorUsernameTaken: 'Toto používateľské meno je obsadené. Zvoľte iné.',
  errorAccountDisabled: 'Tento účet je deaktivovaný.',
  errorSessionEnded: 'Vaša relácia vypršala. Prihláste sa znova.',
  errorNotAllowed: 'Na túto akciu nemáte oprávnenie.',
  errorNotFound: 'Tento účet už neexistuje.',
  errorApiKeyRequired:
    'Obnovenie hesla vyžaduje verejný kľúč API vašej aplikácie: odovzdajte apiKey komponentu AuthProvider.',
  errorUnknown: 'Niečo sa pokazilo: {message}',
};
