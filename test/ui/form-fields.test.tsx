import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { emailRule, newPasswordRule, passwordRule } from '../../src/shared/field-rules';
import { fieldsSchema, formSetup } from '../../src/ui/forms/fields-schema';
import {
  currentPasswordField,
  emailField,
  newPasswordField,
  otpField,
} from '../../src/ui/forms/form-fields';
import { profileFields } from '../../src/ui/forms/profile-fields';
import { signupFields } from '../../src/ui/forms/signup/signup-fields';

// One descriptor per field: its rule is the service's (shared/field-rules.ts), and a form's
// field list gives its schema, defaults and error-placement names.

const check = (fields: Parameters<typeof fieldsSchema>[0], values: Record<string, unknown>) =>
  fieldsSchema<Record<string, string>>(fields)['~standard'].validate(values);

describe('field descriptors', () => {
  it('carry the service’s rules, one object each', () => {
    expect(emailField.rule).toBe(emailRule);
    expect(newPasswordField.rule).toBe(newPasswordRule);
    expect(currentPasswordField.rule).toBe(passwordRule);
    expect(profileFields.email).toBe(emailField);
  });

  it('give a form its schema, empty defaults and field names from one list', async () => {
    const setup = formSetup([emailField, otpField]);
    expect(setup.fields).toEqual(['email', 'otp']);
    expect(setup.defaultValues).toEqual({ email: '', otp: '' });
    expect(await setup.schema['~standard'].validate({ email: ' a@b ', otp: '123456' })).toEqual({
      value: { email: 'a@b', otp: '123456' },
    });
  });

  it('name each broken rule by its dictionary key and limits; passwords are not trimmed', async () => {
    const result = await check([profileFields.name, emailField, newPasswordField, otpField], {
      name: 'N'.repeat(201),
      email: '',
      newPassword: ' 1234 ',
      otp: '12',
    });
    expect(result).toEqual({
      issues: [
        { message: 'errorTooLong', path: ['name'], values: { max: 200 } },
        { message: 'errorEmailRequired', path: ['email'], values: {} },
        { message: 'errorPasswordTooShort', path: ['newPassword'], values: { min: 8 } },
        { message: 'errorOtpIncomplete', path: ['otp'], values: {} },
      ],
    });
  });

  it("sign-up's app fields: their own schema's words, else optional text", async () => {
    const fields = signupFields(
      ['username'],
      [
        {
          name: 'company',
          label: 'Company',
          schema: z.string().check(z.minLength(2, 'Too short')),
        },
        { name: 'team', label: 'Team' },
      ],
    );
    expect(fields.map((field) => field.name)).toEqual([
      'name',
      'email',
      'password',
      'username',
      'company',
      'team',
    ]);
    const result = await check(fields.slice(3), { username: '', company: 'a', team: ' ' });
    expect(result).toEqual({
      issues: [{ message: 'Too short', path: ['company'], type: 'latchkey:text' }],
    });
  });
});
