import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Snippet, typecheckSnippets } from '../readme/readme-snippets';

// Declaration merging changes the types of the whole program, so this type test compiles an app
// of its own (strict, `latchkey/*` mapped to the sources) instead of joining the other
// *.test-d files, whose AuthUser it would change.

const root = fileURLToPath(new URL('../..', import.meta.url));
const app = (line: number, code: string): Snippet => ({
  line,
  lang: 'tsx',
  code,
  context: '',
  run: false,
});

const registration = `
import { type AuthUser, createAuthClient } from 'latchkey';
import { useSession, useUpdateUser } from 'latchkey/react';

declare module 'latchkey' {
  interface Register {
    user: { company: string | null; seats: number };
  }
}
`;

describe('app-specific user fields, declared once on Register', () => {
  it('type every AuthUser: client answers, useSession, mutation results', () => {
    const code = `${registration}
const auth = createAuthClient({ baseUrl: 'https://auth.example.com', appId: 'app' });
export async function companyOf(): Promise<string | null> {
  const { user } = await auth.signupUser({ name: 'Ada', email: 'a@example.com', password: 'pw' });
  const seats: number = user.seats;
  return seats > 0 ? user.company : null;
}
export function Company() {
  const { user } = useSession();
  useUpdateUser({ onSuccess: (_data, variables) => variables.userId });
  const fromSession: string | null | undefined = user?.company;
  return <p>{fromSession}</p>;
}
export const byHand: AuthUser['company'] = null;
`;
    expect(typecheckSnippets([app(1, code)], `${root}.readme-snippets/register-ok`, root)).toEqual(
      [],
    );
  }, 60_000);

  it('are not unknown: a misuse of a registered field is an error', () => {
    const code = `${registration}
export function Seats() {
  const { user } = useSession();
  const wrong: string = user?.seats ?? 0;
  return wrong;
}
`;
    const diagnostics = typecheckSnippets(
      [app(1, code)],
      `${root}.readme-snippets/register-mistake`,
      root,
    );
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatch(
      /error TS2322: Type 'number' is not assignable to type 'string'/,
    );
  }, 60_000);
});
