import type { AuthLocalization } from '../auth-localization';

/**
 * The Kazakh dictionary (қазақ тілі, Cyrillic), formal register («сіз»: «Енгізіңіз»,
 * «Кіріңіз»), as Google, Microsoft, Kazakh banks (Kaspi, Halyk) and eGov.kz address users;
 * buttons as verbal nouns («Кіру», «Сақтау», «Бас тарту»). One word per thing: «кіру»,
 * «аккаунт», «код», «құпия сөз», «электрондық пошта». The confirm word ЖОЮ is on the Kazakh
 * and Russian layouts alike. A noun after a number stays singular in Kazakh, so `one` (1) and
 * `other` (0, 2 and up) say the same words. Complete: checked against {@link en} by type and by
 * test.
 */
export const kk: AuthLocalization = {
  locale: 'kk',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Тіркелу',
  signupSubmit: 'Аккаунт жасау',
  loginTitle: 'Кіру',
  loginSubmit: 'Кіру',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Сіз аккаунтқа кірдіңіз.',
  verifyEmailTitle: 'Электрондық поштаны растаңыз',
  verifyEmailDescription: '{email} мекенжайына жіберілген 6 таңбалы кодты енгізіңіз.',
  verifyEmailSubmit: 'Растау',
  emailVerified: 'Электрондық пошта мекенжайыңыз расталды.',
  resendCode: 'Кодты қайта жіберу',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: '{seconds} секундтан кейін қайта жіберу',
    other: '{seconds} секундтан кейін қайта жіберу',
  },
  codeSent: '{email} мекенжайына жаңа код жібердік.',
  forgotPasswordTitle: 'Құпия сөзді ұмыттыңыз ба?',
  forgotPasswordDescription:
    'Электрондық пошта мекенжайыңызды енгізіңіз, біз құпия сөзді қалпына келтіру кодын жібереміз.',
  forgotPasswordSubmit: 'Код жіберу',
  resetPasswordTitle: 'Құпия сөзді қалпына келтіру',
  resetPasswordDescription:
    '{email} мекенжайына жіберілген кодты енгізіп, жаңа құпия сөз таңдаңыз.',
  resetPasswordSubmit: 'Қалпына келтіру',
  passwordResetDone: 'Құпия сөз қалпына келтірілді. Жаңа құпия сөзбен кіріңіз.',
  changePasswordTitle: 'Құпия сөзді өзгерту',
  changePasswordSubmit: 'Құпия сөзді өзгерту',
  changePasswordDoneSignedIn: 'Құпия сөз өзгертілді. Басқа құрылғыларда аккаунттан шықтыңыз.',
  changePasswordDone: 'Құпия сөз өзгертілді. Жаңа құпия сөзбен қайта кіріңіз.',
  changePasswordOtherDevices: 'Құпия сөзді өзгертсеңіз, басқа құрылғыларда аккаунттан шығасыз.',
  profileTitle: 'Профиль',
  profileSubmit: 'Өзгерістерді сақтау',
  profileSaved: 'Өзгерістер сақталды.',
  profileLoading: 'Профиль жүктеліп жатыр…',
  emailChangeNeedsPassword:
    'Электрондық пошта мекенжайын өзгерту үшін қазіргі құпия сөзді енгізіңіз.',
  deleteAccountTitle: 'Аккаунтты жою',
  deleteAccountDescription:
    'Аккаунтыңыз бен ондағы барлық дерек жойылады. Бұл әрекетті қайтару мүмкін емес.',
  deleteAccountSubmit: 'Аккаунтты жою',
  deleteAccountConfirmTitle: 'Аккаунтты жою керек пе?',
  deleteAccountConfirmDescription:
    'Бұл әрекетті қайтару мүмкін емес. Растау үшін төменге {word} сөзін енгізіңіз.',
  deleteAccountConfirmLabel: 'Растау үшін {word} сөзін енгізіңіз',
  deleteAccountConfirmWord: 'ЖОЮ',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'Қауіпсіздік үшін аккаунтты жою алдында құпия сөзді енгізіңіз.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Аккаунтыңыз жойылды.',
  cancel: 'Бас тарту',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Бұл әрекет үшін аккаунтқа кіруіңіз керек.',
  signInRequiredLink: 'Кіру',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Сеанс аяқталды. Жалғастыру үшін кіріңіз.',
  sessionEndedDescription: 'Енгізген деректеріңіз сақталады және кіргеннен кейін қайта жіберіледі.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Аккаунт мәзірі, {name}',
  manageAccount: 'Аккаунтты басқару',
  signOut: 'Шығу',
  userButtonSignIn: 'Кіру',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Электрондық пошта',
  emailStatusVerified: 'Расталған',
  emailStatusNotVerified: 'Расталмаған',
  emailSendVerification: 'Растау кодын жіберу',
  changeEmail: 'Мекенжайды өзгерту',
  changeEmailSubmit: 'Жаңа мекенжайды сақтау',
  newEmailLabel: 'Жаңа электрондық пошта',
  emailChangedDescription:
    '{email} мекенжайына жіберілген 6 таңбалы кодты енгізіңіз. Енді {previousEmail} емес, осы мекенжаймен кіресіз.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Құпия сөз',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Атыңыз және сізбен байланысу жолдары.',
  profileRowEmpty: 'Әзірге ештеңе қосылмаған.',
  editProfile: 'Профильді өңдеу',
  emailRowDescription: 'Кіру және код алу үшін пайдаланылатын мекенжай.',
  passwordRowDescription: 'Кіру үшін қажет. Өзгертсеңіз, басқа құрылғыларда аккаунттан шығасыз.',
  deleteRowDescription: 'Аккаунтты және оның деректерін біржола жою.',
  discardChangesTitle: 'Өзгерістерден бас тартасыз ба?',
  discardChangesDescription: '«{section}» бөлімінде енгізгеніңіз сақталмады және жоғалады.',
  discardChanges: 'Сақтамау',
  keepEditing: 'Өңдеуді жалғастыру',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Электрондық пошта мекенжайын растаңыз',
  emailPromptDescription: '{email} мекенжайына 6 таңбалы код жібереміз.',
  emailPromptSend: 'Код жіберу',
  emailPromptDone: 'Электрондық пошта расталды',
  emailPromptDismiss: 'Қазір емес',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Сеанс жақында аяқталады',
  idleWarning: {
    one: 'Қауіпсіздігіңіз үшін {seconds} секундтан кейін аккаунттан шығасыз.',
    other: 'Қауіпсіздігіңіз үшін {seconds} секундтан кейін аккаунттан шығасыз.',
  },
  idleStay: 'Жүйеде қалу',
  errorSummaryTitle: 'Мәселе туындады',

  // Field labels and their help.
  nameLabel: 'Аты',
  emailLabel: 'Электрондық пошта',
  passwordLabel: 'Құпия сөз',
  currentPasswordLabel: 'Қазіргі құпия сөз',
  newPasswordLabel: 'Жаңа құпия сөз',
  passwordDescription: 'Кемінде 8 таңба.',
  usernameLabel: 'Пайдаланушы аты',
  phoneLabel: 'Телефон',
  addressLabel: 'Мекенжай',
  avatarUrlLabel: 'Аватардың URL мекенжайы',
  selectPlaceholder: 'Нұсқаны таңдаңыз',
  otpLabel: 'Растау коды',
  otpCharacterLabel: '{index}-цифр, барлығы {count}',
  showPassword: 'Құпия сөзді көрсету',
  hidePassword: 'Құпия сөзді жасыру',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Құпия сөздің беріктігі',
  passwordStrengthWeak: 'Әлсіз',
  passwordStrengthFair: 'Орташа',
  passwordStrengthStrong: 'Берік',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Құпия сөзді ұмыттыңыз ба?',
  signupLink: 'Аккаунт жасау',
  loginLink: 'Аккаунтыңыз бар ма? Кіріңіз',
  backToLoginLink: 'Кіру бетіне оралу',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: '{seconds} секундтан кейін қайталаңыз',
    other: '{seconds} секундтан кейін қайталаңыз',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Бұл өрісті толтырыңыз.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Атыңызды енгізіңіз.',
  errorEmailRequired: 'Электрондық пошта мекенжайын енгізіңіз.',
  errorPasswordRequired: 'Құпия сөзді енгізіңіз.',
  errorCurrentPasswordRequired: 'Қазіргі құпия сөзді енгізіңіз.',
  errorNewPasswordRequired: 'Құпия сөз ойлап табыңыз.',
  errorNewEmailRequired: 'Жаңа электрондық пошта мекенжайын енгізіңіз.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Бұл – қазіргі мекенжайыңыз. Басқасын енгізіңіз.',
  errorOtpRequired: 'Хаттағы 6 таңбалы кодты енгізіңіз.',
  errorInvalidEmail: 'Дұрыс электрондық пошта мекенжайын енгізіңіз, мысалы: name@example.com.',
  errorPasswordTooShort: {
    one: 'Кемінде {min} таңба енгізіңіз.',
    other: 'Кемінде {min} таңба енгізіңіз.',
  },
  errorOtpIncomplete: 'Кодтың барлық 6 цифрын енгізіңіз.',
  errorInvalidUrl: 'https:// деп басталатын толық веб-мекенжайды енгізіңіз.',
  errorConfirmWord: 'Растау үшін {word} сөзін дәл солай енгізіңіз.',
  errorInvalidNumber: 'Сан енгізіңіз.',
  errorInvalidDate: 'Жарамды күн енгізіңіз.',
  errorConsentRequired: 'Аккаунт жасамас бұрын келісу үшін құсбелгі қойыңыз.',
  errorTooLong: {
    one: 'Ең көбі {max} таңба енгізіңіз.',
    other: 'Ең көбі {max} таңба енгізіңіз.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Электрондық пошта немесе құпия сөз қате.',
  errorCurrentPasswordWrong: 'Қазіргі құпия сөз қате.',
  errorRateLimited: 'Тым көп әрекет жасалды. Кері санақ біткенше күтіп, қайталап көріңіз.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Тым көп әрекет жасалды. Кейінірек қайталап көріңіз.',
  errorNetwork: 'Қызметке қосылу мүмкін емес. Интернет байланысын тексеріп, қайта жіберіңіз.',
  errorInvalidOtp: 'Код қате немесе енді жарамсыз. Оны тексеріңіз немесе жаңасын сұраңыз.',
  errorOtpExpired: 'Кодтың мерзімі өтіп кетті. Жаңасын сұраңыз.',
  errorEmailTaken: 'Бұл электрондық поштамен аккаунт бұрыннан бар. Соған кіріңіз.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Бұл электрондық поштаны басқа аккаунт пайдаланады. Басқасын енгізіңіз.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Бұл құпия сөз тым жиі қолданылады. Болжауы қиынырақ құпия сөз таңдаңыз.',
  errorUsernameTaken: 'Бұл пайдаланушы аты бос емес. Басқасын таңдаңыз.',
  errorAccountDisabled: 'Бұл аккаунт өшірілген.',
  errorSessionEnded: 'Сеанс аяқталды. Қайта кіріңіз.',
  errorNotAllowed: 'Бұл әрекетке рұқсатыңыз жоқ.',
  errorNotFound: 'Бұл аккаунт енді жоқ.',
  errorApiKeyRequired:
    'Құпия сөзді қалпына келтіру үшін қолданбаның ашық API кілті керек: apiKey мәнін AuthProvider-ге беріңіз.',
  errorUnknown: 'Бірдеңе дұрыс болмады: {message}',
};
