import type { AuthLocalization } from '../auth-localization';

/**
 * The Serbian dictionary (српски, Cyrillic, tag `sr-Cyrl`), formal register (lower-case „ви“:
 * „Пријавите се“, „Унесите“), as Google, Microsoft, Serbian banks and eUprava address users;
 * buttons as short commands („Пријави се“, „Сачувај“, „Откажи“). One word per thing: „налог“,
 * „имејл“, „код“, „лозинка“. The confirm word ИЗБРИШИ is on the Serbian Cyrillic layout. Counts:
 * `one` 1, 21; `few` 2–4, 22; `other` 0, 5–20, 100. Complete: checked against {@link en} by type
 * and by test.
 */
export const sr: AuthLocalization = {
  locale: 'sr-Cyrl',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Направите налог',
  signupSubmit: 'Направи налог',
  loginTitle: 'Пријављивање',
  loginSubmit: 'Пријави се',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Пријављени сте.',
  verifyEmailTitle: 'Потврдите имејл адресу',
  verifyEmailDescription: 'Унесите шестоцифрени код који смо послали на {email}.',
  verifyEmailSubmit: 'Потврди имејл',
  emailVerified: 'Имејл адреса је потврђена.',
  resendCode: 'Пошаљи код поново',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Поновно слање за {seconds} секунду',
    few: 'Поновно слање за {seconds} секунде',
    other: 'Поновно слање за {seconds} секунди',
  },
  codeSent: 'Послали смо нови код на {email}.',
  forgotPasswordTitle: 'Заборавили сте лозинку?',
  forgotPasswordDescription: 'Унесите имејл адресу и послаћемо вам код за ресетовање лозинке.',
  forgotPasswordSubmit: 'Пошаљи код',
  resetPasswordTitle: 'Ресетовање лозинке',
  resetPasswordDescription: 'Унесите код који смо послали на {email} и изаберите нову лозинку.',
  resetPasswordSubmit: 'Ресетуј лозинку',
  passwordResetDone: 'Лозинка је ресетована. Пријавите се новом лозинком.',
  changePasswordTitle: 'Промена лозинке',
  changePasswordSubmit: 'Промени лозинку',
  changePasswordDoneSignedIn: 'Лозинка је промењена. Одјављени сте на осталим уређајима.',
  changePasswordDone: 'Лозинка је промењена. Поново се пријавите новом лозинком.',
  changePasswordOtherDevices: 'Променом лозинке одјавићете се на осталим уређајима.',
  profileTitle: 'Профил',
  profileSubmit: 'Сачувај промене',
  profileSaved: 'Промене су сачуване.',
  profileLoading: 'Учитавање профила…',
  emailChangeNeedsPassword: 'Да бисте променили имејл адресу, унесите тренутну лозинку.',
  deleteAccountTitle: 'Брисање налога',
  deleteAccountDescription:
    'Овим ћете избрисати налог и све што је у њему. Ово не може да се опозове.',
  deleteAccountSubmit: 'Избриши налог',
  deleteAccountConfirmTitle: 'Желите да избришете налог?',
  deleteAccountConfirmDescription:
    'Ово не може да се опозове. Да бисте потврдили, откуцајте {word} испод.',
  deleteAccountConfirmLabel: 'Откуцајте {word} да бисте потврдили',
  deleteAccountConfirmWord: 'ИЗБРИШИ',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Ради ваше безбедности унесите лозинку да бисте избрисали налог.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Ваш налог је избрисан.',
  cancel: 'Откажи',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Морате да се пријавите да бисте то урадили.',
  signInRequiredLink: 'Пријави се',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Сесија је истекла. Пријавите се да бисте наставили.',
  sessionEndedDescription: 'Оно што сте унели је сачувано и биће поново послато када се пријавите.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Мени налога, {name}',
  manageAccount: 'Управљај налогом',
  signOut: 'Одјави се',
  userButtonSignIn: 'Пријави се',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Имејл',
  emailStatusVerified: 'Потврђена',
  emailStatusNotVerified: 'Није потврђена',
  emailSendVerification: 'Пошаљи код за потврду',
  changeEmail: 'Промени имејл',
  changeEmailSubmit: 'Сачувај нови имејл',
  newEmailLabel: 'Нова имејл адреса',
  emailChangedDescription:
    'Унесите шестоцифрени код који смо послали на {email}. Сада се пријављујете овом адресом, а не адресом {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Лозинка',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Ваше име и подаци за контакт.',
  profileRowEmpty: 'Још ништа није додато.',
  editProfile: 'Измени профил',
  emailRowDescription: 'Адреса за пријављивање и примање кодова.',
  passwordRowDescription: 'За пријављивање. Променом ћете се одјавити на осталим уређајима.',
  deleteRowDescription: 'Трајно брисање налога и свих његових података.',
  discardChangesTitle: 'Желите да одбаците промене?',
  discardChangesDescription:
    'Оно што сте унели у одељку „{section}“ није сачувано и биће изгубљено.',
  discardChanges: 'Одбаци',
  keepEditing: 'Настави уређивање',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Потврдите имејл адресу',
  emailPromptDescription: 'Послаћемо шестоцифрени код на {email}.',
  emailPromptSend: 'Пошаљи код',
  emailPromptDone: 'Имејл адреса је потврђена',
  emailPromptDismiss: 'Не сада',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Сесија ускоро истиче',
  idleWarning: {
    one: 'Ради ваше безбедности бићете одјављени за {seconds} секунду.',
    few: 'Ради ваше безбедности бићете одјављени за {seconds} секунде.',
    other: 'Ради ваше безбедности бићете одјављени за {seconds} секунди.',
  },
  idleStay: 'Останите пријављени',
  errorSummaryTitle: 'Дошло је до проблема',

  // Field labels and their help.
  nameLabel: 'Име',
  emailLabel: 'Имејл',
  passwordLabel: 'Лозинка',
  currentPasswordLabel: 'Тренутна лозинка',
  newPasswordLabel: 'Нова лозинка',
  passwordDescription: 'Најмање 8 знакова.',
  usernameLabel: 'Корисничко име',
  phoneLabel: 'Телефон',
  addressLabel: 'Адреса',
  avatarUrlLabel: 'URL аватара',
  selectPlaceholder: 'Изаберите опцију',
  otpLabel: 'Код за потврду',
  otpCharacterLabel: 'Цифра {index} од {count}',
  showPassword: 'Прикажи лозинку',
  hidePassword: 'Сакриј лозинку',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Јачина лозинке',
  passwordStrengthWeak: 'Слаба',
  passwordStrengthFair: 'Средња',
  passwordStrengthStrong: 'Јака',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Заборавили сте лозинку?',
  signupLink: 'Направите налог',
  loginLink: 'Већ имате налог? Пријавите се',
  backToLoginLink: 'Назад на пријављивање',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Покушајте поново за {seconds} секунду',
    few: 'Покушајте поново за {seconds} секунде',
    other: 'Покушајте поново за {seconds} секунди',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Ово поље је обавезно.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Унесите име.',
  errorEmailRequired: 'Унесите имејл адресу.',
  errorPasswordRequired: 'Унесите лозинку.',
  errorCurrentPasswordRequired: 'Унесите тренутну лозинку.',
  errorNewPasswordRequired: 'Изаберите лозинку.',
  errorNewEmailRequired: 'Унесите нову имејл адресу.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Ово је већ ваша имејл адреса. Унесите неку другу.',
  errorOtpRequired: 'Унесите шестоцифрени код из имејла.',
  errorInvalidEmail: 'Унесите важећу имејл адресу, на пример name@example.com.',
  errorPasswordTooShort: {
    one: 'Користите најмање {min} знак.',
    few: 'Користите најмање {min} знака.',
    other: 'Користите најмање {min} знакова.',
  },
  errorOtpIncomplete: 'Унесите свих 6 цифара кода.',
  errorInvalidUrl: 'Унесите пуну веб-адресу која почиње са https://.',
  errorConfirmWord: 'Да бисте потврдили, откуцајте тачно {word}.',
  errorInvalidNumber: 'Унесите број.',
  errorInvalidDate: 'Унесите стварни датум.',
  errorConsentRequired: 'Означите поље да бисте пристали пре него што направите налог.',
  errorTooLong: {
    one: 'Користите највише {max} знак.',
    few: 'Користите највише {max} знака.',
    other: 'Користите највише {max} знакова.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Имејл адреса или лозинка нису тачне.',
  errorCurrentPasswordWrong: 'Тренутна лозинка није тачна.',
  errorRateLimited: 'Превише покушаја. Сачекајте да се одбројавање заврши, па покушајте поново.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Превише покушаја. Покушајте поново касније.',
  errorNetwork: 'Услуга није доступна. Проверите везу, па поново пошаљите образац.',
  errorInvalidOtp: 'Код није тачан или више не важи. Проверите га или затражите нови.',
  errorOtpExpired: 'Код је истекао. Затражите нови.',
  errorEmailTaken: 'Налог са овом имејл адресом већ постоји. Пријавите се.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Ову имејл адресу користи други налог. Унесите неку другу.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Ова лозинка је превише уобичајена. Изаберите неку коју је теже погодити.',
  errorUsernameTaken: 'Ово корисничко име је заузето. Изаберите неко друго.',
  errorAccountDisabled: 'Овај налог је онемогућен.',
  errorSessionEnded: 'Сесија је истекла. Поново се пријавите.',
  errorNotAllowed: 'Немате дозволу за ово.',
  errorNotFound: 'Овај налог више не постоји.',
  errorApiKeyRequired:
    'За опоравак лозинке потребан је јавни API кључ апликације: проследите apiKey компоненти AuthProvider.',
  errorUnknown: 'Дошло је до грешке: {message}',
};
