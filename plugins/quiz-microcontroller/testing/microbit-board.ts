import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { ByteQueue, type SerialLink } from '../common/bridge/serial-link.ts';

interface MicroPython {
  runPython(code: string): unknown;
  FS: { readFile(path: string, options: { encoding: 'utf8' }): string };
}

/**
 * A micro:bit with MicroPython on a serial line, for the uploader's tests: its REPL as the board's
 * firmware answers it (Ctrl-C stops the program, Ctrl-A enters the raw REPL, Ctrl-D runs what was
 * sent or, outside the raw REPL, soft-resets and runs main.py, Ctrl-B leaves), the Python run by
 * MicroPython itself (its WebAssembly build) with a file system, so main.py is really written.
 * `firmware: false` is a board without MicroPython: nothing answers; `full: true` one whose flash
 * is full (opening a file to write fails as MicroPython reports it).
 */
export class SimulatedMicrobit {
  readonly link: SerialLink;
  private readonly toHost = new ByteQueue();
  private raw = false;
  private pending: number[] = [];
  private python: MicroPython | null = null;
  private output = '';
  /** The soft resets (each ran main.py). */
  resets = 0;

  private readonly options: { firmware?: boolean; full?: boolean };

  constructor(options: { firmware?: boolean; full?: boolean } = {}) {
    this.options = options;
    this.link = {
      write: async (bytes) => this.receive(bytes),
      read: (count, timeoutMs) => this.toHost.read(count, timeoutMs),
      drain: () => this.toHost.drain(),
      reset: async () => undefined,
    };
  }

  /** The board's main.py ('' when there is none). */
  async mainPy(): Promise<string> {
    try {
      return (await this.engine()).FS.readFile('/main.py', { encoding: 'utf8' });
    } catch {
      return '';
    }
  }

  private async engine(): Promise<MicroPython> {
    this.python ??= (await loadMicroPython({
      stdout: (line: string) => (this.output += `${line}\r\n`),
      stderr: (line: string) => (this.output += `${line}\r\n`),
    })) as MicroPython;
    return this.python;
  }

  private send(text: string): void {
    this.toHost.push(new TextEncoder().encode(text));
  }

  /** Runs Python; answers its output and the error text ('' when none). */
  private async run(code: string): Promise<{ out: string; err: string }> {
    const python = await this.engine();
    this.output = '';
    if (this.options.full && /open\([^)]*'w'\)/.test(code))
      return {
        out: '',
        err: 'Traceback (most recent call last):\r\n  File "<stdin>", line 1, in <module>\r\nOSError: 28\r\n',
      };
    try {
      python.runPython(code);
      return { out: this.output, err: '' };
    } catch (error) {
      return {
        out: this.output,
        err: `Traceback (most recent call last):\r\n${(error as Error).message}\r\n`,
      };
    }
  }

  private async receive(bytes: Uint8Array): Promise<void> {
    if (this.options.firmware === false) return;
    for (const byte of bytes) {
      if (this.raw) {
        if (byte === 0x02) {
          this.raw = false;
          this.send('\r\nMicroPython (simulated micro:bit)\r\n>>> ');
        } else if (byte === 0x04) {
          const code = new TextDecoder().decode(Uint8Array.from(this.pending));
          this.pending = [];
          this.send('OK');
          const { out, err } = await this.run(code);
          this.send(`${out}\x04${err}\x04>`);
        } else if (byte !== 0x01) this.pending.push(byte);
      } else if (byte === 0x01) {
        this.raw = true;
        this.pending = [];
        this.send('raw REPL; CTRL-B to exit\r\n>');
      } else if (byte === 0x03) this.send('\r\nKeyboardInterrupt\r\n>>> ');
      else if (byte === 0x04) {
        this.resets++;
        this.send('MPY: soft reboot\r\n');
        const main = await this.mainPy();
        if (main) {
          const { out, err } = await this.run(main);
          this.send(out + err);
        }
      }
    }
  }
}
