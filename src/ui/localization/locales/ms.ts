import type { AuthLocalization } from '../auth-localization';

/**
 * The Malay dictionary (Bahasa Melayu, as Malaysia writes it), polite "anda" register, as Google,
 * Microsoft, Apple, Malaysian banks and MyGOV address users; "Log masuk", "kata laluan", "e-mel",
 * "Masukkan" (not the Indonesian "Masuk", "kata sandi", "surel" of `id`). Complete: checked against
 * {@link en} by type and by test.
 */
export const ms: AuthLocalization = {
  locale: 'ms',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Buat akaun',
  signupSubmit: 'Buat akaun',
  loginTitle: 'Log masuk',
  loginSubmit: 'Log masuk',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Anda telah log masuk.',
  verifyEmailTitle: 'Sahkan e-mel anda',
  verifyEmailDescription: 'Masukkan kod 6 digit yang kami hantar kepada {email}.',
  verifyEmailSubmit: 'Sahkan e-mel',
  emailVerified: 'E-mel anda telah disahkan.',
  resendCode: 'Hantar semula kod',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    other: 'Hantar semula kod dalam {seconds} saat',
  },
  codeSent: 'Kami telah menghantar kod baharu kepada {email}.',
  forgotPasswordTitle: 'Terlupa kata laluan?',
  forgotPasswordDescription:
    'Masukkan e-mel anda dan kami akan menghantar kod untuk menetapkan semula kata laluan anda.',
  forgotPasswordSubmit: 'Hantar kod',
  resetPasswordTitle: 'Tetapkan semula kata laluan',
  resetPasswordDescription:
    'Masukkan kod yang kami hantar kepada {email} dan pilih kata laluan baharu.',
  resetPasswordSubmit: 'Tetapkan semula kata laluan',
  passwordResetDone:
    'Kata laluan anda telah ditetapkan semula. Log masuk dengan kata laluan baharu anda.',
  changePasswordTitle: 'Tukar kata laluan',
  changePasswordSubmit: 'Tukar kata laluan',
  changePasswordDoneSignedIn:
    'Kata laluan anda telah ditukar. Anda telah log keluar daripada peranti lain.',
  changePasswordDone:
    'Kata laluan anda telah ditukar. Log masuk semula dengan kata laluan baharu anda.',
  changePasswordOtherDevices:
    'Jika kata laluan ditukar, anda akan log keluar daripada peranti lain.',
  profileTitle: 'Profil',
  profileSubmit: 'Simpan perubahan',
  profileSaved: 'Perubahan anda telah disimpan.',
  profileLoading: 'Memuatkan profil anda…',
  emailChangeNeedsPassword: 'Untuk menukar e-mel anda, masukkan kata laluan semasa anda.',
  deleteAccountTitle: 'Padam akaun',
  deleteAccountDescription:
    'Tindakan ini memadamkan akaun anda dan semua kandungannya. Tindakan ini tidak boleh dibuat asal.',
  deleteAccountSubmit: 'Padam akaun',
  deleteAccountConfirmTitle: 'Padam akaun anda?',
  deleteAccountConfirmDescription:
    'Tindakan ini tidak boleh dibuat asal. Taip {word} di bawah untuk mengesahkan.',
  deleteAccountConfirmLabel: 'Taip {word} untuk mengesahkan',
  deleteAccountConfirmWord: 'PADAM',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Demi keselamatan anda, masukkan kata laluan anda untuk memadamkan akaun.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Akaun anda telah dipadamkan.',
  cancel: 'Batal',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Anda perlu log masuk untuk melakukan tindakan ini.',
  signInRequiredLink: 'Log masuk',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Sesi anda telah tamat. Log masuk untuk meneruskan.',
  sessionEndedDescription:
    'Maklumat yang anda masukkan disimpan dan akan dihantar semula sebaik sahaja anda log masuk.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menu akaun, {name}',
  manageAccount: 'Urus akaun',
  signOut: 'Log keluar',
  userButtonSignIn: 'Log masuk',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'E-mel',
  emailStatusVerified: 'Disahkan',
  emailStatusNotVerified: 'Belum disahkan',
  emailSendVerification: 'Hantar kod pengesahan',
  changeEmail: 'Tukar e-mel',
  changeEmailSubmit: 'Simpan e-mel baharu',
  newEmailLabel: 'E-mel baharu',
  emailChangedDescription:
    'Masukkan kod 6 digit yang kami hantar kepada {email}. Kini anda log masuk dengan alamat ini, bukan lagi {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Kata laluan',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Nama anda dan cara untuk menghubungi anda.',
  profileRowEmpty: 'Belum ada apa-apa ditambah.',
  editProfile: 'Edit profil',
  emailRowDescription: 'Alamat untuk log masuk dan menerima kod.',
  passwordRowDescription: 'Untuk log masuk. Menukarnya melog keluar anda di peranti lain.',
  deleteRowDescription: 'Padam akaun anda dan datanya secara kekal.',
  discardChangesTitle: 'Buang perubahan?',
  discardChangesDescription: 'Apa yang anda taip dalam “{section}” belum disimpan dan akan hilang.',
  discardChanges: 'Buang',
  keepEditing: 'Terus mengedit',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Sahkan alamat e-mel anda',
  emailPromptDescription: 'Kami akan menghantar kod 6 digit kepada {email}.',
  emailPromptSend: 'Hantar kod',
  emailPromptDone: 'E-mel disahkan',
  emailPromptDismiss: 'Bukan sekarang',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Sesi anda akan tamat tidak lama lagi',
  idleWarning: {
    other: 'Demi keselamatan anda, anda akan dilog keluar dalam {seconds} saat.',
  },
  idleStay: 'Kekal log masuk',
  errorSummaryTitle: 'Terdapat masalah',

  // Field labels and their help.
  nameLabel: 'Nama',
  emailLabel: 'E-mel',
  passwordLabel: 'Kata laluan',
  currentPasswordLabel: 'Kata laluan semasa',
  newPasswordLabel: 'Kata laluan baharu',
  passwordDescription: 'Sekurang-kurangnya 8 aksara.',
  usernameLabel: 'Nama pengguna',
  phoneLabel: 'Telefon',
  addressLabel: 'Alamat',
  avatarUrlLabel: 'URL avatar',
  selectPlaceholder: 'Pilih satu pilihan',
  otpLabel: 'Kod pengesahan',
  otpCharacterLabel: 'Digit {index} daripada {count}',
  showPassword: 'Tunjukkan kata laluan',
  hidePassword: 'Sembunyikan kata laluan',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Kekuatan kata laluan',
  passwordStrengthWeak: 'Lemah',
  passwordStrengthFair: 'Sederhana',
  passwordStrengthStrong: 'Kuat',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Terlupa kata laluan?',
  signupLink: 'Buat akaun',
  loginLink: 'Sudah ada akaun? Log masuk',
  backToLoginLink: 'Kembali ke log masuk',

  // The submit button while a rate limit runs out.
  retryIn: { other: 'Cuba lagi dalam {seconds} saat' },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Medan ini wajib diisi.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Masukkan nama anda.',
  errorEmailRequired: 'Masukkan alamat e-mel anda.',
  errorPasswordRequired: 'Masukkan kata laluan anda.',
  errorCurrentPasswordRequired: 'Masukkan kata laluan semasa anda.',
  errorNewPasswordRequired: 'Pilih kata laluan.',
  errorNewEmailRequired: 'Masukkan alamat e-mel baharu anda.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Ini sudah pun alamat e-mel anda. Masukkan alamat yang lain.',
  errorOtpRequired: 'Masukkan kod 6 digit daripada e-mel.',
  errorInvalidEmail: 'Masukkan alamat e-mel yang sah, seperti name@example.com.',
  errorPasswordTooShort: {
    other: 'Gunakan sekurang-kurangnya {min} aksara.',
  },
  errorOtpIncomplete: 'Masukkan kesemua 6 digit kod.',
  errorInvalidUrl: 'Masukkan alamat web penuh yang bermula dengan https://.',
  errorConfirmWord: 'Taip {word} dengan tepat untuk mengesahkan.',
  errorInvalidNumber: 'Masukkan nombor.',
  errorInvalidDate: 'Masukkan tarikh yang sah.',
  errorConsentRequired: 'Tandakan kotak untuk bersetuju sebelum anda membuat akaun.',
  errorTooLong: {
    other: 'Gunakan maksimum {max} aksara.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'E-mel atau kata laluan salah.',
  errorCurrentPasswordWrong: 'Kata laluan semasa salah.',
  errorRateLimited:
    'Terlalu banyak percubaan. Tunggu sehingga kiraan undur tamat, kemudian cuba lagi.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Terlalu banyak percubaan. Cuba lagi kemudian.',
  errorNetwork: 'Perkhidmatan tidak dapat dihubungi. Semak sambungan anda, kemudian hantar semula.',
  errorInvalidOtp: 'Kod itu salah atau sudah tidak sah. Semak kod itu atau minta kod baharu.',
  errorOtpExpired: 'Kod itu telah tamat tempoh. Minta kod baharu.',
  errorEmailTaken: 'Akaun dengan e-mel ini sudah wujud. Log masuk ke akaun itu.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'E-mel ini digunakan oleh akaun lain. Masukkan e-mel yang lain.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Kata laluan ini terlalu biasa. Pilih kata laluan yang lebih sukar diteka.',
  errorUsernameTaken: 'Nama pengguna ini telah diambil. Pilih nama lain.',
  errorAccountDisabled: 'Akaun ini telah dilumpuhkan.',
  errorSessionEnded: 'Sesi anda telah tamat. Log masuk semula.',
  errorNotAllowed: 'Anda tidak dibenarkan melakukan tindakan ini.',
  errorNotFound: 'Akaun ini sudah tidak wujud.',
  errorApiKeyRequired:
    'Pemulihan kata laluan memerlukan kunci API awam apl anda: hantar apiKey kepada AuthProvider.',
  errorUnknown: 'Berlaku ralat: {message}',
};
