/**
 * The English dictionary, and the shape of every other: its `locale` and `dir`, each visible
 * string of the forms and a message for each error the service can give. `{name}` placeholders
 * are filled in by the forms (`{seconds}`, `{email}`, `{index}`, `{count}`, `{min}`, `{max}`, `{message}`,
 * `{word}`), numbers in the locale's format; each entry's are typed from its English text
 * (`PlaceholderValues`). An entry with a count is one text per plural category the language
 * has (`one`, `few`, `many`, … and always `other`), chosen by `Intl.PluralRules`.
 */
export const en = {
  /** The BCP 47 tag of the language: picks plural forms and number format. */
  locale: 'en',
  /** Writing direction: `'rtl'` mirrors the forms (Arabic, Hebrew). */
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Create an account',
  signupSubmit: 'Create account',
  loginTitle: 'Sign in',
  loginSubmit: 'Sign in',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'You are signed in.',
  verifyEmailTitle: 'Verify your email',
  verifyEmailDescription: 'Enter the 6-digit code we sent to {email}.',
  verifyEmailSubmit: 'Verify email',
  emailVerified: 'Your email is verified.',
  resendCode: 'Resend code',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Resend code in {seconds} second',
    other: 'Resend code in {seconds} seconds',
  },
  codeSent: 'We sent a new code to {email}.',
  forgotPasswordTitle: 'Forgot your password?',
  forgotPasswordDescription: 'Enter your email and we will send you a code to reset your password.',
  forgotPasswordSubmit: 'Send reset code',
  resetPasswordTitle: 'Reset your password',
  resetPasswordDescription: 'Enter the code we sent to {email} and choose a new password.',
  resetPasswordSubmit: 'Reset password',
  passwordResetDone: 'Your password was reset. Sign in with your new password.',
  changePasswordTitle: 'Change password',
  changePasswordSubmit: 'Change password',
  // The change went through, and signing in again with the new password did too.
  changePasswordDoneSignedIn:
    'Your password was changed. You were signed out on your other devices.',
  // The change went through, but signing in again with it did not (a rate limit, the network).
  changePasswordDone: 'Your password was changed. Sign in again with your new password.',
  // Said before the submit: what a change does to the other sessions.
  changePasswordOtherDevices: 'Changing it signs you out on your other devices.',
  profileTitle: 'Profile',
  profileSubmit: 'Save changes',
  profileSaved: 'Your changes were saved.',
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
  accountDeleted: 'Your account was deleted.',
  cancel: 'Cancel',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'You need to sign in to do this.',
  signInRequiredLink: 'Sign in',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Your session has ended. Sign in to continue.',
  sessionEndedDescription: 'What you entered is kept and sent again once you are signed in.',

  // The account menu (UserButton) and its avatar.
  /**
   * The account button's accessible name, with the user's name.
   * @default 'Account menu, {name}'
   */
  accountMenuLabel: 'Account menu, {name}',
  /**
   * The menu item to the account page (`viewHrefs.account`, else `onManageAccount`).
   * @default 'Manage account'
   */
  manageAccount: 'Manage account',
  /** The menu's last item: signs out. @default 'Sign out' */
  signOut: 'Sign out',
  /** The account button's link when nobody is signed in (`signInLink`). @default 'Sign in' */
  userButtonSignIn: 'Sign in',

  // The account page's Email section (EmailSettings).
  /** The Email section's heading. @default 'Email' */
  emailSettingsTitle: 'Email',
  /** The badge of a verified address (`emailVerified: true`). @default 'Verified' */
  emailStatusVerified: 'Verified',
  /** The badge of an address not yet verified (`emailVerified: false`). @default 'Not verified' */
  emailStatusNotVerified: 'Not verified',
  /** Opens the code field for an unverified address. @default 'Send verification code' */
  emailSendVerification: 'Send verification code',
  /** The button that opens the change of address, and its form's heading. @default 'Change email' */
  changeEmail: 'Change email',
  /** The change form's submit: saves the new address, then a code is sent to it. */
  changeEmailSubmit: 'Save new email',
  newEmailLabel: 'New email',
  /** Over the code field after a change of address: where the code went, and what changed. */
  emailChangedDescription:
    'Enter the 6-digit code we sent to {email}. You now sign in with this address, not {previousEmail}.',

  // The account page's rows (AccountSettings); Profile, Email and Delete account are titled with
  // their forms' headings.
  /** The Password row's title (its action stays "Change password"). @default 'Password' */
  passwordSettingsTitle: 'Password',

  // The account page's rows at rest (AccountSettings): a line under each title, one action each.
  /** Under Profile's title. @default 'Your name and how people can reach you.' */
  profileRowDescription: 'Your name and how people can reach you.',
  /** Profile's value when none of its fields is filled. @default 'Nothing added yet.' */
  profileRowEmpty: 'Nothing added yet.',
  /** Opens Profile's form in place. @default 'Edit profile' */
  editProfile: 'Edit profile',
  /** Under Email's title. @default 'The address you sign in with and get codes at.' */
  emailRowDescription: 'The address you sign in with and get codes at.',
  /** Under Password's title. @default 'Used to sign in. Changing it signs you out elsewhere.' */
  passwordRowDescription: 'Used to sign in. Changing it signs you out elsewhere.',
  /** Under Delete account's title. @default 'Remove your account and its data for good.' */
  deleteRowDescription: 'Remove your account and its data for good.',
  /** Asked before another row opens while one holds typed input. @default 'Discard changes?' */
  discardChangesTitle: 'Discard changes?',
  discardChangesDescription: 'What you typed in {section} is not saved and will be lost.',
  /** Closes the open row and loses its input. @default 'Discard' */
  discardChanges: 'Discard',
  /** Keeps the open row and its input. @default 'Keep editing' */
  keepEditing: 'Keep editing',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  /** @default 'Verify your email address' */
  emailPromptTitle: 'Verify your email address',
  emailPromptDescription: 'We will send a 6-digit code to {email}.',
  /** Sends the code and opens the code field. @default 'Send code' */
  emailPromptSend: 'Send code',
  /** Once the code was right: the notice's last words. @default 'Email verified' */
  emailPromptDone: 'Email verified',
  /** Closes the notice (with `onDismiss`). @default 'Not now' */
  emailPromptDismiss: 'Not now',

  // The idle sign-out's warning (IdleTimeout): announced when it opens and once near the end.
  /** @default 'Your session is about to end' */
  idleTitle: 'Your session is about to end',
  idleWarning: {
    one: 'For your security, you will be signed out in {seconds} second.',
    other: 'For your security, you will be signed out in {seconds} seconds.',
  },
  /** Extends the session in every tab of the app. @default 'Stay signed in' */
  idleStay: 'Stay signed in',

  // Above the form when a submit leaves two or more errors; each links to its field.
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
  // The empty first choice of an app's select field on sign-up.
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
  forgotPasswordLink: 'Forgot password?',
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
  // Sign-up's app fields: a number or a date that is none.
  errorInvalidNumber: 'Enter a number.',
  errorInvalidDate: 'Enter a real date.',
  // Sign-up's consent checkbox (the app's terms), left unticked.
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
} as const;
