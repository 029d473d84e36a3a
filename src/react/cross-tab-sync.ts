import type { AuthClient } from '../client/auth-client';

const CHANNEL = 'latchkey:session';

interface SessionMessage {
  status: string;
  userId: string | null;
}

/**
 * Keeps the other tabs of the app in step: each local sign-in or sign-out is announced on a
 * BroadcastChannel, and a tab that hears of a session unlike its own checks it with the
 * service (`recheck`). A tab that then changes announces the same session, which changes
 * nothing anywhere, so the exchange ends. Returns the stop function.
 */
export function syncAcrossTabs(client: AuthClient, recheck: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  const current = (): SessionMessage => {
    const session = client.getSession();
    return { status: session.status, userId: session.user?.id ?? null };
  };
  channel.onmessage = (event: MessageEvent<SessionMessage>) => {
    const mine = current();
    if (event.data.status !== mine.status || event.data.userId !== mine.userId) recheck();
  };
  const unsubscribe = client.subscribe(() => channel.postMessage(current()));
  return () => {
    unsubscribe();
    channel.close();
  };
}
