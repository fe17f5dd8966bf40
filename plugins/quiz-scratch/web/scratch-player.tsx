import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizPlayerProps } from '@seodang/sdk/web';
import type { ScratchAnswer, ScratchView } from '../common/index.ts';
import { ScratchFrame } from './scratch-frame.tsx';
import { RulesAndTests } from './scratch-rules.tsx';

/** The blocks of a project as the judge counts them (shadows not counted). */
const blockCount = (project: { targets: { blocks: Record<string, unknown> }[] }) =>
  project.targets.reduce(
    (n, target) =>
      n +
      Object.values(target.blocks).filter(
        (b) =>
          !Array.isArray(b) && typeof b === 'object' && b !== null && !(b as { shadow?: boolean }).shadow,
      ).length,
    0,
  );

/**
 * The learner's Scratch project in the Scratch editor (its own sandboxed page). Each change is the
 * answer (autosaved by the workspace); running it with the green flag is for the learner's eyes
 * only: submitting sends the project to the server, where scratch-vm grades it in the judge.
 */
export default function ScratchPlayer({
  view,
  answer,
  onChange,
  readOnly,
}: QuizPlayerProps<ScratchView, ScratchAnswer>) {
  const { t } = useTranslation('quiz-scratch');
  // The starter project is the first answer, so submitting it untouched is possible.
  useEffect(() => {
    if (!answer && !readOnly) onChange({ project: view.starter });
  }, []);
  return (
    <div className="scratch-player" data-testid="scratch-player">
      <RulesAndTests view={view} />
      <p className="ws-muted">{t('browserNote')}</p>
      <p aria-live="polite" data-testid="scratch-block-count">
        {view.maxBlocks
          ? t('blockCountMax', { count: blockCount(answer?.project ?? view.starter), max: view.maxBlocks })
          : t('blockCount', { count: blockCount(answer?.project ?? view.starter) })}
      </p>
      <ScratchFrame
        project={answer?.project ?? view.starter}
        readOnly={readOnly}
        title={t('editorTitle')}
        testId="scratch-editor"
        onProject={(project) => onChange({ project: project as ScratchAnswer['project'] })}
      />
    </div>
  );
}
