import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api, Button, isApiError, showToast } from '@seodang/sdk/web';

interface Identity {
  provider: string;
  email: string | null;
  createdAt: string;
}

/**
 * /change_info's sign-in methods: the linked providers with Unlink (the server refuses the last
 * way to sign in), and, after a social sign-in found this account by its verified e-mail, the
 * offer to link it (`?link=…&linkProvider=…`), which the user confirms here, signed in.
 */
export function LinkedIdentities() {
  const { t } = useTranslation('shell');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const offer = params.get('link');
  const offerProvider = params.get('linkProvider') ?? '';
  const providerName = (id: string) => t(`social.provider.${id}`);
  const identities = useQuery({
    queryKey: ['auth-identities'],
    queryFn: () => api.get<{ identities: Identity[]; hasPassword: boolean }>('/api/auth/identities'),
  });
  const fail = (error: unknown) =>
    showToast(isApiError(error) ? error.message : t('common:error.unexpected'), { type: 'error' });
  const clearOffer = () => {
    params.delete('link');
    params.delete('linkProvider');
    setParams(params, { replace: true });
  };
  const link = useMutation({
    mutationFn: () => api.post('/api/auth/oauth/link', { token: offer }),
    onSuccess: () => {
      clearOffer();
      showToast(t('social.linked', { provider: providerName(offerProvider) }), { type: 'success' });
      return client.invalidateQueries({ queryKey: ['auth-identities'] });
    },
    onError: fail,
  });
  const unlink = useMutation({
    mutationFn: (provider: string) => api.delete(`/api/auth/identities/${provider}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['auth-identities'] }),
    onError: fail,
  });
  const list = identities.data?.identities ?? [];
  return (
    <section className="sd-identities" aria-labelledby="sd-identities-title" data-testid="linked-identities">
      <h2 id="sd-identities-title">{t('social.linkedTitle')}</h2>
      {offer ? (
        <div className="sd-identities__offer" role="group" aria-label={t('social.linkTitle')}>
          <p>{t('social.linkConfirm', { provider: providerName(offerProvider) })}</p>
          <Button
            color="primary"
            onClick={() => link.mutate()}
            loading={link.isPending}
            data-testid="link-confirm"
          >
            {t('social.link')}
          </Button>{' '}
          <Button onClick={clearOffer}>{t('social.cancel')}</Button>
        </div>
      ) : null}
      {list.length ? (
        <ul>
          {list.map((i) => (
            <li key={i.provider}>
              {providerName(i.provider)}
              {i.email ? ` (${i.email})` : ''}{' '}
              <Button
                onClick={() => unlink.mutate(i.provider)}
                loading={unlink.isPending && unlink.variables === i.provider}
                aria-label={t('social.unlinkNamed', { provider: providerName(i.provider) })}
              >
                {t('social.unlink')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('social.noneLinked')}</p>
      )}
    </section>
  );
}
