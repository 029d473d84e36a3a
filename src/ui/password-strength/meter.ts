import type { StrengthScorer } from './guess';

let pending: Promise<StrengthScorer> | undefined;

/**
 * The strength meter's loader: zxcvbn and its common-words dictionaries, fetched by a dynamic
 * `import()` the first time a new-password field is focused or typed in, once per page. An
 * object rather than a bare function so tests can watch the load (a spy on `load`).
 * @internal
 */
export const strengthMeter = {
  /** zxcvbn's scorer, or undefined until it has loaded. */
  loaded: undefined as StrengthScorer | undefined,
  /** Starts the load (once); resolves with zxcvbn's scorer. A failed load is tried again. */
  load(): Promise<StrengthScorer> {
    pending ??= import('./zxcvbn-scorer').then(
      ({ scoreStrength }) => {
        strengthMeter.loaded = scoreStrength;
        return scoreStrength;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  },
};
