import type { AuthLocalization } from '../auth-localization';

/**
 * The Ukrainian dictionary: formal «ви» (lower-case, as sign-in screens write it), complete,
 * checked against {@link en} by type and by test.
 */
export const uk: AuthLocalization = {
  locale: 'uk',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Створення облікового запису',
  signupSubmit: 'Створити обліковий запис',
  loginTitle: 'Вхід',
  loginSubmit: 'Увійти',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Ви ввійшли в обліковий запис.',
  verifyEmailTitle: 'Підтвердьте адресу електронної пошти',
  verifyEmailDescription: 'Введіть 6-значний код, який ми надіслали на {email}.',
  verifyEmailSubmit: 'Підтвердити',
  emailVerified: 'Адресу електронної пошти підтверджено.',
  resendCode: 'Надіслати код ще раз',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Надіслати код ще раз через {seconds} секунду',
    few: 'Надіслати код ще раз через {seconds} секунди',
    many: 'Надіслати код ще раз через {seconds} секунд',
    other: 'Надіслати код ще раз через {seconds} секунди',
  },
  codeSent: 'Ми надіслали новий код на {email}.',
  forgotPasswordTitle: 'Забули пароль?',
  forgotPasswordDescription:
    'Введіть адресу електронної пошти, і ми надішлемо вам код для скидання пароля.',
  forgotPasswordSubmit: 'Надіслати код',
  resetPasswordTitle: 'Скидання пароля',
  resetPasswordDescription: 'Введіть код, який ми надіслали на {email}, і створіть новий пароль.',
  resetPasswordSubmit: 'Скинути пароль',
  passwordResetDone: 'Пароль скинуто. Увійдіть із новим паролем.',
  changePasswordTitle: 'Зміна пароля',
  changePasswordSubmit: 'Змінити пароль',
  changePasswordDoneSignedIn: 'Пароль змінено. Ви вийшли з облікового запису на інших пристроях.',
  changePasswordDone: 'Пароль змінено. Увійдіть знову з новим паролем.',
  changePasswordOtherDevices:
    'Після зміни пароля ви вийдете з облікового запису на інших пристроях.',
  profileTitle: 'Профіль',
  profileSubmit: 'Зберегти зміни',
  profileSaved: 'Зміни збережено.',
  profileLoading: 'Завантаження профілю…',
  emailChangeNeedsPassword: 'Щоб змінити адресу електронної пошти, введіть поточний пароль.',
  deleteAccountTitle: 'Видалення облікового запису',
  deleteAccountDescription:
    'Обліковий запис і всі його дані буде видалено. Скасувати цю дію неможливо.',
  deleteAccountSubmit: 'Видалити обліковий запис',
  deleteAccountConfirmTitle: 'Видалити обліковий запис?',
  deleteAccountConfirmDescription:
    'Цю дію неможливо скасувати. Щоб підтвердити, введіть нижче слово {word}.',
  deleteAccountConfirmLabel: 'Введіть {word} для підтвердження',
  deleteAccountConfirmWord: 'ВИДАЛИТИ',
  deleteAccountPasswordDescription:
    'З міркувань безпеки введіть пароль, щоб видалити обліковий запис.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Ваш обліковий запис видалено.',
  cancel: 'Скасувати',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Щоб продовжити, увійдіть в обліковий запис.',
  signInRequiredLink: 'Увійти',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Сеанс завершився. Увійдіть, щоб продовжити.',
  sessionEndedDescription: 'Введені дані збережуться й будуть надіслані знову після входу.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Меню облікового запису, {name}',
  manageAccount: 'Керувати обліковим записом',
  signOut: 'Вийти',
  userButtonSignIn: 'Увійти',
  emailSettingsTitle: 'Електронна пошта',
  emailStatusVerified: 'Підтверджено',
  emailStatusNotVerified: 'Не підтверджено',
  emailSendVerification: 'Надіслати код підтвердження',
  changeEmail: 'Змінити адресу електронної пошти',
  changeEmailSubmit: 'Зберегти нову адресу',
  newEmailLabel: 'Нова адреса електронної пошти',
  emailChangedDescription:
    'Введіть 6-значний код, який ми надіслали на {email}. Тепер для входу використовується ця адреса, а не {previousEmail}.',
  emailPromptTitle: 'Підтвердьте адресу електронної пошти',
  emailPromptDescription: 'Ми надішлемо 6-значний код на {email}.',
  emailPromptSend: 'Надіслати код',
  emailPromptDone: 'Адресу підтверджено',
  emailPromptDismiss: 'Не зараз',
  passwordSettingsTitle: 'Пароль',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Ваше ім’я та способи зв’язатися з вами.',
  profileRowEmpty: 'Поки що нічого не додано.',
  editProfile: 'Редагувати профіль',
  emailRowDescription: 'Адреса для входу й отримання кодів.',
  passwordRowDescription: 'Потрібен для входу. Після зміни ви вийдете на інших пристроях.',
  deleteRowDescription: 'Назавжди видалити обліковий запис і його дані.',
  discardChangesTitle: 'Відхилити зміни?',
  discardChangesDescription: 'Введене в розділі «{section}» не збережено, його буде втрачено.',
  discardChanges: 'Відхилити',
  keepEditing: 'Продовжити редагування',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Сеанс незабаром завершиться',
  idleWarning: {
    one: 'З міркувань безпеки вас буде виведено із системи через {seconds} секунду.',
    few: 'З міркувань безпеки вас буде виведено із системи через {seconds} секунди.',
    many: 'З міркувань безпеки вас буде виведено із системи через {seconds} секунд.',
    other: 'З міркувань безпеки вас буде виведено із системи через {seconds} секунди.',
  },
  idleStay: 'Залишитися в системі',
  errorSummaryTitle: 'Виникла проблема',

  // Field labels and their help.
  nameLabel: 'Ім’я',
  emailLabel: 'Електронна пошта',
  passwordLabel: 'Пароль',
  currentPasswordLabel: 'Поточний пароль',
  newPasswordLabel: 'Новий пароль',
  passwordDescription: 'Щонайменше 8 символів.',
  usernameLabel: 'Ім’я користувача',
  phoneLabel: 'Телефон',
  addressLabel: 'Адреса',
  avatarUrlLabel: 'URL аватара',
  selectPlaceholder: 'Виберіть варіант',
  otpLabel: 'Код підтвердження',
  otpCharacterLabel: 'Цифра {index} з {count}',
  showPassword: 'Показати пароль',
  hidePassword: 'Приховати пароль',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Надійність пароля',
  passwordStrengthWeak: 'Низька',
  passwordStrengthFair: 'Середня',
  passwordStrengthStrong: 'Висока',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Забули пароль?',
  signupLink: 'Створити обліковий запис',
  loginLink: 'Уже маєте обліковий запис? Увійти',
  backToLoginLink: 'Повернутися до входу',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Повторити через {seconds} секунду',
    few: 'Повторити через {seconds} секунди',
    many: 'Повторити через {seconds} секунд',
    other: 'Повторити через {seconds} секунди',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Заповніть це поле.',
  errorNameRequired: 'Введіть ім’я.',
  errorEmailRequired: 'Введіть адресу електронної пошти.',
  errorPasswordRequired: 'Введіть пароль.',
  errorCurrentPasswordRequired: 'Введіть поточний пароль.',
  errorNewPasswordRequired: 'Придумайте пароль.',
  errorNewEmailRequired: 'Введіть нову адресу електронної пошти.',
  errorEmailUnchanged: 'Це вже ваша адреса електронної пошти. Введіть іншу.',
  errorOtpRequired: 'Введіть 6-значний код із листа.',
  errorInvalidEmail: 'Введіть адресу електронної пошти у форматі name@example.com.',
  errorPasswordTooShort: {
    one: 'Пароль має містити щонайменше {min} символ.',
    few: 'Пароль має містити щонайменше {min} символи.',
    many: 'Пароль має містити щонайменше {min} символів.',
    other: 'Пароль має містити щонайменше {min} символу.',
  },
  errorOtpIncomplete: 'Введіть усі 6 цифр коду.',
  errorInvalidUrl: 'Введіть повну веб-адресу, що починається з https://.',
  errorConfirmWord: 'Для підтвердження введіть {word} точно так, як написано.',
  errorInvalidNumber: 'Введіть число.',
  errorInvalidDate: 'Введіть дійсну дату.',
  errorConsentRequired: 'Поставте позначку, щоб погодитися, перш ніж створити обліковий запис.',
  errorTooLong: {
    one: 'Не більше ніж {max} символ.',
    few: 'Не більше ніж {max} символи.',
    many: 'Не більше ніж {max} символів.',
    other: 'Не більше ніж {max} символу.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Неправильна адреса електронної пошти або пароль.',
  errorCurrentPasswordWrong: 'Поточний пароль неправильний.',
  errorRateLimited: 'Забагато спроб. Дочекайтеся завершення відліку й повторіть спробу.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Забагато спроб. Повторіть спробу пізніше.',
  errorNetwork:
    'Не вдається зв’язатися із сервісом. Перевірте підключення й надішліть форму ще раз.',
  errorInvalidOtp: 'Код неправильний або вже недійсний. Перевірте його або надішліть новий.',
  errorOtpExpired: 'Термін дії коду минув. Надішліть новий.',
  errorEmailTaken: 'Обліковий запис із цією адресою електронної пошти вже існує. Увійдіть у нього.',
  // Profile: the new email belongs to another account.
  errorEmailInUse:
    'Ця адреса електронної пошти використовується іншим обліковим записом. Введіть іншу.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Цей пароль надто поширений. Створіть пароль, який складніше вгадати.',
  errorUsernameTaken: 'Це ім’я користувача вже зайняте. Виберіть інше.',
  errorAccountDisabled: 'Цей обліковий запис вимкнено.',
  errorSessionEnded: 'Сеанс завершився. Увійдіть знову.',
  errorNotAllowed: 'У вас немає дозволу на цю дію.',
  errorNotFound: 'Цей обліковий запис більше не існує.',
  errorApiKeyRequired:
    'Для відновлення пароля потрібен публічний API-ключ застосунку: передайте apiKey в AuthProvider.',
  errorUnknown: 'Щось пішло не так: {message}',
};
