// `.ent` files (Entry's project archive: a gzipped tar holding `temp/project.json`) in and out, for
// the blocks this quiz supports. Entry keeps a block's slots as positional `params` (with unused
// positions for its icons and labels) and refers to variables, lists, signals and objects by id;
// the table below maps each supported block's positions onto our named slots. An import keeps what
// it can and names every block type it cannot take (those blocks, and what hangs inside them, are
// left out). Pictures and sounds are not carried: objects are drawn by their costume names.
import { createTarGzip, parseTar, parseTarGzip } from 'nanotar';
import { blockSpec } from './blocks.ts';
import type { Block, Project, StageObject, Value } from './runtime/project.ts';

/** Entry's params, position by position: a slot name of ours, or null for Entry's own icons and labels. */
const params: Record<string, (string | null)[]> = {
  when_run_button_click: [null],
  when_some_key_pressed: [null, 'KEY'],
  when_object_click: [null],
  when_message_cast: [null, 'MESSAGE'],
  message_cast: ['MESSAGE', null],
  message_cast_wait: ['MESSAGE', null],
  wait_second: ['SECOND', null],
  repeat_basic: ['COUNT', null],
  repeat_inf: [null],
  repeat_while_true: ['COND', null, null],
  wait_until_true: ['COND', null],
  _if: ['COND', null],
  if_else: ['COND', null],
  stop_object: ['TARGET', null],
  move_direction: ['VALUE', null],
  direction_relative: ['VALUE', null],
  direction_absolute: ['VALUE', null],
  move_x: ['VALUE', null],
  move_y: ['VALUE', null],
  locate_xy: ['X', 'Y', null],
  locate_x: ['VALUE', null],
  locate_y: ['VALUE', null],
  show: [null],
  hide: [null],
  dialog: ['TEXT', null, null],
  remove_dialog: [null],
  change_to_next_shape: ['DIR', null],
  change_to_some_shape: ['VALUE', null],
  True: [],
  False: [],
  boolean_basic_operator: ['A', 'OP', 'B'],
  boolean_and_or: ['A', 'OP', 'B'],
  boolean_not: [null, 'VALUE', null],
  reach_something: [null, 'TARGET', null],
  is_press_some_key: ['KEY', null],
  calc_basic: ['A', 'OP', 'B'],
  quotient_and_mod: [null, 'A', null, 'B', null, 'OP'],
  calc_rand: [null, 'A', null, 'B', null],
  combine_something: [null, 'A', null, 'B', null],
  coordinate_object: [null, 'TARGET', null, 'PROP'],
  ask_and_wait: ['TEXT', null],
  get_canvas_input_value: [],
  get_variable: ['VAR', null],
  set_variable: ['VAR', 'VALUE', null],
  change_variable: ['VAR', 'VALUE', null],
  add_value_to_list: ['VALUE', 'LIST', null],
  remove_value_from_list: ['INDEX', 'LIST', null],
  insert_value_to_list: ['VALUE', 'LIST', 'INDEX', null],
  change_value_list_index: ['LIST', 'INDEX', 'VALUE', null],
  value_of_index_from_list: [null, 'LIST', null, 'INDEX', null],
  length_of_list: [null, 'LIST', null],
  is_included_in_list: [null, 'LIST', null, 'VALUE', null],
  number: ['NUM'],
  text: ['TEXT'],
};

/** Entry's key codes for the keys our blocks name. */
const keyCodes: Record<string, string> = {
  space: '32',
  enter: '13',
  left: '37',
  up: '38',
  right: '39',
  down: '40',
};
for (const c of 'abcdefghijklmnopqrstuvwxyz') keyCodes[c] = String(c.toUpperCase().charCodeAt(0));
const keyOf = (code: unknown) => Object.keys(keyCodes).find((k) => keyCodes[k] === String(code)) ?? 'space';

interface EntBlock {
  id?: string;
  type: string;
  x?: number;
  y?: number;
  params?: unknown[];
  statements?: EntBlock[][];
}

interface EntProject {
  objects?: {
    id?: string;
    name?: string;
    entity?: {
      x?: number;
      y?: number;
      direction?: number;
      visible?: boolean;
      width?: number;
      height?: number;
    };
    sprite?: { pictures?: { id?: string; name?: string }[] };
    selectedPictureId?: string;
    script?: string;
  }[];
  variables?: {
    id?: string;
    name?: string;
    value?: unknown;
    variableType?: string;
    array?: { data?: unknown }[];
  }[];
  messages?: { id?: string; name?: string }[];
}

/** What an import made, and the block types it left out. */
export interface EntImport {
  project: Project;
  unsupported: string[];
}

const asValue = (v: unknown): Value =>
  typeof v === 'number' || typeof v === 'boolean' ? v : typeof v === 'string' ? v.slice(0, 500) : '';
const statementNames = (type: string) =>
  (blockSpec(type)?.args ?? []).filter((a) => a.kind === 'statement').map((a) => a.name);
const inputNames = (type: string) =>
  new Set((blockSpec(type)?.args ?? []).filter((a) => a.kind === 'input').map((a) => a.name));

/** Reads a `.ent` file (gzipped or plain tar). Throws with a message naming what is wrong. */
export async function importEnt(bytes: Uint8Array): Promise<EntImport> {
  const gz = bytes[0] === 0x1f && bytes[1] === 0x8b;
  let files;
  try {
    files = gz ? await parseTarGzip(bytes) : parseTar(bytes);
  } catch {
    throw new Error('not_a_tar');
  }
  const file = files.find((f) => /(^|\/)project\.json$/.test(f.name));
  if (!file) throw new Error('no_project_json');
  let ent: EntProject;
  try {
    ent = JSON.parse(file.text) as EntProject;
  } catch {
    throw new Error('bad_project_json');
  }
  return fromEntProject(ent);
}

/** Our project from Entry's project.json. */
export function fromEntProject(ent: EntProject): EntImport {
  const unsupported = new Set<string>();
  const names = new Map<string, string>();
  for (const v of ent.variables ?? []) if (v.id && v.name) names.set(v.id, v.name);
  for (const m of ent.messages ?? []) if (m.id && m.name) names.set(m.id, m.name);
  for (const o of ent.objects ?? []) if (o.id && o.name) names.set(o.id, o.name);
  let n = 0;
  const seen = new Set<string>();
  /** Entry's own id when it is usable (so a file exported here keeps its ids), else a new one. */
  const idOf = (b: EntBlock) => {
    const id = typeof b.id === 'string' && /^[\w-]{1,40}$/.test(b.id) && !seen.has(b.id) ? b.id : `ent${++n}`;
    seen.add(id);
    return id;
  };
  const convert = (b: EntBlock, pictures: { id?: string; name?: string }[]): Block | null => {
    if (!b || typeof b.type !== 'string') return null;
    if (b.type === 'get_pictures') {
      const pic = pictures.find((p) => p.id === b.params?.[0]);
      return { id: `ent${++n}`, type: 'text', fields: { TEXT: pic?.name ?? String(b.params?.[0] ?? '') } };
    }
    const layout = params[b.type];
    if (!layout) {
      unsupported.add(b.type);
      return null;
    }
    const block: Block = { id: idOf(b), type: b.type };
    const inputs = inputNames(b.type);
    layout.forEach((slot, i) => {
      if (!slot) return;
      const p = b.params?.[i];
      if (inputs.has(slot)) {
        if (p && typeof p === 'object' && 'type' in p) {
          const inner = convert(p as EntBlock, pictures);
          if (inner) (block.inputs ??= {})[slot] = inner;
        } else if (p !== null && p !== undefined) {
          (block.inputs ??= {})[slot] = { id: `ent${++n}`, type: 'text', fields: { TEXT: asValue(p) } };
        }
        return;
      }
      let v = asValue(p);
      if (slot === 'KEY') v = keyOf(p);
      else if (['VAR', 'LIST', 'MESSAGE', 'TARGET'].includes(slot)) v = names.get(String(p)) ?? v;
      if (b.type === 'stop_object' && v === 'thisOnly') v = 'thisObject';
      if (b.type === 'coordinate_object' && v === 'rotation') v = 'direction';
      (block.fields ??= {})[slot] = v;
    });
    const inner = statementNames(b.type);
    (b.statements ?? []).forEach((list, i) => {
      const name = inner[i];
      if (name) (block.statements ??= {})[name] = convertList(list ?? [], pictures);
    });
    // Entry's repeat takes 'until' or 'while'; ours repeats until, so 'while' becomes 'until not'.
    if (b.type === 'repeat_while_true' && b.params?.[1] === 'while') {
      const cond = block.inputs?.COND;
      block.inputs = {
        ...block.inputs,
        COND: { id: `ent${++n}`, type: 'boolean_not', ...(cond ? { inputs: { VALUE: cond } } : {}) },
      };
    }
    if (typeof b.x === 'number') block.x = Math.round(b.x);
    if (typeof b.y === 'number') block.y = Math.round(b.y);
    return block;
  };
  const convertList = (list: EntBlock[], pictures: { id?: string; name?: string }[]) =>
    list.map((b) => convert(b, pictures)).filter((b): b is Block => b !== null);

  const objects: StageObject[] = (ent.objects ?? []).slice(0, 20).map((o, i) => {
    const pictures = o.sprite?.pictures ?? [];
    let threads: EntBlock[][];
    try {
      const parsed: unknown = JSON.parse(o.script ?? '[]');
      threads = Array.isArray(parsed) ? (parsed.filter(Array.isArray) as EntBlock[][]) : [];
    } catch {
      threads = [];
    }
    const costumes = pictures
      .map((p) => (p.name ?? '').slice(0, 20))
      .filter(Boolean)
      .slice(0, 10);
    const e = o.entity ?? {};
    return {
      id: (o.id ?? `object${i + 1}`).slice(0, 40),
      name: (o.name ?? `오브젝트${i + 1}`).slice(0, 40),
      x: Number(e.x ?? 0),
      y: Number(e.y ?? 0),
      direction: Number(e.direction ?? 90),
      costumes: costumes.length ? costumes : ['🤖'],
      costume: Math.max(
        0,
        pictures.findIndex((p) => p.id === o.selectedPictureId),
      ),
      visible: e.visible ?? true,
      width: Math.min(480, Math.max(1, Number(e.width ?? 40))),
      height: Math.min(270, Math.max(1, Number(e.height ?? 40))),
      scripts: threads.map((t) => convertList(t, pictures)).filter((t) => t.length > 0),
    };
  });
  const variables = (ent.variables ?? [])
    .filter((v) => v.variableType === 'variable' && v.name)
    .map((v) => ({ name: v.name!, value: asValue(v.value ?? 0) }));
  const lists = (ent.variables ?? [])
    .filter((v) => v.variableType === 'list' && v.name)
    .map((v) => ({ name: v.name!, items: (v.array ?? []).map((x) => asValue(x.data)) }));
  return { project: { objects, variables, lists }, unsupported: [...unsupported].sort() };
}

/** Entry's project.json for our project. */
export function toEntProject(project: Project): object {
  const ids = new Map<string, string>();
  const idOf = (kind: string, name: string) => {
    const key = `${kind}:${name}`;
    if (!ids.has(key)) ids.set(key, `${kind}${ids.size + 1}`);
    return ids.get(key)!;
  };
  const messages = new Set<string>();
  const objectId = (name: string) => project.objects.find((o) => o.name === name)?.id ?? name;
  const convert = (b: Block, costumes: string[]): object => {
    const layout = params[b.type] ?? [];
    const out = layout.map((slot, i) => {
      if (b.type === 'repeat_while_true' && i === 1) return 'until';
      if (!slot) return null;
      const input = b.inputs?.[slot];
      if (input) {
        if (b.type === 'change_to_some_shape' && input.type === 'text') {
          const i = costumes.indexOf(String(input.fields?.TEXT ?? ''));
          if (i >= 0) return { type: 'get_pictures', params: [`${idOf('picture', costumes[i]!)}`] };
        }
        return convert(input, costumes);
      }
      const v = b.fields?.[slot];
      if (slot === 'KEY') return keyCodes[String(v)] ?? '32';
      if (slot === 'VAR') return idOf('variable', String(v));
      if (slot === 'LIST') return idOf('list', String(v));
      if (slot === 'MESSAGE') {
        messages.add(String(v));
        return idOf('message', String(v));
      }
      if (slot === 'TARGET' && b.type !== 'stop_object' && v !== 'wall' && v !== 'self')
        return objectId(String(v));
      if (b.type === 'stop_object' && v === 'thisObject') return 'thisOnly';
      return v ?? null;
    });
    const inner = statementNames(b.type).map((name) =>
      (b.statements?.[name] ?? []).map((x) => convert(x, costumes)),
    );
    return {
      id: b.id,
      type: b.type,
      params: out,
      statements: inner,
      ...(b.x !== undefined ? { x: b.x, y: b.y ?? 0 } : {}),
    };
  };
  const objects = project.objects.map((o) => ({
    id: o.id,
    name: o.name,
    objectType: 'sprite',
    rotateMethod: 'free',
    scene: 'scene1',
    lock: false,
    sprite: {
      pictures: o.costumes.map((c) => ({
        id: idOf('picture', c),
        name: c,
        dimension: { width: o.width, height: o.height },
      })),
      sounds: [],
    },
    selectedPictureId: idOf('picture', o.costumes[o.costume] ?? o.costumes[0]!),
    entity: {
      x: o.x,
      y: o.y,
      regX: o.width / 2,
      regY: o.height / 2,
      scaleX: 1,
      scaleY: 1,
      rotation: 0,
      direction: o.direction,
      width: o.width,
      height: o.height,
      visible: o.visible,
    },
    script: JSON.stringify(o.scripts.map((s) => s.map((b) => convert(b, o.costumes)))),
  }));
  return {
    objects,
    variables: [
      ...project.variables.map((v) => ({
        id: idOf('variable', v.name),
        name: v.name,
        value: v.value,
        variableType: 'variable',
        visible: true,
        x: 0,
        y: 0,
        object: null,
      })),
      ...project.lists.map((l) => ({
        id: idOf('list', l.name),
        name: l.name,
        value: 0,
        variableType: 'list',
        array: l.items.map((data) => ({ data })),
        visible: true,
        x: 0,
        y: 0,
        object: null,
      })),
    ],
    messages: [...messages].map((m) => ({ id: idOf('message', m), name: m })),
    scenes: [{ id: 'scene1', name: '장면 1' }],
    speed: 60,
  };
}

/** A `.ent` file (gzipped tar with `temp/project.json`) of our project. */
export async function exportEnt(project: Project): Promise<Uint8Array> {
  const json = JSON.stringify(toEntProject(project));
  return createTarGzip([{ name: 'temp/project.json', data: json }]);
}

/**
 * An imported project made to keep the starter's locked blocks: a block with a locked block's id
 * is locked again (an .ent file has no lock flag), and a locked script the file lacks is put back.
 * The server still checks that each is unchanged.
 */
export function adoptLocked(starter: Project, imported: Project): Project {
  const project = structuredClone(imported);
  const locked = new Set<string>();
  for (const o of starter.objects)
    for (const s of o.scripts) for (const b of walk(s)) if (b.locked) locked.add(b.id);
  const present = new Set<string>();
  for (const o of project.objects)
    for (const s of o.scripts)
      for (const b of walk(s)) {
        present.add(b.id);
        if (locked.has(b.id)) b.locked = true;
      }
  for (const so of starter.objects) {
    const target = project.objects.find((o) => o.id === so.id || o.name === so.name);
    if (!target) {
      project.objects.push(structuredClone(so));
      continue;
    }
    for (const s of so.scripts)
      if (s[0]?.locked && !present.has(s[0].id)) target.scripts.unshift(structuredClone(s));
  }
  return project;
}

function* walk(list: Block[]): Generator<Block> {
  for (const b of list) {
    yield b;
    for (const i of Object.values(b.inputs ?? {})) yield* walk([i]);
    for (const l of Object.values(b.statements ?? {})) yield* walk(l);
  }
}
