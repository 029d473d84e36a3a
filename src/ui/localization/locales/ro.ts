import type { AuthLocalization } from '../auth-localization';

/**
 * The Romanian dictionary (română), formal register ("dumneavoastră" verb forms: "Conectați-vă",
 * "Introduceți"), as Google, Microsoft, Romanian banks and ghiseul.ro address users; buttons in
 * the same imperative ("Salvați", "Anulați"). ș and ț are written with the comma below (U+0219,
 * U+021B), never the cedilla; the confirm word ȘTERGE is typed with the ș key of the Romanian
 * (Standard) layout and of phone keyboards. Counts: `one` 1; `few` 0, 2–19, 102–119 ("secunde"); `other` 20
 * and up, 21, 100 ("de secunde"). Complete: checked against {@link en} by type and by test.
 */
export const ro: AuthLocalization = {
  locale: 'ro',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Creați un cont',
  signupSubmit: 'Creați contul',
  loginTitle: 'Conectați-vă',
  loginSubmit: 'Conectați-vă',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'V-ați conectat.',
  verifyEmailTitle: 'Confirmați adresa de e-mail',
  verifyEmailDescription: 'Introduceți codul de 6 cifre pe care l-am trimis la {email}.',
  verifyEmailSubmit: 'Confirmați',
  emailVerified: 'Adresa de e-mail a fost confirmată.',
  resendCode: 'Retrimiteți codul',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Retrimiteți codul peste {seconds} secundă',
    few: 'Retrimiteți codul peste {seconds} secunde',
    other: 'Retrimiteți codul peste {seconds} de secunde',
  },
  codeSent: 'Am trimis un cod nou la {email}.',
  forgotPasswordTitle: 'Ați uitat parola?',
  forgotPasswordDescription:
    'Introduceți adresa de e-mail și vă vom trimite un cod pentru resetarea parolei.',
  forgotPasswordSubmit: 'Trimiteți codul',
  resetPasswordTitle: 'Resetați parola',
  resetPasswordDescription:
    'Introduceți codul pe care l-am trimis la {email} și alegeți o parolă nouă.',
  resetPasswordSubmit: 'Resetați parola',
  passwordResetDone: 'Parola a fost resetată. Conectați-vă cu parola nouă.',
  changePasswordTitle: 'Schimbați parola',
  changePasswordSubmit: 'Schimbați parola',
  changePasswordDoneSignedIn:
    'Parola a fost schimbată. Sesiunile de pe celelalte dispozitive au fost închise.',
  changePasswordDone: 'Parola a fost schimbată. Conectați-vă din nou cu parola nouă.',
  changePasswordOtherDevices: 'Schimbarea parolei vă deconectează de pe celelalte dispozitive.',
  profileTitle: 'Profil',
  profileSubmit: 'Salvați modificările',
  profileSaved: 'Modificările au fost salvate.',
  profileLoading: 'Se încarcă profilul…',
  emailChangeNeedsPassword: 'Pentru a schimba adresa de e-mail, introduceți parola actuală.',
  deleteAccountTitle: 'Ștergeți contul',
  deleteAccountDescription:
    'Contul și toate datele din el vor fi șterse. Acțiunea nu poate fi anulată.',
  deleteAccountSubmit: 'Ștergeți contul',
  deleteAccountConfirmTitle: 'Ștergeți contul?',
  deleteAccountConfirmDescription:
    'Acțiunea nu poate fi anulată. Pentru confirmare, tastați {word} mai jos.',
  deleteAccountConfirmLabel: 'Tastați {word} pentru confirmare',
  deleteAccountConfirmWord: 'ȘTERGE',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Pentru siguranța dumneavoastră, introduceți parola pentru a șterge contul.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Contul a fost șters.',
  cancel: 'Anulați',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Trebuie să vă conectați pentru a face acest lucru.',
  signInRequiredLink: 'Conectați-vă',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Sesiunea a expirat. Conectați-vă pentru a continua.',
  sessionEndedDescription:
    'Ce ați introdus se păstrează și va fi trimis din nou după ce vă conectați.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Meniul contului, {name}',
  manageAccount: 'Gestionați contul',
  signOut: 'Deconectați-vă',
  userButtonSignIn: 'Conectați-vă',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Adresă de e-mail',
  emailStatusVerified: 'Confirmată',
  emailStatusNotVerified: 'Neconfirmată',
  emailSendVerification: 'Trimiteți codul de confirmare',
  changeEmail: 'Schimbați e-mailul',
  changeEmailSubmit: 'Salvați adresa nouă',
  newEmailLabel: 'Adresă de e-mail nouă',
  emailChangedDescription:
    'Introduceți codul de 6 cifre pe care l-am trimis la {email}. De acum vă conectați cu această adresă, nu cu {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Parolă',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Numele și datele dumneavoastră de contact.',
  profileRowEmpty: 'Nu ați adăugat încă nimic.',
  editProfile: 'Editați profilul',
  emailRowDescription: 'Adresa cu care vă conectați și la care primiți coduri.',
  passwordRowDescription: 'Pentru conectare. Schimbarea ei închide celelalte sesiuni.',
  deleteRowDescription: 'Ștergeți definitiv contul și datele acestuia.',
  discardChangesTitle: 'Renunțați la modificări?',
  discardChangesDescription:
    'Ce ați introdus în secțiunea „{section}” nu este salvat și se va pierde.',
  discardChanges: 'Renunțați',
  keepEditing: 'Continuați editarea',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Confirmați adresa de e-mail',
  emailPromptDescription: 'Vă vom trimite un cod de 6 cifre la {email}.',
  emailPromptSend: 'Trimiteți codul',
  emailPromptDone: 'Adresă de e-mail confirmată',
  emailPromptDismiss: 'Nu acum',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Sesiunea urmează să expire',
  idleWarning: {
    one: 'Pentru siguranța dvs., sesiunea va fi închisă peste {seconds} secundă.',
    few: 'Pentru siguranța dvs., sesiunea va fi închisă peste {seconds} secunde.',
    other: 'Pentru siguranța dvs., sesiunea va fi închisă peste {seconds} de secunde.',
  },
  idleStay: 'Continuați sesiunea',
  errorSummaryTitle: 'A apărut o problemă',

  // Field labels and their help.
  nameLabel: 'Nume',
  emailLabel: 'E-mail',
  passwordLabel: 'Parolă',
  currentPasswordLabel: 'Parola actuală',
  newPasswordLabel: 'Parola nouă',
  passwordDescription: 'Cel puțin 8 caractere.',
  usernameLabel: 'Nume de utilizator',
  phoneLabel: 'Telefon',
  addressLabel: 'Adresă',
  avatarUrlLabel: 'URL avatar',
  selectPlaceholder: 'Selectați o opțiune',
  otpLabel: 'Cod de confirmare',
  otpCharacterLabel: 'Cifra {index} din {count}',
  showPassword: 'Afișați parola',
  hidePassword: 'Ascundeți parola',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Puterea parolei',
  passwordStrengthWeak: 'Slabă',
  passwordStrengthFair: 'Medie',
  passwordStrengthStrong: 'Puternică',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Ați uitat parola?',
  signupLink: 'Creați un cont',
  loginLink: 'Aveți deja cont? Conectați-vă',
  backToLoginLink: 'Înapoi la conectare',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Reîncercați peste {seconds} secundă',
    few: 'Reîncercați peste {seconds} secunde',
    other: 'Reîncercați peste {seconds} de secunde',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Acest câmp este obligatoriu.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Introduceți numele.',
  errorEmailRequired: 'Introduceți adresa de e-mail.',
  errorPasswordRequired: 'Introduceți parola.',
  errorCurrentPasswordRequired: 'Introduceți parola actuală.',
  errorNewPasswordRequired: 'Alegeți o parolă.',
  errorNewEmailRequired: 'Introduceți noua adresă de e-mail.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Aceasta este deja adresa dumneavoastră de e-mail. Introduceți alta.',
  errorOtpRequired: 'Introduceți codul de 6 cifre din e-mail.',
  errorInvalidEmail: 'Introduceți o adresă de e-mail validă, de exemplu nume@exemplu.ro.',
  errorPasswordTooShort: {
    one: 'Folosiți cel puțin {min} caracter.',
    few: 'Folosiți cel puțin {min} caractere.',
    other: 'Folosiți cel puțin {min} de caractere.',
  },
  errorOtpIncomplete: 'Introduceți toate cele 6 cifre ale codului.',
  errorInvalidUrl: 'Introduceți o adresă web completă, care începe cu https://.',
  errorConfirmWord: 'Pentru confirmare, tastați exact {word}.',
  errorInvalidNumber: 'Introduceți un număr.',
  errorInvalidDate: 'Introduceți o dată validă.',
  errorConsentRequired: 'Bifați caseta pentru a vă exprima acordul înainte de a crea contul.',
  errorTooLong: {
    one: 'Folosiți cel mult {max} caracter.',
    few: 'Folosiți cel mult {max} caractere.',
    other: 'Folosiți cel mult {max} de caractere.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Adresa de e-mail sau parola este greșită.',
  errorCurrentPasswordWrong: 'Parola actuală este greșită.',
  errorRateLimited:
    'Prea multe încercări. Așteptați să se termine numărătoarea inversă, apoi reîncercați.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Prea multe încercări. Reîncercați mai târziu.',
  errorNetwork: 'Serviciul nu poate fi accesat. Verificați conexiunea, apoi trimiteți din nou.',
  errorInvalidOtp: 'Codul este greșit sau nu mai este valabil. Verificați-l sau cereți unul nou.',
  errorOtpExpired: 'Codul a expirat. Cereți unul nou.',
  errorEmailTaken: 'Există deja un cont cu această adresă de e-mail. Conectați-vă.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Această adresă de e-mail este folosită de alt cont. Introduceți alta.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Această parolă este prea des întâlnită. Alegeți una mai greu de ghicit.',
  errorUsernameTaken: 'Numele de utilizator este deja folosit. Alegeți altul.',
  errorAccountDisabled: 'Acest cont este dezactivat.',
  errorSessionEnded: 'Sesiunea a expirat. Conectați-vă din nou.',
  errorNotAllowed: 'Nu aveți permisiunea să faceți acest lucru.',
  errorNotFound: 'Acest cont nu mai există.',
  errorApiKeyRequired:
    'Recuperarea parolei necesită cheia API publică a aplicației: transmiteți apiKey către AuthProvider.',
  errorUnknown: 'A apărut o eroare: {message}',
};
