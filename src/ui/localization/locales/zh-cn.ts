import type { AuthLocalization } from '../auth-localization';

/**
 * The Simplified Chinese dictionary (mainland China): polite “您”, full-width punctuation;
 * complete, checked against {@link en} by type and by test.
 */
export const zhCN: AuthLocalization = {
  locale: 'zh-CN',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: '创建账号',
  signupSubmit: '创建账号',
  loginTitle: '登录',
  loginSubmit: '登录',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: '您已登录。',
  verifyEmailTitle: '验证邮箱',
  verifyEmailDescription: '请输入我们发送到 {email} 的 6 位验证码。',
  verifyEmailSubmit: '验证邮箱',
  emailVerified: '您的邮箱已验证。',
  resendCode: '重新发送验证码',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: { other: '{seconds} 秒后可重新发送' },
  codeSent: '我们已向 {email} 发送新的验证码。',
  forgotPasswordTitle: '忘记密码？',
  forgotPasswordDescription: '请输入您的邮箱，我们会向您发送用于重置密码的验证码。',
  forgotPasswordSubmit: '发送重置验证码',
  resetPasswordTitle: '重置密码',
  resetPasswordDescription: '请输入我们发送到 {email} 的验证码，并设置新密码。',
  resetPasswordSubmit: '重置密码',
  passwordResetDone: '密码已重置。请使用新密码登录。',
  changePasswordTitle: '修改密码',
  changePasswordSubmit: '修改密码',
  changePasswordDoneSignedIn: '密码已修改。您已在其他设备上退出登录。',
  changePasswordDone: '密码已修改。请使用新密码重新登录。',
  changePasswordOtherDevices: '修改密码后，您将在其他设备上退出登录。',
  profileTitle: '个人资料',
  profileSubmit: '保存更改',
  profileSaved: '更改已保存。',
  profileLoading: '正在加载个人资料…',
  emailChangeNeedsPassword: '如需更改邮箱，请输入当前密码。',
  deleteAccountTitle: '删除账号',
  deleteAccountDescription: '此操作将删除您的账号及其中的所有数据，且无法撤销。',
  deleteAccountSubmit: '删除账号',
  deleteAccountConfirmTitle: '确定要删除账号吗？',
  deleteAccountConfirmDescription: '此操作无法撤销。请在下方输入“{word}”以确认。',
  deleteAccountConfirmLabel: '输入“{word}”以确认',
  deleteAccountConfirmWord: '删除',
  deleteAccountPasswordDescription: '为了您的账号安全，请输入密码以删除账号。',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: '您的账号已删除。',
  cancel: '取消',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: '请登录后再进行此操作。',
  signInRequiredLink: '登录',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: '登录已过期，请登录后继续。',
  sessionEndedDescription: '您填写的内容会被保留，登录后将自动重新提交。',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: '账号菜单，{name}',
  manageAccount: '管理账号',
  signOut: '退出登录',
  userButtonSignIn: '登录',
  emailSettingsTitle: '邮箱',
  emailStatusVerified: '已验证',
  emailStatusNotVerified: '未验证',
  emailSendVerification: '发送验证码',
  changeEmail: '更改邮箱',
  changeEmailSubmit: '保存新邮箱',
  newEmailLabel: '新邮箱',
  emailChangedDescription:
    '请输入我们发送到 {email} 的 6 位验证码。今后请使用此邮箱登录，{previousEmail} 将无法再用于登录。',
  emailPromptTitle: '请验证您的邮箱',
  emailPromptDescription: '我们将向 {email} 发送 6 位验证码。',
  emailPromptSend: '发送验证码',
  emailPromptDone: '邮箱已验证',
  emailPromptDismiss: '以后再说',
  passwordSettingsTitle: '密码',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: '您的姓名和联系方式。',
  profileRowEmpty: '尚未添加任何信息。',
  editProfile: '编辑个人资料',
  emailRowDescription: '用于登录和接收验证码的邮箱。',
  passwordRowDescription: '用于登录。修改后，您将在其他设备上退出登录。',
  deleteRowDescription: '永久删除您的账号及其数据。',
  discardChangesTitle: '要放弃更改吗？',
  discardChangesDescription: '您在“{section}”中输入的内容尚未保存，将会丢失。',
  discardChanges: '放弃',
  keepEditing: '继续编辑',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: '登录即将过期',
  idleWarning: {
    other: '为了您的安全，您将在 {seconds} 秒后退出登录。',
  },
  idleStay: '保持登录',
  errorSummaryTitle: '请检查以下问题',

  // Field labels and their help.
  nameLabel: '姓名',
  emailLabel: '邮箱',
  passwordLabel: '密码',
  currentPasswordLabel: '当前密码',
  newPasswordLabel: '新密码',
  passwordDescription: '至少 8 个字符。',
  usernameLabel: '用户名',
  phoneLabel: '手机号',
  addressLabel: '地址',
  avatarUrlLabel: '头像网址',
  selectPlaceholder: '请选择',
  otpLabel: '验证码',
  otpCharacterLabel: '第 {index} 位，共 {count} 位',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: '密码强度',
  passwordStrengthWeak: '弱',
  passwordStrengthFair: '中',
  passwordStrengthStrong: '强',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: '忘记密码？',
  signupLink: '创建账号',
  loginLink: '已有账号？去登录',
  backToLoginLink: '返回登录',

  // The submit button while a rate limit runs out.
  retryIn: { other: '{seconds} 秒后重试' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: '此项为必填项。',
  errorNameRequired: '请输入姓名。',
  errorEmailRequired: '请输入邮箱地址。',
  errorPasswordRequired: '请输入密码。',
  errorCurrentPasswordRequired: '请输入当前密码。',
  errorNewPasswordRequired: '请设置密码。',
  errorNewEmailRequired: '请输入新的邮箱地址。',
  errorEmailUnchanged: '这已经是您当前的邮箱，请输入其他邮箱。',
  errorOtpRequired: '请输入邮件中的 6 位验证码。',
  errorInvalidEmail: '请输入有效的邮箱地址，例如 name@example.com。',
  errorPasswordTooShort: { other: '请至少输入 {min} 个字符。' },
  errorOtpIncomplete: '请输入完整的 6 位验证码。',
  errorInvalidUrl: '请输入以 https:// 开头的完整网址。',
  errorConfirmWord: '请准确输入“{word}”以确认。',
  errorInvalidNumber: '请输入数字。',
  errorInvalidDate: '请输入有效日期。',
  errorConsentRequired: '创建账号前，请勾选此框表示同意。',
  errorTooLong: { other: '最多输入 {max} 个字符。' },

  // What the service answered, by error code.
  errorInvalidCredentials: '邮箱或密码错误。',
  errorCurrentPasswordWrong: '当前密码错误。',
  errorRateLimited: '尝试次数过多。请等待倒计时结束后再试。',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: '尝试次数过多，请稍后再试。',
  errorNetwork: '无法连接到服务。请检查网络连接，然后重新提交。',
  errorInvalidOtp: '验证码错误或已失效。请检查后重试，或重新发送验证码。',
  errorOtpExpired: '验证码已过期，请重新发送。',
  errorEmailTaken: '该邮箱已注册账号，请直接登录。',
  // Profile: the new email belongs to another account.
  errorEmailInUse: '该邮箱已被其他账号使用，请换一个邮箱。',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: '该密码过于常见，请设置一个更难被猜到的密码。',
  errorUsernameTaken: '该用户名已被占用，请换一个。',
  errorAccountDisabled: '该账号已被停用。',
  errorSessionEnded: '登录已过期，请重新登录。',
  errorNotAllowed: '您无权执行此操作。',
  errorNotFound: '该账号已不存在。',
  errorApiKeyRequired: '找回密码需要应用的公开 API 密钥：请将 apiKey 传给 AuthProvider。',
  errorUnknown: '出了点问题：{message}',
};
