import { useTranslation } from 'react-i18next';
import type { RunOutput } from '../api.ts';

/** The run terminal of §9 (height 208): custom stdin on the left, the program's output on the right. */
export function Terminal({ stdin, onStdin, run, showUsage }: { stdin: string; onStdin(s: string): void; run: RunOutput | null; showUsage: boolean }) {
  const { t } = useTranslation('workspace');
  return (
    <div className="ws-terminal" style={{ height: 208 }} data-testid="terminal">
      <textarea aria-label={t('terminal.stdin')} placeholder={t('terminal.stdin')} value={stdin} onChange={(e) => onStdin(e.target.value)} />
      <pre aria-live="polite" data-testid="terminal-output">
        {run ? (
          <>
            {run.message ? <span className="ws-term-msg">{run.message}{'\n'}</span> : null}
            {run.compile.ok ? null : <span className="ws-term-err">{run.compile.output}{'\n'}</span>}
            {run.stdout}
            {run.stderr ? <span className="ws-term-err">{run.stderr}</span> : null}
            {showUsage ? <span className="ws-term-usage">{'\n'}{t('terminal.usage', { exit: run.exitCode ?? '-', time: run.timeMs, memory: Math.round(run.memoryKb / 1024) })}</span> : null}
          </>
        ) : <span className="ws-term-usage">{t('terminal.hint')}</span>}
      </pre>
    </div>
  );
}
