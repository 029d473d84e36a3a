import type { AuthLocalization } from '../auth-localization';

/**
 * The Arabic dictionary: Modern Standard Arabic, the direct imperative of major sign-in screens
 * (أدخِل), right to left, Arabic comma and question mark, Western digits; complete, checked
 * against {@link en} by type and by test.
 */
export const ar: AuthLocalization = {
  locale: 'ar',
  dir: 'rtl',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'إنشاء حساب',
  signupSubmit: 'إنشاء حساب',
  loginTitle: 'تسجيل الدخول',
  loginSubmit: 'تسجيل الدخول',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'تم تسجيل دخولك.',
  verifyEmailTitle: 'تأكيد بريدك الإلكتروني',
  verifyEmailDescription: 'أدخِل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {email}.',
  verifyEmailSubmit: 'تأكيد البريد الإلكتروني',
  emailVerified: 'تم تأكيد بريدك الإلكتروني.',
  resendCode: 'إعادة إرسال الرمز',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    zero: 'إعادة إرسال الرمز بعد {seconds} ثانية',
    one: 'إعادة إرسال الرمز بعد ثانية واحدة',
    two: 'إعادة إرسال الرمز بعد ثانيتين',
    few: 'إعادة إرسال الرمز بعد {seconds} ثوانٍ',
    many: 'إعادة إرسال الرمز بعد {seconds} ثانية',
    other: 'إعادة إرسال الرمز بعد {seconds} ثانية',
  },
  codeSent: 'أرسلنا رمزًا جديدًا إلى {email}.',
  forgotPasswordTitle: 'هل نسيت كلمة المرور؟',
  forgotPasswordDescription: 'أدخِل بريدك الإلكتروني وسنرسل إليك رمزًا لإعادة تعيين كلمة المرور.',
  forgotPasswordSubmit: 'إرسال رمز إعادة التعيين',
  resetPasswordTitle: 'إعادة تعيين كلمة المرور',
  resetPasswordDescription: 'أدخِل الرمز الذي أرسلناه إلى {email}، واختر كلمة مرور جديدة.',
  resetPasswordSubmit: 'إعادة تعيين كلمة المرور',
  passwordResetDone: 'تمت إعادة تعيين كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
  changePasswordTitle: 'تغيير كلمة المرور',
  changePasswordSubmit: 'تغيير كلمة المرور',
  changePasswordDoneSignedIn: 'تم تغيير كلمة المرور. تم تسجيل خروجك من أجهزتك الأخرى.',
  changePasswordDone: 'تم تغيير كلمة المرور. سجّل الدخول مجددًا بكلمة المرور الجديدة.',
  changePasswordOtherDevices: 'يؤدي تغيير كلمة المرور إلى تسجيل خروجك من أجهزتك الأخرى.',
  profileTitle: 'الملف الشخصي',
  profileSubmit: 'حفظ التغييرات',
  profileSaved: 'تم حفظ التغييرات.',
  profileLoading: 'جارٍ تحميل ملفك الشخصي…',
  emailChangeNeedsPassword: 'لتغيير بريدك الإلكتروني، أدخِل كلمة المرور الحالية.',
  deleteAccountTitle: 'حذف الحساب',
  deleteAccountDescription: 'سيؤدي هذا إلى حذف حسابك وكل ما فيه. لا يمكن التراجع عن هذا الإجراء.',
  deleteAccountSubmit: 'حذف الحساب',
  deleteAccountConfirmTitle: 'هل تريد حذف حسابك؟',
  deleteAccountConfirmDescription: 'لا يمكن التراجع عن هذا الإجراء. اكتب «{word}» أدناه للتأكيد.',
  deleteAccountConfirmLabel: 'اكتب «{word}» للتأكيد',
  deleteAccountConfirmWord: 'حذف',
  deleteAccountPasswordDescription: 'حفاظًا على أمانك، أدخِل كلمة المرور لحذف حسابك.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'تم حذف حسابك.',
  cancel: 'إلغاء',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'يجب تسجيل الدخول للقيام بذلك.',
  signInRequiredLink: 'تسجيل الدخول',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'انتهت جلستك. سجّل الدخول للمتابعة.',
  sessionEndedDescription: 'سنحتفظ بما أدخلته ونرسله مجددًا بعد تسجيل الدخول.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'قائمة الحساب، {name}',
  manageAccount: 'إدارة الحساب',
  signOut: 'تسجيل الخروج',
  userButtonSignIn: 'تسجيل الدخول',
  emailSettingsTitle: 'البريد الإلكتروني',
  emailStatusVerified: 'مؤكَّد',
  emailStatusNotVerified: 'غير مؤكَّد',
  emailSendVerification: 'إرسال رمز التحقق',
  changeEmail: 'تغيير البريد الإلكتروني',
  changeEmailSubmit: 'حفظ البريد الإلكتروني الجديد',
  newEmailLabel: 'البريد الإلكتروني الجديد',
  emailChangedDescription:
    'أدخِل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى {email}. من الآن يكون تسجيل الدخول بهذا العنوان، لا بـ {previousEmail}.',
  emailPromptTitle: 'أكِّد عنوان بريدك الإلكتروني',
  emailPromptDescription: 'سنرسل رمزًا مكوّنًا من 6 أرقام إلى {email}.',
  emailPromptSend: 'إرسال الرمز',
  emailPromptDone: 'تم تأكيد البريد الإلكتروني',
  emailPromptDismiss: 'ليس الآن',
  passwordSettingsTitle: 'كلمة المرور',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'اسمك وطرق التواصل معك.',
  profileRowEmpty: 'لم تتم إضافة أي شيء بعد.',
  editProfile: 'تعديل الملف الشخصي',
  emailRowDescription: 'العنوان الذي تسجّل الدخول به وتتلقى عليه الرموز.',
  passwordRowDescription: 'تُستخدم لتسجيل الدخول. تغييرها يسجّل خروجك من الأجهزة الأخرى.',
  deleteRowDescription: 'احذف حسابك وبياناته نهائيًا.',
  discardChangesTitle: 'هل تريد تجاهل التغييرات؟',
  discardChangesDescription: 'لم يُحفظ ما أدخلته في «{section}» وسيُفقد.',
  discardChanges: 'تجاهل',
  keepEditing: 'متابعة التعديل',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'جلستك على وشك الانتهاء',
  idleWarning: {
    zero: 'حفاظًا على أمانك، سيُسجَّل خروجك بعد {seconds} ثانية.',
    one: 'حفاظًا على أمانك، سيُسجَّل خروجك بعد ثانية واحدة.',
    two: 'حفاظًا على أمانك، سيُسجَّل خروجك بعد ثانيتين.',
    few: 'حفاظًا على أمانك، سيُسجَّل خروجك بعد {seconds} ثوانٍ.',
    many: 'حفاظًا على أمانك، سيُسجَّل خروجك بعد {seconds} ثانية.',
    other: 'حفاظًا على أمانك، سيُسجَّل خروجك بعد {seconds} ثانية.',
  },
  idleStay: 'البقاء مسجّلًا الدخول',
  errorSummaryTitle: 'هناك مشكلة',

  // Field labels and their help.
  nameLabel: 'الاسم',
  emailLabel: 'البريد الإلكتروني',
  passwordLabel: 'كلمة المرور',
  currentPasswordLabel: 'كلمة المرور الحالية',
  newPasswordLabel: 'كلمة المرور الجديدة',
  passwordDescription: '8 أحرف على الأقل.',
  usernameLabel: 'اسم المستخدم',
  phoneLabel: 'الهاتف',
  addressLabel: 'العنوان',
  avatarUrlLabel: 'رابط الصورة الرمزية',
  selectPlaceholder: 'اختر خيارًا',
  otpLabel: 'رمز التحقق',
  otpCharacterLabel: 'الرقم {index} من {count}',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'قوة كلمة المرور',
  passwordStrengthWeak: 'ضعيفة',
  passwordStrengthFair: 'متوسطة',
  passwordStrengthStrong: 'قوية',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'هل نسيت كلمة المرور؟',
  signupLink: 'إنشاء حساب',
  loginLink: 'لديك حساب؟ سجّل الدخول',
  backToLoginLink: 'العودة إلى تسجيل الدخول',

  // The submit button while a rate limit runs out.
  retryIn: {
    zero: 'أعِد المحاولة بعد {seconds} ثانية',
    one: 'أعِد المحاولة بعد ثانية واحدة',
    two: 'أعِد المحاولة بعد ثانيتين',
    few: 'أعِد المحاولة بعد {seconds} ثوانٍ',
    many: 'أعِد المحاولة بعد {seconds} ثانية',
    other: 'أعِد المحاولة بعد {seconds} ثانية',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'هذا الحقل مطلوب.',
  errorNameRequired: 'أدخِل اسمك.',
  errorEmailRequired: 'أدخِل عنوان بريدك الإلكتروني.',
  errorPasswordRequired: 'أدخِل كلمة المرور.',
  errorCurrentPasswordRequired: 'أدخِل كلمة المرور الحالية.',
  errorNewPasswordRequired: 'اختر كلمة مرور.',
  errorNewEmailRequired: 'أدخِل عنوان بريدك الإلكتروني الجديد.',
  errorEmailUnchanged: 'هذا هو عنوان بريدك الإلكتروني الحالي. أدخِل عنوانًا مختلفًا.',
  errorOtpRequired: 'أدخِل الرمز المكوّن من 6 أرقام الوارد في البريد الإلكتروني.',
  errorInvalidEmail: 'أدخِل عنوان بريد إلكتروني صالحًا، مثل name@example.com.',
  errorPasswordTooShort: {
    zero: 'استخدم {min} حرف على الأقل.',
    one: 'استخدم حرفًا واحدًا على الأقل.',
    two: 'استخدم حرفين على الأقل.',
    few: 'استخدم {min} أحرف على الأقل.',
    many: 'استخدم {min} حرفًا على الأقل.',
    other: 'استخدم {min} حرف على الأقل.',
  },
  errorOtpIncomplete: 'أدخِل أرقام الرمز كاملةً (6 أرقام).',
  errorInvalidUrl: 'أدخِل عنوان ويب كاملًا يبدأ بـ https://\u200e.',
  errorConfirmWord: 'اكتب «{word}» تمامًا كما هي للتأكيد.',
  errorInvalidNumber: 'أدخِل رقمًا.',
  errorInvalidDate: 'أدخِل تاريخًا صحيحًا.',
  errorConsentRequired: 'ضع علامة في المربع للموافقة قبل إنشاء حسابك.',
  errorTooLong: {
    zero: 'استخدم {max} حرف على الأكثر.',
    one: 'استخدم حرفًا واحدًا على الأكثر.',
    two: 'استخدم حرفين على الأكثر.',
    few: 'استخدم {max} أحرف على الأكثر.',
    many: 'استخدم {max} حرفًا على الأكثر.',
    other: 'استخدم {max} حرف على الأكثر.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  errorCurrentPasswordWrong: 'كلمة المرور الحالية غير صحيحة.',
  errorRateLimited: 'محاولات كثيرة جدًا. انتظر حتى ينتهي العد التنازلي، ثم أعِد المحاولة.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'محاولات كثيرة جدًا. أعِد المحاولة لاحقًا.',
  errorNetwork: 'تعذّر الوصول إلى الخدمة. تحقّق من اتصالك، ثم أرسل النموذج مجددًا.',
  errorInvalidOtp: 'هذا الرمز غير صحيح أو لم يعد صالحًا. تحقّق منه، أو اطلب إعادة إرسال رمز جديد.',
  errorOtpExpired: 'انتهت صلاحية هذا الرمز. اطلب إعادة إرسال رمز جديد.',
  errorEmailTaken: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّل الدخول بدلًا من ذلك.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'هذا البريد الإلكتروني مستخدم في حساب آخر. أدخِل بريدًا مختلفًا.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.',
  errorUsernameTaken: 'اسم المستخدم هذا مستخدَم بالفعل. اختر اسمًا آخر.',
  errorAccountDisabled: 'هذا الحساب معطّل.',
  errorSessionEnded: 'انتهت جلستك. سجّل الدخول مجددًا.',
  errorNotAllowed: 'غير مسموح لك بالقيام بذلك.',
  errorNotFound: 'هذا الحساب لم يعد موجودًا.',
  errorApiKeyRequired:
    'تتطلب استعادة كلمة المرور مفتاح API العام لتطبيقك: مرِّر apiKey إلى AuthProvider.',
  errorUnknown: 'حدث خطأ ما: {message}',
};
