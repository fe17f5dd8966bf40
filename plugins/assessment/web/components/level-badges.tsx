import { useTranslation } from 'react-i18next';
import {
  levelTestStateNames,
  levelVerificationNames,
  type LevelTestState,
  type LevelVerification,
} from '../../common/index.ts';
import type { Reverification } from './level-api.ts';
import './level-tests.css';

/** A level test's state (END / ONGOING / SCHEDULE) as a badge. */
export function LevelStateBadge({ state }: { state: LevelTestState }) {
  const { t } = useTranslation('assessment');
  const name = levelTestStateNames[state];
  return (
    <span
      className={`as-badge lv-badge lv-state--${name.toLowerCase()}`}
      data-testid="level-state"
      data-state={name}
    >
      {t(`levels.state.${name}`)}
    </span>
  );
}

/** An examinee's level verification as a badge. */
export function LevelVerificationBadge({ code }: { code: LevelVerification }) {
  const { t } = useTranslation('assessment');
  const name = levelVerificationNames[code];
  return (
    <span
      className={`as-badge lv-badge lv-verification--${name.toLowerCase()}`}
      data-testid="level-verification"
      data-verification={name}
    >
      {t(`levels.verification.${name}`)}
    </span>
  );
}

/** A teacher's request to verify the level again: who asked, when and why. */
export function ReverificationNote({ reverification: r }: { reverification: Reverification }) {
  const { t, i18n } = useTranslation('assessment');
  const date = new Date(r.requestedAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <span className="lv-reverification" data-testid="reverification-note">
      {r.requestedBy
        ? t('reverification.note', { name: r.requestedBy.name, date, reason: r.reason })
        : t('reverification.noteAnonymous', { date, reason: r.reason })}
    </span>
  );
}

/** The level a test certifies: a number reads "Level 3"; a name (e.g. "Lv.3", "Intermediate") as it is. */
export function LevelName({ level }: { level: string }) {
  const { t } = useTranslation('assessment');
  return <span className="lv-level">{/^\d+$/.test(level) ? t('levels.level', { level }) : level}</span>;
}
