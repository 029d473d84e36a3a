// A scratch app's use of `latchkey/server` and the `latchkey/ui` entry, against the package.

import { createAuthService } from 'latchkey/server';
import type * as ui from 'latchkey/ui';

type IsAny<T> = 0 extends 1 & T ? true : false;

const service = createAuthService({ apps: { app_123: 'key_public_123' } });
export const typed: IsAny<typeof service> = false;
export type Forms = typeof ui;
