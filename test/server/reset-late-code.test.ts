import { createMemoryStore } from '../../src/server';
import { resetLateCodeSuite } from './reset-late-code-suite';

resetLateCodeSuite('memory', async () => createMemoryStore());
