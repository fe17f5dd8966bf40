// Monaco is loaded only here, on demand from the workspace screens; its workers are bundled
// by rspack through `new Worker(new URL(...))` (the page CSP allows worker-src 'self' blob:).
import type * as MonacoApi from 'monaco-editor';

type Monaco = typeof MonacoApi;

let loading: Promise<Monaco> | null = null;

/** Loads Monaco once, with its language workers. */
export function loadMonaco(): Promise<Monaco> {
  loading ??= (async () => {
    (self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
      getWorker(_id: string, label: string) {
        if (label === 'typescript' || label === 'javascript') {
          return new Worker(new URL('monaco-editor/esm/vs/language/typescript/ts.worker.js', import.meta.url));
        }
        return new Worker(new URL('monaco-editor/esm/vs/editor/editor.worker.js', import.meta.url));
      },
    };
    return import('monaco-editor');
  })();
  return loading;
}

/** Monaco's language id for a judge language value. */
export function monacoLanguage(language: string): string {
  const map: Record<string, string> = {
    c: 'c', cpp: 'cpp', java: 'java', python: 'python', python3: 'python', go: 'go', swift: 'swift', js: 'javascript',
    ruby: 'ruby', kotlin: 'kotlin', scala: 'scala', objectivec: 'objective-c', R: 'r', php: 'php', csharp: 'csharp', sqlite: 'sql',
  };
  return map[language] ?? 'plaintext';
}
