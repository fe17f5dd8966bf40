// Our scripts (lists of blocks, see common/runtime/project.ts) to Blockly's JSON serialization and
// back. Pure functions: the editor loads and saves through them, and they are unit-tested.
import { blockSpec, type BlockArg } from '../common/blocks.ts';
import type { Block, Value } from '../common/runtime/project.ts';

/** A block as Blockly serializes it (the parts we use). */
export interface BlocklyBlock {
  type: string;
  id?: string;
  x?: number;
  y?: number;
  fields?: Record<string, Value>;
  inputs?: Record<string, { block?: BlocklyBlock; shadow?: BlocklyBlock }>;
  next?: { block?: BlocklyBlock };
  deletable?: boolean;
  movable?: boolean;
  editable?: boolean;
}

const literal = (b: Block): BlocklyBlock => ({ type: b.type, id: b.id, fields: { ...(b.fields ?? {}) } });
let made = 0;
const newId = () => `s${Date.now().toString(36)}${(++made).toString(36)}`;

/** The shadow an empty slot shows (a number or a text with the slot's default). */
export function defaultShadow(arg: BlockArg): BlocklyBlock | undefined {
  if (arg.kind !== 'input' || !arg.shadow) return undefined;
  return arg.shadow === 'number'
    ? { type: 'number', fields: { NUM: Number(arg.value ?? 0) } }
    : { type: 'text', fields: { TEXT: String(arg.value ?? '') } };
}

function chain(list: Block[]): BlocklyBlock | undefined {
  let first: BlocklyBlock | undefined;
  let last: BlocklyBlock | undefined;
  for (const b of list) {
    const c = toBlocklyBlock(b);
    if (last) last.next = { block: c };
    else first = c;
    last = c;
  }
  return first;
}

/** One block and what hangs in it, for Blockly. */
export function toBlocklyBlock(b: Block): BlocklyBlock {
  if (b.type === 'number' || b.type === 'text') return literal(b);
  const out: BlocklyBlock = { type: b.type, id: b.id };
  if (b.fields) out.fields = { ...b.fields };
  for (const arg of blockSpec(b.type)?.args ?? []) {
    if (arg.kind === 'input') {
      const child = b.inputs?.[arg.name];
      const shadow = defaultShadow(arg);
      let slot: { block?: BlocklyBlock; shadow?: BlocklyBlock } | undefined;
      if (child && (child.type === 'number' || child.type === 'text')) slot = { shadow: literal(child) };
      else if (child)
        slot = { block: toBlocklyBlock(child), ...(shadow ? { shadow: { ...shadow, id: newId() } } : {}) };
      else if (shadow) slot = { shadow: { ...shadow, id: newId() } };
      if (slot) (out.inputs ??= {})[arg.name] = slot;
    } else if (arg.kind === 'statement') {
      const first = chain(b.statements?.[arg.name] ?? []);
      if (first) (out.inputs ??= {})[arg.name] = { block: first };
    }
  }
  if (b.locked) Object.assign(out, { deletable: false, movable: false, editable: false });
  return out;
}

/** An object's scripts as Blockly's `blocks` state. */
export function toBlockly(scripts: Block[][]): { languageVersion: 0; blocks: BlocklyBlock[] } {
  const blocks = scripts
    .map((s, i) => {
      const first = chain(s);
      if (first) {
        first.x = s[0]?.x ?? 20;
        first.y = s[0]?.y ?? 20 + i * 140;
      }
      return first;
    })
    .filter((b): b is BlocklyBlock => !!b);
  return { languageVersion: 0, blocks };
}

function fromChain(first: BlocklyBlock | undefined): Block[] {
  const list: Block[] = [];
  for (let b = first; b; b = b.next?.block) list.push(fromBlocklyBlock(b));
  return list;
}

/** One block back from Blockly's JSON (a slot holds its block, else its shadow). */
export function fromBlocklyBlock(j: BlocklyBlock): Block {
  const b: Block = { id: String(j.id ?? newId()).slice(0, 40), type: j.type };
  if (j.fields && Object.keys(j.fields).length) b.fields = { ...j.fields };
  for (const arg of blockSpec(j.type)?.args ?? []) {
    const slot = j.inputs?.[arg.name];
    if (arg.kind === 'input') {
      const inner = slot?.block ?? slot?.shadow;
      if (inner) (b.inputs ??= {})[arg.name] = fromBlocklyBlock(inner);
    } else if (arg.kind === 'statement') {
      const list = fromChain(slot?.block);
      if (list.length) (b.statements ??= {})[arg.name] = list;
    }
  }
  if (j.editable === false && j.deletable === false) b.locked = true;
  return b;
}

/** An object's scripts from Blockly's `blocks` state (each top stack a script, in reading order). */
export function fromBlockly(state: { blocks?: BlocklyBlock[] } | undefined): Block[][] {
  return (state?.blocks ?? []).map((top) => {
    const list = fromChain(top);
    if (list[0]) {
      list[0].x = Math.round(top.x ?? 0);
      list[0].y = Math.round(top.y ?? 0);
    }
    return list;
  });
}
