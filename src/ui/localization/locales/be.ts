import type { AuthLocalization } from '../auth-localization';

/**
 * The Belarusian dictionary (беларуская), formal register (lower-case «вы»: «Увайдзіце»,
 * «Увядзіце»), as Google, Microsoft, Belarusian banks and government services address users;
 * buttons in the infinitive («Увайсці», «Захаваць»). One word per thing: «уваход», «код»,
 * «пароль», «уліковы запіс». The confirm word ВЫДАЛІЦЬ is on the Belarusian layout (і, ы, ь
 * have their own keys). Counts: `one` 1, 21; `few` 2–4, 22; `many` 0, 5–20, 100; `other`
 * fractions («1,5 секунды»). Complete: checked against {@link en} by type and by test.
 */
export const be: AuthLocalization = {
  locale: 'be',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Стварэнне ўліковага запісу',
  signupSubmit: 'Стварыць уліковы запіс',
  loginTitle: 'Уваход',
  loginSubmit: 'Увайсці',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Вы ўвайшлі ва ўліковы запіс.',
  verifyEmailTitle: 'Пацвердзіце адрас электроннай пошты',
  verifyEmailDescription: 'Увядзіце 6-значны код, які мы адправілі на {email}.',
  verifyEmailSubmit: 'Пацвердзіць',
  emailVerified: 'Адрас электроннай пошты пацверджаны.',
  resendCode: 'Адправіць код яшчэ раз',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Адправіць код праз {seconds} секунду',
    few: 'Адправіць код праз {seconds} секунды',
    many: 'Адправіць код праз {seconds} секунд',
    other: 'Адправіць код праз {seconds} секунды',
  },
  codeSent: 'Мы адправілі новы код на {email}.',
  forgotPasswordTitle: 'Забылі пароль?',
  forgotPasswordDescription:
    'Увядзіце адрас электроннай пошты, і мы адправім вам код для скіду пароля.',
  forgotPasswordSubmit: 'Адправіць код',
  resetPasswordTitle: 'Скід пароля',
  resetPasswordDescription: 'Увядзіце код, які мы адправілі на {email}, і прыдумайце новы пароль.',
  resetPasswordSubmit: 'Скінуць пароль',
  passwordResetDone: 'Пароль скінуты. Увайдзіце з новым паролем.',
  changePasswordTitle: 'Змена пароля',
  changePasswordSubmit: 'Змяніць пароль',
  changePasswordDoneSignedIn: 'Пароль зменены. Вы выйшлі з уліковага запісу на іншых прыладах.',
  changePasswordDone: 'Пароль зменены. Увайдзіце зноў з новым паролем.',
  changePasswordOtherDevices:
    'Пасля змены пароля вы выйдзеце з уліковага запісу на іншых прыладах.',
  profileTitle: 'Профіль',
  profileSubmit: 'Захаваць змены',
  profileSaved: 'Змены захаваны.',
  profileLoading: 'Загрузка профілю…',
  emailChangeNeedsPassword: 'Каб змяніць адрас электроннай пошты, увядзіце бягучы пароль.',
  deleteAccountTitle: 'Выдаленне ўліковага запісу',
  deleteAccountDescription:
    'Уліковы запіс і ўсе яго даныя будуць выдалены. Гэта дзеянне нельга адмяніць.',
  deleteAccountSubmit: 'Выдаліць уліковы запіс',
  deleteAccountConfirmTitle: 'Выдаліць уліковы запіс?',
  deleteAccountConfirmDescription:
    'Гэта дзеянне нельга адмяніць. Каб пацвердзіць, увядзіце ніжэй слова {word}.',
  deleteAccountConfirmLabel: 'Увядзіце {word} для пацвярджэння',
  deleteAccountConfirmWord: 'ВЫДАЛІЦЬ',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'Дзеля бяспекі ўвядзіце пароль, каб выдаліць уліковы запіс.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Ваш уліковы запіс выдалены.',
  cancel: 'Скасаваць',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Каб зрабіць гэта, увайдзіце ва ўліковы запіс.',
  signInRequiredLink: 'Увайсці',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Сеанс скончыўся. Увайдзіце, каб працягнуць.',
  sessionEndedDescription: 'Уведзеныя даныя захаваны і будуць адпраўлены зноў пасля ўваходу.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Меню ўліковага запісу, {name}',
  manageAccount: 'Кіраванне ўліковым запісам',
  signOut: 'Выйсці',
  userButtonSignIn: 'Увайсці',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Электронная пошта',
  emailStatusVerified: 'Пацверджаны',
  emailStatusNotVerified: 'Не пацверджаны',
  emailSendVerification: 'Адправіць код пацвярджэння',
  changeEmail: 'Змяніць адрас',
  changeEmailSubmit: 'Захаваць новы адрас',
  newEmailLabel: 'Новы адрас электроннай пошты',
  emailChangedDescription:
    'Увядзіце 6-значны код, які мы адправілі на {email}. Цяпер для ўваходу выкарыстоўваецца гэты адрас, а не {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Пароль',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Ваша імя і спосабы звязацца з вамі.',
  profileRowEmpty: 'Пакуль нічога не дададзена.',
  editProfile: 'Рэдагаваць профіль',
  emailRowDescription: 'Адрас для ўваходу і атрымання кодаў.',
  passwordRowDescription: 'Патрэбны для ўваходу. Пасля змены вы выйдзеце на іншых прыладах.',
  deleteRowDescription: 'Назаўсёды выдаліць уліковы запіс і яго даныя.',
  discardChangesTitle: 'Не захоўваць змены?',
  discardChangesDescription: 'Уведзенае ў раздзеле «{section}» не захавана і будзе страчана.',
  discardChanges: 'Не захоўваць',
  keepEditing: 'Працягнуць рэдагаванне',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Пацвердзіце адрас электроннай пошты',
  emailPromptDescription: 'Мы адправім 6-значны код на {email}.',
  emailPromptSend: 'Адправіць код',
  emailPromptDone: 'Адрас пацверджаны',
  emailPromptDismiss: 'Не зараз',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Сеанс хутка скончыцца',
  idleWarning: {
    one: 'У мэтах бяспекі вы выйдзеце з сістэмы праз {seconds} секунду.',
    few: 'У мэтах бяспекі вы выйдзеце з сістэмы праз {seconds} секунды.',
    many: 'У мэтах бяспекі вы выйдзеце з сістэмы праз {seconds} секунд.',
    other: 'У мэтах бяспекі вы выйдзеце з сістэмы праз {seconds} секунды.',
  },
  idleStay: 'Застацца ў сістэме',
  errorSummaryTitle: 'Узнікла праблема',

  // Field labels and their help.
  nameLabel: 'Імя',
  emailLabel: 'Электронная пошта',
  passwordLabel: 'Пароль',
  currentPasswordLabel: 'Бягучы пароль',
  newPasswordLabel: 'Новы пароль',
  passwordDescription: 'Не менш за 8 сімвалаў.',
  usernameLabel: 'Імя карыстальніка',
  phoneLabel: 'Тэлефон',
  addressLabel: 'Адрас',
  avatarUrlLabel: 'URL аватара',
  selectPlaceholder: 'Выберыце варыянт',
  otpLabel: 'Код пацвярджэння',
  otpCharacterLabel: 'Лічба {index} з {count}',
  showPassword: 'Паказаць пароль',
  hidePassword: 'Схаваць пароль',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Надзейнасць пароля',
  passwordStrengthWeak: 'Нізкая',
  passwordStrengthFair: 'Сярэдняя',
  passwordStrengthStrong: 'Высокая',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Забылі пароль?',
  signupLink: 'Стварыць уліковы запіс',
  loginLink: 'Ужо ёсць уліковы запіс? Увайсці',
  backToLoginLink: 'Вярнуцца да ўваходу',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Паўтарыць праз {seconds} секунду',
    few: 'Паўтарыць праз {seconds} секунды',
    many: 'Паўтарыць праз {seconds} секунд',
    other: 'Паўтарыць праз {seconds} секунды',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Запоўніце гэта поле.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Увядзіце імя.',
  errorEmailRequired: 'Увядзіце адрас электроннай пошты.',
  errorPasswordRequired: 'Увядзіце пароль.',
  errorCurrentPasswordRequired: 'Увядзіце бягучы пароль.',
  errorNewPasswordRequired: 'Прыдумайце пароль.',
  errorNewEmailRequired: 'Увядзіце новы адрас электроннай пошты.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Гэта ўжо ваш адрас электроннай пошты. Увядзіце іншы.',
  errorOtpRequired: 'Увядзіце 6-значны код з ліста.',
  errorInvalidEmail: 'Увядзіце адрас электроннай пошты ў фармаце name@example.com.',
  errorPasswordTooShort: {
    one: 'Увядзіце не менш за {min} сімвал.',
    few: 'Увядзіце не менш за {min} сімвалы.',
    many: 'Увядзіце не менш за {min} сімвалаў.',
    other: 'Увядзіце не менш за {min} сімвала.',
  },
  errorOtpIncomplete: 'Увядзіце ўсе 6 лічбаў кода.',
  errorInvalidUrl: 'Увядзіце поўны вэб-адрас, які пачынаецца з https://.',
  errorConfirmWord: 'Каб пацвердзіць, увядзіце {word} дакладна так, як напісана.',
  errorInvalidNumber: 'Увядзіце лік.',
  errorInvalidDate: 'Увядзіце сапраўдную дату.',
  errorConsentRequired: 'Пастаўце адзнаку, каб пагадзіцца, перш чым ствараць уліковы запіс.',
  errorTooLong: {
    one: 'Не больш за {max} сімвал.',
    few: 'Не больш за {max} сімвалы.',
    many: 'Не больш за {max} сімвалаў.',
    other: 'Не больш за {max} сімвала.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Няправільны адрас электроннай пошты або пароль.',
  errorCurrentPasswordWrong: 'Бягучы пароль няправільны.',
  errorRateLimited: 'Занадта шмат спроб. Дачакайцеся канца адліку і паўтарыце спробу.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Занадта шмат спроб. Паўтарыце спробу пазней.',
  errorNetwork: 'Не ўдаецца звязацца з сэрвісам. Праверце падключэнне і адпраўце форму яшчэ раз.',
  errorInvalidOtp: 'Код няправільны або больш не дзейнічае. Праверце яго або запытайце новы.',
  errorOtpExpired: 'Тэрмін дзеяння кода скончыўся. Запытайце новы.',
  errorEmailTaken: 'Уліковы запіс з гэтым адрасам электроннай пошты ўжо існуе. Увайдзіце ў яго.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Гэты адрас электроннай пошты выкарыстоўвае іншы ўліковы запіс. Увядзіце іншы.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Гэты пароль занадта распаўсюджаны. Прыдумайце пароль, які цяжэй адгадаць.',
  errorUsernameTaken: 'Гэта імя карыстальніка занята. Выберыце іншае.',
  errorAccountDisabled: 'Гэты ўліковы запіс адключаны.',
  errorSessionEnded: 'Сеанс скончыўся. Увайдзіце зноў.',
  errorNotAllowed: 'У вас няма правоў на гэта дзеянне.',
  errorNotFound: 'Гэтага ўліковага запісу больш не існуе.',
  errorApiKeyRequired:
    'Для аднаўлення пароля патрэбны публічны API-ключ праграмы: перадайце apiKey у AuthProvider.',
  errorUnknown: 'Нешта пайшло не так: {message}',
};
