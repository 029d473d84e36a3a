import type { AuthLocalization } from '../auth-localization';

/**
 * The Latin American Spanish dictionary (español de Latinoamérica), informal register ("tú"), as
 * Google's and Microsoft's es-419 and the region's banking and consumer apps address users:
 * "Ingresa", "¿Olvidaste tu contraseña?", the simple past ("Enviamos") where Spain's `es` writes
 * the perfect, and words understood across the region ("correo electrónico", "venció",
 * "cuenta regresiva"). Complete: checked against {@link en} by type and by test.
 */
export const es419: AuthLocalization = {
  locale: 'es-419',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Crear una cuenta',
  signupSubmit: 'Crear cuenta',
  loginTitle: 'Iniciar sesión',
  loginSubmit: 'Iniciar sesión',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Iniciaste sesión.',
  verifyEmailTitle: 'Verifica tu correo electrónico',
  verifyEmailDescription: 'Ingresa el código de 6 dígitos que enviamos a {email}.',
  verifyEmailSubmit: 'Verificar correo',
  emailVerified: 'Se verificó tu correo electrónico.',
  resendCode: 'Reenviar código',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Reenviar código en {seconds} segundo',
    many: 'Reenviar código en {seconds} de segundos',
    other: 'Reenviar código en {seconds} segundos',
  },
  codeSent: 'Enviamos un código nuevo a {email}.',
  forgotPasswordTitle: '¿Olvidaste tu contraseña?',
  forgotPasswordDescription:
    'Ingresa tu correo electrónico y te enviaremos un código para restablecer tu contraseña.',
  forgotPasswordSubmit: 'Enviar código',
  resetPasswordTitle: 'Restablece tu contraseña',
  resetPasswordDescription:
    'Ingresa el código que enviamos a {email} y elige una contraseña nueva.',
  resetPasswordSubmit: 'Restablecer contraseña',
  passwordResetDone: 'Se restableció tu contraseña. Inicia sesión con tu contraseña nueva.',
  changePasswordTitle: 'Cambiar contraseña',
  changePasswordSubmit: 'Cambiar contraseña',
  changePasswordDoneSignedIn:
    'Se cambió tu contraseña. Se cerró la sesión en tus otros dispositivos.',
  changePasswordDone: 'Se cambió tu contraseña. Vuelve a iniciar sesión con tu contraseña nueva.',
  changePasswordOtherDevices:
    'Al cambiar tu contraseña, se cerrará la sesión en tus otros dispositivos.',
  profileTitle: 'Perfil',
  profileSubmit: 'Guardar cambios',
  profileSaved: 'Se guardaron los cambios.',
  profileLoading: 'Cargando tu perfil…',
  emailChangeNeedsPassword: 'Para cambiar tu correo electrónico, ingresa tu contraseña actual.',
  deleteAccountTitle: 'Eliminar cuenta',
  deleteAccountDescription:
    'Se eliminarán tu cuenta y todo su contenido. Esta acción no se puede deshacer.',
  deleteAccountSubmit: 'Eliminar cuenta',
  deleteAccountConfirmTitle: '¿Quieres eliminar tu cuenta?',
  deleteAccountConfirmDescription:
    'Esta acción no se puede deshacer. Escribe {word} a continuación para confirmar.',
  deleteAccountConfirmLabel: 'Escribe {word} para confirmar',
  deleteAccountConfirmWord: 'ELIMINAR',
  // Shown with a Password field when the service wants a recent sign-in to delete.
  deleteAccountPasswordDescription:
    'Por tu seguridad, ingresa tu contraseña para eliminar tu cuenta.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Se eliminó tu cuenta.',
  cancel: 'Cancelar',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Debes iniciar sesión para hacer esto.',
  signInRequiredLink: 'Iniciar sesión',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Tu sesión expiró. Inicia sesión para continuar.',
  sessionEndedDescription:
    'Lo que ingresaste se conserva y se enviará de nuevo cuando inicies sesión.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menú de la cuenta, {name}',
  manageAccount: 'Administrar cuenta',
  signOut: 'Cerrar sesión',
  userButtonSignIn: 'Iniciar sesión',

  // The account page's Email section (EmailSettings).
  emailSettingsTitle: 'Correo electrónico',
  emailStatusVerified: 'Verificado',
  emailStatusNotVerified: 'Sin verificar',
  emailSendVerification: 'Enviar código de verificación',
  changeEmail: 'Cambiar correo electrónico',
  changeEmailSubmit: 'Guardar correo nuevo',
  newEmailLabel: 'Correo electrónico nuevo',
  emailChangedDescription:
    'Ingresa el código de 6 dígitos que enviamos a {email}. A partir de ahora, inicias sesión con esta dirección y no con {previousEmail}.',

  // The account page's own cards (AccountSettings); Profile, Email and Delete account keep the
  // headings of their forms.
  passwordSettingsTitle: 'Contraseña',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Tu nombre y tus datos de contacto.',
  profileRowEmpty: 'Aún no agregaste nada.',
  editProfile: 'Editar perfil',
  emailRowDescription: 'La dirección con la que inicias sesión y recibes códigos.',
  passwordRowDescription: 'Para iniciar sesión. Cambiarla cierra tus otras sesiones.',
  deleteRowDescription: 'Elimina tu cuenta y sus datos de forma permanente.',
  discardChangesTitle: '¿Quieres descartar los cambios?',
  discardChangesDescription: 'Lo que escribiste en “{section}” no se guardó y se perderá.',
  discardChanges: 'Descartar',
  keepEditing: 'Seguir editando',

  // The notice for a signed-in user whose address is not verified (EmailVerificationPrompt).
  emailPromptTitle: 'Verifica tu dirección de correo electrónico',
  emailPromptDescription: 'Te enviaremos un código de 6 dígitos a {email}.',
  emailPromptSend: 'Enviar código',
  emailPromptDone: 'Correo electrónico verificado',
  emailPromptDismiss: 'Ahora no',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Tu sesión está por terminar',
  idleWarning: {
    one: 'Por tu seguridad, tu sesión se cerrará en {seconds} segundo.',
    many: 'Por tu seguridad, tu sesión se cerrará en {seconds} de segundos.',
    other: 'Por tu seguridad, tu sesión se cerrará en {seconds} segundos.',
  },
  idleStay: 'Mantener la sesión iniciada',
  errorSummaryTitle: 'Corrige los siguientes errores',

  // Field labels and their help.
  nameLabel: 'Nombre',
  emailLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
  currentPasswordLabel: 'Contraseña actual',
  newPasswordLabel: 'Contraseña nueva',
  passwordDescription: 'Al menos 8 caracteres.',
  usernameLabel: 'Nombre de usuario',
  phoneLabel: 'Teléfono',
  addressLabel: 'Dirección',
  avatarUrlLabel: 'URL del avatar',
  selectPlaceholder: 'Selecciona una opción',
  otpLabel: 'Código de verificación',
  otpCharacterLabel: 'Dígito {index} de {count}',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  // How hard a new password is to guess, updated as the user types.
  passwordStrengthLabel: 'Seguridad de la contraseña',
  passwordStrengthWeak: 'Baja',
  passwordStrengthFair: 'Media',
  passwordStrengthStrong: 'Alta',

  // Links between the forms (rendered when a form has `onViewChange`).
  forgotPasswordLink: '¿Olvidaste tu contraseña?',
  signupLink: 'Crear una cuenta',
  loginLink: 'Ya tengo una cuenta',
  backToLoginLink: 'Volver al inicio de sesión',

  // The submit button while a rate limit runs out.
  retryIn: {
    one: 'Reintentar en {seconds} segundo',
    many: 'Reintentar en {seconds} de segundos',
    other: 'Reintentar en {seconds} segundos',
  },

  // Client validation: shown on the field, nothing is sent.
  errorRequired: 'Este campo es obligatorio.',
  // An empty field of the forms' own, named so each line of the error summary says which.
  errorNameRequired: 'Ingresa tu nombre.',
  errorEmailRequired: 'Ingresa tu dirección de correo electrónico.',
  errorPasswordRequired: 'Ingresa tu contraseña.',
  errorCurrentPasswordRequired: 'Ingresa tu contraseña actual.',
  errorNewPasswordRequired: 'Elige una contraseña.',
  errorNewEmailRequired: 'Ingresa tu nueva dirección de correo electrónico.',
  // Change email: the new address is the one the account already has.
  errorEmailUnchanged: 'Esta ya es tu dirección de correo electrónico. Ingresa otra.',
  errorOtpRequired: 'Ingresa el código de 6 dígitos que recibiste por correo.',
  errorInvalidEmail: 'Ingresa una dirección de correo electrónico válida, como nombre@example.com.',
  errorPasswordTooShort: {
    one: 'Usa al menos {min} carácter.',
    many: 'Usa al menos {min} de caracteres.',
    other: 'Usa al menos {min} caracteres.',
  },
  errorOtpIncomplete: 'Ingresa los 6 dígitos del código.',
  errorInvalidUrl: 'Ingresa una dirección web completa que comience con https://.',
  errorConfirmWord: 'Escribe exactamente {word} para confirmar.',
  errorInvalidNumber: 'Ingresa un número.',
  errorInvalidDate: 'Ingresa una fecha válida.',
  errorConsentRequired: 'Marca la casilla para aceptar antes de crear tu cuenta.',
  errorTooLong: {
    one: 'Usa {max} carácter como máximo.',
    many: 'Usa {max} de caracteres como máximo.',
    other: 'Usa {max} caracteres como máximo.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'El correo electrónico o la contraseña son incorrectos.',
  errorCurrentPasswordWrong: 'La contraseña actual es incorrecta.',
  errorRateLimited:
    'Demasiados intentos. Espera a que termine la cuenta regresiva y vuelve a intentarlo.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Demasiados intentos. Vuelve a intentarlo más tarde.',
  errorNetwork:
    'No se puede conectar con el servicio. Revisa tu conexión y vuelve a enviar el formulario.',
  errorInvalidOtp: 'El código es incorrecto o ya no es válido. Revísalo o solicita uno nuevo.',
  errorOtpExpired: 'El código venció. Solicita uno nuevo.',
  errorEmailTaken:
    'Ya existe una cuenta con este correo electrónico. Inicia sesión con esa cuenta.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Otra cuenta ya usa este correo electrónico. Ingresa uno diferente.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'Esta contraseña es demasiado común. Elige una que sea más difícil de adivinar.',
  errorUsernameTaken: 'Este nombre de usuario ya está en uso. Elige otro.',
  errorAccountDisabled: 'Esta cuenta está deshabilitada.',
  errorSessionEnded: 'Tu sesión expiró. Vuelve a iniciar sesión.',
  errorNotAllowed: 'No tienes permiso para hacer esto.',
  errorNotFound: 'Esta cuenta ya no existe.',
  errorApiKeyRequired:
    'Para recuperar la contraseña, se necesita la clave de API pública de tu app: pasa apiKey a AuthProvider.',
  errorUnknown: 'Ocurrió un error: {message}',
};
