import { nestMessages } from '@seodang/sdk/common';
import { workspaceMessages } from '../../common/messages.ts';
import { judgeVerdictLabels } from '../../common/verdicts.ts';

const shared = nestMessages(Object.fromEntries(Object.entries(workspaceMessages.ko).map(([k, v]) => [k.replace(/^workspace\./, ''), v])));

/** Korean texts of the workspace (namespace 'workspace'). */
export const ko = {
  ...shared,
  title: '코딩 워크스페이스',
  list: { title: '퀴즈', new: '새 퀴즈', name: '제목', type: '유형', status: '상태', actions: '동작', open: '풀기', edit: '편집', empty: '아직 퀴즈가 없습니다.' },
  action: { exitFullscreen: '전체 화면 끝내기', run: '실행', test: '테스트', submit: '제출', save: '저장', reset: '코드 초기화', fullscreen: '전체 화면', validate: '정답 검증', publish: '공개' },
  save: { idle: '', saving: '저장 중…', saved: '저장됨', offline: '저장에 실패했습니다. 연결되면 다시 저장합니다.', stale: '다른 탭에서 저장한 코드가 있습니다.', refused: '저장에 실패했습니다.', takeTheirs: '최신 코드 불러오기', keepMine: '내 코드로 덮어쓰기' },
  error: { stale: '다른 탭이나 기기에서 더 최근에 저장한 코드가 있습니다.' },
  terminal: { fileInput: '{{name}} 파일의 내용', fileOutputHint: '실행을 누르면 프로그램이 {{name}} 파일에 쓴 내용을 보여 줍니다.', stdin: '표준 입력', usage: '종료 코드 {{exit}} · {{time}} ms · {{memory}} MB', hint: '실행을 누르면 왼쪽의 입력으로 프로그램을 실행합니다.' },
  result: { progress: '{{done}} / {{total}} 테스트 완료', hidden: '숨김', input: '입력', expected: '기대 출력', actual: '실제 출력' },
  verdict: judgeVerdictLabels.ko,
  settings: { title: '편집기 설정', language: '언어', fontSize: '글자 크기', lineSpacing: '줄 간격', theme: '테마', light: '밝게', dark: '어둡게', keymap: '단축키', default: '기본', autoSave: '자동 저장', tabSize: '탭 크기', indentUnit: '들여쓰기', space: '공백', tab: '탭', zoom: '확대 %' },
  editor: { title: '퀴즈 편집', type: '유형', titleField: '제목', contents: '문제 (마크다운)', definition: '문제 설정', saved: '저장했습니다.', validation: '검증 결과' },
  help: { title: '도움 요청', ask: '질문하기', date: '요청일', content: '내용', assignee: '담당자', comment: '첨삭 의견', question: '선생님께 질문하기', attach: '지금 코드 첨부', sent: '질문을 보냈습니다.', failed: '요청에 실패했습니다.', status: { 0: '요청됨', 1: '배정됨', 2: '해결됨', 3: '보류' }, teacher: '선생님', attached: '첨부한 코드', answered: '저장했습니다.', take: '맡기', hold: '보류', send: '답변 보내기', empty: '도움 요청이 없습니다.' },
  tab: { problem: '문제', history: '제출 기록', help: '질문하기' },
  problem: { inputFile: '프로그램은 입력을 {{name}} 파일에서 읽습니다 (표준 입력이 아님).', outputFile: '프로그램은 출력을 {{name}} 파일에 씁니다 (표준 출력은 채점하지 않음).', example: '예제 {{name}}', points: '{{score}}점', regex: '(정규식으로 채점)', hidden: '숨겨진 테스트 케이스 {{count}}개로도 채점합니다.', limits: '시간 제한 {{time}} ms · 메모리 제한 {{memory}} MiB' , initialData: '초기 스키마와 데이터', ordered: '행의 순서까지 비교합니다.', unordered: '행의 순서는 비교하지 않습니다.', preSql: '테스트 전에 실행되는 SQL', postSql: '테스트 뒤에 실행되는 SQL (이 결과를 비교)', answerQuery: '(정답 쿼리의 결과와 비교)', unitHint: '작성한 코드는 solution 모듈로 불러와 아래 테스트로 채점합니다.', testFile: '테스트 파일 {{name}}', hiddenFiles: '숨겨진 테스트 파일 {{count}}개로도 채점합니다.' },
  history: { empty: '아직 제출한 기록이 없습니다.', load: '이 코드 불러오기' },
  status: { 0: '비공개', 1: '공개', 2: '대회' },
  types: { web: '웹 프로젝트', programming: '프로그래밍', 'functional-programming': '함수 구현', unittest: '단위 테스트', sql: 'SQL', multiple_choice: '객관식', true_false: 'O/X', short_answer: '단답형', pairing: '짝 맞추기', descriptive: '서술형', file_submit: '파일 제출', custom: '사용자 채점', html_css_js: '웹 페이지 (HTML/CSS/JS)', ordering: '순서 맞추기' },
  grading: { title: '채점', waiting: '채점 대기', graded: '채점됨 · {{score}} / {{max}}', score: '점수 (최대 {{max}})', comment: '학습자에게 남길 코멘트', save: '채점 저장', saved: '채점했습니다.', failed: '채점을 저장하지 못했습니다.', empty: '아직 제출한 학습자가 없습니다.', count: '제출 {{count}}개 · 채점 대기 {{waiting}}개', automatic: '이 문제는 자동으로 채점됩니다. 점수를 바꿀 수 없습니다.', open: '제출물 채점' },
  answer: { download: '내려받기 ({{size}} KB)' },
  review: { title: '내 답안' },
  author: { answer_build_option: '빌드 옵션 (검증)', answer_compiler_option: '컴파일러 옵션 (검증)', answer_run_option: '실행 옵션 (검증)', optionsHint: '빌드 옵션과 컴파일러 옵션은 -O2 -std=c11 -DLOCAL 처럼 공백으로 구분한 컴파일러 플래그입니다 (받아들이는 언어에만 적용). 실행 옵션은 프로그램에 주는 인자입니다. 검증 옵션을 채우면 정답 코드 검증에 대신 쓰입니다.', input_file: '입력 파일', output_file: '출력 파일', fileIoHint: '표준 입력과 출력을 쓰려면 둘 다 비워 두세요.', languages: '허용 언어', starter: '시작 코드', harness: '채점용 호출 코드 (학습자에게 보이지 않음)', tests: '테스트 케이스', compare: '비교 옵션', limits: '제한과 옵션', reference: '정답 코드', referenceHint: '공개하려면 정답 코드가 모든 테스트를 통과해야 합니다 (정답 검증).', fileName: '파일 이름', locked: '잠글 줄 (예: 1-2, 5)', expected: '기대 출력 / 정규식', regex: '정규식 (입력하면 기대 출력 대신 사용)', score: '점수', shown: '공개', remove: '삭제', addTest: '테스트 추가', zip: 'zip 올리기', zipHint: 'N.in / N.out 파일을 묶은 zip (숨김 테스트로 추가)', zipLoaded: '테스트 {{count}}개를 추가했습니다.', zipMissing: '짝이 없는 파일: {{files}}', zipBad: 'zip 파일을 읽을 수 없습니다.', mark_trim: '앞뒤 공백 무시', mark_line_trim: '줄 끝 공백 무시', mark_all_trim: '모든 공백 무시', mark_delete_comma: '쉼표 무시', mark_delete_period: '마침표 무시', mark_ignore_capital: '대소문자 무시', show_tc_scoreset: '테스트별 점수 공개', show_submit_res_usage: '실행 시간과 메모리 공개', run_time_limit: '시간 제한', run_memory_limit: '메모리 제한', validate_time_limit: '검증 시간 제한', validate_memory_limit: '검증 메모리 제한', build_option: '빌드 옵션', run_option: '실행 옵션', compiler_option: '컴파일러 옵션', correct: '정답', choice: '보기', addChoice: '보기 추가', choiceHint: '정답인 보기에 체크하세요. 둘 이상이면 복수 선택 문제가 됩니다.', rightAnswer: '정답', accepted: '인정할 답 (한 줄에 하나)', ignoreCase: '대소문자 무시', ignoreSpaces: '공백 무시', left: '왼쪽', right: '오른쪽 (짝)', addPair: '짝 추가', modelAnswer: '모범 답안 (선생님만 봄)', maxLength: '최대 글자 수', extensions: '허용 확장자 (쉼표로 구분, 비우면 모두)', maxFiles: '최대 파일 수', mode: '모드', modes: { exam_mode: '시험', submit_mode: '제출', run_mode: '실행만' }, difficulty: '난이도 (0–5)', previewStatement: '미리 보기', hideResult: '채점 결과를 학습자에게 공개하지 않음', validated: '정답 검증됨', notValidated: '정답 검증 전', preview: '학습자 화면으로 보기', published: '공개했습니다.', unpublish: '비공개로 전환', checks: '채점 검사 (페이지에서 실행되는 JavaScript)', checkName: '이름', checkCode: '검사 코드 (참이면 통과)', addCheck: '검사 추가', html: 'HTML', css: 'CSS', js: 'JavaScript' },
};
