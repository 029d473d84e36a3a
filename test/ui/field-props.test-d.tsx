import type { TextFieldProps } from 'latchkey/ui';
import { expectTypeOf, it } from 'vitest';

it('TextField takes no ref, which neither React 18 nor react-hook-form would honour', () => {
  expectTypeOf<TextFieldProps>().not.toHaveProperty('ref');
  expectTypeOf<TextFieldProps>().toHaveProperty('autoComplete');
});
