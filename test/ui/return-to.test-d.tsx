import type { LocalSession, SignedOutReason } from 'latchkey';
import type { SessionState } from 'latchkey/react';
import type {
  AuthFlowProps,
  AuthUIProviderProps,
  LoginFormProps,
  RedirectToSignInProps,
  ReturnToProps,
  SignupFormProps,
} from 'latchkey/ui';
import { describe, expectTypeOf, it } from 'vitest';

describe('coming back after sign-in: the public types', () => {
  it('LoginForm, SignupForm and AuthFlow take returnTo: a path, or null for none', () => {
    expectTypeOf<ReturnToProps['returnTo']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<LoginFormProps>().toExtend<ReturnToProps>();
    expectTypeOf<SignupFormProps>().toExtend<ReturnToProps>();
    expectTypeOf<AuthFlowProps>().toExtend<ReturnToProps>();
    expectTypeOf<RedirectToSignInProps>().toEqualTypeOf<{ returnTo?: string }>();
  });

  it("navigate may take { replace }, and a router's one-argument push still fits", () => {
    const push = (_href: string) => undefined;
    expectTypeOf(push).toExtend<NonNullable<AuthUIProviderProps['navigate']>>();
    expectTypeOf<Parameters<NonNullable<AuthUIProviderProps['navigate']>>[1]>().toEqualTypeOf<
      { replace?: boolean } | undefined
    >();
  });

  it('a signed-out session says why: four deliberate causes and one that ended elsewhere', () => {
    type Reason = 'logout' | 'password-changed' | 'account-deleted' | 'idle' | 'ended';
    expectTypeOf<SignedOutReason>().toEqualTypeOf<Reason>();
    expectTypeOf<LocalSession['reason']>().toEqualTypeOf<Reason | undefined>();
    expectTypeOf<SessionState['reason']>().toEqualTypeOf<Reason | undefined>();
    expectTypeOf<LocalSession['offline']>().toEqualTypeOf<boolean | undefined>();
  });
});
