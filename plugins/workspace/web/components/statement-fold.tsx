import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const storageKey = (quizIndex: number) => `sd-statement-folded:${quizIndex}`;

/** Whether the statement of a quiz is folded, remembered per quiz in this browser. */
function useFolded(quizIndex: number): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = useState(() => {
    try {
      return localStorage.getItem(storageKey(quizIndex)) === '1';
    } catch {
      return false;
    }
  });
  const update = useCallback(
    (next: boolean) => {
      setFolded(next);
      try {
        if (next) localStorage.setItem(storageKey(quizIndex), '1');
        else localStorage.removeItem(storageKey(quizIndex));
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
    [quizIndex],
  );
  return [folded, update];
}

/**
 * The problem statement above a wide quiz type's player (`layout: 'wide'`), folded away by a
 * button so the player gets the screen's height as well as its width. The content stays mounted
 * while folded, so a tab or a scroll position inside it survives.
 */
export function StatementFold({ quizIndex, children }: { quizIndex: number; children: ReactNode }) {
  const { t } = useTranslation('workspace');
  const [folded, setFolded] = useFolded(quizIndex);
  const id = useId();
  return (
    <section className="ws-fold" aria-label={t('problem.statement')} data-testid="statement-fold">
      <button
        type="button"
        className="ws-fold-toggle"
        aria-expanded={!folded}
        aria-controls={id}
        data-testid="statement-toggle"
        onClick={() => setFolded(!folded)}
      >
        <span aria-hidden="true">{folded ? '▸' : '▾'}</span> {t('problem.statement')}
      </button>
      <div id={id} hidden={folded} className="ws-fold-body">
        {children}
      </div>
    </section>
  );
}
