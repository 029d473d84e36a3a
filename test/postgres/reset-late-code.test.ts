import { createPostgresStore } from '../../src/server';
import { resetLateCodeSuite } from '../server/reset-late-code-suite';
import { scopedDatabaseUrl } from './scoped-database';

const url = await scopedDatabaseUrl();
resetLateCodeSuite('PostgreSQL', () => createPostgresStore(url));
