/**
 * The account name for password managers on forms without a visible Email (reset, change):
 * they save the new password under it. Hidden from everyone else.
 */
export function HiddenUsername({ value }: { value: string }) {
  return (
    <input
      type="text"
      name="username"
      autoComplete="username"
      value={value}
      readOnly
      hidden
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
