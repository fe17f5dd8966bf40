import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useTabList, type QuizEditorProps } from '@seodang/sdk/web';
import { JsonField, NumberField, ProblemList, useDefinitionDraft } from '@seodang/sdk/web-code-area';
import { blockSpecs } from '../common/blocks.ts';
import { entrySchema, type EntryDefinition } from '../common/index.ts';
import { allBlocks, type Block, type Project } from '../common/runtime/project.ts';
import { ProjectWorkbench, blockLabel } from './project-workbench.tsx';
import './entry.css';

/** The two projects a teacher edits: the learner's starting point and the reference answer. */
const PROJECTS = ['starter', 'reference'] as const;

const startBlock: Block = { id: 'start', type: 'when_run_button_click', locked: true, x: 20, y: 20 };
const robot = (scripts: Block[][]): Project => ({
  objects: [
    {
      id: 'bot',
      name: '엔트리봇',
      x: 0,
      y: 0,
      direction: 90,
      costumes: ['🤖'],
      costume: 0,
      visible: true,
      width: 40,
      height: 40,
      scripts,
    },
  ],
  variables: [],
  lists: [],
});

/** A new quiz: 엔트리봇 says hello; the start block is locked. */
export const newEntry = (): EntryDefinition => ({
  starter: robot([[startBlock]]),
  reference: robot([
    [
      startBlock,
      {
        id: 'hello',
        type: 'dialog',
        inputs: { TEXT: { id: 'hello-t', type: 'text', fields: { TEXT: '안녕!' } } },
      },
    ],
  ]),
  requiredBlocks: [],
  forbiddenBlocks: [],
  maxBlocks: null,
  stepLimit: 100_000,
  tests: [
    {
      name: '인사하기',
      inputs: { answers: [], keys: [], clicks: [], seed: 1 },
      duration: 2,
      checks: [{ kind: 'said', object: '엔트리봇', text: '안녕!' }],
      score: 1,
      hidden: false,
    },
  ],
});

/** Every block of `p` locked (or unlocked). */
function lockAll(p: Project, locked: boolean): Project {
  const copy = structuredClone(p);
  for (const { block } of allBlocks(copy)) {
    if (locked) block.locked = true;
    else delete block.locked;
  }
  return copy;
}

/** The project without its scripts, for the JSON box (objects, variables, lists). */
const shape = (p: Project) => ({ ...p, objects: p.objects.map(({ scripts: _s, ...o }) => o) });
/** The JSON box's value with each object's scripts put back (a new object starts with none). */
function withShape(p: Project, value: ReturnType<typeof shape>): Project {
  return {
    ...value,
    objects: value.objects.map((o) => ({
      ...o,
      scripts: p.objects.find((x) => x.id === o.id)?.scripts ?? [],
    })),
  } as Project;
}

/** The teacher's form: the starter and reference projects in blocks, the rules and the tests. */
export default function EntryEditor({ definition, onChange }: QuizEditorProps<EntryDefinition>) {
  const { t, i18n } = useTranslation('quiz-entry');
  const {
    draft: d,
    set,
    problems,
  } = useDefinitionDraft({
    definition,
    onChange,
    create: newEntry,
    schema: entrySchema,
    prefix: 'quiz-entry.validation.',
    t,
  });
  const [which, setWhich] = useState<'starter' | 'reference'>('starter');
  const projectTabs = useTabList({
    tabs: PROJECTS,
    value: which,
    onChange: setWhich,
    idPrefix: 'entry-edit',
  });
  const [reload, setReload] = useState(0);
  const project = d[which] as Project;
  const locked = [...allBlocks(d.starter as Project)].filter((x) => x.block.locked).length;
  const choose = (list: string[], onPick: (types: string[]) => void, id: string, label: string) => (
    <label htmlFor={id}>
      {label}
      <select
        id={id}
        multiple
        size={6}
        className="sd-input"
        value={list}
        data-testid={id}
        onChange={(e) => onPick([...e.target.selectedOptions].map((o) => o.value))}
      >
        {blockSpecs.map((s) => (
          <option key={s.type} value={s.type}>
            {blockLabel(s.type, i18n.language)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="entry-editor" data-testid="entry-editor">
      <p className="entry-note">{t('substitute')}</p>
      <div className="entry-objects" {...projectTabs.listProps} aria-label={t('projects')}>
        {PROJECTS.map((w) => (
          <button
            key={w}
            {...projectTabs.tabProps(w)}
            className={
              which === w
                ? 'sd-btn sd-btn--primary sd-btn--sm'
                : 'sd-btn sd-btn--secondary sd-btn--outline sd-btn--sm'
            }
            data-testid={`entry-edit-${w}`}
          >
            {t(w)}
          </button>
        ))}
      </div>
      <div className="entry-editor__panel" {...projectTabs.panelProps(which)}>
        <ProjectWorkbench
          key={`${which}-${reload}`}
          project={project}
          starter={which === 'reference' ? (d.starter as Project) : undefined}
          stepLimit={d.stepLimit}
          onChange={(p) => set({ [which]: p })}
          testId={`entry-${which}`}
        />
        <div className="entry-actions">
          {which === 'starter' ? (
            <>
              <Button
                outline
                onClick={() => (set({ starter: lockAll(project, true) }), setReload((n) => n + 1))}
                data-testid="entry-lock-all"
              >
                {t('lockAll')}
              </Button>
              <Button
                outline
                onClick={() => (set({ starter: lockAll(project, false) }), setReload((n) => n + 1))}
              >
                {t('unlockAll')}
              </Button>
              <span>{t('lockedCount', { count: locked })}</span>
            </>
          ) : (
            <Button
              outline
              onClick={() => (set({ reference: structuredClone(d.starter) }), setReload((n) => n + 1))}
            >
              {t('copyStarter')}
            </Button>
          )}
        </div>
        <JsonField
          key={`shape-${which}-${reload}`}
          id={`entry-${which}-json`}
          label={t('projectJson', { which: t(which) })}
          description={t('projectJsonHint')}
          rows={8}
          value={shape(project)}
          parseError={(error) => t('jsonError', { error })}
          testId={`entry-${which}-json`}
          onChange={(value: ReturnType<typeof shape>) => set({ [which]: withShape(project, value) })}
        />
      </div>
      <fieldset>
        <legend>{t('rules')}</legend>
        {choose(
          d.requiredBlocks,
          (requiredBlocks) => set({ requiredBlocks }),
          'entry-required',
          t('requiredBlocks'),
        )}
        {choose(
          d.forbiddenBlocks,
          (forbiddenBlocks) => set({ forbiddenBlocks }),
          'entry-forbidden',
          t('forbiddenBlocks'),
        )}
        <NumberField
          label={t('maxBlocks')}
          min={0}
          max={2000}
          value={d.maxBlocks ?? 0}
          onChange={(n) => set({ maxBlocks: n > 0 ? n : null })}
        />
        <NumberField
          label={t('stepLimit')}
          min={1000}
          max={1_000_000}
          value={d.stepLimit}
          onChange={(stepLimit) => set({ stepLimit })}
        />
      </fieldset>
      <JsonField
        id="entry-tests"
        label={t('testsJson')}
        description={t('testsHint')}
        rows={12}
        value={d.tests}
        parseError={(error) => t('jsonError', { error })}
        testId="entry-tests"
        onChange={(tests: EntryDefinition['tests']) => set({ tests })}
      />
      <ProblemList title={t('problems')} problems={problems} testId="entry-problems" />
    </div>
  );
}
