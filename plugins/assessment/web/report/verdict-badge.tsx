import { useTranslation } from 'react-i18next';
import { judgeVerdictLabel, verdictTone, type VerdictTone } from '@seodang/plugin-workspace/common';

/** Each tone also has its own mark, so a verdict never rests on colour alone. */
const marks: Record<VerdictTone, string> = { pass: '✓', partial: '◐', fail: '✗', neutral: '•' };

/** A verdict or outcome as a badge: a mark and the label, coloured by how it reads (passed, failed, undecided). */
export function VerdictBadge({ code, label, prefix }: { code: string; label: string; prefix?: string }) {
  const tone = verdictTone(code);
  return (
    <span className={`as-verdict as-verdict--${tone}`} data-verdict={code}>
      <span aria-hidden="true" className="as-verdict__mark">
        {marks[tone]}
      </span>
      {prefix ? `${prefix}: ` : ''}
      {label}
    </span>
  );
}

/** A judged test's verdict in the language in use (the workspace's verdict table, shared by the product). */
export function TestVerdict({ name, verdict }: { name: string; verdict: string }) {
  const { i18n } = useTranslation('assessment');
  return <VerdictBadge code={verdict} label={judgeVerdictLabel(verdict, i18n.language)} prefix={name} />;
}

/** A submission's overall result (RIGHT, WRONG_TESTCASES, COMPILE_ERROR…) in the language in use. */
export function OutcomeBadge({ outcome }: { outcome: string }) {
  const { t } = useTranslation('assessment');
  return (
    <VerdictBadge
      code={outcome}
      label={t(`report.submissions.outcomes.${outcome}`, { defaultValue: outcome })}
    />
  );
}
