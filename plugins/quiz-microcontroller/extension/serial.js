/* global chrome */
// The bridge window: it holds the board's serial port (Web Serial) and runs the bridge's host, the
// same code the tests run against simulated boards (vendor/, generated from common/bridge/).
import { BridgeHost } from './vendor/host.mjs';

const text = (key, ...values) => chrome.i18n.getMessage(key, values);
for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = text(el.dataset.i18n);
const status = document.getElementById('status');
const choose = document.getElementById('choose');
status.textContent = text(navigator.serial ? 'waiting' : 'noSerial');

/** @type {SerialPort | null} */
let port = null;
let reading = null;
let chosen = null;

/** A port's name for the page: the board when its USB ids say which, else its ids. */
function nameOf(info) {
  const id = (n) => (n ?? 0).toString(16).padStart(4, '0');
  const known = {
    0x2341: 'Arduino',
    0x2a03: 'Arduino',
    0x1a86: 'USB serial (CH340)',
    0x0d28: 'BBC micro:bit',
  };
  const maker = known[info.usbVendorId] ?? 'USB serial';
  return info.usbVendorId ? `${maker} (${id(info.usbVendorId)}:${id(info.usbProductId)})` : 'Serial port';
}

async function readLoop(open) {
  const reader = open.readable.getReader();
  reading = { reader, done: null };
  reading.done = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (value) driver.onData?.(value);
      }
    } catch {
      // The port went (unplugged) or was cancelled below.
    } finally {
      reader.releaseLock();
    }
  })();
}

const driver = {
  onData: null,
  onLost: null,
  choose() {
    return new Promise((resolve) => {
      chosen = resolve;
      status.textContent = text('choosePrompt');
      choose.hidden = false;
      choose.focus();
    });
  },
  async open(baudRate) {
    if (!port) throw new Error('No port chosen.');
    await port.open({ baudRate });
    void readLoop(port);
  },
  async close() {
    if (!port) return;
    const current = reading;
    reading = null;
    await current?.reader.cancel().catch(() => undefined);
    await current?.done;
    await port.close().catch(() => undefined);
  },
  async write(bytes) {
    const writer = port.writable.getWriter();
    try {
      await writer.write(bytes);
    } finally {
      writer.releaseLock();
    }
  },
  async setSignals(on) {
    await port.setSignals({ dataTerminalReady: on, requestToSend: on });
  },
};

choose.addEventListener('click', async () => {
  const answer = chosen;
  chosen = null;
  choose.hidden = true;
  try {
    port = await navigator.serial.requestPort();
    const name = nameOf(port.getInfo());
    status.textContent = text('connectedTo', name);
    answer?.(name);
  } catch {
    status.textContent = text('waiting');
    answer?.(null);
  }
});

navigator.serial?.addEventListener('disconnect', (event) => {
  if (event.target !== port) return;
  port = null;
  reading = null;
  status.textContent = text('waiting');
  driver.onLost?.();
});

const background = chrome.runtime.connect({ name: 'host' });
const host = new BridgeHost(driver, (message) => background.postMessage(message));
background.onMessage.addListener((message) => void host.handle(message));
