import type { CodeAnswer } from './starter.ts';

/** The §8 message shown when a workspace action fails without a server message. */
export function failureMessageKey(kind: string): string {
  return kind === 'submit'
    ? 'message.submitFailed'
    : kind === 'save'
      ? 'message.saveFailed'
      : 'message.runFailed';
}

/** The file the editor shows: the active tab, or the last file when the tab no longer exists. */
export function activeFile(code: CodeAnswer | null, active: number): CodeAnswer['files'][number] | null {
  return code ? code.files[Math.min(active, code.files.length - 1)] : null;
}

/** The answer with one file's content replaced. */
export function withFileContent(code: CodeAnswer, name: string, content: string): CodeAnswer {
  return { ...code, files: code.files.map((f) => (f.name === name ? { ...f, content } : f)) };
}
