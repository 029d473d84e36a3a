import { access, constants, readdir } from 'node:fs/promises';
import { join } from 'node:path';

const DENIED = new Set(['EACCES', 'EPERM', 'EROFS']);

/** The first path under `path` (itself included) this process may not write, if any. */
async function firstReadOnly(path: string): Promise<string | undefined> {
  try {
    await access(path, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (DENIED.has(code)) return path;
    if (code === 'ENOENT') return undefined;
    throw error;
  }
  const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const inner = join(path, entry.name);
    const found = entry.isDirectory() || entry.isFile() ? await firstReadOnly(inner) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The error for a data folder this process cannot write. */
export const readOnlyDataDir = (dir: string, path: string) =>
  new Error(
    `The data folder ${dir} is read-only here (${path} cannot be written): latchkey-server ` +
      'writes every change to it. Give this user write access to the folder and its files, ' +
      'or use another --data folder (or --memory).',
  );

/**
 * Refuses, with a message that says so, a data folder with anything this process cannot
 * write: PGlite would fail on it with only `Aborted(). Build with -sASSERTIONS`.
 */
export async function requireWritableDataDir(dir: string): Promise<void> {
  const path = await firstReadOnly(dir);
  if (path) throw readOnlyDataDir(dir, path);
}
