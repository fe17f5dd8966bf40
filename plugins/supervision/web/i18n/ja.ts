import type { ko } from './ko.ts';

/** Japanese texts of the supervision screens. */
export const ja: typeof ko = {
  title: 'リアルタイム監督室', controlView: '試験監督', allExaminees: '全受験者', group: 'グループ', search: '検索', filters: '状態', reset: 'リセット',
  columns: '列数', perPage: 'ページあたりの人数', videoTypes: '映像の種類', mainVideo: 'メイン映像', sidePanel: 'サイドパネル', sortLabel: '並べ替え', paging: 'ページ', prevPage: '前のページ', nextPage: '次のページ', noMatch: '条件に合う受験者がいません。', noExaminees: '受験者がいません。', focusPicked: '選択した{{count}}人を拡大', focusUser: '{{name}}を拡大', searchTypeLabel: '検索対象', actions: '操作', minutes: '{{count}}分', unmuteAll: '全員ミュート解除', mutedLabel: 'ミュート中', exitTimer: '退室まで {{time}}', disconnected: '切断: {{devices}}', muteAll: '全員ミュート', mute: 'ミュート', unmute: 'ミュート解除',
  paused: '一時停止', identify: '本人確認', identified: '本人確認済み', report: 'レポート', reportOf: '{{name}}のレポート', incidents: '不正の兆候', backToList: '一覧へ', close: '閉じる', cancel: 'キャンセル', confirm: '確認',
  name: '名前', email: 'メール', statusLabel: '状態', extraTime: '追加時間', searchType: { name: '名前', email: 'メール' },
  sort: { name: '名前順', status: '状態順' },
  identityCheck: { title: '{{name}} の本人確認', photo: '本人確認写真', webcam: 'ライブ Web カメラ', photoUnavailable: '本人確認写真を表示できません。', noVideo: '映像サーバーがないため Web カメラを表示できません。', pending: 'まだ本人確認していません。写真と Web カメラの顔を見比べてください。', view: '{{name}}の本人確認を見る', verifiedAt: '本人確認済み({{date}})。' },
  feed: { connecting: '{{device}}に接続中…', waiting: '受験者の{{device}}映像を待っています', retrying: '{{device}}映像が途切れました · {{seconds}}秒後に再接続({{attempt}}回目)', retryNow: '今すぐ再接続' },
  video: { webcam: 'Webカメラ', screen: '画面', mobile: 'モバイル' },
  status: { neverEnteredExamRoom: '未受験', inWaitingRoom: '受験環境を確認中', takingExam: '受験中', takingExamButVideoUnavailable: '映像確認不可', finishedExam: '試験終了', examBrowserLeaved: 'ブラウザ離脱' },
  action: { reload: '再読み込み', pause: '一時停止', resume: '停止解除', notice: 'お知らせ送信', extend: '時間延長', target: '対象', minutes: '延長時間(分)', noticeTitle: 'タイトル', noticeContents: '内容', findExaminee: 'または受験者を一人探す(名前またはメール)', findPlaceholder: '名前またはメール', searching: '検索中…', searchFailed: '検索できませんでした。もう一度お試しください。' },
  toast: {
    reload: '選択した受験者の試験画面を再読み込みしました。', pause: '選択した受験者の画面を一時停止しました。', resume: '選択した受験者の画面の停止を解除しました。',
    notice: '選択した受験者にお知らせを送りました。', extend: '選択した受験者の試験時間を延長しました。', failed: '要求を処理できませんでした。',
  },
  history: { title: 'リアルタイム接続履歴', new: '新しい履歴', filter: '履歴の種類', search: '名前検索', ALL: 'すべて', ENTER: '入室', EXIT: '退室', NO_SEARCH_RESULT: '検索結果がありません。', NO_FILTER_RESULT: '該当する履歴がありません。', EMPTY_RESULT: 'まだ履歴がありません。', deviceLost: '機器確認へ移動({{devices}}の切断が続いたため)' },
  groups: {
    addUsersButton: 'ユーザー追加', addUsers: '{{group}}にユーザーを追加', role: '役割', roles: { student: '学生', supervisor: '監督者' }, addMode: '追加方法', modes: { pick: '一覧から選択', csv: 'CSVファイル' },
    csvFile: 'CSVファイル', csvHelp: '1行に グループ名,ID（1行目はヘッダー）', noCandidates: '追加できるユーザーがいません。', students: '学生', noStudents: 'このグループに学生はいません。',
    noSupervisors: '監督者が割り当てられていません。', noUnassigned: 'すべての学生が割り当て済みです。', noSearchResult: '検索結果がありません。', removeUser: '{{name}}を外す', name: 'グループ名',
    moveTo: '選択した{{count}}人の移動先', removeCaution: '選択した{{count}}人をグループから外します。',
    errCode: { 1: '1つのグループには最大24人まで割り当てられます。', 2: 'この試験の対象ではないユーザーが含まれています。', 3: '存在しないグループです。', 4: '追加するユーザーがいません。' },
    title: '監督グループ管理', search: '学生検索', unassigned: '未割り当ての学生', add: 'グループ追加', autoAssign: '自動割り当て', move: 'グループ移動', remove: 'グループから外す',
    delete: 'グループ削除', deleteCaution: 'グループを削除すると割り当てがすべて解除されます。', pick: 'グループを選択してください。', supervisors: '監督者', useReset: '既存の割り当てをリセット',
    studentNum: 'グループあたりの学生数', assigned: '自動割り当てが完了しました。',
  },
  level: { NOT_VERIFIED: '未認定', VERIFIED: '認定', NEED_REVERIFICATION: '再認定が必要', VERIFICATION_FAILED: '認定失敗' },
};
