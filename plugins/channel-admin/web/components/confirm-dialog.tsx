import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@seodang/sdk/web';
import { useNames, type MemberRequest } from '../use-member-actions.ts';

/** Asks before a member action, naming the members it is for (and the new role of a role change). */
export function ConfirmDialog({
  request,
  busy,
  onConfirm,
  onClose,
}: {
  request: MemberRequest | null;
  busy: boolean;
  onConfirm: (request: MemberRequest) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('channel-admin');
  const names = useNames();
  if (!request) return null;
  const action =
    request.action === 'role'
      ? `${t('actions.changeRole')}: ${t(`roles.${request.role}`)}`
      : t(`actions.${request.action}`);
  return (
    <Modal open onClose={onClose} testId="member-confirm">
      <ModalHeader>{t('confirm.title', { action })}</ModalHeader>
      <ModalBody>
        <p>{t('confirm.body', { action, names: names(request.members) })}</p>
      </ModalBody>
      <ModalFooter>
        <Button outline onClick={onClose}>
          {t('confirm.cancel')}
        </Button>
        <Button
          color={request.action === 'remove' || request.action === 'refuse' ? 'danger' : 'primary'}
          loading={busy}
          onClick={() => onConfirm(request)}
          data-testid="member-confirm-ok"
        >
          {t('confirm.ok')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
