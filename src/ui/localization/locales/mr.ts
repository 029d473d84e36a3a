import type { AuthLocalization } from '../auth-localization';

/**
 * The Marathi dictionary (मराठी), तुम्ही with the polite imperative in -आ («प्रविष्ट करा», «साइन इन
 * करा»), as Google, Microsoft, Maharashtra's government services (aaplesarkar.mahaonline.gov.in)
 * and Indian banks address users, with the English loanwords their sign-in screens use (साइन इन,
 * ईमेल, पासवर्ड, कोड). Numbers in Devanagari digits (`Intl.NumberFormat('mr')`), so the fixed ones
 * ("6-digit code") are words. `one` is 1 only: «१ सेकंदाने», «५ सेकंदांनी». Complete: checked
 * against {@link en} by type and by test.
 */
export const mr: AuthLocalization = {
  locale: 'mr',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'खाते तयार करा',
  signupSubmit: 'खाते तयार करा',
  loginTitle: 'साइन इन करा',
  loginSubmit: 'साइन इन करा',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'तुम्ही साइन इन केले आहे.',
  verifyEmailTitle: 'तुमच्या ईमेलची पडताळणी करा',
  verifyEmailDescription: 'आम्ही {email} वर पाठवलेला सहा अंकी कोड प्रविष्ट करा.',
  verifyEmailSubmit: 'ईमेलची पडताळणी करा',
  emailVerified: 'तुमच्या ईमेलची पडताळणी झाली आहे.',
  resendCode: 'कोड पुन्हा पाठवा',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: '{seconds} सेकंदाने कोड पुन्हा पाठवा',
    other: '{seconds} सेकंदांनी कोड पुन्हा पाठवा',
  },
  codeSent: 'आम्ही {email} वर नवीन कोड पाठवला आहे.',
  forgotPasswordTitle: 'पासवर्ड विसरलात?',
  forgotPasswordDescription: 'तुमचा ईमेल प्रविष्ट करा, पासवर्ड रीसेट करण्यासाठी आम्ही तुम्हाला एक कोड पाठवू.',
  forgotPasswordSubmit: 'रीसेट कोड पाठवा',
  resetPasswordTitle: 'तुमचा पासवर्ड रीसेट करा',
  resetPasswordDescription: 'आम्ही {email} वर पाठवलेला कोड प्रविष्ट करा आणि नवीन पासवर्ड निवडा.',
  resetPasswordSubmit: 'पासवर्ड रीसेट करा',
  passwordResetDone: 'तुमचा पासवर्ड रीसेट झाला आहे. नवीन पासवर्डने साइन इन करा.',
  changePasswordTitle: 'पासवर्ड बदला',
  changePasswordSubmit: 'पासवर्ड बदला',
  changePasswordDoneSignedIn: 'तुमचा पासवर्ड बदलला आहे. तुमच्या इतर डिव्हाइसवरून तुम्हाला साइन आउट केले आहे.',
  changePasswordDone: 'तुमचा पासवर्ड बदलला आहे. नवीन पासवर्डने पुन्हा साइन इन करा.',
  changePasswordOtherDevices: 'पासवर्ड बदलल्यास तुमच्या इतर डिव्हाइसवरून तुम्ही साइन आउट व्हाल.',
  profileTitle: 'प्रोफाइल',
  profileSubmit: 'बदल सेव्ह करा',
  profileSaved: 'तुमचे बदल सेव्ह झाले आहेत.',
  profileLoading: 'तुमचे प्रोफाइल लोड होत आहे…',
  emailChangeNeedsPassword: 'ईमेल बदलण्यासाठी तुमचा सध्याचा पासवर्ड प्रविष्ट करा.',
  deleteAccountTitle: 'खाते हटवा',
  deleteAccountDescription: 'यामुळे तुमचे खाते आणि त्यातील सर्व काही हटवले जाईल. हे पूर्ववत करता येणार नाही.',
  deleteAccountSubmit: 'खाते हटवा',
  deleteAccountConfirmTitle: 'तुमचे खाते हटवायचे?',
  deleteAccountConfirmDescription: 'हे पूर्ववत करता येणार नाही. पुष्टी करण्यासाठी खाली “{word}” टाइप करा.',
  deleteAccountConfirmLabel: 'पुष्टी करण्यासाठी “{word}” टाइप करा',
  deleteAccountConfirmWord: 'हटवा',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'तुमच्या सुरक्षिततेसाठी, खाते हटवण्याकरिता तुमचा पासवर्ड प्रविष्ट करा.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'तुमचे खाते हटवले आहे.',
  cancel: 'रद्द करा',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'हे करण्यासाठी तुम्हाला साइन इन करावे लागेल.',
  signInRequiredLink: 'साइन इन करा',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'तुमचे सत्र संपले आहे. सुरू ठेवण्यासाठी साइन इन करा.',
  sessionEndedDescription: 'तुम्ही भरलेली माहिती राखून ठेवली जाईल आणि साइन इन केल्यानंतर पुन्हा पाठवली जाईल.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'खाते मेनू, {name}',
  manageAccount: 'खाते व्यवस्थापित करा',
  signOut: 'साइन आउट करा',
  userButtonSignIn: 'साइन इन करा',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'ईमेल',
  emailStatusVerified: 'पडताळणी झाली',
  emailStatusNotVerified: 'पडताळणी बाकी',
  emailSendVerification: 'पडताळणी कोड पाठवा',
  changeEmail: 'ईमेल बदला',
  changeEmailSubmit: 'नवीन ईमेल सेव्ह करा',
  newEmailLabel: 'नवीन ईमेल',
  emailChangedDescription:
    'आम्ही {email} वर पाठवलेला सहा अंकी कोड प्रविष्ट करा. आता तुम्ही {previousEmail} ने नव्हे, तर या पत्त्याने साइन इन कराल.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'पासवर्ड',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'तुमचे नाव आणि तुमच्याशी संपर्क साधण्याचे मार्ग.',
  profileRowEmpty: 'अद्याप काहीही जोडलेले नाही.',
  editProfile: 'प्रोफाइल संपादित करा',
  emailRowDescription: 'साइन इन करण्यासाठी आणि कोड मिळवण्यासाठीचा पत्ता.',
  passwordRowDescription: 'साइन इन करण्यासाठी. बदलल्यास इतर डिव्हाइसवरून तुम्ही साइन आउट व्हाल.',
  deleteRowDescription: 'तुमचे खाते आणि त्याचा डेटा कायमचा हटवा.',
  discardChangesTitle: 'बदल टाकून द्यायचे?',
  discardChangesDescription: '“{section}” मध्ये तुम्ही टाइप केलेले सेव्ह झालेले नाही आणि ते गमावले जाईल.',
  discardChanges: 'टाकून द्या',
  keepEditing: 'संपादन सुरू ठेवा',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'तुमच्या ईमेल पत्त्याची पडताळणी करा',
  emailPromptDescription: 'आम्ही {email} वर सहा अंकी कोड पाठवू.',
  emailPromptSend: 'कोड पाठवा',
  emailPromptDone: 'ईमेलची पडताळणी झाली',
  emailPromptDismiss: 'आता नको',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'तुमचे सत्र लवकरच संपणार आहे',
  idleWarning: {
    one: 'तुमच्या सुरक्षिततेसाठी {seconds} सेकंदात तुम्हाला साइन आउट केले जाईल.',
    other: 'तुमच्या सुरक्षिततेसाठी {seconds} सेकंदांत तुम्हाला साइन आउट केले जाईल.',
  },
  idleStay: 'साइन इन राहा',
  errorSummaryTitle: 'काहीतरी समस्या आहे',

  // Field labels and their help.
  nameLabel: 'नाव',
  emailLabel: 'ईमेल',
  passwordLabel: 'पासवर्ड',
  currentPasswordLabel: 'सध्याचा पासवर्ड',
  newPasswordLabel: 'नवीन पासवर्ड',
  passwordDescription: 'किमान आठ वर्ण.',
  usernameLabel: 'वापरकर्ता नाव',
  phoneLabel: 'फोन',
  addressLabel: 'पत्ता',
  avatarUrlLabel: 'अवतार URL',
  selectPlaceholder: 'एक पर्याय निवडा',
  otpLabel: 'पडताळणी कोड',
  otpCharacterLabel: '{count} पैकी अंक {index}',
  showPassword: 'पासवर्ड दाखवा',
  hidePassword: 'पासवर्ड लपवा',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'पासवर्डची मजबुती',
  passwordStrengthWeak: 'कमकुवत',
  passwordStrengthFair: 'मध्यम',
  passwordStrengthStrong: 'मजबूत',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'पासवर्ड विसरलात?',
  signupLink: 'खाते तयार करा',
  loginLink: 'आधीच खाते आहे? साइन इन करा',
  backToLoginLink: 'साइन इनवर परत जा',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: '{seconds} सेकंदाने पुन्हा प्रयत्न करा',
    other: '{seconds} सेकंदांनी पुन्हा प्रयत्न करा',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'हे फील्ड आवश्यक आहे.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'तुमचे नाव प्रविष्ट करा.',
  errorEmailRequired: 'तुमचा ईमेल पत्ता प्रविष्ट करा.',
  errorPasswordRequired: 'तुमचा पासवर्ड प्रविष्ट करा.',
  errorCurrentPasswordRequired: 'तुमचा सध्याचा पासवर्ड प्रविष्ट करा.',
  errorNewPasswordRequired: 'पासवर्ड निवडा.',
  errorNewEmailRequired: 'तुमचा नवीन ईमेल पत्ता प्रविष्ट करा.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'हा आधीपासूनच तुमचा ईमेल पत्ता आहे. वेगळा पत्ता प्रविष्ट करा.',
  errorOtpRequired: 'ईमेलमधील सहा अंकी कोड प्रविष्ट करा.',
  errorInvalidEmail: 'वैध ईमेल पत्ता प्रविष्ट करा, उदा. name@example.com.',
  errorPasswordTooShort: {
    one: 'किमान {min} वर्ण वापरा.',
    other: 'किमान {min} वर्ण वापरा.',
  },
  errorOtpIncomplete: 'कोडचे सर्व सहा अंक प्रविष्ट करा.',
  errorInvalidUrl: 'https:// ने सुरू होणारा पूर्ण वेब पत्ता प्रविष्ट करा.',
  errorConfirmWord: 'पुष्टी करण्यासाठी अचूक “{word}” टाइप करा.',
  errorInvalidNumber: 'एक संख्या प्रविष्ट करा.',
  errorInvalidDate: 'योग्य तारीख प्रविष्ट करा.',
  errorConsentRequired: 'खाते तयार करण्यापूर्वी संमती देण्यासाठी बॉक्सवर खूण करा.',
  errorTooLong: {
    one: 'जास्तीत जास्त {max} वर्ण वापरा.',
    other: 'जास्तीत जास्त {max} वर्ण वापरा.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'ईमेल किंवा पासवर्ड चुकीचा आहे.',
  errorCurrentPasswordWrong: 'सध्याचा पासवर्ड चुकीचा आहे.',
  errorRateLimited: 'खूप जास्त प्रयत्न झाले. काउंटडाउन संपेपर्यंत थांबा, मग पुन्हा प्रयत्न करा.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'खूप जास्त प्रयत्न झाले. नंतर पुन्हा प्रयत्न करा.',
  errorNetwork: 'सेवेशी कनेक्ट होता येत नाही. तुमचे कनेक्शन तपासा, मग पुन्हा सबमिट करा.',
  errorInvalidOtp: 'हा कोड चुकीचा आहे किंवा आता वैध नाही. तो तपासा किंवा नवीन कोड मागवा.',
  errorOtpExpired: 'या कोडची मुदत संपली आहे. नवीन कोड मागवा.',
  errorEmailTaken: 'या ईमेलचे खाते आधीपासूनच आहे. त्याऐवजी साइन इन करा.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'हा ईमेल दुसऱ्या खात्यासाठी वापरला जात आहे. वेगळा ईमेल प्रविष्ट करा.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'हा पासवर्ड खूप सामान्य आहे. अंदाज लावायला कठीण असा पासवर्ड निवडा.',
  errorUsernameTaken: 'हे वापरकर्ता नाव आधीच घेतले आहे. दुसरे निवडा.',
  errorAccountDisabled: 'हे खाते बंद केले आहे.',
  errorSessionEnded: 'तुमचे सत्र संपले आहे. पुन्हा साइन इन करा.',
  errorNotAllowed: 'तुम्हाला हे करण्याची परवानगी नाही.',
  errorNotFound: 'हे खाते आता अस्तित्वात नाही.',
  errorApiKeyRequired:
    'पासवर्ड रिकव्हरीसाठी तुमच्या ॲपची सार्वजनिक API की आवश्यक आहे: AuthProvider ला apiKey द्या.',
  errorUnknown: 'काहीतरी चुकले: {message}',
};
