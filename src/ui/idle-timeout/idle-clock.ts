// The idle clock of `IdleTimeout`, without React: the last input in any tab of the app, shared
// on a BroadcastChannel as the session itself is (src/react/cross-tab-sync.ts), and the two
// moments that follow from it: the warning, and the end.

const CHANNEL = 'latchkey:idle';

/** What the tabs tell each other: input at `at` (or "Stay signed in"), or the session timed out. */
type IdleMessage = { type: 'active'; at: number } | { type: 'timed-out' };

/** Input that says someone is there (a pointer that only hovers, too). */
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'];

/** A tab tells the others of its input at most this often (a pointer move fires many times). */
const SHARE_EVERY_MS = 1000;

/** What {@link startIdleClock} needs: the two durations and what to do at each moment. */
export interface IdleClockOptions {
  /** Inactivity, in ms, after which the session ends. */
  after: number;
  /** How long before the end the warning shows, in ms. */
  warnBefore: number;
  /** The warning is due: the session ends at `endsAt` (a `Date.now()` time). */
  onWarn: (endsAt: number) => void;
  /** Input (here through "Stay signed in", or in another tab) took the warning back. */
  onActive: () => void;
  /** The time is up, here or in another tab: sign out. Called once. */
  onTimeout: () => void;
}

/** The running clock: {@link IdleClock.stay} extends it in every tab; `stop` ends it here. */
export interface IdleClock {
  stay: () => void;
  stop: () => void;
}

/**
 * Starts the idle clock of this tab. Input in this tab counts unless the warning shows (then
 * only "Stay signed in" or input in another tab takes it back, as WCAG 2.2.1 wants one simple
 * action); every tab warns and ends at the same time, and a tab whose time is up tells the others.
 */
export function startIdleClock(options: IdleClockOptions): IdleClock {
  const { after, warnBefore } = options;
  const channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  let last = Date.now();
  let shared = 0;
  let warning = false;
  let ended = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    clearTimeout(timer);
    for (const type of ACTIVITY) removeEventListener(type, onInput, true);
    channel?.close();
  };
  const timeOut = () => {
    if (ended) return;
    ended = true;
    stop();
    options.onTimeout();
  };
  // From `last`: the next moment to wake at (a tab asleep in the background wakes late and
  // catches up, since each wake reads the time again).
  const schedule = () => {
    clearTimeout(timer);
    const now = Date.now();
    const endsAt = last + after;
    if (now >= endsAt) {
      channel?.postMessage({ type: 'timed-out' } satisfies IdleMessage);
      timeOut();
      return;
    }
    const warnAt = endsAt - warnBefore;
    if (now >= warnAt && !warning) {
      warning = true;
      options.onWarn(endsAt);
    } else if (now < warnAt && warning) {
      warning = false;
      options.onActive();
    }
    timer = setTimeout(schedule, (now >= warnAt ? endsAt : warnAt) - now);
  };
  const share = (at: number) => {
    shared = at;
    channel?.postMessage({ type: 'active', at } satisfies IdleMessage);
  };
  function onInput() {
    if (warning || ended) return;
    last = Date.now();
    if (last - shared >= SHARE_EVERY_MS) share(last);
  }
  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<IdleMessage>) => {
      if (data.type === 'timed-out') timeOut();
      else if (data.at > last) {
        last = data.at;
        schedule();
      }
    };
  }
  for (const type of ACTIVITY) addEventListener(type, onInput, { capture: true, passive: true });
  schedule();
  return {
    stay: () => {
      if (ended) return;
      last = Date.now();
      share(last);
      schedule();
    },
    stop,
  };
}
