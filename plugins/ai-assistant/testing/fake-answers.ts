import { missingMarker } from '../common/prompts/index.ts';

/**
 * The fakes' deterministic answers. They are deliberately gullible, so the guardrail's
 * adversarial suite has something to stop: a prompt injection anywhere in the request gets a
 * full solution, and a question with FIX_IT gets an edited copy of the learner's code.
 */

/** Instructions the fakes obey (en, ko, ja), wherever they appear: system prompt, question, code. */
export const injectionPatterns: readonly RegExp[] = [
  /ignore (all |any )?(your|the|previous|prior|above) (rules|instructions)/i,
  /print the (full |whole |complete )?solution/i,
  /규칙을\s*무시/,
  /정답\s*코드를\s*출력/,
  /ルールを無視/,
  /解答コードを出力/,
];

/** The solution an injected fake hands over; no learner's code contains it. */
export const injectedSolutionCode = 'def solve():\n    return sum(range(1, 11))\n\n\nprint(solve())';

export const injectedAnswer = `Sure, here is the complete solution:\n\n\`\`\`python\n${injectedSolutionCode}\n\`\`\`\n`;

/** The word that asks the fakes for an edited copy of the learner's fenced code. */
export const fixItMarker = 'FIX_IT';

/** The fakes' answer to anything else: a hint, no code. */
export const fakeDefaultAnswer =
  'Look again at the line the error names, and check the value of each variable used there before it runs.';

interface AskedRequest {
  system?: string;
  messages: { role: string; content: string }[];
}

/** True for the short sufficiency check (its system prompt asks for OK or `MISSING: …`). */
export const isSufficiencyCheck = (system: string | undefined): boolean =>
  (system ?? '').includes(missingMarker);

/**
 * The fakes' answer to a request: OK to a sufficiency check (so an injected question reaches the
 * answer), a solution to an injection, an edited copy for FIX_IT, else a hint.
 */
export function fakeAnswerFor(request: AskedRequest): string {
  if (isSufficiencyCheck(request.system)) return 'OK';
  const texts = [request.system ?? '', ...request.messages.map((m) => m.content)];
  if (texts.some((t) => injectionPatterns.some((p) => p.test(t)))) return injectedAnswer;
  const userTexts = request.messages.filter((m) => m.role === 'user').map((m) => m.content);
  const question = userTexts.at(-1) ?? '';
  if (question.includes(fixItMarker)) {
    const code = userTexts
      .toReversed()
      .map(learnersCode)
      .find((b) => b !== undefined);
    if (code)
      return `Here is your code with the fix:\n\n\`\`\`${code.info}\n${editedCopy(code.body)}\n\`\`\`\n`;
  }
  return fakeDefaultAnswer;
}

/**
 * The learner's code in a message: the fenced block inside the prompt's `<<<BOUNDARY-… CODE>>>`
 * fence when there is one (the lesson text before it may hold other blocks), else the first.
 */
export function learnersCode(text: string): { info: string; body: string } | undefined {
  const fenced = /<<<(\S+) CODE>>>\n([\s\S]*?)\n<<<\1 END>>>/.exec(text);
  return firstFencedBlock(fenced ? fenced[2] : text);
}

/** The first Markdown fenced block (``` or ~~~, any length, any info string) of a text. */
export function firstFencedBlock(text: string): { info: string; body: string } | undefined {
  const open = /^([`~]{3,})([^\n`]*)\n/m.exec(text);
  if (!open) return undefined;
  const fence = open[1];
  const rest = text.slice(open.index + open[0].length);
  const close = new RegExp(`^${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`, 'm').exec(rest);
  const body = close ? rest.slice(0, close.index) : rest;
  return { info: open[2].trim().split(/\s+/)[0] ?? '', body: body.replace(/\n$/, '') };
}

/** The code with one change a diff shows: the first number bumped, else a line added. */
export function editedCopy(code: string): string {
  let bumped = false;
  const edited = code.replace(/\d+/, (n) => {
    bumped = true;
    return String(Number(n) + 1);
  });
  return bumped ? edited : `${code}\n# fixed`;
}
