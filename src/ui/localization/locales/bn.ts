import type { AuthLocalization } from '../auth-localization';

/**
 * The Bengali dictionary (বাংলা), polite আপনি with the imperative in -উন («লিখুন», «সাইন-ইন
 * করুন»), as Google, Microsoft, Apple, Bangladeshi banks and government services (mygov.bd)
 * address users, with the English loanwords their sign-in screens use (সাইন-ইন, ইমেল, পাসওয়ার্ড,
 * কোড); দাঁড়ি (।) ends a sentence. Numbers in Bengali digits (`Intl.NumberFormat('bn')`), so the
 * fixed ones ("6-digit code") are words; a counted noun takes the classifier -টি and no plural
 * («৫টি অক্ষর», «৫ সেকেন্ড»), so `one` (0 and 1) and `other` read the same. Complete: checked
 * against {@link en} by type and by test.
 */
export const bn: AuthLocalization = {
  locale: 'bn',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'অ্যাকাউন্ট তৈরি করুন',
  signupSubmit: 'অ্যাকাউন্ট তৈরি করুন',
  loginTitle: 'সাইন-ইন করুন',
  loginSubmit: 'সাইন-ইন করুন',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'আপনি সাইন-ইন করেছেন।',
  verifyEmailTitle: 'আপনার ইমেল যাচাই করুন',
  verifyEmailDescription: '{email}-এ আমরা যে ছয় সংখ্যার কোড পাঠিয়েছি, সেটি লিখুন।',
  verifyEmailSubmit: 'ইমেল যাচাই করুন',
  emailVerified: 'আপনার ইমেল যাচাই করা হয়েছে।',
  resendCode: 'আবার কোড পাঠান',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: '{seconds} সেকেন্ড পরে আবার কোড পাঠান',
    other: '{seconds} সেকেন্ড পরে আবার কোড পাঠান',
  },
  codeSent: '{email}-এ আমরা একটি নতুন কোড পাঠিয়েছি।',
  forgotPasswordTitle: 'পাসওয়ার্ড ভুলে গেছেন?',
  forgotPasswordDescription: 'আপনার ইমেল লিখুন, পাসওয়ার্ড রিসেট করার জন্য আমরা আপনাকে একটি কোড পাঠাব।',
  forgotPasswordSubmit: 'রিসেট কোড পাঠান',
  resetPasswordTitle: 'পাসওয়ার্ড রিসেট করুন',
  resetPasswordDescription: '{email}-এ পাঠানো কোডটি লিখুন এবং একটি নতুন পাসওয়ার্ড বেছে নিন।',
  resetPasswordSubmit: 'পাসওয়ার্ড রিসেট করুন',
  passwordResetDone: 'আপনার পাসওয়ার্ড রিসেট করা হয়েছে। নতুন পাসওয়ার্ড দিয়ে সাইন-ইন করুন।',
  changePasswordTitle: 'পাসওয়ার্ড পরিবর্তন করুন',
  changePasswordSubmit: 'পাসওয়ার্ড বদলান',
  changePasswordDoneSignedIn:
    'আপনার পাসওয়ার্ড পরিবর্তন করা হয়েছে। আপনার অন্যান্য ডিভাইস থেকে আপনাকে সাইন-আউট করা হয়েছে।',
  changePasswordDone: 'আপনার পাসওয়ার্ড পরিবর্তন করা হয়েছে। নতুন পাসওয়ার্ড দিয়ে আবার সাইন-ইন করুন।',
  changePasswordOtherDevices: 'পাসওয়ার্ড পরিবর্তন করলে আপনার অন্যান্য ডিভাইস থেকে আপনাকে সাইন-আউট করা হবে।',
  profileTitle: 'প্রোফাইল',
  profileSubmit: 'পরিবর্তন সেভ করুন',
  profileSaved: 'আপনার পরিবর্তন সেভ করা হয়েছে।',
  profileLoading: 'আপনার প্রোফাইল লোড হচ্ছে…',
  emailChangeNeedsPassword: 'ইমেল পরিবর্তন করতে আপনার বর্তমান পাসওয়ার্ড লিখুন।',
  deleteAccountTitle: 'অ্যাকাউন্ট মুছুন',
  deleteAccountDescription: 'এতে আপনার অ্যাকাউন্ট এবং তার সবকিছু মুছে যাবে। এটি আর ফেরানো যাবে না।',
  deleteAccountSubmit: 'অ্যাকাউন্ট মুছুন',
  deleteAccountConfirmTitle: 'আপনার অ্যাকাউন্ট মুছবেন?',
  deleteAccountConfirmDescription: 'এটি আর ফেরানো যাবে না। নিশ্চিত করতে নিচে “{word}” লিখুন।',
  deleteAccountConfirmLabel: 'নিশ্চিত করতে “{word}” লিখুন',
  deleteAccountConfirmWord: 'মুছুন',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'আপনার নিরাপত্তার জন্য, অ্যাকাউন্ট মুছতে আপনার পাসওয়ার্ড লিখুন।',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'আপনার অ্যাকাউন্ট মুছে ফেলা হয়েছে।',
  cancel: 'বাতিল করুন',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'এটি করতে আপনাকে সাইন-ইন করতে হবে।',
  signInRequiredLink: 'সাইন-ইন করুন',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'আপনার সেশন শেষ হয়ে গেছে। চালিয়ে যেতে সাইন-ইন করুন।',
  sessionEndedDescription: 'আপনি যা লিখেছেন তা রাখা থাকবে এবং সাইন-ইন করার পরে আবার পাঠানো হবে।',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'অ্যাকাউন্ট মেনু, {name}',
  manageAccount: 'অ্যাকাউন্ট ম্যানেজ করুন',
  signOut: 'সাইন-আউট করুন',
  userButtonSignIn: 'সাইন-ইন করুন',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'ইমেল',
  emailStatusVerified: 'যাচাই করা হয়েছে',
  emailStatusNotVerified: 'যাচাই করা হয়নি',
  emailSendVerification: 'যাচাইয়ের কোড পাঠান',
  changeEmail: 'ইমেল বদলান',
  changeEmailSubmit: 'নতুন ইমেল সেভ করুন',
  newEmailLabel: 'নতুন ইমেল',
  emailChangedDescription:
    '{email}-এ আমরা যে ছয় সংখ্যার কোড পাঠিয়েছি, সেটি লিখুন। এখন থেকে আপনি {previousEmail} নয়, এই ঠিকানা দিয়ে সাইন-ইন করবেন।',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'পাসওয়ার্ড',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'আপনার নাম এবং আপনার সাথে যোগাযোগের উপায়।',
  profileRowEmpty: 'এখনও কিছু যোগ করা হয়নি।',
  editProfile: 'প্রোফাইল এডিট করুন',
  emailRowDescription: 'যে ঠিকানা দিয়ে আপনি সাইন-ইন করেন এবং কোড পান।',
  passwordRowDescription: 'সাইন-ইন করতে লাগে। বদলালে অন্য ডিভাইস থেকে সাইন-আউট হয়ে যাবেন।',
  deleteRowDescription: 'আপনার অ্যাকাউন্ট ও তার ডেটা চিরতরে মুছে ফেলুন।',
  discardChangesTitle: 'পরিবর্তনগুলো বাদ দেবেন?',
  discardChangesDescription: '“{section}”-এ আপনি যা লিখেছেন তা সেভ হয়নি এবং হারিয়ে যাবে।',
  discardChanges: 'বাদ দিন',
  keepEditing: 'এডিট চালিয়ে যান',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'আপনার ইমেল ঠিকানা যাচাই করুন',
  emailPromptDescription: 'আমরা {email}-এ একটি ছয় সংখ্যার কোড পাঠাব।',
  emailPromptSend: 'কোড পাঠান',
  emailPromptDone: 'ইমেল যাচাই করা হয়েছে',
  emailPromptDismiss: 'এখন নয়',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'আপনার সেশন শীঘ্রই শেষ হবে',
  idleWarning: {
    one: 'আপনার নিরাপত্তার জন্য {seconds} সেকেন্ড পরে আপনাকে সাইন-আউট করা হবে।',
    other: 'আপনার নিরাপত্তার জন্য {seconds} সেকেন্ড পরে আপনাকে সাইন-আউট করা হবে।',
  },
  idleStay: 'সাইন-ইন থাকুন',
  errorSummaryTitle: 'একটি সমস্যা হয়েছে',

  // Field labels and their help.
  nameLabel: 'নাম',
  emailLabel: 'ইমেল',
  passwordLabel: 'পাসওয়ার্ড',
  currentPasswordLabel: 'বর্তমান পাসওয়ার্ড',
  newPasswordLabel: 'নতুন পাসওয়ার্ড',
  passwordDescription: 'কমপক্ষে আটটি অক্ষর।',
  usernameLabel: 'ইউজারনেম',
  phoneLabel: 'ফোন',
  addressLabel: 'ঠিকানা',
  avatarUrlLabel: 'অবতারের URL',
  selectPlaceholder: 'একটি বিকল্প বেছে নিন',
  otpLabel: 'যাচাইয়ের কোড',
  otpCharacterLabel: '{count}টির মধ্যে {index} নম্বর অঙ্ক',
  showPassword: 'পাসওয়ার্ড দেখান',
  hidePassword: 'পাসওয়ার্ড লুকান',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'পাসওয়ার্ডের শক্তি',
  passwordStrengthWeak: 'দুর্বল',
  passwordStrengthFair: 'মাঝারি',
  passwordStrengthStrong: 'শক্তিশালী',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'পাসওয়ার্ড ভুলে গেছেন?',
  signupLink: 'অ্যাকাউন্ট তৈরি করুন',
  loginLink: 'অ্যাকাউন্ট আছে? সাইন-ইন করুন',
  backToLoginLink: 'সাইন-ইনে ফিরে যান',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: '{seconds} সেকেন্ড পরে আবার চেষ্টা করুন',
    other: '{seconds} সেকেন্ড পরে আবার চেষ্টা করুন',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'এই ঘরটি পূরণ করা আবশ্যক।',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'আপনার নাম লিখুন।',
  errorEmailRequired: 'আপনার ইমেল ঠিকানা লিখুন।',
  errorPasswordRequired: 'আপনার পাসওয়ার্ড লিখুন।',
  errorCurrentPasswordRequired: 'আপনার বর্তমান পাসওয়ার্ড লিখুন।',
  errorNewPasswordRequired: 'একটি পাসওয়ার্ড বেছে নিন।',
  errorNewEmailRequired: 'আপনার নতুন ইমেল ঠিকানা লিখুন।',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'এটি আগে থেকেই আপনার ইমেল ঠিকানা। অন্য একটি ঠিকানা লিখুন।',
  errorOtpRequired: 'ইমেলে পাওয়া ছয় সংখ্যার কোডটি লিখুন।',
  errorInvalidEmail: 'একটি সঠিক ইমেল ঠিকানা লিখুন, যেমন name@example.com।',
  errorPasswordTooShort: {
    one: 'কমপক্ষে {min}টি অক্ষর ব্যবহার করুন।',
    other: 'কমপক্ষে {min}টি অক্ষর ব্যবহার করুন।',
  },
  errorOtpIncomplete: 'কোডের ছয়টি অঙ্কই লিখুন।',
  errorInvalidUrl: 'https:// দিয়ে শুরু হওয়া পুরো ওয়েব ঠিকানা লিখুন।',
  errorConfirmWord: 'নিশ্চিত করতে হুবহু “{word}” লিখুন।',
  errorInvalidNumber: 'একটি সংখ্যা লিখুন।',
  errorInvalidDate: 'একটি সঠিক তারিখ লিখুন।',
  errorConsentRequired: 'অ্যাকাউন্ট তৈরি করার আগে সম্মতি দিতে বাক্সে টিক দিন।',
  errorTooLong: {
    one: 'সর্বাধিক {max}টি অক্ষর ব্যবহার করুন।',
    other: 'সর্বাধিক {max}টি অক্ষর ব্যবহার করুন।',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'ইমেল বা পাসওয়ার্ড ভুল।',
  errorCurrentPasswordWrong: 'বর্তমান পাসওয়ার্ড ভুল।',
  errorRateLimited: 'অনেকবার চেষ্টা করা হয়েছে। কাউন্টডাউন শেষ হওয়া পর্যন্ত অপেক্ষা করুন, তারপর আবার চেষ্টা করুন।',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'অনেকবার চেষ্টা করা হয়েছে। পরে আবার চেষ্টা করুন।',
  errorNetwork: 'পরিষেবার সাথে সংযোগ করা যাচ্ছে না। আপনার ইন্টারনেট সংযোগ দেখে নিয়ে আবার জমা দিন।',
  errorInvalidOtp: 'কোডটি ভুল বা আর বৈধ নয়। কোডটি দেখে নিন, অথবা নতুন কোড চেয়ে নিন।',
  errorOtpExpired: 'কোডটির মেয়াদ শেষ হয়ে গেছে। নতুন কোড চেয়ে নিন।',
  errorEmailTaken: 'এই ইমেল দিয়ে আগে থেকেই একটি অ্যাকাউন্ট আছে। তার বদলে সাইন-ইন করুন।',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'অন্য একটি অ্যাকাউন্ট এই ইমেল ব্যবহার করছে। অন্য ইমেল লিখুন।',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'এই পাসওয়ার্ডটি খুব সাধারণ। এমন একটি পাসওয়ার্ড বেছে নিন যা সহজে অনুমান করা যায় না।',
  errorUsernameTaken: 'এই ইউজারনেমটি আগেই নেওয়া হয়েছে। অন্য একটি বেছে নিন।',
  errorAccountDisabled: 'এই অ্যাকাউন্টটি বন্ধ করা হয়েছে।',
  errorSessionEnded: 'আপনার সেশন শেষ হয়ে গেছে। আবার সাইন-ইন করুন।',
  errorNotAllowed: 'আপনার এটি করার অনুমতি নেই।',
  errorNotFound: 'এই অ্যাকাউন্টটি আর নেই।',
  errorApiKeyRequired:
    'পাসওয়ার্ড পুনরুদ্ধারের জন্য আপনার অ্যাপের পাবলিক API কী প্রয়োজন: AuthProvider-এ apiKey দিন।',
  errorUnknown: 'কোনো সমস্যা হয়েছে: {message}',
};
