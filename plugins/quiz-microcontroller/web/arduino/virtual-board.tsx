import { createElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@wokwi/elements/dist/esm/arduino-uno-element.js';
import { VirtualUno } from '../../common/arduino/uno.ts';
import { pinName } from '../../common/arduino/pins.ts';

/** The longest step of virtual time per frame: a hidden tab does not make the board race ahead. */
const MAX_STEP_MS = 50;
/** The serial monitor keeps this many characters. */
const SERIAL_KEEP = 20_000;

/** The `<wokwi-arduino-uno>` element's LED properties. */
interface UnoElement extends HTMLElement {
  led13: boolean;
  ledTX: boolean;
  ledRX: boolean;
  ledPower: boolean;
}

/**
 * A virtual Arduino Uno running the built hex in real time (avr8js, the board the judge grades
 * on, drawn by @wokwi/elements): pin 13's LED, the pins' levels, buttons that pull the tests'
 * input pins to GND while held, and a serial monitor (208 px) to read and send text.
 */
export default function VirtualBoard({ hex, inputPins }: { hex: string; inputPins: number[] }) {
  const { t } = useTranslation('quiz-microcontroller');
  const boardRef = useRef<UnoElement | null>(null);
  const unoRef = useRef<VirtualUno | null>(null);
  const [running, setRunning] = useState(true);
  const [generation, setGeneration] = useState(0);
  const [levels, setLevels] = useState<number[]>(() => new Array(20).fill(0));
  const [ms, setMs] = useState(0);
  const [serial, setSerial] = useState('');
  const [toSend, setToSend] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    let uno: VirtualUno;
    try {
      uno = new VirtualUno(hex);
    } catch (e) {
      setError((e as Error).message);
      return;
    }
    unoRef.current = uno;
    for (const pin of inputPins) uno.setInput(pin, 1);
    const decoder = new TextDecoder();
    let pending: number[] = [];
    uno.onSerial = (b) => pending.push(b);
    setSerial('');
    setMs(0);
    setLevels(new Array(20).fill(0));
    if (boardRef.current) boardRef.current.ledPower = true;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const step = Math.min(now - last, MAX_STEP_MS);
      last = now;
      uno.runUntil(uno.ms + step);
      const next = Array.from({ length: 20 }, (_, pin) => uno.level(pin));
      setLevels((prev) => (prev.every((v, i) => v === next[i]) ? prev : next));
      setMs(Math.floor(uno.ms / 100) * 100);
      if (boardRef.current) {
        boardRef.current.led13 = next[13] === 1;
        boardRef.current.ledTX = pending.length > 0;
      }
      if (pending.length) {
        const text = decoder.decode(new Uint8Array(pending), { stream: true });
        pending = [];
        setSerial((s) => (s + text).slice(-SERIAL_KEEP));
      }
      frame = requestAnimationFrame(tick);
    };
    if (running) frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [hex, generation, running]);

  const hold = (pin: number, pressed: boolean) => unoRef.current?.setInput(pin, pressed ? 0 : 1);

  if (error) return <p role="alert">{t('runFailed', { message: error })}</p>;
  return (
    <section className="arduino-board" aria-label={t('board')} data-testid="arduino-board">
      <h4>{t('board')}</h4>
      <div className="arduino-board__row">
        {createElement('wokwi-arduino-uno', {
          ref: boardRef,
          class: 'arduino-board__uno',
          role: 'img',
          'aria-label': t('board'),
        })}
        <div className="arduino-board__side">
          <p
            className={levels[13] ? 'arduino-led arduino-led--on' : 'arduino-led'}
            data-testid="arduino-led13"
            data-level={levels[13]}
          >
            <span className="arduino-led__dot" aria-hidden="true" />{' '}
            {t('led', { state: levels[13] ? t('on') : t('off') })}
          </p>
          <p data-testid="arduino-time">
            {running ? t('running') : t('stopped')} · {t('virtualTime', { seconds: (ms / 1000).toFixed(1) })}
          </p>
          <div className="arduino-actions">
            <button
              type="button"
              className="sd-btn sd-btn--secondary sd-btn--sm"
              data-testid="arduino-stop"
              onClick={() => setRunning((r) => !r)}
            >
              {running ? t('stop') : t('run')}
            </button>
            <button
              type="button"
              className="sd-btn sd-btn--secondary sd-btn--sm"
              data-testid="arduino-reset"
              onClick={() => {
                setRunning(true);
                setGeneration((g) => g + 1);
              }}
            >
              {t('reset')}
            </button>
          </div>
          {inputPins.map((pin) => (
            <button
              key={pin}
              type="button"
              className="sd-btn sd-btn--secondary sd-btn--sm"
              data-testid={`arduino-pin-button-${pin}`}
              onPointerDown={() => hold(pin, true)}
              onPointerUp={() => hold(pin, false)}
              onPointerLeave={() => hold(pin, false)}
              onKeyDown={(e) => {
                if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) hold(pin, true);
              }}
              onKeyUp={(e) => {
                if (e.key === ' ' || e.key === 'Enter') hold(pin, false);
              }}
            >
              {t('pinButton', { pin: pinName(pin) })}
            </button>
          ))}
          <table className="arduino-pins">
            <caption>{t('pins')}</caption>
            <tbody>
              <tr>
                {[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((pin) => (
                  <td key={pin} data-testid={`arduino-pin-${pin}`} data-level={levels[pin]}>
                    {pin}
                    <br />
                    {levels[pin] ? 'H' : 'L'}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </div>
      <section className="arduino-serial" aria-label={t('serialMonitor')}>
        <h4 id="arduino-serial-title">{t('serialMonitor')}</h4>
        <pre
          className="sd-code-area arduino-serial__out"
          data-testid="arduino-serial"
          aria-labelledby="arduino-serial-title"
          aria-live="polite"
          tabIndex={0}
        >
          {serial}
        </pre>
        <form
          className="arduino-actions"
          onSubmit={(e) => {
            e.preventDefault();
            unoRef.current?.sendSerial(`${toSend}\n`);
            setToSend('');
          }}
        >
          <label htmlFor="arduino-serial-input">{t('serialInput')}</label>
          <input
            id="arduino-serial-input"
            className="sd-input"
            value={toSend}
            data-testid="arduino-serial-input"
            onChange={(e) => setToSend(e.target.value)}
          />
          <button
            type="submit"
            className="sd-btn sd-btn--secondary sd-btn--sm"
            data-testid="arduino-serial-send"
          >
            {t('send')}
          </button>
          <button type="button" className="sd-btn sd-btn--secondary sd-btn--sm" onClick={() => setSerial('')}>
            {t('clear')}
          </button>
        </form>
      </section>
    </section>
  );
}
