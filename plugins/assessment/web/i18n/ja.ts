import type { ko } from './ko.ts';

/** Japanese texts of the assessment screens. */
export const ja: typeof ko = {
  menu: { management: '評価管理', info: '評価情報' },
  manage: { title: '評価管理', new: '評価を作成', empty: '作成した評価はありません。' },
  new: { title: '評価を作成', name: 'タイトル', description: '一行紹介', registerOpen: '受付開始', registerClose: '受付締切', operateOpen: '運営開始', operateClose: '運営終了', submit: '作成', periodRequired: '受付期間を入力してください。' },
  manageAssessment: {
    title: '評価管理', open: '管理', openOf: '{{title}}を管理', page: '評価ページを見る', settings: '評価情報', save: '保存', saved: '評価を保存しました。',
    delete: '評価を削除', deleteTitle: '評価を削除', deleteConfirm: '評価「{{title}}」とその試験、受験記録をすべて削除します。元に戻せません。', cancel: 'キャンセル', deleted: '評価を削除しました。',
    exams: '試験', noExams: '試験はまだありません。試験を追加してください。', addExam: '試験を追加', editExam: '試験を編集', examLinks: '{{title}}へのリンク',
    controlRoom: 'リアルタイム管制室', examControl: '試験管理', groups: '監督グループ', reports: 'レポート', counts: '問題 {{quizzes}}件 · 受験者 {{examinees}}名 · 監督者 {{supervisors}}名',
  },
  examEditor: {
    levelTest: 'レベルテスト', isLevelTest: 'この試験はレベルテストです', level: '認定するレベル', passScore: '合格点（点）', validityDays: '有効期間（日）', validityHint: '空欄の場合、合格は失効しません。', 
    newTitle: '試験を追加', editTitle: '試験を編集: {{title}}', name: '試験タイトル', startAt: '試験開始', endAt: '試験終了', devices: '監督デバイス',
    off: '使用しない', optional: '任意', required: '必須', identification: '本人確認写真を求める',
    agreement: '試験同意文', agreementHint: '空欄の場合は既定の同意文が表示されます。', allPicked: '試験モードの問題はすべて選ばれています。', quizzes: '問題', quizPick: '追加する問題', quizAdd: '問題を追加', quizEmpty: 'まだ問題が選ばれていません。', noExamQuizzes: '試験モードの問題がありません。先にワークスペースで試験モードの問題を作成してください。',
    quizzesUnavailable: 'ワークスペースの問題を読み込めません。', score: '配点', up: '上へ', down: '下へ', remove: '外す', upOf: '{{title}}を上へ', downOf: '{{title}}を下へ', removeOf: '{{title}}を外す',
    members: '受験者と監督者', search: '名前またはメールで検索', searchButton: '検索', noCandidates: '該当するメンバーがいません。', noMembers: '受験者も監督者もまだいません。',
    addStudent: '受験者として追加', addSupervisor: '監督者として追加', addStudentOf: '{{name}}を受験者として追加', addSupervisorOf: '{{name}}を監督者として追加', roleOf: '{{name}}の役割',
    student: '受験者', supervisor: '監督者', membersKept: '保存済みの受験者と監督者は「外す」ですぐに外れます。試験を開始した受験者は外すことも役割を変えることもできません。', save: '試験を保存', cancel: 'キャンセル', saved: '試験を保存しました。',
  },
  period: { proceeding: '進行中', finished: '終了', upcoming: '予定', openOnly: '{{open}}から進行中', both: '進行中 · {{dDay}}', closeOnly: '{{close}}まで進行中', upcomingFrom: '{{open}}開始予定', finishedAt: '{{close}}に終了', always: '常時進行', closed: '進行していません' },
  my: { title: '評価情報', empty: '受験または監督する試験はありません。', take: '受験する', supervise: '監督する', reports: 'レポート' },
  levels: { title: 'レベルテスト', empty: '受験するレベルテストはありません。', level: 'レベル {{level}}', passScore: '合格 {{pass}}/{{total}}点', validUntil: '{{date}}まで有効', expiredOn: '{{date}}に有効期限切れ', supervising: '監督中', state: { END: '終了', ONGOING: '実施中', SCHEDULE: '予定' }, verification: { NOT_VERIFIED: '未認定', VERIFIED: '認定済み', NEED_REVERIFICATION: '再認定が必要', VERIFICATION_FAILED: '認定失敗' } },
  page: { title: '評価', registration: '受付期間', operation: '運営期間', exams: '試験', additionalForm: '追加申請書を作成', noExams: 'この評価で表示できる試験はありません。' },
  form: {
    title: '追加申請書', submit: '提出', save: '変更を保存', complete: '追加申請書の提出が完了しました。', back: '評価に戻る',
    empty: 'この評価には追加申請書がありません。', closed: '受付期間が終了したため、申請書は修正できません。', submittedAt: '最終提出: {{date}}',
    clearChoice: '選択を解除', failed: '申請書を送信できませんでした。', editUntil: '{{date}}まで修正できます。', edit: '申請書を修正', notSubmitted: 'まだ申請書を提出していません。',
  },
  formEditor: {
    title: '追加申請書の項目', empty: '項目がありません。項目を追加すると申請者が申請書を記入できます。', key: 'キー', label: '質問', type: '形式',
    text: '一行', textarea: '複数行', choice: '選択式', options: '選択肢（カンマ区切り）', required: '必須', remove: '削除', add: '項目を追加', save: '保存', saved: '追加申請書の項目を保存しました。', row: '{{n}}番目の項目',
  },
  formAnswers: { title: '提出された申請書', empty: 'まだ提出された申請書はありません。', applicant: '申請者', updatedAt: '最終更新' },
  identity: {
    title: '本人確認写真', help: '顔がはっきり写った写真をアップロードするか、Webカメラで撮影してください。監督者のみが閲覧できます。', choose: '写真ファイルを選択', capture: 'Webカメラで撮影',
    uploaded: '写真をアップロードしました。', uploading: 'アップロード中…', none: 'まだ写真がアップロードされていません。', alt: '本人確認写真', next: '次へ', failed: '写真をアップロードできませんでした。',
  },
  waiting: {
    devicesLostReturn: '{{devices}}の接続が切れたまま時間が過ぎたため、機器確認の段階に移動しました。解答は保存されています。機器を再びオンにして試験に再入室してください。',
    NOTICE: '試験案内', DEVICE_CHECK: '機器チェック', AGREEMENT: '同意', ADMITTANCE: '入室',
    noticeText: '試験時間: {{start}} – {{end}}。Webカメラと画面共有をオンにして受験します。', next: '次へ', agree: '同意します',
    defaultAgreement: '不正行為をせず、監督に同意します。', admittance: '準備ができました。入室できるか確認します。', enter: '試験に入室',
  },
  device: {
    webcam: 'Webカメラ', screen: '画面共有', mobile: 'モバイルカメラ', required: '(必須)', optional: '(任意)', checked: '確認済み', passed: 'スキップ',
    check: 'チェック', test: 'オンにする', confirm: '確認', pass: 'スキップ', failed: '機器をオンにできません。', autoAdvance: '次の機器へ自動で移動',
    mobileHelp: 'スマートフォンでこのアドレス(QRコード)を開き、同じアカウントでログインしてください。',
  },
  mobile: {
    title: 'モバイルカメラ', qrAlt: 'モバイルカメラ接続用のQRコード', stateWaiting: 'スマートフォンの接続を待っています…', stateConnected: 'モバイルカメラが接続されました。',
    invalid: '無効または期限切れのQRコードです。受験者のアカウントでログインしているか確認し、待機室のQRコードをもう一度読み取ってください。',
    askCamera: 'カメラの使用を許可してください。', refused: 'カメラの使用が拒否されました。ブラウザの設定でカメラを許可してから、もう一度お試しください。', retry: '再試行',
    connecting: '映像サーバーに接続しています…', connected: 'モバイルカメラが接続されました。試験が終わるまでこの画面を開いたまま、スマートフォンでご自身と机が映るように置いてください。',
    failed: 'モバイルカメラを接続できませんでした。',
  },
  refusal: {
    no_agreement: '試験への同意が必要です。', not_started: 'まだ試験時間ではありません。', ended: '試験時間が終了しました。', finished: 'すでに試験を終了しました。',
    no_identity_photo: '入室する前に本人確認写真をアップロードしてください。',
    paused: '試験は一時停止中のため保存できません。', not_examinee: 'この試験の受験者ではありません。', null: '入室できません。',
  },
  tabs: { WORKSPACE: 'ワークスペース', LOG: 'ログ', REVIEW: 'レビュー' },
  room: {
    title: '試験', finish: '試験終了', finishConfirm: '終了すると解答を変更できません。終了しますか?', cancel: 'キャンセル',
    saved: '保存しました', saving: '保存中…', offline: '接続が切れました。解答はこのブラウザに保管され、再接続時に保存されます。',
    memo: 'メモ ({{quiz}})', curriculum: '試験問題', quizUnavailable: 'この問題はここに表示できません(コーディングワークスペースを利用できません)。',
    pausedTitle: '試験は一時停止中です', pausedText: '監督者が再開するまでお待ちください。停止時間は戻されます。',
    notice: 'お知らせ', ok: '確認', finishedTitle: '試験を終了しました', finishedText: 'お疲れさまでした。', privateScores: '{{count}}問の採点結果は非公開のため、ここには含まれません。', scorePrivate: '採点結果非公開', scoreNotGraded: '未採点（満点 {{max}}）', showScores: '点数を見る',
    extended: '監督者が試験時間を{{count}}分延長しました。', reloaded: '監督者が試験画面を再読み込みしました。解答はそのまま残っています。',
    deviceLostCountdown: '{{time}} 以内に再びオンにしないと、機器確認のため待機室に移動します。解答はそのまま保存されます。', reconnect: '{{device}}を再びオンにする',
    deviceLost: '機器の接続が切れました: {{devices}}',
    mobileLostTitle: 'モバイルカメラの接続が切れました', mobileLostCountdown: '{{time}} 以内に再接続してください。過ぎると機器確認のため待機室に移動します。監督者には接続切れが表示されています。', mobileLostExpired: '再接続の猶予時間が過ぎました。すぐに再接続してください。', mobileLostHelp: 'スマートフォンでモバイルカメラの画面を開き直すか、閉じた場合はこの QR コードをもう一度読み取ってください。解答はそのまま続けられます。',
  },
  report: {
    title: '受験者レポート', noExaminees: 'この試験の受験者はいません。', examinee: '受験者', notExaminee: 'この試験の受験者ではありません。', memo: 'メモ', noMemo: 'メモはありません。',
    metrics: {
      attendanceRate: '出席率', takenTime: '受験時間', averageScore: '平均点', takenScore: '獲得点', totalScore: '総点',
      ipUsageCount: 'IP使用数', quizInOutEvents: '問題の離脱/復帰', pasteSuspicion: '貼り付けの疑い', webcamMultiplePeople: 'Webカメラ2人以上検知', totalTestTime: '総試験時間',
    },
    video: {
      title: '録画映像', empty: '録画はありません。', processing: '録画ファイル{{count}}件を処理中です。', failed: '録画ファイルを変換できませんでした。',
      label: '{{device}}の録画',
    },
    replay: {
      title: '作成履歴の再生', empty: '作成履歴はありません。', quiz: '問題', play: '再生', pause: '一時停止', slider: '作成ステップ', step: '{{index}} / {{total}} ステップ',
    },
    timeline: { title: 'インシデントタイムライン', hint: '項目を選ぶと映像と作成履歴がその時刻に移動します。', empty: '記録されたインシデントはありません。' },
    incident: {
      EXAM_ENTER: '入室', EXAM_REENTER: '再入室', EXAM_LEAVE: '退室', EXAM_FINISHED: '試験終了', paste: '貼り付け', focus: '問題に復帰', blur: '問題から離脱',
      visible: '画面に復帰', hidden: '画面から離脱', faces: '複数人を検知', ipChange: 'IP変更', submission: '提出', recording: '録画開始',
    },
    detail: { paste: '{{quiz}} · {{count}}文字', faces: '{{count}}人', submission: '{{quiz}} · {{score}} / {{maxScore}}点', submissionPending: '{{quiz}} · 採点中' },
    submissions: {
      title: '提出履歴', empty: '提出はありません。', number: '番号', time: '時刻', outcome: '結果', score: '得点', tests: 'テスト', review: 'レビュー',
      grading: '採点中', points: '{{score}} / {{maxScore}}点', reviewTitle: '{{number}}回目の提出 · {{quiz}}', noneSelected: '解答をレビューする提出を選んでください。',
      files: '解答ファイル', close: '閉じる',
      quizFilter: '問題', allQuizzes: 'すべての問題 ({{count}})', quizOption: '{{title}} ({{count}})', quiz: '問題', more: 'さらに表示', shown: '{{total}}件中{{shown}}件',
      compileOutput: 'コンパイル出力', handedIn: '提出されたファイル', download: '{{name}} をダウンロード ({{size}})',
      outcomes: { RIGHT: '正解', WRONG: '不正解', WRONG_TESTCASES: '一部のテストに失敗', TIMEOUT: '時間超過', COMPILE_ERROR: 'コンパイルエラー', RUNTIME_ERROR: 'ランタイムエラー', OUTPUT_SIZE: '出力超過', PENDING: '採点中', MANUAL: '手動採点', HIDDEN: '非公開' },
    },
  },
  examRemoval: {
    removeMemberOf: '{{name}}さんを試験から外す', memberRemoved: '試験から外しました。', started: '受験開始済み',
    startedReason: '試験を開始した受験者は外せません。解答と受験記録は証拠として保管されます。', startedCount: '受験開始 {{count}}名',
    deleteExam: '試験を削除', deleteExamOf: '{{title}}を削除', deleteBlocked: '受験を開始した受験者がいるため削除できません。', deleteTitle: '試験を削除',
    deleteConfirm: '試験「{{title}}」を受験者、監督者、監督グループ、お知らせとともに削除します。元に戻せません。', cancel: 'キャンセル', deleted: '試験を削除しました。',
  },
};
