import { useState } from 'react';
import { Button, useTabList } from '@seodang/sdk/web';
import { defaultEditorSettings } from '../../common/editor-settings.ts';
import { CodeEditor } from '../code/code-editor.tsx';
import { PagePreview } from './page-preview.tsx';
import { usePageTexts } from './page-texts.ts';

/** A page file as the players edit it. */
export interface EditableFile {
  name: string;
  label?: string;
  content: string;
}

/** What a learner sees of a page quiz's checks. */
export interface ChecksView {
  shownChecks: { name: string; code: string; score: number }[];
  hiddenCheckCount: number;
}

const languageOf = (name: string) =>
  name.endsWith('.css') ? 'css' : name.endsWith('.js') ? 'javascript' : 'html';

/** The shown checks as a list the learner can read, and how many more are hidden. */
export function ChecksList({ view }: { view: ChecksView }) {
  const { t } = usePageTexts();
  return (
    <details className="ws-page-checks" open>
      <summary>{t('page.checks')}</summary>
      <ul>
        {view.shownChecks.map((c) => (
          <li key={c.name}>
            <b>{c.name}</b> · {t('problem.points', { score: c.score })}
            <pre className="ws-mono">{c.code}</pre>
          </li>
        ))}
      </ul>
      {view.hiddenCheckCount ? (
        <p className="ws-muted">{t('page.hiddenChecks', { count: view.hiddenCheckCount })}</p>
      ) : null}
    </details>
  );
}

/**
 * Editors of a page's files (one tab each, Monaco with HTML/CSS/JS language services) beside the
 * live preview of the composed page. `onAdd`/`onRemove` make the file list editable.
 */
export function PageFilesPlayer({
  files,
  html,
  readOnly,
  onChange,
  onAdd,
  onRemove,
}: {
  files: EditableFile[];
  html: string;
  readOnly?: boolean;
  onChange(name: string, content: string): void;
  onAdd?(name: string): void;
  onRemove?(name: string): void;
}) {
  const { t } = usePageTexts();
  const [active, setActive] = useState(0);
  const [newName, setNewName] = useState('');
  const file = files[Math.min(active, files.length - 1)];
  const names = files.map((f) => f.name);
  const fileTabs = useTabList({
    tabs: names,
    value: file?.name ?? '',
    onChange: (name) => setActive(names.indexOf(name)),
    idPrefix: 'ws-page',
  });
  return (
    <div className="ws-page-player">
      <div className="ws-page-code">
        <div className="ws-tabs" {...fileTabs.listProps} aria-label={t('tab.files')}>
          {files.map((f) => (
            <button
              key={f.name}
              {...fileTabs.tabProps(f.name)}
              className={f === file ? 'on' : ''}
              data-testid={`page-tab-${f.name}`}
            >
              {f.label ?? f.name}
            </button>
          ))}
        </div>
        {file ? (
          <div {...fileTabs.panelProps(file.name)}>
            <CodeEditor
              key={file.name}
              value={file.content}
              language={languageOf(file.name)}
              settings={defaultEditorSettings}
              readOnly={readOnly}
              height={320}
              onChange={(content) => onChange(file.name, content)}
            />
          </div>
        ) : null}
        {!readOnly && onAdd ? (
          <div className="ws-page-files-bar">
            <input
              className="sd-input ws-mono"
              placeholder={t('page.newFile')}
              aria-label={t('page.newFile')}
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
            />
            <Button
              size="sm"
              disabled={
                !/^[A-Za-z0-9_][A-Za-z0-9_.-]*\.(html|css|js)$/.test(newName) ||
                files.some((f) => f.name === newName)
              }
              onClick={() => {
                onAdd(newName);
                setActive(files.length);
                setNewName('');
              }}
            >
              {t('page.addFile')}
            </Button>
            {onRemove && file && file.name !== 'index.html' ? (
              <Button
                size="sm"
                outline
                color="danger"
                onClick={() => {
                  onRemove(file.name);
                  setActive(0);
                }}
              >
                {t('page.removeFile')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <PagePreview html={html} />
    </div>
  );
}
