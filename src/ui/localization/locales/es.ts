import type { AuthLocalization } from '../auth-localization';

/**
 * The Spanish dictionary (español, Spain), informal register ("tú"), as Google, Apple and most
 * consumer apps in Spanish use it; "Iniciar sesión", "Introduce".
 */
export const es: AuthLocalization = {
  locale: 'es',
  dir: 'ltr',

  // Headings, descriptions and submit buttons, form by form.
  signupTitle: 'Crear una cuenta',
  signupSubmit: 'Crear cuenta',
  loginTitle: 'Iniciar sesión',
  loginSubmit: 'Iniciar sesión',
  // After a sign-in or sign-up that nobody handles (no onSuccess, no redirectTo).
  signedIn: 'Has iniciado sesión.',
  verifyEmailTitle: 'Verifica tu correo electrónico',
  verifyEmailDescription: 'Introduce el código de 6 dígitos que hemos enviado a {email}.',
  verifyEmailSubmit: 'Verificar correo electrónico',
  emailVerified: 'Tu correo electrónico se ha verificado.',
  resendCode: 'Reenviar código',
  // A count: one text per plural category of the language (`Intl.PluralRules`); `other` always.
  resendCodeIn: {
    one: 'Reenviar código en {seconds} segundo',
    many: 'Reenviar código en {seconds} de segundos',
    other: 'Reenviar código en {seconds} segundos',
  },
  codeSent: 'Hemos enviado un código nuevo a {email}.',
  forgotPasswordTitle: '¿Has olvidado tu contraseña?',
  forgotPasswordDescription:
    'Introduce tu correo electrónico y te enviaremos un código para restablecer tu contraseña.',
  forgotPasswordSubmit: 'Enviar código',
  resetPasswordTitle: 'Restablece tu contraseña',
  resetPasswordDescription:
    'Introduce el código que hemos enviado a {email} y elige una contraseña nueva.',
  resetPasswordSubmit: 'Restablecer contraseña',
  passwordResetDone: 'Se ha restablecido tu contraseña. Inicia sesión con tu contraseña nueva.',
  changePasswordTitle: 'Cambiar contraseña',
  changePasswordSubmit: 'Cambiar contraseña',
  changePasswordDoneSignedIn:
    'Se ha cambiado tu contraseña. Se ha cerrado la sesión en tus otros dispositivos.',
  changePasswordDone:
    'Se ha cambiado tu contraseña. Vuelve a iniciar sesión con tu contraseña nueva.',
  changePasswordOtherDevices:
    'Al cambiar tu contraseña, se cerrará la sesión en tus otros dispositivos.',
  profileTitle: 'Perfil',
  profileSubmit: 'Guardar cambios',
  profileSaved: 'Se han guardado los cambios.',
  profileLoading: 'Cargando tu perfil…',
  emailChangeNeedsPassword: 'Para cambiar tu correo electrónico, introduce tu contraseña actual.',
  deleteAccountTitle: 'Eliminar cuenta',
  deleteAccountDescription:
    'Se eliminarán tu cuenta y todo su contenido. Esta acción no se puede deshacer.',
  deleteAccountSubmit: 'Eliminar cuenta',
  deleteAccountConfirmTitle: '¿Eliminar tu cuenta?',
  deleteAccountConfirmDescription:
    'Esta acción no se puede deshacer. Escribe {word} a continuación para confirmar.',
  deleteAccountConfirmLabel: 'Escribe {word} para confirmar',
  deleteAccountConfirmWord: 'ELIMINAR',
  deleteAccountPasswordDescription:
    'Por tu seguridad, introduce tu contraseña para eliminar tu cuenta.',
  // For the app to show once the account is gone (the form is gone too): AuthFlow's `notice`.
  accountDeleted: 'Se ha eliminado tu cuenta.',
  cancel: 'Cancelar',
  // Change password, Profile and Delete account shown to a visitor who is not signed in.
  signInRequired: 'Debes iniciar sesión para hacer esto.',
  signInRequiredLink: 'Iniciar sesión',
  // A session that ended under a signed-in form: a dialog signs in again, then the form resubmits.
  sessionEndedTitle: 'Tu sesión ha caducado. Inicia sesión para continuar.',
  sessionEndedDescription:
    'Lo que has introducido se conserva y se enviará de nuevo cuando inicies sesión.',

  // The account menu (UserButton) and its avatar.
  accountMenuLabel: 'Menú de la cuenta, {name}',
  manageAccount: 'Gestionar cuenta',
  signOut: 'Cerrar sesión',
  userButtonSignIn: 'Iniciar sesión',
  emailSettingsTitle: 'Correo electrónico',
  emailStatusVerified: 'Verificado',
  emailStatusNotVerified: 'Sin verificar',
  emailSendVerification: 'Enviar código de verificación',
  changeEmail: 'Cambiar correo electrónico',
  changeEmailSubmit: 'Guardar nuevo correo',
  newEmailLabel: 'Nuevo correo electrónico',
  emailChangedDescription:
    'Introduce el código de 6 dígitos que hemos enviado a {email}. A partir de ahora inicias sesión con esta dirección, no con {previousEmail}.',
  emailPromptTitle: 'Verifica tu dirección de correo electrónico',
  emailPromptDescription: 'Te enviaremos un código de 6 dígitos a {email}.',
  emailPromptSend: 'Enviar código',
  emailPromptDone: 'Correo electrónico verificado',
  emailPromptDismiss: 'Ahora no',
  passwordSettingsTitle: 'Contraseña',
  // The account page's rows (AccountSettings): a line under each title, one action each.
  profileRowDescription: 'Tu nombre y tus datos de contacto.',
  profileRowEmpty: 'Aún no has añadido nada.',
  editProfile: 'Editar perfil',
  emailRowDescription: 'La dirección con la que inicias sesión y recibes códigos.',
  passwordRowDescription: 'Para iniciar sesión. Cambiarla cierra tus otras sesiones.',
  deleteRowDescription: 'Elimina tu cuenta y sus datos de forma permanente.',
  discardChangesTitle: '¿Descartar los cambios?',
  discardChangesDescription: 'Lo que has escrito en «{section}» no se ha guardado y se perderá.',
  discardChanges: 'Descartar',
  keepEditing: 'Seguir editando',

  // Above the form when a submit leaves two or more errors; each links to its field.
  idleTitle: 'Tu sesión está a punto de caducar',
  idleWarning: {
    one: 'Por tu seguridad, tu sesión se cerrará dentro de {seconds} segundo.',
    many: 'Por tu seguridad, tu sesión se cerrará dentro de {seconds} de segundos.',
    other: 'Por tu seguridad, tu sesión se cerrará dentro de {seconds} segundos.',
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
  forgotPasswordLink: '¿Has olvidado tu contraseña?',
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
  errorNameRequired: 'Introduce tu nombre.',
  errorEmailRequired: 'Introduce tu dirección de correo electrónico.',
  errorPasswordRequired: 'Introduce tu contraseña.',
  errorCurrentPasswordRequired: 'Introduce tu contraseña actual.',
  errorNewPasswordRequired: 'Elige una contraseña.',
  errorNewEmailRequired: 'Introduce tu nueva dirección de correo electrónico.',
  errorEmailUnchanged: 'Esta ya es tu dirección de correo electrónico. Introduce otra.',
  errorOtpRequired: 'Introduce el código de 6 dígitos del correo electrónico.',
  errorInvalidEmail:
    'Introduce una dirección de correo electrónico válida, como nombre@example.com.',
  errorPasswordTooShort: {
    one: 'Usa al menos {min} carácter.',
    many: 'Usa al menos {min} de caracteres.',
    other: 'Usa al menos {min} caracteres.',
  },
  errorOtpIncomplete: 'Introduce los 6 dígitos del código.',
  errorInvalidUrl: 'Introduce una dirección web completa que empiece por https://.',
  errorConfirmWord: 'Escribe exactamente {word} para confirmar.',
  errorInvalidNumber: 'Introduce un número.',
  errorInvalidDate: 'Introduce una fecha válida.',
  errorConsentRequired: 'Marca la casilla para aceptar antes de crear tu cuenta.',
  errorTooLong: {
    one: 'Usa como máximo {max} carácter.',
    many: 'Usa como máximo {max} de caracteres.',
    other: 'Usa como máximo {max} caracteres.',
  },

  // What the service answered, by error code.
  errorInvalidCredentials: 'El correo electrónico o la contraseña no son correctos.',
  errorCurrentPasswordWrong: 'La contraseña actual no es correcta.',
  errorRateLimited:
    'Demasiados intentos. Espera a que termine la cuenta atrás y vuelve a intentarlo.',
  // A 429 whose wait cannot be read (a service on another origin that does not expose Retry-After).
  errorRateLimitedLater: 'Demasiados intentos. Vuelve a intentarlo más tarde.',
  errorNetwork:
    'No se puede conectar con el servicio. Comprueba tu conexión y vuelve a enviar el formulario.',
  errorInvalidOtp: 'El código no es correcto o ya no es válido. Compruébalo o solicita uno nuevo.',
  errorOtpExpired: 'El código ha caducado. Solicita uno nuevo.',
  errorEmailTaken: 'Ya existe una cuenta con este correo electrónico. Inicia sesión con ella.',
  // Profile: the new email belongs to another account.
  errorEmailInUse: 'Otra cuenta ya usa este correo electrónico. Introduce uno diferente.',
  // The service refuses one of the most common passwords.
  errorPasswordCommon:
    'Esta contraseña es demasiado común. Elige una que sea más difícil de adivinar.',
  errorUsernameTaken: 'Este nombre de usuario ya está en uso. Elige otro.',
  errorAccountDisabled: 'Esta cuenta está desactivada.',
  errorSessionEnded: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  errorNotAllowed: 'No tienes permiso para hacer esto.',
  errorNotFound: 'Esta cuenta ya no existe.',
  errorApiKeyRequired:
    'Para recuperar la contraseña se necesita la clave de API pública de tu aplicación: pasa apiKey a AuthProvider.',
  errorUnknown: 'Se ha producido un error: {message}',
};
