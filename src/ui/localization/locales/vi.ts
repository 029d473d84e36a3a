import type { AuthLocalization } from '../auth-localization';

/**
 * The Vietnamese dictionary (Tiếng Việt), polite neutral "bạn" register, as Google, Microsoft,
 * Apple and Vietnamese banks address users; "Đăng nhập", "Nhập", "mã", "mật khẩu". Complete:
 * checked against {@link en} by type and by test.
 */
export const vi: AuthLocalization = {
  locale: 'vi',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Tạo tài khoản',
  signupSubmit: 'Tạo tài khoản',
  loginTitle: 'Đăng nhập',
  loginSubmit: 'Đăng nhập',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Bạn đã đăng nhập.',
  verifyEmailTitle: 'Xác minh email của bạn',
  verifyEmailDescription: 'Nhập mã gồm 6 chữ số mà chúng tôi đã gửi đến {email}.',
  verifyEmailSubmit: 'Xác minh email',
  emailVerified: 'Email của bạn đã được xác minh.',
  resendCode: 'Gửi lại mã',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    other: 'Gửi lại mã sau {seconds} giây',
  },
  codeSent: 'Chúng tôi đã gửi mã mới đến {email}.',
  forgotPasswordTitle: 'Bạn quên mật khẩu?',
  forgotPasswordDescription: 'Nhập email của bạn, chúng tôi sẽ gửi mã để bạn đặt lại mật khẩu.',
  forgotPasswordSubmit: 'Gửi mã đặt lại',
  resetPasswordTitle: 'Đặt lại mật khẩu',
  resetPasswordDescription: 'Nhập mã chúng tôi đã gửi đến {email} và chọn mật khẩu mới.',
  resetPasswordSubmit: 'Đặt lại mật khẩu',
  passwordResetDone: 'Mật khẩu của bạn đã được đặt lại. Hãy đăng nhập bằng mật khẩu mới.',
  changePasswordTitle: 'Đổi mật khẩu',
  changePasswordSubmit: 'Đổi mật khẩu',
  changePasswordDoneSignedIn:
    'Mật khẩu của bạn đã được thay đổi. Bạn đã bị đăng xuất khỏi các thiết bị khác.',
  changePasswordDone: 'Mật khẩu của bạn đã được thay đổi. Hãy đăng nhập lại bằng mật khẩu mới.',
  changePasswordOtherDevices: 'Khi đổi mật khẩu, bạn sẽ bị đăng xuất khỏi các thiết bị khác.',
  profileTitle: 'Hồ sơ',
  profileSubmit: 'Lưu thay đổi',
  profileSaved: 'Đã lưu các thay đổi của bạn.',
  profileLoading: 'Đang tải hồ sơ của bạn…',
  emailChangeNeedsPassword: 'Để đổi email, hãy nhập mật khẩu hiện tại của bạn.',
  deleteAccountTitle: 'Xóa tài khoản',
  deleteAccountDescription:
    'Thao tác này sẽ xóa tài khoản của bạn và mọi dữ liệu trong đó. Bạn không thể hoàn tác.',
  deleteAccountSubmit: 'Xóa tài khoản',
  deleteAccountConfirmTitle: 'Xóa tài khoản của bạn?',
  deleteAccountConfirmDescription:
    'Bạn không thể hoàn tác thao tác này. Nhập {word} vào ô bên dưới để xác nhận.',
  deleteAccountConfirmLabel: 'Nhập {word} để xác nhận',
  deleteAccountConfirmWord: 'XÓA',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'Để bảo mật, hãy nhập mật khẩu của bạn để xóa tài khoản.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Đã xóa tài khoản của bạn.',
  cancel: 'Hủy',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Bạn cần đăng nhập để thực hiện thao tác này.',
  signInRequiredLink: 'Đăng nhập',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Phiên của bạn đã kết thúc. Hãy đăng nhập để tiếp tục.',
  sessionEndedDescription:
    'Những gì bạn đã nhập vẫn được giữ lại và sẽ được gửi lại sau khi bạn đăng nhập.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Trình đơn tài khoản, {name}',
  manageAccount: 'Quản lý tài khoản',
  signOut: 'Đăng xuất',
  userButtonSignIn: 'Đăng nhập',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Địa chỉ email',
  emailStatusVerified: 'Đã xác minh',
  emailStatusNotVerified: 'Chưa xác minh',
  emailSendVerification: 'Gửi mã xác minh',
  changeEmail: 'Đổi email',
  changeEmailSubmit: 'Lưu email mới',
  newEmailLabel: 'Email mới',
  emailChangedDescription:
    'Nhập mã gồm 6 chữ số mà chúng tôi đã gửi đến {email}. Từ giờ, bạn đăng nhập bằng địa chỉ này thay vì {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Mật khẩu',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Tên của bạn và cách liên hệ với bạn.',
  profileRowEmpty: 'Chưa có thông tin nào.',
  editProfile: 'Chỉnh sửa hồ sơ',
  emailRowDescription: 'Địa chỉ để đăng nhập và nhận mã.',
  passwordRowDescription: 'Dùng để đăng nhập. Khi đổi, bạn sẽ bị đăng xuất ở nơi khác.',
  deleteRowDescription: 'Xóa vĩnh viễn tài khoản và dữ liệu của bạn.',
  discardChangesTitle: 'Bỏ các thay đổi?',
  discardChangesDescription: 'Nội dung bạn đã nhập ở mục “{section}” chưa được lưu và sẽ bị mất.',
  discardChanges: 'Bỏ',
  keepEditing: 'Tiếp tục chỉnh sửa',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Xác minh địa chỉ email của bạn',
  emailPromptDescription: 'Chúng tôi sẽ gửi mã gồm 6 chữ số đến {email}.',
  emailPromptSend: 'Gửi mã',
  emailPromptDone: 'Đã xác minh email',
  emailPromptDismiss: 'Để sau',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Phiên của bạn sắp kết thúc',
  idleWarning: {
    other: 'Để bảo mật, bạn sẽ bị đăng xuất sau {seconds} giây.',
  },
  idleStay: 'Tiếp tục đăng nhập',
  errorSummaryTitle: 'Hãy sửa các lỗi sau',

  // Field labels and their help.
  nameLabel: 'Tên',
  emailLabel: 'Địa chỉ email',
  passwordLabel: 'Mật khẩu',
  currentPasswordLabel: 'Mật khẩu hiện tại',
  newPasswordLabel: 'Mật khẩu mới',
  passwordDescription: 'Tối thiểu 8 ký tự.',
  usernameLabel: 'Tên người dùng',
  phoneLabel: 'Số điện thoại',
  addressLabel: 'Địa chỉ',
  avatarUrlLabel: 'URL ảnh đại diện',
  selectPlaceholder: 'Chọn một tùy chọn',
  otpLabel: 'Mã xác minh',
  otpCharacterLabel: 'Chữ số thứ {index} trên {count}',
  showPassword: 'Hiện mật khẩu',
  hidePassword: 'Ẩn mật khẩu',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Độ mạnh của mật khẩu',
  passwordStrengthWeak: 'Yếu',
  passwordStrengthFair: 'Trung bình',
  passwordStrengthStrong: 'Mạnh',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Quên mật khẩu?',
  signupLink: 'Tạo tài khoản',
  loginLink: 'Tôi đã có tài khoản',
  backToLoginLink: 'Quay lại đăng nhập',

  // The submit button while a rate limit runs out.
  retryIn: { other: 'Thử lại sau {seconds} giây' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Đây là trường bắt buộc.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Nhập tên của bạn.',
  errorEmailRequired: 'Nhập địa chỉ email của bạn.',
  errorPasswordRequired: 'Nhập mật khẩu của bạn.',
  errorCurrentPasswordRequired: 'Nhập mật khẩu hiện tại của bạn.',
  errorNewPasswordRequired: 'Chọn một mật khẩu.',
  errorNewEmailRequired: 'Nhập địa chỉ email mới của bạn.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Đây đã là địa chỉ email của bạn. Hãy nhập một địa chỉ khác.',
  errorOtpRequired: 'Nhập mã gồm 6 chữ số trong email.',
  errorInvalidEmail: 'Nhập địa chỉ email hợp lệ, ví dụ: name@example.com.',
  errorPasswordTooShort: {
    other: 'Dùng ít nhất {min} ký tự.',
  },
  errorOtpIncomplete: 'Nhập đủ 6 chữ số của mã.',
  errorInvalidUrl: 'Nhập địa chỉ web đầy đủ, bắt đầu bằng https://.',
  errorConfirmWord: 'Nhập chính xác {word} để xác nhận.',
  errorInvalidNumber: 'Nhập một số.',
  errorInvalidDate: 'Nhập một ngày hợp lệ.',
  errorConsentRequired: 'Đánh dấu vào ô để đồng ý trước khi tạo tài khoản.',
  errorTooLong: {
    other: 'Dùng tối đa {max} ký tự.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Email hoặc mật khẩu không đúng.',
  errorCurrentPasswordWrong: 'Mật khẩu hiện tại không đúng.',
  errorRateLimited: 'Bạn đã thử quá nhiều lần. Hãy chờ hết thời gian đếm ngược rồi thử lại.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Bạn đã thử quá nhiều lần. Hãy thử lại sau.',
  errorNetwork: 'Không thể kết nối với dịch vụ. Hãy kiểm tra kết nối mạng rồi gửi lại.',
  errorInvalidOtp: 'Mã không đúng hoặc không còn hiệu lực. Hãy kiểm tra lại hoặc gửi lại mã mới.',
  errorOtpExpired: 'Mã đã hết hạn. Hãy gửi lại mã mới.',
  errorEmailTaken: 'Đã có tài khoản dùng email này. Hãy đăng nhập.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Một tài khoản khác đang dùng email này. Hãy nhập email khác.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Mật khẩu này quá phổ biến. Hãy chọn mật khẩu khó đoán hơn.',
  errorUsernameTaken: 'Tên người dùng này đã được sử dụng. Hãy chọn tên khác.',
  errorAccountDisabled: 'Tài khoản này đã bị vô hiệu hóa.',
  errorSessionEnded: 'Phiên của bạn đã kết thúc. Hãy đăng nhập lại.',
  errorNotAllowed: 'Bạn không có quyền thực hiện thao tác này.',
  errorNotFound: 'Tài khoản này không còn tồn tại.',
  errorApiKeyRequired:
    'Tính năng khôi phục mật khẩu cần khóa API công khai của ứng dụng: hãy truyền apiKey cho AuthProvider.',
  errorUnknown: 'Đã xảy ra lỗi: {message}',
};
