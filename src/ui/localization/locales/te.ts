import type { AuthLocalization } from '../auth-localization';

/**
 * The Telugu dictionary (తెలుగు), మీరు with the polite imperative in -ండి («ఎంటర్ చేయండి»,
 * «సైన్ ఇన్ చేయండి»), as Google, Microsoft, Apple, Indian banks and the Andhra Pradesh and Telangana
 * government services address users, with the English loanwords their sign-in screens use (సైన్
 * ఇన్, ఈమెయిల్, పాస్‌వర్డ్, కోడ్, వెరిఫై) and a zero-width non-joiner before a Telugu suffix on
 * them (పాస్‌వర్డ్‌ను), as they write it; buttons kept short, since Telugu words are long. The
 * fixed numbers ("6-digit code") are words. `one` is 1 only: «1 సెకనులో», «5 సెకన్లలో».
 * Complete: checked against {@link en} by type and by test.
 */
export const te: AuthLocalization = {
  locale: 'te',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'ఖాతాను క్రియేట్ చేయండి',
  signupSubmit: 'ఖాతాను క్రియేట్ చేయండి',
  loginTitle: 'సైన్ ఇన్ చేయండి',
  loginSubmit: 'సైన్ ఇన్ చేయండి',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'మీరు సైన్ ఇన్ చేశారు.',
  verifyEmailTitle: 'మీ ఈమెయిల్‌ను వెరిఫై చేయండి',
  verifyEmailDescription: '{email} అడ్రస్‌కు మేము పంపిన ఆరు అంకెల కోడ్‌ను ఎంటర్ చేయండి.',
  verifyEmailSubmit: 'వెరిఫై చేయండి',
  emailVerified: 'మీ ఈమెయిల్ వెరిఫై అయింది.',
  resendCode: 'కోడ్‌ను మళ్లీ పంపండి',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: '{seconds} సెకనులో మళ్లీ పంపవచ్చు',
    other: '{seconds} సెకన్లలో మళ్లీ పంపవచ్చు',
  },
  codeSent: '{email} అడ్రస్‌కు కొత్త కోడ్‌ను పంపాము.',
  forgotPasswordTitle: 'పాస్‌వర్డ్ మర్చిపోయారా?',
  forgotPasswordDescription: 'మీ ఈమెయిల్‌ను ఎంటర్ చేయండి, పాస్‌వర్డ్‌ను రీసెట్ చేయడానికి మేము మీకు ఒక కోడ్‌ను పంపుతాము.',
  forgotPasswordSubmit: 'రీసెట్ కోడ్ పంపండి',
  resetPasswordTitle: 'పాస్‌వర్డ్‌ను రీసెట్ చేయండి',
  resetPasswordDescription: '{email} అడ్రస్‌కు మేము పంపిన కోడ్‌ను ఎంటర్ చేసి, కొత్త పాస్‌వర్డ్‌ను ఎంచుకోండి.',
  resetPasswordSubmit: 'రీసెట్ చేయండి',
  passwordResetDone: 'మీ పాస్‌వర్డ్ రీసెట్ అయింది. కొత్త పాస్‌వర్డ్‌తో సైన్ ఇన్ చేయండి.',
  changePasswordTitle: 'పాస్‌వర్డ్‌ను మార్చండి',
  changePasswordSubmit: 'పాస్‌వర్డ్ మార్చండి',
  changePasswordDoneSignedIn: 'మీ పాస్‌వర్డ్ మారింది. మీ ఇతర పరికరాల నుండి మీరు సైన్ అవుట్ అయ్యారు.',
  changePasswordDone: 'మీ పాస్‌వర్డ్ మారింది. కొత్త పాస్‌వర్డ్‌తో మళ్లీ సైన్ ఇన్ చేయండి.',
  changePasswordOtherDevices: 'పాస్‌వర్డ్‌ను మార్చితే, మీ ఇతర పరికరాల నుండి మీరు సైన్ అవుట్ అవుతారు.',
  profileTitle: 'ప్రొఫైల్',
  profileSubmit: 'మార్పులను సేవ్ చేయండి',
  profileSaved: 'మీ మార్పులు సేవ్ అయ్యాయి.',
  profileLoading: 'మీ ప్రొఫైల్ లోడ్ అవుతోంది…',
  emailChangeNeedsPassword: 'మీ ఈమెయిల్‌ను మార్చడానికి, మీ ప్రస్తుత పాస్‌వర్డ్‌ను ఎంటర్ చేయండి.',
  deleteAccountTitle: 'ఖాతాను తొలగించండి',
  deleteAccountDescription: 'దీని వల్ల మీ ఖాతా, అందులోని సమస్తం తొలగించబడతాయి. ఈ చర్యను వెనక్కి తీసుకోలేరు.',
  deleteAccountSubmit: 'ఖాతాను తొలగించండి',
  deleteAccountConfirmTitle: 'మీ ఖాతాను తొలగించాలా?',
  deleteAccountConfirmDescription: 'ఈ చర్యను వెనక్కి తీసుకోలేరు. నిర్ధారించడానికి కింద “{word}” అని టైప్ చేయండి.',
  deleteAccountConfirmLabel: 'నిర్ధారించడానికి “{word}” అని టైప్ చేయండి',
  deleteAccountConfirmWord: 'తొలగించు',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'మీ భద్రత కోసం, ఖాతాను తొలగించడానికి మీ పాస్‌వర్డ్‌ను ఎంటర్ చేయండి.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'మీ ఖాతా తొలగించబడింది.',
  cancel: 'రద్దు చేయండి',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'దీన్ని చేయడానికి మీరు సైన్ ఇన్ చేయాలి.',
  signInRequiredLink: 'సైన్ ఇన్ చేయండి',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'మీ సెషన్ ముగిసింది. కొనసాగడానికి సైన్ ఇన్ చేయండి.',
  sessionEndedDescription: 'మీరు ఎంటర్ చేసినది అలాగే ఉంటుంది, సైన్ ఇన్ చేశాక మళ్లీ పంపబడుతుంది.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'ఖాతా మెనూ, {name}',
  manageAccount: 'ఖాతాను మేనేజ్ చేయండి',
  signOut: 'సైన్ అవుట్ చేయండి',
  userButtonSignIn: 'సైన్ ఇన్ చేయండి',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'ఈమెయిల్',
  emailStatusVerified: 'వెరిఫై అయింది',
  emailStatusNotVerified: 'వెరిఫై కాలేదు',
  emailSendVerification: 'వెరిఫికేషన్ కోడ్ పంపండి',
  changeEmail: 'ఈమెయిల్ మార్చండి',
  changeEmailSubmit: 'కొత్త ఈమెయిల్ సేవ్ చేయండి',
  newEmailLabel: 'కొత్త ఈమెయిల్',
  emailChangedDescription:
    '{email} అడ్రస్‌కు మేము పంపిన ఆరు అంకెల కోడ్‌ను ఎంటర్ చేయండి. ఇకపై మీరు {previousEmail} అడ్రస్‌తో కాకుండా, ఈ అడ్రస్‌తో సైన్ ఇన్ చేస్తారు.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'పాస్‌వర్డ్',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'మీ పేరు, మిమ్మల్ని సంప్రదించే మార్గాలు.',
  profileRowEmpty: 'ఇంకా ఏమీ జోడించలేదు.',
  editProfile: 'ప్రొఫైల్‌ను ఎడిట్ చేయండి',
  emailRowDescription: 'సైన్ ఇన్ చేయడానికి, కోడ్‌లు పొందడానికి మీరు ఉపయోగించే అడ్రస్.',
  passwordRowDescription: 'సైన్ ఇన్ కోసం. మార్చితే, ఇతర పరికరాల నుండి సైన్ అవుట్ అవుతారు.',
  deleteRowDescription: 'మీ ఖాతాను, దాని డేటాను శాశ్వతంగా తొలగించండి.',
  discardChangesTitle: 'మార్పులను విస్మరించాలా?',
  discardChangesDescription: '“{section}” విభాగంలో మీరు ఎంటర్ చేసినది సేవ్ కాలేదు, అది పోతుంది.',
  discardChanges: 'విస్మరించండి',
  keepEditing: 'ఎడిట్ చేయడం కొనసాగించండి',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'మీ ఈమెయిల్ అడ్రస్‌ను వెరిఫై చేయండి',
  emailPromptDescription: '{email} అడ్రస్‌కు ఆరు అంకెల కోడ్‌ను పంపుతాము.',
  emailPromptSend: 'కోడ్ పంపండి',
  emailPromptDone: 'ఈమెయిల్ వెరిఫై అయింది',
  emailPromptDismiss: 'ఇప్పుడు కాదు',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'మీ సెషన్ త్వరలో ముగుస్తుంది',
  idleWarning: {
    one: 'మీ భద్రత కోసం {seconds} సెకనులో మిమ్మల్ని సైన్ అవుట్ చేస్తాము.',
    other: 'మీ భద్రత కోసం {seconds} సెకన్లలో మిమ్మల్ని సైన్ అవుట్ చేస్తాము.',
  },
  idleStay: 'సైన్ ఇన్‌లోనే ఉండండి',
  errorSummaryTitle: 'ఒక సమస్య ఉంది',

  // Field labels and their help.
  nameLabel: 'పేరు',
  emailLabel: 'ఈమెయిల్',
  passwordLabel: 'పాస్‌వర్డ్',
  currentPasswordLabel: 'ప్రస్తుత పాస్‌వర్డ్',
  newPasswordLabel: 'కొత్త పాస్‌వర్డ్',
  passwordDescription: 'కనీసం ఎనిమిది అక్షరాలు.',
  usernameLabel: 'యూజర్‌నేమ్',
  phoneLabel: 'ఫోన్',
  addressLabel: 'చిరునామా',
  avatarUrlLabel: 'అవతార్ URL',
  selectPlaceholder: 'ఒక ఎంపికను ఎంచుకోండి',
  otpLabel: 'వెరిఫికేషన్ కోడ్',
  otpCharacterLabel: '{count}లో {index}వ అంకె',
  showPassword: 'పాస్‌వర్డ్‌ను చూపండి',
  hidePassword: 'పాస్‌వర్డ్‌ను దాచండి',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'పాస్‌వర్డ్ బలం',
  passwordStrengthWeak: 'బలహీనం',
  passwordStrengthFair: 'మధ్యస్థం',
  passwordStrengthStrong: 'బలమైనది',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'పాస్‌వర్డ్ మర్చిపోయారా?',
  signupLink: 'ఖాతాను క్రియేట్ చేయండి',
  loginLink: 'ఇప్పటికే ఖాతా ఉందా? సైన్ ఇన్ చేయండి',
  backToLoginLink: 'సైన్ ఇన్‌కు తిరిగి వెళ్లండి',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: '{seconds} సెకనులో మళ్లీ ప్రయత్నించండి',
    other: '{seconds} సెకన్లలో మళ్లీ ప్రయత్నించండి',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'ఈ ఫీల్డ్ తప్పనిసరి.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'మీ పేరును ఎంటర్ చేయండి.',
  errorEmailRequired: 'మీ ఈమెయిల్ అడ్రస్‌ను ఎంటర్ చేయండి.',
  errorPasswordRequired: 'మీ పాస్‌వర్డ్‌ను ఎంటర్ చేయండి.',
  errorCurrentPasswordRequired: 'మీ ప్రస్తుత పాస్‌వర్డ్‌ను ఎంటర్ చేయండి.',
  errorNewPasswordRequired: 'ఒక పాస్‌వర్డ్‌ను ఎంచుకోండి.',
  errorNewEmailRequired: 'మీ కొత్త ఈమెయిల్ అడ్రస్‌ను ఎంటర్ చేయండి.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'ఇది ఇప్పటికే మీ ఈమెయిల్ అడ్రస్. వేరే అడ్రస్‌ను ఎంటర్ చేయండి.',
  errorOtpRequired: 'ఈమెయిల్‌లో వచ్చిన ఆరు అంకెల కోడ్‌ను ఎంటర్ చేయండి.',
  errorInvalidEmail: 'సరైన ఈమెయిల్ అడ్రస్‌ను ఎంటర్ చేయండి, ఉదా. name@example.com.',
  errorPasswordTooShort: {
    one: 'కనీసం {min} అక్షరం ఉపయోగించండి.',
    other: 'కనీసం {min} అక్షరాలు ఉపయోగించండి.',
  },
  errorOtpIncomplete: 'కోడ్‌లోని ఆరు అంకెలనూ ఎంటర్ చేయండి.',
  errorInvalidUrl: 'https:// తో మొదలయ్యే పూర్తి వెబ్ అడ్రస్‌ను ఎంటర్ చేయండి.',
  errorConfirmWord: 'నిర్ధారించడానికి “{word}” అని సరిగ్గా టైప్ చేయండి.',
  errorInvalidNumber: 'ఒక సంఖ్యను ఎంటర్ చేయండి.',
  errorInvalidDate: 'సరైన తేదీని ఎంటర్ చేయండి.',
  errorConsentRequired: 'ఖాతాను సృష్టించే ముందు అంగీకరించడానికి బాక్స్‌ను టిక్ చేయండి.',
  errorTooLong: {
    one: 'గరిష్ఠంగా {max} అక్షరం ఉపయోగించండి.',
    other: 'గరిష్ఠంగా {max} అక్షరాలు ఉపయోగించండి.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'ఈమెయిల్ లేదా పాస్‌వర్డ్ తప్పు.',
  errorCurrentPasswordWrong: 'ప్రస్తుత పాస్‌వర్డ్ తప్పు.',
  errorRateLimited: 'చాలా ఎక్కువ సార్లు ప్రయత్నించారు. కౌంట్‌డౌన్ ముగిసే వరకు ఆగి, మళ్లీ ప్రయత్నించండి.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'చాలా ఎక్కువ సార్లు ప్రయత్నించారు. కాసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
  errorNetwork: 'సర్వీస్‌ను చేరుకోలేకపోయాము. మీ కనెక్షన్‌ను చెక్ చేసి, మళ్లీ సబ్మిట్ చేయండి.',
  errorInvalidOtp: 'ఈ కోడ్ తప్పు లేదా ఇకపై చెల్లదు. దాన్ని చెక్ చేయండి, లేదా కొత్త కోడ్‌ను పొందండి.',
  errorOtpExpired: 'ఈ కోడ్ గడువు ముగిసింది. కొత్త కోడ్‌ను పొందండి.',
  errorEmailTaken: 'ఈ ఈమెయిల్‌తో ఇప్పటికే ఒక ఖాతా ఉంది. బదులుగా సైన్ ఇన్ చేయండి.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'ఈ ఈమెయిల్‌ను వేరే ఖాతా ఉపయోగిస్తోంది. వేరే ఈమెయిల్‌ను ఎంటర్ చేయండి.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'ఈ పాస్‌వర్డ్ చాలా సాధారణమైనది. ఊహించడానికి కష్టమైన పాస్‌వర్డ్‌ను ఎంచుకోండి.',
  errorUsernameTaken: 'ఈ యూజర్‌నేమ్ ఇప్పటికే తీసుకోబడింది. వేరేది ఎంచుకోండి.',
  errorAccountDisabled: 'ఈ ఖాతా డిజేబుల్ చేయబడింది.',
  errorSessionEnded: 'మీ సెషన్ ముగిసింది. మళ్లీ సైన్ ఇన్ చేయండి.',
  errorNotAllowed: 'దీన్ని చేయడానికి మీకు అనుమతి లేదు.',
  errorNotFound: 'ఈ ఖాతా ఇక లేదు.',
  errorApiKeyRequired: 'పాస్‌వర్డ్ రికవరీకి మీ యాప్ పబ్లిక్ API కీ అవసరం: AuthProvider కు apiKey ను పాస్ చేయండి.',
  errorUnknown: 'ఏదో తప్పు జరిగింది: {message}',
};
