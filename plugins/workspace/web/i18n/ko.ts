import { nestMessages } from '@seodang/sdk/common';
import { workspaceMessages } from '../../common/messages.ts';

const shared = nestMessages(Object.fromEntries(Object.entries(workspaceMessages.ko).map(([k, v]) => [k.replace(/^workspace\./, ''), v])));

/** Korean texts of the workspace (namespace 'workspace'). */
export const ko = {
  ...shared,
  title: '코딩 워크스페이스',
  list: { title: '퀴즈', new: '새 퀴즈' },
  action: { run: '실행', test: '테스트', submit: '제출', save: '저장', reset: '코드 초기화', fullscreen: '전체 화면', validate: '정답 검증', publish: '공개' },
  save: { idle: '', saving: '저장 중…', saved: '저장됨', offline: '저장에 실패했습니다. 연결되면 다시 저장합니다.', stale: '다른 탭에서 저장한 코드가 있습니다.', refused: '저장에 실패했습니다.', takeTheirs: '최신 코드 불러오기', keepMine: '내 코드로 덮어쓰기' },
  error: { stale: '다른 탭이나 기기에서 더 최근에 저장한 코드가 있습니다.' },
  terminal: { stdin: '표준 입력' },
  result: { progress: '{{done}} / {{total}} 테스트 완료', hidden: '숨김', input: '입력', expected: '기대 출력', actual: '실제 출력' },
  verdict: { ACCEPTED: '통과', WRONG_ANSWER: '오답', TIMEOUT: '시간 초과', MEMORY_LIMIT: '메모리 초과', RUNTIME_ERROR: '런타임 에러', OUTPUT_SIZE: '출력 크기 초과', COMPILE_ERROR: '컴파일 에러', INTERNAL_ERROR: '채점 실패', SKIPPED: '건너뜀' },
  settings: { language: '언어', fontSize: '글자 크기', lineSpacing: '줄 간격', theme: '테마', keymap: '단축키', autoSave: '자동 저장', tabSize: '탭 크기', indentUnit: '들여쓰기', zoom: '확대 %' },
  editor: { type: '유형', titleField: '제목', contents: '문제 (마크다운)', definition: '설정 (JSON)', saved: '저장했습니다.', validation: '검증 결과' },
  help: { title: '도움 요청', ask: '질문하기', date: '요청일', content: '내용', assignee: '담당자', comment: '첨삭 의견' },
};
