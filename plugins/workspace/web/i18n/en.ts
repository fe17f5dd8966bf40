import { nestMessages } from '@seodang/sdk/common';
import { workspaceMessages } from '../../common/messages.ts';

const shared = nestMessages(Object.fromEntries(Object.entries(workspaceMessages.en).map(([k, v]) => [k.replace(/^workspace\./, ''), v])));

/** Texts (en) of the workspace (namespace 'workspace'). */
export const en = {
  ...shared,
  title: 'Coding workspace',
  list: { title: 'Quizzes', new: 'New quiz' },
  action: { run: 'Run', test: 'Test', submit: 'Submit', save: 'Save', reset: 'Reset code', fullscreen: 'Fullscreen', validate: 'Validate answer', publish: 'Publish' },
  save: { idle: '', saving: 'Saving…', saved: 'Saved', offline: 'Save failed. It will be saved when the connection is back.', stale: 'Another tab saved newer code.', refused: 'Save failed.', takeTheirs: 'Load the newer code', keepMine: 'Overwrite with mine' },
  error: { stale: 'A newer version was saved from another tab or device.' },
  terminal: { stdin: 'Standard input' },
  result: { progress: '{{done}} / {{total}} tests done', hidden: 'hidden', input: 'Input', expected: 'Expected', actual: 'Actual' },
  verdict: { ACCEPTED: 'Passed', WRONG_ANSWER: 'Wrong answer', TIMEOUT: 'Timeout', MEMORY_LIMIT: 'Memory limit', RUNTIME_ERROR: 'Runtime error', OUTPUT_SIZE: 'Output size exceeded', COMPILE_ERROR: 'Compile error', INTERNAL_ERROR: 'Grading failed', SKIPPED: 'Skipped' },
  settings: { language: 'Language', fontSize: 'Font size', lineSpacing: 'Line spacing', theme: 'Theme', keymap: 'Shortcut map', autoSave: 'Auto save', tabSize: 'Tab size', indentUnit: 'Indent unit', zoom: 'Zoom %' },
  editor: { type: 'Type', titleField: 'Title', contents: 'Problem (markdown)', definition: 'Settings (JSON)', saved: 'Saved.', validation: 'Validation' },
  help: { title: 'Help requests', ask: 'Ask', date: 'Request date', content: 'Content', assignee: 'Assignee', comment: 'Correction comment' },
};
