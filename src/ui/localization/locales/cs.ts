import type { AuthLocalization } from '../auth-localization';

/**
 * The Czech dictionary: formal (vykání), complete, checked against {@link en} by type and by test.
 */
export const cs: AuthLocalization = {
  locale: 'cs',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Vytvoření účtu',
  signupSubmit: 'Vytvořit účet',
  loginTitle: 'Přihlášení',
  loginSubmit: 'Přihlásit se',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Jste přihlášeni.',
  verifyEmailTitle: 'Ověřte svůj e-mail',
  verifyEmailDescription: 'Zadejte 6místný kód, který jsme poslali na adresu {email}.',
  verifyEmailSubmit: 'Ověřit e-mail',
  emailVerified: 'Váš e-mail je ověřen.',
  resendCode: 'Poslat kód znovu',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Poslat kód znovu za {seconds} sekundu',
    few: 'Poslat kód znovu za {seconds} sekundy',
    many: 'Poslat kód znovu za {seconds} sekundy',
    other: 'Poslat kód znovu za {seconds} sekund',
  },
  codeSent: 'Nový kód jsme poslali na adresu {email}.',
  forgotPasswordTitle: 'Zapomněli jste heslo?',
  forgotPasswordDescription: 'Zadejte svůj e-mail a my vám pošleme kód pro obnovení hesla.',
  forgotPasswordSubmit: 'Poslat kód',
  resetPasswordTitle: 'Obnovení hesla',
  resetPasswordDescription:
    'Zadejte kód, který jsme poslali na adresu {email}, a zvolte nové heslo.',
  resetPasswordSubmit: 'Obnovit heslo',
  passwordResetDone: 'Heslo bylo obnoveno. Přihlaste se novým heslem.',
  changePasswordTitle: 'Změna hesla',
  changePasswordSubmit: 'Změnit heslo',
  changePasswordDoneSignedIn: 'Heslo bylo změněno. Na ostatních zařízeních jste byli odhlášeni.',
  changePasswordDone: 'Heslo bylo změněno. Přihlaste se znovu novým heslem.',
  changePasswordOtherDevices: 'Změnou hesla se odhlásíte na ostatních zařízeních.',
  profileTitle: 'Profil',
  profileSubmit: 'Uložit změny',
  profileSaved: 'Změny byly uloženy.',
  profileLoading: 'Načítání profilu…',
  emailChangeNeedsPassword: 'Pokud chcete změnit e-mail, zadejte své současné heslo.',
  deleteAccountTitle: 'Smazání účtu',
  deleteAccountDescription:
    'Tímto smažete svůj účet i všechna jeho data. Tuto akci nelze vrátit zpět.',
  deleteAccountSubmit: 'Smazat účet',
  deleteAccountConfirmTitle: 'Smazat účet?',
  deleteAccountConfirmDescription:
    'Tuto akci nelze vrátit zpět. Pro potvrzení napište níže slovo {word}.',
  deleteAccountConfirmLabel: 'Pro potvrzení napište {word}',
  deleteAccountConfirmWord: 'SMAZAT',
  deleteAccountPasswordDescription:
    'Z bezpečnostních důvodů zadejte své heslo, abyste mohli smazat účet.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Váš účet byl smazán.',
  cancel: 'Zrušit',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'K této akci se musíte přihlásit.',
  signInRequiredLink: 'Přihlásit se',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Vaše relace vypršela. Pokračujte přihlášením.',
  sessionEndedDescription:
    'Vše, co jste zadali, zůstane zachováno a po přihlášení se znovu odešle.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Nabídka účtu, {name}',
  manageAccount: 'Spravovat účet',
  signOut: 'Odhlásit se',
  userButtonSignIn: 'Přihlásit se',
  emailSettingsTitle: 'E-mail',
  emailStatusVerified: 'Ověřeno',
  emailStatusNotVerified: 'Neověřeno',
  emailSendVerification: 'Poslat ověřovací kód',
  changeEmail: 'Změnit e-mail',
  changeEmailSubmit: 'Uložit nový e-mail',
  newEmailLabel: 'Nový e-mail',
  emailChangedDescription:
    'Zadejte 6místný kód, který jsme poslali na adresu {email}. Nyní se přihlašujete touto adresou, ne adresou {previousEmail}.',
  emailPromptTitle: 'Ověřte svou e-mailovou adresu',
  emailPromptDescription: 'Pošleme 6místný kód na adresu {email}.',
  emailPromptSend: 'Poslat kód',
  emailPromptDone: 'E-mail ověřen',
  emailPromptDismiss: 'Teď ne',
  passwordSettingsTitle: 'Heslo',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Vaše jméno a kontaktní údaje.',
  profileRowEmpty: 'Zatím nebylo nic přidáno.',
  editProfile: 'Upravit profil',
  emailRowDescription: 'Adresa pro přihlášení a zasílání kódů.',
  passwordRowDescription: 'Slouží k přihlášení. Změna vás odhlásí na jiných zařízeních.',
  deleteRowDescription: 'Trvale smazat účet a všechna jeho data.',
  discardChangesTitle: 'Zahodit změny?',
  discardChangesDescription: 'Co jste zadali v části „{section}“, není uloženo a bude ztraceno.',
  discardChanges: 'Zahodit',
  keepEditing: 'Pokračovat v úpravách',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Vaše relace brzy vyprší',
  idleWarning: {
    one: 'Z bezpečnostních důvodů budete za {seconds} sekundu odhlášeni.',
    few: 'Z bezpečnostních důvodů budete za {seconds} sekundy odhlášeni.',
    many: 'Z bezpečnostních důvodů budete za {seconds} sekundy odhlášeni.',
    other: 'Z bezpečnostních důvodů budete za {seconds} sekund odhlášeni.',
  },
  idleStay: 'Zůstat přihlášen',
  errorSummaryTitle: 'Vyskytl se problém',

  // Field labels and their help.
  nameLabel: 'Jméno',
  emailLabel: 'E-mail',
  passwordLabel: 'Heslo',
  currentPasswordLabel: 'Současné heslo',
  newPasswordLabel: 'Nové heslo',
  passwordDescription: 'Alespoň 8 znaků.',
  usernameLabel: 'Uživatelské jméno',
  phoneLabel: 'Telefon',
  addressLabel: 'Adresa',
  avatarUrlLabel: 'URL avataru',
  selectPlaceholder: 'Vyberte možnost',
  otpLabel: 'Ověřovací kód',
  otpCharacterLabel: 'Číslice {index} z {count}',
  showPassword: 'Zobrazit heslo',
  hidePassword: 'Skrýt heslo',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Síla hesla',
  passwordStrengthWeak: 'Slabé',
  passwordStrengthFair: 'Střední',
  passwordStrengthStrong: 'Silné',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Zapomněli jste heslo?',
  signupLink: 'Vytvořit účet',
  loginLink: 'Už máte účet? Přihlaste se',
  backToLoginLink: 'Zpět na přihlášení',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Zkuste to znovu za {seconds} sekundu',
    few: 'Zkuste to znovu za {seconds} sekundy',
    many: 'Zkuste to znovu za {seconds} sekundy',
    other: 'Zkuste to znovu za {seconds} sekund',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Toto pole je povinné.',
  errorNameRequired: 'Zadejte své jméno.',
  errorEmailRequired: 'Zadejte svou e-mailovou adresu.',
  errorPasswordRequired: 'Zadejte své heslo.',
  errorCurrentPasswordRequired: 'Zadejte své současné heslo.',
  errorNewPasswordRequired: 'Zvolte si heslo.',
  errorNewEmailRequired: 'Zadejte svou novou e-mailovou adresu.',
  errorEmailUnchanged: 'Tuto e-mailovou adresu už máte. Zadejte jinou.',
  errorOtpRequired: 'Zadejte 6místný kód z e-mailu.',
  errorInvalidEmail: 'Zadejte platnou e-mailovou adresu, například name@example.com.',
  errorPasswordTooShort: {
    one: 'Použijte alespoň {min} znak.',
    few: 'Použijte alespoň {min} znaky.',
    many: 'Použijte alespoň {min} znaku.',
    other: 'Použijte alespoň {min} znaků.',
  },
  errorOtpIncomplete: 'Zadejte všech 6 číslic kódu.',
  errorInvalidUrl: 'Zadejte úplnou webovou adresu začínající https://.',
  errorConfirmWord: 'Pro potvrzení napište přesně {word}.',
  errorInvalidNumber: 'Zadejte číslo.',
  errorInvalidDate: 'Zadejte skutečné datum.',
  errorConsentRequired: 'Než si vytvoříte účet, zaškrtnutím políčka vyjádřete souhlas.',
  errorTooLong: {
    one: 'Použijte nejvýše {max} znak.',
    few: 'Použijte nejvýše {max} znaky.',
    many: 'Použijte nejvýše {max} znaku.',
    other: 'Použijte nejvýše {max} znaků.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'E-mail nebo heslo není správné.',
  errorCurrentPasswordWrong: 'Současné heslo není správné.',
  errorRateLimited: 'Příliš mnoho pokusů. Počkejte, až odpočet skončí, a zkuste to znovu.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Příliš mnoho pokusů. Zkuste to znovu později.',
  errorNetwork: 'Službu se nedaří kontaktovat. Zkontrolujte připojení a odešlete formulář znovu.',
  errorInvalidOtp:
    'Tento kód není správný nebo už neplatí. Zkontrolujte ho, nebo si nechte poslat nový.',
  errorOtpExpired: 'Platnost kódu vypršela. Nechte si poslat nový.',
  errorEmailTaken: 'Účet s tímto e-mailem už existuje. Přihlaste se k němu.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Tento e-mail používá jiný účet. Zadejte jiný.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Toto heslo je příliš běžné. Zvolte takové, které je těžší uhodnout.',
  errorUsernameTaken: 'Toto uživatelské jméno je obsazené. Zvolte jiné.',
  errorAccountDisabled: 'Tento účet je deaktivován.',
  errorSessionEnded: 'Vaše relace vypršela. Přihlaste se znovu.',
  errorNotAllowed: 'K této akci nemáte oprávnění.',
  errorNotFound: 'Tento účet už neexistuje.',
  errorApiKeyRequired:
    'Obnovení hesla vyžaduje veřejný klíč API vaší aplikace: předejte apiKey do AuthProvider.',
  errorUnknown: 'Něco se pokazilo: {message}',
};
