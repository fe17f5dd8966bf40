// Scratch's own names of its blocks, for rules shown to learners: the texts of the Scratch
// editor's block palette, as the scratch-l10n package publishes them (AGPL-3.0-only, unmodified).
import { pickLocale, type Locale } from '@seodang/sdk/common';

/** One language's block texts of scratch-l10n, by message key (`MOTION_MOVESTEPS`: 'move %1 steps'). */
export type BlockMessages = Record<string, string>;

// One JSON file per language, fetched with the quiz screen that needs it, never with the main page.
const catalogues: Record<Locale, () => Promise<{ default: BlockMessages }>> = {
  ko: () => import('scratch-l10n/editor/blocks/ko.json', { with: { type: 'json' } }),
  en: () => import('scratch-l10n/editor/blocks/en.json', { with: { type: 'json' } }),
  ja: () => import('scratch-l10n/editor/blocks/ja.json', { with: { type: 'json' } }),
};

/** The block texts of the language of `language` (Korean when it is none of ko, en, ja). */
export async function loadBlockMessages(language: string | undefined): Promise<BlockMessages> {
  return (await catalogues[pickLocale(language)]()).default;
}

// Some blocks draw a picture where their text has a slot: the green flag, the turn arrows.
const pictures: Partial<Record<string, Record<Locale, string>>> = {
  event_whenflagclicked: { ko: '초록 깃발을', en: 'green flag', ja: '緑の旗' },
  motion_turnright: { ko: '오른쪽', en: 'right', ja: '右に' },
  motion_turnleft: { ko: '왼쪽', en: 'left', ja: '左に' },
};

// Blocks whose message keys do not follow from their opcodes.
const keysOf: Record<string, string[]> = {
  control_if_else: ['CONTROL_IF', 'CONTROL_ELSE'],
  control_get_counter: ['CONTROL_COUNTER'],
  sound_seteffectto: ['SOUND_SETEFFECTO'],
};

/**
 * The message keys of an opcode: the category, then the rest without underscores, e.g.
 * `control_repeat_until` → CONTROL_REPEATUNTIL; operators are `OPERATORS_`.
 */
function messageKeys(opcode: string): string[] {
  const known = keysOf[opcode];
  if (known) return known;
  const at = opcode.indexOf('_');
  if (at < 1) return [];
  const category = opcode.slice(0, at) === 'operator' ? 'operators' : opcode.slice(0, at);
  return [`${category}_${opcode.slice(at + 1).replace(/_/g, '')}`.toUpperCase()];
}

/**
 * A block's name as Scratch shows it in `language`, its inputs as "…" (`motion_movesteps` in
 * Korean: "… 만큼 움직이기"), or null for a block with no text of its own (a menu, a variable).
 */
export function blockName(
  opcode: string,
  messages: BlockMessages,
  language: string | undefined,
): string | null {
  const locale = pickLocale(language);
  const parts = messageKeys(opcode).map((key) => messages[key]);
  if (parts.length === 0 || parts.some((p) => p === undefined)) return null;
  const picture = pictures[opcode]?.[locale];
  const text = parts
    .join(' … ')
    .replace(/%(\d)/g, (_, n: string) => (n === '1' && picture ? picture : '…'))
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? null : text;
}

/** A block for a learner: Scratch's name with the opcode beside it, or the opcode alone without a name. */
export function blockLabel(
  opcode: string,
  messages: BlockMessages | null,
  language: string | undefined,
): string {
  const name = messages ? blockName(opcode, messages, language) : null;
  return name ? `${name} (${opcode})` : opcode;
}
