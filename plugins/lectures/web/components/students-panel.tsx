import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, ErrorState, isApiError, Loading, showToast } from '@seodang/sdk/web';
import { lectureApi } from '../api.ts';

/** Students of a lecture: accept or refuse requests, invite by login id. */
export function StudentsPanel({ sequence }: { sequence: number }) {
  const { t } = useTranslation('lectures');
  const client = useQueryClient();
  const inviteId = useId();
  const [ids, setIds] = useState('');
  const query = useQuery({
    queryKey: ['lectures', 'students', sequence],
    queryFn: () => lectureApi.students(sequence),
  });
  const refresh = () => client.invalidateQueries({ queryKey: ['lectures', 'students', sequence] });
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      await refresh();
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    }
  };
  const invite = () =>
    act(async () => {
      const result = await lectureApi.invite(
        sequence,
        ids
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      showToast(t('manage.invited', { count: result.invited.length }), { type: 'success' });
      if (result.notFound.length)
        showToast(t('manage.notFound', { ids: result.notFound.join(', ') }), { type: 'warning' });
      setIds('');
    });
  return (
    <section aria-labelledby="lc-students">
      <h2 id="lc-students">{t('manage.students')}</h2>
      <form
        className="lc-searchbar"
        onSubmit={(e) => {
          e.preventDefault();
          void invite();
        }}
      >
        <label htmlFor={inviteId} className="lc-muted" style={{ alignSelf: 'center' }}>
          {t('manage.inviteIds')}
        </label>
        <input id={inviteId} className="sd-input" value={ids} onChange={(e) => setIds(e.target.value)} />
        <Button type="submit" color="primary" disabled={!ids.trim()}>
          {t('manage.invite')}
        </Button>
      </form>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data?.length === 0 ? <EmptyState>{t('manage.noStudents')}</EmptyState> : null}
      {query.data?.length ? (
        <table className="lc-table">
          <tbody>
            {query.data.map((s) => (
              <tr key={s.id} data-testid="student-row">
                <td>
                  {s.name} <span className="lc-muted">({s.userId})</span>
                </td>
                <td>{t(`manage.states.${s.state}`)}</td>
                <td className="lc-actions">
                  {s.state === 'waiting' ? (
                    <>
                      <Button
                        size="sm"
                        color="primary"
                        onClick={() => void act(() => lectureApi.review(sequence, s.id, true))}
                      >
                        {t('manage.acceptStudent')}
                      </Button>
                      <Button
                        size="sm"
                        onClick={() => void act(() => lectureApi.review(sequence, s.id, false))}
                      >
                        {t('manage.refuseStudent')}
                      </Button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
