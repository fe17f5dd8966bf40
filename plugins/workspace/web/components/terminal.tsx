import { useTranslation } from 'react-i18next';
import type { RunOutput } from '../api.ts';

/**
 * The run terminal of §9 (height 208): custom stdin on the left, the program's output on the right.
 * For a file-based task the left side is the input file's content and the right side what the program wrote to the output file.
 */
export function Terminal({
  stdin,
  onStdin,
  run,
  showUsage,
  inputFile,
  outputFile,
}: {
  stdin: string;
  onStdin(s: string): void;
  run: RunOutput | null;
  showUsage: boolean;
  inputFile?: string;
  outputFile?: string;
}) {
  const { t } = useTranslation('workspace');
  const inputLabel = inputFile ? t('terminal.fileInput', { name: inputFile }) : t('terminal.stdin');
  return (
    <div className="ws-terminal" style={{ height: 208 }} data-testid="terminal">
      <textarea
        aria-label={inputLabel}
        placeholder={inputLabel}
        value={stdin}
        onChange={(e) => onStdin(e.target.value)}
      />
      <pre aria-live="polite" data-testid="terminal-output">
        {run ? (
          <>
            {run.message ? (
              <span className="ws-term-msg">
                {run.message}
                {'\n'}
              </span>
            ) : null}
            {run.compile.ok ? null : (
              <span className="ws-term-err">
                {run.compile.output}
                {'\n'}
              </span>
            )}
            {run.stdout}
            {run.stderr ? <span className="ws-term-err">{run.stderr}</span> : null}
            {showUsage && run.timeMs !== undefined ? (
              <span className="ws-term-usage">
                {'\n'}
                {t('terminal.usage', {
                  exit: run.exitCode ?? '-',
                  time: run.timeMs,
                  memory: Math.round((run.memoryKb ?? 0) / 1024),
                })}
              </span>
            ) : null}
          </>
        ) : (
          <span className="ws-term-usage">
            {outputFile ? t('terminal.fileOutputHint', { name: outputFile }) : t('terminal.hint')}
          </span>
        )}
      </pre>
    </div>
  );
}
