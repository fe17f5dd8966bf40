import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  ErrorState,
  isApiError,
  Loading,
  showToast,
  useAuth,
  useMessage,
  usePageInfo,
} from '@seodang/sdk/web';
import { curriculumMapSchema, lectureMessages } from '../../common/index.ts';
import { lectureApi, type CurriculumCodeMap } from '../api.ts';
import '../components/lectures.css';

type Entry = CurriculumCodeMap['entries'][number];

/**
 * `/teach/curriculum-codes`: the channel admin (the site admin on the public site) names the lesson
 * phases and the content-type code each maps to. Checked with the server's schema before saving.
 */
export function CurriculumCodesScreen() {
  const { t } = useTranslation('lectures');
  const message = useMessage([lectureMessages]);
  const { userData } = useAuth();
  const { channelData } = usePageInfo();
  const client = useQueryClient();
  const isAdmin = userData?.role === 'admin';
  const query = useQuery({
    queryKey: ['lectures', 'curriculum-codes'],
    queryFn: lectureApi.curriculumCodes,
    enabled: isAdmin,
  });
  const [rows, setRows] = useState<Entry[]>([]);
  const [error, setError] = useState<{ text: string; row?: number } | null>(null);
  useEffect(() => {
    if (query.data) setRows(query.data.entries);
  }, [query.data]);

  const done = (data: CurriculumCodeMap) => {
    client.setQueryData(['lectures', 'curriculum-codes'], data);
    setError(null);
    showToast(t('codes.saved'), { type: 'success' });
  };
  const failed = (e: unknown) => setError({ text: isApiError(e) ? e.message : t('codes.failed') });
  const save = useMutation({ mutationFn: lectureApi.saveCurriculumCodes, onSuccess: done, onError: failed });
  const reset = useMutation({
    mutationFn: lectureApi.resetCurriculumCodes,
    onSuccess: done,
    onError: failed,
  });

  const submit = () => {
    const parsed = curriculumMapSchema.safeParse({ entries: rows });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const row = typeof issue.path[1] === 'number' ? issue.path[1] : undefined;
      setError({ text: message(issue.message), row });
      if (row !== undefined)
        document.querySelectorAll<HTMLInputElement>('[data-testid=codes-phase]')[row]?.focus();
      return;
    }
    save.mutate(parsed.data.entries);
  };
  const setRow = (i: number, patch: Partial<Entry>) =>
    setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  if (!isAdmin)
    return (
      <div className="sd-container">
        <EmptyState>{t('codes.adminOnly')}</EmptyState>
      </div>
    );
  return (
    <div className="sd-container" data-testid="curriculum-codes">
      <h1>{t('title.curriculumCodes')}</h1>
      <p className="lc-muted">{t('codes.lead', { scope: channelData?.name ?? t('codes.publicSite') })}</p>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <form
          className="sd-form sd-card"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <p>
            <span className="lc-badge">
              {query.data.isDefault ? t('codes.isDefault') : t('codes.isCustom')}
            </span>
          </p>
          <table className="lc-table">
            <thead>
              <tr>
                <th scope="col">{t('codes.phase')}</th>
                <th scope="col">{t('codes.code')}</th>
                <th scope="col">
                  <span className="lc-muted">{t('common.delete')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i} data-testid="codes-row">
                  <td>
                    <input
                      className="sd-input"
                      aria-label={`${t('codes.phase')} ${i + 1}`}
                      value={row.phase}
                      maxLength={30}
                      aria-invalid={error?.row === i ? true : undefined}
                      onChange={(e) => setRow(i, { phase: e.target.value })}
                      data-testid="codes-phase"
                    />
                  </td>
                  <td>
                    <select
                      className="sd-input"
                      aria-label={`${t('codes.code')} ${i + 1}`}
                      value={row.code}
                      onChange={(e) => setRow(i, { code: e.target.value })}
                      data-testid="codes-code"
                    >
                      {query.data.codes.map((c) => (
                        <option key={c} value={c}>
                          {c} · {t(`codes.groups.${c[0] === '#' ? c[1] : 'quiz'}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <Button
                      size="sm"
                      outline
                      aria-label={`${t('common.delete')}: ${row.phase || i + 1}`}
                      onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
                    >
                      {t('common.delete')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? <EmptyState>{t('codes.empty')}</EmptyState> : null}
          {/* Beside the save button, where the admin is looking when it answers. */}
          {error ? (
            <div className="sd-alert sd-alert--error" role="alert" data-testid="codes-error">
              {error.text}
            </div>
          ) : null}
          <div className="lc-actions" style={{ justifyContent: 'space-between', marginTop: '1rem' }}>
            <Button
              onClick={() => setRows((list) => [...list, { phase: '', code: query.data.codes[0] }])}
              data-testid="codes-add"
            >
              {t('codes.add')}
            </Button>
            <span className="lc-actions">
              <Button
                outline
                disabled={query.data.isDefault}
                loading={reset.isPending}
                onClick={() => {
                  if (confirm(t('codes.confirmReset'))) reset.mutate();
                }}
                data-testid="codes-reset"
              >
                {t('codes.reset')}
              </Button>
              <Button type="submit" color="primary" loading={save.isPending} data-testid="codes-save">
                {t('common.save')}
              </Button>
            </span>
          </div>
        </form>
      ) : null}
    </div>
  );
}

export default CurriculumCodesScreen;
