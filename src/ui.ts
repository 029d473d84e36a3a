// The drop-in forms: `import { LoginForm } from 'latchkey/ui'` (with `latchkey/styles.css`).

export { AccountSettings } from './ui/account/account-settings';
export {
  type AvatarUser,
  avatarColorOf,
  initialsOf,
  loadableImageUrl,
} from './ui/account/avatar-parts';
export { EmailChangeForm } from './ui/account/email-change-form';
export { EmailCodeForm, type EmailCodeFormProps } from './ui/account/email-code-form';
export { EmailSettings } from './ui/account/email-settings';
export { EmailVerificationPrompt } from './ui/account/email-verification-prompt';
export {
  type AccountRowAction,
  type AccountSection,
  type AccountSectionView,
  type AccountSettingsController,
  type AccountSettingsProps,
  type DiscardQuestion,
  useAccountSettings,
} from './ui/account/use-account-settings';
export {
  type EmailChangeController,
  type EmailChangeFormProps,
  type EmailChangeResult,
  type EmailChangeValues,
  useEmailChangeForm,
} from './ui/account/use-email-change-form';
export {
  type EmailSettingsController,
  type EmailSettingsProps,
  type EmailSettingsStep,
  useEmailSettings,
} from './ui/account/use-email-settings';
export {
  type EmailVerificationPromptController,
  type EmailVerificationPromptProps,
  type EmailVerificationPromptStep,
  useEmailVerificationPrompt,
} from './ui/account/use-email-verification-prompt';
export {
  type UserButtonController,
  type UserButtonEntry,
  type UserButtonMenuItem,
  type UserButtonProps,
  useUserButton,
} from './ui/account/use-user-button';
export { UserAvatar, type UserAvatarProps, type UserAvatarSize } from './ui/account/user-avatar';
export { UserButton } from './ui/account/user-button';
export { AuthFlow } from './ui/auth-flow';
export { type AuthFlowForms, AuthFlowViews } from './ui/auth-flow-views';
export { type AuthFieldWiring, authFieldProps } from './ui/field/auth-field-props';
export { FieldControl, type FieldControlProps } from './ui/field/field-control';
export { FieldRoot, type FieldRootProps } from './ui/field/field-root';
export { OtpField, type OtpFieldProps } from './ui/field/otp-field';
export { PasswordField, type PasswordFieldProps } from './ui/field/password-field';
export { newPasswordProps } from './ui/field/password-rules';
export { TextField, type TextFieldProps } from './ui/field/text-field';
export { useFocusOnAppear, useFocusOnMount } from './ui/focus-on-appear';
export type { AuthFormClassNames, AuthFormProps, AuthView } from './ui/form-props';
export { FormShell, type FormShellProps } from './ui/form-shell';
export { ChangePasswordForm } from './ui/forms/change-password/change-password-form';
export {
  type ChangePasswordController,
  type ChangePasswordFormProps,
  type ChangePasswordValues,
  useChangePasswordForm,
} from './ui/forms/change-password/use-change-password-form';
export { DeleteAccountForm } from './ui/forms/delete-account/delete-account-form';
export {
  type DeleteAccountController,
  type DeleteAccountFormProps,
  type DeleteAccountValues,
  useDeleteAccountForm,
} from './ui/forms/delete-account/use-delete-account-form';
export type { AuthFieldSpec } from './ui/forms/field-specs';
export { ForgotPasswordForm } from './ui/forms/forgot-password/forgot-password-form';
export {
  type ForgotPasswordFormProps,
  type ForgotPasswordValues,
  useForgotPasswordForm,
} from './ui/forms/forgot-password/use-forgot-password-form';
export { LoginForm } from './ui/forms/login/login-form';
export {
  type LoginFormProps,
  type LoginValues,
  useLoginForm,
} from './ui/forms/login/use-login-form';
export { ProfileForm } from './ui/forms/profile/profile-form';
export {
  type ProfileController,
  type ProfileFormProps,
  type ProfileValues,
  useProfileForm,
} from './ui/forms/profile/use-profile-form';
export type { ProfileFieldName } from './ui/forms/profile-fields';
export { ResetPasswordForm } from './ui/forms/reset-password/reset-password-form';
export {
  type ResetPasswordController,
  type ResetPasswordFormProps,
  type ResetPasswordValues,
  useResetPasswordForm,
} from './ui/forms/reset-password/use-reset-password-form';
export type {
  SignupCheckboxField,
  SignupConsent,
  SignupCustomField,
  SignupDateField,
  SignupExtra,
  SignupFieldOption,
  SignupNumberField,
  SignupSelectField,
  SignupTextField,
} from './ui/forms/signup/custom-field-types';
export type { SignupOptionalField } from './ui/forms/signup/signup-fields';
export { SignupForm } from './ui/forms/signup/signup-form';
export {
  type SignupFormProps,
  type SignupValues,
  useSignupForm,
} from './ui/forms/signup/use-signup-form';
export {
  useVerifyEmailForm,
  type VerifyEmailController,
  type VerifyEmailFormProps,
  type VerifyEmailValues,
} from './ui/forms/verify-email/use-verify-email-form';
export { VerifyEmailForm } from './ui/forms/verify-email/verify-email-form';
export { IdleTimeout, type IdleTimeoutProps } from './ui/idle-timeout/idle-timeout';
export {
  type AuthLocalization,
  fill,
  type LocalizationKey,
  type PlaceholderValues,
  type PluralMessage,
} from './ui/localization/auth-localization';
export {
  AuthUIProvider,
  type AuthUIProviderProps,
  useAuthLocalization,
} from './ui/localization/auth-ui-provider';
export { en } from './ui/localization/en';
export { type FormMessage, messageText } from './ui/localization/form-message';
export { ar } from './ui/localization/locales/ar';
export { be } from './ui/localization/locales/be';
export { bg } from './ui/localization/locales/bg';
export { bn } from './ui/localization/locales/bn';
export { ca } from './ui/localization/locales/ca';
export { cs } from './ui/localization/locales/cs';
export { da } from './ui/localization/locales/da';
export { de } from './ui/localization/locales/de';
export { el } from './ui/localization/locales/el';
export { enGB } from './ui/localization/locales/en-gb';
export { es } from './ui/localization/locales/es';
export { es419 } from './ui/localization/locales/es-419';
export { et } from './ui/localization/locales/et';
export { fa } from './ui/localization/locales/fa';
export { fi } from './ui/localization/locales/fi';
export { fil } from './ui/localization/locales/fil';
export { fr } from './ui/localization/locales/fr';
export { he } from './ui/localization/locales/he';
export { hi } from './ui/localization/locales/hi';
export { hr } from './ui/localization/locales/hr';
export { hu } from './ui/localization/locales/hu';
export { id } from './ui/localization/locales/id';
export { is } from './ui/localization/locales/is';
export { it } from './ui/localization/locales/it';
export { ja } from './ui/localization/locales/ja';
export { kk } from './ui/localization/locales/kk';
export { ko } from './ui/localization/locales/ko';
export { lt } from './ui/localization/locales/lt';
export { lv } from './ui/localization/locales/lv';
export { mn } from './ui/localization/locales/mn';
export { mr } from './ui/localization/locales/mr';
export { ms } from './ui/localization/locales/ms';
export { nb } from './ui/localization/locales/nb';
export { nl } from './ui/localization/locales/nl';
export { pl } from './ui/localization/locales/pl';
export { pseudo } from './ui/localization/locales/pseudo';
export { ptBR } from './ui/localization/locales/pt-br';
export { ptPT } from './ui/localization/locales/pt-pt';
export { ro } from './ui/localization/locales/ro';
export { ru } from './ui/localization/locales/ru';
export { sk } from './ui/localization/locales/sk';
export { sl } from './ui/localization/locales/sl';
export { sr } from './ui/localization/locales/sr';
export { sv } from './ui/localization/locales/sv';
export { sw } from './ui/localization/locales/sw';
export { ta } from './ui/localization/locales/ta';
export { te } from './ui/localization/locales/te';
export { th } from './ui/localization/locales/th';
export { tr } from './ui/localization/locales/tr';
export { uk } from './ui/localization/locales/uk';
export { ur } from './ui/localization/locales/ur';
export { vi } from './ui/localization/locales/vi';
export { zhCN } from './ui/localization/locales/zh-cn';
export { zhTW } from './ui/localization/locales/zh-tw';
export { pickLocale } from './ui/localization/pick-locale';
export {
  type AuthNavigation,
  type AuthNavigationOptions,
  type AuthViewHrefs,
  type NavigateOptions,
  useAuthNavigation,
} from './ui/navigation';
export type { PasswordStrength } from './ui/password-strength/guess';
export {
  strengthWords,
  usePasswordStrength,
} from './ui/password-strength/use-password-strength';
export { RedirectToSignIn, type RedirectToSignInProps } from './ui/redirect-to-sign-in';
export { startResendCooldown } from './ui/resend-cooldown';
export { type ReturnToProps, ReturnToScope } from './ui/return-to';
export {
  SessionEndedDialog,
  type SessionEndedDialogProps,
} from './ui/session-ended/session-ended-dialog';
export { sessionEndedSignIn } from './ui/session-ended/session-ended-sign-in';
export { SignInRequired, type SignInRequiredProps } from './ui/session-ended/sign-in-required';
export type { SessionEndedState } from './ui/session-ended/use-account-session';
export { type AuthFlowController, type AuthFlowProps, useAuthFlow } from './ui/use-auth-flow';
export type { AuthFormController } from './ui/use-auth-form';
export { useViewLinks, type ViewLink, type ViewLinkTarget } from './ui/view-links';
