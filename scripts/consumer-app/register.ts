// App-specific user fields, declared once (declaration merging through the packed .d.ts files).
import { createAuthClient } from 'latchkey';
import { useSession } from 'latchkey/react';

declare module 'latchkey' {
  interface Register {
    user: { company: string | null };
  }
}

export function useCompany(): string | null | undefined {
  return useSession().user?.company;
}

export async function signedUpCompany(): Promise<string | null> {
  const auth = createAuthClient({ baseUrl: 'https://auth.example.com/api', appId: 'app_123' });
  const { user } = await auth.signupUser({ name: 'Ada', email: 'ada@example.com', password: 'pw' });
  return user.company;
}
