import type { AuthLocalization } from '../auth-localization';

/**
 * The British English dictionary (English, United Kingdom): `en`'s plain register, with British
 * spelling and usage as GOV.UK, the NHS, UK banks and Microsoft's and Google's en-GB address
 * users: the present perfect for what has just happened ("Your password has been reset",
 * "We've sent a new code") where American English writes the simple past, and "Forgotten your
 * password?". The other entries have no British difference and equal `en`'s. Complete: checked
 * against {@link en} by type and by test.
 */
export const enGB: AuthLocalization = {
  locale: 'en-GB',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Create an account',
  signupSubmit: 'Create account',
  loginTitle: 'Sign in',
  loginSubmit: 'Sign in',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'You are signed in.',
  verifyEmailTitle: 'Verify your email',
  verifyEmailDescription: "Enter the 6-digit code we've sent to {email}.",
  verifyEmailSubmit: 'Verify email',
  emailVerified: 'Your email is verified.',
  resendCode: 'Resend code',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Resend code in {seconds} second',
    other: 'Resend code in {seconds} seconds',
  },
  codeSent: "We've sent a new code to {email}.",
  forgotPasswordTitle: 'Forgotten your password?',
  forgotPasswordDescription: 'Enter your email and we will send you a code to reset your password.',
  forgotPasswordSubmit: 'Send reset code',
  resetPasswordTitle: 'Reset your password',
  resetPasswordDescription: "Enter the code we've sent to {email} and choose a new password.",
  resetPasswordSubmit: 'Reset password',
  passwordResetDone: 'Your password has been reset. Sign in with your new password.',
  changePasswordTitle: 'Change password',
  changePasswordSubmit: 'Change password',
  changePasswordDoneSignedIn:
    'Your password has been changed. You have been signed out on your other devices.',
  changePasswordDone: 'Your password has been changed. Sign in again with your new password.',
  changePasswordOtherDevices: 'Changing it signs you out on your other devices.',
  profileTitle: 'Profile',
  profileSubmit: 'Save changes',
  profileSaved: 'Your changes have been saved.',
  profileLoading: 'Loading your profile…',
  emailChangeNeedsPassword: 'To change your email, enter your current password.',
  deleteAccountTitle: 'Delete account',
  deleteAccountDescription: 'This deletes your account and everything in it. It cannot be undone.',
  deleteAccountSubmit: 'Delete account',
  deleteAccountConfirmTitle: 'Delete your account?',
  deleteAccountConfirmDescription: 'This cannot be undone. Type {word} below to confirm.',
  deleteAccountConfirmLabel: 'Type {word} to confirm',
  deleteAccountConfirmWord: 'DELETE',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'For your security, enter your password to delete your account.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Your account has been deleted.',
  cancel: 'Cancel',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'You need to sign in to do this.',
  signInRequiredLink: 'Sign in',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Your session has ended. Sign in to continue.',
  sessionEndedDescription: 'What you entered is kept and sent again once you are signed in.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Account menu, {name}',
  manageAccount: 'Manage account',
  signOut: 'Sign out',
  userButtonSignIn: 'Sign in',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Email',
  emailStatusVerified: 'Verified',
  emailStatusNotVerified: 'Not verified',
  emailSendVerification: 'Send verification code',
  changeEmail: 'Change email',
  changeEmailSubmit: 'Save new email',
  newEmailLabel: 'New email',
  emailChangedDescription:
    "Enter the 6-digit code we've sent to {email}. You now sign in with this address, not {previousEmail}.",

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Password',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Your name and how people can reach you.',
  profileRowEmpty: 'Nothing added yet.',
  editProfile: 'Edit profile',
  emailRowDescription: 'The address you sign in with and get codes at.',
  passwordRowDescription: 'Used to sign in. Changing it signs you out elsewhere.',
  deleteRowDescription: 'Remove your account and its data for good.',
  discardChangesTitle: 'Discard changes?',
  discardChangesDescription: 'What you typed in {section} is not saved and will be lost.',
  discardChanges: 'Discard',
  keepEditing: 'Keep editing',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Verify your email address',
  emailPromptDescription: 'We will send a 6-digit code to {email}.',
  emailPromptSend: 'Send code',
  emailPromptDone: 'Email verified',
  emailPromptDismiss: 'Not now',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Your session is about to end',
  idleWarning: {
    one: 'For your security, you will be signed out in {seconds} second.',
    other: 'For your security, you will be signed out in {seconds} seconds.',
  },
  idleStay: 'Stay signed in',
  errorSummaryTitle: 'There is a problem',

  // Field labels and their help.
  nameLabel: 'Name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  passwordDescription: 'At least 8 characters.',
  usernameLabel: 'Username',
  phoneLabel: 'Phone',
  addressLabel: 'Address',
  avatarUrlLabel: 'Avatar URL',
  selectPlaceholder: 'Select an option',
  otpLabel: 'Verification code',
  otpCharacterLabel: 'Digit {index} of {count}',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Password strength',
  passwordStrengthWeak: 'Weak',
  passwordStrengthFair: 'Fair',
  passwordStrengthStrong: 'Strong',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Forgotten password?',
  signupLink: 'Create an account',
  loginLink: 'Sign in instead',
  backToLoginLink: 'Back to sign in',

  // The submit button while a rate limit runs out.
  retryIn: { one: 'Try again in {seconds} second', other: 'Try again in {seconds} seconds' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'This field is required.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Enter your name.',
  errorEmailRequired: 'Enter your email address.',
  errorPasswordRequired: 'Enter your password.',
  errorCurrentPasswordRequired: 'Enter your current password.',
  errorNewPasswordRequired: 'Choose a password.',
  errorNewEmailRequired: 'Enter your new email address.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'This is already your email address. Enter a different one.',
  errorOtpRequired: 'Enter the 6-digit code from the email.',
  errorInvalidEmail: 'Enter a valid email address, like name@example.com.',
  errorPasswordTooShort: {
    one: 'Use at least {min} character.',
    other: 'Use at least {min} characters.',
  },
  errorOtpIncomplete: 'Enter all 6 digits of the code.',
  errorInvalidUrl: 'Enter a full web address, starting with https://.',
  errorConfirmWord: 'Type {word} exactly to confirm.',
  errorInvalidNumber: 'Enter a number.',
  errorInvalidDate: 'Enter a real date.',
  errorConsentRequired: 'Tick the box to agree before you create your account.',
  errorTooLong: {
    one: 'Use at most {max} character.',
    other: 'Use at most {max} characters.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'The email or password is wrong.',
  errorCurrentPasswordWrong: 'The current password is wrong.',
  errorRateLimited: 'Too many attempts. Wait for the countdown to end, then try again.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Too many attempts. Try again later.',
  errorNetwork: 'The service cannot be reached. Check your connection, then submit again.',
  errorInvalidOtp: 'That code is wrong or no longer valid. Check it, or resend a new one.',
  errorOtpExpired: 'That code has expired. Resend a new one.',
  errorEmailTaken: 'An account with this email already exists. Sign in instead.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Another account uses this email. Enter a different one.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'This password is too common. Choose one that is harder to guess.',
  errorUsernameTaken: 'This username is taken. Choose another.',
  errorAccountDisabled: 'This account is disabled.',
  errorSessionEnded: 'Your session has ended. Sign in again.',
  errorNotAllowed: 'You are not allowed to do this.',
  errorNotFound: 'This account no longer exists.',
  errorApiKeyRequired:
    "Password recovery needs your app's public API key: pass apiKey to AuthProvider.",
  errorUnknown: 'Something went wrong: {message}',
};
