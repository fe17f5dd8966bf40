import { diffLines } from 'diff';
import type { Guardrail } from '../../common/settings.ts';

/** A line as compared: whitespace collapsed, so re-indented quotes still count as quotes. */
const normalise = (line: string) => line.replace(/\s+/g, ' ').trim();
/** Lines that say nothing on their own (`}`, `end`, `)`, blank) never decide anything. */
const meaningful = (line: string) => /[A-Za-z0-9_\u0080-\uffff]{2}/.test(line) && line !== 'end';

function lines(text: string): string[] {
  return text.split('\n').map(normalise).filter(meaningful);
}

/**
 * How many new lines a code block may carry under `explanations`: a one- or two-line illustration
 * explains; more is a program of its own (a solution written from scratch).
 */
const maxNewLinesExplained = 2;

/** The block's meaningful lines that are not in the learner's code. */
function newLines(block: string, learnerCode: string): string[] {
  const own = new Set(lines(learnerCode));
  return lines(block).filter((line) => !own.has(line));
}

/**
 * Whether a block is an edited copy of the learner's file: it keeps at least half of the file's
 * meaningful lines and adds or changes some (measured with a line diff).
 */
export function isEditedCopy(block: string, learnerCode: string): boolean {
  const ownLines = lines(learnerCode);
  if (ownLines.length === 0) return false;
  let kept = 0;
  let added = 0;
  for (const part of diffLines(ownLines.join('\n') + '\n', lines(block).join('\n') + '\n')) {
    const count = part.count ?? 0;
    if (part.added) added += count;
    else if (!part.removed) kept += count;
  }
  return added > 0 && kept * 2 >= ownLines.length;
}

/**
 * Whether a code block of an answer may reach the learner under a guardrail:
 * - `hints`: only lines already in the learner's own code;
 * - `explanations`: quotes and short examples, never an edited copy of the learner's file nor a
 *   longer program of its own (a solution written from scratch);
 * - `fixes`: anything.
 */
export function codeBlockAllowed(guardrail: Guardrail, block: string, learnerCode: string | null): boolean {
  if (guardrail === 'fixes') return true;
  const code = learnerCode ?? '';
  const added = newLines(block, code);
  if (guardrail === 'hints') return added.length === 0;
  return !isEditedCopy(block, code) && added.length <= maxNewLinesExplained;
}
