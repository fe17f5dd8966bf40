import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roles } from '@seodang/sdk/common';
import { Button } from '@seodang/sdk/web';
import type { MemberAction, MemberView } from '../../common/index.ts';
import type { MembersTab } from '../member-query.ts';
import type { MemberRequest } from '../use-member-actions.ts';
import { useManagerRights } from '../use-manager-rights.ts';

const joinedActions: MemberAction[] = ['activate', 'deactivate', 'remove'];
const approvalActions: MemberAction[] = ['accept', 'refuse'];

/** Actions on the selected members (each is confirmed first, naming them). */
export function BulkBar({
  tab,
  members,
  onRequest,
  onClear,
}: {
  tab: MembersTab;
  members: MemberView[];
  onRequest: (request: MemberRequest) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('channel-admin');
  const id = useId();
  const [role, setRole] = useState('student');
  const { mayAct, managesAdmins } = useManagerRights();
  if (!members.length) return null;
  return (
    <div className="ca-bulk sd-card" role="region" aria-label={t('bulk.label', { count: members.length })}>
      <strong>{t('bulk.label', { count: members.length })}</strong>
      {(tab === 'approvals' ? approvalActions : joinedActions).filter(mayAct).map((action) => (
        <Button
          key={action}
          size="sm"
          color={action === 'remove' || action === 'refuse' ? 'danger' : 'primary'}
          onClick={() => onRequest({ action, members })}
          data-testid={`bulk-${action}`}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      {tab === 'all' ? (
        <span className="ca-bulk__role">
          <label htmlFor={`${id}-role`}>{t('bulk.role')}</label>
          <select id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value)}>
            {roles.map((r) => (
              <option key={r} value={r} disabled={r === 'admin' && !managesAdmins}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
          <Button size="sm" outline onClick={() => onRequest({ action: 'role', members, role })}>
            {t('bulk.applyRole')}
          </Button>
        </span>
      ) : null}
      <Button size="sm" outline onClick={onClear}>
        {t('bulk.clear')}
      </Button>
    </div>
  );
}
