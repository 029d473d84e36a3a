import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Folders this process holds (a second store here must not take over its own lock). */
const heldHere = new Set<string>();

const LOCK_FILE = 'latchkey.lock';

/** Whether a process with this pid runs (EPERM: it does, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder for this process alone: two processes on one folder would each keep their
 * own view and lose each other's writes. The lock is a file holding the owner's pid, created
 * exclusively. A lock whose process is gone (killed, crashed) is stale and taken over; so is one
 * with our own pid not held here (a container restarted with the same pid). Resolves a release.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const folder = resolve(dir);
  const path = join(folder, LOCK_FILE);
  if (heldHere.has(folder)) throw inUse(folder, process.pid);
  await mkdir(folder, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(`${process.pid}\n`);
      await file.close();
      heldHere.add(folder);
      return async () => {
        heldHere.delete(folder);
        await rm(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && holder !== process.pid && running(holder)) {
      throw inUse(folder, holder);
    }
    await rm(path, { force: true });
  }
  throw new Error(`Could not lock the data folder ${folder}: another process keeps taking it.`);
}

const inUse = (folder: string, pid: number) =>
  new Error(
    `The data folder ${folder} is in use by another latchkey-server (pid ${pid}). Stop that ` +
      'process, or give this one another --data folder.',
  );
