/** A progress display for long preparation steps: one live line on a terminal, periodic lines otherwise. */

/** What prepare reports. */
export interface ProgressDisplay {
  phase(text: string): void;
  detail(text: string): void;
  warn(text: string): void;
  done(text: string): void;
}

/** Progress on a stream (stderr by default). */
export function streamProgress(
  stream: NodeJS.WriteStream = process.stderr,
  prefix = '[judge]',
): ProgressDisplay {
  const tty = stream.isTTY === true;
  const started = Date.now();
  let phaseStarted = Date.now();
  let phase = '';
  let lastPrinted = 0;
  const elapsed = (): string => `${Math.round((Date.now() - phaseStarted) / 1000)}s`;
  const clear = (): void => {
    if (tty) stream.write('\r\x1b[K');
  };
  return {
    phase(text) {
      clear();
      phase = text;
      phaseStarted = Date.now();
      stream.write(`${prefix} ${text}\n`);
    },
    detail(text) {
      const now = Date.now();
      if (tty) {
        if (now - lastPrinted < 100) return;
        stream.write(`\r\x1b[K${prefix}   ${text} (${elapsed()})`);
      } else if (now - lastPrinted > 15_000) {
        stream.write(`${prefix}   ${phase}: ${text} (${elapsed()})\n`);
      } else return;
      lastPrinted = now;
    },
    warn(text) {
      clear();
      stream.write(`${prefix} warning: ${text}\n`);
    },
    done(text) {
      clear();
      stream.write(`${prefix} ${text} (${Math.round((Date.now() - started) / 1000)}s)\n`);
    },
  };
}

/** A display that prints nothing. */
export const silentProgress: ProgressDisplay = { phase() {}, detail() {}, warn() {}, done() {} };
