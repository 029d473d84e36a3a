import type {
  AccountSection,
  AccountSettingsProps,
  ProfileFieldName,
  ProfileFormProps,
} from 'latchkey/ui';
import { expectTypeOf, it } from 'vitest';

it("ProfileForm's `fields` and AccountSettings' `sections` take only the names there are", () => {
  expectTypeOf<ProfileFieldName>().toEqualTypeOf<
    'name' | 'username' | 'email' | 'phone' | 'address' | 'avatarUrl'
  >();
  expectTypeOf<ProfileFormProps['fields']>().toEqualTypeOf<
    readonly ProfileFieldName[] | undefined
  >();
  expectTypeOf<AccountSection>().toEqualTypeOf<'profile' | 'email' | 'password' | 'delete'>();
  expectTypeOf<AccountSettingsProps['sections']>().toEqualTypeOf<
    readonly AccountSection[] | undefined
  >();
  // A field the form does not have, or a password, is not a profile field.
  expectTypeOf<'currentPassword'>().not.toExtend<ProfileFieldName>();
});
