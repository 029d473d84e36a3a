import type { AuthLocalization } from '../auth-localization';

/**
 * The Traditional Chinese dictionary (Taiwan): polite「您」, full-width punctuation and 「」
 * quotes; complete, checked against {@link en} by type and by test.
 */
export const zhTW: AuthLocalization = {
  locale: 'zh-TW',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: '建立帳戶',
  signupSubmit: '建立帳戶',
  loginTitle: '登入',
  loginSubmit: '登入',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: '您已登入。',
  verifyEmailTitle: '驗證電子郵件',
  verifyEmailDescription: '請輸入我們傳送到 {email} 的 6 位數驗證碼。',
  verifyEmailSubmit: '驗證電子郵件',
  emailVerified: '您的電子郵件已通過驗證。',
  resendCode: '重新傳送驗證碼',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: { other: '{seconds} 秒後可重新傳送' },
  codeSent: '我們已將新的驗證碼傳送到 {email}。',
  forgotPasswordTitle: '忘記密碼了嗎？',
  forgotPasswordDescription: '請輸入您的電子郵件，我們會傳送重設密碼用的驗證碼給您。',
  forgotPasswordSubmit: '傳送重設驗證碼',
  resetPasswordTitle: '重設密碼',
  resetPasswordDescription: '請輸入我們傳送到 {email} 的驗證碼，並設定新密碼。',
  resetPasswordSubmit: '重設密碼',
  passwordResetDone: '密碼已重設。請使用新密碼登入。',
  changePasswordTitle: '變更密碼',
  changePasswordSubmit: '變更密碼',
  changePasswordDoneSignedIn: '密碼已變更。您已在其他裝置上登出。',
  changePasswordDone: '密碼已變更。請使用新密碼重新登入。',
  changePasswordOtherDevices: '變更密碼後，您將在其他裝置上登出。',
  profileTitle: '個人資料',
  profileSubmit: '儲存變更',
  profileSaved: '變更已儲存。',
  profileLoading: '正在載入個人資料…',
  emailChangeNeedsPassword: '如要變更電子郵件，請輸入目前的密碼。',
  deleteAccountTitle: '刪除帳戶',
  deleteAccountDescription: '這會刪除您的帳戶及其中的所有資料，且無法復原。',
  deleteAccountSubmit: '刪除帳戶',
  deleteAccountConfirmTitle: '確定要刪除帳戶嗎？',
  deleteAccountConfirmDescription: '此動作無法復原。請在下方輸入「{word}」以確認。',
  deleteAccountConfirmLabel: '輸入「{word}」以確認',
  deleteAccountConfirmWord: '刪除',
  deleteAccountPasswordDescription: '為了您的帳戶安全，請輸入密碼以刪除帳戶。',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: '您的帳戶已刪除。',
  cancel: '取消',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: '您必須登入才能執行此動作。',
  signInRequiredLink: '登入',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: '工作階段已結束。請登入以繼續。',
  sessionEndedDescription: '您輸入的內容會保留，登入後將自動重新送出。',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: '帳戶選單，{name}',
  manageAccount: '管理帳戶',
  signOut: '登出',
  userButtonSignIn: '登入',
  emailSettingsTitle: '電子郵件',
  emailStatusVerified: '已驗證',
  emailStatusNotVerified: '未驗證',
  emailSendVerification: '傳送驗證碼',
  changeEmail: '變更電子郵件',
  changeEmailSubmit: '儲存新的電子郵件',
  newEmailLabel: '新的電子郵件',
  emailChangedDescription:
    '請輸入我們傳送到 {email} 的 6 位數驗證碼。今後請使用這個地址登入，{previousEmail} 將無法再用來登入。',
  emailPromptTitle: '請驗證您的電子郵件地址',
  emailPromptDescription: '我們會將 6 位數驗證碼傳送到 {email}。',
  emailPromptSend: '傳送驗證碼',
  emailPromptDone: '電子郵件已通過驗證',
  emailPromptDismiss: '稍後再說',
  passwordSettingsTitle: '密碼',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: '您的姓名與聯絡方式。',
  profileRowEmpty: '尚未新增任何資訊。',
  editProfile: '編輯個人資料',
  emailRowDescription: '用於登入及接收驗證碼的電子郵件地址。',
  passwordRowDescription: '用於登入。變更後，您將在其他裝置上登出。',
  deleteRowDescription: '永久刪除您的帳戶及其資料。',
  discardChangesTitle: '要捨棄變更嗎？',
  discardChangesDescription: '您在「{section}」中輸入的內容尚未儲存，將會遺失。',
  discardChanges: '捨棄',
  keepEditing: '繼續編輯',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: '工作階段即將結束',
  idleWarning: {
    other: '為了保護您的安全，系統將在 {seconds} 秒後將您登出。',
  },
  idleStay: '保持登入',
  errorSummaryTitle: '請檢查以下問題',

  // Field labels and their help.
  nameLabel: '姓名',
  emailLabel: '電子郵件',
  passwordLabel: '密碼',
  currentPasswordLabel: '目前的密碼',
  newPasswordLabel: '新密碼',
  passwordDescription: '至少 8 個字元。',
  usernameLabel: '使用者名稱',
  phoneLabel: '電話',
  addressLabel: '地址',
  avatarUrlLabel: '大頭貼網址',
  selectPlaceholder: '請選擇',
  otpLabel: '驗證碼',
  otpCharacterLabel: '第 {index} 位數，共 {count} 位數',
  showPassword: '顯示密碼',
  hidePassword: '隱藏密碼',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: '密碼強度',
  passwordStrengthWeak: '弱',
  passwordStrengthFair: '中',
  passwordStrengthStrong: '強',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: '忘記密碼？',
  signupLink: '建立帳戶',
  loginLink: '已有帳戶？改為登入',
  backToLoginLink: '返回登入',

  // The submit button while a rate limit runs out.
  retryIn: { other: '{seconds} 秒後再試一次' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: '此欄位為必填。',
  errorNameRequired: '請輸入姓名。',
  errorEmailRequired: '請輸入電子郵件地址。',
  errorPasswordRequired: '請輸入密碼。',
  errorCurrentPasswordRequired: '請輸入目前的密碼。',
  errorNewPasswordRequired: '請設定密碼。',
  errorNewEmailRequired: '請輸入新的電子郵件地址。',
  errorEmailUnchanged: '這已經是您目前的電子郵件地址，請輸入其他地址。',
  errorOtpRequired: '請輸入電子郵件中的 6 位數驗證碼。',
  errorInvalidEmail: '請輸入有效的電子郵件地址，例如 name@example.com。',
  errorPasswordTooShort: { other: '請至少使用 {min} 個字元。' },
  errorOtpIncomplete: '請輸入完整的 6 位數驗證碼。',
  errorInvalidUrl: '請輸入以 https:// 開頭的完整網址。',
  errorConfirmWord: '請準確輸入「{word}」以確認。',
  errorInvalidNumber: '請輸入數字。',
  errorInvalidDate: '請輸入有效的日期。',
  errorConsentRequired: '建立帳戶前，請勾選此方塊表示同意。',
  errorTooLong: { other: '最多只能使用 {max} 個字元。' },

  // What the service answered, by error code.
  errorInvalidCredentials: '電子郵件或密碼錯誤。',
  errorCurrentPasswordWrong: '目前的密碼錯誤。',
  errorRateLimited: '嘗試次數過多。請等倒數結束後再試一次。',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: '嘗試次數過多，請稍後再試。',
  errorNetwork: '無法連線到服務。請檢查網路連線，然後重新送出。',
  errorInvalidOtp: '驗證碼錯誤或已失效。請檢查驗證碼，或重新傳送新的驗證碼。',
  errorOtpExpired: '驗證碼已過期，請重新傳送新的驗證碼。',
  errorEmailTaken: '這個電子郵件已有帳戶，請改為登入。',
  // Profile: the new email belongs to another account.
  errorEmailInUse: '其他帳戶已使用這個電子郵件，請輸入其他電子郵件。',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: '這個密碼太常見了，請選擇較難猜到的密碼。',
  errorUsernameTaken: '這個使用者名稱已有人使用，請選擇其他名稱。',
  errorAccountDisabled: '這個帳戶已停用。',
  errorSessionEnded: '工作階段已結束，請重新登入。',
  errorNotAllowed: '您沒有權限執行此動作。',
  errorNotFound: '這個帳戶已不存在。',
  errorApiKeyRequired: '密碼復原需要應用程式的公開 API 金鑰：請將 apiKey 傳給 AuthProvider。',
  errorUnknown: '發生錯誤：{message}',
};
