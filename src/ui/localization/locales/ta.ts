import type { AuthLocalization } from '../auth-localization';

/**
 * The Tamil dictionary (தமிழ்), நீங்கள் with the polite -வும் form for instructions
 * («உள்ளிடவும்», «உள்நுழையவும்») and the plain imperative on buttons («உள்நுழை», «நீக்கு»,
 * «ரத்துசெய்»), as Google, Microsoft, Apple, Indian banks and the Tamil Nadu government's services
 * address users; buttons kept to one or two words, since Tamil words are long («மீண்டும் அனுப்பு»
 * for "Resend code"). The fixed numbers ("6-digit code") are words. `one` is 1 only: «1 வினாடியில்»,
 * «5 வினாடிகளில்». Complete: checked against {@link en} by type and by test.
 */
export const ta: AuthLocalization = {
  locale: 'ta',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'கணக்கை உருவாக்கவும்',
  signupSubmit: 'கணக்கை உருவாக்கு',
  loginTitle: 'உள்நுழைக',
  loginSubmit: 'உள்நுழை',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'நீங்கள் உள்நுழைந்துவிட்டீர்கள்.',
  verifyEmailTitle: 'மின்னஞ்சலைச் சரிபார்க்கவும்',
  verifyEmailDescription: '{email} என்ற முகவரிக்கு நாங்கள் அனுப்பிய ஆறு இலக்கக் குறியீட்டை உள்ளிடவும்.',
  verifyEmailSubmit: 'சரிபார்',
  emailVerified: 'உங்கள் மின்னஞ்சல் சரிபார்க்கப்பட்டது.',
  resendCode: 'மீண்டும் அனுப்பு',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: '{seconds} வினாடியில் மீண்டும் அனுப்பலாம்',
    other: '{seconds} வினாடிகளில் மீண்டும் அனுப்பலாம்',
  },
  codeSent: '{email} என்ற முகவரிக்குப் புதிய குறியீட்டை அனுப்பியுள்ளோம்.',
  forgotPasswordTitle: 'கடவுச்சொல்லை மறந்துவிட்டீர்களா?',
  forgotPasswordDescription: 'உங்கள் மின்னஞ்சலை உள்ளிடவும். கடவுச்சொல்லை மீட்டமைப்பதற்கான குறியீட்டை அனுப்புவோம்.',
  forgotPasswordSubmit: 'குறியீட்டை அனுப்பு',
  resetPasswordTitle: 'கடவுச்சொல்லை மீட்டமைக்கவும்',
  resetPasswordDescription:
    '{email} என்ற முகவரிக்கு அனுப்பிய குறியீட்டை உள்ளிட்டு, புதிய கடவுச்சொல்லைத் தேர்வுசெய்யவும்.',
  resetPasswordSubmit: 'மீட்டமை',
  passwordResetDone: 'உங்கள் கடவுச்சொல் மீட்டமைக்கப்பட்டது. புதிய கடவுச்சொல் மூலம் உள்நுழையவும்.',
  changePasswordTitle: 'கடவுச்சொல்லை மாற்றவும்',
  changePasswordSubmit: 'கடவுச்சொல்லை மாற்று',
  changePasswordDoneSignedIn: 'உங்கள் கடவுச்சொல் மாற்றப்பட்டது. உங்கள் பிற சாதனங்களிலிருந்து வெளியேற்றப்பட்டீர்கள்.',
  changePasswordDone: 'உங்கள் கடவுச்சொல் மாற்றப்பட்டது. புதிய கடவுச்சொல் மூலம் மீண்டும் உள்நுழையவும்.',
  changePasswordOtherDevices: 'கடவுச்சொல்லை மாற்றினால், உங்கள் பிற சாதனங்களிலிருந்து வெளியேற்றப்படுவீர்கள்.',
  profileTitle: 'சுயவிவரம்',
  profileSubmit: 'மாற்றங்களைச் சேமி',
  profileSaved: 'உங்கள் மாற்றங்கள் சேமிக்கப்பட்டன.',
  profileLoading: 'உங்கள் சுயவிவரம் ஏற்றப்படுகிறது…',
  emailChangeNeedsPassword: 'மின்னஞ்சலை மாற்ற, தற்போதைய கடவுச்சொல்லை உள்ளிடவும்.',
  deleteAccountTitle: 'கணக்கை நீக்கவும்',
  deleteAccountDescription:
    'இது உங்கள் கணக்கையும் அதிலுள்ள அனைத்தையும் நீக்கிவிடும். இதைச் செயல்தவிர்க்க முடியாது.',
  deleteAccountSubmit: 'கணக்கை நீக்கு',
  deleteAccountConfirmTitle: 'உங்கள் கணக்கை நீக்கவா?',
  deleteAccountConfirmDescription:
    'இதைச் செயல்தவிர்க்க முடியாது. உறுதிப்படுத்த, கீழே “{word}” என்று தட்டச்சு செய்யவும்.',
  deleteAccountConfirmLabel: 'உறுதிப்படுத்த “{word}” என்று தட்டச்சு செய்யவும்',
  deleteAccountConfirmWord: 'நீக்கு',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'உங்கள் பாதுகாப்பிற்காக, கணக்கை நீக்க உங்கள் கடவுச்சொல்லை உள்ளிடவும்.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'உங்கள் கணக்கு நீக்கப்பட்டது.',
  cancel: 'ரத்துசெய்',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'இதைச் செய்ய நீங்கள் உள்நுழைய வேண்டும்.',
  signInRequiredLink: 'உள்நுழை',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'உங்கள் அமர்வு முடிந்தது. தொடர உள்நுழையவும்.',
  sessionEndedDescription: 'நீங்கள் உள்ளிட்டவை அப்படியே இருக்கும்; உள்நுழைந்ததும் மீண்டும் அனுப்பப்படும்.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'கணக்கு மெனு, {name}',
  manageAccount: 'கணக்கை நிர்வகி',
  signOut: 'வெளியேறு',
  userButtonSignIn: 'உள்நுழை',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'மின்னஞ்சல்',
  emailStatusVerified: 'சரிபார்க்கப்பட்டது',
  emailStatusNotVerified: 'சரிபார்க்கப்படவில்லை',
  emailSendVerification: 'குறியீட்டை அனுப்பு',
  changeEmail: 'மின்னஞ்சலை மாற்று',
  changeEmailSubmit: 'புதிய மின்னஞ்சலைச் சேமி',
  newEmailLabel: 'புதிய மின்னஞ்சல்',
  emailChangedDescription:
    '{email} என்ற முகவரிக்கு நாங்கள் அனுப்பிய ஆறு இலக்கக் குறியீட்டை உள்ளிடவும். இனி {previousEmail} அல்ல, இந்த முகவரி மூலமே உள்நுழைவீர்கள்.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'கடவுச்சொல்',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'உங்கள் பெயரும் உங்களைத் தொடர்புகொள்ளும் வழிகளும்.',
  profileRowEmpty: 'இதுவரை எதுவும் சேர்க்கப்படவில்லை.',
  editProfile: 'சுயவிவரத்தைத் திருத்து',
  emailRowDescription: 'உள்நுழையவும் குறியீடுகளைப் பெறவும் பயன்படும் முகவரி.',
  passwordRowDescription: 'உள்நுழையப் பயன்படும். மாற்றினால் பிற சாதனங்களிலிருந்து வெளியேறுவீர்கள்.',
  deleteRowDescription: 'உங்கள் கணக்கையும் அதன் தரவையும் நிரந்தரமாக நீக்கவும்.',
  discardChangesTitle: 'மாற்றங்களை நிராகரிக்கவா?',
  discardChangesDescription: '“{section}” பிரிவில் நீங்கள் உள்ளிட்டவை சேமிக்கப்படவில்லை, அவை இழக்கப்படும்.',
  discardChanges: 'நிராகரி',
  keepEditing: 'தொடர்ந்து திருத்து',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'மின்னஞ்சல் முகவரியைச் சரிபார்க்கவும்',
  emailPromptDescription: '{email} என்ற முகவரிக்கு ஆறு இலக்கக் குறியீட்டை அனுப்புவோம்.',
  emailPromptSend: 'குறியீட்டை அனுப்பு',
  emailPromptDone: 'மின்னஞ்சல் சரிபார்க்கப்பட்டது',
  emailPromptDismiss: 'இப்போது வேண்டாம்',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'உங்கள் அமர்வு விரைவில் முடியும்',
  idleWarning: {
    one: 'உங்கள் பாதுகாப்புக்காக {seconds} வினாடியில் நீங்கள் வெளியேற்றப்படுவீர்கள்.',
    other: 'உங்கள் பாதுகாப்புக்காக {seconds} வினாடிகளில் நீங்கள் வெளியேற்றப்படுவீர்கள்.',
  },
  idleStay: 'உள்நுழைந்தபடியே இருக்கவும்',
  errorSummaryTitle: 'ஒரு சிக்கல் உள்ளது',

  // Field labels and their help.
  nameLabel: 'பெயர்',
  emailLabel: 'மின்னஞ்சல்',
  passwordLabel: 'கடவுச்சொல்',
  currentPasswordLabel: 'தற்போதைய கடவுச்சொல்',
  newPasswordLabel: 'புதிய கடவுச்சொல்',
  passwordDescription: 'குறைந்தது எட்டு எழுத்துகள்.',
  usernameLabel: 'பயனர்பெயர்',
  phoneLabel: 'தொலைபேசி',
  addressLabel: 'முகவரி',
  avatarUrlLabel: 'அவதார் URL',
  selectPlaceholder: 'ஒரு விருப்பத்தைத் தேர்ந்தெடுக்கவும்',
  otpLabel: 'சரிபார்ப்புக் குறியீடு',
  otpCharacterLabel: '{count} இலக்கங்களில் {index}-ஆவது',
  showPassword: 'கடவுச்சொல்லைக் காட்டு',
  hidePassword: 'கடவுச்சொல்லை மறை',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'கடவுச்சொல்லின் வலிமை',
  passwordStrengthWeak: 'பலவீனமானது',
  passwordStrengthFair: 'நடுத்தரமானது',
  passwordStrengthStrong: 'வலிமையானது',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'கடவுச்சொல்லை மறந்துவிட்டீர்களா?',
  signupLink: 'கணக்கை உருவாக்கு',
  loginLink: 'ஏற்கெனவே கணக்கு உள்ளதா? உள்நுழைக',
  backToLoginLink: 'உள்நுழைவுக்குத் திரும்பு',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: '{seconds} வினாடியில் மீண்டும் முயலலாம்',
    other: '{seconds} வினாடிகளில் மீண்டும் முயலலாம்',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'இந்தப் புலம் அவசியம்.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'உங்கள் பெயரை உள்ளிடவும்.',
  errorEmailRequired: 'உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும்.',
  errorPasswordRequired: 'உங்கள் கடவுச்சொல்லை உள்ளிடவும்.',
  errorCurrentPasswordRequired: 'தற்போதைய கடவுச்சொல்லை உள்ளிடவும்.',
  errorNewPasswordRequired: 'ஒரு கடவுச்சொல்லைத் தேர்வுசெய்யவும்.',
  errorNewEmailRequired: 'புதிய மின்னஞ்சல் முகவரியை உள்ளிடவும்.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'இது ஏற்கெனவே உங்கள் மின்னஞ்சல் முகவரி. வேறொன்றை உள்ளிடவும்.',
  errorOtpRequired: 'மின்னஞ்சலில் வந்த ஆறு இலக்கக் குறியீட்டை உள்ளிடவும்.',
  errorInvalidEmail: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும் (எ.கா. name@example.com).',
  errorPasswordTooShort: {
    one: 'குறைந்தது {min} எழுத்தைப் பயன்படுத்தவும்.',
    other: 'குறைந்தது {min} எழுத்துகளைப் பயன்படுத்தவும்.',
  },
  errorOtpIncomplete: 'குறியீட்டின் ஆறு இலக்கங்களையும் உள்ளிடவும்.',
  errorInvalidUrl: 'https:// எனத் தொடங்கும் முழு இணைய முகவரியை உள்ளிடவும்.',
  errorConfirmWord: 'உறுதிப்படுத்த, “{word}” என்று சரியாகத் தட்டச்சு செய்யவும்.',
  errorInvalidNumber: 'ஓர் எண்ணை உள்ளிடவும்.',
  errorInvalidDate: 'சரியான தேதியை உள்ளிடவும்.',
  errorConsentRequired: 'கணக்கை உருவாக்கும் முன் ஒப்புக்கொள்ள பெட்டியைத் தேர்வுசெய்யவும்.',
  errorTooLong: {
    one: 'அதிகபட்சம் {max} எழுத்தைப் பயன்படுத்தவும்.',
    other: 'அதிகபட்சம் {max} எழுத்துகளைப் பயன்படுத்தவும்.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு.',
  errorCurrentPasswordWrong: 'தற்போதைய கடவுச்சொல் தவறு.',
  errorRateLimited: 'பலமுறை முயன்றுவிட்டீர்கள். கவுண்ட்டவுன் முடியும் வரை காத்திருந்து, மீண்டும் முயலவும்.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'பலமுறை முயன்றுவிட்டீர்கள். பிறகு மீண்டும் முயலவும்.',
  errorNetwork: 'சேவையை அணுக முடியவில்லை. இணைப்பைச் சரிபார்த்து, மீண்டும் சமர்ப்பிக்கவும்.',
  errorInvalidOtp:
    'இந்தக் குறியீடு தவறானது அல்லது இனி செல்லாது. அதைச் சரிபார்க்கவும் அல்லது புதிய குறியீட்டைக் கோரவும்.',
  errorOtpExpired: 'இந்தக் குறியீடு காலாவதியாகிவிட்டது. புதிய குறியீட்டைக் கோரவும்.',
  errorEmailTaken: 'இந்த மின்னஞ்சலில் ஏற்கெனவே ஒரு கணக்கு உள்ளது. அதற்குப் பதிலாக உள்நுழையவும்.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'இந்த மின்னஞ்சலை வேறொரு கணக்கு பயன்படுத்துகிறது. வேறு மின்னஞ்சலை உள்ளிடவும்.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'இந்தக் கடவுச்சொல் மிகவும் பொதுவானது. எளிதில் ஊகிக்க முடியாத ஒன்றைத் தேர்வுசெய்யவும்.',
  errorUsernameTaken: 'இந்தப் பயனர்பெயர் ஏற்கெனவே எடுக்கப்பட்டது. வேறொன்றைத் தேர்வுசெய்யவும்.',
  errorAccountDisabled: 'இந்தக் கணக்கு முடக்கப்பட்டுள்ளது.',
  errorSessionEnded: 'உங்கள் அமர்வு முடிந்தது. மீண்டும் உள்நுழையவும்.',
  errorNotAllowed: 'இதைச் செய்ய உங்களுக்கு அனுமதி இல்லை.',
  errorNotFound: 'இந்தக் கணக்கு இனி இல்லை.',
  errorApiKeyRequired:
    'கடவுச்சொல் மீட்புக்கு உங்கள் ஆப்ஸின் பொது API விசை தேவை: AuthProvider-க்கு apiKey-ஐ அனுப்பவும்.',
  errorUnknown: 'ஏதோ தவறாகிவிட்டது: {message}',
};
