import { useTranslation } from 'react-i18next';

// Texts of the run screen example (the quiz editor's switch, the problem's example), added to the
// 'workspace' namespace when those parts load.
export const runExampleTexts: Record<'ko' | 'en' | 'ja', Record<string, string>> = {
  ko: {
    switch: '실행 화면 예시 보여 주기',
    switchHint:
      '검증을 통과한 모범 답안 실행에서 첫 번째 공개 테스트의 결과(그림이나 출력)를 학습자에게 문제 옆에 보여 줍니다. 코드와 숨겨진 테스트는 보이지 않습니다.',
    title: '실행 화면 예시',
    image: '모범 답안 실행 화면 {{name}}',
    output: '모범 답안의 출력',
    preparing: '실행 화면 예시를 준비하고 있습니다. 다음에 열 때 보입니다.',
  },
  en: {
    switch: 'Show a run screen example',
    switchHint:
      'Learners see, beside the problem, what the validated reference run showed for the first shown test (its drawing or output). Never its code or a hidden test.',
    title: 'Run screen example',
    image: "The reference run's screen {{name}}",
    output: "The reference run's output",
    preparing: 'The run screen example is being prepared. It shows the next time you open this quiz.',
  },
  ja: {
    switch: '実行画面の例を表示する',
    switchHint:
      '検証に合格した模範解答の実行で、最初の公開テストの結果（図や出力）を問題の横に学習者へ表示します。コードや非公開のテストは表示されません。',
    title: '実行画面の例',
    image: '模範解答の実行画面 {{name}}',
    output: '模範解答の出力',
    preparing: '実行画面の例を準備しています。次に開いたときに表示されます。',
  },
};

/** `t` of the 'workspace' namespace with the run example's texts (`runExample.*`) added once. */
export function useRunExampleTexts() {
  const translation = useTranslation('workspace');
  const { i18n } = translation;
  for (const [lng, runExample] of Object.entries(runExampleTexts)) {
    // Asked per language without fallback: `exists` would find the Korean text for every language.
    if (i18n.getResource(lng, 'workspace', 'runExample.title') === undefined)
      i18n.addResourceBundle(lng, 'workspace', { runExample }, true, false);
  }
  return translation;
}
