import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizEditorProps } from '@seodang/sdk/web';
import { JsonField, NumberField, ProblemList, useDefinitionDraft } from '@seodang/sdk/web-code-area';
import { catProject, flagMoveBlocks, scratchSchema, type ScratchDefinition } from '../common/index.ts';
import { ScratchFrame } from './scratch-frame.tsx';

/** A new quiz: the cat with no script; the reference moves it 10 steps on the green flag. */
export const newScratch = (): ScratchDefinition =>
  scratchSchema.parse({
    starter: catProject('Sprite1'),
    reference: catProject('Sprite1', flagMoveBlocks(10)),
    tests: [
      {
        name: 'test 1',
        duration: 1,
        checks: [{ type: 'sprite', sprite: 'Sprite1', property: 'x', value: 10, tolerance: 0.5 }],
      },
    ],
  });

const words = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((w) => w.trim())
    .filter(Boolean);

/**
 * The teacher's form: the starter and the reference project in the Scratch editor, the block
 * rules (required and forbidden opcodes, the most blocks), the locked scripts and the tests.
 */
export default function ScratchEditor({ definition, onChange }: QuizEditorProps<ScratchDefinition>) {
  const { t } = useTranslation('quiz-scratch');
  const {
    draft: d,
    set,
    problems,
  } = useDefinitionDraft({
    definition,
    onChange,
    create: newScratch,
    schema: scratchSchema,
    prefix: 'quiz-scratch.validation.',
    t,
  });
  const [which, setWhich] = useState<'starter' | 'reference'>('starter');

  return (
    <div className="sd-form" data-testid="scratch-editor-form">
      <fieldset>
        <legend>{t('projects')}</legend>
        {(['starter', 'reference'] as const).map((k) => (
          <label key={k}>
            <input
              type="radio"
              name="scratch-which"
              value={k}
              checked={which === k}
              data-testid={`scratch-which-${k}`}
              onChange={() => setWhich(k)}
            />{' '}
            {t(k)}
          </label>
        ))}
      </fieldset>
      <ScratchFrame
        key={which}
        project={d[which]}
        title={t(which)}
        testId="scratch-author"
        onProject={(project) => set({ [which]: project } as Partial<ScratchDefinition>)}
      />
      <fieldset>
        <legend>{t('rules')}</legend>
        <label className="sd-field">
          <span className="sd-field__label">{t('requiredLabel')}</span>
          <input
            className="sd-input"
            defaultValue={d.requiredOpcodes.join(', ')}
            data-testid="scratch-required"
            onChange={(e) => set({ requiredOpcodes: words(e.target.value) })}
          />
        </label>
        <label className="sd-field">
          <span className="sd-field__label">{t('forbiddenLabel')}</span>
          <input
            className="sd-input"
            defaultValue={d.forbiddenOpcodes.join(', ')}
            data-testid="scratch-forbidden"
            onChange={(e) => set({ forbiddenOpcodes: words(e.target.value) })}
          />
        </label>
        <NumberField
          label={t('maxBlocksLabel')}
          hint={t('maxBlocksHint')}
          min={0}
          max={5000}
          value={d.maxBlocks ?? 0}
          testId="scratch-max-blocks"
          onChange={(n) => set({ maxBlocks: n > 0 ? n : null })}
        />
      </fieldset>
      <JsonField
        id="scratch-locked"
        label={t('lockedLabel')}
        description={t('lockedHint')}
        rows={4}
        value={d.lockedScripts}
        parseError={(error) => t('json', { error })}
        testId="scratch-locked"
        onChange={(lockedScripts: ScratchDefinition['lockedScripts']) => set({ lockedScripts })}
      />
      <JsonField
        id="scratch-tests"
        label={t('tests')}
        description={t('testsHint')}
        rows={14}
        value={d.tests}
        parseError={(error) => t('json', { error })}
        testId="scratch-tests"
        onChange={(tests: ScratchDefinition['tests']) => set({ tests })}
      />
      <ProblemList title={t('problems')} problems={problems} testId="scratch-problems" />
    </div>
  );
}
