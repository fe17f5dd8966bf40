// The plugin's own validation messages, in every language: the workspace answers them as they are.
export const quizSkulptMessages = {
  ko: {
    'quiz-skulpt.validation.answerCode': '모범 답안 코드를 입력해 주세요.',
    'quiz-skulpt.validation.tests': '테스트를 하나 이상(30개까지) 만들고, 그중 하나는 0점보다 커야 합니다.',
    'quiz-skulpt.validation.testNames': '테스트 이름이 겹칩니다. 이름을 서로 다르게 해 주세요.',
    'quiz-skulpt.validation.testName': '테스트 이름은 1~80자로 써 주세요.',
    'quiz-skulpt.validation.timeLimit': '실행 시간 제한은 1초에서 20초 사이여야 합니다.',
    'quiz-skulpt.validation.tolerance': '그림 허용 오차는 0에서 50 사이여야 합니다.',
    'quiz-skulpt.validation.checks': '테스트마다 확인할 값을 1~10개 넣어 주세요.',
    'quiz-skulpt.validation.checkExpr':
      '확인할 값은 프로그램의 이름과 속성으로 써 주세요 (예: ball.pos, ball.velocity.y).',
    'quiz-skulpt.validation.checkTime': '확인 시각은 0초부터 실행 길이(초) 사이여야 합니다.',
    'quiz-skulpt.validation.checkTolerance': '허용 오차는 0 이상이어야 합니다.',
    'quiz-skulpt.validation.duration': '실행 길이는 1초에서 120초 사이여야 합니다.',
  },
  en: {
    'quiz-skulpt.validation.answerCode': 'Please enter the reference code.',
    'quiz-skulpt.validation.tests': 'Please add 1 to 30 tests, one of them worth more than 0 points.',
    'quiz-skulpt.validation.testNames': 'Two tests have the same name. Please give each its own.',
    'quiz-skulpt.validation.testName': 'A test name has 1 to 80 characters.',
    'quiz-skulpt.validation.timeLimit': 'The time limit is between 1 and 20 seconds.',
    'quiz-skulpt.validation.tolerance': 'The drawing tolerance is between 0 and 50.',
    'quiz-skulpt.validation.checks': 'Please give each test 1 to 10 checks.',
    'quiz-skulpt.validation.checkExpr':
      'A check reads a name of the program and its attributes (for example ball.pos or ball.velocity.y).',
    'quiz-skulpt.validation.checkTime': 'A check’s time is between 0 seconds and the run’s length.',
    'quiz-skulpt.validation.checkTolerance': 'A tolerance is 0 or more.',
    'quiz-skulpt.validation.duration': 'The run’s length is between 1 and 120 seconds.',
  },
  ja: {
    'quiz-skulpt.validation.answerCode': '模範解答のコードを入力してください。',
    'quiz-skulpt.validation.tests': 'テストを1〜30個作り、そのうち1つは0点より大きくしてください。',
    'quiz-skulpt.validation.testNames': 'テスト名が重複しています。別々の名前にしてください。',
    'quiz-skulpt.validation.testName': 'テスト名は1〜80文字で入力してください。',
    'quiz-skulpt.validation.timeLimit': '実行時間の制限は1秒から20秒の間にしてください。',
    'quiz-skulpt.validation.tolerance': '図の許容誤差は0から50の間にしてください。',
    'quiz-skulpt.validation.checks': 'テストごとに確認を1〜10個入れてください。',
    'quiz-skulpt.validation.checkExpr':
      '確認する値はプログラムの名前と属性で書いてください（例: ball.pos、ball.velocity.y）。',
    'quiz-skulpt.validation.checkTime': '確認の時刻は0秒から実行の長さまでの間にしてください。',
    'quiz-skulpt.validation.checkTolerance': '許容誤差は0以上にしてください。',
    'quiz-skulpt.validation.duration': '実行の長さは1秒から120秒の間にしてください。',
  },
};
