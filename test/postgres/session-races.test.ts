import { createPostgresStore } from '../../src/server';
import { sessionRaceSuite } from '../server/session-race-suite';
import { scopedDatabaseUrl } from './scoped-database';

const url = await scopedDatabaseUrl();
sessionRaceSuite('PostgreSQL', () => createPostgresStore(url));
