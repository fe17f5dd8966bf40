import { useTranslation } from 'react-i18next';

// Texts of the web-page quiz parts, added to the 'workspace' namespace when those parts load, so
// the main page (which carries the plugin's i18n) does not grow with them.
const texts: Record<string, Record<string, string>> = {
  ko: {
    preview: '실시간 미리보기',
    reload: '새로고침',
    checks: '검사',
    hiddenChecks_other: '숨겨진 검사 {{count}}개로도 채점합니다.',
    addFile: '파일 추가',
    newFile: '새 파일 이름 (.html, .css, .js)',
    removeFile: '파일 삭제',
    files: '파일',
    checkTime: '검사당 제한 시간 (ms)',
    totalTime: '전체 채점 제한 시간 (ms)',
    hidden: '숨김',
    checkHint:
      '학습자 페이지가 로드된 뒤 실행되는 함수 본문입니다. 페이지의 DOM은 그대로 보이지만 페이지 스크립트와는 분리되어 실행되므로, 페이지의 전역 변수나 함수는 await inPage("greet(\'x\')")처럼 불러 주세요. assert(조건, 메시지)와 await를 쓸 수 있으며, 예외를 던지거나 false를 반환하지 않으면 통과입니다.',
    results: '검사 결과',
  },
  en: {
    preview: 'Live preview',
    reload: 'Reload',
    checks: 'Checks',
    hiddenChecks_one: 'Your page is also graded with {{count}} hidden check.',
    hiddenChecks_other: 'Your page is also graded with {{count}} hidden checks.',
    addFile: 'Add file',
    newFile: 'New file name (.html, .css, .js)',
    removeFile: 'Remove file',
    files: 'Files',
    checkTime: 'Time limit per check (ms)',
    totalTime: 'Time limit for all checks (ms)',
    hidden: 'Hidden',
    checkHint:
      "A function body run after the learner's page loads. It sees the page's DOM but runs apart from the page's script: reach the page's globals and functions with await inPage(\"greet('x')\"). assert(ok, message) is available, await works. It passes unless it throws or returns false.",
    results: 'Check results',
  },
  ja: {
    preview: 'ライブプレビュー',
    reload: '再読み込み',
    checks: 'チェック',
    hiddenChecks_other: '非公開のチェック{{count}}件でも採点します。',
    addFile: 'ファイルを追加',
    newFile: '新しいファイル名（.html、.css、.js）',
    removeFile: 'ファイルを削除',
    files: 'ファイル',
    checkTime: 'チェックごとの制限時間（ms）',
    totalTime: '採点全体の制限時間（ms）',
    hidden: '非公開',
    checkHint:
      '学習者のページの読み込み後に実行される関数本体です。ページの DOM はそのまま見えますが、ページのスクリプトとは分離して実行されるため、ページのグローバル変数や関数は await inPage("greet(\'x\')") のように呼び出してください。assert(条件, メッセージ) と await が使えます。例外を投げず false も返さなければ合格です。',
    results: 'チェック結果',
  },
};

/** `t` of the 'workspace' namespace with the page-quiz texts (`page.*`) added once. */
export function usePageTexts() {
  const translation = useTranslation('workspace');
  const { i18n } = translation;
  for (const [lng, page] of Object.entries(texts)) {
    if (i18n.getResource(lng, 'workspace', 'page.preview') === undefined)
      i18n.addResourceBundle(lng, 'workspace', { page }, true, false);
  }
  return translation;
}
