import { en, fill, type PlaceholderValues } from 'latchkey/ui';
import { expectTypeOf, it } from 'vitest';

it("types each entry's placeholders from its English text", () => {
  expectTypeOf<PlaceholderValues<'retryIn'>>().toEqualTypeOf<Record<'seconds', string | number>>();
  expectTypeOf<PlaceholderValues<'otpCharacterLabel'>>().toEqualTypeOf<
    Record<'index' | 'count', string | number>
  >();
  expectTypeOf<PlaceholderValues<'loginTitle'>>().toEqualTypeOf<Record<never, string | number>>();
  expectTypeOf(fill(en, 'codeSent', { email: 'ada@example.test' })).toBeString();
  // @ts-expect-error: codeSent needs {email}, not {seconds}
  fill(en, 'codeSent', { seconds: 3 });
});
