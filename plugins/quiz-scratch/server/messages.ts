// The plugin's own messages, in every language; the workspace answers them as they are.
export const quizScratchMessages = {
  ko: {
    'quiz-scratch.validation.tests': '테스트를 하나 이상(30개까지) 만들고, 그중 하나는 0점보다 커야 합니다.',
    'quiz-scratch.validation.testNames': '테스트 이름이 겹칩니다. 이름을 서로 다르게 해 주세요.',
    'quiz-scratch.validation.testName': '테스트 이름은 1~80자로 써 주세요.',
    'quiz-scratch.validation.duration': '테스트 시간은 0.1초에서 60초 사이여야 합니다.',
    'quiz-scratch.validation.checks': '테스트마다 확인할 항목을 하나 이상 넣어 주세요.',
    'quiz-scratch.validation.opcode': '블록 이름(opcode)이 올바르지 않습니다. 예: motion_movesteps',
    'quiz-scratch.validation.lockedScript':
      '잠근 스크립트가 시작 프로젝트에 없습니다. 스프라이트와 맨 위 블록 id를 확인해 주세요.',
    'quiz-scratch.error.locked_script':
      '잠긴 스크립트는 바꿀 수 없습니다. 선생님이 잠근 스크립트를 처음대로 두세요.',
    'quiz-scratch.project.stage': '프로젝트에 무대가 없거나 둘 이상입니다.',
    'quiz-scratch.project.spriteNames': '프로젝트에 이름이 같은 스프라이트가 있습니다.',
    'quiz-scratch.project.blockLink': '프로젝트의 블록이 없는 블록을 가리킵니다. 파일이 손상되었습니다.',
    'quiz-scratch.project.opcode': '프로젝트에 이름이 올바르지 않은 블록이 있습니다.',
    'quiz-scratch.project.costumes': '모양이 없거나 현재 모양 번호가 잘못된 스프라이트가 있습니다.',
    'quiz-scratch.project.asset': '프로젝트의 모양 파일 id가 올바르지 않습니다.',
    'quiz-scratch.project.extension': '프로젝트가 허용되지 않은 확장 기능을 씁니다.',
    'quiz-scratch.project.tooBig': '프로젝트가 너무 큽니다 (블록 10,000개, 1MB까지).',
  },
  en: {
    'quiz-scratch.validation.tests': 'Please add 1 to 30 tests, one of them worth more than 0 points.',
    'quiz-scratch.validation.testNames': 'Two tests have the same name. Please give each its own.',
    'quiz-scratch.validation.testName': 'A test name has 1 to 80 characters.',
    'quiz-scratch.validation.duration': 'A test runs between 0.1 and 60 seconds.',
    'quiz-scratch.validation.checks': 'Each test needs at least one check.',
    'quiz-scratch.validation.opcode': 'A block name (opcode) is invalid, e.g. motion_movesteps.',
    'quiz-scratch.validation.lockedScript':
      'A locked script is not in the starter project. Check its sprite and top block id.',
    'quiz-scratch.error.locked_script':
      'Locked scripts cannot be changed. Leave the scripts your teacher locked as they were.',
    'quiz-scratch.project.stage': 'The project has no stage, or more than one.',
    'quiz-scratch.project.spriteNames': 'Two sprites of the project have the same name.',
    'quiz-scratch.project.blockLink':
      'A block of the project points at a block that is not there: the file is damaged.',
    'quiz-scratch.project.opcode': 'A block of the project has an invalid name.',
    'quiz-scratch.project.costumes': 'A sprite has no costume, or its current costume number is wrong.',
    'quiz-scratch.project.asset': 'A costume of the project has an invalid file id.',
    'quiz-scratch.project.extension': 'The project uses an extension that is not allowed.',
    'quiz-scratch.project.tooBig': 'The project is too big (at most 10,000 blocks and 1 MB).',
  },
  ja: {
    'quiz-scratch.validation.tests': 'テストを1〜30個作り、そのうち1つは0点より大きくしてください。',
    'quiz-scratch.validation.testNames': 'テスト名が重複しています。別々の名前にしてください。',
    'quiz-scratch.validation.testName': 'テスト名は1〜80文字で入力してください。',
    'quiz-scratch.validation.duration': 'テストの時間は0.1秒から60秒の間にしてください。',
    'quiz-scratch.validation.checks': '各テストに確認項目を1つ以上入れてください。',
    'quiz-scratch.validation.opcode': 'ブロック名（opcode）が正しくありません。例: motion_movesteps',
    'quiz-scratch.validation.lockedScript':
      'ロックしたスクリプトが開始プロジェクトにありません。スプライトと先頭ブロックのidを確認してください。',
    'quiz-scratch.error.locked_script':
      'ロックされたスクリプトは変更できません。先生がロックしたスクリプトは元のままにしてください。',
    'quiz-scratch.project.stage': 'プロジェクトにステージがないか、2つ以上あります。',
    'quiz-scratch.project.spriteNames': 'プロジェクトに同じ名前のスプライトがあります。',
    'quiz-scratch.project.blockLink':
      'プロジェクトのブロックが存在しないブロックを指しています。ファイルが壊れています。',
    'quiz-scratch.project.opcode': 'プロジェクトに名前が正しくないブロックがあります。',
    'quiz-scratch.project.costumes':
      'コスチュームがないか、現在のコスチューム番号が正しくないスプライトがあります。',
    'quiz-scratch.project.asset': 'プロジェクトのコスチュームのファイルidが正しくありません。',
    'quiz-scratch.project.extension': 'プロジェクトが許可されていない拡張機能を使っています。',
    'quiz-scratch.project.tooBig': 'プロジェクトが大きすぎます（ブロック10,000個、1MBまで）。',
  },
};
