import type { AuthLocalization } from '../auth-localization';

/**
 * The Indonesian dictionary: polite, neutral Anda as major sign-in screens write it; complete,
 * checked against {@link en} by type and by test.
 */
export const id: AuthLocalization = {
  locale: 'id',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Buat akun',
  signupSubmit: 'Buat akun',
  loginTitle: 'Masuk',
  loginSubmit: 'Masuk',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Anda sudah masuk.',
  verifyEmailTitle: 'Verifikasi email Anda',
  verifyEmailDescription: 'Masukkan kode 6 digit yang kami kirim ke {email}.',
  verifyEmailSubmit: 'Verifikasi email',
  emailVerified: 'Email Anda sudah terverifikasi.',
  resendCode: 'Kirim ulang kode',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: { other: 'Kirim ulang kode dalam {seconds} detik' },
  codeSent: 'Kami telah mengirim kode baru ke {email}.',
  forgotPasswordTitle: 'Lupa sandi?',
  forgotPasswordDescription:
    'Masukkan email Anda, dan kami akan mengirim kode untuk menyetel ulang sandi Anda.',
  forgotPasswordSubmit: 'Kirim kode setel ulang',
  resetPasswordTitle: 'Setel ulang sandi',
  resetPasswordDescription: 'Masukkan kode yang kami kirim ke {email}, lalu buat sandi baru.',
  resetPasswordSubmit: 'Setel ulang sandi',
  passwordResetDone: 'Sandi Anda telah disetel ulang. Masuk dengan sandi baru Anda.',
  changePasswordTitle: 'Ubah sandi',
  changePasswordSubmit: 'Ubah sandi',
  changePasswordDoneSignedIn: 'Sandi Anda telah diubah. Anda telah keluar dari perangkat lain.',
  changePasswordDone: 'Sandi Anda telah diubah. Masuk lagi dengan sandi baru Anda.',
  changePasswordOtherDevices: 'Mengubah sandi akan membuat Anda keluar dari perangkat lain.',
  profileTitle: 'Profil',
  profileSubmit: 'Simpan perubahan',
  profileSaved: 'Perubahan Anda telah disimpan.',
  profileLoading: 'Memuat profil Anda…',
  emailChangeNeedsPassword: 'Untuk mengubah email, masukkan sandi Anda saat ini.',
  deleteAccountTitle: 'Hapus akun',
  deleteAccountDescription:
    'Tindakan ini menghapus akun Anda beserta semua isinya dan tidak dapat dibatalkan.',
  deleteAccountSubmit: 'Hapus akun',
  deleteAccountConfirmTitle: 'Hapus akun Anda?',
  deleteAccountConfirmDescription:
    'Tindakan ini tidak dapat dibatalkan. Ketik {word} di bawah untuk mengonfirmasi.',
  deleteAccountConfirmLabel: 'Ketik {word} untuk mengonfirmasi',
  deleteAccountConfirmWord: 'HAPUS',
  deleteAccountPasswordDescription: 'Demi keamanan Anda, masukkan sandi Anda untuk menghapus akun.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Akun Anda telah dihapus.',
  cancel: 'Batal',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Anda harus masuk untuk melakukan tindakan ini.',
  signInRequiredLink: 'Masuk',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Sesi Anda telah berakhir. Masuk untuk melanjutkan.',
  sessionEndedDescription:
    'Data yang Anda masukkan tetap tersimpan dan akan dikirim lagi setelah Anda masuk.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menu akun, {name}',
  manageAccount: 'Kelola akun',
  signOut: 'Keluar',
  userButtonSignIn: 'Masuk',
  emailSettingsTitle: 'Alamat email',
  emailStatusVerified: 'Terverifikasi',
  emailStatusNotVerified: 'Belum terverifikasi',
  emailSendVerification: 'Kirim kode verifikasi',
  changeEmail: 'Ubah email',
  changeEmailSubmit: 'Simpan email baru',
  newEmailLabel: 'Email baru',
  emailChangedDescription:
    'Masukkan kode 6 digit yang kami kirim ke {email}. Mulai sekarang Anda masuk dengan alamat ini, bukan dengan {previousEmail}.',
  emailPromptTitle: 'Verifikasi alamat email Anda',
  emailPromptDescription: 'Kami akan mengirim kode 6 digit ke {email}.',
  emailPromptSend: 'Kirim kode',
  emailPromptDone: 'Email terverifikasi',
  emailPromptDismiss: 'Nanti saja',
  passwordSettingsTitle: 'Sandi',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Nama dan info kontak Anda.',
  profileRowEmpty: 'Belum ada yang ditambahkan.',
  editProfile: 'Ubah profil',
  emailRowDescription: 'Alamat untuk masuk dan menerima kode.',
  passwordRowDescription: 'Untuk masuk. Jika diubah, Anda keluar dari perangkat lain.',
  deleteRowDescription: 'Hapus akun Anda beserta datanya secara permanen.',
  discardChangesTitle: 'Buang perubahan?',
  discardChangesDescription: 'Teks yang Anda ketik di “{section}” belum disimpan dan akan hilang.',
  discardChanges: 'Buang',
  keepEditing: 'Lanjutkan mengedit',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Sesi Anda akan segera berakhir',
  idleWarning: {
    other: 'Demi keamanan Anda, Anda akan dikeluarkan dalam {seconds} detik.',
  },
  idleStay: 'Tetap masuk',
  errorSummaryTitle: 'Ada masalah',

  // Field labels and their help.
  nameLabel: 'Nama',
  emailLabel: 'Alamat email',
  passwordLabel: 'Sandi',
  currentPasswordLabel: 'Sandi saat ini',
  newPasswordLabel: 'Sandi baru',
  passwordDescription: 'Minimal 8 karakter.',
  usernameLabel: 'Nama pengguna',
  phoneLabel: 'Telepon',
  addressLabel: 'Alamat',
  avatarUrlLabel: 'URL avatar',
  selectPlaceholder: 'Pilih opsi',
  otpLabel: 'Kode verifikasi',
  otpCharacterLabel: 'Digit {index} dari {count}',
  showPassword: 'Tampilkan sandi',
  hidePassword: 'Sembunyikan sandi',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Kekuatan sandi',
  passwordStrengthWeak: 'Lemah',
  passwordStrengthFair: 'Sedang',
  passwordStrengthStrong: 'Kuat',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Lupa sandi?',
  signupLink: 'Buat akun',
  loginLink: 'Sudah punya akun? Masuk',
  backToLoginLink: 'Kembali ke halaman masuk',

  // The submit button while a rate limit runs out.
  retryIn: { other: 'Coba lagi dalam {seconds} detik' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Kolom ini wajib diisi.',
  errorNameRequired: 'Masukkan nama Anda.',
  errorEmailRequired: 'Masukkan alamat email Anda.',
  errorPasswordRequired: 'Masukkan sandi Anda.',
  errorCurrentPasswordRequired: 'Masukkan sandi Anda saat ini.',
  errorNewPasswordRequired: 'Pilih sandi.',
  errorNewEmailRequired: 'Masukkan alamat email baru Anda.',
  errorEmailUnchanged: 'Ini sudah alamat email Anda. Masukkan alamat lain.',
  errorOtpRequired: 'Masukkan kode 6 digit dari email.',
  errorInvalidEmail: 'Masukkan alamat email yang valid, seperti name@example.com.',
  errorPasswordTooShort: { other: 'Gunakan minimal {min} karakter.' },
  errorOtpIncomplete: 'Masukkan seluruh 6 digit kode.',
  errorInvalidUrl: 'Masukkan alamat web lengkap yang diawali https://.',
  errorConfirmWord: 'Ketik {word} dengan tepat untuk mengonfirmasi.',
  errorInvalidNumber: 'Masukkan angka.',
  errorInvalidDate: 'Masukkan tanggal yang valid.',
  errorConsentRequired: 'Centang kotak untuk menyetujui sebelum membuat akun.',
  errorTooLong: { other: 'Gunakan maksimal {max} karakter.' },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Email atau sandi salah.',
  errorCurrentPasswordWrong: 'Sandi saat ini salah.',
  errorRateLimited:
    'Terlalu banyak percobaan. Tunggu hingga hitung mundur selesai, lalu coba lagi.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Terlalu banyak percobaan. Coba lagi nanti.',
  errorNetwork: 'Layanan tidak dapat dijangkau. Periksa koneksi Anda, lalu kirim lagi.',
  errorInvalidOtp:
    'Kode itu salah atau sudah tidak berlaku. Periksa kembali, atau kirim ulang kode baru.',
  errorOtpExpired: 'Kode itu sudah kedaluwarsa. Kirim ulang kode baru.',
  errorEmailTaken: 'Akun dengan email ini sudah ada. Silakan masuk.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Email ini sudah digunakan oleh akun lain. Masukkan email yang berbeda.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Sandi ini terlalu umum. Pilih sandi yang lebih sulit ditebak.',
  errorUsernameTaken: 'Nama pengguna ini sudah dipakai. Pilih yang lain.',
  errorAccountDisabled: 'Akun ini dinonaktifkan.',
  errorSessionEnded: 'Sesi Anda telah berakhir. Masuk lagi.',
  errorNotAllowed: 'Anda tidak diizinkan melakukan tindakan ini.',
  errorNotFound: 'Akun ini sudah tidak ada.',
  errorApiKeyRequired:
    'Pemulihan sandi memerlukan kunci API publik aplikasi Anda: berikan apiKey ke AuthProvider.',
  errorUnknown: 'Terjadi kesalahan: {message}',
};
