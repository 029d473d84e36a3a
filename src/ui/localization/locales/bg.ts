import type { AuthLocalization } from '../auth-localization';

/**
 * The Bulgarian dictionary (български), formal register (lower-case „вие“: „Въведете“,
 * „Влезте“), as Google, Microsoft, Bulgarian banks and government e-services address users;
 * buttons as short verbal nouns or verbs („Вход“, „Запазване“, „Отказ“). One word per thing:
 * „акаунт“ (so that „Профил“ stays the profile), „имейл“, „код“, „парола“. The confirm word
 * ИЗТРИЙ is on both Bulgarian layouts (BDS and phonetic). Counts: `one` 1; `other` 0, 2 and up,
 * 21 included (masculine nouns take their count form: „8 знака“). Complete: checked against
 * {@link en} by type and by test.
 */
export const bg: AuthLocalization = {
  locale: 'bg',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Създаване на акаунт',
  signupSubmit: 'Създаване на акаунт',
  loginTitle: 'Вход',
  loginSubmit: 'Вход',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Влязохте в акаунта си.',
  verifyEmailTitle: 'Потвърдете имейл адреса си',
  verifyEmailDescription: 'Въведете 6-цифрения код, който изпратихме на {email}.',
  verifyEmailSubmit: 'Потвърждаване',
  emailVerified: 'Имейл адресът ви е потвърден.',
  resendCode: 'Изпращане на нов код',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Нов код след {seconds} секунда',
    other: 'Нов код след {seconds} секунди',
  },
  codeSent: 'Изпратихме нов код на {email}.',
  forgotPasswordTitle: 'Забравена парола?',
  forgotPasswordDescription:
    'Въведете имейл адреса си и ще ви изпратим код за възстановяване на паролата.',
  forgotPasswordSubmit: 'Изпращане на код',
  resetPasswordTitle: 'Възстановяване на паролата',
  resetPasswordDescription: 'Въведете кода, който изпратихме на {email}, и изберете нова парола.',
  resetPasswordSubmit: 'Задаване на парола',
  passwordResetDone: 'Паролата ви е възстановена. Влезте с новата си парола.',
  changePasswordTitle: 'Смяна на паролата',
  changePasswordSubmit: 'Смяна на паролата',
  changePasswordDoneSignedIn:
    'Паролата ви е сменена. Излязохте от акаунта си на другите устройства.',
  changePasswordDone: 'Паролата ви е сменена. Влезте отново с новата си парола.',
  changePasswordOtherDevices:
    'При смяна на паролата ще излезете от акаунта си на другите устройства.',
  profileTitle: 'Профил',
  profileSubmit: 'Запазване на промените',
  profileSaved: 'Промените са запазени.',
  profileLoading: 'Профилът се зарежда…',
  emailChangeNeedsPassword: 'За да смените имейл адреса си, въведете текущата си парола.',
  deleteAccountTitle: 'Изтриване на акаунта',
  deleteAccountDescription:
    'Акаунтът ви и всичко в него ще бъдат изтрити. Това действие не може да бъде отменено.',
  deleteAccountSubmit: 'Изтриване на акаунта',
  deleteAccountConfirmTitle: 'Да се изтрие ли акаунтът?',
  deleteAccountConfirmDescription:
    'Това действие не може да бъде отменено. За потвърждение въведете {word} по-долу.',
  deleteAccountConfirmLabel: 'Въведете {word} за потвърждение',
  deleteAccountConfirmWord: 'ИЗТРИЙ',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'От съображения за сигурност въведете паролата си, за да изтриете акаунта.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Акаунтът ви е изтрит.',
  cancel: 'Отказ',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'За да направите това, трябва да влезете в акаунта си.',
  signInRequiredLink: 'Вход',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Сесията ви изтече. Влезте, за да продължите.',
  sessionEndedDescription: 'Въведеното се запазва и ще бъде изпратено отново, след като влезете.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Меню на акаунта, {name}',
  manageAccount: 'Управление на акаунта',
  signOut: 'Изход',
  userButtonSignIn: 'Вход',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Имейл',
  emailStatusVerified: 'Потвърден',
  emailStatusNotVerified: 'Непотвърден',
  emailSendVerification: 'Изпращане на код за потвърждение',
  changeEmail: 'Смяна на имейла',
  changeEmailSubmit: 'Запазване на новия имейл',
  newEmailLabel: 'Нов имейл',
  emailChangedDescription:
    'Въведете 6-цифрения код, който изпратихме на {email}. Вече влизате с този адрес, а не с {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Парола',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Вашето име и данните ви за контакт.',
  profileRowEmpty: 'Все още няма добавени данни.',
  editProfile: 'Редактиране на профила',
  emailRowDescription: 'Адресът, с който влизате и на който получавате кодове.',
  passwordRowDescription: 'За вход. При смяна ще излезете от акаунта на другите устройства.',
  deleteRowDescription: 'Окончателно изтриване на акаунта и данните в него.',
  discardChangesTitle: 'Да се отхвърлят ли промените?',
  discardChangesDescription: 'Въведеното в „{section}“ не е запазено и ще бъде загубено.',
  discardChanges: 'Отхвърляне',
  keepEditing: 'Продължаване на редакцията',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Потвърдете имейл адреса си',
  emailPromptDescription: 'Ще изпратим 6-цифрен код на {email}.',
  emailPromptSend: 'Изпращане на код',
  emailPromptDone: 'Имейлът е потвърден',
  emailPromptDismiss: 'Не сега',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Сесията ви изтича скоро',
  idleWarning: {
    one: 'От съображения за сигурност ще излезете от акаунта си след {seconds} секунда.',
    other: 'От съображения за сигурност ще излезете от акаунта си след {seconds} секунди.',
  },
  idleStay: 'Оставане в акаунта',
  errorSummaryTitle: 'Възникна проблем',

  // Field labels and their help.
  nameLabel: 'Име',
  emailLabel: 'Имейл',
  passwordLabel: 'Парола',
  currentPasswordLabel: 'Текуща парола',
  newPasswordLabel: 'Нова парола',
  passwordDescription: 'Поне 8 знака.',
  usernameLabel: 'Потребителско име',
  phoneLabel: 'Телефон',
  addressLabel: 'Адрес',
  avatarUrlLabel: 'URL адрес на аватара',
  selectPlaceholder: 'Изберете опция',
  otpLabel: 'Код за потвърждение',
  otpCharacterLabel: 'Цифра {index} от {count}',
  showPassword: 'Показване на паролата',
  hidePassword: 'Скриване на паролата',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Сила на паролата',
  passwordStrengthWeak: 'Слаба',
  passwordStrengthFair: 'Средна',
  passwordStrengthStrong: 'Силна',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Забравена парола?',
  signupLink: 'Създаване на акаунт',
  loginLink: 'Имате акаунт? Влезте',
  backToLoginLink: 'Обратно към входа',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Опитайте отново след {seconds} секунда',
    other: 'Опитайте отново след {seconds} секунди',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Това поле е задължително.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Въведете името си.',
  errorEmailRequired: 'Въведете имейл адреса си.',
  errorPasswordRequired: 'Въведете паролата си.',
  errorCurrentPasswordRequired: 'Въведете текущата си парола.',
  errorNewPasswordRequired: 'Изберете парола.',
  errorNewEmailRequired: 'Въведете новия си имейл адрес.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Това вече е вашият имейл адрес. Въведете друг.',
  errorOtpRequired: 'Въведете 6-цифрения код от имейла.',
  errorInvalidEmail: 'Въведете валиден имейл адрес, например name@example.com.',
  errorPasswordTooShort: {
    one: 'Използвайте поне {min} знак.',
    other: 'Използвайте поне {min} знака.',
  },
  errorOtpIncomplete: 'Въведете всичките 6 цифри на кода.',
  errorInvalidUrl: 'Въведете пълен уеб адрес, започващ с https://.',
  errorConfirmWord: 'За потвърждение въведете точно {word}.',
  errorInvalidNumber: 'Въведете число.',
  errorInvalidDate: 'Въведете съществуваща дата.',
  errorConsentRequired: 'Отметнете квадратчето, за да се съгласите, преди да създадете акаунта си.',
  errorTooLong: {
    one: 'Използвайте най-много {max} знак.',
    other: 'Използвайте най-много {max} знака.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Имейл адресът или паролата са грешни.',
  errorCurrentPasswordWrong: 'Текущата парола е грешна.',
  errorRateLimited: 'Твърде много опити. Изчакайте обратното броене да свърши и опитайте отново.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Твърде много опити. Опитайте отново по-късно.',
  errorNetwork: 'Услугата не е достъпна. Проверете интернет връзката си и изпратете отново.',
  errorInvalidOtp: 'Кодът е грешен или вече не е валиден. Проверете го или поискайте нов.',
  errorOtpExpired: 'Валидността на кода е изтекла. Поискайте нов.',
  errorEmailTaken: 'Вече има акаунт с този имейл адрес. Влезте в него.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Този имейл адрес се използва от друг акаунт. Въведете друг.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Тази парола е твърде често срещана. Изберете по-трудна за отгатване.',
  errorUsernameTaken: 'Това потребителско име е заето. Изберете друго.',
  errorAccountDisabled: 'Този акаунт е деактивиран.',
  errorSessionEnded: 'Сесията ви изтече. Влезте отново.',
  errorNotAllowed: 'Нямате разрешение за това действие.',
  errorNotFound: 'Този акаунт вече не съществува.',
  errorApiKeyRequired:
    'За възстановяване на паролата е нужен публичният API ключ на приложението: подайте apiKey на AuthProvider.',
  errorUnknown: 'Нещо се обърка: {message}',
};
