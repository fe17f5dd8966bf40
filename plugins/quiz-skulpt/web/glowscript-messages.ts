/** What the glowscript player sends its host page: run a program, or stop the run. */
export type GlowHostRequest =
  { type: 'run'; code: string; seconds: number; duration: number } | { type: 'stop' };

/**
 * One object of the scene: `[id, kind, visible, pos×3, axis×3, size×3, color×3, opacity, radius,
 * extra, make_trail]`.
 */
export interface SceneObject {
  id: number;
  kind: 'sphere' | 'box' | 'cylinder' | 'arrow' | 'curve' | 'label';
  visible: boolean;
  pos: [number, number, number];
  axis: [number, number, number];
  size: [number, number, number];
  color: [number, number, number];
  opacity: number;
  radius: number;
  /** An arrow's shaft width, a label's text, a curve's points (x, y, z, ...). */
  extra: number | string | number[] | null;
  /** `make_trail=True`: the page draws the path the object's position took. */
  trail: boolean;
}

/** The scene at a moment: its settings and objects, and the virtual time. */
export interface SceneSnapshot {
  background: [number, number, number];
  center: [number, number, number];
  range: number;
  title: string;
  caption: string;
  objects: SceneObject[];
  time: number;
}

/** What the host page answers: output so far, the scene at a step, the run's end. */
export type GlowHostReply =
  | { type: 'output'; text: string }
  | { type: 'scene'; scene: SceneSnapshot }
  | { type: 'done'; error?: string; timeout?: boolean };

const KINDS = new Set(['sphere', 'box', 'cylinder', 'arrow', 'curve', 'label']);
const MAX_OBJECTS = 2000;
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const three = (a: unknown[], i: number): [number, number, number] | null => {
  const [x, y, z] = [a[i], a[i + 1], a[i + 2]];
  return finite(x) && finite(y) && finite(z) ? [x, y, z] : null;
};

function parseObject(raw: unknown): SceneObject | null {
  if (!Array.isArray(raw) || raw.length < 18) return null;
  const [id, kind, visible] = raw;
  if (!finite(id) || typeof kind !== 'string' || !KINDS.has(kind)) return null;
  const pos = three(raw, 3);
  const axis = three(raw, 6);
  const size = three(raw, 9);
  const color = three(raw, 12);
  if (!pos || !axis || !size || !color || !finite(raw[15]) || !finite(raw[16])) return null;
  const e = raw[17];
  const extra =
    typeof e === 'string'
      ? e.slice(0, 200)
      : finite(e)
        ? e
        : Array.isArray(e) && e.length <= 6000 && e.every(finite)
          ? (e as number[])
          : null;
  return {
    id,
    kind: kind as SceneObject['kind'],
    visible: visible !== false,
    pos,
    axis,
    size,
    color,
    opacity: raw[15],
    radius: raw[16],
    extra,
    trail: raw[18] === true,
  };
}

/** The host page's messages, checked field by field (anything else is dropped). */
export function parseGlowHostMessage(data: unknown): GlowHostReply | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  if (d.type === 'output' && typeof d.text === 'string')
    return { type: 'output', text: d.text.slice(0, 100_000) };
  if (d.type === 'scene' && Array.isArray(d.scene) && finite(d.time)) {
    const [settings, objects] = d.scene as [unknown, unknown];
    if (!Array.isArray(settings) || !Array.isArray(objects) || objects.length > MAX_OBJECTS) return null;
    const background = three(settings, 0);
    const center = three(settings, 3);
    if (!background || !center || !finite(settings[6])) return null;
    const parsed = objects.map(parseObject);
    if (parsed.some((o) => o === null)) return null;
    return {
      type: 'scene',
      scene: {
        background,
        center,
        range: settings[6],
        title: typeof settings[7] === 'string' ? settings[7].slice(0, 200) : '',
        caption: typeof settings[8] === 'string' ? settings[8].slice(0, 500) : '',
        objects: parsed as SceneObject[],
        time: d.time,
      },
    };
  }
  if (d.type === 'done') {
    if (d.timeout === true) return { type: 'done', timeout: true };
    if (typeof d.error === 'string') return { type: 'done', error: d.error.slice(0, 2000) };
    return { type: 'done' };
  }
  return null;
}
