import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@seodang/sdk/web';
import { examRemovalApi, type ManagedMember } from './exam-removal-api.ts';
import { useSubmit } from './use-submit.ts';

/**
 * Removes a saved examinee or supervisor from the exam at once (not with the exam's save). An
 * examinee who has started stays: their answers and records are evidence, so the button is
 * off and says why.
 */
export function MemberRemoveButton({
  seq,
  examIndex,
  member,
  onRemoved,
}: {
  seq: number;
  examIndex: number;
  member: ManagedMember;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('assessment');
  const reasonId = useId();
  const { error, busy, run } = useSubmit();
  if (member.started) {
    return (
      <span className="ma-started" title={t('examRemoval.startedReason')} data-testid="member-started">
        <span className="as-badge">{t('examRemoval.started')}</span>
        <span id={reasonId} className="sd-visually-hidden">
          {t('examRemoval.startedReason')}
        </span>
        <Button size="sm" disabled aria-describedby={reasonId} data-testid="remove-saved-member">
          {t('examEditor.remove')}
        </Button>
      </span>
    );
  }
  return (
    <>
      <Button
        size="sm"
        disabled={busy}
        data-testid="remove-saved-member"
        aria-label={t('examRemoval.removeMemberOf', { name: member.name })}
        onClick={() =>
          void run(async () => {
            await examRemovalApi.removeMember(seq, examIndex, member.id);
            onRemoved();
          })
        }
      >
        {t('examEditor.remove')}
      </Button>
      {error ? (
        <span className="as-error" role="alert" data-testid="remove-member-error">
          {error}
        </span>
      ) : null}
    </>
  );
}
