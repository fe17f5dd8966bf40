import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  DataTable,
  isApiError,
  QueryList,
  showToast,
  TextField,
  useFormat,
  useMessage,
} from '@seodang/sdk/web';
import { commerceMessages } from '../../common/messages.ts';
import { couponAdminMessages } from '../../common/coupon-admin-messages.ts';
import { couponSaveSchema, type CouponSave, type CouponView } from '../../common/coupon-admin.ts';
import { manageApi } from '../manage-api.ts';
import { fromLocalInput, toLocalInput } from './local-time.ts';
import { useWon } from './price.tsx';
import { ItemChecklist } from './item-checklist.tsx';
import { ManageNav } from './manage-nav.tsx';
import './manage.css';

const catalogues = [couponAdminMessages, commerceMessages];

interface Form {
  code: string;
  name: string;
  couponDetailType: 'percent' | 'basic';
  couponContent: string;
  couponOnly: boolean;
  targets: number[];
  bundleTargets: number[];
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerUser: boolean;
  userIds: string;
  enabled: boolean;
}

const blank: Form = {
  code: '',
  name: '',
  couponDetailType: 'percent',
  couponContent: '',
  couponOnly: false,
  targets: [],
  bundleTargets: [],
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  oncePerUser: true,
  userIds: '',
  enabled: true,
};

const formOf = (c: CouponView): Form => ({
  code: c.code,
  name: c.name,
  couponDetailType: c.couponDetailType,
  couponContent: String(c.couponContent),
  couponOnly: c.couponOnly,
  targets: c.targets.filter((x) => x.itemType === 'lecture').map((x) => x.sequence),
  bundleTargets: c.targets.filter((x) => x.itemType === 'bundle').map((x) => x.sequence),
  startsAt: toLocalInput(c.startsAt),
  endsAt: toLocalInput(c.endsAt),
  usageLimit: c.usageLimit === null ? '' : String(c.usageLimit),
  oncePerUser: c.oncePerUser,
  userIds: c.users.map((u) => u.id).join(', '),
  enabled: c.enabled,
});

const numberOrText = (v: string): number | string =>
  v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v;

/**
 * Coupon management (spec "Coupon management"): the list with each coupon's usage (used / limit)
 * and state, switching one off or on, and the form to create or edit one. `scope` `teach`: a
 * teacher's coupons for their own lectures (`/teach/coupons`); `admin`: every coupon of the
 * channel (`/admin/coupons`). The server decides what the caller may see and change.
 */
export function CouponManager({ scope }: { scope: 'teach' | 'admin' }) {
  const { t } = useTranslation('commerce');
  const message = useMessage(catalogues);
  const { formatDateTime } = useFormat();
  const won = useWon();
  const client = useQueryClient();
  const coupons = useQuery({ queryKey: ['commerce', 'coupons'], queryFn: manageApi.coupons });
  const lectures = useQuery({
    queryKey: ['commerce', 'my-lectures'],
    queryFn: manageApi.myLectures,
    retry: false,
  });
  const [editing, setEditing] = useState<CouponView | 'new' | null>(null);
  const [form, setForm] = useState<Form>(blank);
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const paid = (lectures.data ?? []).filter((l) => !l.isFree);
  // The bundles a coupon may name: the teacher's own, or the channel's for its admin.
  const bundles = useQuery({ queryKey: ['commerce', 'bundles'], queryFn: manageApi.bundles });
  const locked = editing !== null && editing !== 'new' && editing.isUsed;

  const open = (c: CouponView | 'new') => {
    setEditing(c);
    setForm(c === 'new' ? blank : formOf(c));
    setError(null);
  };
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const refresh = () => client.invalidateQueries({ queryKey: ['commerce', 'coupons'] });

  const save = useMutation({
    mutationFn: (body: CouponSave) =>
      editing && editing !== 'new'
        ? manageApi.updateCoupon(editing.couponIndex, body)
        : manageApi.createCoupon(body),
    onSuccess: () => {
      showToast(t('manage.common.saved'), { type: 'success' });
      setEditing(null);
      void refresh();
    },
    onError: (e) => setError({ text: isApiError(e) ? e.message : t('manage.common.failed') }),
  });
  const toggle = useMutation({
    mutationFn: (c: CouponView) => manageApi.setCouponEnabled(c.couponIndex, !c.enabled),
    onSuccess: (c) => {
      showToast(t(c.enabled ? 'manage.coupons.enabledToast' : 'manage.coupons.disabled', { code: c.code }), {
        type: 'success',
      });
      void refresh();
    },
    onError: (e) => showToast(isApiError(e) ? e.message : t('manage.common.failed'), { type: 'error' }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ids = form.userIds
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.some((s) => !/^\d{1,16}$/.test(s))) {
      setError({ text: t('manage.coupons.userIdsInvalid'), field: 'userIds' });
      return;
    }
    const parsed = couponSaveSchema.safeParse({
      code: form.code,
      name: form.name,
      couponDetailType: form.couponDetailType,
      couponContent: numberOrText(form.couponContent),
      couponOnly: form.couponOnly,
      targets: form.targets,
      bundleTargets: form.bundleTargets,
      startsAt: fromLocalInput(form.startsAt),
      endsAt: fromLocalInput(form.endsAt),
      usageLimit: form.usageLimit.trim() === '' ? null : numberOrText(form.usageLimit),
      oncePerUser: form.oncePerUser,
      userIds: ids.map(Number),
      enabled: form.enabled,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? '');
      setError({ text: message(issue.message), field });
      document.getElementById(`cm-coupon-${field}`)?.focus();
      return;
    }
    if (scope === 'teach' && parsed.data.targets.length === 0 && form.bundleTargets.length === 0) {
      setError({ text: message('commerce.validation.teacherCouponTargets'), field: 'targets' });
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  const invalid = (field: string) => (error?.field === field ? true : undefined);
  const discountOf = (c: CouponView) =>
    c.couponDetailType === 'percent'
      ? t('manage.coupons.percentValue', { value: c.couponContent })
      : won(c.couponContent);

  return (
    <div className="sd-container cm-manage" data-testid={`coupons-${scope}`}>
      <h1>{t(scope === 'admin' ? 'manage.title.adminCoupons' : 'manage.title.teachCoupons')}</h1>
      {scope === 'teach' ? <ManageNav current="coupons" /> : null}
      <p className="cm-muted">
        {t(scope === 'admin' ? 'manage.coupons.leadAdmin' : 'manage.coupons.leadTeach')}
      </p>
      {editing === null ? (
        <p>
          <Button color="primary" onClick={() => open('new')} data-testid="coupon-new">
            {t('manage.coupons.new')}
          </Button>
        </p>
      ) : (
        <form className="sd-form sd-card" noValidate onSubmit={submit} data-testid="coupon-form">
          <h2>
            {editing === 'new'
              ? t('manage.coupons.new')
              : t('manage.coupons.editing', { code: editing.code })}
          </h2>
          {locked ? <p className="cm-muted">{t('manage.coupons.usedLocked')}</p> : null}
          {error ? (
            <div className="sd-alert sd-alert--error" role="alert" data-testid="coupon-error">
              {error.text}
            </div>
          ) : null}
          <TextField
            id="cm-coupon-code"
            label={t('manage.coupons.code')}
            hint={t('manage.coupons.codeHint')}
            required
            maxLength={40}
            value={form.code}
            disabled={locked}
            aria-invalid={invalid('code')}
            onChange={(e) => set({ code: e.target.value })}
            data-testid="coupon-code"
          />
          <TextField
            id="cm-coupon-name"
            label={t('manage.coupons.name')}
            maxLength={100}
            value={form.name}
            aria-invalid={invalid('name')}
            onChange={(e) => set({ name: e.target.value })}
          />
          <div className="sd-field">
            <label className="sd-field__label" htmlFor="cm-coupon-couponDetailType">
              {t('manage.coupons.type')}
            </label>
            <select
              id="cm-coupon-couponDetailType"
              className="sd-input"
              value={form.couponDetailType}
              disabled={locked}
              onChange={(e) => set({ couponDetailType: e.target.value as Form['couponDetailType'] })}
              data-testid="coupon-type"
            >
              <option value="percent">{t('manage.coupons.types.percent')}</option>
              <option value="basic">{t('manage.coupons.types.basic')}</option>
            </select>
          </div>
          <TextField
            id="cm-coupon-couponContent"
            label={t('manage.coupons.content')}
            hint={t(
              form.couponDetailType === 'percent'
                ? 'manage.coupons.contentHintPercent'
                : 'manage.coupons.contentHintBasic',
            )}
            required
            inputMode="numeric"
            value={form.couponContent}
            disabled={locked}
            aria-invalid={invalid('couponContent')}
            onChange={(e) => set({ couponContent: e.target.value })}
            data-testid="coupon-content"
          />
          <label className="sd-check">
            <input
              type="checkbox"
              checked={form.couponOnly}
              disabled={locked}
              onChange={(e) => set({ couponOnly: e.target.checked })}
            />
            {t('manage.coupons.couponOnly')}
          </label>
          <fieldset className="sd-fieldset" id="cm-coupon-targets" tabIndex={-1}>
            <legend>{t('manage.coupons.targets')}</legend>
            <p className="cm-muted">
              {t(scope === 'admin' ? 'manage.coupons.targetsHintAdmin' : 'manage.coupons.targetsHintTeach')}
            </p>
            <ItemChecklist
              items={paid.map((l) => ({ id: l.sequence, label: l.subject }))}
              chosen={form.targets}
              onChange={(targets) => set({ targets })}
              loading={lectures.isPending}
              empty={t('manage.common.noLectures')}
              testId="coupon-target"
            />
            {(bundles.data?.list.length ?? 0) > 0 ? (
              <fieldset className="sd-fieldset" id="cm-coupon-bundleTargets" tabIndex={-1}>
                <legend>{t('manage.coupons.bundleTargets')}</legend>
                <ItemChecklist
                  items={(bundles.data?.list ?? []).map((b) => ({ id: b.bundleIndex, label: b.title }))}
                  chosen={form.bundleTargets}
                  onChange={(bundleTargets) => set({ bundleTargets })}
                  loading={false}
                  empty={null}
                  testId="coupon-bundle-target"
                />
              </fieldset>
            ) : null}
          </fieldset>
          <div className="cm-manage__row">
            <TextField
              id="cm-coupon-startsAt"
              type="datetime-local"
              label={t('manage.coupons.startsAt')}
              value={form.startsAt}
              aria-invalid={invalid('startsAt')}
              onChange={(e) => set({ startsAt: e.target.value })}
            />
            <TextField
              id="cm-coupon-endsAt"
              type="datetime-local"
              label={t('manage.coupons.endsAt')}
              value={form.endsAt}
              aria-invalid={invalid('endsAt')}
              onChange={(e) => set({ endsAt: e.target.value })}
            />
          </div>
          <TextField
            id="cm-coupon-usageLimit"
            label={t('manage.coupons.usageLimit')}
            hint={t('manage.coupons.usageLimitHint')}
            inputMode="numeric"
            value={form.usageLimit}
            aria-invalid={invalid('usageLimit')}
            onChange={(e) => set({ usageLimit: e.target.value })}
            data-testid="coupon-limit"
          />
          <label className="sd-check">
            <input
              type="checkbox"
              checked={form.oncePerUser}
              onChange={(e) => set({ oncePerUser: e.target.checked })}
            />
            {t('manage.coupons.oncePerUser')}
          </label>
          <TextField
            id="cm-coupon-userIds"
            label={t('manage.coupons.userIds')}
            hint={t('manage.coupons.userIdsHint')}
            value={form.userIds}
            aria-invalid={invalid('userIds')}
            onChange={(e) => set({ userIds: e.target.value })}
          />
          <label className="sd-check">
            <input
              type="checkbox"
              checked={form.enabled}
              onChange={(e) => set({ enabled: e.target.checked })}
            />
            {t('manage.coupons.enabled')}
          </label>
          <div className="cm-manage__actions">
            <Button type="submit" color="primary" loading={save.isPending} data-testid="coupon-save">
              {t('manage.common.save')}
            </Button>
            <Button outline onClick={() => setEditing(null)}>
              {t('manage.common.cancel')}
            </Button>
          </div>
        </form>
      )}
      <h2>{t('manage.coupons.listHeading')}</h2>
      <QueryList query={coupons} rows={(d) => d.list} empty={t('manage.coupons.empty')}>
        {(list) => (
          <DataTable
            rows={list}
            rowKey={(c) => c.couponIndex}
            testId="coupon-list"
            rowTestId="coupon-row"
            columns={[
              {
                key: 'code',
                header: t('manage.coupons.columns.code'),
                cell: (c) => (
                  <>
                    <strong>{c.code}</strong>
                    {c.name ? <div className="cm-muted">{c.name}</div> : null}
                  </>
                ),
              },
              {
                key: 'discount',
                header: t('manage.coupons.columns.discount'),
                cell: (c) => (
                  <>
                    {discountOf(c)}
                    {c.couponOnly ? <div className="cm-muted">{t('manage.coupons.couponOnly')}</div> : null}
                  </>
                ),
              },
              {
                key: 'targets',
                header: t('manage.coupons.columns.targets'),
                cell: (c) =>
                  c.targets.length === 0
                    ? t('manage.coupons.allItems')
                    : c.targets.map((x) => x.title || `#${x.sequence}`).join(', '),
              },
              {
                key: 'period',
                header: t('manage.coupons.columns.period'),
                cell: (c) =>
                  c.startsAt || c.endsAt
                    ? t('manage.coupons.period', {
                        from: c.startsAt ? formatDateTime(c.startsAt) : '',
                        to: c.endsAt ? formatDateTime(c.endsAt) : '',
                      })
                    : t('manage.coupons.always'),
              },
              {
                key: 'usage',
                header: t('manage.coupons.columns.usage'),
                testId: 'coupon-usage',
                cell: (c) =>
                  t('manage.coupons.usage', {
                    used: c.used,
                    limit: c.usageLimit === null ? t('manage.coupons.unlimited') : c.usageLimit,
                  }),
              },
              {
                key: 'status',
                header: t('manage.coupons.columns.status'),
                cell: (c) => (
                  <span className={`cm-status cm-status--${c.status}`}>
                    {t(`manage.coupons.status.${c.status}`)}
                  </span>
                ),
              },
              {
                key: 'actions',
                header: t('manage.coupons.columns.actions'),
                className: 'cm-manage__actions',
                cell: (c) => (
                  <>
                    <Button
                      size="sm"
                      outline
                      onClick={() => open(c)}
                      aria-label={`${t('manage.common.edit')} ${c.code}`}
                    >
                      {t('manage.common.edit')}
                    </Button>
                    <Button
                      size="sm"
                      outline
                      loading={toggle.isPending && toggle.variables?.couponIndex === c.couponIndex}
                      onClick={() => toggle.mutate(c)}
                    >
                      {t(c.enabled ? 'manage.coupons.disable' : 'manage.coupons.enable', { code: c.code })}
                    </Button>
                  </>
                ),
              },
            ]}
          />
        )}
      </QueryList>
    </div>
  );
}
