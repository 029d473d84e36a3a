import { NEW_PASSWORD_RULES } from '../../shared/field-rules';

/**
 * The attributes of a new-password input, for markup of your own: `autocomplete="new-password"`
 * and `passwordrules` (the service's rules, from the shared field rules), so a password
 * manager's generator (Safari, 1Password) makes a password the service accepts. Spread them:
 * React's types do not know `passwordrules`, React passes it to the DOM all the same.
 *
 * @example
 * <input type="password" {...newPasswordProps} />
 */
export const newPasswordProps = {
  autoComplete: 'new-password',
  passwordrules: NEW_PASSWORD_RULES,
} as const;
