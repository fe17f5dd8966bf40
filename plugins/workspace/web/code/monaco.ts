// Monaco is loaded only here, on demand from the workspace screens.
import type * as MonacoApi from 'monaco-editor';

type Monaco = typeof MonacoApi;

let loading: Promise<Monaco> | null = null;

/**
 * Loads Monaco once. Its helper workers run on the main thread: worker chunks built inside the
 * plugins container carry the federation runtime, which cannot start in a worker. The editor's
 * worker jobs (word lists, links, diffs) are light for quiz-sized files; the JavaScript language
 * service and the HTML/CSS services (worker-only) are switched to syntax colouring only.
 */
export function loadMonaco(): Promise<Monaco> {
  loading ??= (async () => {
    (self as unknown as { MonacoEnvironment: unknown }).MonacoEnvironment = {
      getWorker() { throw new Error('main-thread fallback'); },
    };
    const monaco = await import('monaco-editor');
    const syntaxOnly = {
      completionItems: false, hovers: false, documentSymbols: false, definitions: false, references: false,
      documentHighlights: false, rename: false, diagnostics: false, documentRangeFormattingEdits: false,
      signatureHelp: false, onTypeFormattingEdits: false, codeActions: false, inlayHints: false,
    };
    monaco.languages.typescript.javascriptDefaults.setModeConfiguration(syntaxOnly);
    monaco.languages.typescript.typescriptDefaults.setModeConfiguration(syntaxOnly);
    const markupOff = {
      completionItems: false, hovers: false, documentSymbols: false, documentHighlights: false, rename: false, colors: false,
      foldingRanges: false, diagnostics: false, selectionRanges: false, documentFormattingEdits: false, documentRangeFormattingEdits: false,
    };
    monaco.languages.css.cssDefaults.setModeConfiguration({ ...markupOff, definitions: false, references: false });
    monaco.languages.html.htmlDefaults.setModeConfiguration({ ...markupOff, links: false });
    return monaco;
  })();
  return loading;
}

/** Monaco's language id for a judge language value. */
export function monacoLanguage(language: string): string {
  const map: Record<string, string> = {
    c: 'c', cpp: 'cpp', java: 'java', python: 'python', python3: 'python', go: 'go', swift: 'swift', js: 'javascript',
    ruby: 'ruby', kotlin: 'kotlin', scala: 'scala', objectivec: 'objective-c', R: 'r', php: 'php', csharp: 'csharp', sqlite: 'sql',
    html: 'html', css: 'css', javascript: 'javascript',
  };
  return map[language] ?? 'plaintext';
}
