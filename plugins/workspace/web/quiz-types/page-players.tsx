import { useEffect } from 'react';
import type { QuizPlayerProps } from '@seodang/sdk/web';
import { composeHtmlCssJs, composePage, type PageFile } from '../../common/web-page.ts';
import { ChecksList, PageFilesPlayer, type ChecksView } from './page-files-player.tsx';

type Parts = { html: string; css: string; js: string };
const partFiles = [
  { key: 'html', name: 'index.html', label: 'HTML' },
  { key: 'css', name: 'style.css', label: 'CSS' },
  { key: 'js', name: 'script.js', label: 'JavaScript' },
] as const;

/** The page a learner starts from is already an answer: it can be submitted (and fail) untouched. */
function useStarterAsAnswer<A>(
  answer: A | null | undefined,
  starter: A,
  onChange: (a: A) => void,
  readOnly?: boolean,
) {
  useEffect(() => {
    if (!answer && !readOnly) onChange(starter);
    // Once, when the quiz opens without a saved answer.
  }, []);
}

/** `html_css_js`: three editors (HTML, CSS, JavaScript) and the live page. */
export function HtmlCssJsPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<Parts & ChecksView, Parts>) {
  const a = answer ?? { html: view.html, css: view.css, js: view.js };
  useStarterAsAnswer(answer, a, onChange, readOnly);
  return (
    <div className="ws-page-quiz">
      <PageFilesPlayer
        files={partFiles.map((p) => ({ name: p.name, label: p.label, content: a[p.key] }))}
        html={composeHtmlCssJs(a)}
        readOnly={readOnly}
        onChange={(name, content) => {
          const p = partFiles.find((f) => f.name === name);
          if (p) onChange({ ...a, [p.key]: content });
        }}
      />
      <ChecksList view={view} />
    </div>
  );
}

/** `web`: the project's files (learners may add .css/.js files) and the live page. */
export function WebPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<{ files: PageFile[] } & ChecksView, { files: PageFile[] }>) {
  const files = answer?.files ?? view.files;
  useStarterAsAnswer(answer, { files }, onChange, readOnly);
  return (
    <div className="ws-page-quiz">
      <PageFilesPlayer
        files={files}
        html={composePage(files)}
        readOnly={readOnly}
        onChange={(name, content) =>
          onChange({ files: files.map((f) => (f.name === name ? { ...f, content } : f)) })
        }
        onAdd={(name) => onChange({ files: [...files, { name, content: '' }] })}
        onRemove={(name) => onChange({ files: files.filter((f) => f.name !== name) })}
      />
      <ChecksList view={view} />
    </div>
  );
}
