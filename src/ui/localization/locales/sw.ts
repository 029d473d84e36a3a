import type { AuthLocalization } from '../auth-localization';

/**
 * The Swahili dictionary (Kiswahili), polite second person singular ("yako", "Weka"), as Google,
 * Microsoft, Apple and East African banks and mobile money address users; "Ingia", "nenosiri",
 * "msimbo", "barua pepe". Complete: checked against {@link en} by type and by test.
 */
export const sw: AuthLocalization = {
  locale: 'sw',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Fungua akaunti',
  signupSubmit: 'Fungua akaunti',
  loginTitle: 'Ingia',
  loginSubmit: 'Ingia',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Umeingia katika akaunti yako.',
  verifyEmailTitle: 'Thibitisha barua pepe yako',
  verifyEmailDescription: 'Weka msimbo wa tarakimu 6 tuliotuma kwa {email}.',
  verifyEmailSubmit: 'Thibitisha barua pepe',
  emailVerified: 'Barua pepe yako imethibitishwa.',
  resendCode: 'Tuma msimbo tena',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Tuma msimbo tena baada ya sekunde {seconds}',
    other: 'Tuma msimbo tena baada ya sekunde {seconds}',
  },
  codeSent: 'Tumetuma msimbo mpya kwa {email}.',
  forgotPasswordTitle: 'Umesahau nenosiri lako?',
  forgotPasswordDescription:
    'Weka barua pepe yako na tutakutumia msimbo wa kubadilisha nenosiri lako.',
  forgotPasswordSubmit: 'Tuma msimbo',
  resetPasswordTitle: 'Weka nenosiri jipya',
  resetPasswordDescription: 'Weka msimbo tuliotuma kwa {email} kisha uchague nenosiri jipya.',
  resetPasswordSubmit: 'Weka nenosiri jipya',
  passwordResetDone: 'Nenosiri lako jipya limewekwa. Ingia ukitumia nenosiri lako jipya.',
  changePasswordTitle: 'Badilisha nenosiri',
  changePasswordSubmit: 'Badilisha nenosiri',
  changePasswordDoneSignedIn:
    'Nenosiri lako limebadilishwa. Umeondolewa kwenye vifaa vyako vingine.',
  changePasswordDone: 'Nenosiri lako limebadilishwa. Ingia tena ukitumia nenosiri lako jipya.',
  changePasswordOtherDevices: 'Ukibadilisha nenosiri, utaondolewa kwenye vifaa vyako vingine.',
  profileTitle: 'Wasifu',
  profileSubmit: 'Hifadhi mabadiliko',
  profileSaved: 'Mabadiliko yako yamehifadhiwa.',
  profileLoading: 'Inapakia wasifu wako…',
  emailChangeNeedsPassword: 'Ili kubadilisha barua pepe yako, weka nenosiri lako la sasa.',
  deleteAccountTitle: 'Futa akaunti',
  deleteAccountDescription:
    'Hatua hii itafuta akaunti yako na kila kitu kilichomo. Haiwezi kutenduliwa.',
  deleteAccountSubmit: 'Futa akaunti',
  deleteAccountConfirmTitle: 'Ungependa kufuta akaunti yako?',
  deleteAccountConfirmDescription:
    'Hatua hii haiwezi kutenduliwa. Andika {word} hapa chini ili uthibitishe.',
  deleteAccountConfirmLabel: 'Andika {word} ili uthibitishe',
  deleteAccountConfirmWord: 'FUTA',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription: 'Kwa usalama wako, weka nenosiri lako ili ufute akaunti yako.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Akaunti yako imefutwa.',
  cancel: 'Ghairi',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Unahitaji kuingia ili ufanye hivi.',
  signInRequiredLink: 'Ingia',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Muda wa kipindi chako umeisha. Ingia ili uendelee.',
  sessionEndedDescription:
    'Ulichoweka kimehifadhiwa na kitatumwa tena baada ya kuingia katika akaunti yako.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menyu ya akaunti, {name}',
  manageAccount: 'Dhibiti akaunti',
  signOut: 'Ondoka',
  userButtonSignIn: 'Ingia',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Barua pepe',
  emailStatusVerified: 'Imethibitishwa',
  emailStatusNotVerified: 'Haijathibitishwa',
  emailSendVerification: 'Tuma msimbo wa uthibitishaji',
  changeEmail: 'Badilisha barua pepe',
  changeEmailSubmit: 'Hifadhi barua pepe mpya',
  newEmailLabel: 'Barua pepe mpya',
  emailChangedDescription:
    'Weka msimbo wa tarakimu 6 tuliotuma kwa {email}. Sasa utaingia ukitumia anwani hii, si {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Nenosiri',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Jina lako na jinsi watu wanavyoweza kuwasiliana nawe.',
  profileRowEmpty: 'Bado hujaongeza chochote.',
  editProfile: 'Badilisha wasifu',
  emailRowDescription: 'Anwani unayotumia kuingia na kupokea misimbo.',
  passwordRowDescription: 'Kwa kuingia. Ukilibadilisha, utaondolewa kwenye vifaa vingine.',
  deleteRowDescription: 'Futa akaunti yako na data yake kabisa.',
  discardChangesTitle: 'Ungependa kuondoa mabadiliko?',
  discardChangesDescription: 'Ulichoweka katika “{section}” hakijahifadhiwa na kitapotea.',
  discardChanges: 'Ondoa',
  keepEditing: 'Endelea kuhariri',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Thibitisha anwani yako ya barua pepe',
  emailPromptDescription: 'Tutatuma msimbo wa tarakimu 6 kwa {email}.',
  emailPromptSend: 'Tuma msimbo',
  emailPromptDone: 'Barua pepe imethibitishwa',
  emailPromptDismiss: 'Si sasa',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Kipindi chako kinakaribia kuisha',
  idleWarning: {
    one: 'Kwa usalama wako, utaondolewa kwenye akaunti baada ya sekunde {seconds}.',
    other: 'Kwa usalama wako, utaondolewa kwenye akaunti baada ya sekunde {seconds}.',
  },
  idleStay: 'Endelea kuwa umeingia',
  errorSummaryTitle: 'Kuna tatizo',

  // Field labels and their help.
  nameLabel: 'Jina',
  emailLabel: 'Barua pepe',
  passwordLabel: 'Nenosiri',
  currentPasswordLabel: 'Nenosiri la sasa',
  newPasswordLabel: 'Nenosiri jipya',
  passwordDescription: 'Angalau herufi 8.',
  usernameLabel: 'Jina la mtumiaji',
  phoneLabel: 'Simu',
  addressLabel: 'Anwani',
  avatarUrlLabel: 'URL ya picha ya wasifu',
  selectPlaceholder: 'Chagua chaguo',
  otpLabel: 'Msimbo wa uthibitishaji',
  otpCharacterLabel: 'Tarakimu ya {index} kati ya {count}',
  showPassword: 'Onyesha nenosiri',
  hidePassword: 'Ficha nenosiri',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Uthabiti wa nenosiri',
  passwordStrengthWeak: 'Dhaifu',
  passwordStrengthFair: 'Wastani',
  passwordStrengthStrong: 'Thabiti',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Umesahau nenosiri?',
  signupLink: 'Fungua akaunti',
  loginLink: 'Tayari nina akaunti',
  backToLoginLink: 'Rudi kwenye ukurasa wa kuingia',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Jaribu tena baada ya sekunde {seconds}',
    other: 'Jaribu tena baada ya sekunde {seconds}',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Sehemu hii inahitajika.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Weka jina lako.',
  errorEmailRequired: 'Weka anwani yako ya barua pepe.',
  errorPasswordRequired: 'Weka nenosiri lako.',
  errorCurrentPasswordRequired: 'Weka nenosiri lako la sasa.',
  errorNewPasswordRequired: 'Chagua nenosiri.',
  errorNewEmailRequired: 'Weka anwani yako mpya ya barua pepe.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Hii tayari ni anwani yako ya barua pepe. Weka anwani nyingine.',
  errorOtpRequired: 'Weka msimbo wa tarakimu 6 uliotumwa kwa barua pepe.',
  errorInvalidEmail: 'Weka anwani sahihi ya barua pepe, kama name@example.com.',
  errorPasswordTooShort: {
    one: 'Tumia angalau herufi {min}.',
    other: 'Tumia angalau herufi {min}.',
  },
  errorOtpIncomplete: 'Weka tarakimu zote 6 za msimbo.',
  errorInvalidUrl: 'Weka anwani kamili ya wavuti inayoanza na https://.',
  errorConfirmWord: 'Andika {word} kama ilivyo ili uthibitishe.',
  errorInvalidNumber: 'Weka namba.',
  errorInvalidDate: 'Weka tarehe halali.',
  errorConsentRequired: 'Weka alama kwenye kisanduku ili ukubali kabla ya kufungua akaunti yako.',
  errorTooLong: {
    one: 'Tumia herufi zisizozidi {max}.',
    other: 'Tumia herufi zisizozidi {max}.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Barua pepe au nenosiri si sahihi.',
  errorCurrentPasswordWrong: 'Nenosiri la sasa si sahihi.',
  errorRateLimited: 'Umejaribu mara nyingi mno. Subiri muda uishe, kisha ujaribu tena.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Umejaribu mara nyingi mno. Jaribu tena baadaye.',
  errorNetwork: 'Huduma haipatikani. Angalia muunganisho wako, kisha utume tena.',
  errorInvalidOtp: 'Msimbo huo si sahihi au haufanyi kazi tena. Uangalie, au uombe msimbo mpya.',
  errorOtpExpired: 'Muda wa msimbo huo umeisha. Omba msimbo mpya.',
  errorEmailTaken: 'Tayari kuna akaunti inayotumia barua pepe hii. Ingia badala yake.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Akaunti nyingine inatumia barua pepe hii. Weka nyingine.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Nenosiri hili linatumiwa sana. Chagua nenosiri ambalo ni vigumu kukisia.',
  errorUsernameTaken: 'Jina hili la mtumiaji limeshachukuliwa. Chagua jingine.',
  errorAccountDisabled: 'Akaunti hii imezimwa.',
  errorSessionEnded: 'Muda wa kipindi chako umeisha. Ingia tena.',
  errorNotAllowed: 'Huruhusiwi kufanya hivi.',
  errorNotFound: 'Akaunti hii haipo tena.',
  errorApiKeyRequired:
    'Kurejesha nenosiri kunahitaji ufunguo wa API wa umma wa programu yako: pitisha apiKey kwa AuthProvider.',
  errorUnknown: 'Hitilafu fulani imetokea: {message}',
};
