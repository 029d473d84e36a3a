import { createPostgresStore } from '../../src/server';
import { ownerLockoutSuite } from '../server/owner-lockout-suite';
import { scopedDatabaseUrl } from './scoped-database';

const url = await scopedDatabaseUrl();
ownerLockoutSuite('PostgreSQL', () => createPostgresStore(url));
