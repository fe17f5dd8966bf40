/** Korean texts of the assessment screens. */
export const ko = {
  menu: { management: '평가 관리', info: '평가 정보' },
  manage: { title: '평가 관리', new: '평가 만들기', empty: '만든 평가가 없습니다.' },
  new: { title: '평가 만들기', name: '평가 제목', description: '한 줄 소개', registerOpen: '접수 시작', registerClose: '접수 마감', operateOpen: '운영 시작', operateClose: '운영 종료', submit: '만들기', periodRequired: '접수 기간을 입력해 주세요.' },
  manageAssessment: {
    title: '평가 관리', open: '관리', openOf: '{{title}} 관리', page: '평가 페이지 보기', settings: '평가 정보', save: '저장', saved: '평가를 저장했습니다.',
    delete: '평가 삭제', deleteTitle: '평가 삭제', deleteConfirm: '“{{title}}” 평가와 그 안의 시험, 응시 기록을 모두 삭제합니다. 되돌릴 수 없습니다.', cancel: '취소', deleted: '평가를 삭제했습니다.',
    exams: '시험', noExams: '아직 시험이 없습니다. 시험을 추가해 주세요.', addExam: '시험 추가', editExam: '시험 수정', examLinks: '{{title}} 바로 가기',
    controlRoom: '실시간 관제실', examControl: '시험 관리', groups: '감독 그룹', reports: '리포트', counts: '문제 {{quizzes}}개 · 응시자 {{examinees}}명 · 감독관 {{supervisors}}명',
  },
  examEditor: {
    newTitle: '시험 추가', editTitle: '시험 수정: {{title}}', name: '시험 제목', startAt: '시험 시작', endAt: '시험 종료', devices: '감독 장치',
    off: '사용 안 함', optional: '선택', required: '필수', identification: '신분 확인 사진 받기',
    agreement: '시험 동의 문구', agreementHint: '비워 두면 기본 동의 문구가 보입니다.', allPicked: '시험 모드 문제를 모두 골랐습니다.', quizzes: '문제', quizPick: '추가할 문제', quizAdd: '문제 추가', quizEmpty: '아직 고른 문제가 없습니다.', noExamQuizzes: '시험 모드 문제가 없습니다. 워크스페이스에서 시험 모드 문제를 먼저 만들어 주세요.',
    quizzesUnavailable: '워크스페이스 문제를 불러올 수 없습니다.', score: '배점', up: '위로', down: '아래로', remove: '빼기', upOf: '{{title}} 위로', downOf: '{{title}} 아래로', removeOf: '{{title}} 빼기',
    members: '응시자와 감독관', search: '이름 또는 이메일로 찾기', searchButton: '찾기', noCandidates: '찾는 멤버가 없습니다.', noMembers: '아직 응시자나 감독관이 없습니다.',
    addStudent: '응시자로 추가', addSupervisor: '감독관으로 추가', addStudentOf: '{{name}}을(를) 응시자로 추가', addSupervisorOf: '{{name}}을(를) 감독관으로 추가', roleOf: '{{name}}의 역할',
    student: '응시자', supervisor: '감독관', membersKept: '저장된 응시자와 감독관은 빠지지 않고 역할만 바꿀 수 있습니다.', save: '시험 저장', cancel: '취소', saved: '시험을 저장했습니다.',
  },
  period: { proceeding: '진행 중', finished: '종료', upcoming: '예정', openOnly: '{{open}}부터 진행 중', both: '진행 중 · {{dDay}}', closeOnly: '{{close}}까지 진행 중', upcomingFrom: '{{open}} 시작 예정', finishedAt: '{{close}} 종료', always: '상시 진행', closed: '진행하지 않음' },
  my: { title: '평가 정보', empty: '응시하거나 감독할 시험이 없습니다.', take: '시험 보기', supervise: '감독하기', reports: '리포트' },
  levels: { title: '레벨 테스트', empty: '응시하는 레벨 테스트가 없습니다.', level: '레벨 {{level}}', passScore: '합격 {{pass}}/{{total}}점', validUntil: '{{date}}까지 유효', expiredOn: '{{date}}에 유효 기간 만료', supervising: '감독 중', state: { END: '종료', ONGOING: '진행 중', SCHEDULE: '예정' }, verification: { NOT_VERIFIED: '미인증', VERIFIED: '인증 완료', NEED_REVERIFICATION: '재인증 필요', VERIFICATION_FAILED: '인증 실패' } },
  page: { title: '평가', registration: '접수 기간', operation: '운영 기간', exams: '시험', additionalForm: '추가 신청서 작성', noExams: '이 평가에서 볼 수 있는 시험이 없습니다.' },
  form: {
    title: '추가 신청서', submit: '제출', save: '수정 내용 저장', complete: '추가 신청서 제출이 완료되었습니다.', back: '평가로 돌아가기',
    empty: '이 평가에는 추가 신청서가 없습니다.', closed: '접수 기간이 끝나 신청서를 고칠 수 없습니다.', submittedAt: '마지막 제출: {{date}}',
    clearChoice: '선택 지우기', failed: '신청서를 보내지 못했습니다.', editUntil: '{{date}}까지 고칠 수 있습니다.', edit: '신청서 고치기', notSubmitted: '아직 신청서를 제출하지 않았습니다.',
  },
  formEditor: {
    title: '추가 신청서 항목', empty: '항목이 없습니다. 항목을 추가하면 응시자가 신청서를 작성할 수 있습니다.', key: '키', label: '질문', type: '형식',
    text: '한 줄', textarea: '여러 줄', choice: '선택형', options: '보기 (쉼표로 구분)', required: '필수', remove: '삭제', add: '항목 추가', save: '저장', saved: '추가 신청서 항목을 저장했습니다.', row: '{{n}}번 항목',
  },
  formAnswers: { title: '제출된 신청서', empty: '아직 제출된 신청서가 없습니다.', applicant: '신청자', updatedAt: '마지막 수정' },
  identity: {
    title: '신분 확인 사진', help: '얼굴이 잘 보이는 사진을 올리거나 웹캠으로 찍어 주세요. 감독관만 볼 수 있습니다.', choose: '사진 파일 선택', capture: '웹캠으로 찍기',
    uploaded: '사진을 올렸습니다.', uploading: '올리는 중…', none: '아직 올린 사진이 없습니다.', alt: '신분 확인 사진', next: '다음', failed: '사진을 올리지 못했습니다.',
  },
  waiting: {
    devicesLostReturn: '{{devices}} 연결이 끊긴 채로 시간이 지나 장치 확인 단계로 이동했습니다. 답안은 저장되어 있습니다. 장치를 다시 켜고 시험에 다시 입장하세요.',
    NOTICE: '시험 안내', DEVICE_CHECK: '장치 점검', AGREEMENT: '동의', ADMITTANCE: '입장',
    noticeText: '시험 시간: {{start}} – {{end}}. 웹캠과 화면 공유를 켠 채로 응시합니다.', next: '다음', agree: '동의합니다',
    defaultAgreement: '시험 중 부정행위를 하지 않으며 감독에 동의합니다.', admittance: '준비가 끝났습니다. 입장할 수 있는지 확인합니다.', enter: '시험 입장',
  },
  device: {
    webcam: '웹캠', screen: '화면 공유', mobile: '모바일 카메라', required: '(필수)', optional: '(선택)', checked: '확인됨', passed: '건너뜀',
    check: '점검', test: '장치 켜기', confirm: '확인', pass: '건너뛰기', failed: '장치를 켤 수 없습니다.', autoAdvance: '다음 장치로 자동 이동',
    mobileHelp: '휴대폰으로 아래 주소(QR 코드)를 열어 같은 계정으로 로그인하세요.',
  },
  mobile: {
    title: '모바일 카메라', qrAlt: '모바일 카메라 연결용 QR 코드', stateWaiting: '휴대폰 연결을 기다리는 중입니다…', stateConnected: '모바일 카메라가 연결되었습니다.',
    invalid: '유효하지 않거나 만료된 QR 코드입니다. 응시자 계정으로 로그인했는지 확인하고 대기실의 QR 코드를 다시 스캔해 주세요.',
    askCamera: '카메라 사용을 허용해 주세요.', refused: '카메라 사용이 거부되었습니다. 브라우저 설정에서 카메라를 허용한 뒤 다시 시도해 주세요.', retry: '다시 시도',
    connecting: '영상 서버에 연결하는 중입니다…', connected: '모바일 카메라가 연결되었습니다. 시험이 끝날 때까지 이 화면을 켜 두고, 휴대폰이 본인과 책상을 비추도록 놓아 주세요.',
    failed: '모바일 카메라를 연결하지 못했습니다.',
  },
  refusal: {
    no_agreement: '시험 동의가 필요합니다.', not_started: '아직 시험 시간이 아닙니다.', ended: '시험 시간이 종료되었습니다.', finished: '이미 시험을 종료했습니다.',
    no_identity_photo: '신분 확인 사진을 올려야 입장할 수 있습니다.',
    paused: '시험이 일시 정지되어 저장할 수 없습니다.', not_examinee: '이 시험의 응시자가 아닙니다.', null: '입장할 수 없습니다.',
  },
  tabs: { WORKSPACE: '작업 공간', LOG: '로그', REVIEW: '리뷰' },
  room: {
    title: '시험', finish: '시험 종료', finishConfirm: '시험을 종료하면 더 이상 답안을 수정할 수 없습니다. 종료할까요?', cancel: '취소',
    saved: '저장됨', saving: '저장 중…', offline: '연결이 끊겼습니다. 답안은 이 브라우저에 보관되고 다시 연결되면 저장됩니다.',
    memo: '메모 ({{quiz}})', curriculum: '시험 문제', quizUnavailable: '이 문제를 표시할 수 없습니다 (코딩 워크스페이스를 사용할 수 없음).',
    pausedTitle: '시험이 일시 정지되었습니다', pausedText: '감독관이 시험을 재개할 때까지 기다려 주세요. 정지된 시간은 돌려받습니다.',
    notice: '공지', ok: '확인', finishedTitle: '시험을 마쳤습니다', finishedText: '수고하셨습니다.', privateScores: '{{count}}개 문제의 채점 결과는 비공개라 여기에 포함되지 않습니다.', scorePrivate: '채점 결과 비공개', scoreNotGraded: '아직 채점되지 않음 (만점 {{max}})', showScores: '점수 보기',
    extended: '감독관이 시험 시간을 {{count}}분 연장했습니다.', reloaded: '감독관이 시험 화면을 새로고침했습니다. 답안은 그대로 있습니다.',
    deviceLostCountdown: '{{time}} 안에 다시 켜지 않으면 장치 확인을 위해 대기실로 이동합니다. 답안은 그대로 보관됩니다.', reconnect: '{{device}} 다시 켜기',
    deviceLost: '장치 연결이 끊겼습니다: {{devices}}',
    mobileLostTitle: '모바일 카메라 연결이 끊겼습니다', mobileLostCountdown: '{{time}} 안에 다시 연결해 주세요. 시간이 지나면 장치 확인을 위해 대기실로 이동합니다. 감독관에게 연결 끊김이 표시되고 있습니다.', mobileLostExpired: '재연결 유예 시간이 지났습니다. 지금 바로 다시 연결해 주세요.', mobileLostHelp: '휴대폰에서 모바일 카메라 화면을 다시 열거나, 닫았다면 이 QR 코드를 다시 스캔하세요. 답안 작성은 계속할 수 있습니다.',
  },
  report: {
    title: '응시자 리포트', noExaminees: '이 시험의 응시자가 없습니다.', examinee: '응시자', notExaminee: '이 시험의 응시자가 아닙니다.', memo: '메모', noMemo: '메모가 없습니다.',
    metrics: {
      attendanceRate: '출석률', takenTime: '응시 시간', averageScore: '평균 점수', takenScore: '획득 점수', totalScore: '총점',
      ipUsageCount: 'IP 사용 수', quizInOutEvents: '문제 이탈/복귀', pasteSuspicion: '붙여넣기 의심', webcamMultiplePeople: '웹캠 2인 이상 감지', totalTestTime: '총 시험 시간',
    },
    video: {
      title: '녹화 영상', empty: '녹화된 영상이 없습니다.', processing: '녹화 파일 {{count}}개를 처리하고 있습니다.', failed: '녹화 파일을 변환하지 못했습니다.',
      label: '{{device}} 녹화 영상',
    },
    replay: {
      title: '작성 기록 재생', empty: '작성 기록이 없습니다.', quiz: '문제', play: '재생', pause: '일시 정지', slider: '작성 단계', step: '{{index}} / {{total}} 단계',
    },
    timeline: { title: '사건 타임라인', hint: '항목을 누르면 영상과 작성 기록이 그 시각으로 이동합니다.', empty: '기록된 사건이 없습니다.' },
    incident: {
      EXAM_ENTER: '시험 입장', EXAM_REENTER: '재입장', EXAM_LEAVE: '퇴장', EXAM_FINISHED: '시험 종료', paste: '붙여넣기', focus: '문제로 복귀', blur: '문제 이탈',
      visible: '화면 복귀', hidden: '화면 벗어남', faces: '여러 명 감지', ipChange: 'IP 변경', submission: '제출', recording: '녹화 시작',
    },
    detail: { paste: '{{quiz}} · {{count}}자', faces: '{{count}}명', submission: '{{quiz}} · {{score}} / {{maxScore}}점' },
  },
};
