import { createPostgresStore } from '../../src/server';
import { wellFormedInputSuite } from '../server/well-formed-suite';
import { scopedDatabaseUrl } from './scoped-database';

wellFormedInputSuite('PostgreSQL', await createPostgresStore(await scopedDatabaseUrl()));
