import type { AuthLocalization } from '../auth-localization';

/**
 * The Hindi dictionary: polite आप, everyday Hindi with the English loanwords Indian sign-in
 * screens use (साइन इन, ईमेल, पासवर्ड, कोड); complete, checked against {@link en} by type and by
 * test.
 */
export const hi: AuthLocalization = {
  locale: 'hi',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'खाता बनाएं',
  signupSubmit: 'खाता बनाएं',
  loginTitle: 'साइन इन करें',
  loginSubmit: 'साइन इन करें',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'आपने साइन इन कर लिया है।',
  verifyEmailTitle: 'अपना ईमेल सत्यापित करें',
  verifyEmailDescription: '{email} पर भेजा गया 6 अंकों का कोड डालें।',
  verifyEmailSubmit: 'ईमेल सत्यापित करें',
  emailVerified: 'आपका ईमेल सत्यापित हो गया है।',
  resendCode: 'कोड फिर से भेजें',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: '{seconds} सेकंड में कोड फिर से भेजें',
    other: '{seconds} सेकंड में कोड फिर से भेजें',
  },
  codeSent: 'हमने {email} पर नया कोड भेजा है।',
  forgotPasswordTitle: 'पासवर्ड भूल गए?',
  forgotPasswordDescription: 'अपना ईमेल डालें, हम आपको पासवर्ड रीसेट करने के लिए एक कोड भेजेंगे।',
  forgotPasswordSubmit: 'रीसेट कोड भेजें',
  resetPasswordTitle: 'अपना पासवर्ड रीसेट करें',
  resetPasswordDescription: '{email} पर भेजा गया कोड डालें और नया पासवर्ड चुनें।',
  resetPasswordSubmit: 'पासवर्ड रीसेट करें',
  passwordResetDone: 'आपका पासवर्ड रीसेट हो गया है। नए पासवर्ड से साइन इन करें।',
  changePasswordTitle: 'पासवर्ड बदलें',
  changePasswordSubmit: 'पासवर्ड बदलें',
  changePasswordDoneSignedIn:
    'आपका पासवर्ड बदल गया है। आपको अपने अन्य डिवाइस से साइन आउट कर दिया गया है।',
  changePasswordDone: 'आपका पासवर्ड बदल गया है। नए पासवर्ड से फिर से साइन इन करें।',
  changePasswordOtherDevices: 'पासवर्ड बदलने पर आपको अपने अन्य डिवाइस से साइन आउट कर दिया जाएगा।',
  profileTitle: 'प्रोफ़ाइल',
  profileSubmit: 'बदलाव सेव करें',
  profileSaved: 'आपके बदलाव सेव हो गए हैं।',
  profileLoading: 'आपकी प्रोफ़ाइल लोड हो रही है…',
  emailChangeNeedsPassword: 'ईमेल बदलने के लिए अपना मौजूदा पासवर्ड डालें।',
  deleteAccountTitle: 'खाता हटाएं',
  deleteAccountDescription: 'इससे आपका खाता और उसका सारा डेटा हट जाएगा। इसे पहले जैसा नहीं किया जा सकता।',
  deleteAccountSubmit: 'खाता हटाएं',
  deleteAccountConfirmTitle: 'क्या आप अपना खाता हटाना चाहते हैं?',
  deleteAccountConfirmDescription:
    'इसे पहले जैसा नहीं किया जा सकता। पुष्टि करने के लिए नीचे {word} टाइप करें।',
  deleteAccountConfirmLabel: 'पुष्टि करने के लिए {word} टाइप करें',
  deleteAccountConfirmWord: 'हटाएं',
  deleteAccountPasswordDescription: 'आपकी सुरक्षा के लिए, खाता हटाने के लिए अपना पासवर्ड डालें।',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'आपका खाता हटा दिया गया है।',
  cancel: 'रद्द करें',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'ऐसा करने के लिए आपको साइन इन करना होगा।',
  signInRequiredLink: 'साइन इन करें',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'आपका सत्र खत्म हो गया है। जारी रखने के लिए साइन इन करें।',
  sessionEndedDescription: 'आपने जो डाला है वह सुरक्षित रहेगा और साइन इन करने के बाद फिर से भेजा जाएगा।',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'खाता मेन्यू, {name}',
  manageAccount: 'खाता प्रबंधित करें',
  signOut: 'साइन आउट करें',
  userButtonSignIn: 'साइन इन करें',
  emailSettingsTitle: 'ईमेल पता',
  emailStatusVerified: 'सत्यापित',
  emailStatusNotVerified: 'सत्यापित नहीं',
  emailSendVerification: 'सत्यापन कोड भेजें',
  changeEmail: 'ईमेल बदलें',
  changeEmailSubmit: 'नया ईमेल सहेजें',
  newEmailLabel: 'नया ईमेल',
  emailChangedDescription:
    '{email} पर भेजा गया 6 अंकों का कोड डालें। अब आप इसी पते से साइन इन करेंगे, {previousEmail} से नहीं।',
  emailPromptTitle: 'अपना ईमेल पता सत्यापित करें',
  emailPromptDescription: 'हम {email} पर 6 अंकों का कोड भेजेंगे।',
  emailPromptSend: 'कोड भेजें',
  emailPromptDone: 'ईमेल सत्यापित हो गया',
  emailPromptDismiss: 'अभी नहीं',
  passwordSettingsTitle: 'पासवर्ड',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'आपका नाम और आपसे संपर्क करने के तरीके।',
  profileRowEmpty: 'अभी तक कुछ नहीं जोड़ा गया है।',
  editProfile: 'प्रोफ़ाइल में बदलाव करें',
  emailRowDescription: 'वह पता जिससे आप साइन इन करते हैं और कोड पाते हैं।',
  passwordRowDescription: 'साइन इन के लिए। बदलने पर आपको अन्य डिवाइस से साइन आउट कर दिया जाएगा।',
  deleteRowDescription: 'अपना खाता और उसका डेटा हमेशा के लिए हटाएं।',
  discardChangesTitle: 'बदलावों को खारिज करें?',
  discardChangesDescription: '“{section}” में आपने जो लिखा है, वह सेव नहीं हुआ है और मिट जाएगा।',
  discardChanges: 'खारिज करें',
  keepEditing: 'बदलाव करना जारी रखें',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'आपका सत्र जल्द ही खत्म होने वाला है',
  idleWarning: {
    one: 'आपकी सुरक्षा के लिए, {seconds} सेकंड में आपको साइन आउट कर दिया जाएगा।',
    other: 'आपकी सुरक्षा के लिए, {seconds} सेकंड में आपको साइन आउट कर दिया जाएगा।',
  },
  idleStay: 'साइन इन रहें',
  errorSummaryTitle: 'कुछ समस्या है',

  // Field labels and their help.
  nameLabel: 'नाम',
  emailLabel: 'ईमेल',
  passwordLabel: 'पासवर्ड',
  currentPasswordLabel: 'मौजूदा पासवर्ड',
  newPasswordLabel: 'नया पासवर्ड',
  passwordDescription: 'कम से कम 8 वर्ण।',
  usernameLabel: 'उपयोगकर्ता नाम',
  phoneLabel: 'फ़ोन',
  addressLabel: 'पता',
  avatarUrlLabel: 'अवतार URL',
  selectPlaceholder: 'कोई विकल्प चुनें',
  otpLabel: 'सत्यापन कोड',
  otpCharacterLabel: '{count} में से अंक {index}',
  showPassword: 'पासवर्ड दिखाएं',
  hidePassword: 'पासवर्ड छिपाएं',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'पासवर्ड की मज़बूती',
  passwordStrengthWeak: 'कमज़ोर',
  passwordStrengthFair: 'मध्यम',
  passwordStrengthStrong: 'मज़बूत',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'पासवर्ड भूल गए?',
  signupLink: 'खाता बनाएं',
  loginLink: 'पहले से खाता है? साइन इन करें',
  backToLoginLink: 'साइन इन पर वापस जाएं',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: '{seconds} सेकंड में फिर से कोशिश करें',
    other: '{seconds} सेकंड में फिर से कोशिश करें',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'यह फ़ील्ड ज़रूरी है।',
  errorNameRequired: 'अपना नाम डालें।',
  errorEmailRequired: 'अपना ईमेल पता डालें।',
  errorPasswordRequired: 'अपना पासवर्ड डालें।',
  errorCurrentPasswordRequired: 'अपना मौजूदा पासवर्ड डालें।',
  errorNewPasswordRequired: 'कोई पासवर्ड चुनें।',
  errorNewEmailRequired: 'अपना नया ईमेल पता डालें।',
  errorEmailUnchanged: 'यह पहले से ही आपका ईमेल पता है। कोई दूसरा पता डालें।',
  errorOtpRequired: 'ईमेल में मिला 6 अंकों का कोड डालें।',
  errorInvalidEmail: 'मान्य ईमेल पता डालें, जैसे name@example.com।',
  errorPasswordTooShort: {
    one: 'कम से कम {min} वर्ण का इस्तेमाल करें।',
    other: 'कम से कम {min} वर्णों का इस्तेमाल करें।',
  },
  errorOtpIncomplete: 'कोड के सभी 6 अंक डालें।',
  errorInvalidUrl: 'https:// से शुरू होने वाला पूरा वेब पता डालें।',
  errorConfirmWord: 'पुष्टि करने के लिए {word} हूबहू टाइप करें।',
  errorInvalidNumber: 'कोई संख्या डालें।',
  errorInvalidDate: 'सही तारीख डालें।',
  errorConsentRequired: 'खाता बनाने से पहले सहमति देने के लिए बॉक्स पर सही का निशान लगाएं।',
  errorTooLong: {
    one: 'ज़्यादा से ज़्यादा {max} वर्ण का इस्तेमाल करें।',
    other: 'ज़्यादा से ज़्यादा {max} वर्णों का इस्तेमाल करें।',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'ईमेल या पासवर्ड गलत है।',
  errorCurrentPasswordWrong: 'मौजूदा पासवर्ड गलत है।',
  errorRateLimited: 'बहुत ज़्यादा कोशिशें की गईं। उलटी गिनती खत्म होने तक रुकें, फिर दोबारा कोशिश करें।',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'बहुत ज़्यादा कोशिशें की गईं। बाद में फिर से कोशिश करें।',
  errorNetwork: 'सेवा से कनेक्ट नहीं हो पा रहा है। अपना कनेक्शन जांचें, फिर दोबारा सबमिट करें।',
  errorInvalidOtp: 'यह कोड गलत है या अब मान्य नहीं है। इसे जांचें या नया कोड मंगाएं।',
  errorOtpExpired: 'इस कोड की समय-सीमा खत्म हो गई है। नया कोड मंगाएं।',
  errorEmailTaken: 'इस ईमेल से एक खाता पहले से मौजूद है। इसके बजाय साइन इन करें।',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'यह ईमेल किसी दूसरे खाते में इस्तेमाल हो रहा है। कोई दूसरा ईमेल डालें।',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'यह पासवर्ड बहुत आम है। ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।',
  errorUsernameTaken: 'यह उपयोगकर्ता नाम पहले से लिया जा चुका है। कोई दूसरा चुनें।',
  errorAccountDisabled: 'यह खाता बंद कर दिया गया है।',
  errorSessionEnded: 'आपका सत्र खत्म हो गया है। फिर से साइन इन करें।',
  errorNotAllowed: 'आपको ऐसा करने की अनुमति नहीं है।',
  errorNotFound: 'यह खाता अब मौजूद नहीं है।',
  errorApiKeyRequired:
    'पासवर्ड रिकवरी के लिए आपके ऐप की सार्वजनिक API कुंजी चाहिए: AuthProvider को apiKey दें।',
  errorUnknown: 'कुछ गलत हो गया: {message}',
};
