import { createMemoryStore, createPGliteStore } from '../../src/server';
import { otpBindingSuite } from './otp-binding-suite';

// Issue 15 items 1, 2, 9 and the send-verify-otp oracle on the memory and PGlite stores
// (PostgreSQL: test/postgres/otp-binding.test.ts).
otpBindingSuite('memory', createMemoryStore(), createMemoryStore());
otpBindingSuite('PGlite', await createPGliteStore(), await createPGliteStore());
