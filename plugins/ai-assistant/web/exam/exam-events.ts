/**
 * The AI exam's environment events (spec §1): their names, and the pure rules that keep them few
 * (a held Ctrl+C or a dragged resize handle must not flood the data layer and the log).
 */
export const examEvents = {
  screenResolution: 'screen_resolution',
  promptResize: 'prompt_input_resize',
  copyShortcut: 'copy_shortcut',
  copySnippet: 'copy_snippet',
  copy: 'copy',
} as const;

/** One of {@link examEvents}. */
export type ExamEventName = (typeof examEvents)[keyof typeof examEvents];

/** The same event is sent at most once in this window (a held key repeats every ~30 ms). */
export const examEventIntervalMs = 1000;
/** A resize is reported once the handle has rested this long. */
export const resizeSettleMs = 500;

/**
 * A throttle per event name: `allow(name)` is true for the first call and then again only once
 * `intervalMs` have passed since the last call it allowed.
 */
export function createEventThrottle(intervalMs = examEventIntervalMs, now: () => number = Date.now) {
  const last = new Map<string, number>();
  return {
    allow(name: string): boolean {
      const t = now();
      const previous = last.get(name);
      if (previous !== undefined && t - previous < intervalMs) return false;
      last.set(name, t);
      return true;
    },
  };
}

/** Timers, injectable so tests move time by hand. */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** `call(value)` runs `fn` with the last value once no call came for `waitMs`; `cancel()` drops it. */
export function createDebounce<T>(fn: (value: T) => void, waitMs = resizeSettleMs, timers = realTimers) {
  let handle: unknown = null;
  return {
    call(value: T) {
      if (handle !== null) timers.clear(handle);
      handle = timers.set(() => {
        handle = null;
        fn(value);
      }, waitMs);
    },
    cancel() {
      if (handle !== null) timers.clear(handle);
      handle = null;
    },
  };
}

/** Ctrl+C, or Cmd+C on a Mac (not with Shift or Alt, which browsers use for other things). */
export function isCopyShortcut(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return e.key.toLowerCase() === 'c' && (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey;
}

/** "1920x1080" from the screen, with the device pixel ratio when it is not 1 ("1280x800@2"). */
export function screenResolution(screen: { width: number; height: number }, pixelRatio = 1): string {
  const size = `${screen.width}x${screen.height}`;
  return pixelRatio && pixelRatio !== 1 ? `${size}@${Math.round(pixelRatio * 100) / 100}` : size;
}

/** A resized textarea's size, in whole CSS pixels. */
export const boxSize = (box: { width: number; height: number }) => ({
  width: Math.round(box.width),
  height: Math.round(box.height),
});
