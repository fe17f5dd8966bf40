import { nestMessages } from '@seodang/sdk/common';
import { workspaceMessages } from '../../common/messages.ts';
import { judgeVerdictLabels } from '../../common/verdicts.ts';

const shared = nestMessages(Object.fromEntries(Object.entries(workspaceMessages.ja).map(([k, v]) => [k.replace(/^workspace\./, ''), v])));

/** Texts (ja) of the workspace (namespace 'workspace'). */
export const ja = {
  ...shared,
  title: 'コーディングワークスペース',
  list: { title: 'クイズ', new: '新しいクイズ', name: 'タイトル', type: 'タイプ', status: '状態', actions: '操作', open: '解く', edit: '編集', empty: 'まだクイズがありません。' },
  action: { exitFullscreen: '全画面を終了', run: '実行', test: 'テスト', submit: '提出', save: '保存', reset: 'コードをリセット', fullscreen: '全画面', validate: '正解を検証', publish: '公開' },
  save: { idle: '', saving: '保存中…', saved: '保存済み', offline: '保存に失敗しました。接続が戻ると保存します。', stale: '別のタブで保存されたコードがあります。', refused: '保存に失敗しました。', takeTheirs: '最新のコードを読み込む', keepMine: '自分のコードで上書き' },
  error: { stale: '別のタブまたは端末で、より新しいコードが保存されています。' },
  terminal: { fileInput: '{{name}} の内容', fileOutputHint: '実行を押すとプログラムが {{name}} に書いた内容を表示します。', stdin: '標準入力', usage: '終了コード {{exit}} · {{time}} ms · {{memory}} MB', hint: '実行を押すと左の入力でプログラムを実行します。' },
  result: { progress: '{{done}} / {{total}} テスト完了', hidden: '非公開', input: '入力', expected: '期待出力', actual: '実際の出力' },
  verdict: judgeVerdictLabels.ja,
  settings: { title: 'エディター設定', language: '言語', fontSize: '文字サイズ', lineSpacing: '行間', theme: 'テーマ', light: 'ライト', dark: 'ダーク', keymap: 'ショートカット', default: '標準', autoSave: '自動保存', tabSize: 'タブサイズ', indentUnit: 'インデント', space: 'スペース', tab: 'タブ', zoom: '拡大 %' },
  editor: { title: 'クイズを編集', type: 'タイプ', titleField: 'タイトル', contents: '問題 (マークダウン)', definition: 'クイズ設定', saved: '保存しました。', validation: '検証結果' },
  help: { title: 'ヘルプリクエスト', ask: '質問する', date: 'リクエスト日', content: '内容', assignee: '担当者', comment: '添削コメント', question: '先生に質問する', attach: '今のコードを添付', sent: '質問を送信しました。', failed: 'リクエストに失敗しました。', status: { 0: 'リクエスト済み', 1: '担当決定', 2: '解決済み', 3: '保留' }, teacher: '先生', attached: '添付したコード', answered: '保存しました。', take: '担当する', hold: '保留にする', send: '回答を送る', empty: 'ヘルプリクエストはありません。' },
  tab: { problem: '問題', history: '提出履歴', help: '質問する' },
  problem: { inputFile: 'プログラムは入力をファイル {{name}} から読みます（標準入力ではありません）。', outputFile: 'プログラムは出力をファイル {{name}} に書きます（標準出力は採点されません）。', example: '例 {{name}}', points: '{{score}}点', regex: '（正規表現で採点）', hidden: '非公開のテストケース{{count}}件でも採点します。', limits: '時間制限 {{time}} ms · メモリ制限 {{memory}} MiB' , initialData: '初期スキーマとデータ', ordered: '行の順序も比較します。', unordered: '行の順序は比較しません。', preSql: 'テスト前に実行される SQL', postSql: 'テスト後に実行される SQL (この結果を比較)', answerQuery: '(正解クエリの結果と比較)', unitHint: '書いたコードは solution モジュールとして読み込まれ、下のテストで採点されます。', testFile: 'テストファイル {{name}}', hiddenFiles: '非公開のテストファイル{{count}}件でも採点します。' },
  history: { empty: 'まだ提出していません。', load: 'このコードを読み込む' },
  status: { 0: '非公開', 1: '公開', 2: 'コンテスト' },
  types: { web: 'Webプロジェクト', programming: 'プログラミング', 'functional-programming': '関数実装', unittest: '単体テスト', sql: 'SQL', multiple_choice: '選択式', true_false: '○×', short_answer: '短答式', pairing: '組み合わせ', descriptive: '記述式', file_submit: 'ファイル提出', custom: 'カスタム採点', html_css_js: 'Web ページ (HTML/CSS/JS)', ordering: '並べ替え' },
  grading: { title: '採点', waiting: '採点待ち', graded: '採点済み · {{score}} / {{max}}', score: '点数 (最大 {{max}})', comment: '学習者へのコメント', save: '採点を保存', saved: '採点しました。', failed: '採点を保存できませんでした。', empty: 'まだ提出した学習者はいません。', count: '提出 {{count}}件 · 採点待ち {{waiting}}件', automatic: 'この問題は自動で採点されます。点数は変更できません。', open: '提出物を採点' },
  answer: { download: 'ダウンロード（{{size}} KB）' },
  review: { title: 'あなたの解答' },
  author: { answer_build_option: 'ビルドオプション（検証）', answer_compiler_option: 'コンパイラオプション（検証）', answer_run_option: '実行オプション（検証）', optionsHint: 'ビルドオプションとコンパイラオプションは -O2 -std=c11 -DLOCAL のように空白で区切ったコンパイラフラグです（対応する言語にのみ適用）。実行オプションはプログラムに渡す引数です。検証用を入力すると正解コードの検証ではそちらが使われます。', input_file: '入力ファイル', output_file: '出力ファイル', fileIoHint: '標準入出力を使う場合は両方とも空欄にしてください。', languages: '使用できる言語', starter: '初期コード', harness: '採点用の呼び出しコード（学習者には非表示）', tests: 'テストケース', compare: '比較オプション', limits: '制限とオプション', reference: '正解コード', referenceHint: '公開するには正解コードがすべてのテストに合格する必要があります（正解の検証）。', fileName: 'ファイル名', locked: 'ロックする行（例: 1-2, 5）', expected: '期待する出力 / 正規表現', regex: '正規表現（入力すると期待する出力の代わりに使用）', score: '点数', shown: '公開', remove: '削除', addTest: 'テストを追加', zip: 'zip をアップロード', zipHint: 'N.in / N.out をまとめた zip（非公開テストとして追加）', zipLoaded: 'テストを{{count}}件追加しました。', zipMissing: '対のないファイル: {{files}}', zipBad: 'zip ファイルを読み込めません。', mark_trim: '前後の空白を無視', mark_line_trim: '行末の空白を無視', mark_all_trim: 'すべての空白を無視', mark_delete_comma: 'カンマを無視', mark_delete_period: 'ピリオドを無視', mark_ignore_capital: '大文字小文字を無視', show_tc_scoreset: 'テストごとの点数を公開', show_submit_res_usage: '実行時間とメモリを公開', run_time_limit: '時間制限', run_memory_limit: 'メモリ制限', validate_time_limit: '検証の時間制限', validate_memory_limit: '検証のメモリ制限', build_option: 'ビルドオプション', run_option: '実行オプション', compiler_option: 'コンパイラオプション', correct: '正解', choice: '選択肢', addChoice: '選択肢を追加', choiceHint: '正解の選択肢にチェックしてください。2つ以上で複数選択になります。', rightAnswer: '正解', accepted: '正解とする答え（1行に1つ）', ignoreCase: '大文字小文字を無視', ignoreSpaces: '空白を無視', left: '左', right: '右（対）', addPair: '対を追加', modelAnswer: '模範解答（先生のみ）', maxLength: '最大文字数', extensions: '許可する拡張子（カンマ区切り、空欄はすべて）', maxFiles: '最大ファイル数', mode: 'モード', modes: { exam_mode: '試験', submit_mode: '提出', run_mode: '実行のみ' }, difficulty: '難易度（0–5）', previewStatement: 'プレビュー', hideResult: '採点結果を学習者に公開しない', validated: '正解検証済み', notValidated: '未検証', preview: '学習者の画面で見る', published: '公開しました。', unpublish: '非公開にする', checks: 'チェック（ページで実行する JavaScript）', checkName: '名前', checkCode: 'チェック（真なら合格）', addCheck: 'チェックを追加', html: 'HTML', css: 'CSS', js: 'JavaScript' },
};
