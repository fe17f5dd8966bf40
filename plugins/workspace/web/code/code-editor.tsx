import { useEffect, useRef } from 'react';
import type { editor as MonacoEditor } from 'monaco-editor';
import { Loading } from '@seodang/sdk/web';
import type { EditorSettings } from '../../common/editor-settings.ts';
import { loadMonaco, monacoLanguage } from './monaco.ts';

/** Props of the code editor. */
export interface CodeEditorProps {
  value: string;
  language: string;
  settings: EditorSettings;
  /** Refuses an edit (e.g. inside a teacher-locked area): the previous text is restored. */
  accept?(next: string): boolean;
  onChange(value: string): void;
}

/** Monaco with the user's settings (§2 "Code editor"), vim/emacs keymaps loaded on demand. */
export function CodeEditor({ value, language, settings, accept, onChange }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<MonacoEditor.IStandaloneCodeEditor | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const handlers = useRef({ accept, onChange });
  handlers.current = { accept, onChange };

  useEffect(() => {
    let disposed = false;
    let keymap: { dispose(): void } | null = null;
    void loadMonaco().then(async (monaco) => {
      if (disposed || !host.current) return;
      const e = monaco.editor.create(host.current, { value, language: monacoLanguage(language), automaticLayout: true, minimap: { enabled: false } });
      editor.current = e;
      let good = value;
      e.onDidChangeModelContent(() => {
        const next = e.getValue();
        if (handlers.current.accept && !handlers.current.accept(next)) {
          e.setValue(good);
          return;
        }
        good = next;
        handlers.current.onChange(next);
      });
      if (settings.keymap === 'vim') {
        const { initVimMode } = await import('monaco-vim');
        keymap = initVimMode(e, status.current);
      } else if (settings.keymap === 'emacs') {
        const { EmacsExtension } = await import('monaco-emacs');
        const ext = new EmacsExtension(e);
        ext.start();
        keymap = ext;
      }
    });
    return () => { disposed = true; keymap?.dispose(); editor.current?.dispose(); editor.current = null; };
    // The editor is created once per file and keymap; later values flow in below.
  }, [settings.keymap, language]);

  useEffect(() => {
    const e = editor.current;
    if (e && e.getValue() !== value) e.setValue(value);
  }, [value]);

  useEffect(() => {
    void loadMonaco().then((monaco) => {
      monaco.editor.setTheme(settings.theme === 'dark' ? 'vs-dark' : 'vs');
      editor.current?.updateOptions({
        fontSize: Math.round(settings.fontSize * settings.zoom / 100),
        lineHeight: Math.round(settings.fontSize * settings.zoom / 100 * settings.lineSpacing),
        tabSize: settings.tabSize, insertSpaces: settings.indentUnit === 'space',
      });
      editor.current?.getModel()?.updateOptions({ tabSize: settings.tabSize, insertSpaces: settings.indentUnit === 'space' });
    });
  }, [settings]);

  return (
    <div className="ws-editor">
      <div ref={host} className="ws-editor-host" data-testid="code-editor"><Loading /></div>
      <div ref={status} className="ws-editor-status" />
    </div>
  );
}
