import type { AuthLocalization } from '../auth-localization';

/**
 * The Urdu dictionary (اردو), polite آپ with the imperative in ـیں («درج کریں», «سائن ان کریں»),
 * as Google, Microsoft, Pakistani banks and government services (NADRA, Pakistan.gov.pk) address
 * users, with the English loanwords their sign-in screens use (سائن ان، ای میل، پاس ورڈ، کوڈ); no
 * text assumes the user's gender («آپ نے سائن ان کر لیا ہے», «پاس ورڈ یاد نہیں؟», not «بھول گئے»).
 * Right to left, Urdu full stop, comma and question mark (۔ ، ؟), quotation marks around the
 * confirm word, Urdu ی، ک، ہ and ے only, and
 * a left-to-right mark after https:// (without it the slashes show as //:https in right-to-left
 * text). Western digits, as `Intl.NumberFormat('ur')` writes them; the fixed numbers ("6-digit
 * code") are words. `one` is 1 only («1 حرف», «5 حروف»). Complete: checked against {@link en} by
 * type and by test.
 */
export const ur: AuthLocalization = {
  locale: 'ur',
  dir: 'rtl',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'اکاؤنٹ بنائیں',
  signupSubmit: 'اکاؤنٹ بنائیں',
  loginTitle: 'سائن ان کریں',
  loginSubmit: 'سائن ان کریں',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'آپ نے سائن ان کر لیا ہے۔',
  verifyEmailTitle: 'اپنی ای میل کی توثیق کریں',
  verifyEmailDescription: 'ہم نے {email} پر جو چھ ہندسوں کا کوڈ بھیجا ہے، وہ درج کریں۔',
  verifyEmailSubmit: 'ای میل کی توثیق کریں',
  emailVerified: 'آپ کی ای میل کی توثیق ہو گئی ہے۔',
  resendCode: 'کوڈ دوبارہ بھیجیں',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: '{seconds} سیکنڈ میں کوڈ دوبارہ بھیجیں',
    other: '{seconds} سیکنڈ میں کوڈ دوبارہ بھیجیں',
  },
  codeSent: 'ہم نے {email} پر نیا کوڈ بھیجا ہے۔',
  forgotPasswordTitle: 'پاس ورڈ یاد نہیں؟',
  forgotPasswordDescription:
    'اپنی ای میل درج کریں، ہم آپ کو پاس ورڈ ری سیٹ کرنے کے لیے ایک کوڈ بھیجیں گے۔',
  forgotPasswordSubmit: 'ری سیٹ کوڈ بھیجیں',
  resetPasswordTitle: 'اپنا پاس ورڈ ری سیٹ کریں',
  resetPasswordDescription:
    'ہم نے {email} پر جو کوڈ بھیجا ہے وہ درج کریں، اور نیا پاس ورڈ منتخب کریں۔',
  resetPasswordSubmit: 'پاس ورڈ ری سیٹ کریں',
  passwordResetDone: 'آپ کا پاس ورڈ ری سیٹ ہو گیا ہے۔ نئے پاس ورڈ سے سائن ان کریں۔',
  changePasswordTitle: 'پاس ورڈ تبدیل کریں',
  changePasswordSubmit: 'پاس ورڈ تبدیل کریں',
  changePasswordDoneSignedIn:
    'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔ آپ کو اپنے دیگر آلات سے سائن آؤٹ کر دیا گیا ہے۔',
  changePasswordDone: 'آپ کا پاس ورڈ تبدیل ہو گیا ہے۔ نئے پاس ورڈ سے دوبارہ سائن ان کریں۔',
  changePasswordOtherDevices:
    'پاس ورڈ تبدیل کرنے پر آپ کو اپنے دیگر آلات سے سائن آؤٹ کر دیا جائے گا۔',
  profileTitle: 'پروفائل',
  profileSubmit: 'تبدیلیاں محفوظ کریں',
  profileSaved: 'آپ کی تبدیلیاں محفوظ ہو گئی ہیں۔',
  profileLoading: 'آپ کی پروفائل لوڈ ہو رہی ہے…',
  emailChangeNeedsPassword: 'ای میل تبدیل کرنے کے لیے اپنا موجودہ پاس ورڈ درج کریں۔',
  deleteAccountTitle: 'اکاؤنٹ حذف کریں',
  deleteAccountDescription:
    'اس سے آپ کا اکاؤنٹ اور اس کا سارا مواد حذف ہو جائے گا۔ یہ عمل واپس نہیں لیا جا سکتا۔',
  deleteAccountSubmit: 'اکاؤنٹ حذف کریں',
  deleteAccountConfirmTitle: 'اپنا اکاؤنٹ حذف کریں؟',
  deleteAccountConfirmDescription:
    'یہ عمل واپس نہیں لیا جا سکتا۔ تصدیق کے لیے نیچے “{word}” ٹائپ کریں۔',
  deleteAccountConfirmLabel: 'تصدیق کے لیے “{word}” ٹائپ کریں',
  deleteAccountConfirmWord: 'حذف',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'سیکیورٹی کی خاطر، اکاؤنٹ حذف کرنے کے لیے اپنا پاس ورڈ درج کریں۔',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'آپ کا اکاؤنٹ حذف کر دیا گیا ہے۔',
  cancel: 'منسوخ کریں',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'یہ کرنے کے لیے آپ کو سائن ان کرنا ہوگا۔',
  signInRequiredLink: 'سائن ان کریں',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'آپ کا سیشن ختم ہو گیا ہے۔ جاری رکھنے کے لیے سائن ان کریں۔',
  sessionEndedDescription:
    'آپ نے جو درج کیا ہے وہ محفوظ رہے گا، اور سائن ان کے بعد دوبارہ بھیج دیا جائے گا۔',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'اکاؤنٹ مینو، {name}',
  manageAccount: 'اکاؤنٹ کا نظم کریں',
  signOut: 'سائن آؤٹ کریں',
  userButtonSignIn: 'سائن ان کریں',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'ای میل',
  emailStatusVerified: 'توثیق شدہ',
  emailStatusNotVerified: 'غیر توثیق شدہ',
  emailSendVerification: 'توثیقی کوڈ بھیجیں',
  changeEmail: 'ای میل تبدیل کریں',
  changeEmailSubmit: 'نئی ای میل محفوظ کریں',
  newEmailLabel: 'نئی ای میل',
  emailChangedDescription:
    'ہم نے {email} پر جو چھ ہندسوں کا کوڈ بھیجا ہے، وہ درج کریں۔ اب سائن ان {previousEmail} سے نہیں، اسی پتے سے ہوگا۔',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'پاس ورڈ',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'آپ کا نام اور آپ سے رابطے کے طریقے۔',
  profileRowEmpty: 'ابھی کچھ شامل نہیں کیا گیا۔',
  editProfile: 'پروفائل میں ترمیم کریں',
  emailRowDescription: 'سائن ان اور کوڈ وصول کرنے کا پتہ۔',
  passwordRowDescription: 'سائن ان کے لیے۔ تبدیل کرنے پر دیگر آلات سے سائن آؤٹ کر دیا جائے گا۔',
  deleteRowDescription: 'اپنا اکاؤنٹ اور اس کا ڈیٹا مستقل طور پر حذف کریں۔',
  discardChangesTitle: 'تبدیلیاں مسترد کریں؟',
  discardChangesDescription:
    '“{section}” میں درج کی گئی معلومات محفوظ نہیں ہوئیں اور ضائع ہو جائیں گی۔',
  discardChanges: 'مسترد کریں',
  keepEditing: 'ترمیم جاری رکھیں',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'اپنے ای میل پتے کی توثیق کریں',
  emailPromptDescription: 'ہم {email} پر چھ ہندسوں کا کوڈ بھیجیں گے۔',
  emailPromptSend: 'کوڈ بھیجیں',
  emailPromptDone: 'ای میل کی توثیق ہو گئی',
  emailPromptDismiss: 'ابھی نہیں',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'آپ کا سیشن جلد ختم ہونے والا ہے',
  idleWarning: {
    one: 'آپ کی حفاظت کے لیے {seconds} سیکنڈ میں آپ کو سائن آؤٹ کر دیا جائے گا۔',
    other: 'آپ کی حفاظت کے لیے {seconds} سیکنڈ میں آپ کو سائن آؤٹ کر دیا جائے گا۔',
  },
  idleStay: 'سائن ان رہیں',
  errorSummaryTitle: 'ایک مسئلہ ہے',

  // Field labels and their help.
  nameLabel: 'نام',
  emailLabel: 'ای میل',
  passwordLabel: 'پاس ورڈ',
  currentPasswordLabel: 'موجودہ پاس ورڈ',
  newPasswordLabel: 'نیا پاس ورڈ',
  passwordDescription: 'کم از کم آٹھ حروف۔',
  usernameLabel: 'صارف نام',
  phoneLabel: 'فون',
  addressLabel: 'پتہ',
  avatarUrlLabel: 'اوتار کا URL',
  selectPlaceholder: 'ایک آپشن منتخب کریں',
  otpLabel: 'توثیقی کوڈ',
  otpCharacterLabel: '{count} میں سے ہندسہ {index}',
  showPassword: 'پاس ورڈ دکھائیں',
  hidePassword: 'پاس ورڈ چھپائیں',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'پاس ورڈ کی مضبوطی',
  passwordStrengthWeak: 'کمزور',
  passwordStrengthFair: 'درمیانہ',
  passwordStrengthStrong: 'مضبوط',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'پاس ورڈ یاد نہیں؟',
  signupLink: 'اکاؤنٹ بنائیں',
  loginLink: 'پہلے سے اکاؤنٹ ہے؟ سائن ان کریں',
  backToLoginLink: 'سائن ان پر واپس جائیں',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: '{seconds} سیکنڈ میں دوبارہ کوشش کریں',
    other: '{seconds} سیکنڈ میں دوبارہ کوشش کریں',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'یہ فیلڈ ضروری ہے۔',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'اپنا نام درج کریں۔',
  errorEmailRequired: 'اپنا ای میل پتہ درج کریں۔',
  errorPasswordRequired: 'اپنا پاس ورڈ درج کریں۔',
  errorCurrentPasswordRequired: 'اپنا موجودہ پاس ورڈ درج کریں۔',
  errorNewPasswordRequired: 'ایک پاس ورڈ منتخب کریں۔',
  errorNewEmailRequired: 'اپنا نیا ای میل پتہ درج کریں۔',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'یہ پہلے سے آپ کا ای میل پتہ ہے۔ کوئی دوسرا پتہ درج کریں۔',
  errorOtpRequired: 'ای میل میں موصول ہونے والا چھ ہندسوں کا کوڈ درج کریں۔',
  errorInvalidEmail: 'درست ای میل پتہ درج کریں، جیسے name@example.com۔',
  errorPasswordTooShort: {
    one: 'کم از کم {min} حرف استعمال کریں۔',
    other: 'کم از کم {min} حروف استعمال کریں۔',
  },
  errorOtpIncomplete: 'کوڈ کے تمام چھ ہندسے درج کریں۔',
  errorInvalidUrl: 'مکمل ویب پتہ درج کریں جو https://\u200e سے شروع ہو۔',
  errorConfirmWord: 'تصدیق کے لیے بالکل “{word}” ٹائپ کریں۔',
  errorInvalidNumber: 'ایک نمبر درج کریں۔',
  errorInvalidDate: 'درست تاریخ درج کریں۔',
  errorConsentRequired: 'اکاؤنٹ بنانے سے پہلے اتفاق کے لیے خانے پر نشان لگائیں۔',
  errorTooLong: {
    one: 'زیادہ سے زیادہ {max} حرف استعمال کریں۔',
    other: 'زیادہ سے زیادہ {max} حروف استعمال کریں۔',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'ای میل یا پاس ورڈ غلط ہے۔',
  errorCurrentPasswordWrong: 'موجودہ پاس ورڈ غلط ہے۔',
  errorRateLimited:
    'بہت زیادہ کوششیں ہو گئیں۔ الٹی گنتی ختم ہونے تک انتظار کریں، پھر دوبارہ کوشش کریں۔',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'بہت زیادہ کوششیں ہو گئیں۔ کچھ دیر بعد دوبارہ کوشش کریں۔',
  errorNetwork: 'سروس سے رابطہ نہیں ہو پا رہا۔ اپنا کنکشن چیک کریں، پھر دوبارہ جمع کرائیں۔',
  errorInvalidOtp: 'یہ کوڈ غلط ہے یا اب درست نہیں رہا۔ اسے چیک کریں، یا نیا کوڈ منگوائیں۔',
  errorOtpExpired: 'اس کوڈ کی میعاد ختم ہو گئی ہے۔ نیا کوڈ منگوائیں۔',
  errorEmailTaken: 'اس ای میل سے پہلے ہی ایک اکاؤنٹ موجود ہے۔ اس کے بجائے سائن ان کریں۔',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'یہ ای میل کسی دوسرے اکاؤنٹ میں استعمال ہو رہی ہے۔ کوئی دوسری ای میل درج کریں۔',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'یہ پاس ورڈ بہت عام ہے۔ ایسا پاس ورڈ منتخب کریں جس کا اندازہ لگانا مشکل ہو۔',
  errorUsernameTaken: 'یہ صارف نام پہلے ہی لیا جا چکا ہے۔ کوئی دوسرا منتخب کریں۔',
  errorAccountDisabled: 'یہ اکاؤنٹ غیر فعال ہے۔',
  errorSessionEnded: 'آپ کا سیشن ختم ہو گیا ہے۔ دوبارہ سائن ان کریں۔',
  errorNotAllowed: 'آپ کو یہ کرنے کی اجازت نہیں ہے۔',
  errorNotFound: 'یہ اکاؤنٹ اب موجود نہیں ہے۔',
  errorApiKeyRequired:
    'پاس ورڈ کی بازیابی کے لیے آپ کی ایپ کی عوامی API کلید درکار ہے: AuthProvider کو apiKey دیں۔',
  errorUnknown: 'کچھ غلط ہو گیا: {message}',
};
