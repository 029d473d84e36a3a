import type { AuthLocalization } from 'latchkey/ui';
import * as ui from 'latchkey/ui';

/** Every dictionary latchkey/ui exports, by export name, found by shape (a new one shows up). */
export const storyLocales: Record<string, AuthLocalization> = Object.fromEntries(
  Object.entries(ui).filter(
    (entry): entry is [string, AuthLocalization] =>
      typeof entry[1] === 'object' &&
      entry[1] !== null &&
      'locale' in entry[1] &&
      'loginTitle' in entry[1],
  ),
);

/** The name of a locale in its own language ("Deutsch", "日本語"); the pseudo-locale says so. */
const titleOf = (name: string, t: AuthLocalization) =>
  name === 'pseudo'
    ? 'Pseudo (en-XA)'
    : (new Intl.DisplayNames([t.locale], { type: 'language' }).of(t.locale) ?? name);

/** The `locale` global's toolbar items: English and German first, the pseudo-locale last. */
export const localeItems = Object.entries(storyLocales)
  .map(([name, t]) => ({ value: name, title: titleOf(name, t), right: t.locale }))
  .sort((a, b) => rank(a.value) - rank(b.value) || a.title.localeCompare(b.title));

function rank(name: string) {
  return name === 'en' ? 0 : name === 'de' ? 1 : name === 'pseudo' ? 3 : 2;
}

/** The dictionary of a story's `locale` global (English when it names none exported). */
export const dictionaryOf = (context: { globals: Record<string, unknown> }): AuthLocalization =>
  storyLocales[String(context.globals.locale)] ?? ui.en;
