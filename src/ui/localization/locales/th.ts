import type { AuthLocalization } from '../auth-localization';

/**
 * The Thai dictionary (ภาษาไทย), polite register ("คุณ", requests with "โปรด"), as Google,
 * Microsoft, Apple and Thai banks address users; no spaces between words, a space between
 * clauses and no full stop, as Thai writes it. Complete: checked against {@link en} by type and by
 * test.
 */
export const th: AuthLocalization = {
  locale: 'th',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'สร้างบัญชี',
  signupSubmit: 'สร้างบัญชี',
  loginTitle: 'ลงชื่อเข้าใช้',
  loginSubmit: 'ลงชื่อเข้าใช้',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'คุณลงชื่อเข้าใช้แล้ว',
  verifyEmailTitle: 'ยืนยันอีเมลของคุณ',
  verifyEmailDescription: 'ป้อนรหัส 6 หลักที่เราส่งไปยัง {email}',
  verifyEmailSubmit: 'ยืนยันอีเมล',
  emailVerified: 'ยืนยันอีเมลของคุณแล้ว',
  resendCode: 'ส่งรหัสอีกครั้ง',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    other: 'ส่งรหัสอีกครั้งได้ใน {seconds} วินาที',
  },
  codeSent: 'เราส่งรหัสใหม่ไปยัง {email} แล้ว',
  forgotPasswordTitle: 'ลืมรหัสผ่านใช่ไหม',
  forgotPasswordDescription: 'ป้อนอีเมลของคุณ แล้วเราจะส่งรหัสสำหรับรีเซ็ตรหัสผ่านไปให้',
  forgotPasswordSubmit: 'ส่งรหัสรีเซ็ต',
  resetPasswordTitle: 'รีเซ็ตรหัสผ่าน',
  resetPasswordDescription: 'ป้อนรหัสที่เราส่งไปยัง {email} แล้วตั้งรหัสผ่านใหม่',
  resetPasswordSubmit: 'รีเซ็ตรหัสผ่าน',
  passwordResetDone: 'รีเซ็ตรหัสผ่านแล้ว โปรดลงชื่อเข้าใช้ด้วยรหัสผ่านใหม่',
  changePasswordTitle: 'เปลี่ยนรหัสผ่าน',
  changePasswordSubmit: 'เปลี่ยนรหัสผ่าน',
  changePasswordDoneSignedIn: 'เปลี่ยนรหัสผ่านแล้ว และออกจากระบบในอุปกรณ์อื่นของคุณแล้ว',
  changePasswordDone: 'เปลี่ยนรหัสผ่านแล้ว โปรดลงชื่อเข้าใช้อีกครั้งด้วยรหัสผ่านใหม่',
  changePasswordOtherDevices: 'การเปลี่ยนรหัสผ่านจะทำให้คุณออกจากระบบในอุปกรณ์อื่น',
  profileTitle: 'โปรไฟล์',
  profileSubmit: 'บันทึกการเปลี่ยนแปลง',
  profileSaved: 'บันทึกการเปลี่ยนแปลงแล้ว',
  profileLoading: 'กำลังโหลดโปรไฟล์…',
  emailChangeNeedsPassword: 'หากต้องการเปลี่ยนอีเมล โปรดป้อนรหัสผ่านปัจจุบัน',
  deleteAccountTitle: 'ลบบัญชี',
  deleteAccountDescription: 'การดำเนินการนี้จะลบบัญชีและข้อมูลทั้งหมดในบัญชี และจะเรียกคืนไม่ได้',
  deleteAccountSubmit: 'ลบบัญชี',
  deleteAccountConfirmTitle: 'ลบบัญชีของคุณใช่ไหม',
  deleteAccountConfirmDescription: 'การดำเนินการนี้เรียกคืนไม่ได้ พิมพ์ “{word}” ด้านล่างเพื่อยืนยัน',
  deleteAccountConfirmLabel: 'พิมพ์ “{word}” เพื่อยืนยัน',
  deleteAccountConfirmWord: 'ลบ',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'เพื่อความปลอดภัย โปรดป้อนรหัสผ่านเพื่อลบบัญชี',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'ลบบัญชีของคุณแล้ว',
  cancel: 'ยกเลิก',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'คุณต้องลงชื่อเข้าใช้ก่อนจึงจะดำเนินการนี้ได้',
  signInRequiredLink: 'ลงชื่อเข้าใช้',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'เซสชันของคุณสิ้นสุดแล้ว โปรดลงชื่อเข้าใช้เพื่อดำเนินการต่อ',
  sessionEndedDescription: 'ข้อมูลที่คุณป้อนไว้จะยังอยู่ และจะส่งอีกครั้งเมื่อคุณลงชื่อเข้าใช้แล้ว',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'เมนูบัญชีของ {name}',
  manageAccount: 'จัดการบัญชี',
  signOut: 'ออกจากระบบ',
  userButtonSignIn: 'ลงชื่อเข้าใช้',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'อีเมล',
  emailStatusVerified: 'ยืนยันแล้ว',
  emailStatusNotVerified: 'ยังไม่ได้ยืนยัน',
  emailSendVerification: 'ส่งรหัสยืนยัน',
  changeEmail: 'เปลี่ยนอีเมล',
  changeEmailSubmit: 'บันทึกอีเมลใหม่',
  newEmailLabel: 'อีเมลใหม่',
  emailChangedDescription:
    'ป้อนรหัส 6 หลักที่เราส่งไปยัง {email} จากนี้ไปคุณจะลงชื่อเข้าใช้ด้วยอีเมลนี้แทน {previousEmail}',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'รหัสผ่าน',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'ชื่อของคุณและช่องทางติดต่อคุณ',
  profileRowEmpty: 'ยังไม่ได้เพิ่มข้อมูล',
  editProfile: 'แก้ไขโปรไฟล์',
  emailRowDescription: 'อีเมลที่คุณใช้ลงชื่อเข้าใช้และรับรหัส',
  passwordRowDescription: 'ใช้ลงชื่อเข้าใช้ การเปลี่ยนจะทำให้คุณออกจากระบบในอุปกรณ์อื่น',
  deleteRowDescription: 'ลบบัญชีและข้อมูลในบัญชีอย่างถาวร',
  discardChangesTitle: 'ทิ้งการเปลี่ยนแปลงใช่ไหม',
  discardChangesDescription: 'สิ่งที่คุณพิมพ์ใน “{section}” ยังไม่ได้บันทึกและจะหายไป',
  discardChanges: 'ทิ้ง',
  keepEditing: 'แก้ไขต่อ',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'ยืนยันที่อยู่อีเมลของคุณ',
  emailPromptDescription: 'เราจะส่งรหัส 6 หลักไปยัง {email}',
  emailPromptSend: 'ส่งรหัส',
  emailPromptDone: 'ยืนยันอีเมลแล้ว',
  emailPromptDismiss: 'ไว้ทีหลัง',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'เซสชันของคุณใกล้หมดเวลาแล้ว',
  idleWarning: {
    other: 'เพื่อความปลอดภัย ระบบจะนำคุณออกจากระบบในอีก {seconds} วินาที',
  },
  idleStay: 'ลงชื่อเข้าใช้ต่อไป',
  errorSummaryTitle: 'โปรดแก้ไขข้อผิดพลาดต่อไปนี้',

  // Field labels and their help.
  nameLabel: 'ชื่อ',
  emailLabel: 'อีเมล',
  passwordLabel: 'รหัสผ่าน',
  currentPasswordLabel: 'รหัสผ่านปัจจุบัน',
  newPasswordLabel: 'รหัสผ่านใหม่',
  passwordDescription: 'อย่างน้อย 8 อักขระ',
  usernameLabel: 'ชื่อผู้ใช้',
  phoneLabel: 'โทรศัพท์',
  addressLabel: 'ที่อยู่',
  avatarUrlLabel: 'URL รูปโปรไฟล์',
  selectPlaceholder: 'เลือกตัวเลือก',
  otpLabel: 'รหัสยืนยัน',
  otpCharacterLabel: 'หลักที่ {index} จาก {count}',
  showPassword: 'แสดงรหัสผ่าน',
  hidePassword: 'ซ่อนรหัสผ่าน',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'ความรัดกุมของรหัสผ่าน',
  passwordStrengthWeak: 'ไม่รัดกุม',
  passwordStrengthFair: 'ปานกลาง',
  passwordStrengthStrong: 'รัดกุม',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'ลืมรหัสผ่านใช่ไหม',
  signupLink: 'สร้างบัญชี',
  loginLink: 'มีบัญชีอยู่แล้ว',
  backToLoginLink: 'กลับไปหน้าลงชื่อเข้าใช้',

  // The submit button while a rate limit runs out.
  retryIn: { other: 'ลองอีกครั้งได้ใน {seconds} วินาที' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'โปรดกรอกข้อมูลในช่องนี้',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'โปรดป้อนชื่อของคุณ',
  errorEmailRequired: 'โปรดป้อนอีเมลของคุณ',
  errorPasswordRequired: 'โปรดป้อนรหัสผ่าน',
  errorCurrentPasswordRequired: 'โปรดป้อนรหัสผ่านปัจจุบัน',
  errorNewPasswordRequired: 'โปรดตั้งรหัสผ่าน',
  errorNewEmailRequired: 'โปรดป้อนอีเมลใหม่',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'อีเมลนี้เป็นอีเมลปัจจุบันของคุณอยู่แล้ว โปรดป้อนอีเมลอื่น',
  errorOtpRequired: 'โปรดป้อนรหัส 6 หลักจากอีเมล',
  errorInvalidEmail: 'โปรดป้อนอีเมลที่ถูกต้อง เช่น name@example.com',
  errorPasswordTooShort: {
    other: 'ใช้อักขระอย่างน้อย {min} ตัว',
  },
  errorOtpIncomplete: 'โปรดป้อนรหัสให้ครบทั้ง 6 หลัก',
  errorInvalidUrl: 'โปรดป้อนที่อยู่เว็บแบบเต็มที่ขึ้นต้นด้วย https://',
  errorConfirmWord: 'โปรดพิมพ์ “{word}” ให้ตรงกันเพื่อยืนยัน',
  errorInvalidNumber: 'โปรดป้อนตัวเลข',
  errorInvalidDate: 'โปรดป้อนวันที่ที่ถูกต้อง',
  errorConsentRequired: 'โปรดทำเครื่องหมายในช่องเพื่อยอมรับก่อนสร้างบัญชี',
  errorTooLong: {
    other: 'ใช้อักขระได้ไม่เกิน {max} ตัว',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  errorCurrentPasswordWrong: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  errorRateLimited: 'ลองหลายครั้งเกินไป โปรดรอจนนับถอยหลังเสร็จ แล้วลองอีกครั้ง',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'ลองหลายครั้งเกินไป โปรดลองอีกครั้งในภายหลัง',
  errorNetwork: 'เชื่อมต่อกับบริการไม่ได้ โปรดตรวจสอบการเชื่อมต่อ แล้วส่งอีกครั้ง',
  errorInvalidOtp: 'รหัสไม่ถูกต้องหรือใช้ไม่ได้แล้ว โปรดตรวจสอบรหัส หรือขอรหัสใหม่',
  errorOtpExpired: 'รหัสนี้หมดอายุแล้ว โปรดขอรหัสใหม่',
  errorEmailTaken: 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว โปรดลงชื่อเข้าใช้แทน',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'อีเมลนี้ใช้กับบัญชีอื่นอยู่แล้ว โปรดป้อนอีเมลอื่น',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'รหัสผ่านนี้พบได้บ่อยเกินไป โปรดเลือกรหัสผ่านที่เดาได้ยากกว่านี้',
  errorUsernameTaken: 'ชื่อผู้ใช้นี้ถูกใช้ไปแล้ว โปรดเลือกชื่ออื่น',
  errorAccountDisabled: 'บัญชีนี้ถูกปิดใช้งาน',
  errorSessionEnded: 'เซสชันของคุณสิ้นสุดแล้ว โปรดลงชื่อเข้าใช้อีกครั้ง',
  errorNotAllowed: 'คุณไม่มีสิทธิ์ดำเนินการนี้',
  errorNotFound: 'บัญชีนี้ไม่มีอยู่ในระบบแล้ว',
  errorApiKeyRequired: 'การกู้คืนรหัสผ่านต้องใช้คีย์ API สาธารณะของแอป: ส่ง apiKey ให้กับ AuthProvider',
  errorUnknown: 'เกิดข้อผิดพลาด: {message}',
};
