import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import { composeHtmlCssJs, composePage, type PageFile } from '../../common/web-page.ts';
import { PageFilesPlayer } from './page-files-player.tsx';
import { PageChecksEditor, checksOf, type PageChecksValue } from './page-checks-editor.tsx';

type Parts = { html: string; css: string; js: string };
const starterHtml =
  '<!doctype html>\n<html>\n<head>\n  <title>Page</title>\n</head>\n<body>\n  <h1></h1>\n</body>\n</html>\n';
const names = { 'index.html': 'html', 'style.css': 'css', 'script.js': 'js' } as const;

/** `html_css_js`: the starter HTML, CSS and JavaScript (with the live page) and the checks. */
export function HtmlCssJsEditor({ definition, onChange }: QuizEditorProps<Parts & PageChecksValue>) {
  const { t } = useTranslation('workspace');
  const d = { html: starterHtml, css: '', js: '', ...definition, ...checksOf(definition) };
  // A new quiz is stored with its defaults at once, so saving it untouched is valid.
  useEffect(() => {
    if (!definition?.checks) onChange(d);
  }, []);
  return (
    <div className="ws-obj-editor" data-testid="html-css-js-editor">
      <fieldset className="ws-fieldset">
        <legend>{t('author.starter')}</legend>
        <PageFilesPlayer
          files={[
            { name: 'index.html', label: 'HTML', content: d.html },
            { name: 'style.css', label: 'CSS', content: d.css },
            { name: 'script.js', label: 'JavaScript', content: d.js },
          ]}
          html={composeHtmlCssJs(d)}
          onChange={(name, content) => onChange({ ...d, [names[name as keyof typeof names]]: content })}
        />
      </fieldset>
      <PageChecksEditor value={d} onChange={(v) => onChange({ ...d, ...v })} />
    </div>
  );
}

/** `web`: the starter project's files (with the live page) and the checks. */
export function WebEditor({
  definition,
  onChange,
}: QuizEditorProps<{ files: PageFile[] } & PageChecksValue>) {
  const { t } = useTranslation('workspace');
  const d = {
    files: [
      {
        name: 'index.html',
        content: starterHtml.replace('</head>', '  <link rel="stylesheet" href="style.css">\n</head>'),
      },
      { name: 'style.css', content: '' },
    ],
    ...definition,
    ...checksOf(definition),
  };
  useEffect(() => {
    if (!definition?.checks) onChange(d);
  }, []);
  return (
    <div className="ws-obj-editor" data-testid="web-editor">
      <fieldset className="ws-fieldset">
        <legend>{t('author.starter')}</legend>
        <PageFilesPlayer
          files={d.files}
          html={composePage(d.files)}
          onChange={(name, content) =>
            onChange({ ...d, files: d.files.map((f) => (f.name === name ? { ...f, content } : f)) })
          }
          onAdd={(name) => onChange({ ...d, files: [...d.files, { name, content: '' }] })}
          onRemove={(name) => onChange({ ...d, files: d.files.filter((f) => f.name !== name) })}
        />
      </fieldset>
      <PageChecksEditor value={d} onChange={(v) => onChange({ ...d, ...v })} />
    </div>
  );
}
