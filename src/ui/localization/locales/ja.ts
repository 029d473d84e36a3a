import type { AuthLocalization } from '../auth-localization';

/**
 * The Japanese dictionary: polite です/ます, plain nouns for labels and buttons, complete,
 * checked against {@link en} by type and by test.
 */
export const ja: AuthLocalization = {
  locale: 'ja',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'アカウントを作成',
  signupSubmit: 'アカウントを作成',
  loginTitle: 'ログイン',
  loginSubmit: 'ログイン',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'ログインしました。',
  verifyEmailTitle: 'メールアドレスの確認',
  verifyEmailDescription: '{email} に送信した6桁のコードを入力してください。',
  verifyEmailSubmit: 'メールアドレスを確認',
  emailVerified: 'メールアドレスを確認しました。',
  resendCode: 'コードを再送信',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: { other: '{seconds}秒後にコードを再送信できます' },
  codeSent: '{email} に新しいコードを送信しました。',
  forgotPasswordTitle: 'パスワードをお忘れですか？',
  forgotPasswordDescription:
    'メールアドレスを入力してください。パスワードを再設定するためのコードをお送りします。',
  forgotPasswordSubmit: '再設定コードを送信',
  resetPasswordTitle: 'パスワードの再設定',
  resetPasswordDescription:
    '{email} に送信したコードを入力し、新しいパスワードを設定してください。',
  resetPasswordSubmit: 'パスワードを再設定',
  passwordResetDone: 'パスワードを再設定しました。新しいパスワードでログインしてください。',
  changePasswordTitle: 'パスワードの変更',
  changePasswordSubmit: 'パスワードを変更',
  changePasswordDoneSignedIn: 'パスワードを変更しました。他のデバイスではログアウトされました。',
  changePasswordDone: 'パスワードを変更しました。新しいパスワードで再度ログインしてください。',
  changePasswordOtherDevices: 'パスワードを変更すると、他のデバイスからログアウトされます。',
  profileTitle: 'プロフィール',
  profileSubmit: '変更を保存',
  profileSaved: '変更を保存しました。',
  profileLoading: 'プロフィールを読み込んでいます…',
  emailChangeNeedsPassword: 'メールアドレスを変更するには、現在のパスワードを入力してください。',
  deleteAccountTitle: 'アカウントの削除',
  deleteAccountDescription:
    'アカウントとそのすべてのデータが削除されます。この操作は取り消せません。',
  deleteAccountSubmit: 'アカウントを削除',
  deleteAccountConfirmTitle: 'アカウントを削除しますか？',
  deleteAccountConfirmDescription:
    'この操作は取り消せません。確認のため、下の欄に「{word}」と入力してください。',
  deleteAccountConfirmLabel: '確認のため「{word}」と入力',
  deleteAccountConfirmWord: '削除',
  deleteAccountPasswordDescription:
    'セキュリティのため、アカウントを削除するにはパスワードを入力してください。',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'アカウントを削除しました。',
  cancel: 'キャンセル',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'この操作を行うにはログインが必要です。',
  signInRequiredLink: 'ログイン',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'セッションの有効期限が切れました。続けるにはログインしてください。',
  sessionEndedDescription: '入力した内容は保持され、ログイン後にもう一度送信されます。',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'アカウントメニュー、{name}',
  manageAccount: 'アカウントの管理',
  signOut: 'ログアウト',
  userButtonSignIn: 'ログイン',
  emailSettingsTitle: 'メールアドレス',
  emailStatusVerified: '確認済み',
  emailStatusNotVerified: '未確認',
  emailSendVerification: '確認コードを送信',
  changeEmail: 'メールアドレスを変更',
  changeEmailSubmit: '新しいメールアドレスを保存',
  newEmailLabel: '新しいメールアドレス',
  emailChangedDescription:
    '{email} に送信した6桁のコードを入力してください。今後は {previousEmail} ではなく、このアドレスでログインします。',
  emailPromptTitle: 'メールアドレスを確認してください',
  emailPromptDescription: '{email} に6桁のコードを送信します。',
  emailPromptSend: 'コードを送信',
  emailPromptDone: 'メールアドレスを確認しました',
  emailPromptDismiss: '後で',
  passwordSettingsTitle: 'パスワード',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: '名前と連絡先の情報です。',
  profileRowEmpty: 'まだ何も登録されていません。',
  editProfile: 'プロフィールを編集',
  emailRowDescription: 'ログインとコードの受け取りに使うアドレスです。',
  passwordRowDescription: 'ログインに使います。変更すると他のデバイスからログアウトされます。',
  deleteRowDescription: 'アカウントとそのデータを完全に削除します。',
  discardChangesTitle: '変更を破棄しますか？',
  discardChangesDescription: '「{section}」に入力した内容は保存されておらず、失われます。',
  discardChanges: '破棄',
  keepEditing: '編集を続ける',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'まもなくセッションが終了します',
  idleWarning: {
    other: 'セキュリティのため、{seconds}秒後にログアウトします。',
  },
  idleStay: 'ログイン状態を維持',
  errorSummaryTitle: '入力内容に問題があります',

  // Field labels and their help.
  nameLabel: '名前',
  emailLabel: 'メールアドレス',
  passwordLabel: 'パスワード',
  currentPasswordLabel: '現在のパスワード',
  newPasswordLabel: '新しいパスワード',
  passwordDescription: '8文字以上',
  usernameLabel: 'ユーザー名',
  phoneLabel: '電話番号',
  addressLabel: '住所',
  avatarUrlLabel: 'アバター画像のURL',
  selectPlaceholder: '選択してください',
  otpLabel: '確認コード',
  otpCharacterLabel: '{count}桁中{index}桁目',
  showPassword: 'パスワードを表示',
  hidePassword: 'パスワードを隠す',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'パスワードの強度',
  passwordStrengthWeak: '弱い',
  passwordStrengthFair: '普通',
  passwordStrengthStrong: '強い',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'パスワードをお忘れですか？',
  signupLink: 'アカウントを作成',
  loginLink: 'アカウントをお持ちの方はログイン',
  backToLoginLink: 'ログインに戻る',

  // The submit button while a rate limit runs out.
  retryIn: { other: '{seconds}秒後に再試行できます' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'この項目は必須です。',
  errorNameRequired: '名前を入力してください。',
  errorEmailRequired: 'メールアドレスを入力してください。',
  errorPasswordRequired: 'パスワードを入力してください。',
  errorCurrentPasswordRequired: '現在のパスワードを入力してください。',
  errorNewPasswordRequired: 'パスワードを設定してください。',
  errorNewEmailRequired: '新しいメールアドレスを入力してください。',
  errorEmailUnchanged: 'これは現在のメールアドレスです。別のアドレスを入力してください。',
  errorOtpRequired: 'メールに記載された6桁のコードを入力してください。',
  errorInvalidEmail: '有効なメールアドレスを入力してください（例：name@example.com）。',
  errorPasswordTooShort: { other: '{min}文字以上で入力してください。' },
  errorOtpIncomplete: '6桁のコードをすべて入力してください。',
  errorInvalidUrl: 'https:// で始まる完全なURLを入力してください。',
  errorConfirmWord: '確認のため「{word}」と正確に入力してください。',
  errorInvalidNumber: '数値を入力してください。',
  errorInvalidDate: '正しい日付を入力してください。',
  errorConsentRequired: 'アカウントを作成する前に、チェックボックスをオンにして同意してください。',
  errorTooLong: { other: '{max}文字以内で入力してください。' },

  // What the service answered, by error code.
  errorInvalidCredentials: 'メールアドレスまたはパスワードが正しくありません。',
  errorCurrentPasswordWrong: '現在のパスワードが正しくありません。',
  errorRateLimited: '試行回数が多すぎます。カウントダウンが終わってから、もう一度お試しください。',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
  errorNetwork: 'サービスに接続できません。接続を確認してから、もう一度送信してください。',
  errorInvalidOtp:
    'コードが正しくないか、有効期限が切れています。コードを確認するか、新しいコードを再送信してください。',
  errorOtpExpired: 'コードの有効期限が切れました。新しいコードを再送信してください。',
  errorEmailTaken: 'このメールアドレスのアカウントはすでに存在します。ログインしてください。',
  // Profile: the new email belongs to another account.
  errorEmailInUse:
    'このメールアドレスは別のアカウントで使用されています。別のアドレスを入力してください。',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'このパスワードはよく使われているため使用できません。推測されにくいパスワードを設定してください。',
  errorUsernameTaken: 'このユーザー名はすでに使われています。別のユーザー名を選んでください。',
  errorAccountDisabled: 'このアカウントは無効になっています。',
  errorSessionEnded: 'セッションの有効期限が切れました。もう一度ログインしてください。',
  errorNotAllowed: 'この操作を行う権限がありません。',
  errorNotFound: 'このアカウントはもう存在しません。',
  errorApiKeyRequired:
    'パスワードの再設定には、アプリの公開APIキーが必要です。AuthProvider に apiKey を渡してください。',
  errorUnknown: 'エラーが発生しました：{message}',
};
