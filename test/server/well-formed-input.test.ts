import { createMemoryStore, createPGliteStore } from '../../src/server';
import { wellFormedInputSuite } from './well-formed-suite';

// PostgreSQL runs the same suite in test/postgres/well-formed-input.test.ts.
wellFormedInputSuite('PGlite', await createPGliteStore());
wellFormedInputSuite('the memory store', createMemoryStore());
