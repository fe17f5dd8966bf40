import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, isApiError } from '@seodang/sdk/web';
import { sessionDefaults, type SessionCreateInput } from '../../common/index.ts';

/** The local time of now as a `datetime-local` value. */
const localNow = () => {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** A new session's settings with the defaults (late after 10 min, close at 60, a code every 15 s + 2 s). */
export function SessionForm({
  lectureIndex,
  onCreate,
}: {
  lectureIndex: number;
  onCreate: (input: SessionCreateInput) => Promise<void>;
}) {
  const { t } = useTranslation('attendance');
  const [startAt, setStartAt] = useState(localNow);
  const [title, setTitle] = useState('');
  const [late, setLate] = useState<number>(sessionDefaults.lateAfterMinutes);
  const [duration, setDuration] = useState<number>(sessionDefaults.durationMinutes);
  const [interval, setInterval] = useState<number>(sessionDefaults.codeIntervalSeconds);
  const [margin, setMargin] = useState<number>(sessionDefaults.codeMarginSeconds);
  const [networks, setNetworks] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onCreate({
        lectureIndex,
        startAt: new Date(startAt).toISOString(),
        title,
        lateAfterMinutes: late,
        durationMinutes: duration,
        codeIntervalSeconds: interval,
        codeMarginSeconds: margin,
        // Left blank: the channel's default networks.
        networks: networks.trim()
          ? networks
              .split(',')
              .map((n) => n.trim())
              .filter(Boolean)
          : undefined,
      });
      setTitle('');
    } catch (e) {
      setError(isApiError(e) ? e.message : t('common:error.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  const number = (label: string, value: number, set: (n: number) => void, min: number, max: number) => (
    <label>
      {label}
      <input
        type="number"
        className="sd-input"
        value={value}
        min={min}
        max={max}
        onChange={(e) => set(Number(e.target.value))}
      />
    </label>
  );
  return (
    <form className="sd-form" onSubmit={(e) => void submit(e)} data-testid="attendance-session-form">
      <h3>{t('teach.newSession')}</h3>
      {error ? (
        <div className="sd-alert sd-alert--error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="at-form-grid">
        <label>
          {t('teach.startAt')}
          <input
            type="datetime-local"
            className="sd-input"
            value={startAt}
            required
            onChange={(e) => setStartAt(e.target.value)}
          />
        </label>
        <label>
          {t('teach.sessionTitle')}
          <input
            className="sd-input"
            value={title}
            maxLength={100}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        {number(t('teach.lateAfter'), late, setLate, 0, 240)}
        {number(t('teach.duration'), duration, setDuration, 1, 720)}
        {number(t('teach.interval'), interval, setInterval, 10, 60)}
        {number(t('teach.margin'), margin, setMargin, 0, 10)}
        <label>
          {t('teach.networks')}
          <input
            className="sd-input"
            value={networks}
            placeholder="10.0.0.0/8"
            onChange={(e) => setNetworks(e.target.value)}
          />
        </label>
      </div>
      <Button type="submit" color="primary" loading={busy} data-testid="attendance-create">
        {t('teach.create')}
      </Button>
    </form>
  );
}
