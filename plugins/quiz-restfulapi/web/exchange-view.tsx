import { useTranslation } from 'react-i18next';

/** One response as the harness reports it in `exchange.json`. */
export interface ExchangeResponse {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string>;
  json: boolean;
  body: unknown;
  text?: string;
}
/** The responses of one test's run and its server's log. */
export interface Exchange {
  responses: ExchangeResponse[];
  log: string;
}

/** The `exchange.json` of a test's artifacts, if any. */
export function exchangeOf(artifacts: { name: string; base64: string }[] | undefined): Exchange | null {
  const a = artifacts?.find((x) => x.name === 'exchange.json');
  if (!a) return null;
  try {
    const bytes = Uint8Array.from(atob(a.base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Exchange;
  } catch {
    return null;
  }
}

const bodyText = (r: ExchangeResponse) => (r.json ? JSON.stringify(r.body, null, 2) : (r.text ?? ''));

/** Each response (status, headers, body) and the server's log. */
export function ExchangeView({ exchange, testId }: { exchange: Exchange; testId: string }) {
  const { t } = useTranslation('quiz-restfulapi');
  return (
    <div className="rest-exchange" data-testid={testId}>
      {exchange.responses.length === 0 ? <p className="ws-muted">{t('noResponses')}</p> : null}
      <ol className="rest-responses">
        {exchange.responses.map((r, i) => (
          <li key={i} data-testid="rest-response">
            <strong>
              <code>{t('request', { method: r.method, path: r.path })}</code> →{' '}
              <span className={r.status < 400 ? 'rest-ok' : 'rest-fail'} data-testid="rest-status">
                {t('status', { status: r.status })}
              </span>
            </strong>
            <details>
              <summary>{t('headers')}</summary>
              <pre className="sd-code-area rest-pre">
                {Object.entries(r.headers)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join('\n')}
              </pre>
            </details>
            {bodyText(r) ? (
              <pre className="sd-code-area rest-pre" data-testid="rest-body">
                {bodyText(r)}
              </pre>
            ) : null}
          </li>
        ))}
      </ol>
      <strong>{t('log')}</strong>
      <pre className="sd-code-area rest-pre" data-testid="rest-log">
        {exchange.log || t('emptyLog')}
      </pre>
    </div>
  );
}
