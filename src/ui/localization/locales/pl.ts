import type { AuthLocalization } from '../auth-localization';

/**
 * The Polish dictionary (polski), informal register (2nd person singular: "Zaloguj się",
 * "Wpisz"), as Google, Apple and Allegro use it; past tenses impersonal ("Zalogowano") so no
 * text assumes the user's gender. The confirmation word USUWAM has no diacritics to type.
 */
export const pl: AuthLocalization = {
  locale: 'pl',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Utwórz konto',
  signupSubmit: 'Utwórz konto',
  loginTitle: 'Zaloguj się',
  loginSubmit: 'Zaloguj się',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Zalogowano.',
  verifyEmailTitle: 'Potwierdź swój adres e-mail',
  verifyEmailDescription: 'Wpisz 6-cyfrowy kod, który wysłaliśmy na adres {email}.',
  verifyEmailSubmit: 'Potwierdź adres e-mail',
  emailVerified: 'Adres e-mail został potwierdzony.',
  resendCode: 'Wyślij kod ponownie',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Wyślij kod ponownie za {seconds} sekundę',
    few: 'Wyślij kod ponownie za {seconds} sekundy',
    many: 'Wyślij kod ponownie za {seconds} sekund',
    other: 'Wyślij kod ponownie za {seconds} sekundy',
  },
  codeSent: 'Wysłaliśmy nowy kod na adres {email}.',
  forgotPasswordTitle: 'Nie pamiętasz hasła?',
  forgotPasswordDescription:
    'Wpisz swój adres e-mail, a wyślemy Ci kod, za pomocą którego zresetujesz hasło.',
  forgotPasswordSubmit: 'Wyślij kod',
  resetPasswordTitle: 'Zresetuj hasło',
  resetPasswordDescription: 'Wpisz kod, który wysłaliśmy na adres {email}, i ustaw nowe hasło.',
  resetPasswordSubmit: 'Zresetuj hasło',
  passwordResetDone: 'Hasło zostało zresetowane. Zaloguj się, używając nowego hasła.',
  changePasswordTitle: 'Zmień hasło',
  changePasswordSubmit: 'Zmień hasło',
  changePasswordDoneSignedIn: 'Hasło zostało zmienione. Wylogowano Cię na innych urządzeniach.',
  changePasswordDone: 'Hasło zostało zmienione. Zaloguj się ponownie, używając nowego hasła.',
  changePasswordOtherDevices: 'Zmiana hasła wyloguje Cię na innych urządzeniach.',
  profileTitle: 'Profil',
  profileSubmit: 'Zapisz zmiany',
  profileSaved: 'Zmiany zostały zapisane.',
  profileLoading: 'Wczytywanie profilu…',
  emailChangeNeedsPassword: 'Aby zmienić adres e-mail, wpisz obecne hasło.',
  deleteAccountTitle: 'Usuń konto',
  deleteAccountDescription:
    'Spowoduje to usunięcie konta i wszystkich jego danych. Tej operacji nie można cofnąć.',
  deleteAccountSubmit: 'Usuń konto',
  deleteAccountConfirmTitle: 'Usunąć konto?',
  deleteAccountConfirmDescription:
    'Tej operacji nie można cofnąć. Aby potwierdzić, wpisz poniżej {word}.',
  deleteAccountConfirmLabel: 'Aby potwierdzić, wpisz {word}',
  deleteAccountConfirmWord: 'USUWAM',
  deleteAccountPasswordDescription: 'Ze względów bezpieczeństwa wpisz hasło, aby usunąć konto.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Konto zostało usunięte.',
  cancel: 'Anuluj',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Aby to zrobić, musisz się zalogować.',
  signInRequiredLink: 'Zaloguj się',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Sesja wygasła. Zaloguj się, aby kontynuować.',
  sessionEndedDescription: 'Wprowadzone dane zostaną zachowane i wysłane ponownie po zalogowaniu.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menu konta, {name}',
  manageAccount: 'Zarządzaj kontem',
  signOut: 'Wyloguj się',
  userButtonSignIn: 'Zaloguj się',
  emailSettingsTitle: 'Adres e-mail',
  emailStatusVerified: 'Potwierdzony',
  emailStatusNotVerified: 'Niepotwierdzony',
  emailSendVerification: 'Wyślij kod weryfikacyjny',
  changeEmail: 'Zmień adres e-mail',
  changeEmailSubmit: 'Zapisz nowy adres',
  newEmailLabel: 'Nowy adres e-mail',
  emailChangedDescription:
    'Wpisz 6-cyfrowy kod, który wysłaliśmy na adres {email}. Od teraz logujesz się tym adresem, a nie adresem {previousEmail}.',
  emailPromptTitle: 'Potwierdź swój adres e-mail',
  emailPromptDescription: 'Wyślemy 6-cyfrowy kod na adres {email}.',
  emailPromptSend: 'Wyślij kod',
  emailPromptDone: 'Adres e-mail potwierdzony',
  emailPromptDismiss: 'Nie teraz',
  passwordSettingsTitle: 'Hasło',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Imię i nazwisko oraz dane kontaktowe.',
  profileRowEmpty: 'Nic jeszcze nie dodano.',
  editProfile: 'Edytuj profil',
  emailRowDescription: 'Adres do logowania i otrzymywania kodów.',
  passwordRowDescription: 'Służy do logowania. Zmiana wyloguje Cię na innych urządzeniach.',
  deleteRowDescription: 'Trwale usuń konto i wszystkie jego dane.',
  discardChangesTitle: 'Odrzucić zmiany?',
  discardChangesDescription: 'Dane wpisane w sekcji „{section}” nie zostały zapisane i przepadną.',
  discardChanges: 'Odrzuć',
  keepEditing: 'Edytuj dalej',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Sesja wkrótce wygaśnie',
  idleWarning: {
    one: 'Ze względów bezpieczeństwa nastąpi wylogowanie za {seconds} sekundę.',
    few: 'Ze względów bezpieczeństwa nastąpi wylogowanie za {seconds} sekundy.',
    many: 'Ze względów bezpieczeństwa nastąpi wylogowanie za {seconds} sekund.',
    other: 'Ze względów bezpieczeństwa nastąpi wylogowanie za {seconds} sekundy.',
  },
  idleStay: 'Nie wylogowuj mnie',
  errorSummaryTitle: 'Popraw następujące błędy',

  // Field labels and their help.
  nameLabel: 'Imię i nazwisko',
  emailLabel: 'Adres e-mail',
  passwordLabel: 'Hasło',
  currentPasswordLabel: 'Obecne hasło',
  newPasswordLabel: 'Nowe hasło',
  passwordDescription: 'Co najmniej 8 znaków.',
  usernameLabel: 'Nazwa użytkownika',
  phoneLabel: 'Telefon',
  addressLabel: 'Adres',
  avatarUrlLabel: 'Adres URL awatara',
  selectPlaceholder: 'Wybierz opcję',
  otpLabel: 'Kod weryfikacyjny',
  otpCharacterLabel: 'Cyfra {index} z {count}',
  showPassword: 'Pokaż hasło',
  hidePassword: 'Ukryj hasło',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Siła hasła',
  passwordStrengthWeak: 'Słabe',
  passwordStrengthFair: 'Średnie',
  passwordStrengthStrong: 'Silne',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Nie pamiętasz hasła?',
  signupLink: 'Utwórz konto',
  loginLink: 'Mam już konto',
  backToLoginLink: 'Wróć do logowania',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Spróbuj ponownie za {seconds} sekundę',
    few: 'Spróbuj ponownie za {seconds} sekundy',
    many: 'Spróbuj ponownie za {seconds} sekund',
    other: 'Spróbuj ponownie za {seconds} sekundy',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'To pole jest wymagane.',
  errorNameRequired: 'Wpisz swoje imię i nazwisko.',
  errorEmailRequired: 'Wpisz swój adres e-mail.',
  errorPasswordRequired: 'Wpisz swoje hasło.',
  errorCurrentPasswordRequired: 'Wpisz obecne hasło.',
  errorNewPasswordRequired: 'Wybierz hasło.',
  errorNewEmailRequired: 'Wpisz nowy adres e-mail.',
  errorEmailUnchanged: 'To już jest Twój adres e-mail. Wpisz inny.',
  errorOtpRequired: 'Wpisz 6-cyfrowy kod z e-maila.',
  errorInvalidEmail: 'Wpisz prawidłowy adres e-mail, np. nazwa@example.com.',
  errorPasswordTooShort: {
    one: 'Użyj co najmniej {min} znaku.',
    few: 'Użyj co najmniej {min} znaków.',
    many: 'Użyj co najmniej {min} znaków.',
    other: 'Użyj co najmniej {min} znaku.',
  },
  errorOtpIncomplete: 'Wpisz wszystkie 6 cyfr kodu.',
  errorInvalidUrl: 'Wpisz pełny adres internetowy zaczynający się od https://.',
  errorConfirmWord: 'Aby potwierdzić, wpisz dokładnie {word}.',
  errorInvalidNumber: 'Wpisz liczbę.',
  errorInvalidDate: 'Wpisz prawidłową datę.',
  errorConsentRequired: 'Zaznacz pole, aby wyrazić zgodę przed utworzeniem konta.',
  errorTooLong: {
    one: 'Wpisz maksymalnie {max} znak.',
    few: 'Wpisz maksymalnie {max} znaki.',
    many: 'Wpisz maksymalnie {max} znaków.',
    other: 'Wpisz maksymalnie {max} znaku.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Nieprawidłowy adres e-mail lub hasło.',
  errorCurrentPasswordWrong: 'Obecne hasło jest nieprawidłowe.',
  errorRateLimited: 'Zbyt wiele prób. Poczekaj do końca odliczania, a potem spróbuj ponownie.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Zbyt wiele prób. Spróbuj ponownie później.',
  errorNetwork: 'Nie można połączyć się z usługą. Sprawdź połączenie i wyślij formularz ponownie.',
  errorInvalidOtp: 'Ten kod jest nieprawidłowy lub stracił ważność. Sprawdź go albo wyślij nowy.',
  errorOtpExpired: 'Ten kod wygasł. Wyślij nowy.',
  errorEmailTaken: 'Konto z tym adresem e-mail już istnieje. Zaloguj się na nie.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Ten adres e-mail jest używany przez inne konto. Wpisz inny.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'To hasło jest zbyt popularne. Wybierz takie, które trudniej odgadnąć.',
  errorUsernameTaken: 'Ta nazwa użytkownika jest zajęta. Wybierz inną.',
  errorAccountDisabled: 'To konto jest wyłączone.',
  errorSessionEnded: 'Sesja wygasła. Zaloguj się ponownie.',
  errorNotAllowed: 'Nie masz uprawnień do wykonania tej czynności.',
  errorNotFound: 'To konto już nie istnieje.',
  errorApiKeyRequired:
    'Odzyskiwanie hasła wymaga publicznego klucza API Twojej aplikacji: przekaż apiKey do AuthProvider.',
  errorUnknown: 'Coś poszło nie tak: {message}',
};
