// The deliberate mistake: a login without its password. Compiled only to prove the check fails
// when the package's types are wrong or missing (`any` would accept this).
import { createAuthClient } from 'latchkey';

const auth = createAuthClient({ baseUrl: 'https://auth.example.com/api', appId: 'app_123' });
export const result = auth.loginUser({ email: 'ada@example.com' });
