import type { AuthLocalization } from '../auth-localization';

/**
 * The Turkish dictionary: polite (siz, -in/-iniz), complete, checked against {@link en} by type
 * and by test.
 */
export const tr: AuthLocalization = {
  locale: 'tr',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Hesap oluşturun',
  signupSubmit: 'Hesap oluştur',
  loginTitle: 'Giriş yapın',
  loginSubmit: 'Giriş yap',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Giriş yaptınız.',
  verifyEmailTitle: 'E-posta adresinizi doğrulayın',
  verifyEmailDescription: '{email} adresine gönderdiğimiz 6 haneli kodu girin.',
  verifyEmailSubmit: 'E-postayı doğrula',
  emailVerified: 'E-posta adresiniz doğrulandı.',
  resendCode: 'Kodu yeniden gönder',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: '{seconds} saniye sonra kodu yeniden gönderebilirsiniz',
    other: '{seconds} saniye sonra kodu yeniden gönderebilirsiniz',
  },
  codeSent: '{email} adresine yeni bir kod gönderdik.',
  forgotPasswordTitle: 'Şifrenizi mi unuttunuz?',
  forgotPasswordDescription:
    'E-posta adresinizi girin, şifrenizi sıfırlamanız için size bir kod gönderelim.',
  forgotPasswordSubmit: 'Sıfırlama kodu gönder',
  resetPasswordTitle: 'Şifrenizi sıfırlayın',
  resetPasswordDescription:
    '{email} adresine gönderdiğimiz kodu girin ve yeni bir şifre belirleyin.',
  resetPasswordSubmit: 'Şifreyi sıfırla',
  passwordResetDone: 'Şifreniz sıfırlandı. Yeni şifrenizle giriş yapın.',
  changePasswordTitle: 'Şifre değiştirme',
  changePasswordSubmit: 'Şifreyi değiştir',
  changePasswordDoneSignedIn: 'Şifreniz değiştirildi. Diğer cihazlarınızda oturumunuz kapatıldı.',
  changePasswordDone: 'Şifreniz değiştirildi. Yeni şifrenizle tekrar giriş yapın.',
  changePasswordOtherDevices:
    'Şifrenizi değiştirdiğinizde diğer cihazlarınızda oturumunuz kapatılır.',
  profileTitle: 'Profil',
  profileSubmit: 'Değişiklikleri kaydet',
  profileSaved: 'Değişiklikleriniz kaydedildi.',
  profileLoading: 'Profiliniz yükleniyor…',
  emailChangeNeedsPassword: 'E-posta adresinizi değiştirmek için mevcut şifrenizi girin.',
  deleteAccountTitle: 'Hesap silme',
  deleteAccountDescription: 'Bu işlem hesabınızı ve içindeki her şeyi siler. İşlem geri alınamaz.',
  deleteAccountSubmit: 'Hesabı sil',
  deleteAccountConfirmTitle: 'Hesabınız silinsin mi?',
  deleteAccountConfirmDescription: 'Bu işlem geri alınamaz. Onaylamak için aşağıya {word} yazın.',
  deleteAccountConfirmLabel: 'Onaylamak için {word} yazın',
  deleteAccountConfirmWord: 'SİL',
  deleteAccountPasswordDescription: 'Güvenliğiniz için hesabınızı silmek üzere şifrenizi girin.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Hesabınız silindi.',
  cancel: 'İptal',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Bu işlem için giriş yapmanız gerekiyor.',
  signInRequiredLink: 'Giriş yap',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Oturumunuz sona erdi. Devam etmek için giriş yapın.',
  sessionEndedDescription: 'Girdiğiniz bilgiler korunur ve giriş yaptığınızda yeniden gönderilir.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Hesap menüsü, {name}',
  manageAccount: 'Hesabı yönet',
  signOut: 'Çıkış yap',
  userButtonSignIn: 'Giriş yap',
  emailSettingsTitle: 'E-posta adresi',
  emailStatusVerified: 'Doğrulandı',
  emailStatusNotVerified: 'Doğrulanmadı',
  emailSendVerification: 'Doğrulama kodu gönder',
  changeEmail: 'E-posta adresini değiştir',
  changeEmailSubmit: 'Yeni e-posta adresini kaydet',
  newEmailLabel: 'Yeni e-posta adresi',
  emailChangedDescription:
    '{email} adresine gönderdiğimiz 6 haneli kodu girin. Artık {previousEmail} ile değil, bu adresle giriş yapacaksınız.',
  emailPromptTitle: 'E-posta adresinizi doğrulayın',
  emailPromptDescription: '{email} adresine 6 haneli bir kod göndereceğiz.',
  emailPromptSend: 'Kod gönder',
  emailPromptDone: 'E-posta adresi doğrulandı',
  emailPromptDismiss: 'Şimdi değil',
  passwordSettingsTitle: 'Şifre',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Adınız ve iletişim bilgileriniz.',
  profileRowEmpty: 'Henüz bir şey eklenmedi.',
  editProfile: 'Profili düzenle',
  emailRowDescription: 'Giriş yaptığınız ve kodları aldığınız adres.',
  passwordRowDescription: 'Giriş için kullanılır. Değiştirmek diğer oturumlarınızı kapatır.',
  deleteRowDescription: 'Hesabınızı ve verilerini kalıcı olarak silin.',
  discardChangesTitle: 'Değişiklikler silinsin mi?',
  discardChangesDescription: '“{section}” bölümüne girdiğiniz bilgiler kaydedilmedi ve kaybolacak.',
  discardChanges: 'Sil',
  keepEditing: 'Düzenlemeye devam et',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Oturumunuz sona ermek üzere',
  idleWarning: {
    one: 'Güvenliğiniz için {seconds} saniye sonra oturumunuz kapatılacak.',
    other: 'Güvenliğiniz için {seconds} saniye sonra oturumunuz kapatılacak.',
  },
  idleStay: 'Oturumu açık tut',
  errorSummaryTitle: 'Bir sorun var',

  // Field labels and their help.
  nameLabel: 'Ad',
  emailLabel: 'E-posta',
  passwordLabel: 'Şifre',
  currentPasswordLabel: 'Mevcut şifre',
  newPasswordLabel: 'Yeni şifre',
  passwordDescription: 'En az 8 karakter.',
  usernameLabel: 'Kullanıcı adı',
  phoneLabel: 'Telefon',
  addressLabel: 'Adres',
  avatarUrlLabel: 'Profil resmi URL’si',
  selectPlaceholder: 'Bir seçenek belirleyin',
  otpLabel: 'Doğrulama kodu',
  otpCharacterLabel: '{count} haneli kodun {index}. hanesi',
  showPassword: 'Şifreyi göster',
  hidePassword: 'Şifreyi gizle',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Şifre gücü',
  passwordStrengthWeak: 'Zayıf',
  passwordStrengthFair: 'Orta',
  passwordStrengthStrong: 'Güçlü',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Şifrenizi mi unuttunuz?',
  signupLink: 'Hesap oluşturun',
  loginLink: 'Zaten hesabınız var mı? Giriş yapın',
  backToLoginLink: 'Girişe dön',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: '{seconds} saniye sonra tekrar deneyin',
    other: '{seconds} saniye sonra tekrar deneyin',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Bu alan zorunludur.',
  errorNameRequired: 'Adınızı girin.',
  errorEmailRequired: 'E-posta adresinizi girin.',
  errorPasswordRequired: 'Şifrenizi girin.',
  errorCurrentPasswordRequired: 'Mevcut şifrenizi girin.',
  errorNewPasswordRequired: 'Bir şifre belirleyin.',
  errorNewEmailRequired: 'Yeni e-posta adresinizi girin.',
  errorEmailUnchanged: 'Bu zaten sizin e-posta adresiniz. Farklı bir adres girin.',
  errorOtpRequired: 'E-postadaki 6 haneli kodu girin.',
  errorInvalidEmail: 'name@example.com gibi geçerli bir e-posta adresi girin.',
  errorPasswordTooShort: {
    one: 'En az {min} karakter kullanın.',
    other: 'En az {min} karakter kullanın.',
  },
  errorOtpIncomplete: 'Kodun 6 hanesinin tamamını girin.',
  errorInvalidUrl: 'https:// ile başlayan tam bir web adresi girin.',
  errorConfirmWord: 'Onaylamak için tam olarak {word} yazın.',
  errorInvalidNumber: 'Bir sayı girin.',
  errorInvalidDate: 'Geçerli bir tarih girin.',
  errorConsentRequired: 'Hesabınızı oluşturmadan önce onaylamak için kutuyu işaretleyin.',
  errorTooLong: {
    one: 'En fazla {max} karakter kullanın.',
    other: 'En fazla {max} karakter kullanın.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'E-posta adresi veya şifre yanlış.',
  errorCurrentPasswordWrong: 'Mevcut şifre yanlış.',
  errorRateLimited:
    'Çok fazla deneme yapıldı. Geri sayım bitene kadar bekleyin, ardından tekrar deneyin.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Çok fazla deneme yapıldı. Daha sonra tekrar deneyin.',
  errorNetwork: 'Hizmete ulaşılamıyor. Bağlantınızı kontrol edip formu tekrar gönderin.',
  errorInvalidOtp:
    'Bu kod yanlış veya artık geçerli değil. Kodu kontrol edin ya da yeni bir kod isteyin.',
  errorOtpExpired: 'Bu kodun süresi doldu. Yeni bir kod isteyin.',
  errorEmailTaken: 'Bu e-posta adresiyle kayıtlı bir hesap zaten var. Bunun yerine giriş yapın.',
  // Profile: the new email belongs to another account.
  errorEmailInUse:
    'Bu e-posta adresi başka bir hesap tarafından kullanılıyor. Farklı bir adres girin.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Bu şifre çok yaygın. Tahmin edilmesi daha zor bir şifre seçin.',
  errorUsernameTaken: 'Bu kullanıcı adı alınmış. Başka bir kullanıcı adı seçin.',
  errorAccountDisabled: 'Bu hesap devre dışı bırakıldı.',
  errorSessionEnded: 'Oturumunuz sona erdi. Tekrar giriş yapın.',
  errorNotAllowed: 'Bu işlemi yapma izniniz yok.',
  errorNotFound: 'Bu hesap artık mevcut değil.',
  errorApiKeyRequired:
    'Şifre kurtarma için uygulamanızın herkese açık API anahtarı gerekir: apiKey değerini AuthProvider’a iletin.',
  errorUnknown: 'Bir sorun oluştu: {message}',
};
