import { createMemoryStore } from '../../src/server';
import { storeConformance } from './store-conformance';

storeConformance('memory', async () => createMemoryStore());
