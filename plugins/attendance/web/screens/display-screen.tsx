import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, isApiError, Loading, showToast, usePageTitle, useRealtimeTopic } from '@seodang/sdk/web';
import type { DisplayCode } from '../../common/index.ts';
import { attendanceApi } from '../api.ts';
import '../components/attendance.css';

type Shown =
  | { kind: 'loading' }
  | { kind: 'code'; code: DisplayCode }
  | { kind: 'message'; text: string; open?: boolean };

/**
 * `/teach/attendance/{sessionId}/display`: the code full screen with its QR and a countdown in
 * server time. The next code is asked for when the countdown ends; every display of the session
 * follows `attendance:{sessionId}:display` (a new code, the close).
 */
export default function DisplayScreen() {
  const { t } = useTranslation('attendance');
  usePageTitle(t('display.title'));
  const sessionId = Number(useParams().sessionId);
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const [now, setNow] = useState(() => Date.now());
  const [checkIns, setCheckIns] = useState(0);
  // Server time − this clock: the countdown follows the server, not a wrong local clock.
  const offset = useRef(0);

  const show = useCallback((code: DisplayCode) => {
    offset.current = code.serverTime - Date.now();
    setShown({ kind: 'code', code });
  }, []);

  const load = useCallback(async () => {
    try {
      show(await attendanceApi.code(sessionId));
    } catch (e) {
      const code = isApiError(e) ? e.code : '';
      const known: Record<string, string> = {
        session_not_open: t('display.notOpen'),
        session_closed: t('display.closed'),
      };
      setShown({
        kind: 'message',
        text: known[code] ?? (isApiError(e) ? e.message : t('common:error.unexpected')),
        open: code === 'session_not_open',
      });
    }
  }, [sessionId, show, t]);

  useEffect(() => void load(), [load]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  const rotatesAt = shown.kind === 'code' ? shown.code.rotatesAt : null;
  useEffect(() => {
    if (rotatesAt === null) return;
    const wait = Math.max(0, rotatesAt - (Date.now() + offset.current)) + 50;
    const timer = setTimeout(() => void load(), wait);
    return () => clearTimeout(timer);
  }, [rotatesAt, load]);

  useRealtimeTopic(`attendance:${sessionId}:display`, (event, data) => {
    if (event === 'code') show(data as DisplayCode);
    if (event === 'closed') setShown({ kind: 'message', text: t('display.closed') });
    if (event === 'checked-in') setCheckIns((n) => n + 1);
  });

  const open = async () => {
    try {
      await attendanceApi.open(sessionId);
      await load();
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    }
  };
  const close = async () => {
    try {
      await attendanceApi.close(sessionId);
      showToast(t('teach.closedToast'), { type: 'success' });
      // A closed session has no code left to ask for.
      setShown({ kind: 'message', text: t('display.closed') });
    } catch (e) {
      showToast(isApiError(e) ? e.message : String(e), { type: 'error' });
    }
  };

  const seconds =
    rotatesAt === null ? 0 : Math.max(0, Math.ceil((rotatesAt - (now + offset.current)) / 1000));
  return (
    <main className="at-display" data-testid="attendance-display">
      <h1>{t('display.title')}</h1>
      {shown.kind === 'loading' ? <Loading /> : null}
      {shown.kind === 'code' ? (
        <>
          <p
            className="at-display__code"
            aria-label={t('display.codeLabel')}
            data-testid="attendance-display-code"
          >
            {shown.code.code}
          </p>
          <img className="at-display__qr" src={shown.code.qr} alt={shown.code.url} width={480} height={480} />
          <p aria-live="off" data-testid="attendance-countdown">
            {t('display.countdown', { count: seconds })}
          </p>
          <p className="sd-muted">{t('display.scan')}</p>
          {checkIns ? (
            <p role="status">
              {t('display.checkedIn')} ({checkIns})
            </p>
          ) : null}
        </>
      ) : null}
      {shown.kind === 'message' ? (
        <p role="status" data-testid="attendance-display-message">
          {shown.text}
        </p>
      ) : null}
      <div className="at-display__actions">
        {shown.kind === 'message' && shown.open ? (
          <Button color="primary" onClick={() => void open()}>
            {t('teach.open')}
          </Button>
        ) : null}
        {shown.kind === 'code' ? (
          <Button
            onClick={() => {
              if (confirm(t('teach.confirmClose'))) void close();
            }}
            data-testid="attendance-display-close"
          >
            {t('display.close')}
          </Button>
        ) : null}
        <Link to="/teach/my">{t('display.back')}</Link>
      </div>
    </main>
  );
}
