import type { MicrobitInput, MicrobitRun } from '../../common/microbit/sim.ts';

/** What the player sends the micro:bit host page: the engine once, then runs. */
export type HostRequest =
  | {
      type: 'load';
      files: { images: string; module: string; sim: string; micropython: string };
      wasm: ArrayBuffer;
    }
  | {
      type: 'run';
      id: number;
      code: string;
      inputs: MicrobitInput[];
      duration_ms: number;
      seconds: number;
    };

/** What the host page answers: the engine loaded (or not), and a run's record. */
export type HostReply =
  | { type: 'loaded' }
  | { type: 'loadFailed'; error: string }
  | { type: 'result'; id: number; run: MicrobitRun | null; error?: string };

const isPairs = (x: unknown, width: number) =>
  Array.isArray(x) && x.every((p) => Array.isArray(p) && p.length === width);

/** The host page's messages, checked field by field (anything else is dropped). */
export function parseHostMessage(data: unknown): HostReply | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.type === 'loaded') return { type: 'loaded' };
  if (d.type === 'loadFailed') return { type: 'loadFailed', error: String(d.error ?? '').slice(0, 2000) };
  if (d.type === 'result' && typeof d.id === 'number') {
    const r = d.run as Record<string, unknown> | null;
    if (
      r &&
      isPairs(r.frames, 2) &&
      isPairs(r.pins, 3) &&
      isPairs(r.printed, 2) &&
      typeof r.output === 'string' &&
      typeof r.error === 'string'
    )
      return {
        type: 'result',
        id: d.id,
        run: {
          frames: (r.frames as [number, string][]).slice(0, 20_000),
          pins: (r.pins as [number, number, number][]).slice(0, 20_000),
          printed: (r.printed as [number, string][]).slice(0, 5000),
          output: r.output.slice(0, 100_000),
          error: r.error.slice(0, 4000),
          timeout: r.timeout === true,
          endMs: Number(r.endMs) || 0,
        },
      };
    return { type: 'result', id: d.id, run: null, error: String(d.error ?? '').slice(0, 2000) };
  }
  return null;
}
