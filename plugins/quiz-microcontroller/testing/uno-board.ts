import { ByteQueue, type SerialLink } from '../common/bridge/serial-link.ts';
import { ATMEGA328P_SIGNATURE } from '../common/bridge/stk500.ts';
import { UNO_FLASH_BYTES } from '../common/arduino/hex.ts';
import { VirtualUno } from '../common/arduino/uno.ts';

/** Intel HEX of a flash image (16-byte data records of the bytes that are not 0xFF, and the end record). */
export function flashToHex(flash: Uint8Array): string {
  const lines: string[] = [];
  const byte = (b: number) => b.toString(16).toUpperCase().padStart(2, '0');
  for (let at = 0; at < flash.length; at += 16) {
    const row = flash.subarray(at, at + 16);
    if (row.every((b) => b === 0xff)) continue;
    const record = [row.length, (at >> 8) & 0xff, at & 0xff, 0, ...row];
    const sum = (256 - (record.reduce((s, b) => s + b, 0) % 256)) % 256;
    lines.push(`:${[...record, sum].map(byte).join('')}`);
  }
  return `${lines.join('\n')}\n:00000001FF\n`;
}

/** How many bytes each STK500 command of the bootloader takes, CRC_EOP included (PROG_PAGE adds its data). */
const commandLength: Record<number, number> = {
  0x30: 2, // GET_SYNC
  0x41: 3, // GET_PARAMETER
  0x42: 22, // SET_DEVICE
  0x45: 7, // SET_DEVICE_EXT
  0x50: 2, // ENTER_PROGMODE
  0x51: 2, // LEAVE_PROGMODE
  0x55: 4, // LOAD_ADDRESS
  0x64: 5, // PROG_PAGE + size hi, lo, memtype (then size bytes, then CRC_EOP)
  0x74: 5, // READ_PAGE
  0x75: 2, // READ_SIGN
};

/**
 * An Arduino Uno on a serial line, for the uploader's tests: after a reset its bootloader speaks
 * STK500 version 1 as optiboot does (sync, signature, load address, program and read pages, leave),
 * writing a flash image; leaving programming mode starts the program in that flash on the virtual
 * Uno (avr8js), whose serial line is then this one. Without a reset the running program has the
 * line, so an uploader that does not reset never gets in sync.
 */
export class SimulatedUno {
  readonly flash = new Uint8Array(UNO_FLASH_BYTES).fill(0xff);
  /** The program running since the last leave (null while the bootloader has the line). */
  program: VirtualUno | null = null;
  readonly resets: number[] = [];
  private readonly toHost = new ByteQueue();
  private inbox: number[] = [];
  private address = 0;
  private bootloader = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Corrupts every written byte at this flash address (a bad page, for the verify test). */
  badByteAt: number | null = null;

  /** The host's end of the line. */
  readonly link: SerialLink = {
    write: async (bytes) => this.receive(bytes),
    read: (count, timeoutMs) => this.toHost.read(count, timeoutMs),
    drain: () => this.toHost.drain(),
    reset: async () => {
      this.stopProgram();
      this.resets.push(Date.now());
      this.inbox = [];
      this.bootloader = true;
    },
  };

  /** Stops the running program (the test's end). */
  close(): void {
    this.stopProgram();
  }

  private stopProgram(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.program = null;
  }

  private receive(bytes: Uint8Array): void {
    if (!this.bootloader) {
      this.program?.sendSerial(new TextDecoder().decode(bytes));
      return;
    }
    this.inbox.push(...bytes);
    for (;;) {
      const op = this.inbox[0];
      if (op === undefined) return;
      const base = commandLength[op];
      // Noise (a program's leftovers): optiboot skips what it does not know.
      if (base === undefined) {
        this.inbox.shift();
        continue;
      }
      const length = op === 0x64 ? base + ((this.inbox[1] << 8) | this.inbox[2]) : base;
      if (this.inbox.length < length) return;
      const cmd = this.inbox.splice(0, length);
      this.answer(cmd);
    }
  }

  private reply(...bytes: number[]): void {
    this.toHost.push([0x14, ...bytes, 0x10]);
  }

  private answer(cmd: number[]): void {
    if (cmd[cmd.length - 1] !== 0x20) return this.toHost.push([0x15]); // STK_NOSYNC
    const op = cmd[0];
    if (op === 0x75) return this.reply(...ATMEGA328P_SIGNATURE);
    if (op === 0x41) return this.reply(0x03);
    if (op === 0x55) {
      this.address = ((cmd[2] << 8) | cmd[1]) * 2;
      return this.reply();
    }
    if (op === 0x64) {
      const size = (cmd[1] << 8) | cmd[2];
      const data = cmd.slice(4, 4 + size);
      data.forEach((b, i) => {
        const at = this.address + i;
        this.flash[at] = at === this.badByteAt ? b ^ 0xff : b;
      });
      return this.reply();
    }
    if (op === 0x74) {
      const size = (cmd[1] << 8) | cmd[2];
      return this.reply(...this.flash.subarray(this.address, this.address + size));
    }
    if (op === 0x51) {
      this.reply();
      this.bootloader = false;
      this.start();
      return;
    }
    return this.reply();
  }

  /** Runs the flash as the program, in real time, its serial output going to the host. */
  private start(): void {
    const program = new VirtualUno(flashToHex(this.flash));
    program.onSerial = (byte) => this.toHost.push([byte]);
    this.program = program;
    const started = Date.now();
    this.timer = setInterval(() => program.runUntil(Date.now() - started), 10);
  }
}
