import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  isApiError,
  Loading,
  pushAnalyticsEvent,
  useAuth,
  usePageInfo,
} from '@seodang/sdk/web';
import { invitationApi, type InvitationInfo } from '../invitation-api.ts';

/**
 * `/invite/{token}`: the invitation a mail or link carries. Logged in, the user accepts and joins;
 * logged out, they sign up (the invited address filled in) or log in, and come back here to join.
 */
export default function InviteScreen() {
  const { t } = useTranslation('channel-admin');
  const { token = '' } = useParams();
  const info = useQuery({
    queryKey: ['channel-admin', 'invite', token],
    queryFn: () => invitationApi.info(token),
    retry: false,
  });
  return (
    <div className="sd-container" data-testid="invite-screen">
      <h1>{t('invitations.page.title')}</h1>
      {info.isPending ? (
        <Loading />
      ) : info.isError ? (
        <EmptyState>{t('invitations.page.notFound')}</EmptyState>
      ) : info.data.closed ? (
        <EmptyState>{t(`invitations.page.closed.${info.data.closed}`)}</EmptyState>
      ) : (
        <OpenInvitation token={token} info={info.data} />
      )}
    </div>
  );
}

function OpenInvitation({ token, info }: { token: string; info: InvitationInfo }) {
  const { t } = useTranslation('channel-admin');
  const { isLoggedIn } = useAuth();
  const pageInfo = usePageInfo();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<'joined' | 'alreadyJoined' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const channel = info.channelName;

  const accept = async () => {
    setBusy(true);
    setError(null);
    try {
      const { state, category } = await invitationApi.accept(token);
      setOutcome(state);
      if (state === 'joined')
        pushAnalyticsEvent({
          event: 'invite',
          inviteCategory: category,
          channelName: pageInfo.channelData?.name ?? 'channel',
        });
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common:error.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  // Back from signing up or logging in: join at once.
  useEffect(() => {
    if (isLoggedIn && params.get('accept') === '1' && !started.current) {
      started.current = true;
      void accept();
    }
  });

  if (outcome)
    return (
      <section aria-live="polite">
        <p role="status">{t(`invitations.page.${outcome}`, { channel })}</p>
        <Link to="/">{t('invitations.page.home')}</Link>
      </section>
    );
  const back = `/invite/${token}?accept=1`;
  const signup = `/signup?next=${encodeURIComponent(back)}${info.email ? `&email=${encodeURIComponent(info.email)}` : ''}`;
  return (
    <section>
      <p>{t('invitations.page.invited', { channel })}</p>
      {info.email && <p>{t('invitations.page.invitedEmail', { email: info.email })}</p>}
      {error && (
        <p role="alert" className="sd-alert sd-alert--error">
          {error}
        </p>
      )}
      {isLoggedIn ? (
        <Button color="primary" loading={busy} onClick={() => void accept()}>
          {t('invitations.page.accept')}
        </Button>
      ) : (
        <p className="ca-invite-actions">
          <Link className="sd-btn sd-btn--primary sd-btn--md" to={signup}>
            {t('invitations.page.signup')}
          </Link>{' '}
          <Link to={`/login?next=${encodeURIComponent(back)}`}>{t('invitations.page.login')}</Link>
        </p>
      )}
    </section>
  );
}
