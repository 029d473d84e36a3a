import type { AuthLocalization } from '../auth-localization';

/**
 * The Latvian dictionary (latviešu), formal register ("jūs": "Pierakstieties", "Ievadiet"), as
 * Google, Microsoft, Latvian banks and latvija.gov.lv address users; buttons in the infinitive
 * ("Pierakstīties"); no text assumes the user's gender ("Pierakstīšanās izdevās"). Counts:
 * `zero` 0, 10–20, 100; `one` 1, 21; `other` 2–9, 22. Complete: checked against {@link en} by
 * type and by test.
 */
export const lv: AuthLocalization = {
  locale: 'lv',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Izveidot kontu',
  signupSubmit: 'Izveidot kontu',
  loginTitle: 'Pierakstīties',
  loginSubmit: 'Pierakstīties',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Pierakstīšanās izdevās.',
  verifyEmailTitle: 'Verificējiet savu e-pasta adresi',
  verifyEmailDescription: 'Ievadiet 6 ciparu kodu, ko nosūtījām uz adresi {email}.',
  verifyEmailSubmit: 'Verificēt e-pastu',
  emailVerified: 'Jūsu e-pasta adrese ir verificēta.',
  resendCode: 'Sūtīt kodu vēlreiz',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    zero: 'Sūtīt kodu vēlreiz pēc {seconds} sekundēm',
    one: 'Sūtīt kodu vēlreiz pēc {seconds} sekundes',
    other: 'Sūtīt kodu vēlreiz pēc {seconds} sekundēm',
  },
  codeSent: 'Nosūtījām jaunu kodu uz adresi {email}.',
  forgotPasswordTitle: 'Aizmirsāt paroli?',
  forgotPasswordDescription:
    'Ievadiet savu e-pasta adresi, un mēs jums nosūtīsim kodu paroles atiestatīšanai.',
  forgotPasswordSubmit: 'Sūtīt kodu',
  resetPasswordTitle: 'Atiestatiet paroli',
  resetPasswordDescription:
    'Ievadiet kodu, ko nosūtījām uz adresi {email}, un izvēlieties jaunu paroli.',
  resetPasswordSubmit: 'Atiestatīt paroli',
  passwordResetDone: 'Parole ir atiestatīta. Pierakstieties ar jauno paroli.',
  changePasswordTitle: 'Mainīt paroli',
  changePasswordSubmit: 'Mainīt paroli',
  changePasswordDoneSignedIn: 'Parole ir nomainīta. Citās ierīcēs ir veikta izrakstīšanās.',
  changePasswordDone: 'Parole ir nomainīta. Pierakstieties vēlreiz ar jauno paroli.',
  changePasswordOtherDevices: 'Ja nomainīsiet paroli, citās ierīcēs tiks veikta izrakstīšanās.',
  profileTitle: 'Profils',
  profileSubmit: 'Saglabāt izmaiņas',
  profileSaved: 'Izmaiņas ir saglabātas.',
  profileLoading: 'Ielādē jūsu profilu…',
  emailChangeNeedsPassword: 'Lai mainītu e-pasta adresi, ievadiet pašreizējo paroli.',
  deleteAccountTitle: 'Dzēst kontu',
  deleteAccountDescription: 'Tiks izdzēsts jūsu konts un viss tā saturs. Šo darbību nevar atsaukt.',
  deleteAccountSubmit: 'Dzēst kontu',
  deleteAccountConfirmTitle: 'Vai dzēst kontu?',
  deleteAccountConfirmDescription:
    'Šo darbību nevar atsaukt. Lai apstiprinātu, tālāk ievadiet {word}.',
  deleteAccountConfirmLabel: 'Lai apstiprinātu, ievadiet {word}',
  deleteAccountConfirmWord: 'DZĒST',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'Drošības nolūkos ievadiet paroli, lai dzēstu kontu.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Jūsu konts ir izdzēsts.',
  cancel: 'Atcelt',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Lai to izdarītu, jums jāpierakstās.',
  signInRequiredLink: 'Pierakstīties',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Jūsu sesija ir beigusies. Lai turpinātu, pierakstieties.',
  sessionEndedDescription:
    'Ievadītie dati ir saglabāti un pēc pierakstīšanās tiks nosūtīti vēlreiz.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Konta izvēlne, {name}',
  manageAccount: 'Pārvaldīt kontu',
  signOut: 'Izrakstīties',
  userButtonSignIn: 'Pierakstīties',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'E-pasts',
  emailStatusVerified: 'Verificēts',
  emailStatusNotVerified: 'Nav verificēts',
  emailSendVerification: 'Sūtīt verifikācijas kodu',
  changeEmail: 'Mainīt e-pasta adresi',
  changeEmailSubmit: 'Saglabāt jauno adresi',
  newEmailLabel: 'Jaunā e-pasta adrese',
  emailChangedDescription:
    'Ievadiet 6 ciparu kodu, ko nosūtījām uz adresi {email}. Turpmāk pierakstieties ar šo adresi, nevis {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Parole',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Jūsu vārds un kontaktinformācija.',
  profileRowEmpty: 'Vēl nekas nav pievienots.',
  editProfile: 'Rediģēt profilu',
  emailRowDescription: 'Adrese pierakstīšanās un kodu saņemšanai.',
  passwordRowDescription: 'Lai pierakstītos. Pēc maiņas citās ierīcēs notiks izrakstīšanās.',
  deleteRowDescription: 'Neatgriezeniski dzēst kontu un tā datus.',
  discardChangesTitle: 'Vai atmest izmaiņas?',
  discardChangesDescription: 'Sadaļā „{section}” ievadītais nav saglabāts un tiks zaudēts.',
  discardChanges: 'Atmest',
  keepEditing: 'Turpināt rediģēt',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Verificējiet savu e-pasta adresi',
  emailPromptDescription: 'Mēs nosūtīsim 6 ciparu kodu uz adresi {email}.',
  emailPromptSend: 'Sūtīt kodu',
  emailPromptDone: 'E-pasta adrese verificēta',
  emailPromptDismiss: 'Ne tagad',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Jūsu sesija drīz beigsies',
  idleWarning: {
    zero: 'Drošības nolūkos pēc {seconds} sekundēm tiks veikta izrakstīšanās.',
    one: 'Drošības nolūkos pēc {seconds} sekundes tiks veikta izrakstīšanās.',
    other: 'Drošības nolūkos pēc {seconds} sekundēm tiks veikta izrakstīšanās.',
  },
  idleStay: 'Turpināt sesiju',
  errorSummaryTitle: 'Izlabojiet šīs kļūdas',

  // Field labels and their help.
  nameLabel: 'Vārds',
  emailLabel: 'E-pasts',
  passwordLabel: 'Parole',
  currentPasswordLabel: 'Pašreizējā parole',
  newPasswordLabel: 'Jaunā parole',
  passwordDescription: 'Vismaz 8 rakstzīmes.',
  usernameLabel: 'Lietotājvārds',
  phoneLabel: 'Tālrunis',
  addressLabel: 'Adrese',
  avatarUrlLabel: 'Profila attēla URL',
  selectPlaceholder: 'Izvēlieties opciju',
  otpLabel: 'Verifikācijas kods',
  otpCharacterLabel: 'Cipars {index} no {count}',
  showPassword: 'Rādīt paroli',
  hidePassword: 'Slēpt paroli',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Paroles stiprums',
  passwordStrengthWeak: 'Vāja',
  passwordStrengthFair: 'Vidēja',
  passwordStrengthStrong: 'Stipra',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Aizmirsāt paroli?',
  signupLink: 'Izveidot kontu',
  loginLink: 'Man jau ir konts',
  backToLoginLink: 'Atpakaļ uz pierakstīšanos',

  // The submit button while a rate limit runs out.
  retryIn: {
    zero: 'Mēģināt vēlreiz pēc {seconds} sekundēm',
    one: 'Mēģināt vēlreiz pēc {seconds} sekundes',
    other: 'Mēģināt vēlreiz pēc {seconds} sekundēm',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Šis lauks ir obligāts.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Ievadiet savu vārdu.',
  errorEmailRequired: 'Ievadiet savu e-pasta adresi.',
  errorPasswordRequired: 'Ievadiet savu paroli.',
  errorCurrentPasswordRequired: 'Ievadiet pašreizējo paroli.',
  errorNewPasswordRequired: 'Izvēlieties paroli.',
  errorNewEmailRequired: 'Ievadiet jauno e-pasta adresi.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Šī jau ir jūsu e-pasta adrese. Ievadiet citu.',
  errorOtpRequired: 'Ievadiet 6 ciparu kodu no e-pasta ziņojuma.',
  errorInvalidEmail: 'Ievadiet derīgu e-pasta adresi, piemēram, vards@example.com.',
  errorPasswordTooShort: {
    zero: 'Ievadiet vismaz {min} rakstzīmes.',
    one: 'Ievadiet vismaz {min} rakstzīmi.',
    other: 'Ievadiet vismaz {min} rakstzīmes.',
  },
  errorOtpIncomplete: 'Ievadiet visus 6 koda ciparus.',
  errorInvalidUrl: 'Ievadiet pilnu tīmekļa adresi, kas sākas ar https://.',
  errorConfirmWord: 'Lai apstiprinātu, ievadiet precīzi {word}.',
  errorInvalidNumber: 'Ievadiet skaitli.',
  errorInvalidDate: 'Ievadiet derīgu datumu.',
  errorConsentRequired: 'Pirms konta izveides atzīmējiet izvēles rūtiņu, lai piekristu.',
  errorTooLong: {
    zero: 'Ievadiet ne vairāk kā {max} rakstzīmes.',
    one: 'Ievadiet ne vairāk kā {max} rakstzīmi.',
    other: 'Ievadiet ne vairāk kā {max} rakstzīmes.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Nepareiza e-pasta adrese vai parole.',
  errorCurrentPasswordWrong: 'Pašreizējā parole nav pareiza.',
  errorRateLimited:
    'Pārāk daudz mēģinājumu. Pagaidiet, līdz beidzas atpakaļskaitīšana, un mēģiniet vēlreiz.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Pārāk daudz mēģinājumu. Mēģiniet vēlreiz vēlāk.',
  errorNetwork:
    'Nevar sazināties ar pakalpojumu. Pārbaudiet savienojumu un iesniedziet veidlapu vēlreiz.',
  errorInvalidOtp: 'Kods ir nepareizs vai vairs nav derīgs. Pārbaudiet to vai pieprasiet jaunu.',
  errorOtpExpired: 'Koda derīguma termiņš ir beidzies. Pieprasiet jaunu.',
  errorEmailTaken: 'Konts ar šo e-pasta adresi jau ir izveidots. Pierakstieties tajā.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Šo e-pasta adresi izmanto cits konts. Ievadiet citu.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Šī parole ir pārāk izplatīta. Izvēlieties paroli, ko ir grūtāk uzminēt.',
  errorUsernameTaken: 'Šis lietotājvārds jau ir aizņemts. Izvēlieties citu.',
  errorAccountDisabled: 'Šis konts ir atspējots.',
  errorSessionEnded: 'Jūsu sesija ir beigusies. Pierakstieties vēlreiz.',
  errorNotAllowed: 'Jums nav atļaujas to darīt.',
  errorNotFound: 'Šis konts vairs nepastāv.',
  errorApiKeyRequired:
    'Paroles atkopšanai nepieciešama jūsu lietotnes publiskā API atslēga: nododiet apiKey komponentam AuthProvider.',
  errorUnknown: 'Radās kļūda: {message}',
};
