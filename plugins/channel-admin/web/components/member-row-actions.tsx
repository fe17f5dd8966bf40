import { useTranslation } from 'react-i18next';
import { roles } from '@seodang/sdk/common';
import { Button } from '@seodang/sdk/web';
import { actionsFor, type MemberView } from '../../common/index.ts';
import type { MemberRequest } from '../use-member-actions.ts';
import { useManagerRights } from '../use-manager-rights.ts';
import { ResetCredentialButton } from './reset-credential-button.tsx';

/** One member's actions: those their state allows, the role, and the profile editor. */
export function MemberRowActions({
  member,
  onRequest,
  onEdit,
}: {
  member: MemberView;
  onRequest: (request: MemberRequest) => void;
  onEdit: (member: MemberView) => void;
}) {
  const { t } = useTranslation('channel-admin');
  const { mayAct, managesAdmins } = useManagerRights();
  return (
    <div className="ca-row-actions">
      {actionsFor(member)
        .filter(mayAct)
        .map((action) => (
          <Button
            key={action}
            size="sm"
            outline
            color={action === 'remove' || action === 'refuse' ? 'danger' : 'primary'}
            onClick={() => onRequest({ action, members: [member] })}
            data-testid={`member-${action}`}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      {member.state === 'joined' && !member.isMainManager ? (
        <select
          aria-label={t('actions.roleOf', { name: member.name })}
          value={member.role}
          disabled={member.role === 'admin' && !managesAdmins}
          onChange={(e) => onRequest({ action: 'role', members: [member], role: e.target.value })}
        >
          {roles.map((r) => (
            <option key={r} value={r} disabled={r === 'admin' && !managesAdmins}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      ) : null}
      <Button size="sm" outline onClick={() => onEdit(member)}>
        {t('actions.edit')}
      </Button>
      {member.hasPicturePassword && member.state === 'joined' && member.isActive ? (
        <ResetCredentialButton account={member} picture />
      ) : null}
    </div>
  );
}
