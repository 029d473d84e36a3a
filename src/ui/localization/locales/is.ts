import type { AuthLocalization } from '../auth-localization';

/**
 * The Icelandic dictionary (íslenska), "þú" with imperatives ("Skráðu þig inn", "Sláðu inn"),
 * as Ísland.is, Icelandic banks (Landsbankinn, Arion) and Google address users; buttons in the
 * infinitive ("Skrá inn"), as short as the compounds allow (the longest, "Senda
 * staðfestingarkóða", is two words and wraps between them); no text assumes the user's gender
 * ("Innskráning tókst"). `one` is 1, 21, 31 (not 11). Complete: checked against {@link en} by
 * type and by test.
 */
export const is: AuthLocalization = {
  locale: 'is',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Stofna aðgang',
  signupSubmit: 'Stofna aðgang',
  loginTitle: 'Innskráning',
  loginSubmit: 'Skrá inn',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Innskráning tókst.',
  verifyEmailTitle: 'Staðfestu netfangið þitt',
  verifyEmailDescription: 'Sláðu inn 6 stafa kóðann sem við sendum á {email}.',
  verifyEmailSubmit: 'Staðfesta netfang',
  emailVerified: 'Netfangið þitt hefur verið staðfest.',
  resendCode: 'Senda kóða aftur',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Senda kóða aftur eftir {seconds} sekúndu',
    other: 'Senda kóða aftur eftir {seconds} sekúndur',
  },
  codeSent: 'Við sendum nýjan kóða á {email}.',
  forgotPasswordTitle: 'Gleymdirðu lykilorðinu?',
  forgotPasswordDescription:
    'Sláðu inn netfangið þitt og við sendum þér kóða til að endurstilla lykilorðið.',
  forgotPasswordSubmit: 'Senda kóða',
  resetPasswordTitle: 'Endurstilltu lykilorðið',
  resetPasswordDescription: 'Sláðu inn kóðann sem við sendum á {email} og veldu nýtt lykilorð.',
  resetPasswordSubmit: 'Endurstilla lykilorð',
  passwordResetDone: 'Lykilorðið hefur verið endurstillt. Skráðu þig inn með nýja lykilorðinu.',
  changePasswordTitle: 'Breyta lykilorði',
  changePasswordSubmit: 'Breyta lykilorði',
  changePasswordDoneSignedIn: 'Lykilorðinu hefur verið breytt. Önnur tæki þín hafa verið skráð út.',
  changePasswordDone: 'Lykilorðinu hefur verið breytt. Skráðu þig aftur inn með nýja lykilorðinu.',
  changePasswordOtherDevices: 'Ef þú breytir lykilorðinu verða önnur tæki þín skráð út.',
  profileTitle: 'Prófíll',
  profileSubmit: 'Vista breytingar',
  profileSaved: 'Breytingarnar hafa verið vistaðar.',
  profileLoading: 'Sæki prófílinn þinn…',
  emailChangeNeedsPassword: 'Sláðu inn núverandi lykilorð til að breyta netfanginu.',
  deleteAccountTitle: 'Eyða aðgangi',
  deleteAccountDescription:
    'Þetta eyðir aðganginum þínum og öllu sem honum fylgir. Ekki er hægt að afturkalla það.',
  deleteAccountSubmit: 'Eyða aðgangi',
  deleteAccountConfirmTitle: 'Eyða aðganginum þínum?',
  deleteAccountConfirmDescription:
    'Ekki er hægt að afturkalla þetta. Sláðu inn {word} hér fyrir neðan til að staðfesta.',
  deleteAccountConfirmLabel: 'Sláðu inn {word} til að staðfesta',
  deleteAccountConfirmWord: 'EYÐA',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Af öryggisástæðum þarftu að slá inn lykilorðið þitt til að eyða aðganginum.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Aðganginum þínum hefur verið eytt.',
  cancel: 'Hætta við',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Þú þarft að skrá þig inn til að gera þetta.',
  signInRequiredLink: 'Skrá inn',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Lotan þín er útrunnin. Skráðu þig inn til að halda áfram.',
  sessionEndedDescription:
    'Það sem þú slóst inn er geymt og verður sent aftur þegar þú hefur skráð þig inn.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Aðgangsvalmynd, {name}',
  manageAccount: 'Stjórna aðgangi',
  signOut: 'Skrá út',
  userButtonSignIn: 'Skrá inn',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Netfang',
  emailStatusVerified: 'Staðfest',
  emailStatusNotVerified: 'Óstaðfest',
  emailSendVerification: 'Senda staðfestingarkóða',
  changeEmail: 'Breyta netfangi',
  changeEmailSubmit: 'Vista nýtt netfang',
  newEmailLabel: 'Nýtt netfang',
  emailChangedDescription:
    'Sláðu inn 6 stafa kóðann sem við sendum á {email}. Héðan í frá skráir þú þig inn með þessu netfangi, ekki {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Lykilorð',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Nafnið þitt og hvernig hægt er að ná í þig.',
  profileRowEmpty: 'Engu hefur verið bætt við enn.',
  editProfile: 'Breyta prófíl',
  emailRowDescription: 'Netfangið sem þú skráir þig inn með og færð kóða á.',
  passwordRowDescription: 'Notað til innskráningar. Breyting skráir þig út annars staðar.',
  deleteRowDescription: 'Eyða aðganginum og gögnum hans fyrir fullt og allt.',
  discardChangesTitle: 'Henda breytingum?',
  discardChangesDescription:
    'Það sem þú slóst inn í „{section}“ hefur ekki verið vistað og glatast.',
  discardChanges: 'Henda',
  keepEditing: 'Halda áfram að breyta',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Staðfestu netfangið þitt',
  emailPromptDescription: 'Við munum senda 6 stafa kóða á {email}.',
  emailPromptSend: 'Senda kóða',
  emailPromptDone: 'Netfang staðfest',
  emailPromptDismiss: 'Ekki núna',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Lotan þín er að renna út',
  idleWarning: {
    one: 'Af öryggisástæðum lýkur lotunni eftir {seconds} sekúndu.',
    other: 'Af öryggisástæðum lýkur lotunni eftir {seconds} sekúndur.',
  },
  idleStay: 'Halda lotunni áfram',
  errorSummaryTitle: 'Lagaðu eftirfarandi villur',

  // Field labels and their help.
  nameLabel: 'Nafn',
  emailLabel: 'Netfang',
  passwordLabel: 'Lykilorð',
  currentPasswordLabel: 'Núverandi lykilorð',
  newPasswordLabel: 'Nýtt lykilorð',
  passwordDescription: 'Að minnsta kosti 8 stafir.',
  usernameLabel: 'Notandanafn',
  phoneLabel: 'Sími',
  addressLabel: 'Heimilisfang',
  avatarUrlLabel: 'Vefslóð prófílmyndar',
  selectPlaceholder: 'Veldu valkost',
  otpLabel: 'Staðfestingarkóði',
  otpCharacterLabel: 'Tölustafur {index} af {count}',
  showPassword: 'Sýna lykilorð',
  hidePassword: 'Fela lykilorð',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Styrkur lykilorðs',
  passwordStrengthWeak: 'Veikt',
  passwordStrengthFair: 'Sæmilegt',
  passwordStrengthStrong: 'Sterkt',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Gleymt lykilorð?',
  signupLink: 'Stofna aðgang',
  loginLink: 'Ég er með aðgang',
  backToLoginLink: 'Aftur í innskráningu',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Reyna aftur eftir {seconds} sekúndu',
    other: 'Reyna aftur eftir {seconds} sekúndur',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Þennan reit þarf að fylla út.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Sláðu inn nafnið þitt.',
  errorEmailRequired: 'Sláðu inn netfangið þitt.',
  errorPasswordRequired: 'Sláðu inn lykilorðið þitt.',
  errorCurrentPasswordRequired: 'Sláðu inn núverandi lykilorð.',
  errorNewPasswordRequired: 'Veldu lykilorð.',
  errorNewEmailRequired: 'Sláðu inn nýja netfangið þitt.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Þetta er nú þegar netfangið þitt. Sláðu inn annað.',
  errorOtpRequired: 'Sláðu inn 6 stafa kóðann úr tölvupóstinum.',
  errorInvalidEmail: 'Sláðu inn gilt netfang, t.d. nafn@example.com.',
  errorPasswordTooShort: {
    one: 'Notaðu að minnsta kosti {min} staf.',
    other: 'Notaðu að minnsta kosti {min} stafi.',
  },
  errorOtpIncomplete: 'Sláðu inn alla 6 stafi kóðans.',
  errorInvalidUrl: 'Sláðu inn fulla vefslóð sem byrjar á https://.',
  errorConfirmWord: 'Sláðu inn nákvæmlega {word} til að staðfesta.',
  errorInvalidNumber: 'Sláðu inn tölu.',
  errorInvalidDate: 'Sláðu inn gilda dagsetningu.',
  errorConsentRequired: 'Hakaðu í reitinn til að samþykkja áður en þú stofnar aðganginn.',
  errorTooLong: {
    one: 'Notaðu í mesta lagi {max} staf.',
    other: 'Notaðu í mesta lagi {max} stafi.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'Netfangið eða lykilorðið er rangt.',
  errorCurrentPasswordWrong: 'Núverandi lykilorð er rangt.',
  errorRateLimited:
    'Of margar tilraunir. Bíddu þar til niðurtalningunni lýkur og reyndu svo aftur.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Of margar tilraunir. Reyndu aftur síðar.',
  errorNetwork: 'Ekki næst samband við þjónustuna. Athugaðu nettenginguna og sendu aftur.',
  errorInvalidOtp: 'Kóðinn er rangur eða ekki lengur gildur. Athugaðu hann eða fáðu nýjan sendan.',
  errorOtpExpired: 'Kóðinn er útrunninn. Fáðu nýjan sendan.',
  errorEmailTaken: 'Aðgangur með þessu netfangi er þegar til. Skráðu þig frekar inn.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Annar aðgangur notar þetta netfang. Sláðu inn annað.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon: 'Þetta lykilorð er of algengt. Veldu lykilorð sem erfiðara er að giska á.',
  errorUsernameTaken: 'Þetta notandanafn er frátekið. Veldu annað.',
  errorAccountDisabled: 'Þessi aðgangur hefur verið gerður óvirkur.',
  errorSessionEnded: 'Lotan þín er útrunnin. Skráðu þig aftur inn.',
  errorNotAllowed: 'Þú hefur ekki heimild til að gera þetta.',
  errorNotFound: 'Þessi aðgangur er ekki lengur til.',
  errorApiKeyRequired:
    'Til að endurheimta lykilorð þarf opinberan API-lykil forritsins þíns: sendu apiKey til AuthProvider.',
  errorUnknown: 'Eitthvað fór úrskeiðis: {message}',
};
