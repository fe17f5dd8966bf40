import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DataTable, isApiError, QueryList, showToast, TextField, useMessage } from '@seodang/sdk/web';
import { allocate } from '../../common/allocation.ts';
import { couponAdminMessages } from '../../common/coupon-admin-messages.ts';
import { bundleSaveSchema, type BundleSave, type BundleView } from '../../common/coupon-admin.ts';
import { manageApi } from '../manage-api.ts';
import { useWon } from './price.tsx';
import { ItemChecklist } from './item-checklist.tsx';
import { ManageNav } from './manage-nav.tsx';
import './manage.css';

const catalogues = [couponAdminMessages];

interface Form {
  title: string;
  price: string;
  children: number[];
  isPublished: boolean;
}

const blank: Form = { title: '', price: '', children: [], isPublished: false };

/**
 * `/teach/bundles`: a teacher's bundles (a title, one price, two or more of their own paid
 * lectures, published or not), with each lecture's share of the price as it will be split (largest
 * remainder by list price, the server's rule), and the form to compose or edit one.
 */
export function BundleManager() {
  const { t } = useTranslation('commerce');
  const message = useMessage(catalogues);
  const won = useWon();
  const client = useQueryClient();
  const bundles = useQuery({ queryKey: ['commerce', 'bundles'], queryFn: manageApi.bundles });
  const lectures = useQuery({
    queryKey: ['commerce', 'my-lectures'],
    queryFn: manageApi.myLectures,
    retry: false,
  });
  const [editing, setEditing] = useState<BundleView | 'new' | null>(null);
  const [form, setForm] = useState<Form>(blank);
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const paid = (lectures.data ?? []).filter((l) => !l.isFree);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const open = (b: BundleView | 'new') => {
    setEditing(b);
    setForm(
      b === 'new'
        ? blank
        : {
            title: b.title,
            price: String(b.price),
            children: b.children.map((c) => c.sequence),
            isPublished: b.isPublished,
          },
    );
    setError(null);
  };

  const save = useMutation({
    mutationFn: (body: BundleSave) =>
      editing && editing !== 'new'
        ? manageApi.updateBundle(editing.bundleIndex, body)
        : manageApi.createBundle(body),
    onSuccess: () => {
      showToast(t('manage.common.saved'), { type: 'success' });
      setEditing(null);
      void client.invalidateQueries({ queryKey: ['commerce', 'bundles'] });
    },
    onError: (e) => setError({ text: isApiError(e) ? e.message : t('manage.common.failed') }),
  });

  const price = form.price.trim() !== '' && Number.isFinite(Number(form.price)) ? Number(form.price) : null;
  const chosen = form.children.flatMap((id) => paid.filter((l) => l.sequence === id));
  const shares =
    price !== null && Number.isSafeInteger(price) && price >= 0 && chosen.length > 0
      ? allocate(
          price,
          chosen.map((l) => l.price),
        )
      : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = bundleSaveSchema.safeParse({
      title: form.title,
      price: price ?? form.price,
      children: form.children,
      isPublished: form.isPublished,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? '');
      setError({ text: message(issue.message), field });
      document.getElementById(`cm-bundle-${field}`)?.focus();
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };

  return (
    <div className="sd-container cm-manage" data-testid="bundles">
      <h1>{t('manage.title.bundles')}</h1>
      <ManageNav current="bundles" />
      <p className="cm-muted">{t('manage.bundles.lead')}</p>
      {editing === null ? (
        <p>
          <Button color="primary" onClick={() => open('new')} data-testid="bundle-new">
            {t('manage.bundles.new')}
          </Button>
        </p>
      ) : (
        <form className="sd-form sd-card" noValidate onSubmit={submit} data-testid="bundle-form">
          <h2>
            {editing === 'new'
              ? t('manage.bundles.new')
              : t('manage.bundles.editing', { title: editing.title })}
          </h2>
          {error ? (
            <div className="sd-alert sd-alert--error" role="alert" data-testid="bundle-error">
              {error.text}
            </div>
          ) : null}
          <TextField
            id="cm-bundle-title"
            label={t('manage.bundles.title')}
            required
            maxLength={60}
            value={form.title}
            aria-invalid={error?.field === 'title' ? true : undefined}
            onChange={(e) => set({ title: e.target.value })}
            data-testid="bundle-title"
          />
          <TextField
            id="cm-bundle-price"
            label={t('manage.bundles.price')}
            required
            inputMode="numeric"
            value={form.price}
            aria-invalid={error?.field === 'price' ? true : undefined}
            onChange={(e) => set({ price: e.target.value })}
            data-testid="bundle-price"
          />
          <fieldset className="sd-fieldset" id="cm-bundle-children" tabIndex={-1}>
            <legend>{t('manage.bundles.children')}</legend>
            <p className="cm-muted">{t('manage.bundles.childrenHint')}</p>
            <ItemChecklist
              items={paid.map((l) => ({ id: l.sequence, label: `${l.subject} (${won(l.price)})` }))}
              chosen={form.children}
              onChange={(children) => set({ children })}
              loading={lectures.isPending}
              empty={t('manage.common.noLectures')}
              testId="bundle-child"
            />
          </fieldset>
          {shares ? (
            <div aria-live="polite">
              <h3>{t('manage.bundles.sharesHeading')}</h3>
              <p className="cm-muted">
                {t('manage.bundles.listPrice', { price: won(chosen.reduce((s, l) => s + l.price, 0)) })}
              </p>
              <ul className="sd-list">
                {chosen.map((l, i) => (
                  <li key={l.sequence}>
                    {t('manage.bundles.share', {
                      title: l.subject,
                      price: won(l.price),
                      share: won(shares[i]),
                    })}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <label className="sd-check">
            <input
              type="checkbox"
              checked={form.isPublished}
              onChange={(e) => set({ isPublished: e.target.checked })}
              data-testid="bundle-published"
            />
            {t('manage.bundles.published')}
          </label>
          <div className="cm-manage__actions">
            <Button type="submit" color="primary" loading={save.isPending} data-testid="bundle-save">
              {t('manage.common.save')}
            </Button>
            <Button outline onClick={() => setEditing(null)}>
              {t('manage.common.cancel')}
            </Button>
          </div>
        </form>
      )}
      <h2>{t('manage.bundles.listHeading')}</h2>
      <QueryList query={bundles} rows={(d) => d.list} empty={t('manage.bundles.empty')}>
        {(list) => (
          <DataTable
            rows={list}
            rowKey={(b) => b.bundleIndex}
            testId="bundle-list"
            rowTestId="bundle-row"
            columns={[
              {
                key: 'title',
                header: t('manage.bundles.columns.title'),
                cell: (b) => <strong>{b.title}</strong>,
              },
              {
                key: 'price',
                header: t('manage.bundles.columns.price'),
                cell: (b) => (
                  <>
                    {won(b.price)}
                    <div className="cm-muted">
                      {t('manage.bundles.listPrice', { price: won(b.listPrice) })}
                    </div>
                  </>
                ),
              },
              {
                key: 'lectures',
                header: t('manage.bundles.columns.lectures'),
                cell: (b) => (
                  <>
                    {t('manage.bundles.lectures', { count: b.children.length })}
                    <ul className="sd-list">
                      {b.children.map((c) => (
                        <li key={c.sequence}>
                          {t('manage.bundles.share', {
                            title: c.title,
                            price: won(c.price),
                            share: won(c.share),
                          })}
                        </li>
                      ))}
                    </ul>
                  </>
                ),
              },
              {
                key: 'published',
                header: t('manage.bundles.columns.published'),
                cell: (b) => (b.isPublished ? t('manage.common.yes') : t('manage.common.no')),
              },
              {
                key: 'actions',
                header: t('manage.bundles.columns.actions'),
                cell: (b) => (
                  <Button
                    size="sm"
                    outline
                    onClick={() => open(b)}
                    aria-label={`${t('manage.common.edit')} ${b.title}`}
                  >
                    {t('manage.common.edit')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryList>
    </div>
  );
}
