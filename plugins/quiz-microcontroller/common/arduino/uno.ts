/**
 * A virtual Arduino Uno on avr8js: the ATmega328P at 16 MHz with its timers, ports B/C/D and the
 * USART, running a sketch's hex on a virtual clock. The learner's browser (the virtual board of the
 * player) and the judge's harness run this same file, so what a learner sees is what is graded.
 * Plain TypeScript (no enums, no parameter properties) so `scripts/build-harness.ts` can strip its
 * types for the harness.
 */
import {
  AVRIOPort,
  AVRTimer,
  AVRUSART,
  CPU,
  avrInstruction,
  portBConfig,
  portCConfig,
  portDConfig,
  timer0Config,
  timer1Config,
  timer2Config,
  usart0Config,
} from 'avr8js';
import { parseIntelHex } from './hex.ts';

/** The Uno's clock. */
export const UNO_HZ = 16_000_000;
/** Digital pins 0–13 and the analog pins A0–A5 as 14–19. */
export const UNO_PINS = 20;

/** A pin's level: 0 low, 1 high. */
export type PinLevel = 0 | 1;
/** A pin changing level at a virtual time (milliseconds since reset). */
export interface PinChange {
  pin: number;
  ms: number;
  level: PinLevel;
}

// avr8js's PinState values (an enum there): Low 0, High 1, Input 2, InputPullUp 3.
const HIGH = 1;
const INPUT_PULLUP = 3;
const INPUT = 2;
/** The USART's status register (RXC is its top bit). */
const UCSR0A = usart0Config.UCSRA;

/** Which port and bit a pin is: D0–D7 on port D, D8–D13 on port B, A0–A5 on port C. */
function portOf(pin: number): [number, number] {
  if (pin < 8) return [0, pin];
  if (pin < 14) return [1, pin - 8];
  return [2, pin - 14];
}

/** The board: load a hex, then run it to virtual times, feeding the serial line and input pins. */
export class VirtualUno {
  readonly cpu: CPU;
  private readonly ports: AVRIOPort[];
  private readonly usart: AVRUSART;
  private readonly rx: number[] = [];
  private readonly levels: PinLevel[] = new Array(UNO_PINS).fill(0);
  private readonly inputs: (PinLevel | null)[] = new Array(UNO_PINS).fill(null);
  /** Undriven inputs whose pull-up is on: avr8js reads an input as its external level only. */
  private readonly pulled: boolean[] = new Array(UNO_PINS).fill(false);
  /** Called for each change of a pin's level. */
  onPin: ((change: PinChange) => void) | null = null;
  /** Called for each byte the sketch writes to the serial line. */
  onSerial: ((byte: number) => void) | null = null;

  /** Throws when the hex does not parse (the message names the fault). */
  constructor(hex: string) {
    const { flash } = parseIntelHex(hex);
    const program = new Uint16Array(flash.buffer, flash.byteOffset, flash.length / 2);
    this.cpu = new CPU(new Uint16Array(program));
    new AVRTimer(this.cpu, timer0Config);
    new AVRTimer(this.cpu, timer1Config);
    new AVRTimer(this.cpu, timer2Config);
    this.ports = [portDConfig, portBConfig, portCConfig].map((c) => new AVRIOPort(this.cpu, c));
    this.ports.forEach((port, p) => port.addListener(() => this.scan(p)));
    this.usart = new AVRUSART(this.cpu, usart0Config, UNO_HZ);
    this.usart.onByteTransmit = (byte: number) => this.onSerial?.(byte);
  }

  /** Virtual milliseconds since reset. */
  get ms(): number {
    return (this.cpu.cycles / UNO_HZ) * 1000;
  }

  /** The level a pin shows now. */
  level(pin: number): PinLevel {
    return this.levels[pin] ?? 0;
  }

  private read(pin: number): PinLevel {
    const [p, bit] = portOf(pin);
    const state = this.ports[p].pinState(bit) as number;
    if (state === HIGH) return 1;
    if (state === INPUT_PULLUP) return this.inputs[pin] ?? 1;
    if (state === INPUT) return this.inputs[pin] ?? 0;
    return 0;
  }

  private scan(port: number): void {
    const first = port === 0 ? 0 : port === 1 ? 8 : 14;
    const count = port === 1 ? 6 : port === 2 ? 6 : 8;
    for (let pin = first; pin < first + count; pin++) {
      if (this.inputs[pin] === null) {
        // An input nothing drives reads high with its pull-up on, low without.
        const up = (this.ports[port].pinState(pin - first) as number) === INPUT_PULLUP;
        if (up !== this.pulled[pin]) {
          this.pulled[pin] = up;
          this.ports[port].setPin(pin - first, up);
        }
      }
      const level = this.read(pin);
      if (level !== this.levels[pin]) {
        this.levels[pin] = level;
        this.onPin?.({ pin, ms: this.ms, level });
      }
    }
  }

  /** Queues text (UTF-8) for the sketch's serial input; it arrives at the baud rate the sketch set. */
  sendSerial(text: string): void {
    for (const byte of new TextEncoder().encode(text)) this.rx.push(byte);
  }

  /** Drives an input pin from outside (a button, a wire to 5 V or GND). */
  setInput(pin: number, level: PinLevel): void {
    this.inputs[pin] = level;
    const [p, bit] = portOf(pin);
    this.ports[p].setPin(bit, level === 1);
    this.scan(p);
  }

  /**
   * Runs the sketch until virtual time `ms`. With `deadline` (a `performance.now()` value), stops
   * early and answers false once the wall clock passes it.
   */
  runUntil(ms: number, deadline = Infinity): boolean {
    const end = (ms / 1000) * UNO_HZ;
    const cpu = this.cpu;
    while (cpu.cycles < end) {
      // The next byte goes once the sketch has read the last one (RXC clear), as if the sender waited.
      if (this.rx.length > 0 && this.usart.rxEnable && !this.usart.rxBusy && !(cpu.data[UCSR0A] & 0x80))
        this.usart.writeByte(this.rx.shift()!);
      for (let i = 0; i < 5000 && cpu.cycles < end; i++) {
        avrInstruction(cpu);
        cpu.tick();
      }
      if (deadline !== Infinity && performance.now() > deadline) return false;
    }
    return true;
  }
}
