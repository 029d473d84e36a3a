import type { ProfileValues, SignupOptionalField } from 'latchkey/ui';
import { expectTypeOf, it } from 'vitest';

it('the profile and sign-up field types stay as they were, now read from one descriptor table', () => {
  expectTypeOf<ProfileValues>().toEqualTypeOf<{
    name: string;
    username: string;
    email: string;
    phone: string;
    address: string;
    avatarUrl: string;
    currentPassword: string;
  }>();
  expectTypeOf<SignupOptionalField>().toEqualTypeOf<
    'username' | 'phone' | 'address' | 'avatarUrl'
  >();
});
