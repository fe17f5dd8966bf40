// The plugin's own validation messages, in every language: the workspace answers them as they are,
// and the editor shows the same words before saving.
export const aimlMessages = {
  ko: {
    'aiml.validation.fileName':
      '파일 이름은 영문자·숫자·밑줄·점·하이픈만 쓸 수 있고, main.py나 judge.py일 수 없습니다.',
    'aiml.validation.answerCode': '모범 답안 프로그램을 입력해 주세요.',
    'aiml.validation.submissionInput': '제출용 입력 파일의 내용을 입력해 주세요.',
    'aiml.validation.judgeCode': '채점 코드를 입력해 주세요.',
    'aiml.validation.dockerImage': '알 수 없는 채점 환경입니다. python3-ml 중에서 골라 주세요.',
    'aiml.validation.thresholds': '점수 기준을 하나 이상 정하고, 그중 하나는 0점보다 커야 합니다.',
    'aiml.validation.bookmarks': '탭으로 열 파일은 main.py나 입력 파일 중에서 중복 없이 골라 주세요.',
    'aiml.validation.sameFile': '출력 파일은 입력 파일과 이름이 달라야 합니다.',
  },
  en: {
    'aiml.validation.fileName':
      'A file name may use only letters, digits, _, . and -, and cannot be main.py or judge.py.',
    'aiml.validation.answerCode': 'Please enter the reference program.',
    'aiml.validation.submissionInput': 'Please enter the input file used for submissions.',
    'aiml.validation.judgeCode': 'Please enter the judge code.',
    'aiml.validation.dockerImage': 'Unknown judge environment. Please choose one of: python3-ml.',
    'aiml.validation.thresholds':
      'Please set at least one score threshold, one of them worth more than 0 points.',
    'aiml.validation.bookmarks': 'Files opened as tabs must be main.py or the input file, each once.',
    'aiml.validation.sameFile': 'The output file must have a different name from the input file.',
  },
  ja: {
    'aiml.validation.fileName':
      'ファイル名には英数字・_・.・- だけが使え、main.py や judge.py にはできません。',
    'aiml.validation.answerCode': '模範解答のプログラムを入力してください。',
    'aiml.validation.submissionInput': '提出用の入力ファイルの内容を入力してください。',
    'aiml.validation.judgeCode': '採点コードを入力してください。',
    'aiml.validation.dockerImage': '不明な採点環境です。python3-ml から選んでください。',
    'aiml.validation.thresholds': '得点の基準を1つ以上設定し、そのうち1つは0点より大きくしてください。',
    'aiml.validation.bookmarks': 'タブで開くファイルは main.py か入力ファイルから、重複なく選んでください。',
    'aiml.validation.sameFile': '出力ファイルは入力ファイルと別の名前にしてください。',
  },
};
