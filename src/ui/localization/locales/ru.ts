import type { AuthLocalization } from '../auth-localization';

/**
 * The Russian dictionary: formal «вы» (lower-case, as sign-in screens write it), complete,
 * checked against {@link en} by type and by test.
 */
export const ru: AuthLocalization = {
  locale: 'ru',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Создание аккаунта',
  signupSubmit: 'Создать аккаунт',
  loginTitle: 'Вход',
  loginSubmit: 'Войти',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Вы вошли в аккаунт.',
  verifyEmailTitle: 'Подтвердите адрес электронной почты',
  verifyEmailDescription: 'Введите 6-значный код, который мы отправили на {email}.',
  verifyEmailSubmit: 'Подтвердить',
  emailVerified: 'Адрес электронной почты подтверждён.',
  resendCode: 'Отправить код ещё раз',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Отправить код ещё раз через {seconds} секунду',
    few: 'Отправить код ещё раз через {seconds} секунды',
    many: 'Отправить код ещё раз через {seconds} секунд',
    other: 'Отправить код ещё раз через {seconds} секунды',
  },
  codeSent: 'Мы отправили новый код на {email}.',
  forgotPasswordTitle: 'Забыли пароль?',
  forgotPasswordDescription:
    'Введите адрес электронной почты, и мы отправим вам код для сброса пароля.',
  forgotPasswordSubmit: 'Отправить код',
  resetPasswordTitle: 'Сброс пароля',
  resetPasswordDescription:
    'Введите код, который мы отправили на {email}, и придумайте новый пароль.',
  resetPasswordSubmit: 'Сбросить пароль',
  passwordResetDone: 'Пароль сброшен. Войдите с новым паролем.',
  changePasswordTitle: 'Смена пароля',
  changePasswordSubmit: 'Сменить пароль',
  changePasswordDoneSignedIn: 'Пароль изменён. Вы вышли из аккаунта на других устройствах.',
  changePasswordDone: 'Пароль изменён. Войдите снова с новым паролем.',
  changePasswordOtherDevices: 'После смены пароля вы выйдете из аккаунта на других устройствах.',
  profileTitle: 'Профиль',
  profileSubmit: 'Сохранить изменения',
  profileSaved: 'Изменения сохранены.',
  profileLoading: 'Загрузка профиля…',
  emailChangeNeedsPassword: 'Чтобы изменить адрес электронной почты, введите текущий пароль.',
  deleteAccountTitle: 'Удаление аккаунта',
  deleteAccountDescription:
    'Аккаунт и все его данные будут удалены. Отменить это действие будет невозможно.',
  deleteAccountSubmit: 'Удалить аккаунт',
  deleteAccountConfirmTitle: 'Удалить аккаунт?',
  deleteAccountConfirmDescription:
    'Это действие нельзя отменить. Чтобы подтвердить, введите ниже слово {word}.',
  deleteAccountConfirmLabel: 'Введите {word} для подтверждения',
  deleteAccountConfirmWord: 'УДАЛИТЬ',
  deleteAccountPasswordDescription: 'В целях безопасности введите пароль, чтобы удалить аккаунт.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Ваш аккаунт удалён.',
  cancel: 'Отмена',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Чтобы продолжить, войдите в аккаунт.',
  signInRequiredLink: 'Войти',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Сеанс завершён. Войдите, чтобы продолжить.',
  sessionEndedDescription: 'Введённые данные сохранятся и будут отправлены снова после входа.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Меню аккаунта, {name}',
  manageAccount: 'Управление аккаунтом',
  signOut: 'Выйти',
  userButtonSignIn: 'Войти',
  emailSettingsTitle: 'Электронная почта',
  emailStatusVerified: 'Подтверждён',
  emailStatusNotVerified: 'Не подтверждён',
  emailSendVerification: 'Отправить код подтверждения',
  changeEmail: 'Изменить адрес электронной почты',
  changeEmailSubmit: 'Сохранить новый адрес',
  newEmailLabel: 'Новый адрес электронной почты',
  emailChangedDescription:
    'Введите 6-значный код, который мы отправили на {email}. Теперь для входа используется этот адрес, а не {previousEmail}.',
  emailPromptTitle: 'Подтвердите адрес электронной почты',
  emailPromptDescription: 'Мы отправим 6-значный код на {email}.',
  emailPromptSend: 'Отправить код',
  emailPromptDone: 'Адрес подтверждён',
  emailPromptDismiss: 'Не сейчас',
  passwordSettingsTitle: 'Пароль',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Ваше имя и способы связаться с вами.',
  profileRowEmpty: 'Пока ничего не добавлено.',
  editProfile: 'Редактировать профиль',
  emailRowDescription: 'Адрес для входа и получения кодов.',
  passwordRowDescription: 'Нужен для входа. После смены вы выйдете на других устройствах.',
  deleteRowDescription: 'Удалить аккаунт и все его данные навсегда.',
  discardChangesTitle: 'Не сохранять изменения?',
  discardChangesDescription: 'Введённое в разделе «{section}» не сохранено и будет потеряно.',
  discardChanges: 'Не сохранять',
  keepEditing: 'Продолжить редактирование',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Сеанс скоро завершится',
  idleWarning: {
    one: 'В целях безопасности вы выйдете из аккаунта через {seconds} секунду.',
    few: 'В целях безопасности вы выйдете из аккаунта через {seconds} секунды.',
    many: 'В целях безопасности вы выйдете из аккаунта через {seconds} секунд.',
    other: 'В целях безопасности вы выйдете из аккаунта через {seconds} секунды.',
  },
  idleStay: 'Не выходить',
  errorSummaryTitle: 'Возникла проблема',

  // Field labels and their help.
  nameLabel: 'Имя',
  emailLabel: 'Электронная почта',
  passwordLabel: 'Пароль',
  currentPasswordLabel: 'Текущий пароль',
  newPasswordLabel: 'Новый пароль',
  passwordDescription: 'Не менее 8 символов.',
  usernameLabel: 'Имя пользователя',
  phoneLabel: 'Телефон',
  addressLabel: 'Адрес',
  avatarUrlLabel: 'URL аватара',
  selectPlaceholder: 'Выберите вариант',
  otpLabel: 'Код подтверждения',
  otpCharacterLabel: 'Цифра {index} из {count}',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Надёжность пароля',
  passwordStrengthWeak: 'Низкая',
  passwordStrengthFair: 'Средняя',
  passwordStrengthStrong: 'Высокая',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Забыли пароль?',
  signupLink: 'Создать аккаунт',
  loginLink: 'Уже есть аккаунт? Войти',
  backToLoginLink: 'Вернуться ко входу',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Повторить через {seconds} секунду',
    few: 'Повторить через {seconds} секунды',
    many: 'Повторить через {seconds} секунд',
    other: 'Повторить через {seconds} секунды',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Заполните это поле.',
  errorNameRequired: 'Введите имя.',
  errorEmailRequired: 'Введите адрес электронной почты.',
  errorPasswordRequired: 'Введите пароль.',
  errorCurrentPasswordRequired: 'Введите текущий пароль.',
  errorNewPasswordRequired: 'Придумайте пароль.',
  errorNewEmailRequired: 'Введите новый адрес электронной почты.',
  errorEmailUnchanged: 'Это уже ваш адрес электронной почты. Введите другой.',
  errorOtpRequired: 'Введите 6-значный код из письма.',
  errorInvalidEmail: 'Введите адрес электронной почты в формате name@example.com.',
  errorPasswordTooShort: {
    one: 'Пароль должен содержать не менее {min} символа.',
    few: 'Пароль должен содержать не менее {min} символов.',
    many: 'Пароль должен содержать не менее {min} символов.',
    other: 'Пароль должен содержать не менее {min} символа.',
  },
  errorOtpIncomplete: 'Введите все 6 цифр кода.',
  errorInvalidUrl: 'Введите полный веб-адрес, начиная с https://.',
  errorConfirmWord: 'Для подтверждения введите {word} точно так, как написано.',
  errorInvalidNumber: 'Введите число.',
  errorInvalidDate: 'Введите существующую дату.',
  errorConsentRequired: 'Поставьте отметку, чтобы согласиться, прежде чем создать аккаунт.',
  errorTooLong: {
    one: 'Не более {max} символа.',
    few: 'Не более {max} символов.',
    many: 'Не более {max} символов.',
    other: 'Не более {max} символа.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Неверный адрес электронной почты или пароль.',
  errorCurrentPasswordWrong: 'Текущий пароль указан неверно.',
  errorRateLimited: 'Слишком много попыток. Дождитесь окончания отсчёта и повторите попытку.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Слишком много попыток. Повторите попытку позже.',
  errorNetwork: 'Не удаётся связаться с сервисом. Проверьте подключение и отправьте форму ещё раз.',
  errorInvalidOtp: 'Код неверный или больше не действует. Проверьте его или запросите новый.',
  errorOtpExpired: 'Срок действия кода истёк. Запросите новый.',
  errorEmailTaken: 'Аккаунт с этим адресом электронной почты уже существует. Войдите в него.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Этот адрес электронной почты используется другим аккаунтом. Введите другой.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'Этот пароль слишком распространён. Придумайте пароль, который сложнее угадать.',
  errorUsernameTaken: 'Это имя пользователя занято. Выберите другое.',
  errorAccountDisabled: 'Этот аккаунт отключён.',
  errorSessionEnded: 'Сеанс завершён. Войдите снова.',
  errorNotAllowed: 'У вас нет прав на это действие.',
  errorNotFound: 'Этот аккаунт больше не существует.',
  errorApiKeyRequired:
    'Для восстановления пароля нужен публичный API-ключ приложения: передайте apiKey в AuthProvider.',
  errorUnknown: 'Что-то пошло не так: {message}',
};
