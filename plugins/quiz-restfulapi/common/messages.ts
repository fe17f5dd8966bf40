// The plugin's own validation messages, in every language: the workspace answers them as they are,
// and the editor shows the same words before saving.
export const restfulapiMessages = {
  ko: {
    'restfulapi.validation.fileName':
      '파일 이름은 영문자·숫자·밑줄·점·하이픈만 쓸 수 있고, 서로 겹치거나 주 파일과 같을 수 없습니다.',
    'restfulapi.validation.answerCode': '모범 답안 서버 코드를 입력해 주세요.',
    'restfulapi.validation.tests': '테스트를 하나 이상 만들고, 그중 하나는 0점보다 커야 합니다.',
    'restfulapi.validation.testNames': '테스트 이름이 겹칩니다. 이름을 서로 다르게 해 주세요.',
    'restfulapi.validation.requests': '테스트마다 요청이 하나 이상 있어야 합니다.',
    'restfulapi.validation.requestPath': '요청 경로는 /로 시작하고 공백이 없어야 합니다 (예: /todos/1).',
    'restfulapi.validation.header': '헤더 이름은 영문자·숫자·하이픈만 쓸 수 있고, 20개까지입니다.',
    'restfulapi.validation.path': 'JSON 경로가 올바르지 않습니다 (예: $.items[0].title).',
  },
  en: {
    'restfulapi.validation.fileName':
      'A file name may use only letters, digits, _, . and -, and must differ from the other files and the main file.',
    'restfulapi.validation.answerCode': 'Please enter the reference server code.',
    'restfulapi.validation.tests': 'Please add at least one test, one of them worth more than 0 points.',
    'restfulapi.validation.testNames': 'Two tests have the same name. Please give each its own.',
    'restfulapi.validation.requests': 'Every test needs at least one request.',
    'restfulapi.validation.requestPath': 'A request path starts with / and has no spaces (e.g. /todos/1).',
    'restfulapi.validation.header': 'A header name may use only letters, digits and -, up to 20 headers.',
    'restfulapi.validation.path': 'The JSON path is not valid (e.g. $.items[0].title).',
  },
  ja: {
    'restfulapi.validation.fileName':
      'ファイル名には英数字・_・.・- だけが使え、ほかのファイルやメインファイルと重複できません。',
    'restfulapi.validation.answerCode': '模範解答のサーバーコードを入力してください。',
    'restfulapi.validation.tests': 'テストを1つ以上作り、そのうち1つは0点より大きくしてください。',
    'restfulapi.validation.testNames': 'テスト名が重複しています。別々の名前にしてください。',
    'restfulapi.validation.requests': 'テストごとにリクエストが1つ以上必要です。',
    'restfulapi.validation.requestPath':
      'リクエストのパスは / で始め、空白を含めないでください（例: /todos/1）。',
    'restfulapi.validation.header': 'ヘッダー名には英数字と - だけが使え、20個までです。',
    'restfulapi.validation.path': 'JSON パスが正しくありません（例: $.items[0].title）。',
  },
};
