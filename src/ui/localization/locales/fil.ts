import type { AuthLocalization } from '../auth-localization';

/**
 * The Filipino dictionary (Filipino), friendly neutral "mo"/"iyong" register, as Google, Facebook
 * and Microsoft's Filipino UIs address users, with the English loanwords they use ("email",
 * "password", "code", "mag-sign in", "i-delete"). Complete: checked against {@link en} by type and
 * by test.
 */
export const fil: AuthLocalization = {
  locale: 'fil',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Gumawa ng account',
  signupSubmit: 'Gumawa ng account',
  loginTitle: 'Mag-sign in',
  loginSubmit: 'Mag-sign in',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Naka-sign in ka na.',
  verifyEmailTitle: 'I-verify ang iyong email',
  verifyEmailDescription: 'Ilagay ang 6 na digit na code na ipinadala namin sa {email}.',
  verifyEmailSubmit: 'I-verify ang email',
  emailVerified: 'Na-verify na ang iyong email.',
  resendCode: 'Ipadala ulit ang code',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Ipadala ulit pagkalipas ng {seconds} segundo',
    other: 'Ipadala ulit pagkalipas ng {seconds} segundo',
  },
  codeSent: 'Nagpadala kami ng bagong code sa {email}.',
  forgotPasswordTitle: 'Nakalimutan ang password?',
  forgotPasswordDescription:
    'Ilagay ang iyong email at padadalhan ka namin ng code para ma-reset ang iyong password.',
  forgotPasswordSubmit: 'Ipadala ang code',
  resetPasswordTitle: 'I-reset ang iyong password',
  resetPasswordDescription:
    'Ilagay ang code na ipinadala namin sa {email} at pumili ng bagong password.',
  resetPasswordSubmit: 'I-reset ang password',
  passwordResetDone: 'Na-reset na ang iyong password. Mag-sign in gamit ang bagong password.',
  changePasswordTitle: 'Palitan ang password',
  changePasswordSubmit: 'Palitan ang password',
  changePasswordDoneSignedIn:
    'Napalitan na ang iyong password. Na-sign out ka na sa iyong iba pang device.',
  changePasswordDone:
    'Napalitan na ang iyong password. Mag-sign in ulit gamit ang bagong password.',
  changePasswordOtherDevices:
    'Kapag pinalitan mo ang password, masa-sign out ka sa iyong iba pang device.',
  profileTitle: 'Profile',
  profileSubmit: 'I-save ang mga pagbabago',
  profileSaved: 'Na-save na ang iyong mga pagbabago.',
  profileLoading: 'Nilo-load ang iyong profile…',
  emailChangeNeedsPassword: 'Para mapalitan ang iyong email, ilagay ang kasalukuyan mong password.',
  deleteAccountTitle: 'I-delete ang account',
  deleteAccountDescription:
    'Ide-delete nito ang iyong account at ang lahat ng nasa loob nito. Hindi na ito maa-undo.',
  deleteAccountSubmit: 'I-delete ang account',
  deleteAccountConfirmTitle: 'I-delete ang iyong account?',
  deleteAccountConfirmDescription:
    'Hindi na ito maa-undo. I-type ang {word} sa ibaba para kumpirmahin.',
  deleteAccountConfirmLabel: 'I-type ang {word} para kumpirmahin',
  deleteAccountConfirmWord: 'BURAHIN',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Para sa iyong seguridad, ilagay ang iyong password para i-delete ang account mo.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Na-delete na ang iyong account.',
  cancel: 'Kanselahin',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Kailangan mong mag-sign in para magawa ito.',
  signInRequiredLink: 'Mag-sign in',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Nag-expire na ang iyong session. Mag-sign in para magpatuloy.',
  sessionEndedDescription:
    'Nakatabi ang iyong mga inilagay at ipapadala ulit ang mga ito kapag naka-sign in ka na.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menu ng account, {name}',
  manageAccount: 'Pamahalaan ang account',
  signOut: 'Mag-sign out',
  userButtonSignIn: 'Mag-sign in',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Email',
  emailStatusVerified: 'Na-verify',
  emailStatusNotVerified: 'Hindi pa na-verify',
  emailSendVerification: 'Ipadala ang code sa pag-verify',
  changeEmail: 'Palitan ang email',
  changeEmailSubmit: 'I-save ang bagong email',
  newEmailLabel: 'Bagong email',
  emailChangedDescription:
    'Ilagay ang 6 na digit na code na ipinadala namin sa {email}. Ang address na ito na ang gagamitin mo sa pag-sign in, hindi na ang {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Password',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Ang pangalan mo at kung paano ka makokontak.',
  profileRowEmpty: 'Wala pang naidagdag.',
  editProfile: 'I-edit ang profile',
  emailRowDescription: 'Ang address mo sa pag-sign in at pagtanggap ng code.',
  passwordRowDescription: 'Pang-sign in. Kapag pinalitan, masa-sign out ka sa ibang device.',
  deleteRowDescription: 'Permanenteng i-delete ang iyong account at ang data nito.',
  discardChangesTitle: 'I-discard ang mga pagbabago?',
  discardChangesDescription: 'Hindi pa naka-save ang inilagay mo sa “{section}” at mawawala ito.',
  discardChanges: 'I-discard',
  keepEditing: 'Ituloy ang pag-edit',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'I-verify ang iyong email address',
  emailPromptDescription: 'Magpapadala kami ng 6 na digit na code sa {email}.',
  emailPromptSend: 'Ipadala ang code',
  emailPromptDone: 'Na-verify na ang email',
  emailPromptDismiss: 'Hindi ngayon',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Malapit nang matapos ang iyong session',
  idleWarning: {
    one: 'Para sa iyong seguridad, masa-sign out ka sa loob ng {seconds} segundo.',
    other: 'Para sa iyong seguridad, masa-sign out ka sa loob ng {seconds} segundo.',
  },
  idleStay: 'Manatiling naka-sign in',
  errorSummaryTitle: 'May problema',

  // Field labels and their help.
  nameLabel: 'Pangalan',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  currentPasswordLabel: 'Kasalukuyang password',
  newPasswordLabel: 'Bagong password',
  passwordDescription: 'Hindi bababa sa 8 character.',
  usernameLabel: 'Pangalan ng user',
  phoneLabel: 'Telepono',
  addressLabel: 'Tirahan',
  avatarUrlLabel: 'URL ng avatar',
  selectPlaceholder: 'Pumili ng opsyon',
  otpLabel: 'Code sa pag-verify',
  otpCharacterLabel: 'Digit {index} sa {count}',
  showPassword: 'Ipakita ang password',
  hidePassword: 'Itago ang password',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Lakas ng password',
  passwordStrengthWeak: 'Mahina',
  passwordStrengthFair: 'Katamtaman',
  passwordStrengthStrong: 'Malakas',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Nakalimutan ang password?',
  signupLink: 'Gumawa ng account',
  loginLink: 'May account na ako',
  backToLoginLink: 'Bumalik sa pag-sign in',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Subukan ulit pagkalipas ng {seconds} segundo',
    other: 'Subukan ulit pagkalipas ng {seconds} segundo',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Kinakailangan ang field na ito.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Ilagay ang iyong pangalan.',
  errorEmailRequired: 'Ilagay ang iyong email address.',
  errorPasswordRequired: 'Ilagay ang iyong password.',
  errorCurrentPasswordRequired: 'Ilagay ang kasalukuyan mong password.',
  errorNewPasswordRequired: 'Pumili ng password.',
  errorNewEmailRequired: 'Ilagay ang iyong bagong email address.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Ito na ang iyong email address. Maglagay ng ibang address.',
  errorOtpRequired: 'Ilagay ang 6 na digit na code mula sa email.',
  errorInvalidEmail: 'Maglagay ng valid na email address, gaya ng name@example.com.',
  errorPasswordTooShort: {
    one: 'Gumamit ng hindi bababa sa {min} character.',
    other: 'Gumamit ng hindi bababa sa {min} character.',
  },
  errorOtpIncomplete: 'Ilagay ang lahat ng 6 na digit ng code.',
  errorInvalidUrl: 'Maglagay ng kumpletong web address na nagsisimula sa https://.',
  errorConfirmWord: 'I-type nang eksakto ang {word} para kumpirmahin.',
  errorInvalidNumber: 'Maglagay ng numero.',
  errorInvalidDate: 'Maglagay ng totoong petsa.',
  errorConsentRequired: 'Lagyan ng tsek ang kahon para pumayag bago gumawa ng account.',
  errorTooLong: {
    one: 'Gumamit ng hindi hihigit sa {max} character.',
    other: 'Gumamit ng hindi hihigit sa {max} character.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Mali ang email o password.',
  errorCurrentPasswordWrong: 'Mali ang kasalukuyang password.',
  errorRateLimited:
    'Masyadong maraming pagsubok. Hintaying matapos ang countdown, saka subukan ulit.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Masyadong maraming pagsubok. Subukan ulit mamaya.',
  errorNetwork: 'Hindi maabot ang serbisyo. Tingnan ang iyong koneksyon, saka ipadala ulit.',
  errorInvalidOtp: 'Mali o hindi na valid ang code na iyan. Tingnan ito, o ipadala ulit ang code.',
  errorOtpExpired: 'Nag-expire na ang code na iyan. Ipadala ulit ang code.',
  errorEmailTaken: 'May account na gamit ang email na ito. Mag-sign in na lang.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Ginagamit ng ibang account ang email na ito. Maglagay ng iba.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Masyadong karaniwan ang password na ito. Pumili ng mas mahirap hulaan.',
  errorUsernameTaken: 'May gumagamit na ng pangalan ng user na ito. Pumili ng iba.',
  errorAccountDisabled: 'Naka-disable ang account na ito.',
  errorSessionEnded: 'Nag-expire na ang iyong session. Mag-sign in ulit.',
  errorNotAllowed: 'Hindi ka pinapayagang gawin ito.',
  errorNotFound: 'Wala na ang account na ito.',
  errorApiKeyRequired:
    'Kailangan ng pag-recover ng password ang pampublikong API key ng iyong app: ipasa ang apiKey sa AuthProvider.',
  errorUnknown: 'Nagkaproblema: {message}',
};
