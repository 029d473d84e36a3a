import type { Reporter, TestModule } from 'vitest/node';

/** What one project did in a run. */
interface ProjectTime {
  /** When its first file started and its last ended (ms since the epoch). */
  first: number;
  last: number;
  files: number;
  /** Summed durations of its files' tests and hooks (they overlap when files run in parallel). */
  testTime: number;
  passed: number;
  failed: number;
  skipped: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A reporter that prints, at the end of a run, each project's wall time (first file started to
 * last file ended), its files and tests, so a slow project shows in every CI log (`.ci/run`).
 * Projects overlap in time: their wall times add up to more than the run's.
 */
export default class ProjectTimes implements Reporter {
  private readonly started = Date.now();
  private readonly projects = new Map<string, ProjectTime>();

  private of(module: TestModule): ProjectTime {
    const name = module.project.name || '(root)';
    let time = this.projects.get(name);
    if (!time) {
      const now = Date.now();
      time = { first: now, last: now, files: 0, testTime: 0, passed: 0, failed: 0, skipped: 0 };
      this.projects.set(name, time);
    }
    return time;
  }

  onTestModuleStart(module: TestModule) {
    this.of(module);
  }

  onTestModuleEnd(module: TestModule) {
    const time = this.of(module);
    time.last = Date.now();
    time.files++;
    time.testTime += module.diagnostic().duration;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') time.passed++;
      else if (state === 'failed') time.failed++;
      else time.skipped++;
    }
  }

  onTestRunEnd() {
    const rows = [...this.projects].sort(([, a], [, b]) => a.first - b.first);
    const width = Math.max(7, ...rows.map(([name]) => name.length));
    const lines = [
      '',
      'Time per project (wall: first file started to last file ended; projects overlap)',
      `${'project'.padEnd(width)}  ${'wall'.padStart(9)}  ${'starts at'.padStart(9)}  files  tests (passed/failed/skipped)`,
      ...rows.map(
        ([name, t]) =>
          `${name.padEnd(width)}  ${seconds(t.last - t.first).padStart(9)}  ${seconds(t.first - this.started).padStart(9)}  ${String(t.files).padStart(5)}  ${t.passed + t.failed + t.skipped} (${t.passed}/${t.failed}/${t.skipped})`,
      ),
      `run: ${seconds(Date.now() - this.started)}`,
      '',
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
