import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { readOnlyDataDir } from './data-dir-access';

/** Folders this process holds (a second store here must not take over its own lock). */
const heldHere = new Set<string>();

const LOCK_FILE = 'latchkey.lock';

/** Whether a process with this pid exists (EPERM: it does, as another user). */
function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A process's state letter and start time (clock ticks since boot) from /proc/<pid>/stat;
 * null when /proc has no such process; undefined where there is no /proc (not Linux).
 */
async function procStat(
  pid: number,
): Promise<{ state: string; startTime: string } | null | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' && process.platform === 'linux' ? null : undefined,
  );
  if (typeof text !== 'string') return text;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const startTime = fields[19];
  return state && startTime ? { state, startTime } : undefined;
}

/** This process's start time, written beside its pid so a reused pid is told apart. */
const ownStartTime = async () => (await procStat(process.pid))?.startTime ?? '';

/**
 * Whether the lock's owner still runs. A zombie (killed, not yet reaped by its parent) does
 * not: it holds its pid but nothing else. Nor does a process with the pid that started at
 * another time than the lock's owner (the pid was reused). Without /proc, a signal tells.
 */
async function ownerRuns(pid: number, startTime: string | undefined): Promise<boolean> {
  const stat = await procStat(pid);
  // No /proc, or /proc hiding other users' processes (hidepid): a signal tells.
  if (stat === undefined || stat === null) return signalable(pid);
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return !startTime || stat.startTime === startTime;
}

/**
 * Takes the folder for this process alone: two processes on one folder would each keep their
 * own view and lose each other's writes. The lock is a file holding the owner's pid and start
 * time, created exclusively. A lock whose process is gone (killed, crashed, a zombie not yet
 * reaped, its pid reused) is stale and taken over; so is one with our own pid not held here (a
 * container restarted with the same pid). Resolves a release.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const folder = resolve(dir);
  const path = join(folder, LOCK_FILE);
  if (heldHere.has(folder)) throw inUse(folder, process.pid);
  await mkdir(folder, { recursive: true });
  const content = `${process.pid}\n${await ownStartTime()}\n`;
  // Written whole to a file of our own, then linked into place: the lock appears complete or
  // not at all (an empty lock read between create and write looked stale to a second server).
  const mine = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    await writeFile(mine, content, { flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
      throw readOnlyDataDir(folder, path);
    throw error;
  }
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        await link(mine, path);
        heldHere.add(folder);
        return async () => {
          heldHere.delete(folder);
          await rm(path, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const seen = await readFile(path, 'utf8').catch(() => '');
      const [pidLine = '', startTime] = seen.split('\n');
      const holder = Number.parseInt(pidLine, 10);
      if (
        Number.isInteger(holder) &&
        holder !== process.pid &&
        (await ownerRuns(holder, startTime))
      )
        throw inUse(folder, holder);
      await takeOverStale(path, seen);
    }
  } finally {
    await rm(mine, { force: true });
  }
  throw new Error(`Could not lock the data folder ${folder}: another process keeps taking it.`);
}

/**
 * Moves a stale lock aside, atomically: of two servers taking over the same stale lock, one
 * renames it and the other finds nothing to rename. A lock that is not the stale one we read
 * (another server took over meanwhile) is put back.
 */
async function takeOverStale(path: string, seen: string) {
  const aside = `${path}.stale.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await readFile(aside, 'utf8').catch(() => seen);
  if (moved === seen) await rm(aside, { force: true });
  else
    await link(aside, path).then(
      () => rm(aside, { force: true }),
      () => rm(aside, { force: true }),
    );
}

const inUse = (folder: string, pid: number) =>
  new Error(
    `The data folder ${folder} is in use by another latchkey-server (pid ${pid}). Stop that ` +
      'process, or give this one another --data folder.',
  );
