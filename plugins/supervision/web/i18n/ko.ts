/** Korean texts of the supervision screens. */
export const ko = {
  title: '실시간 감독실', controlView: '시험 감독', allExaminees: '전체 응시자', group: '그룹', search: '검색', filters: '상태', reset: '초기화',
  columns: '열 수', perPage: '페이지당 인원', videoTypes: '영상 종류', mainVideo: '주 영상', sidePanel: '옆 패널', sortLabel: '정렬', paging: '페이지', prevPage: '이전 페이지', nextPage: '다음 페이지', noMatch: '조건에 맞는 응시자가 없습니다.', noExaminees: '응시자가 없습니다.', focusPicked: '선택한 {{count}}명 크게 보기', focusUser: '{{name}} 크게 보기', searchTypeLabel: '검색 기준', actions: '동작', minutes: '{{count}}분', unmuteAll: '전체 음소거 해제', mutedLabel: '음소거됨', exitTimer: '퇴실까지 {{time}}', disconnected: '연결 끊김: {{devices}}', muteAll: '전체 음소거', mute: '음소거', unmute: '음소거 해제',
  paused: '일시 정지', identify: '본인 확인', identified: '본인 확인됨', report: '리포트', reportOf: '{{name}} 리포트', incidents: '의심 신호', backToList: '목록으로', close: '닫기', cancel: '취소', confirm: '확인',
  name: '이름', email: '이메일', statusLabel: '상태', extraTime: '추가 시간', searchType: { name: '이름', email: '이메일' },
  sort: { name: '이름순', status: '상태순' },
  identityCheck: { title: '{{name}} 본인 확인', photo: '신분 확인 사진', webcam: '실시간 웹캠', photoUnavailable: '신분 확인 사진을 표시할 수 없습니다.', noVideo: '영상 서버가 없어 웹캠을 볼 수 없습니다.', pending: '아직 본인 확인을 하지 않았습니다. 사진과 웹캠의 얼굴을 비교해 주세요.', view: '{{name}}의 본인 확인 보기', verifiedAt: '본인 확인됨 ({{date}}).' },
  feed: { connecting: '{{device}} 연결 중…', waiting: '응시자의 {{device}} 영상을 기다리는 중', retrying: '{{device}} 영상 끊김 · {{seconds}}초 후 다시 연결 ({{attempt}}회째)', retryNow: '지금 다시 연결' },
  video: { webcam: '웹캠', screen: '화면', mobile: '모바일' },
  status: { neverEnteredExamRoom: '미응시', inWaitingRoom: '응시 환경 점검 중', takingExam: '응시 중', takingExamButVideoUnavailable: '영상 확인 불가', finishedExam: '시험 종료', examBrowserLeaved: '브라우저 이탈' },
  action: { reload: '새로고침', pause: '일시 정지', resume: '정지 해제', notice: '공지 보내기', extend: '시간 연장', target: '대상', minutes: '연장 시간(분)', noticeTitle: '제목', noticeContents: '내용', findExaminee: '또는 응시자 한 명 찾기 (이름 또는 이메일)', findPlaceholder: '이름 또는 이메일', searching: '찾는 중…', searchFailed: '검색하지 못했습니다. 다시 시도해 주세요.' },
  toast: {
    reload: '선택한 응시자의 시험 화면을 새로고침했습니다.', pause: '선택한 응시자의 화면을 일시 정지했습니다.', resume: '선택한 응시자의 화면 정지를 해제했습니다.',
    notice: '선택한 응시자에게 공지를 보냈습니다.', extend: '선택한 응시자의 시험 시간을 연장했습니다.', failed: '요청을 처리하지 못했습니다.',
  },
  history: { title: '실시간 접속 기록', new: '새 기록', filter: '기록 종류', search: '이름 검색', ALL: '전체', ENTER: '입장', EXIT: '퇴장', NO_SEARCH_RESULT: '검색 결과가 없습니다.', NO_FILTER_RESULT: '해당하는 기록이 없습니다.', EMPTY_RESULT: '아직 기록이 없습니다.', deviceLost: '장치 확인 단계로 이동 ({{devices}} 연결 끊김 지속)' },
  groups: {
    addUsersButton: '사용자 추가', addUsers: '{{group}}에 사용자 추가', role: '역할', roles: { student: '학생', supervisor: '감독관' }, addMode: '추가 방법', modes: { pick: '목록에서 선택', csv: 'CSV 파일' },
    csvFile: 'CSV 파일', csvHelp: '한 줄에 그룹 이름,아이디 (첫 줄은 머리글)', noCandidates: '추가할 수 있는 사용자가 없습니다.', students: '학생', noStudents: '이 그룹에 학생이 없습니다.',
    noSupervisors: '배정된 감독관이 없습니다.', noUnassigned: '모든 학생이 배정되었습니다.', noSearchResult: '검색 결과가 없습니다.', removeUser: '{{name}} 제외', name: '그룹 이름',
    moveTo: '선택한 {{count}}명을 옮길 그룹', removeCaution: '선택한 {{count}}명을 그룹에서 제외합니다.',
    errCode: { 1: '한 그룹에는 최대 24명까지 배정할 수 있습니다.', 2: '시험 대상자가 아닌 사용자가 있습니다.', 3: '존재하지 않는 그룹입니다.', 4: '추가할 사용자가 없습니다.' },
    title: '감독 그룹 관리', search: '학생 검색', unassigned: '미배정 학생', add: '그룹 추가', autoAssign: '자동 배정', move: '그룹 이동', remove: '그룹에서 제외',
    delete: '그룹 삭제', deleteCaution: '그룹을 삭제하면 배정이 모두 해제됩니다.', pick: '그룹을 선택하세요.', supervisors: '감독관', useReset: '기존 배정 초기화',
    studentNum: '그룹당 학생 수', assigned: '자동 배정을 마쳤습니다.',
  },
  level: { NOT_VERIFIED: '미인증', VERIFIED: '인증', NEED_REVERIFICATION: '재인증 필요', VERIFICATION_FAILED: '인증 실패' },
};
