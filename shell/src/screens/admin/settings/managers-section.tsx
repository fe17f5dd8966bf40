import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { managerRights, type ManagerRight } from '@seodang/sdk/common';
import { Button, DataTable, ErrorState, isApiError, Loading, showToast } from '@seodang/sdk/web';
import {
  loadManagers,
  managersQueryKey,
  removeCoManager,
  saveRights,
  type ManagerView,
  type MemberChoice,
} from './manager-api.ts';
import { MemberPicker } from './member-picker.tsx';
import { RemoveManagerDialog } from './remove-manager-dialog.tsx';
import { TransferSection } from './transfer-section.tsx';
import { channelAdminNs } from './texts.ts';
import './manager-texts.ts';

/**
 * "Admin settings" on /admin/settings (spec §3): the main manager and co-managers with each
 * co-manager's rights, which only the main manager toggles; adding a co-manager from the members;
 * the transfer of the main manager role. Co-managers see the list and their own rights.
 */
export function ManagersSection({ channelName }: { channelName: string }) {
  const { t } = useTranslation(channelAdminNs);
  const client = useQueryClient();
  const managers = useQuery({ queryKey: managersQueryKey, queryFn: loadManagers });
  const [candidate, setCandidate] = useState<MemberChoice | null>(null);
  const [leaving, setLeaving] = useState<ManagerView | null>(null);
  const fail = (error: unknown) =>
    showToast(isApiError(error) ? error.message : t('common:error.unexpected'), { type: 'error' });
  const save = useMutation({
    mutationFn: ({ userId, rights }: { userId: number; rights: ManagerRight[] }) =>
      saveRights(userId, rights),
    onSuccess: () => {
      showToast(t('rightsSaved'), { type: 'success' });
      void client.invalidateQueries({ queryKey: managersQueryKey });
    },
    onError: fail,
  });
  const add = useMutation({
    mutationFn: (m: MemberChoice) => saveRights(m.id, [...managerRights]),
    onSuccess: (_r, m) => {
      showToast(t('coManagerAdded', { name: m.name }), { type: 'success' });
      setCandidate(null);
      void client.invalidateQueries({ queryKey: managersQueryKey });
    },
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (m: ManagerView) => removeCoManager(m.id),
    onSuccess: (_r, m) => {
      showToast(t('coManagerRemoved', { name: m.name }), { type: 'success' });
      setLeaving(null);
      void client.invalidateQueries({ queryKey: managersQueryKey });
    },
    onError: fail,
  });

  if (managers.isPending) return <Loading />;
  if (managers.isError) return <ErrorState error={managers.error} onRetry={() => void managers.refetch()} />;
  const { list, me } = managers.data;
  const editable = me.isMainManager;
  const toggle = (m: ManagerView, right: ManagerRight, on: boolean) =>
    save.mutate({
      userId: m.id,
      rights: managerRights.filter((r) => (r === right ? on : m.rights.includes(r))),
    });
  return (
    <section className="sd-card" data-testid="managers-section" aria-labelledby="managers-title">
      <h2 id="managers-title">{t('adminSettings')}</h2>
      {editable ? null : (
        <p>
          {t('mainManagerOnlyNote')}{' '}
          {t('yourRights', { rights: me.rights.map((r) => t(`right.${r}`)).join(', ') || '—' })}
        </p>
      )}
      <DataTable
        rows={list}
        rowKey={(m) => m.id}
        caption={t('coManagers')}
        testId="managers-table"
        columns={[
          {
            key: 'name',
            header: t('adminName'),
            cell: (m) => (
              <>
                {m.name} ({m.loginId}){m.isMainManager ? ` · ${t('mainManager')}` : ''}
              </>
            ),
          },
          ...managerRights.map((right) => ({
            key: right,
            header: t(`right.${right}`),
            cell: (m: ManagerView) => (
              <input
                type="checkbox"
                aria-label={`${t('rightsOf', { name: m.name })}: ${t(`right.${right}`)}`}
                checked={m.isMainManager || m.rights.includes(right)}
                disabled={!editable || m.isMainManager || save.isPending}
                onChange={(e) => toggle(m, right, e.target.checked)}
              />
            ),
          })),
          ...(editable
            ? [
                {
                  key: 'remove',
                  header: t('removeCoManager'),
                  cell: (m: ManagerView) =>
                    m.isMainManager ? null : (
                      <Button
                        size="sm"
                        aria-label={`${t('removeCoManager')}: ${m.name} (${m.loginId})`}
                        onClick={() => setLeaving(m)}
                        data-testid={`remove-co-manager-${m.loginId}`}
                      >
                        {t('removeCoManager')}
                      </Button>
                    ),
                },
              ]
            : []),
        ]}
      />
      <RemoveManagerDialog
        manager={leaving}
        busy={remove.isPending}
        onConfirm={() => leaving && remove.mutate(leaving)}
        onClose={() => setLeaving(null)}
      />
      {editable ? (
        <>
          <h3>{t('addCoManager')}</h3>
          <MemberPicker
            label={t('pickMember')}
            value={candidate}
            exclude={(c) => list.some((m) => m.id === c.id)}
            onPick={setCandidate}
          />
          <Button
            disabled={!candidate}
            loading={add.isPending}
            onClick={() => candidate && add.mutate(candidate)}
            data-testid="add-co-manager"
          >
            {t('addCoManager')}
          </Button>
          <TransferSection channelName={channelName} />
        </>
      ) : null}
    </section>
  );
}
