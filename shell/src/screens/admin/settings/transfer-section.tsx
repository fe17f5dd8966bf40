import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, showToast } from '@seodang/sdk/web';
import { transferMainManager, type MemberChoice } from './manager-api.ts';
import { MemberPicker } from './member-picker.tsx';
import { channelAdminNs } from './texts.ts';

/** The main manager hands their role to a member, after typing the channel's name. */
export function TransferSection({ channelName }: { channelName: string }) {
  const { t } = useTranslation(channelAdminNs);
  const client = useQueryClient();
  const confirmId = useId();
  const [target, setTarget] = useState<MemberChoice | null>(null);
  const [typed, setTyped] = useState('');
  const transfer = useMutation({
    mutationFn: () => transferMainManager(target!.id, typed),
    onSuccess: () => {
      showToast(t('transferred'), { type: 'success' });
      setTarget(null);
      setTyped('');
      // The caller is no longer the main manager: the page data and the lists change.
      void client.invalidateQueries();
    },
    onError: (error) =>
      showToast(isApiError(error) ? error.message : t('common:error.unexpected'), { type: 'error' }),
  });
  return (
    <div data-testid="transfer-section">
      <h3>{t('transfer')}</h3>
      <p>{t('transferLead')}</p>
      <MemberPicker label={t('transferTo')} value={target} exclude={() => false} onPick={setTarget} />
      <div className="sd-field">
        <label className="sd-field__label" htmlFor={confirmId}>
          {t('transferConfirm', { name: channelName })}
        </label>
        <input
          id={confirmId}
          className="sd-input"
          value={typed}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <Button
        color="danger"
        disabled={!target || typed.trim() !== channelName.trim()}
        loading={transfer.isPending}
        onClick={() => transfer.mutate()}
        data-testid="transfer-main-manager"
      >
        {t('transferButton')}
      </Button>
    </div>
  );
}
