import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, Modal, ModalBody, ModalFooter, ModalHeader, showToast } from '@seodang/sdk/web';
import type { IssuedCredential } from '../../common/accounts.ts';
import { accountApi } from '../account-api.ts';
import { CredentialSheet } from './credential-sheet.tsx';

/**
 * "Reset password" / "Reset picture password" for one account the channel made: asks first (the
 * old credential stops working and its sessions end), then shows the new one once.
 */
export function ResetCredentialButton({
  account,
  picture,
  onReset,
}: {
  account: { id: number; name: string; loginId: string };
  picture: boolean;
  onReset?: () => void;
}) {
  const { t } = useTranslation('channel-admin');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [issued, setIssued] = useState<IssuedCredential[] | null>(null);

  const reset = async () => {
    setBusy(true);
    try {
      setIssued([await accountApi.reset(account.id)]);
      setAsking(false);
      onReset?.();
    } catch (e) {
      showToast(isApiError(e) ? e.message : t('common:error.unexpected'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="sm" outline onClick={() => setAsking(true)} data-testid="reset-credential">
        {t(picture ? 'accounts.list.resetPicture' : 'accounts.list.reset')}
      </Button>
      {asking ? (
        <Modal open onClose={() => setAsking(false)} testId="reset-confirm">
          <ModalHeader>
            {t('accounts.reset.title', { name: `${account.name} (${account.loginId})` })}
          </ModalHeader>
          <ModalBody>
            <p>{t('accounts.reset.body')}</p>
          </ModalBody>
          <ModalFooter>
            <Button outline onClick={() => setAsking(false)}>
              {t('accounts.reset.cancel')}
            </Button>
            <Button color="danger" loading={busy} onClick={() => void reset()}>
              {t('accounts.reset.ok')}
            </Button>
          </ModalFooter>
        </Modal>
      ) : null}
      <CredentialSheet credentials={issued} onClose={() => setIssued(null)} />
    </>
  );
}
