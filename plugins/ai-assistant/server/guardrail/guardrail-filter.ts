import type { Locale } from '@seodang/sdk/common';
import type { Guardrail } from '../../common/settings.ts';
import { codeBlockAllowed } from './code-policy.ts';

const withheldNote: Record<Locale, string> = {
  ko: '_(가이드라인에 따라 이 코드는 표시하지 않습니다. 힌트를 바탕으로 직접 작성해 보세요.)_',
  en: "_(This code is withheld under the lecture's guardrail. Try writing it yourself from the hints.)_",
  ja: '_(講義のガイドラインにより、このコードは表示しません。ヒントをもとに自分で書いてみてください。)_',
};

/** A fence line: three or more backticks or tildes at the start of a line. */
const fenceLine = /^ {0,3}(`{3,}|~{3,})/;
/** A line of an indented code block (four spaces or a tab), and a blank line. */
const indentedLine = /^( {4}|\t)/;
const blankLine = /^\s*$/;
/** A list item: an indented line after it continues the item, it is no code block. */
const listItem = /^\s*([-*+]|\d+[.)])\s/;

/**
 * The guardrail over a streamed answer: prose passes through as it comes, each code block (fenced,
 * or indented by four spaces after a blank line outside a list, as Markdown renders it) is held
 * until it ends and is then let through or replaced by a note in the learner's language. Lines are
 * only released whole, so a block can never slip through split across deltas.
 */
export class GuardrailFilter {
  /** Whether a block was withheld (the `done` event says so). */
  withheld = false;
  private pending = '';
  private block: string[] | null = null;
  private fence = '';
  /** A partial line was already shown: the rest of that line cannot open a fence. */
  private midLine = false;
  /** An indented code block being held. */
  private indented: string[] | null = null;
  /** The last whole line, and the last one with text (an answer starts after a blank line). */
  private lastLine = '';
  private lastText = '';
  /** What of the current line was already shown. */
  private shownPart = '';

  private readonly guardrail: Guardrail;
  private readonly learnerCode: string | null;
  private readonly locale: Locale;

  constructor(guardrail: Guardrail, learnerCode: string | null, locale: Locale) {
    this.guardrail = guardrail;
    this.learnerCode = learnerCode;
    this.locale = locale;
  }

  /** Takes a delta; returns what may be shown now (maybe ''). */
  push(text: string): string {
    this.pending += text;
    let out = '';
    let newline: number;
    while ((newline = this.pending.indexOf('\n')) >= 0) {
      out += this.line(this.pending.slice(0, newline + 1));
      this.pending = this.pending.slice(newline + 1);
    }
    // A partial line outside a block may be shown unless it could still open one.
    const couldOpen =
      /^ {0,3}[`~]*$/.test(this.pending) ||
      fenceLine.test(this.pending) ||
      (this.mayIndent() && (indentedLine.test(this.pending) || /^ {0,3}$/.test(this.pending)));
    if (
      this.block === null &&
      this.indented === null &&
      this.pending !== '' &&
      (this.midLine || !couldOpen)
    ) {
      out += this.pending;
      this.shownPart += this.pending;
      this.pending = '';
      this.midLine = true;
    }
    return out;
  }

  /** The end of the answer: an unclosed block is judged as it stands. */
  end(): string {
    let out = '';
    if (this.pending) out += this.line(this.pending);
    this.pending = '';
    if (this.block !== null) out += this.judge();
    if (this.indented !== null) out += this.judgeIndented();
    return out;
  }

  /** Whether an indented line here would open a code block. */
  private mayIndent(): boolean {
    return this.block === null && blankLine.test(this.lastLine) && !listItem.test(this.lastText);
  }

  private line(line: string): string {
    const whole = this.shownPart + line;
    this.shownPart = '';
    const out = this.read(line);
    this.lastLine = whole;
    if (!blankLine.test(whole)) this.lastText = whole;
    return out;
  }

  private read(line: string): string {
    const continued = this.midLine;
    this.midLine = false;
    if (this.indented !== null) {
      if (indentedLine.test(line) || blankLine.test(line)) {
        this.indented.push(line);
        return '';
      }
      return this.judgeIndented() + this.read(line);
    }
    if (!continued && indentedLine.test(line) && !blankLine.test(line) && this.mayIndent()) {
      this.indented = [line];
      return '';
    }
    const marker = continued ? undefined : fenceLine.exec(line)?.[1];
    if (this.block === null) {
      if (!marker) return line;
      this.block = [line];
      this.fence = marker;
      return '';
    }
    this.block.push(line);
    if (marker && marker[0] === this.fence[0] && marker.length >= this.fence.length && line.trim() === marker)
      return this.judge();
    return '';
  }

  private judge(): string {
    const block = this.block ?? [];
    this.block = null;
    const body = block
      .slice(1, fenceLine.test(block.at(-1) ?? '') && block.length > 1 ? -1 : undefined)
      .join('');
    if (codeBlockAllowed(this.guardrail, body, this.learnerCode)) return block.join('');
    this.withheld = true;
    return `${withheldNote[this.locale]}\n`;
  }

  private judgeIndented(): string {
    const block = this.indented ?? [];
    this.indented = null;
    const body = block.map((l) => l.replace(indentedLine, '')).join('');
    if (codeBlockAllowed(this.guardrail, body, this.learnerCode)) return block.join('');
    this.withheld = true;
    return `${withheldNote[this.locale]}\n\n`;
  }
}
