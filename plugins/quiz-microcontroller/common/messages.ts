// The plugin's own validation messages, in every language: the workspace answers them as they are.
export const quizMicrocontrollerMessages = {
  ko: {
    'quiz-microcontroller.validation.answerCode': '모범 답안 스케치를 입력해 주세요.',
    'quiz-microcontroller.validation.tests':
      '테스트를 하나 이상(20개까지) 만들고, 그중 하나는 0점보다 커야 합니다.',
    'quiz-microcontroller.validation.testNames': '테스트 이름이 겹칩니다. 이름을 서로 다르게 해 주세요.',
    'quiz-microcontroller.validation.testName': '테스트 이름은 1~80자로 써 주세요.',
    'quiz-microcontroller.validation.timeLimit': '실행 시간 제한은 1초에서 30초 사이여야 합니다.',
    'quiz-microcontroller.validation.duration': '테스트 실행 시간은 10ms에서 20000ms 사이여야 합니다.',
    'quiz-microcontroller.validation.time':
      '시각은 0ms에서 20000ms 사이여야 합니다 (주기는 0보다 커야 합니다).',
    'quiz-microcontroller.validation.pin': '핀 번호는 0~19(A0~A5는 14~19)여야 합니다.',
    'quiz-microcontroller.validation.nothingChecked':
      '테스트마다 기대하는 시리얼 출력이나 핀 검사가 하나 이상 있어야 합니다.',
    'quiz-microcontroller.validation.hex':
      'HEX 파일 형식이 올바르지 않습니다. 아두이노 우노용 Intel HEX 파일을 올려 주세요.',
    'quiz-microcontroller.validation.microbitPin': '마이크로비트 핀 번호는 0~20이어야 합니다.',
    'quiz-microcontroller.validation.image':
      '없는 이미지 이름입니다. HEART, HAPPY 같은 Image의 이름을 써 주세요.',
    'quiz-microcontroller.validation.grid':
      '화면 검사에는 이미지 이름이나 0~9 숫자 5개씩 5줄의 격자 중 하나만 써 주세요.',
    'quiz-microcontroller.validation.microbitNothingChecked':
      '테스트마다 기대하는 출력이나 화면·핀 검사가 하나 이상 있어야 합니다.',
  },
  en: {
    'quiz-microcontroller.validation.answerCode': 'Please enter the reference sketch.',
    'quiz-microcontroller.validation.tests':
      'Please add 1 to 20 tests, one of them worth more than 0 points.',
    'quiz-microcontroller.validation.testNames': 'Two tests have the same name. Please give each its own.',
    'quiz-microcontroller.validation.testName': 'A test name has 1 to 80 characters.',
    'quiz-microcontroller.validation.timeLimit': 'The time limit is between 1 and 30 seconds.',
    'quiz-microcontroller.validation.duration': "A test's run lasts 10 to 20000 ms.",
    'quiz-microcontroller.validation.time': 'Times are between 0 and 20000 ms (a period is more than 0).',
    'quiz-microcontroller.validation.pin': 'A pin is 0 to 19 (A0 to A5 are 14 to 19).',
    'quiz-microcontroller.validation.nothingChecked':
      'Each test needs an expected serial output or at least one pin check.',
    'quiz-microcontroller.validation.hex':
      'The HEX file is malformed. Please upload an Intel HEX file for the Arduino Uno.',
    'quiz-microcontroller.validation.microbitPin': 'A micro:bit pin is 0 to 20.',
    'quiz-microcontroller.validation.image':
      'No such image. Please use the name of an Image, such as HEART or HAPPY.',
    'quiz-microcontroller.validation.grid':
      'A display check has either an image name or a grid of 5 rows of 5 digits 0 to 9.',
    'quiz-microcontroller.validation.microbitNothingChecked':
      'Each test needs an expected output or at least one display or pin check.',
  },
  ja: {
    'quiz-microcontroller.validation.answerCode': '模範解答のスケッチを入力してください。',
    'quiz-microcontroller.validation.tests': 'テストを1〜20個作り、そのうち1つは0点より大きくしてください。',
    'quiz-microcontroller.validation.testNames': 'テスト名が重複しています。別々の名前にしてください。',
    'quiz-microcontroller.validation.testName': 'テスト名は1〜80文字で入力してください。',
    'quiz-microcontroller.validation.timeLimit': '実行時間の制限は1秒から30秒の間にしてください。',
    'quiz-microcontroller.validation.duration': 'テストの実行時間は10msから20000msの間にしてください。',
    'quiz-microcontroller.validation.time': '時刻は0msから20000msの間にしてください（周期は0より大きく）。',
    'quiz-microcontroller.validation.pin': 'ピン番号は0〜19（A0〜A5は14〜19）にしてください。',
    'quiz-microcontroller.validation.nothingChecked':
      '各テストには期待するシリアル出力かピンのチェックが1つ以上必要です。',
    'quiz-microcontroller.validation.hex':
      'HEXファイルの形式が正しくありません。Arduino Uno用のIntel HEXファイルをアップロードしてください。',
    'quiz-microcontroller.validation.microbitPin': 'micro:bitのピン番号は0〜20にしてください。',
    'quiz-microcontroller.validation.image':
      'その名前のイメージはありません。HEARTやHAPPYなどImageの名前を使ってください。',
    'quiz-microcontroller.validation.grid':
      '表示のチェックには、イメージ名か0〜9の数字5個×5行のグリッドのどちらか一方を書いてください。',
    'quiz-microcontroller.validation.microbitNothingChecked':
      '各テストには期待する出力か、表示・ピンのチェックが1つ以上必要です。',
  },
};
