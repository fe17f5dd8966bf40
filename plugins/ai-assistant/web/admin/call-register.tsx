import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable, Pagination, QueryList, useFormat } from '@seodang/sdk/web';
import type { AiRegisterRow } from '../../common/views.ts';
import { settledCallStatuses } from '../../common/call-statuses.ts';
import type { AiApi } from '../api.ts';

const actions = ['code_explanation', 'code_solution', 'chat', 'qna'] as const;
const pageSize = 20;

/**
 * The register of calls in the period, filtered by action and status, a page at a time, each
 * question with its answer to open (the learners' prompt history).
 */
export function CallRegister({
  ai,
  period,
  lecture,
}: {
  ai: AiApi;
  period: { from: string; to: string };
  lecture?: number;
}) {
  const { t } = useTranslation('ai-assistant');
  const { formatDateTime, formatNumber } = useFormat();
  const [action, setAction] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const ids = { action: useId(), status: useId() };
  const filter = {
    ...period,
    lecture,
    action: action || undefined,
    status: status || undefined,
    page,
    pageSize,
  };
  const query = useQuery({
    queryKey: ['ai-assistant', 'register', filter],
    queryFn: () => ai.register(filter),
    placeholderData: keepPreviousData,
  });
  return (
    <div className="ai-register" data-testid="ai-register">
      <h4>{t('register.title')}</h4>
      <div className="ai-report__bar">
        <label htmlFor={ids.action}>{t('report.action')}</label>
        <select
          id={ids.action}
          className="sd-input sd-input--sm"
          value={action}
          onChange={(e) => {
            setAction(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('register.all')}</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {t(`action.${a}`)}
            </option>
          ))}
        </select>
        <label htmlFor={ids.status}>{t('register.status')}</label>
        <select
          id={ids.status}
          className="sd-input sd-input--sm"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{t('register.all')}</option>
          {settledCallStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`register.statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryList query={query} rows={(d) => d.list} empty={t('register.empty')}>
        {(rows, data) => (
          <>
            <DataTable<AiRegisterRow>
              caption={t('register.title')}
              captionHidden
              rows={rows}
              rowKey={(r) => r.responseId}
              scrollClassName="sd-table-scroll"
              testId="ai-register-table"
              columns={[
                { key: 'time', header: t('register.time'), cell: (r) => formatDateTime(r.createdAt) },
                { key: 'user', header: t('register.user'), cell: (r) => r.userName },
                {
                  key: 'lecture',
                  header: t('report.lecture'),
                  cell: (r) => r.lectureTitle || t('report.noLecture'),
                },
                { key: 'action', header: t('report.action'), cell: (r) => t(`action.${r.action}`) },
                {
                  key: 'guardrail',
                  header: t('register.guardrail'),
                  cell: (r) => t(`guardrail.${r.guardrail}`),
                },
                {
                  key: 'status',
                  header: t('register.status'),
                  cell: (r) => t(`register.statuses.${r.status}`, { defaultValue: r.status }),
                },
                {
                  key: 'tokens',
                  header: t('report.tokens'),
                  cell: (r) =>
                    `${formatNumber(r.tokens)}${r.tokensEstimated ? ` (${t('register.estimated')})` : ''}`,
                },
                {
                  key: 'first',
                  header: t('register.firstToken'),
                  cell: (r) => (r.firstTokenMs === null ? '–' : `${formatNumber(r.firstTokenMs)} ms`),
                },
                {
                  key: 'question',
                  header: t('register.question'),
                  cell: (r) =>
                    r.answer ? (
                      <details>
                        <summary>{r.question ?? '–'}</summary>
                        <p className="ai-register__answer">{r.answer}</p>
                      </details>
                    ) : (
                      (r.question ?? '–')
                    ),
                },
              ]}
            />
            <Pagination page={page} pageCount={Math.ceil(data.total / pageSize)} onChange={setPage} />
          </>
        )}
      </QueryList>
    </div>
  );
}
