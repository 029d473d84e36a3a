import type { SignupCustomField, SignupExtra, SignupFormProps } from 'latchkey/ui';
import { describe, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';

// Issue 38 item 1: what `customFields` send in `extra`, typed from their declaration.

const fields = [
  { name: 'terms', label: 'Terms', type: 'checkbox' },
  { name: 'seats', label: 'Seats', type: 'number', required: true },
  { name: 'birthday', label: 'Birthday', type: 'date' },
  {
    name: 'country',
    label: 'Country',
    type: 'select',
    options: [
      { value: 'fr', label: 'France' },
      { value: 'de', label: 'Germany' },
    ],
  },
  { name: 'company', label: 'Company' },
] as const satisfies readonly SignupCustomField[];

describe('SignupExtra', () => {
  it('types each value by its kind: checkbox boolean, number number, select its values, others strings', () => {
    type Extra = SignupExtra<typeof fields>;
    expectTypeOf<Extra['terms']>().toEqualTypeOf<boolean>();
    expectTypeOf<Extra['seats']>().toEqualTypeOf<number>();
    expectTypeOf<Extra['birthday']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Extra['country']>().toEqualTypeOf<'fr' | 'de' | undefined>();
    expectTypeOf<Extra['company']>().toEqualTypeOf<string | undefined>();
    // Sent always: a checkbox and a required field; the rest only when filled.
    expectTypeOf<Extra>().toExtend<{ terms: boolean; seats: number }>();
    expectTypeOf<{ terms: true; seats: 2 }>().toExtend<Extra>();
  });

  it('takes a rule over the typed value: a number schema on a number field, not on text', () => {
    expectTypeOf({
      name: 'seats',
      label: 'Seats',
      type: 'number',
      schema: z.number().check(z.minimum(1)),
    } as const).toExtend<SignupCustomField>();
    expectTypeOf({
      name: 'company',
      label: 'Company',
      schema: z.number(),
    } as const).not.toExtend<SignupCustomField>();
    expectTypeOf<SignupFormProps['consent']>().toEqualTypeOf<
      { label: import('react').ReactNode; version: string } | undefined
    >();
  });
});
