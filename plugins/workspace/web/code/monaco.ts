// Monaco is loaded only here, on demand from the workspace screens.
import type * as MonacoApi from 'monaco-editor';
import { workspaceStaticPath } from './static-path.ts';

type Monaco = typeof MonacoApi;

let loading: Promise<Monaco> | null = null;

/** Which built worker serves a Monaco label (scripts/build-web.ts builds them without federation). */
function workerFile(label: string): string {
  if (label === 'typescript' || label === 'javascript') return 'ts';
  if (label === 'css' || label === 'scss' || label === 'less') return 'css';
  if (label === 'html' || label === 'handlebars' || label === 'razor') return 'html';
  if (label === 'json') return 'json';
  return 'editor';
}

/**
 * Loads Monaco once, with its helper workers: the editor worker and the TS/JS, HTML, CSS and
 * JSON language services run in real workers, started from their own files (same origin).
 */
export function loadMonaco(): Promise<Monaco> {
  loading ??= (async () => {
    (self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
      getWorker: (_id: string, label: string) =>
        new Worker(`${workspaceStaticPath()}${workerFile(label)}.worker.js`, { name: label }),
    };
    return import('monaco-editor');
  })();
  return loading;
}

/** Monaco's language id for a judge language value. */
export function monacoLanguage(language: string): string {
  const map: Record<string, string> = {
    c: 'c',
    cpp: 'cpp',
    java: 'java',
    python: 'python',
    python3: 'python',
    go: 'go',
    swift: 'swift',
    js: 'javascript',
    ruby: 'ruby',
    kotlin: 'kotlin',
    scala: 'scala',
    objectivec: 'objective-c',
    R: 'r',
    php: 'php',
    csharp: 'csharp',
    sqlite: 'sql',
    html: 'html',
    css: 'css',
    javascript: 'javascript',
  };
  return map[language] ?? 'plaintext';
}
