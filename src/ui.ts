// The drop-in forms: `import { LoginForm } from 'latchkey/ui'` (with `latchkey/styles.css`).
export { useCountdown } from './ui/countdown';
export { FieldControl, FieldRoot, type FieldRootProps, useField } from './ui/field/field-root';
export { OtpField, type OtpFieldProps } from './ui/field/otp-field';
export { PasswordField, type PasswordFieldProps } from './ui/field/password-field';
export { TextField, type TextFieldProps } from './ui/field/text-field';
export type { AuthFormClassNames, AuthFormProps, AuthView } from './ui/form-props';
export { FormShell, type FormShellProps, type ViewLink } from './ui/form-shell';
export { LoginForm } from './ui/forms/login/login-form';
export {
  type LoginFormProps,
  type LoginValues,
  useLoginForm,
} from './ui/forms/login/use-login-form';
export {
  type AuthLocalization,
  format,
  type LocalizationKey,
} from './ui/localization/auth-localization';
export {
  AuthUIProvider,
  type AuthUIProviderProps,
  useAuthLocalization,
} from './ui/localization/auth-ui-provider';
export { de } from './ui/localization/de';
export { en } from './ui/localization/en';
export { type ErrorContext, type FormErrorPlacement, placeError } from './ui/server-errors';
export { type AuthFormController, type AuthFormSetup, useAuthForm } from './ui/use-auth-form';
