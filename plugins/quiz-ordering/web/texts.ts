/** Texts of the ordering quiz (namespace 'quiz-ordering'), loaded with its quiz types on quiz screens. */
export const texts = {
  ko: {
    items: '항목 (올바른 순서로, 한 줄에 하나)',
    score: '점수',
    hint: '화살표로 항목을 올바른 순서로 옮기세요.',
    up: '{{item}} 위로',
    down: '{{item}} 아래로',
    right: '맞는 자리',
    wrong: '틀린 자리',
  },
  en: {
    items: 'Items, in the right order (one per line)',
    score: 'Score',
    hint: 'Move the items into the right order with the arrows.',
    up: 'Move {{item}} up',
    down: 'Move {{item}} down',
    right: 'In its place',
    wrong: 'Out of place',
  },
  ja: {
    items: '項目（正しい順序で、1行に1つ）',
    score: '点数',
    hint: '矢印で項目を正しい順序に並べ替えてください。',
    up: '{{item}}を上へ',
    down: '{{item}}を下へ',
    right: '正しい位置',
    wrong: '間違った位置',
  },
};
