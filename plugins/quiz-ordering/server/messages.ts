// The plugin's own validation messages, in every language; the workspace answers them as they are.
export const orderingMessages = {
  ko: { 'ordering.validation.twoItems': '순서를 정할 항목을 두 개 이상 넣어 주세요.' },
  en: { 'ordering.validation.twoItems': 'Please enter at least two items to put in order.' },
  ja: { 'ordering.validation.twoItems': '並べる項目を2つ以上入れてください。' },
};
