import { useTranslation } from 'react-i18next';
import { levelTestStateNames, levelVerificationNames, type LevelTestState, type LevelVerification } from '../../common/index.ts';
import './level-tests.css';

/** A level test's state (END / ONGOING / SCHEDULE) as a badge. */
export function LevelStateBadge({ state }: { state: LevelTestState }) {
  const { t } = useTranslation('assessment');
  const name = levelTestStateNames[state];
  return <span className={`as-badge lv-badge lv-state--${name.toLowerCase()}`} data-testid="level-state" data-state={name}>{t(`levels.state.${name}`)}</span>;
}

/** An examinee's level verification as a badge. */
export function LevelVerificationBadge({ code }: { code: LevelVerification }) {
  const { t } = useTranslation('assessment');
  const name = levelVerificationNames[code];
  return <span className={`as-badge lv-badge lv-verification--${name.toLowerCase()}`} data-testid="level-verification" data-verification={name}>{t(`levels.verification.${name}`)}</span>;
}
