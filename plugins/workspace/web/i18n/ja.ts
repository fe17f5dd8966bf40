import { nestMessages } from '@seodang/sdk/common';
import { workspaceMessages } from '../../common/messages.ts';

const shared = nestMessages(Object.fromEntries(Object.entries(workspaceMessages.ja).map(([k, v]) => [k.replace(/^workspace\./, ''), v])));

/** Texts (ja) of the workspace (namespace 'workspace'). */
export const ja = {
  ...shared,
  title: 'コーディングワークスペース',
  list: { title: 'クイズ', new: '新しいクイズ' },
  action: { run: '実行', test: 'テスト', submit: '提出', save: '保存', reset: 'コードをリセット', fullscreen: '全画面', validate: '正解を検証', publish: '公開' },
  save: { idle: '', saving: '保存中…', saved: '保存済み', offline: '保存に失敗しました。接続が戻ると保存します。', stale: '別のタブで保存されたコードがあります。', refused: '保存に失敗しました。', takeTheirs: '最新のコードを読み込む', keepMine: '自分のコードで上書き' },
  error: { stale: '別のタブまたは端末で、より新しいコードが保存されています。' },
  terminal: { stdin: '標準入力' },
  result: { progress: '{{done}} / {{total}} テスト完了', hidden: '非公開', input: '入力', expected: '期待出力', actual: '実際の出力' },
  verdict: { ACCEPTED: '合格', WRONG_ANSWER: '不正解', TIMEOUT: '時間超過', MEMORY_LIMIT: 'メモリ超過', RUNTIME_ERROR: 'ランタイムエラー', OUTPUT_SIZE: '出力サイズ超過', COMPILE_ERROR: 'コンパイルエラー', INTERNAL_ERROR: '採点失敗', SKIPPED: 'スキップ' },
  settings: { language: '言語', fontSize: '文字サイズ', lineSpacing: '行間', theme: 'テーマ', keymap: 'ショートカット', autoSave: '自動保存', tabSize: 'タブサイズ', indentUnit: 'インデント', zoom: 'ズーム %' },
  editor: { type: 'タイプ', titleField: 'タイトル', contents: '問題 (マークダウン)', definition: '設定 (JSON)', saved: '保存しました。', validation: '検証結果' },
  help: { title: 'ヘルプリクエスト', ask: '質問する', date: 'リクエスト日', content: '内容', assignee: '担当者', comment: '添削コメント' },
};
