import {
  type AuthLocalization,
  be,
  cs,
  hr,
  lt,
  lv,
  type PluralMessage,
  pl,
  ru,
  sk,
  sl,
  sr,
  uk,
} from 'latchkey/ui';
import { describe, expect, it } from 'vitest';
import { showCooldown } from './cooldown';

// Slavic and Baltic counts (issue 26 item 2): Russian "через 1 секунду / 2 секунды /
// 5 секунд", Polish "1 sekundę / 2 sekundy / 5 sekund", Latvian's zero (10–20 seconds), ... The
// Resend code countdown shown in Chromium at a count of each category its whole numbers of
// 1–30 seconds fall in, saying that category's words of the dictionary, not `other`'s.

/** For each category the whole numbers 1–30 fall in (in `locale`), the first such number. */
function countsByCategory(locale: string): Map<Intl.LDMLPluralRule, number> {
  const rules = new Intl.PluralRules(locale);
  const first = new Map<Intl.LDMLPluralRule, number>();
  for (let n = 1; n <= 30; n++) {
    const category = rules.select(n);
    if (!first.has(category)) first.set(category, n);
  }
  return first;
}

describe.each<[string, AuthLocalization]>([
  ['ru', ru],
  ['uk', uk],
  ['be', be],
  ['pl', pl],
  ['cs', cs],
  ['sk', sk],
  ['hr', hr],
  ['sr', sr],
  ['sl', sl],
  ['lt', lt],
  ['lv', lv],
])('%s', (_name, t) => {
  it('the countdown says each count with its own plural form', async () => {
    const counts = countsByCategory(t.locale);
    // Each language here has more than one and other for whole numbers.
    expect(counts.size, [...counts.keys()].join()).toBeGreaterThanOrEqual(3);
    const entry: PluralMessage = t.resendCodeIn;
    const cooldown = await showCooldown(t);
    for (const [category, count] of counts) {
      const words = entry[category];
      expect(words, `${t.locale} resendCodeIn has "${category}" (${count})`).toBeDefined();
      const button = await cooldown.at(count);
      const number = new Intl.NumberFormat(t.locale).format(count);
      expect(button.textContent, `${category}: ${count}`).toBe(words?.replace('{seconds}', number));
    }
  });
});
