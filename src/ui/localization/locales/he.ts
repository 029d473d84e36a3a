import type { AuthLocalization } from '../auth-localization';

/**
 * The Hebrew dictionary: gender-neutral infinitive and impersonal forms (יש להזין), as Israeli
 * sign-in screens write them; right to left; complete, checked against {@link en} by type and by
 * test.
 */
export const he: AuthLocalization = {
  locale: 'he',
  dir: 'rtl',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'יצירת חשבון',
  signupSubmit: 'יצירת חשבון',
  loginTitle: 'התחברות',
  loginSubmit: 'התחברות',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'התחברת בהצלחה.',
  verifyEmailTitle: 'אימות כתובת האימייל',
  verifyEmailDescription: 'יש להזין את הקוד בן 6 הספרות ששלחנו אל {email}.',
  verifyEmailSubmit: 'אימות האימייל',
  emailVerified: 'כתובת האימייל אומתה.',
  resendCode: 'שליחת הקוד מחדש',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'שליחת הקוד מחדש בעוד {seconds} שנייה',
    two: 'שליחת הקוד מחדש בעוד {seconds} שניות',
    other: 'שליחת הקוד מחדש בעוד {seconds} שניות',
  },
  codeSent: 'שלחנו קוד חדש אל {email}.',
  forgotPasswordTitle: 'שכחת את הסיסמה?',
  forgotPasswordDescription: 'יש להזין את כתובת האימייל, ונשלח אליך קוד לאיפוס הסיסמה.',
  forgotPasswordSubmit: 'שליחת קוד איפוס',
  resetPasswordTitle: 'איפוס הסיסמה',
  resetPasswordDescription: 'יש להזין את הקוד ששלחנו אל {email} ולבחור סיסמה חדשה.',
  resetPasswordSubmit: 'איפוס הסיסמה',
  passwordResetDone: 'הסיסמה אופסה. אפשר להתחבר עם הסיסמה החדשה.',
  changePasswordTitle: 'שינוי סיסמה',
  changePasswordSubmit: 'שינוי סיסמה',
  changePasswordDoneSignedIn: 'הסיסמה שונתה. בוצעה התנתקות בשאר המכשירים שלך.',
  changePasswordDone: 'הסיסמה שונתה. יש להתחבר שוב עם הסיסמה החדשה.',
  changePasswordOtherDevices: 'שינוי הסיסמה יגרום להתנתקות בשאר המכשירים שלך.',
  profileTitle: 'פרופיל',
  profileSubmit: 'שמירת השינויים',
  profileSaved: 'השינויים נשמרו.',
  profileLoading: 'הפרופיל בטעינה…',
  emailChangeNeedsPassword: 'כדי לשנות את כתובת האימייל, יש להזין את הסיסמה הנוכחית.',
  deleteAccountTitle: 'מחיקת החשבון',
  deleteAccountDescription: 'פעולה זו מוחקת את החשבון ואת כל מה שבו. אי אפשר לבטל אותה.',
  deleteAccountSubmit: 'מחיקת החשבון',
  deleteAccountConfirmTitle: 'למחוק את החשבון?',
  deleteAccountConfirmDescription: 'אי אפשר לבטל את הפעולה. לאישור, יש להקליד למטה {word}.',
  deleteAccountConfirmLabel: 'לאישור יש להקליד {word}',
  deleteAccountConfirmWord: 'מחיקה',
  deleteAccountPasswordDescription: 'לשם אבטחה, יש להזין את הסיסמה כדי למחוק את החשבון.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'החשבון נמחק.',
  cancel: 'ביטול',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'לביצוע הפעולה יש להתחבר.',
  signInRequiredLink: 'התחברות',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'תוקף ההתחברות פג. יש להתחבר כדי להמשיך.',
  sessionEndedDescription: 'מה שהוזן יישמר ויישלח שוב לאחר ההתחברות.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'תפריט החשבון, {name}',
  manageAccount: 'ניהול החשבון',
  signOut: 'התנתקות',
  userButtonSignIn: 'התחברות',
  emailSettingsTitle: 'כתובת אימייל',
  emailStatusVerified: 'מאומתת',
  emailStatusNotVerified: 'לא מאומתת',
  emailSendVerification: 'שליחת קוד אימות',
  changeEmail: 'שינוי כתובת האימייל',
  changeEmailSubmit: 'שמירת הכתובת החדשה',
  newEmailLabel: 'כתובת אימייל חדשה',
  emailChangedDescription:
    'יש להזין את הקוד בן 6 הספרות ששלחנו אל {email}. מעכשיו ההתחברות היא עם הכתובת הזו, ולא עם {previousEmail}.',
  emailPromptTitle: 'אימות כתובת האימייל',
  emailPromptDescription: 'נשלח קוד בן 6 ספרות אל {email}.',
  emailPromptSend: 'שליחת קוד',
  emailPromptDone: 'כתובת האימייל אומתה',
  emailPromptDismiss: 'לא עכשיו',
  passwordSettingsTitle: 'סיסמה',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'השם ופרטי הקשר שלך.',
  profileRowEmpty: 'עדיין לא נוסף מידע.',
  editProfile: 'עריכת הפרופיל',
  emailRowDescription: 'הכתובת להתחברות ולקבלת קודים.',
  passwordRowDescription: 'משמשת להתחברות. שינוי הסיסמה יגרום להתנתקות בשאר המכשירים.',
  deleteRowDescription: 'מחיקה לצמיתות של החשבון ושל הנתונים שבו.',
  discardChangesTitle: 'לבטל את השינויים?',
  discardChangesDescription: 'מה שהוזן בקטע "{section}" לא נשמר ויאבד.',
  discardChanges: 'ביטול השינויים',
  keepEditing: 'המשך עריכה',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'תוקף ההתחברות עומד לפוג',
  idleWarning: {
    one: 'לאבטחתך, יתבצע ניתוק מהחשבון בעוד שנייה אחת.',
    two: 'לאבטחתך, יתבצע ניתוק מהחשבון בעוד {seconds} שניות.',
    other: 'לאבטחתך, יתבצע ניתוק מהחשבון בעוד {seconds} שניות.',
  },
  idleStay: 'להישאר במערכת',
  errorSummaryTitle: 'יש בעיה',

  // Field labels and their help.
  nameLabel: 'שם',
  emailLabel: 'אימייל',
  passwordLabel: 'סיסמה',
  currentPasswordLabel: 'הסיסמה הנוכחית',
  newPasswordLabel: 'סיסמה חדשה',
  passwordDescription: 'לפחות 8 תווים.',
  usernameLabel: 'שם משתמש',
  phoneLabel: 'טלפון',
  addressLabel: 'כתובת',
  avatarUrlLabel: 'כתובת URL של תמונת הפרופיל',
  selectPlaceholder: 'יש לבחור אפשרות',
  otpLabel: 'קוד אימות',
  otpCharacterLabel: 'ספרה {index} מתוך {count}',
  showPassword: 'הצגת הסיסמה',
  hidePassword: 'הסתרת הסיסמה',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'חוזק הסיסמה',
  passwordStrengthWeak: 'חלשה',
  passwordStrengthFair: 'בינונית',
  passwordStrengthStrong: 'חזקה',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'שכחת את הסיסמה?',
  signupLink: 'יצירת חשבון',
  loginLink: 'כבר יש לך חשבון? התחברות',
  backToLoginLink: 'חזרה להתחברות',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'אפשר לנסות שוב בעוד {seconds} שנייה',
    two: 'אפשר לנסות שוב בעוד {seconds} שניות',
    other: 'אפשר לנסות שוב בעוד {seconds} שניות',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'זהו שדה חובה.',
  errorNameRequired: 'יש להזין את השם שלך.',
  errorEmailRequired: 'יש להזין את כתובת האימייל שלך.',
  errorPasswordRequired: 'יש להזין את הסיסמה שלך.',
  errorCurrentPasswordRequired: 'יש להזין את הסיסמה הנוכחית.',
  errorNewPasswordRequired: 'יש לבחור סיסמה.',
  errorNewEmailRequired: 'יש להזין את כתובת האימייל החדשה.',
  errorEmailUnchanged: 'זו כבר כתובת האימייל שלך. יש להזין כתובת אחרת.',
  errorOtpRequired: 'יש להזין את הקוד בן 6 הספרות מהאימייל.',
  errorInvalidEmail: 'יש להזין כתובת אימייל תקינה, למשל name@example.com.',
  errorPasswordTooShort: {
    one: 'יש להשתמש ב-{min} תו לפחות.',
    two: 'יש להשתמש ב-{min} תווים לפחות.',
    other: 'יש להשתמש ב-{min} תווים לפחות.',
  },
  errorOtpIncomplete: 'יש להזין את כל 6 הספרות של הקוד.',
  errorInvalidUrl: 'יש להזין כתובת אינטרנט מלאה שמתחילה ב-https://\u200e.',
  errorConfirmWord: 'לאישור יש להקליד בדיוק {word}.',
  errorInvalidNumber: 'יש להזין מספר.',
  errorInvalidDate: 'יש להזין תאריך תקין.',
  errorConsentRequired: 'יש לסמן את התיבה כדי להסכים לפני יצירת החשבון.',
  errorTooLong: {
    one: 'אפשר להזין {max} תו לכל היותר.',
    two: 'אפשר להזין {max} תווים לכל היותר.',
    other: 'אפשר להזין {max} תווים לכל היותר.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'כתובת האימייל או הסיסמה שגויות.',
  errorCurrentPasswordWrong: 'הסיסמה הנוכחית שגויה.',
  errorRateLimited: 'יותר מדי ניסיונות. יש להמתין לסיום הספירה לאחור ולנסות שוב.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'יותר מדי ניסיונות. אפשר לנסות שוב מאוחר יותר.',
  errorNetwork: 'אין גישה לשירות. יש לבדוק את החיבור ולשלוח שוב.',
  errorInvalidOtp: 'הקוד שגוי או שאינו בתוקף עוד. יש לבדוק אותו או לבקש קוד חדש.',
  errorOtpExpired: 'תוקף הקוד פג. יש לבקש קוד חדש.',
  errorEmailTaken: 'כבר קיים חשבון עם כתובת האימייל הזו. אפשר להתחבר אליו.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'כתובת האימייל הזו משמשת חשבון אחר. יש להזין כתובת אחרת.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'הסיסמה הזו נפוצה מדי. יש לבחור סיסמה שקשה יותר לנחש.',
  errorUsernameTaken: 'שם המשתמש הזה תפוס. יש לבחור שם אחר.',
  errorAccountDisabled: 'החשבון הזה הושבת.',
  errorSessionEnded: 'תוקף ההתחברות פג. יש להתחבר שוב.',
  errorNotAllowed: 'אין לך הרשאה לבצע את הפעולה הזו.',
  errorNotFound: 'החשבון הזה כבר לא קיים.',
  errorApiKeyRequired:
    'שחזור סיסמה דורש את מפתח ה-API הציבורי של האפליקציה: יש להעביר apiKey אל AuthProvider.',
  errorUnknown: 'משהו השתבש: {message}',
};
