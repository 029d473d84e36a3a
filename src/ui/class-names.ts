/** Joins class names, skipping empty ones: `cx('lk-input', classNames.input)`. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
