import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError, Loading, useAuth, usePageTitle } from '@seodang/sdk/web';
import type { CheckInResult } from '../../common/index.ts';
import { attendanceApi, claimStorageKey } from '../api.ts';
import { StatusLabel } from '../components/status-label.tsx';

type State =
  | { kind: 'checking' }
  | { kind: 'done'; result: CheckInResult }
  | { kind: 'login'; code: string }
  | { kind: 'refused'; message: string };

/**
 * `/attendance/{code}`: a learner is checked in on arrival. A logged-out visitor's code is checked
 * at once and kept as a signed 5-minute claim while they log in, so logging in costs no check-in.
 */
export default function CheckInScreen() {
  const { t } = useTranslation('attendance');
  usePageTitle(t('checkIn.title'));
  const { code = '' } = useParams();
  const { isLoggedIn } = useAuth();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const upper = code.toUpperCase();
    const run = async () => {
      if (!isLoggedIn) {
        const { claim } = await attendanceApi.claim(upper);
        sessionStorage.setItem(claimStorageKey(upper), claim);
        setState({ kind: 'login', code: upper });
        return;
      }
      const claim = sessionStorage.getItem(claimStorageKey(upper)) ?? undefined;
      sessionStorage.removeItem(claimStorageKey(upper));
      setState({ kind: 'done', result: await attendanceApi.checkIn({ code: upper, claim }) });
    };
    run().catch((e: unknown) =>
      setState({ kind: 'refused', message: isApiError(e) ? e.message : t('common:error.unexpected') }),
    );
  }, [code, isLoggedIn, t]);

  return (
    <div className="sd-container" data-testid="attendance-check-in">
      <h1>{t('checkIn.title')}</h1>
      {state.kind === 'checking' ? <Loading label={t('checkIn.checking')} /> : null}
      {state.kind === 'done' ? (
        <div className="sd-card" role="status" data-testid="attendance-result">
          <p>
            {state.result.created
              ? t(state.result.status === 'late' ? 'checkIn.late' : 'checkIn.present')
              : t('checkIn.already', { status: t(`status.${state.result.status}`) })}
          </p>
          <p>
            <StatusLabel status={state.result.status} />{' '}
            {t('checkIn.lecture', { lecture: state.result.lectureTitle })}
          </p>
          <Link to="/learn/attendance">{t('checkIn.my')}</Link>
        </div>
      ) : null}
      {state.kind === 'login' ? (
        <div className="sd-card" role="status">
          <p>{t('checkIn.loginFirst')}</p>
          <Link
            className="sd-btn sd-btn--primary sd-btn--md"
            to={`/login?next=${encodeURIComponent(`/attendance/${state.code}`)}`}
            data-testid="attendance-login"
          >
            {t('checkIn.login')}
          </Link>
        </div>
      ) : null}
      {state.kind === 'refused' ? (
        <div className="sd-card">
          <div className="sd-alert sd-alert--error" role="alert" data-testid="attendance-refusal">
            {state.message}
          </div>
          {isLoggedIn ? <Link to="/learn">{t('checkIn.tryAnother')}</Link> : null}
        </div>
      ) : null}
    </div>
  );
}
