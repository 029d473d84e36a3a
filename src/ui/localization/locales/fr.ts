import type { AuthLocalization } from '../auth-localization';

/**
 * The French dictionary (français), formal register ("vous"), as Google, Microsoft and banks use
 * it; a narrow no-break space (U+202F) before ? ! : ; as French typography wants.
 */
export const fr: AuthLocalization = {
  locale: 'fr',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Créer un compte',
  signupSubmit: 'Créer le compte',
  loginTitle: 'Se connecter',
  loginSubmit: 'Se connecter',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Vous êtes connecté.',
  verifyEmailTitle: 'Validez votre adresse e-mail',
  verifyEmailDescription: 'Saisissez le code à 6 chiffres que nous avons envoyé à {email}.',
  verifyEmailSubmit: 'Valider l’adresse e-mail',
  emailVerified: 'Votre adresse e-mail a bien été validée.',
  resendCode: 'Renvoyer le code',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Renvoyer le code dans {seconds} seconde',
    many: 'Renvoyer le code dans {seconds} de secondes',
    other: 'Renvoyer le code dans {seconds} secondes',
  },
  codeSent: 'Nous avons envoyé un nouveau code à {email}.',
  forgotPasswordTitle: 'Mot de passe oublié\u202f?',
  forgotPasswordDescription:
    'Saisissez votre adresse e-mail et nous vous enverrons un code pour réinitialiser votre mot de passe.',
  forgotPasswordSubmit: 'Envoyer le code',
  resetPasswordTitle: 'Réinitialisez votre mot de passe',
  resetPasswordDescription:
    'Saisissez le code que nous avons envoyé à {email} et choisissez un nouveau mot de passe.',
  resetPasswordSubmit: 'Réinitialiser le mot de passe',
  passwordResetDone:
    'Votre mot de passe a été réinitialisé. Connectez-vous avec votre nouveau mot de passe.',
  changePasswordTitle: 'Modifier le mot de passe',
  changePasswordSubmit: 'Modifier le mot de passe',
  changePasswordDoneSignedIn:
    'Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.',
  changePasswordDone:
    'Votre mot de passe a été modifié. Reconnectez-vous avec votre nouveau mot de passe.',
  changePasswordOtherDevices:
    'Modifier votre mot de passe vous déconnecte de vos autres appareils.',
  profileTitle: 'Profil',
  profileSubmit: 'Enregistrer les modifications',
  profileSaved: 'Vos modifications ont été enregistrées.',
  profileLoading: 'Chargement de votre profil…',
  emailChangeNeedsPassword:
    'Pour modifier votre adresse e-mail, saisissez votre mot de passe actuel.',
  deleteAccountTitle: 'Supprimer le compte',
  deleteAccountDescription:
    'Votre compte et toutes ses données seront supprimés. Cette action est irréversible.',
  deleteAccountSubmit: 'Supprimer le compte',
  deleteAccountConfirmTitle: 'Supprimer votre compte\u202f?',
  deleteAccountConfirmDescription:
    'Cette action est irréversible. Saisissez {word} ci-dessous pour confirmer.',
  deleteAccountConfirmLabel: 'Saisissez {word} pour confirmer',
  deleteAccountConfirmWord: 'SUPPRIMER',
  deleteAccountPasswordDescription:
    'Pour votre sécurité, saisissez votre mot de passe pour supprimer votre compte.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Votre compte a été supprimé.',
  cancel: 'Annuler',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Vous devez vous connecter pour effectuer cette action.',
  signInRequiredLink: 'Se connecter',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Votre session a expiré. Connectez-vous pour continuer.',
  sessionEndedDescription:
    'Vos saisies sont conservées et seront renvoyées après votre reconnexion.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menu du compte, {name}',
  manageAccount: 'Gérer le compte',
  signOut: 'Se déconnecter',
  userButtonSignIn: 'Se connecter',
  emailSettingsTitle: 'Adresse e-mail',
  emailStatusVerified: 'Validée',
  emailStatusNotVerified: 'Non validée',
  emailSendVerification: 'Envoyer un code de validation',
  changeEmail: 'Modifier l’adresse e-mail',
  changeEmailSubmit: 'Enregistrer la nouvelle adresse',
  newEmailLabel: 'Nouvelle adresse e-mail',
  emailChangedDescription:
    'Saisissez le code à 6 chiffres que nous avons envoyé à {email}. Vous vous connectez désormais avec cette adresse, et non plus avec {previousEmail}.',
  emailPromptTitle: 'Validez votre adresse e-mail',
  emailPromptDescription: 'Nous allons envoyer un code à 6 chiffres à {email}.',
  emailPromptSend: 'Envoyer le code',
  emailPromptDone: 'Adresse e-mail validée',
  emailPromptDismiss: 'Plus tard',
  passwordSettingsTitle: 'Mot de passe',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Votre nom et vos coordonnées.',
  profileRowEmpty: 'Aucune information pour l’instant.',
  editProfile: 'Modifier le profil',
  emailRowDescription: 'L’adresse pour vous connecter et recevoir vos codes.',
  passwordRowDescription: 'Pour vous connecter. La modifier vous déconnecte ailleurs.',
  deleteRowDescription: 'Supprimer définitivement votre compte et ses données.',
  discardChangesTitle: 'Abandonner les modifications\u202f?',
  discardChangesDescription:
    'Votre saisie dans «\u202f{section}\u202f» n’est pas enregistrée et sera perdue.',
  discardChanges: 'Abandonner',
  keepEditing: 'Continuer à modifier',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Votre session va bientôt expirer',
  idleWarning: {
    one: 'Pour votre sécurité, vous serez déconnecté dans {seconds} seconde.',
    many: 'Pour votre sécurité, vous serez déconnecté dans {seconds} de secondes.',
    other: 'Pour votre sécurité, vous serez déconnecté dans {seconds} secondes.',
  },
  idleStay: 'Rester connecté',
  errorSummaryTitle: 'Veuillez corriger les erreurs suivantes',

  // Field labels and their help.
  nameLabel: 'Nom',
  emailLabel: 'Adresse e-mail',
  passwordLabel: 'Mot de passe',
  currentPasswordLabel: 'Mot de passe actuel',
  newPasswordLabel: 'Nouveau mot de passe',
  passwordDescription: '8 caractères minimum.',
  usernameLabel: 'Nom d’utilisateur',
  phoneLabel: 'Téléphone',
  addressLabel: 'Adresse',
  avatarUrlLabel: 'URL de l’avatar',
  selectPlaceholder: 'Sélectionnez une option',
  otpLabel: 'Code de validation',
  otpCharacterLabel: 'Chiffre {index} sur {count}',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Sécurité du mot de passe',
  passwordStrengthWeak: 'Faible',
  passwordStrengthFair: 'Moyenne',
  passwordStrengthStrong: 'Élevée',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: 'Mot de passe oublié\u202f?',
  signupLink: 'Créer un compte',
  loginLink: 'J’ai déjà un compte',
  backToLoginLink: 'Retour à la connexion',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Réessayer dans {seconds} seconde',
    many: 'Réessayer dans {seconds} de secondes',
    other: 'Réessayer dans {seconds} secondes',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Ce champ est obligatoire.',
  errorNameRequired: 'Saisissez votre nom.',
  errorEmailRequired: 'Saisissez votre adresse e-mail.',
  errorPasswordRequired: 'Saisissez votre mot de passe.',
  errorCurrentPasswordRequired: 'Saisissez votre mot de passe actuel.',
  errorNewPasswordRequired: 'Choisissez un mot de passe.',
  errorNewEmailRequired: 'Saisissez votre nouvelle adresse e-mail.',
  errorEmailUnchanged: 'C’est déjà votre adresse e-mail. Saisissez-en une autre.',
  errorOtpRequired: 'Saisissez le code à 6 chiffres reçu par e-mail.',
  errorInvalidEmail: 'Saisissez une adresse e-mail valide, par exemple nom@example.com.',
  errorPasswordTooShort: {
    one: 'Utilisez au moins {min} caractère.',
    many: 'Utilisez au moins {min} de caractères.',
    other: 'Utilisez au moins {min} caractères.',
  },
  errorOtpIncomplete: 'Saisissez les 6 chiffres du code.',
  errorInvalidUrl: 'Saisissez une adresse web complète, commençant par https://.',
  errorConfirmWord: 'Saisissez exactement {word} pour confirmer.',
  errorInvalidNumber: 'Saisissez un nombre.',
  errorInvalidDate: 'Saisissez une date valide.',
  errorConsentRequired: 'Cochez la case pour donner votre accord avant de créer votre compte.',
  errorTooLong: {
    one: 'Utilisez {max} caractère au maximum.',
    many: 'Utilisez {max} de caractères au maximum.',
    other: 'Utilisez {max} caractères au maximum.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'L’adresse e-mail ou le mot de passe est incorrect.',
  errorCurrentPasswordWrong: 'Le mot de passe actuel est incorrect.',
  errorRateLimited: 'Trop de tentatives. Attendez la fin du compte à rebours, puis réessayez.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Trop de tentatives. Réessayez plus tard.',
  errorNetwork:
    'Impossible de joindre le service. Vérifiez votre connexion, puis renvoyez le formulaire.',
  errorInvalidOtp:
    'Ce code est incorrect ou n’est plus valide. Vérifiez-le ou demandez-en un nouveau.',
  errorOtpExpired: 'Ce code a expiré. Demandez-en un nouveau.',
  errorEmailTaken: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
  // Profile: the new email belongs to another account.
  errorEmailInUse:
    'Cette adresse e-mail est déjà utilisée par un autre compte. Saisissez-en une autre.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
  errorUsernameTaken: 'Ce nom d’utilisateur est déjà pris. Choisissez-en un autre.',
  errorAccountDisabled: 'Ce compte est désactivé.',
  errorSessionEnded: 'Votre session a expiré. Reconnectez-vous.',
  errorNotAllowed: 'Vous n’avez pas l’autorisation d’effectuer cette action.',
  errorNotFound: 'Ce compte n’existe plus.',
  errorApiKeyRequired:
    'La récupération du mot de passe nécessite la clé API publique de votre application\u202f: transmettez apiKey à AuthProvider.',
  errorUnknown: 'Une erreur s’est produite\u202f: {message}',
};
