import { useEffect, useRef, useState } from 'react';
import type { editor as MonacoEditor } from 'monaco-editor';
import { Loading } from '@seodang/sdk/web';
import type { EditorSettings } from '../../common/editor-settings.ts';
import { findLockedRanges } from '../../common/locked-code.ts';
import { loadMonaco, monacoLanguage } from './monaco.ts';

/** Props of the code editor. */
export interface CodeEditorProps {
  value: string;
  language: string;
  settings: EditorSettings;
  /** Teacher-locked blocks of this file: highlighted, and edits that change them are undone. */
  lockedBlocks?: readonly string[];
  readOnly?: boolean;
  /** Editor height in px (default 420). */
  height?: number;
  onChange(value: string): void;
  /** The selected text after each selection change ('' when none). */
  onSelectionChange?(text: string): void;
}

/** Monaco with the user's settings (§2 "Code editor"), vim/emacs keymaps loaded on demand. */
export function CodeEditor({
  value,
  language,
  settings,
  lockedBlocks = [],
  readOnly,
  height = 420,
  onChange,
  onSelectionChange,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<MonacoEditor.IStandaloneCodeEditor | null>(null);
  const decorations = useRef<MonacoEditor.IEditorDecorationsCollection | null>(null);
  const status = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const handlers = useRef({ onChange, onSelectionChange, lockedBlocks });
  handlers.current = { onChange, onSelectionChange, lockedBlocks };

  useEffect(() => {
    let disposed = false;
    let keymap: { dispose(): void } | null = null;
    void loadMonaco().then(async (monaco) => {
      if (disposed || !host.current) return;
      const e = monaco.editor.create(host.current, {
        value,
        language: monacoLanguage(language),
        automaticLayout: true,
        minimap: { enabled: false },
        readOnly,
        scrollBeyondLastLine: false,
        ariaLabel: 'code',
      });
      editor.current = e;
      decorations.current = e.createDecorationsCollection();
      const paint = (text: string) => {
        const ranges = findLockedRanges(text, handlers.current.lockedBlocks) ?? [];
        decorations.current?.set(
          ranges.map((r) => ({
            range: new monaco.Range(r.startLine, 1, r.endLine, 1),
            options: {
              isWholeLine: true,
              className: 'ws-locked-line',
              linesDecorationsClassName: 'ws-locked-gutter',
              hoverMessage: { value: '🔒' },
            },
          })),
        );
      };
      paint(value);
      e.onDidChangeCursorSelection(({ selection }) =>
        handlers.current.onSelectionChange?.(e.getModel()?.getValueInRange(selection) ?? ''),
      );
      let good = value;
      e.onDidChangeModelContent(() => {
        const next = e.getValue();
        // An edit that breaks a locked block is undone at once (the server refuses it too).
        if (handlers.current.lockedBlocks.length && !findLockedRanges(next, handlers.current.lockedBlocks)) {
          e.setValue(good);
          return;
        }
        good = next;
        paint(next);
        handlers.current.onChange(next);
      });
      setReady(true);
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
    return () => {
      disposed = true;
      keymap?.dispose();
      editor.current?.dispose();
      editor.current = null;
    };
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
        fontSize: Math.round((settings.fontSize * settings.zoom) / 100),
        lineHeight: Math.round(((settings.fontSize * settings.zoom) / 100) * settings.lineSpacing),
        tabSize: settings.tabSize,
        insertSpaces: settings.indentUnit === 'space',
      });
      editor.current
        ?.getModel()
        ?.updateOptions({ tabSize: settings.tabSize, insertSpaces: settings.indentUnit === 'space' });
    });
  }, [settings, ready]);

  return (
    <div className="ws-editor">
      <div
        ref={host}
        className="ws-editor-host"
        style={{ height }}
        data-testid="code-editor"
        data-ready={ready}
      />
      {ready ? null : (
        <div className="ws-editor-loading">
          <Loading />
        </div>
      )}
      <div ref={status} className="ws-editor-status" />
    </div>
  );
}
