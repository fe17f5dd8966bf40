import { useContext, useEffect, useRef } from 'react';
import { SeodangContext, type SeodangRuntime } from './seodang-context.ts';
import type { RealtimeListener } from '../realtime/realtime-client.ts';

/** The shell runtime; throws when used outside the shell (a developer error). */
export function useSeodang(): SeodangRuntime {
  const runtime = useContext(SeodangContext);
  if (!runtime) throw new Error('Seodang hooks must be used inside the shell (SeodangContext is missing).');
  return runtime;
}

/** pageInfo: channel, mobile, locale, host. */
export const usePageInfo = () => useSeodang().pageInfo;

/** The signed-in user (userData null when logged out) and a setter for auth screens. */
export function useAuth() {
  const { auth, setAuth } = useSeodang();
  return { ...auth, setAuth };
}

/** Enabled services, installed plugin remotes and menu restrictions of this channel. */
export const useCapabilities = () => useSeodang().capabilities;

/** The server-rendered initial data, already decoded. */
export const useInitialData = () => useSeodang().initialData;

/** The shared realtime client. */
export const useRealtime = () => useSeodang().realtime;

/** Sets the page title (spec §2 rule) while the screen is shown. */
export function usePageTitle(title: string | undefined): void {
  const { setTitle } = useSeodang();
  useEffect(() => {
    setTitle(title);
    return () => setTitle(undefined);
  }, [title, setTitle]);
}

/**
 * Listens to a realtime topic while mounted. The latest listener is used without
 * resubscribing on every render.
 */
export function useRealtimeTopic(topic: string | null, listener: RealtimeListener): void {
  const realtime = useRealtime();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!topic) return;
    return realtime.subscribe(topic, (event, data) => latest.current(event, data));
  }, [realtime, topic]);
}

/** Runs `refetch` after the realtime connection came back (events may have been missed). */
export function useResync(refetch: () => void): void {
  const realtime = useRealtime();
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => realtime.onResync(() => latest.current()), [realtime]);
}
