import type { ko } from './ko.ts';

/** English texts of the assessment screens. */
export const en: typeof ko = {
  menu: { management: 'Assessment management', info: 'Assessment info' },
  manage: { title: 'Manage Assessment', new: 'Create an assessment', empty: 'No assessments yet.' },
  new: { title: 'Create an assessment', name: 'Title', description: 'One-line introduction', registerOpen: 'Registration opens', registerClose: 'Registration closes', operateOpen: 'Operation starts', operateClose: 'Operation ends', submit: 'Create', periodRequired: 'Please enter the registration period.' },
  manageAssessment: {
    title: 'Manage Assessment', open: 'Manage', openOf: 'Manage {{title}}', page: 'View the assessment page', settings: 'Assessment details', save: 'Save', saved: 'The assessment was saved.',
    delete: 'Delete the assessment', deleteTitle: 'Delete the assessment', deleteConfirm: 'This deletes the assessment “{{title}}” with its exams and every exam record. It cannot be undone.', cancel: 'Cancel', deleted: 'The assessment was deleted.',
    exams: 'Exams', noExams: 'No exams yet. Add an exam.', addExam: 'Add an exam', editExam: 'Edit the exam', examLinks: 'Shortcuts of {{title}}',
    controlRoom: 'Control room', examControl: 'Exam control', groups: 'Supervision groups', reports: 'Reports', counts: '{{quizzes}} questions · {{examinees}} examinees · {{supervisors}} supervisors',
  },
  examEditor: {
    levelTest: 'Level test', isLevelTest: 'This exam is a level test', level: 'Level it certifies', passScore: 'Pass score (points)', validityDays: 'Valid for (days)', validityHint: 'Left empty, a pass never runs out.', 
    newTitle: 'Add an exam', editTitle: 'Edit the exam: {{title}}', name: 'Exam title', startAt: 'Exam starts', endAt: 'Exam ends', devices: 'Proctoring devices',
    off: 'Off', optional: 'Optional', required: 'Required', identification: 'Ask for an identity photo',
    agreement: 'Exam agreement', agreementHint: 'Left empty, examinees see the default agreement.', allPicked: 'Every exam-mode question is already in the exam.', quizzes: 'Questions', quizPick: 'Question to add', quizAdd: 'Add the question', quizEmpty: 'No questions chosen yet.', noExamQuizzes: 'There are no exam-mode questions. Create exam-mode questions in the workspace first.',
    quizzesUnavailable: 'The workspace questions could not be loaded.', score: 'Points', up: 'Up', down: 'Down', remove: 'Remove', upOf: 'Move {{title}} up', downOf: 'Move {{title}} down', removeOf: 'Remove {{title}}',
    members: 'Examinees and supervisors', search: 'Find by name or e-mail', searchButton: 'Search', noCandidates: 'No member matches.', noMembers: 'No examinees or supervisors yet.',
    addStudent: 'Add as examinee', addSupervisor: 'Add as supervisor', addStudentOf: 'Add {{name}} as examinee', addSupervisorOf: 'Add {{name}} as supervisor', roleOf: 'Role of {{name}}',
    student: 'Examinee', supervisor: 'Supervisor', membersKept: 'Removing a saved examinee or supervisor takes effect at once. An examinee who has started can be neither removed nor re-roled.', save: 'Save the exam', cancel: 'Cancel', saved: 'The exam was saved.',
  },
  period: { proceeding: 'Open', finished: 'Finished', upcoming: 'Upcoming', openOnly: 'Open since {{open}}', both: 'Open · {{dDay}}', closeOnly: 'Open until {{close}}', upcomingFrom: 'Opens {{open}}', finishedAt: 'Finished on {{close}}', always: 'Always open', closed: 'Not open' },
  my: { title: 'Assessment info', empty: 'No exams to take or supervise.', take: 'Take the exam', supervise: 'Supervise', reports: 'Reports' },
  levels: { title: 'Level tests', empty: 'You have no level tests.', level: 'Level {{level}}', passScore: 'Pass {{pass}}/{{total}} points', validUntil: 'Valid until {{date}}', expiredOn: 'Expired on {{date}}', supervising: 'Supervising', state: { END: 'Ended', ONGOING: 'Ongoing', SCHEDULE: 'Scheduled' }, verification: { NOT_VERIFIED: 'Not verified', VERIFIED: 'Verified', NEED_REVERIFICATION: 'Reverification needed', VERIFICATION_FAILED: 'Verification failed' } },
  page: { title: 'Assessment', registration: 'Registration', operation: 'Operation', exams: 'Exams', additionalForm: 'Additional application form', noExams: 'No exam of this assessment is open to you.' },
  form: {
    title: 'Additional form', submit: 'Submit', save: 'Save changes', complete: 'Your additional form was submitted.', back: 'Back to the assessment',
    empty: 'This assessment has no additional form.', closed: 'The registration period is over; the form can no longer be changed.', submittedAt: 'Last sent: {{date}}',
    clearChoice: 'Clear the choice', failed: 'The form could not be sent.', editUntil: 'You can edit it until {{date}}.', edit: 'Edit the form', notSubmitted: 'You have not submitted the form yet.',
  },
  formEditor: {
    title: 'Questions of the additional form', empty: 'No questions yet. Add questions so applicants can fill in the form.', key: 'Key', label: 'Question', type: 'Kind',
    text: 'One line', textarea: 'Several lines', choice: 'Choice', options: 'Options (comma-separated)', required: 'Required', remove: 'Remove', add: 'Add a question', save: 'Save', saved: 'The questions of the additional form were saved.', row: 'Question {{n}}',
  },
  formAnswers: { title: 'Submitted forms', empty: 'No forms have been submitted yet.', applicant: 'Applicant', updatedAt: 'Last changed' },
  identity: {
    title: 'Identity photo', help: 'Upload a photo that shows your face clearly, or take one with the webcam. Only supervisors can see it.', choose: 'Choose a photo file', capture: 'Take it with the webcam',
    uploaded: 'The photo was uploaded.', uploading: 'Uploading…', none: 'No photo uploaded yet.', alt: 'Identity photo', next: 'Next', failed: 'The photo could not be uploaded.',
  },
  waiting: {
    devicesLostReturn: 'Your {{devices}} stayed disconnected, so you were moved to the device check. Your answers are saved: turn the device on again and enter the exam again.',
    NOTICE: 'Exam notice', DEVICE_CHECK: 'Device check', AGREEMENT: 'Agreement', ADMITTANCE: 'Admittance',
    noticeText: 'Exam time: {{start}} – {{end}}. Keep your webcam and screen sharing on.', next: 'Next', agree: 'I agree',
    defaultAgreement: 'I will not cheat and I agree to be supervised.', admittance: 'All set. Check whether you may enter.', enter: 'Enter the exam',
  },
  device: {
    webcam: 'Webcam', screen: 'Screen sharing', mobile: 'Mobile camera', required: '(required)', optional: '(optional)', checked: 'Checked', passed: 'Skipped',
    check: 'Check', test: 'Turn on', confirm: 'Confirm', pass: 'Skip', failed: 'The device could not be turned on.', autoAdvance: 'Move to the next device automatically',
    mobileHelp: 'Open this address (QR code) on your phone and sign in with the same account.',
  },
  mobile: {
    title: 'Mobile camera', qrAlt: 'QR code to connect the mobile camera', stateWaiting: 'Waiting for your phone to connect…', stateConnected: 'The mobile camera is connected.',
    invalid: 'This QR code is invalid or has expired. Make sure you are logged in with the examinee\'s account and scan the QR code in the waiting room again.',
    askCamera: 'Please allow the camera.', refused: 'Camera access was refused. Allow the camera in your browser settings and try again.', retry: 'Try again',
    connecting: 'Connecting to the video server…', connected: 'The mobile camera is connected. Keep this page open until the exam ends, with the phone showing you and your desk.',
    failed: 'The mobile camera could not be connected.',
  },
  refusal: {
    no_agreement: 'The exam agreement is required.', not_started: 'The exam has not started yet.', ended: 'The exam time is over.', finished: 'You have already finished the exam.',
    no_identity_photo: 'Upload your identity photo before entering.',
    paused: 'The exam is paused; answers cannot be saved.', not_examinee: 'You are not an examinee of this exam.', null: 'You cannot enter.',
  },
  tabs: { WORKSPACE: 'Workspace', LOG: 'Log', REVIEW: 'Review' },
  room: {
    title: 'Exam', finish: 'Finish the exam', finishConfirm: 'After finishing you can no longer change your answers. Finish now?', cancel: 'Cancel',
    saved: 'Saved', saving: 'Saving…', offline: 'Connection lost. Your answers are kept in this browser and saved when you are back online.',
    memo: 'Memo ({{quiz}})', curriculum: 'Exam questions', quizUnavailable: 'This question cannot be shown here (the coding workspace is not available).',
    pausedTitle: 'The exam is paused', pausedText: 'Please wait until the supervisor resumes the exam. Paused time is given back.',
    notice: 'Notice', ok: 'OK', finishedTitle: 'You finished the exam', finishedText: 'Well done.', privateScores: 'The results of {{count}} quiz(zes) are private and not counted here.', scorePrivate: 'results private', scoreNotGraded: 'not graded yet (out of {{max}})', showScores: 'Show scores',
    extended: 'The supervisor extended your exam time (+{{count}} min).', reloaded: 'The supervisor reloaded your exam page. Your answers are kept.',
    deviceLostCountdown: 'Turn it on again within {{time}}, or you will be moved to the waiting room to check your devices. Your answers are kept.', reconnect: 'Turn on {{device}} again',
    deviceLost: 'A device disconnected: {{devices}}',
    mobileLostTitle: 'Your mobile camera disconnected', mobileLostCountdown: 'Reconnect within {{time}}; after that you will be moved to the waiting room to check your devices. The supervisors see that it is disconnected.', mobileLostExpired: 'The time to reconnect has passed. Please reconnect right away.', mobileLostHelp: 'Open the mobile camera page on your phone again, or scan this QR code again if you closed it. You can keep working on your answers.',
  },
  report: {
    title: 'Examinee report', noExaminees: 'This exam has no examinees.', examinee: 'Examinee', notExaminee: 'Not an examinee of this exam.', memo: 'Memo', noMemo: 'No memo.',
    metrics: {
      attendanceRate: 'Attendance rate', takenTime: 'Taken time', averageScore: 'Average score', takenScore: 'Taken score', totalScore: 'Total score',
      ipUsageCount: 'IP usage count', quizInOutEvents: 'Quiz in / out', pasteSuspicion: 'Paste suspicion', webcamMultiplePeople: 'Webcam: 2+ people', totalTestTime: 'Total test time',
    },
    video: {
      title: 'Video recording', empty: 'No recordings.', processing: '{{count}} recording(s) being processed.', failed: 'The recording could not be converted.',
      label: '{{device}} recording',
    },
    replay: {
      title: 'Writing history replay', empty: 'No writing history.', quiz: 'Quiz', play: 'Play', pause: 'Pause', slider: 'Writing step', step: 'Step {{index}} of {{total}}',
    },
    timeline: { title: 'Incident timeline', hint: 'Choose an incident to move the video and the replay to that moment.', empty: 'No incidents recorded.' },
    incident: {
      EXAM_ENTER: 'Entered', EXAM_REENTER: 'Re-entered', EXAM_LEAVE: 'Left', EXAM_FINISHED: 'Finished', paste: 'Paste', focus: 'Back to quiz', blur: 'Left quiz',
      visible: 'Page visible', hidden: 'Page hidden', faces: 'Several people', ipChange: 'IP changed', submission: 'Submission', recording: 'Recording started',
    },
    detail: { paste: '{{quiz}} · {{count}} characters', faces: '{{count}} people', submission: '{{quiz}} · {{score}} / {{maxScore}} points', submissionPending: '{{quiz}} · grading' },
    submissions: {
      title: 'Submissions', empty: 'No submission.', number: 'No.', time: 'Time', outcome: 'Result', score: 'Score', tests: 'Tests', review: 'Review',
      grading: 'Grading', points: '{{score}} / {{maxScore}} points', reviewTitle: 'Submission {{number}} · {{quiz}}', noneSelected: 'Choose a submission to review its answer.',
      files: 'Answer files', close: 'Close',
      quizFilter: 'Quiz', allQuizzes: 'All quizzes ({{count}})', quizOption: '{{title}} ({{count}})', quiz: 'Quiz', more: 'Show more', shown: '{{shown}} of {{total}}',
      compileOutput: 'Compiler output', handedIn: 'Submitted files', download: 'Download {{name}} ({{size}})',
      outcomes: { RIGHT: 'Correct', WRONG: 'Wrong', WRONG_TESTCASES: 'Some tests failed', TIMEOUT: 'Time limit exceeded', COMPILE_ERROR: 'Compile error', RUNTIME_ERROR: 'Runtime error', OUTPUT_SIZE: 'Output too large', PENDING: 'Grading', MANUAL: 'Graded by hand', HIDDEN: 'Private' },
    },
  },
  examRemoval: {
    removeMemberOf: 'Remove {{name}} from the exam', memberRemoved: 'Removed from the exam.', started: 'Started',
    startedReason: 'An examinee who has started the exam can not be removed: their answers and exam records are kept as evidence.', startedCount: '{{count}} started',
    deleteExam: 'Delete the exam', deleteExamOf: 'Delete {{title}}', deleteBlocked: 'Examinees have started it, so it can not be deleted.', deleteTitle: 'Delete the exam',
    deleteConfirm: 'This deletes the exam “{{title}}” with its examinees, supervisors, supervision groups and notices. It cannot be undone.', cancel: 'Cancel', deleted: 'The exam was deleted.',
  },
};
