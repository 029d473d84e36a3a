import type { AuthLocalization } from '../auth-localization';

/**
 * The Mongolian dictionary (монгол хэл, Cyrillic), polite register («Та», requests in «-на уу»:
 * «оруулна уу», «нэвтэрнэ үү»), as Google, Microsoft, Mongolian banks (Khan Bank, Golomt) and
 * E-Mongolia address users; buttons as verbal nouns («Нэвтрэх», «Хадгалах», «Цуцлах»). One word
 * per thing: «нэвтрэх», «бүртгэл» (account), «код», «нууц үг», «имэйл». The confirm word УСТГАХ
 * is on the Mongolian Cyrillic layout. A noun after a number stays singular in Mongolian, so
 * `one` (1) and `other` (0, 2 and up) say the same words. Complete: checked against {@link en} by
 * type and by test.
 */
export const mn: AuthLocalization = {
  locale: 'mn',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Бүртгэл үүсгэх',
  signupSubmit: 'Бүртгүүлэх',
  loginTitle: 'Нэвтрэх',
  loginSubmit: 'Нэвтрэх',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Та нэвтэрлээ.',
  verifyEmailTitle: 'Имэйл хаягаа баталгаажуулна уу',
  verifyEmailDescription: '{email} хаяг руу илгээсэн 6 оронтой кодыг оруулна уу.',
  verifyEmailSubmit: 'Баталгаажуулах',
  emailVerified: 'Таны имэйл хаяг баталгаажлаа.',
  resendCode: 'Код дахин илгээх',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: '{seconds} секундын дараа дахин илгээх',
    other: '{seconds} секундын дараа дахин илгээх',
  },
  codeSent: '{email} хаяг руу шинэ код илгээлээ.',
  forgotPasswordTitle: 'Нууц үгээ мартсан уу?',
  forgotPasswordDescription: 'Имэйл хаягаа оруулна уу. Бид нууц үг сэргээх код илгээнэ.',
  forgotPasswordSubmit: 'Код илгээх',
  resetPasswordTitle: 'Нууц үг сэргээх',
  resetPasswordDescription: '{email} хаяг руу илгээсэн кодыг оруулаад шинэ нууц үг сонгоно уу.',
  resetPasswordSubmit: 'Нууц үг сэргээх',
  passwordResetDone: 'Нууц үг сэргээгдлээ. Шинэ нууц үгээрээ нэвтэрнэ үү.',
  changePasswordTitle: 'Нууц үг солих',
  changePasswordSubmit: 'Нууц үг солих',
  changePasswordDoneSignedIn: 'Нууц үг солигдлоо. Та бусад төхөөрөмжөөсөө гарлаа.',
  changePasswordDone: 'Нууц үг солигдлоо. Шинэ нууц үгээрээ дахин нэвтэрнэ үү.',
  changePasswordOtherDevices: 'Нууц үгээ солиход та бусад төхөөрөмжөөсөө гарна.',
  profileTitle: 'Профайл',
  profileSubmit: 'Хадгалах',
  profileSaved: 'Өөрчлөлт хадгалагдлаа.',
  profileLoading: 'Профайлыг ачаалж байна…',
  emailChangeNeedsPassword: 'Имэйл хаягаа солихын тулд одоогийн нууц үгээ оруулна уу.',
  deleteAccountTitle: 'Бүртгэл устгах',
  deleteAccountDescription:
    'Таны бүртгэл болон доторх бүх мэдээлэл устгагдана. Үүнийг буцаах боломжгүй.',
  deleteAccountSubmit: 'Бүртгэл устгах',
  deleteAccountConfirmTitle: 'Бүртгэлээ устгах уу?',
  deleteAccountConfirmDescription:
    'Үүнийг буцаах боломжгүй. Баталгаажуулахын тулд доор {word} гэж бичнэ үү.',
  deleteAccountConfirmLabel: 'Баталгаажуулахын тулд {word} гэж бичнэ үү',
  deleteAccountConfirmWord: 'УСТГАХ',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Аюулгүй байдлын үүднээс бүртгэлээ устгахын тулд нууц үгээ оруулна уу.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Таны бүртгэл устгагдлаа.',
  cancel: 'Цуцлах',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Үүнийг хийхийн тулд нэвтэрнэ үү.',
  signInRequiredLink: 'Нэвтрэх',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Нэвтрэлтийн хугацаа дууссан. Үргэлжлүүлэхийн тулд нэвтэрнэ үү.',
  sessionEndedDescription:
    'Таны оруулсан мэдээлэл хадгалагдсан бөгөөд нэвтэрсний дараа дахин илгээгдэнэ.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Бүртгэлийн цэс, {name}',
  manageAccount: 'Бүртгэл удирдах',
  signOut: 'Гарах',
  userButtonSignIn: 'Нэвтрэх',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Имэйл',
  emailStatusVerified: 'Баталгаажсан',
  emailStatusNotVerified: 'Баталгаажаагүй',
  emailSendVerification: 'Баталгаажуулах код илгээх',
  changeEmail: 'Имэйл солих',
  changeEmailSubmit: 'Шинэ имэйлийг хадгалах',
  newEmailLabel: 'Шинэ имэйл',
  emailChangedDescription:
    '{email} хаяг руу илгээсэн 6 оронтой кодыг оруулна уу. Одоо та {previousEmail} биш, энэ хаягаар нэвтэрнэ.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Нууц үг',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Таны нэр болон тантай холбогдох мэдээлэл.',
  profileRowEmpty: 'Одоогоор юу ч нэмээгүй байна.',
  editProfile: 'Профайл засах',
  emailRowDescription: 'Нэвтрэх болон код хүлээн авах хаяг.',
  passwordRowDescription: 'Нэвтрэхэд ашиглана. Солиход та бусад төхөөрөмжөөсөө гарна.',
  deleteRowDescription: 'Бүртгэл болон түүний мэдээллийг бүрмөсөн устгах.',
  discardChangesTitle: 'Өөрчлөлтөө хаях уу?',
  discardChangesDescription:
    '«{section}» хэсэгт оруулсан мэдээлэл хадгалагдаагүй бөгөөд алга болно.',
  discardChanges: 'Хаях',
  keepEditing: 'Үргэлжлүүлэн засах',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Имэйл хаягаа баталгаажуулна уу',
  emailPromptDescription: 'Бид {email} хаяг руу 6 оронтой код илгээнэ.',
  emailPromptSend: 'Код илгээх',
  emailPromptDone: 'Имэйл баталгаажлаа',
  emailPromptDismiss: 'Одоо биш',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Нэвтрэлтийн хугацаа удахгүй дуусна',
  idleWarning: {
    one: 'Аюулгүй байдлын үүднээс {seconds} секундын дараа таныг системээс гаргана.',
    other: 'Аюулгүй байдлын үүднээс {seconds} секундын дараа таныг системээс гаргана.',
  },
  idleStay: 'Нэвтэрсэн хэвээр байх',
  errorSummaryTitle: 'Асуудал гарлаа',

  // Field labels and their help.
  nameLabel: 'Нэр',
  emailLabel: 'Имэйл',
  passwordLabel: 'Нууц үг',
  currentPasswordLabel: 'Одоогийн нууц үг',
  newPasswordLabel: 'Шинэ нууц үг',
  passwordDescription: 'Хамгийн багадаа 8 тэмдэгт.',
  usernameLabel: 'Хэрэглэгчийн нэр',
  phoneLabel: 'Утас',
  addressLabel: 'Хаяг',
  avatarUrlLabel: 'Аватарын URL',
  selectPlaceholder: 'Сонголт хийнэ үү',
  otpLabel: 'Баталгаажуулах код',
  otpCharacterLabel: '{index}-р цифр, нийт {count}',
  showPassword: 'Нууц үгийг харуулах',
  hidePassword: 'Нууц үгийг нуух',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Нууц үгийн хүч',
  passwordStrengthWeak: 'Сул',
  passwordStrengthFair: 'Дунд',
  passwordStrengthStrong: 'Хүчтэй',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Нууц үгээ мартсан уу?',
  signupLink: 'Бүртгэл үүсгэх',
  loginLink: 'Бүртгэлтэй юу? Нэвтрэх',
  backToLoginLink: 'Нэвтрэх рүү буцах',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: '{seconds} секундын дараа дахин оролдоно уу',
    other: '{seconds} секундын дараа дахин оролдоно уу',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Энэ талбарыг бөглөнө үү.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Нэрээ оруулна уу.',
  errorEmailRequired: 'Имэйл хаягаа оруулна уу.',
  errorPasswordRequired: 'Нууц үгээ оруулна уу.',
  errorCurrentPasswordRequired: 'Одоогийн нууц үгээ оруулна уу.',
  errorNewPasswordRequired: 'Нууц үг сонгоно уу.',
  errorNewEmailRequired: 'Шинэ имэйл хаягаа оруулна уу.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Энэ нь таны одоогийн имэйл хаяг байна. Өөр хаяг оруулна уу.',
  errorOtpRequired: 'Имэйлээр ирсэн 6 оронтой кодыг оруулна уу.',
  errorInvalidEmail: 'Зөв имэйл хаяг оруулна уу, жишээ нь name@example.com.',
  errorPasswordTooShort: {
    one: 'Хамгийн багадаа {min} тэмдэгт ашиглана уу.',
    other: 'Хамгийн багадаа {min} тэмдэгт ашиглана уу.',
  },
  errorOtpIncomplete: 'Кодын бүх 6 цифрийг оруулна уу.',
  errorInvalidUrl: 'https:// гэж эхэлсэн бүтэн вэб хаяг оруулна уу.',
  errorConfirmWord: 'Баталгаажуулахын тулд яг {word} гэж бичнэ үү.',
  errorInvalidNumber: 'Тоо оруулна уу.',
  errorInvalidDate: 'Зөв огноо оруулна уу.',
  errorConsentRequired: 'Бүртгэл үүсгэхээсээ өмнө зөвшөөрч буйгаа нүдийг чагтлан илэрхийлнэ үү.',
  errorTooLong: {
    one: 'Хамгийн ихдээ {max} тэмдэгт ашиглана уу.',
    other: 'Хамгийн ихдээ {max} тэмдэгт ашиглана уу.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Имэйл эсвэл нууц үг буруу байна.',
  errorCurrentPasswordWrong: 'Одоогийн нууц үг буруу байна.',
  errorRateLimited: 'Хэт олон удаа оролдлоо. Тоолуур дуустал хүлээгээд дахин оролдоно уу.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Хэт олон удаа оролдлоо. Дараа дахин оролдоно уу.',
  errorNetwork: 'Үйлчилгээнд холбогдож чадсангүй. Холболтоо шалгаад дахин илгээнэ үү.',
  errorInvalidOtp: 'Код буруу эсвэл хүчингүй болсон. Кодоо шалгах эсвэл шинэ код авна уу.',
  errorOtpExpired: 'Кодын хугацаа дууссан. Шинэ код авна уу.',
  errorEmailTaken: 'Энэ имэйлээр бүртгэл үүссэн байна. Нэвтэрнэ үү.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Энэ имэйлийг өөр бүртгэл ашиглаж байна. Өөр хаяг оруулна уу.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Энэ нууц үг хэт түгээмэл байна. Таахад илүү хэцүү нууц үг сонгоно уу.',
  errorUsernameTaken: 'Энэ хэрэглэгчийн нэр бүртгэгдсэн байна. Өөр нэр сонгоно уу.',
  errorAccountDisabled: 'Энэ бүртгэл идэвхгүй болсон байна.',
  errorSessionEnded: 'Нэвтрэлтийн хугацаа дууссан. Дахин нэвтэрнэ үү.',
  errorNotAllowed: 'Танд үүнийг хийх эрх байхгүй.',
  errorNotFound: 'Энэ бүртгэл байхгүй болсон.',
  errorApiKeyRequired:
    'Нууц үг сэргээхэд аппын нийтийн API түлхүүр хэрэгтэй: AuthProvider-т apiKey дамжуулна уу.',
  errorUnknown: 'Алдаа гарлаа: {message}',
};
