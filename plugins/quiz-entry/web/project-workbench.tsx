// One project at work: the object tabs, the block editor of the chosen object, the stage, and the
// .ent import and export. Shared by the learner's player and the teacher's editor.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useTabList } from '@seodang/sdk/web';
import { adoptLocked, exportEnt, importEnt } from '../common/ent.ts';
import { blockSpec, type Words } from '../common/blocks.ts';
import { countBlocks, type Block, type Project } from '../common/runtime/project.ts';
import { BlockEditor } from './block-editor.tsx';
import { Stage } from './stage.tsx';

/** A block type's label in `language` (its words without the slots). */
export function blockLabel(type: string, language: string): string {
  const words = blockSpec(type)?.words;
  if (!words) return type;
  const lang = (language.slice(0, 2) in words ? language.slice(0, 2) : 'ko') as keyof Words;
  return words[lang].replace(/%\d/g, '…').replace(/\s+/g, ' ').trim();
}

/** The workbench of `project`; `starter` gives the locked blocks an import must keep. */
export function ProjectWorkbench({
  project,
  starter,
  stepLimit,
  readOnly,
  onChange,
  testId,
}: {
  project: Project;
  starter?: Project;
  stepLimit: number;
  readOnly?: boolean;
  onChange(project: Project): void;
  testId: string;
}) {
  const { t, i18n } = useTranslation('quiz-entry');
  const [selected, setSelected] = useState(0);
  const [reload, setReload] = useState(0);
  const [note, setNote] = useState('');
  const file = useRef<HTMLInputElement>(null);
  const index = Math.min(selected, project.objects.length - 1);
  const object = project.objects[index]!;
  const ids = project.objects.map((o) => String(o.id));
  const objectTabs = useTabList({
    tabs: ids,
    value: String(object.id),
    onChange: (id) => setSelected(ids.indexOf(id)),
    idPrefix: `${testId}-object`,
  });

  const setScripts = (scripts: Block[][]) =>
    onChange({ ...project, objects: project.objects.map((o, i) => (i === index ? { ...o, scripts } : o)) });

  const onFile = async (f: File | undefined) => {
    if (!f) return;
    try {
      const { project: read, unsupported } = await importEnt(new Uint8Array(await f.arrayBuffer()));
      if (read.objects.length === 0) throw new Error('empty');
      onChange(starter ? adoptLocked(starter, read) : read);
      setReload((n) => n + 1);
      setSelected(0);
      setNote(
        unsupported.length ? t('importedUnsupported', { blocks: unsupported.join(', ') }) : t('imported'),
      );
    } catch {
      setNote(t('importFailed'));
    }
    if (file.current) file.current.value = '';
  };
  const onExport = async () => {
    const bytes = await exportEnt(project);
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/gzip' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'project.ent';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="entry-workbench" data-testid={testId}>
      <div className="entry-objects" {...objectTabs.listProps} aria-label={t('objects')}>
        {project.objects.map((o, i) => (
          <button
            key={o.id}
            {...objectTabs.tabProps(String(o.id))}
            className={
              i === index
                ? 'sd-btn sd-btn--primary sd-btn--sm'
                : 'sd-btn sd-btn--secondary sd-btn--outline sd-btn--sm'
            }
            data-testid={`entry-object-${o.id}`}
          >
            <span aria-hidden="true">{o.costumes[o.costume]}</span> {o.name}
          </button>
        ))}
        <span className="entry-count" data-testid="entry-block-count">
          {t('blockCount', { count: countBlocks(project) })}
        </span>
      </div>
      <div className="entry-panes" {...objectTabs.panelProps(String(object.id))}>
        <BlockEditor
          key={`${reload}-${index}`}
          project={project}
          objectIndex={index}
          language={i18n.language}
          readOnly={readOnly}
          label={t('blocks', { name: object.name })}
          onScripts={setScripts}
          testId={`${testId}-blocks`}
        />
        <Stage project={project} stepLimit={stepLimit} />
      </div>
      <div className="entry-actions">
        {!readOnly && (
          <label className="sd-btn sd-btn--secondary sd-btn--outline sd-btn--md entry-file">
            {t('importEnt')}
            <input
              ref={file}
              type="file"
              accept=".ent,application/gzip,application/x-tar"
              onChange={(e) => void onFile(e.target.files?.[0])}
              data-testid={`${testId}-import`}
            />
          </label>
        )}
        <Button outline onClick={() => void onExport()} data-testid={`${testId}-export`}>
          {t('exportEnt')}
        </Button>
        <span role="status" aria-live="polite" data-testid={`${testId}-note`}>
          {note}
        </span>
      </div>
    </div>
  );
}
