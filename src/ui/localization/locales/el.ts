import type { AuthLocalization } from '../auth-localization';

/**
 * The Greek dictionary (ελληνικά), formal register (plural «εσείς»: «Εισαγάγετε»,
 * «Συνδεθείτε»), as Google, Microsoft, Apple, Greek banks and gov.gr address users; buttons as
 * nouns of action («Σύνδεση», «Αποθήκευση αλλαγών», «Ακύρωση»). One word per thing: «σύνδεση»,
 * «λογαριασμός», «email» (in Latin letters, neuter, as Greek platforms write it), «κωδικός
 * πρόσβασης» always in full for the password, so that «κωδικός» alone is the emailed code. The
 * question mark is «;». The confirm word ΔΙΑΓΡΑΦΗ is in capitals, which Greek writes without
 * accents. Counts: `one` 1; `other` 0, 2 and up. Complete: checked against {@link en} by type
 * and by test.
 */
export const el: AuthLocalization = {
  locale: 'el',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Δημιουργία λογαριασμού',
  signupSubmit: 'Δημιουργία λογαριασμού',
  loginTitle: 'Σύνδεση',
  loginSubmit: 'Σύνδεση',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Έχετε συνδεθεί.',
  verifyEmailTitle: 'Επαληθεύστε το email σας',
  verifyEmailDescription: 'Εισαγάγετε τον 6ψήφιο κωδικό που στείλαμε στο {email}.',
  verifyEmailSubmit: 'Επαλήθευση email',
  emailVerified: 'Το email σας επαληθεύτηκε.',
  resendCode: 'Αποστολή νέου κωδικού',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Νέος κωδικός σε {seconds} δευτερόλεπτο',
    other: 'Νέος κωδικός σε {seconds} δευτερόλεπτα',
  },
  codeSent: 'Στείλαμε νέο κωδικό στο {email}.',
  forgotPasswordTitle: 'Ξεχάσατε τον κωδικό πρόσβασης;',
  forgotPasswordDescription:
    'Εισαγάγετε το email σας και θα σας στείλουμε κωδικό για να ορίσετε νέο κωδικό πρόσβασης.',
  forgotPasswordSubmit: 'Αποστολή κωδικού',
  resetPasswordTitle: 'Επαναφορά κωδικού πρόσβασης',
  resetPasswordDescription:
    'Εισαγάγετε τον κωδικό που στείλαμε στο {email} και επιλέξτε νέο κωδικό πρόσβασης.',
  resetPasswordSubmit: 'Επαναφορά',
  passwordResetDone: 'Ο κωδικός πρόσβασης επαναφέρθηκε. Συνδεθείτε με τον νέο κωδικό πρόσβασης.',
  changePasswordTitle: 'Αλλαγή κωδικού πρόσβασης',
  changePasswordSubmit: 'Αλλαγή κωδικού πρόσβασης',
  changePasswordDoneSignedIn:
    'Ο κωδικός πρόσβασης άλλαξε. Αποσυνδεθήκατε από τις άλλες συσκευές σας.',
  changePasswordDone: 'Ο κωδικός πρόσβασης άλλαξε. Συνδεθείτε ξανά με τον νέο κωδικό πρόσβασης.',
  changePasswordOtherDevices:
    'Με την αλλαγή του κωδικού πρόσβασης, θα αποσυνδεθείτε από τις άλλες συσκευές σας.',
  profileTitle: 'Προφίλ',
  profileSubmit: 'Αποθήκευση αλλαγών',
  profileSaved: 'Οι αλλαγές σας αποθηκεύτηκαν.',
  profileLoading: 'Φόρτωση προφίλ…',
  emailChangeNeedsPassword:
    'Για να αλλάξετε το email σας, εισαγάγετε τον τρέχοντα κωδικό πρόσβασης.',
  deleteAccountTitle: 'Διαγραφή λογαριασμού',
  deleteAccountDescription:
    'Θα διαγραφούν ο λογαριασμός σας και όλα όσα περιέχει. Η ενέργεια δεν αναιρείται.',
  deleteAccountSubmit: 'Διαγραφή λογαριασμού',
  deleteAccountConfirmTitle: 'Διαγραφή του λογαριασμού σας;',
  deleteAccountConfirmDescription:
    'Η ενέργεια δεν αναιρείται. Για επιβεβαίωση, πληκτρολογήστε {word} παρακάτω.',
  deleteAccountConfirmLabel: 'Πληκτρολογήστε {word} για επιβεβαίωση',
  deleteAccountConfirmWord: 'ΔΙΑΓΡΑΦΗ',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Για την ασφάλειά σας, εισαγάγετε τον κωδικό πρόσβασης για να διαγράψετε τον λογαριασμό σας.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Ο λογαριασμός σας διαγράφηκε.',
  cancel: 'Ακύρωση',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Πρέπει να συνδεθείτε για να το κάνετε αυτό.',
  signInRequiredLink: 'Σύνδεση',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Η περίοδος σύνδεσης έληξε. Συνδεθείτε για να συνεχίσετε.',
  sessionEndedDescription: 'Όσα καταχωρίσατε διατηρούνται και θα σταλούν ξανά μόλις συνδεθείτε.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Μενού λογαριασμού, {name}',
  manageAccount: 'Διαχείριση λογαριασμού',
  signOut: 'Αποσύνδεση',
  userButtonSignIn: 'Σύνδεση',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Διεύθυνση email',
  emailStatusVerified: 'Επαληθευμένο',
  emailStatusNotVerified: 'Μη επαληθευμένο',
  emailSendVerification: 'Αποστολή κωδικού επαλήθευσης',
  changeEmail: 'Αλλαγή email',
  changeEmailSubmit: 'Αποθήκευση νέου email',
  newEmailLabel: 'Νέο email',
  emailChangedDescription:
    'Εισαγάγετε τον 6ψήφιο κωδικό που στείλαμε στο {email}. Από τώρα συνδέεστε με αυτή τη διεύθυνση και όχι με το {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Κωδικός πρόσβασης',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Το όνομά σας και τα στοιχεία επικοινωνίας σας.',
  profileRowEmpty: 'Δεν έχει προστεθεί τίποτα ακόμη.',
  editProfile: 'Επεξεργασία προφίλ',
  emailRowDescription: 'Η διεύθυνση για τη σύνδεσή σας και τη λήψη κωδικών.',
  passwordRowDescription: 'Για τη σύνδεση. Η αλλαγή του σας αποσυνδέει από άλλες συσκευές.',
  deleteRowDescription: 'Οριστική διαγραφή του λογαριασμού και των δεδομένων του.',
  discardChangesTitle: 'Απόρριψη αλλαγών;',
  discardChangesDescription:
    'Όσα πληκτρολογήσατε στην ενότητα «{section}» δεν αποθηκεύτηκαν και θα χαθούν.',
  discardChanges: 'Απόρριψη',
  keepEditing: 'Συνέχεια επεξεργασίας',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Επαληθεύστε τη διεύθυνση email σας',
  emailPromptDescription: 'Θα στείλουμε έναν 6ψήφιο κωδικό στο {email}.',
  emailPromptSend: 'Αποστολή κωδικού',
  emailPromptDone: 'Το email επαληθεύτηκε',
  emailPromptDismiss: 'Όχι τώρα',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Η περίοδος σύνδεσης λήγει σύντομα',
  idleWarning: {
    one: 'Για την ασφάλειά σας, θα αποσυνδεθείτε σε {seconds} δευτερόλεπτο.',
    other: 'Για την ασφάλειά σας, θα αποσυνδεθείτε σε {seconds} δευτερόλεπτα.',
  },
  idleStay: 'Παραμονή σε σύνδεση',
  errorSummaryTitle: 'Παρουσιάστηκε πρόβλημα',

  // Field labels and their help.
  nameLabel: 'Όνομα',
  emailLabel: 'Διεύθυνση email',
  passwordLabel: 'Κωδικός πρόσβασης',
  currentPasswordLabel: 'Τρέχων κωδικός πρόσβασης',
  newPasswordLabel: 'Νέος κωδικός πρόσβασης',
  passwordDescription: 'Τουλάχιστον 8 χαρακτήρες.',
  usernameLabel: 'Όνομα χρήστη',
  phoneLabel: 'Τηλέφωνο',
  addressLabel: 'Διεύθυνση',
  avatarUrlLabel: 'URL εικόνας προφίλ',
  selectPlaceholder: 'Επιλέξτε',
  otpLabel: 'Κωδικός επαλήθευσης',
  otpCharacterLabel: 'Ψηφίο {index} από {count}',
  showPassword: 'Εμφάνιση κωδικού πρόσβασης',
  hidePassword: 'Απόκρυψη κωδικού πρόσβασης',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Ισχύς κωδικού πρόσβασης',
  passwordStrengthWeak: 'Αδύναμος',
  passwordStrengthFair: 'Μέτριος',
  passwordStrengthStrong: 'Ισχυρός',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Ξεχάσατε τον κωδικό πρόσβασης;',
  signupLink: 'Δημιουργία λογαριασμού',
  loginLink: 'Έχετε ήδη λογαριασμό; Σύνδεση',
  backToLoginLink: 'Επιστροφή στη σύνδεση',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Δοκιμάστε ξανά σε {seconds} δευτερόλεπτο',
    other: 'Δοκιμάστε ξανά σε {seconds} δευτερόλεπτα',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Αυτό το πεδίο είναι υποχρεωτικό.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Εισαγάγετε το όνομά σας.',
  errorEmailRequired: 'Εισαγάγετε τη διεύθυνση email σας.',
  errorPasswordRequired: 'Εισαγάγετε τον κωδικό πρόσβασης.',
  errorCurrentPasswordRequired: 'Εισαγάγετε τον τρέχοντα κωδικό πρόσβασης.',
  errorNewPasswordRequired: 'Επιλέξτε κωδικό πρόσβασης.',
  errorNewEmailRequired: 'Εισαγάγετε τη νέα διεύθυνση email σας.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Αυτή είναι ήδη η διεύθυνση email σας. Εισαγάγετε μια διαφορετική.',
  errorOtpRequired: 'Εισαγάγετε τον 6ψήφιο κωδικό από το email.',
  errorInvalidEmail: 'Εισαγάγετε έγκυρη διεύθυνση email, π.χ. name@example.com.',
  errorPasswordTooShort: {
    one: 'Χρησιμοποιήστε τουλάχιστον {min} χαρακτήρα.',
    other: 'Χρησιμοποιήστε τουλάχιστον {min} χαρακτήρες.',
  },
  errorOtpIncomplete: 'Εισαγάγετε και τα 6 ψηφία του κωδικού.',
  errorInvalidUrl: 'Εισαγάγετε πλήρη διεύθυνση ιστού που ξεκινά με https://.',
  errorConfirmWord: 'Για επιβεβαίωση, πληκτρολογήστε ακριβώς {word}.',
  errorInvalidNumber: 'Εισαγάγετε αριθμό.',
  errorInvalidDate: 'Εισαγάγετε μια έγκυρη ημερομηνία.',
  errorConsentRequired:
    'Επιλέξτε το πλαίσιο για να συμφωνήσετε πριν δημιουργήσετε τον λογαριασμό σας.',
  errorTooLong: {
    one: 'Χρησιμοποιήστε έως {max} χαρακτήρα.',
    other: 'Χρησιμοποιήστε έως {max} χαρακτήρες.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Το email ή ο κωδικός πρόσβασης είναι λάθος.',
  errorCurrentPasswordWrong: 'Ο τρέχων κωδικός πρόσβασης είναι λάθος.',
  errorRateLimited:
    'Πάρα πολλές προσπάθειες. Περιμένετε να τελειώσει η αντίστροφη μέτρηση και δοκιμάστε ξανά.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά αργότερα.',
  errorNetwork:
    'Δεν είναι δυνατή η σύνδεση με την υπηρεσία. Ελέγξτε τη σύνδεσή σας και υποβάλετε ξανά.',
  errorInvalidOtp: 'Ο κωδικός είναι λάθος ή δεν ισχύει πλέον. Ελέγξτε τον ή ζητήστε νέο.',
  errorOtpExpired: 'Ο κωδικός έληξε. Ζητήστε νέο.',
  errorEmailTaken: 'Υπάρχει ήδη λογαριασμός με αυτό το email. Συνδεθείτε σε αυτόν.',
  // Profile: the new email belongs to another account.
  errorEmailInUse:
    'Αυτό το email χρησιμοποιείται από άλλον λογαριασμό. Εισαγάγετε ένα διαφορετικό.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'Αυτός ο κωδικός πρόσβασης είναι πολύ συνηθισμένος. Επιλέξτε έναν που δεν μαντεύεται εύκολα.',
  errorUsernameTaken: 'Αυτό το όνομα χρήστη χρησιμοποιείται ήδη. Επιλέξτε άλλο.',
  errorAccountDisabled: 'Αυτός ο λογαριασμός έχει απενεργοποιηθεί.',
  errorSessionEnded: 'Η περίοδος σύνδεσης έληξε. Συνδεθείτε ξανά.',
  errorNotAllowed: 'Δεν έχετε άδεια για αυτή την ενέργεια.',
  errorNotFound: 'Αυτός ο λογαριασμός δεν υπάρχει πλέον.',
  errorApiKeyRequired:
    'Η ανάκτηση κωδικού πρόσβασης χρειάζεται το δημόσιο κλειδί API της εφαρμογής σας: περάστε το apiKey στο AuthProvider.',
  errorUnknown: 'Κάτι πήγε στραβά: {message}',
};
