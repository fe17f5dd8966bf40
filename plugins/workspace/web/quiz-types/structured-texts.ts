import { useTranslation } from 'react-i18next';

// Texts of the unittest / sql / custom editors, added to the 'workspace' namespace when those
// editors load, so the main page (which carries the plugin's i18n) does not grow with them.
const texts: Record<string, Record<string, string>> = {
  ko: {
    testFiles: '테스트 파일',
    framework: '프레임워크',
    frameworkOf_java: 'JUnit 4',
    frameworkOf_python3: 'pytest / unittest',
    frameworkOf_python: 'pytest / unittest',
    frameworkOf_js: 'node:test',
    frameworkHint: '학습자 코드는 solution 모듈로 불러옵니다.',
    addFile: '파일 추가',
    fileContent: '내용',
    shown: '학습자에게 공개',
    markTime: '채점 제한 시간 (ms)',
    answerLanguage: '정답 언어',
    initial: '초기 스키마와 데이터 (SQL)',
    answerQuery: '정답 쿼리',
    learnerStart: '학습자 시작 쿼리',
    pre: '테스트 전 실행 SQL',
    post: '테스트 후 실행 SQL',
    rows: '기대 결과 (한 줄에 한 행, 열은 | 로 구분; 비우면 정답 쿼리의 결과)',
    ordered: '행 순서까지 비교',
    unordered: '행 순서 무시',
    test: '테스트',
    addTest: '테스트 추가',
    grader: '채점 코드 (JavaScript, isolated-vm)',
    graderHint:
      'function check({ input, output, expected }) — output은 학습자 답안. true/false 또는 { ok, score, message } 반환.',
    timeLimit: '시간 제한 (ms)',
    memoryLimit: '메모리 제한 (MiB)',
    placeholder: '답안 입력란 안내 문구',
  },
  en: {
    testFiles: 'Test files',
    framework: 'Framework',
    frameworkOf_java: 'JUnit 4',
    frameworkOf_python3: 'pytest / unittest',
    frameworkOf_python: 'pytest / unittest',
    frameworkOf_js: 'node:test',
    frameworkHint: "The learner's code is imported as the module solution.",
    addFile: 'Add file',
    fileContent: 'Content',
    shown: 'Shown to learners',
    markTime: 'Grading time limit (ms)',
    answerLanguage: 'Reference answer language',
    initial: 'Initial schema and data (SQL)',
    answerQuery: 'Answer query',
    learnerStart: "Learner's starting query",
    pre: 'SQL run before the test',
    post: 'SQL run after the test',
    rows: "Expected rows (one per line, columns separated by |; empty: the answer query's result)",
    ordered: 'Rows must be in order',
    unordered: 'Row order ignored',
    test: 'Test',
    addTest: 'Add test',
    grader: 'Grader (JavaScript, isolated-vm)',
    graderHint:
      "function check({ input, output, expected }) — output is the learner's answer. Return true/false or { ok, score, message }.",
    timeLimit: 'Time limit (ms)',
    memoryLimit: 'Memory limit (MiB)',
    placeholder: 'Placeholder text for the answer box',
  },
  ja: {
    testFiles: 'テストファイル',
    framework: 'フレームワーク',
    frameworkOf_java: 'JUnit 4',
    frameworkOf_python3: 'pytest / unittest',
    frameworkOf_python: 'pytest / unittest',
    frameworkOf_js: 'node:test',
    frameworkHint: '学習者のコードは solution モジュールとして読み込まれます。',
    addFile: 'ファイルを追加',
    fileContent: '内容',
    shown: '学習者に公開',
    markTime: '採点の制限時間（ms）',
    answerLanguage: '正解コードの言語',
    initial: '初期スキーマとデータ（SQL）',
    answerQuery: '正解クエリ',
    learnerStart: '学習者の初期クエリ',
    pre: 'テスト前に実行する SQL',
    post: 'テスト後に実行する SQL',
    rows: '期待する結果（1行に1レコード、列は | で区切る。空欄の場合は正解クエリの結果）',
    ordered: '行の順序も比較',
    unordered: '行の順序は無視',
    test: 'テスト',
    addTest: 'テストを追加',
    grader: '採点コード（JavaScript、isolated-vm）',
    graderHint:
      'function check({ input, output, expected }) — output は学習者の解答。true/false または { ok, score, message } を返す。',
    timeLimit: '制限時間（ms）',
    memoryLimit: 'メモリ制限（MiB）',
    placeholder: '解答欄の案内',
  },
};

/** `t` of the 'workspace' namespace with the structured editors' texts (`qe.*`) added once. */
export function useEditorTexts() {
  const translation = useTranslation('workspace');
  const { i18n } = translation;
  for (const [lng, qe] of Object.entries(texts)) {
    if (i18n.getResource(lng, 'workspace', 'qe.grader') === undefined)
      i18n.addResourceBundle(lng, 'workspace', { qe }, true, false);
  }
  return translation;
}
