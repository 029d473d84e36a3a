import { createPostgresStore } from '../../src/server';
import { otpBindingSuite } from '../server/otp-binding-suite';
import { scopedDatabaseUrl } from './scoped-database';

// Issue 15 items 1, 2, 9 and the send-verify-otp oracle on PostgreSQL. Two schemas: the
// limits are counted in the database, so the second service must not share the first's.
otpBindingSuite(
  'PostgreSQL',
  await createPostgresStore(await scopedDatabaseUrl()),
  await createPostgresStore(await scopedDatabaseUrl()),
);
