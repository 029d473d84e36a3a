import type { AuthLocalization } from '../auth-localization';

/**
 * The Korean dictionary: polite 합니다/하세요 for messages, nouns for labels and buttons, as the
 * major sign-in screens write them; complete, checked against {@link en} by type and by test.
 */
export const ko: AuthLocalization = {
  locale: 'ko',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: '계정 만들기',
  signupSubmit: '계정 만들기',
  loginTitle: '로그인',
  loginSubmit: '로그인',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: '로그인되었습니다.',
  verifyEmailTitle: '이메일 인증',
  verifyEmailDescription: '{email} 주소로 보낸 6자리 코드를 입력하세요.',
  verifyEmailSubmit: '이메일 인증',
  emailVerified: '이메일이 인증되었습니다.',
  resendCode: '코드 다시 보내기',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: { other: '{seconds}초 후에 코드 다시 보내기' },
  codeSent: '{email} 주소로 새 코드를 보냈습니다.',
  forgotPasswordTitle: '비밀번호를 잊으셨나요?',
  forgotPasswordDescription: '이메일을 입력하시면 비밀번호 재설정 코드를 보내 드립니다.',
  forgotPasswordSubmit: '재설정 코드 보내기',
  resetPasswordTitle: '비밀번호 재설정',
  resetPasswordDescription: '{email} 주소로 보낸 코드를 입력하고 새 비밀번호를 설정하세요.',
  resetPasswordSubmit: '비밀번호 재설정',
  passwordResetDone: '비밀번호가 재설정되었습니다. 새 비밀번호로 로그인하세요.',
  changePasswordTitle: '비밀번호 변경',
  changePasswordSubmit: '비밀번호 변경',
  changePasswordDoneSignedIn: '비밀번호가 변경되었습니다. 다른 기기에서는 로그아웃되었습니다.',
  changePasswordDone: '비밀번호가 변경되었습니다. 새 비밀번호로 다시 로그인하세요.',
  changePasswordOtherDevices: '비밀번호를 변경하면 다른 기기에서 로그아웃됩니다.',
  profileTitle: '프로필',
  profileSubmit: '변경사항 저장',
  profileSaved: '변경사항이 저장되었습니다.',
  profileLoading: '프로필을 불러오는 중…',
  emailChangeNeedsPassword: '이메일을 변경하려면 현재 비밀번호를 입력하세요.',
  deleteAccountTitle: '계정 삭제',
  deleteAccountDescription: '계정과 계정의 모든 데이터가 삭제됩니다. 이 작업은 되돌릴 수 없습니다.',
  deleteAccountSubmit: '계정 삭제',
  deleteAccountConfirmTitle: '계정을 삭제하시겠습니까?',
  deleteAccountConfirmDescription:
    '이 작업은 되돌릴 수 없습니다. 확인하려면 아래에 ‘{word}’를 입력하세요.',
  deleteAccountConfirmLabel: '확인하려면 ‘{word}’ 입력',
  deleteAccountConfirmWord: '삭제',
  deleteAccountPasswordDescription: '보안을 위해 계정을 삭제하려면 비밀번호를 입력하세요.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: '계정이 삭제되었습니다.',
  cancel: '취소',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: '이 작업을 하려면 로그인해야 합니다.',
  signInRequiredLink: '로그인',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: '세션이 만료되었습니다. 계속하려면 로그인하세요.',
  sessionEndedDescription: '입력한 내용은 유지되며, 로그인하면 다시 제출됩니다.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: '계정 메뉴, {name}',
  manageAccount: '계정 관리',
  signOut: '로그아웃',
  userButtonSignIn: '로그인',
  emailSettingsTitle: '이메일',
  emailStatusVerified: '인증됨',
  emailStatusNotVerified: '인증되지 않음',
  emailSendVerification: '인증 코드 보내기',
  changeEmail: '이메일 변경',
  changeEmailSubmit: '새 이메일 저장',
  newEmailLabel: '새 이메일',
  emailChangedDescription:
    '{email} 주소로 보낸 6자리 코드를 입력하세요. 이제 {previousEmail} 대신 이 주소로 로그인합니다.',
  emailPromptTitle: '이메일 주소를 인증하세요',
  emailPromptDescription: '{email} 주소로 6자리 코드를 보내 드립니다.',
  emailPromptSend: '코드 보내기',
  emailPromptDone: '이메일 인증 완료',
  emailPromptDismiss: '나중에',
  passwordSettingsTitle: '비밀번호',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: '이름과 연락처 정보입니다.',
  profileRowEmpty: '아직 추가한 정보가 없습니다.',
  editProfile: '프로필 수정',
  emailRowDescription: '로그인하고 코드를 받는 주소입니다.',
  passwordRowDescription: '로그인에 사용됩니다. 변경하면 다른 기기에서 로그아웃됩니다.',
  deleteRowDescription: '계정과 계정 데이터를 영구적으로 삭제합니다.',
  discardChangesTitle: '변경사항을 삭제하시겠습니까?',
  discardChangesDescription: '‘{section}’에 입력한 내용은 저장되지 않았으며 사라집니다.',
  discardChanges: '삭제',
  keepEditing: '계속 수정',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: '곧 세션이 종료됩니다',
  idleWarning: {
    other: '보안을 위해 {seconds}초 후에 로그아웃됩니다.',
  },
  idleStay: '로그인 상태 유지',
  errorSummaryTitle: '입력한 내용에 문제가 있습니다',

  // Field labels and their help.
  nameLabel: '이름',
  emailLabel: '이메일',
  passwordLabel: '비밀번호',
  currentPasswordLabel: '현재 비밀번호',
  newPasswordLabel: '새 비밀번호',
  passwordDescription: '8자 이상',
  usernameLabel: '사용자 이름',
  phoneLabel: '전화번호',
  addressLabel: '주소',
  avatarUrlLabel: '프로필 사진 URL',
  selectPlaceholder: '옵션 선택',
  otpLabel: '인증 코드',
  otpCharacterLabel: '{count}자리 중 {index}번째 숫자',
  showPassword: '비밀번호 표시',
  hidePassword: '비밀번호 숨기기',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: '비밀번호 강도',
  passwordStrengthWeak: '약함',
  passwordStrengthFair: '보통',
  passwordStrengthStrong: '강함',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: '비밀번호를 잊으셨나요?',
  signupLink: '계정 만들기',
  loginLink: '이미 계정이 있으신가요? 로그인',
  backToLoginLink: '로그인으로 돌아가기',

  // The submit button while a rate limit runs out.
  retryIn: { other: '{seconds}초 후에 다시 시도' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: '필수 입력 항목입니다.',
  errorNameRequired: '이름을 입력하세요.',
  errorEmailRequired: '이메일 주소를 입력하세요.',
  errorPasswordRequired: '비밀번호를 입력하세요.',
  errorCurrentPasswordRequired: '현재 비밀번호를 입력하세요.',
  errorNewPasswordRequired: '비밀번호를 설정하세요.',
  errorNewEmailRequired: '새 이메일 주소를 입력하세요.',
  errorEmailUnchanged: '현재 이메일 주소와 같습니다. 다른 주소를 입력하세요.',
  errorOtpRequired: '이메일로 받은 6자리 코드를 입력하세요.',
  errorInvalidEmail: '올바른 이메일 주소를 입력하세요(예: name@example.com).',
  errorPasswordTooShort: { other: '{min}자 이상 입력하세요.' },
  errorOtpIncomplete: '코드 6자리를 모두 입력하세요.',
  errorInvalidUrl: 'https://로 시작하는 전체 웹 주소를 입력하세요.',
  errorConfirmWord: '확인하려면 ‘{word}’를 정확히 입력하세요.',
  errorInvalidNumber: '숫자를 입력하세요.',
  errorInvalidDate: '올바른 날짜를 입력하세요.',
  errorConsentRequired: '계정을 만들기 전에 확인란을 선택하여 동의하세요.',
  errorTooLong: { other: '{max}자 이하로 입력하세요.' },

  // What the service answered, by error code.
  errorInvalidCredentials: '이메일 또는 비밀번호가 올바르지 않습니다.',
  errorCurrentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  errorRateLimited: '시도 횟수가 너무 많습니다. 카운트다운이 끝난 후 다시 시도하세요.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도하세요.',
  errorNetwork: '서비스에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 제출하세요.',
  errorInvalidOtp:
    '코드가 올바르지 않거나 더 이상 유효하지 않습니다. 코드를 확인하거나 새 코드를 받으세요.',
  errorOtpExpired: '코드가 만료되었습니다. 새 코드를 받으세요.',
  errorEmailTaken: '이 이메일로 가입된 계정이 이미 있습니다. 대신 로그인하세요.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: '다른 계정에서 사용 중인 이메일입니다. 다른 이메일을 입력하세요.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: '너무 흔한 비밀번호입니다. 추측하기 어려운 비밀번호를 선택하세요.',
  errorUsernameTaken: '이미 사용 중인 사용자 이름입니다. 다른 이름을 선택하세요.',
  errorAccountDisabled: '사용 중지된 계정입니다.',
  errorSessionEnded: '세션이 만료되었습니다. 다시 로그인하세요.',
  errorNotAllowed: '이 작업을 수행할 권한이 없습니다.',
  errorNotFound: '더 이상 존재하지 않는 계정입니다.',
  errorApiKeyRequired:
    '비밀번호를 복구하려면 앱의 공개 API 키가 필요합니다. AuthProvider에 apiKey를 전달하세요.',
  errorUnknown: '문제가 발생했습니다: {message}',
};
