import { missingMarker } from '../common/prompts/index.ts';
import { injectionPatterns, learnersCode } from './fake-answers.ts';

/**
 * The local demo model's answers: deterministic, teaching, in the caller's language. It reads
 * the prompt's `Verdict: <VERDICT>` and `Line: <n>` lines, quotes them and the learner's line,
 * and gives a hint. It never writes code, so it never hands over a solution.
 */
export type DemoLocale = 'ko' | 'en' | 'ja';

interface DemoRequest {
  system: string;
  messages: { role: string; content: string }[];
}

interface Texts {
  verdictIs: (verdict: string) => string;
  atLine: (line: number, quoted: string | undefined) => string;
  hints: Record<string, string>;
  otherVerdict: string;
  step: string;
  question: string;
  chat: (topic: string) => string;
  refuse: string;
}

const texts: Record<DemoLocale, Texts> = {
  ko: {
    verdictIs: (v) => `채점 결과는 \`${v}\`예요.`,
    atLine: (n, q) => (q ? `${n}번째 줄에서 문제가 났어요: ${q}` : `${n}번째 줄을 먼저 살펴보세요.`),
    hints: {
      RUNTIME_ERROR:
        '실행 중에 멈췄다는 뜻이에요. 그 줄에서 쓰는 값이 예상과 다른지 확인해 보세요: 리스트의 인덱스가 범위를 벗어나지 않는지, 0으로 나누지 않는지, 문자열을 숫자로 바꾸기 전에 쓰지 않는지.',
      WRONG_ANSWER:
        '실행은 됐지만 출력이 기대와 달라요. 예제 입력으로 직접 실행해 보고, 출력의 공백과 줄바꿈, 반복의 시작값과 끝값을 예제와 하나씩 비교해 보세요.',
      COMPILE_ERROR: '컴파일러가 알려 준 줄 근처의 괄호, 따옴표, 들여쓰기, 세미콜론을 확인해 보세요.',
      TIMEOUT:
        '시간 안에 끝나지 않았어요. 반복이 끝나는 조건이 언젠가 참이 되는지, 같은 계산을 여러 번 하고 있지 않은지 생각해 보세요.',
      MEMORY_LIMIT: '메모리를 너무 많이 썼어요. 필요 없는 리스트를 계속 키우고 있지 않은지 확인해 보세요.',
      OUTPUT_SIZE: '출력이 너무 많아요. 반복 안에서 출력하는 줄이 예상보다 많이 실행되고 있지 않은지 보세요.',
      ACCEPTED: '통과했어요! 이제 같은 일을 더 짧고 읽기 쉽게 쓸 수 있는 부분이 있는지 살펴보세요.',
    },
    otherVerdict: '이 결과가 나온 줄과 그 직전의 값을 차례로 따라가 보세요.',
    step: '그 줄이 실행되기 직전에 각 변수의 값을 print로 찍어 보면 원인이 보일 거예요.',
    question: '생각해 볼 질문: 그 줄에서 쓰는 값 중 어느 것이 예상과 다른가요?',
    chat: (topic) =>
      `좋은 질문이에요. “${topic}”에 대해: 강의 본문의 예제를 한 줄씩 따라가며 각 줄이 끝난 뒤 값이 어떻게 바뀌는지 적어 보세요. 그다음 예제의 값 하나를 바꿔 실행해 보고, 결과가 예상과 같은지 확인해 보세요.`,
    refuse: '정답 코드를 그대로 드릴 수는 없지만, 스스로 풀 수 있게 도와드릴게요.',
  },
  en: {
    verdictIs: (v) => `Your verdict is \`${v}\`.`,
    atLine: (n, q) => (q ? `The problem shows on line ${n}: ${q}` : `Look at line ${n} first.`),
    hints: {
      RUNTIME_ERROR:
        'Your program stopped while running. Check whether a value used on that line is not what you expect: a list index past the end, a division by zero, a string used before it is turned into a number.',
      WRONG_ANSWER:
        "It runs, but the output differs from what is expected. Run it on the example input and compare the output's spaces and line breaks, and where your loop starts and stops, with the example.",
      COMPILE_ERROR:
        'Check the brackets, quotes, indentation and semicolons near the line the compiler names.',
      TIMEOUT:
        'It did not finish in time. Ask whether the condition that ends your loop ever becomes true, and whether you compute the same thing many times.',
      MEMORY_LIMIT: 'It used too much memory. Check whether a list keeps growing when it does not need to.',
      OUTPUT_SIZE: 'It printed too much. See whether a print inside a loop runs more often than you think.',
      ACCEPTED: 'It passes! Now look for a part you could write shorter or clearer.',
    },
    otherVerdict: 'Follow the values on that line, and on the lines just before it, one by one.',
    step: 'Print each variable just before that line runs, and the cause should show.',
    question: 'A question to think about: which value on that line is not what you expected?',
    chat: (topic) =>
      `Good question. About "${topic}": follow the lesson's example line by line and write down how the values change after each line. Then change one value in the example, run it, and check whether the result is what you expected.`,
    refuse: "I can't hand you the solution code, but I can help you find it yourself.",
  },
  ja: {
    verdictIs: (v) => `判定結果は \`${v}\` です。`,
    atLine: (n, q) => (q ? `${n}行目で問題が起きています: ${q}` : `まず${n}行目を見てみましょう。`),
    hints: {
      RUNTIME_ERROR:
        '実行中に止まったということです。その行で使う値が予想と違わないか確かめてみましょう。リストの添字が範囲外になっていないか、0で割っていないか、数値に変換する前の文字列を使っていないか。',
      WRONG_ANSWER:
        '実行はできましたが、出力が期待と違います。例の入力で実行し、出力の空白や改行、ループの開始値と終了値を例と一つずつ比べてみましょう。',
      COMPILE_ERROR: 'コンパイラが示した行の近くの括弧、引用符、インデント、セミコロンを確かめてみましょう。',
      TIMEOUT:
        '時間内に終わりませんでした。ループを終える条件がいつか真になるか、同じ計算を何度もしていないか考えてみましょう。',
      MEMORY_LIMIT: 'メモリを使いすぎています。必要のないリストを大きくし続けていないか確かめましょう。',
      OUTPUT_SIZE: '出力が多すぎます。ループの中の出力が思ったより多く実行されていないか見てみましょう。',
      ACCEPTED: '合格です！同じことをもっと短く読みやすく書ける部分がないか見てみましょう。',
    },
    otherVerdict: 'その行と直前の行の値を順にたどってみましょう。',
    step: 'その行が実行される直前に各変数の値を print してみると、原因が見えてくるはずです。',
    question: '考えてみましょう: その行で使う値のうち、予想と違うのはどれですか？',
    chat: (topic) =>
      `いい質問です。「${topic}」について: 講義本文の例を一行ずつたどり、各行のあとで値がどう変わるかを書き出してみましょう。次に例の値を一つ変えて実行し、結果が予想どおりか確かめてみましょう。`,
    refuse: '解答コードをそのまま渡すことはできませんが、自分で解けるように手伝います。',
  },
};

/** The language to answer in: the system prompt's, else the question's script; English otherwise. */
export function demoLocaleOf(system: string, question: string): DemoLocale {
  for (const text of [system, question]) {
    if (/[\u3040-\u30ff]/.test(text)) return 'ja';
    if (/[\uac00-\ud7a3]/.test(text)) return 'ko';
    if (/[A-Za-z]{3,}/.test(text)) return 'en';
  }
  return 'en';
}

/** The prompt's markers the demo model reads: `Verdict: RUNTIME_ERROR` and `Line: 7`, each on its own line. */
export const verdictMarker = /^Verdict: *([A-Z_]+)\s*$/m;
export const lineMarker = /^Line: *(\d+)\s*$/m;

/** The question: inside the prompt's `<<<… QUESTION>>>` fence, else the last user message. */
function questionOf(text: string): string {
  const fenced = /<<<(\S+) QUESTION>>>\n([\s\S]*?)\n<<<\1 END>>>/.exec(text);
  return (fenced ? fenced[2] : text).trim();
}

/** Inline code that survives backticks inside. */
const inline = (code: string) => (code.includes('`') ? `\`\` ${code} \`\`` : `\`${code}\``);

/** The demo model's answer to a Chat Completions request. */
export function demoAnswerFor(request: DemoRequest): string {
  if (request.system.includes(missingMarker)) return 'OK';
  const user = request.messages.filter((m) => m.role === 'user').map((m) => m.content);
  const question = questionOf(user.at(-1) ?? '');
  const t = texts[demoLocaleOf(request.system, question)];
  const all = user.toReversed();
  const verdict = all.map((m) => verdictMarker.exec(m)?.[1]).find(Boolean);
  const lineText = all.map((m) => lineMarker.exec(m)?.[1]).find(Boolean);
  const refused = injectionPatterns.some((p) => user.some((m) => p.test(m))) ? [t.refuse] : [];
  if (!verdict) {
    const topic = question.replace(/\s+/g, ' ').slice(0, 60);
    return [...refused, t.chat(topic || '…')].join('\n\n');
  }
  const parts = [...refused, t.verdictIs(verdict)];
  if (lineText) {
    const line = Number(lineText);
    const code = all.map(learnersCode).find((c) => c !== undefined);
    const quoted = code?.body.split('\n')[line - 1]?.trim();
    parts.push(t.atLine(line, quoted ? inline(quoted) : undefined));
  }
  parts.push(t.hints[verdict] ?? t.otherVerdict, t.step, t.question);
  return parts.join('\n\n');
}
