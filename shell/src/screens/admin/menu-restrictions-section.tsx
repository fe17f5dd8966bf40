import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { restrictableMenuKeys } from '@seodang/sdk/common';
import { api, Button, ErrorState, isApiError, Loading, showToast } from '@seodang/sdk/web';
import { setMenuRestrictions } from '../../menu/menu-restrictions-store.ts';

const queryKey = ['capabilities'];

/** Channel management: which header menu items are hidden for everyone in this channel. */
export function MenuRestrictionsSection() {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const client = useQueryClient();
  const current = useQuery({
    queryKey,
    queryFn: () =>
      api.get<{ menuRestrictions: string[] }>('/api/capabilities').then((r) => r.menuRestrictions),
  });
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (current.data) setHidden(new Set(current.data));
  }, [current.data]);
  const save = useMutation({
    mutationFn: (keys: string[]) =>
      api
        .put<{ data: { keys: string[] } }>('/api/channel/menu-restrictions', { keys })
        .then((r) => r.data.keys),
    onSuccess: (keys) => {
      setMenuRestrictions(keys);
      client.setQueryData(queryKey, keys);
      showToast(t('admin.menusSaved'), { type: 'success' });
    },
    onError: (error) =>
      showToast(isApiError(error) ? error.message : t('common:error.unexpected'), { type: 'error' }),
  });

  const toggle = (key: string) =>
    setHidden((before) => {
      const next = new Set(before);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const unchanged =
    !!current.data && current.data.length === hidden.size && current.data.every((k) => hidden.has(k));

  return (
    <section className="sd-card" aria-labelledby={headingId} data-testid="menu-restrictions">
      <h2 id={headingId}>{t('admin.menus')}</h2>
      {current.isPending ? <Loading /> : null}
      {current.isError ? <ErrorState error={current.error} onRetry={() => void current.refetch()} /> : null}
      {current.data ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(restrictableMenuKeys.filter((k) => hidden.has(k)));
          }}
        >
          <fieldset className="sd-fieldset">
            <legend>{t('admin.menusLead')}</legend>
            <p className="sd-muted" data-testid="menu-restrictions-summary">
              {hidden.size ? t('admin.menusHiddenCount', { count: hidden.size }) : t('admin.menusNoneHidden')}
            </p>
            <ul className="sd-check-list">
              {restrictableMenuKeys.map((key) => (
                <li key={key}>
                  <label className="sd-check">
                    <input
                      type="checkbox"
                      checked={hidden.has(key)}
                      onChange={() => toggle(key)}
                      data-testid={`menu-restriction-${key}`}
                    />
                    <span>{t(`menu.${key}`)}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <Button
            type="submit"
            color="primary"
            loading={save.isPending}
            disabled={unchanged}
            data-testid="menu-restrictions-save"
          >
            {t('admin.menusSave')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
