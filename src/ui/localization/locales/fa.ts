import type { AuthLocalization } from '../auth-localization';

/**
 * The Persian dictionary (فارسی), formal register (شما, imperatives in ـید: «وارد کنید»), as
 * Google, Microsoft, Apple, Iranian banks and government services (my.gov.ir) address users;
 * buttons as verbal nouns («ورود», «ذخیره تغییرات»). Right to left, Persian comma and question mark
 * (، ؟), guillemets around the confirm word, zero-width non-joiners where Persian writes them
 * (می‌شود), Persian ی and ک only, and a left-to-right mark after https:// (without it the slashes
 * show as //:https in right-to-left text). Numbers in Persian digits (`Intl.NumberFormat('fa')`),
 * so the fixed ones ("6-digit code") are words. After a number Persian keeps the singular
 * («۵ ثانیه»), so `one` (0 and 1) and `other` read the same. Complete: checked against {@link en}
 * by type and by test.
 */
export const fa: AuthLocalization = {
  locale: 'fa',
  dir: 'rtl',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'ایجاد حساب',
  signupSubmit: 'ایجاد حساب',
  loginTitle: 'ورود',
  loginSubmit: 'ورود',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'با موفقیت وارد شدید.',
  verifyEmailTitle: 'تأیید ایمیل',
  verifyEmailDescription: 'کد شش‌رقمی را که به {email} فرستادیم وارد کنید.',
  verifyEmailSubmit: 'تأیید ایمیل',
  emailVerified: 'ایمیل شما تأیید شد.',
  resendCode: 'ارسال دوباره کد',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'ارسال دوباره کد تا {seconds} ثانیه دیگر',
    other: 'ارسال دوباره کد تا {seconds} ثانیه دیگر',
  },
  codeSent: 'کد جدیدی به {email} فرستادیم.',
  forgotPasswordTitle: 'گذرواژه را فراموش کرده‌اید؟',
  forgotPasswordDescription: 'ایمیل خود را وارد کنید تا کدی برای بازنشانی گذرواژه برایتان بفرستیم.',
  forgotPasswordSubmit: 'ارسال کد بازنشانی',
  resetPasswordTitle: 'بازنشانی گذرواژه',
  resetPasswordDescription: 'کدی را که به {email} فرستادیم وارد کنید و گذرواژه جدیدی انتخاب کنید.',
  resetPasswordSubmit: 'بازنشانی گذرواژه',
  passwordResetDone: 'گذرواژه شما بازنشانی شد. با گذرواژه جدید وارد شوید.',
  changePasswordTitle: 'تغییر گذرواژه',
  changePasswordSubmit: 'تغییر گذرواژه',
  changePasswordDoneSignedIn: 'گذرواژه شما تغییر کرد. از حساب خود در دستگاه‌های دیگر خارج شدید.',
  changePasswordDone: 'گذرواژه شما تغییر کرد. با گذرواژه جدید دوباره وارد شوید.',
  changePasswordOtherDevices: 'با تغییر گذرواژه، از حساب خود در دستگاه‌های دیگر خارج می‌شوید.',
  profileTitle: 'نمایه',
  profileSubmit: 'ذخیره تغییرات',
  profileSaved: 'تغییرات شما ذخیره شد.',
  profileLoading: 'در حال بارگیری نمایه شما…',
  emailChangeNeedsPassword: 'برای تغییر ایمیل، گذرواژه فعلی خود را وارد کنید.',
  deleteAccountTitle: 'حذف حساب',
  deleteAccountDescription:
    'با این کار حساب شما و همه محتوای آن حذف می‌شود. این کار بازگشت‌پذیر نیست.',
  deleteAccountSubmit: 'حذف حساب',
  deleteAccountConfirmTitle: 'حساب شما حذف شود؟',
  deleteAccountConfirmDescription:
    'این کار بازگشت‌پذیر نیست. برای تأیید، «{word}» را در کادر زیر تایپ کنید.',
  deleteAccountConfirmLabel: 'برای تأیید، «{word}» را تایپ کنید',
  deleteAccountConfirmWord: 'حذف',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'به دلایل امنیتی، برای حذف حساب گذرواژه خود را وارد کنید.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'حساب شما حذف شد.',
  cancel: 'لغو',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'برای انجام این کار باید وارد شوید.',
  signInRequiredLink: 'ورود',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'نشست شما به پایان رسید. برای ادامه وارد شوید.',
  sessionEndedDescription: 'آنچه وارد کرده‌اید حفظ می‌شود و پس از ورود دوباره ارسال می‌شود.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'منوی حساب، {name}',
  manageAccount: 'مدیریت حساب',
  signOut: 'خروج',
  userButtonSignIn: 'ورود',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'ایمیل',
  emailStatusVerified: 'تأیید‌شده',
  emailStatusNotVerified: 'تأیید‌نشده',
  emailSendVerification: 'ارسال کد تأیید',
  changeEmail: 'تغییر ایمیل',
  changeEmailSubmit: 'ذخیره ایمیل جدید',
  newEmailLabel: 'ایمیل جدید',
  emailChangedDescription:
    'کد شش‌رقمی را که به {email} فرستادیم وارد کنید. از این پس با این نشانی وارد می‌شوید، نه با {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'گذرواژه',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'نام شما و راه‌های تماس با شما.',
  profileRowEmpty: 'هنوز چیزی افزوده نشده است.',
  editProfile: 'ویرایش نمایه',
  emailRowDescription: 'ایمیلی که با آن وارد می‌شوید و کدها به آن فرستاده می‌شود.',
  passwordRowDescription: 'برای ورود. تغییر آن شما را از دستگاه‌های دیگر خارج می‌کند.',
  deleteRowDescription: 'حذف همیشگی حساب و داده‌های آن.',
  discardChangesTitle: 'از تغییرات صرف‌نظر شود؟',
  discardChangesDescription: 'آنچه در «{section}» وارد کرده‌اید ذخیره نشده و از بین می‌رود.',
  discardChanges: 'صرف‌نظر',
  keepEditing: 'ادامه ویرایش',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'نشانی ایمیل خود را تأیید کنید',
  emailPromptDescription: 'یک کد شش‌رقمی به {email} می‌فرستیم.',
  emailPromptSend: 'ارسال کد',
  emailPromptDone: 'ایمیل تأیید شد',
  emailPromptDismiss: 'اکنون نه',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'نشست شما به‌زودی به پایان می‌رسد',
  idleWarning: {
    one: 'برای امنیت شما، تا {seconds} ثانیه دیگر از حساب خارج می‌شوید.',
    other: 'برای امنیت شما، تا {seconds} ثانیه دیگر از حساب خارج می‌شوید.',
  },
  idleStay: 'ماندن در حساب',
  errorSummaryTitle: 'مشکلی وجود دارد',

  // Field labels and their help.
  nameLabel: 'نام',
  emailLabel: 'ایمیل',
  passwordLabel: 'گذرواژه',
  currentPasswordLabel: 'گذرواژه فعلی',
  newPasswordLabel: 'گذرواژه جدید',
  passwordDescription: 'حداقل هشت نویسه.',
  usernameLabel: 'نام کاربری',
  phoneLabel: 'تلفن',
  addressLabel: 'نشانی',
  avatarUrlLabel: 'نشانی وب تصویر نمایه',
  selectPlaceholder: 'یک گزینه انتخاب کنید',
  otpLabel: 'کد تأیید',
  otpCharacterLabel: 'رقم {index} از {count}',
  showPassword: 'نمایش گذرواژه',
  hidePassword: 'پنهان کردن گذرواژه',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'قدرت گذرواژه',
  passwordStrengthWeak: 'ضعیف',
  passwordStrengthFair: 'متوسط',
  passwordStrengthStrong: 'قوی',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'گذرواژه را فراموش کرده‌اید؟',
  signupLink: 'ایجاد حساب',
  loginLink: 'حساب دارید؟ وارد شوید',
  backToLoginLink: 'بازگشت به ورود',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'تلاش دوباره تا {seconds} ثانیه دیگر',
    other: 'تلاش دوباره تا {seconds} ثانیه دیگر',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'پر کردن این فیلد الزامی است.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'نام خود را وارد کنید.',
  errorEmailRequired: 'نشانی ایمیل خود را وارد کنید.',
  errorPasswordRequired: 'گذرواژه خود را وارد کنید.',
  errorCurrentPasswordRequired: 'گذرواژه فعلی خود را وارد کنید.',
  errorNewPasswordRequired: 'یک گذرواژه انتخاب کنید.',
  errorNewEmailRequired: 'نشانی ایمیل جدید خود را وارد کنید.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'این نشانی ایمیل فعلی شماست. نشانی دیگری وارد کنید.',
  errorOtpRequired: 'کد شش‌رقمی را که به ایمیلتان فرستادیم وارد کنید.',
  errorInvalidEmail: 'یک نشانی ایمیل معتبر وارد کنید، مانند name@example.com.',
  errorPasswordTooShort: {
    one: 'حداقل {min} نویسه وارد کنید.',
    other: 'حداقل {min} نویسه وارد کنید.',
  },
  errorOtpIncomplete: 'هر شش رقم کد را وارد کنید.',
  errorInvalidUrl: 'یک نشانی وب کامل وارد کنید که با https://\u200e شروع شود.',
  errorConfirmWord: 'برای تأیید، «{word}» را دقیقاً به همان شکل تایپ کنید.',
  errorInvalidNumber: 'یک عدد وارد کنید.',
  errorInvalidDate: 'یک تاریخ معتبر وارد کنید.',
  errorConsentRequired: 'پیش از ساختن حساب، برای موافقت کادر را علامت بزنید.',
  errorTooLong: {
    one: 'حداکثر {max} نویسه وارد کنید.',
    other: 'حداکثر {max} نویسه وارد کنید.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'ایمیل یا گذرواژه نادرست است.',
  errorCurrentPasswordWrong: 'گذرواژه فعلی نادرست است.',
  errorRateLimited:
    'تعداد تلاش‌ها بیش از حد مجاز است. صبر کنید تا شمارش معکوس تمام شود، سپس دوباره تلاش کنید.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'تعداد تلاش‌ها بیش از حد مجاز است. بعداً دوباره تلاش کنید.',
  errorNetwork: 'دسترسی به سرویس ممکن نیست. اتصال خود را بررسی و سپس دوباره ارسال کنید.',
  errorInvalidOtp: 'این کد نادرست است یا دیگر اعتبار ندارد. آن را بررسی کنید یا کد جدیدی بخواهید.',
  errorOtpExpired: 'اعتبار این کد تمام شده است. کد جدیدی بخواهید.',
  errorEmailTaken: 'حسابی با این ایمیل از قبل وجود دارد. به‌جای ایجاد حساب، وارد شوید.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'حساب دیگری از این ایمیل استفاده می‌کند. ایمیل دیگری وارد کنید.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'این گذرواژه بیش از حد رایج است. گذرواژه‌ای انتخاب کنید که حدس زدنش سخت‌تر باشد.',
  errorUsernameTaken: 'این نام کاربری قبلاً گرفته شده است. نام دیگری انتخاب کنید.',
  errorAccountDisabled: 'این حساب غیرفعال است.',
  errorSessionEnded: 'نشست شما به پایان رسید. دوباره وارد شوید.',
  errorNotAllowed: 'اجازه انجام این کار را ندارید.',
  errorNotFound: 'این حساب دیگر وجود ندارد.',
  errorApiKeyRequired:
    'بازیابی گذرواژه به کلید API عمومی برنامه شما نیاز دارد: apiKey را به AuthProvider بدهید.',
  errorUnknown: 'مشکلی پیش آمد: {message}',
};
