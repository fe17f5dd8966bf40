import test from 'ava';
import { readFileSync } from 'node:fs';
import { parseIntelHex } from '../arduino/hex.ts';
import { BoardDriver } from '../../testing/board-driver.ts';
import { SimulatedMicrobit } from '../../testing/microbit-board.ts';
import { SimulatedUno } from '../../testing/uno-board.ts';
import { BridgeClient, type BridgePort, type BridgeRuntime } from './client.ts';
import { BridgeHost, parseBridgeRequest } from './host.ts';
import { bridgeRequestSchema, type BridgeMessage } from './protocol.ts';

const blinkEcho = readFileSync(new URL('../../test/fixtures/blink-echo.hex', import.meta.url), 'utf8');
const extensionId = 'pacajcpabajojdihahhopdfgichcfpcd';

/**
 * The page's client and the extension's host joined by an in-memory port, as Chrome joins them:
 * every message crosses as a structured clone, asynchronously.
 */
function joined(driver: BoardDriver) {
  const toPage: ((m: unknown) => void)[] = [];
  const host = new BridgeHost(driver, (m) =>
    setTimeout(() => toPage.forEach((l) => l(structuredClone(m))), 0),
  );
  const runtime: BridgeRuntime = {
    connect: (): BridgePort => ({
      postMessage: (m) => setTimeout(() => void host.handle(structuredClone(m)), 0),
      onMessage: { addListener: (l) => void toPage.push(l) },
      onDisconnect: { addListener: () => undefined },
      disconnect: () => undefined,
    }),
  };
  const serial: string[] = [];
  let closed = 0;
  const client = new BridgeClient({
    extensionId,
    runtime,
    onSerial: (text) => serial.push(text),
    onSerialClosed: () => closed++,
  });
  return { client, serial, closed: () => closed };
}

const until = async (check: () => boolean, ms = 5000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end;)
    await new Promise((r) => setTimeout(r, 10));
};

test('an Uno through page and extension: choose, open the line, upload at the bootloader speed, talk to the program', async (t) => {
  const board = new SimulatedUno();
  t.teardown(() => board.close());
  const driver = new BoardDriver(board);
  t.teardown(() => driver.close());
  const { client, serial } = joined(driver);
  await client.connect();
  t.is(await client.chooseDevice(), 'USB Serial (ttyACM0)');
  await client.serialConnect(9600);
  const progress: number[] = [];
  await client.upload('uno', blinkEcho, (p) => progress.push(p));
  t.deepEqual(board.flash, parseIntelHex(blinkEcho).flash);
  t.is(progress.at(-1), 100);
  t.deepEqual(driver.opened, [9600, 115200, 9600], 'the line is taken at 115,200 and given back at 9,600');
  t.true(client.serialOpen);
  await client.send('ok');
  await until(() => serial.join('') === 'ok');
  t.is(serial.join(''), 'ok', 'the uploaded program echoes');
  await client.disconnect();
  t.is(client.state, 'DISCONNECTED');
});

test('a micro:bit through page and extension: main.py goes on, the board restarts and prints', async (t) => {
  const board = new SimulatedMicrobit();
  const driver = new BoardDriver(board, 'BBC micro:bit CMSIS-DAP');
  t.teardown(() => driver.close());
  const { client, serial } = joined(driver);
  await client.connect();
  await client.chooseDevice();
  await client.serialConnect(115200);
  await client.upload('microbit', 'print("안녕")\n');
  t.is(await board.mainPy(), 'print("안녕")\n');
  await until(() => serial.join('').includes('안녕'));
  t.regex(serial.join(''), /soft reboot\r\n안녕/);
});

test("the extension's errors reach the page by §8's codes", async (t) => {
  const board = new SimulatedUno();
  t.teardown(() => board.close());
  const driver = new BoardDriver(board);
  t.teardown(() => driver.close());
  const { client, closed } = joined(driver);
  await client.connect();
  await t.throwsAsync(client.serialConnect(), { message: /^CONNECTED_FAILED: Choose the board first/ });
  await t.throwsAsync(client.upload('uno', blinkEcho), { message: /^UPLAOD_FAILED: Choose the board first/ });
  await client.chooseDevice();
  await t.throwsAsync(client.upload('uno', ':0000000'), { message: /^UPLAOD_FAILED: .*not a hex record/ });
  driver.openFails = 'Failed to open serial port.';
  await t.throwsAsync(client.serialConnect(), { message: 'CONNECTED_FAILED: Failed to open serial port.' });
  driver.openFails = null;
  await client.serialConnect();
  driver.unplug();
  await until(() => closed() === 1);
  t.false(client.serialOpen);
  await t.throwsAsync(client.send('x'), { message: 'NOT_CONNECTED_SERIAL' });
  const none = joined(new BoardDriver(board, null));
  await none.client.connect();
  await t.throwsAsync(none.client.chooseDevice(), { message: 'CONNECTED_FAILED: No port was chosen.' });
});

test("the host's request check agrees with the bridge's schema", (t) => {
  const samples: unknown[] = [
    { id: 1, op: 'connect', version: 1 },
    { id: 2, op: 'device' },
    { id: 3, op: 'serial_connect', baudRate: 9600 },
    { id: 3, op: 'serial_connect', baudRate: 100 },
    { id: 3, op: 'serial_connect', baudRate: 9600.5 },
    { id: 4, op: 'send_data', data: 'x' },
    { id: 4, op: 'send_data', data: 'x'.repeat(4097) },
    { id: 5, op: 'upload', board: 'uno', content: ':00000001FF' },
    { id: 5, op: 'upload', board: 'esp32', content: 'x' },
    { id: 5, op: 'upload', board: 'uno', content: '' },
    { id: 6, op: 'disconnect' },
    { id: 0, op: 'device' },
    { id: -1, op: 'device' },
    { op: 'device' },
    { id: 7, op: 'format_disk' },
    'device',
    null,
  ];
  for (const sample of samples) {
    const zod = bridgeRequestSchema.safeParse(sample);
    t.deepEqual(parseBridgeRequest(sample), zod.success ? zod.data : null, JSON.stringify(sample));
  }
});

test('messages outside the schema get no answer', async (t) => {
  const sent: BridgeMessage[] = [];
  const host = new BridgeHost(new BoardDriver(new SimulatedUno()), (m) => sent.push(m));
  await host.handle({ id: 1, op: 'format_disk' });
  await host.handle('connect');
  t.deepEqual(sent, []);
  await host.handle({ id: 2, op: 'connect', version: 1 });
  t.deepEqual(sent, [{ type: 'reply', id: 2, ok: true, version: 1 }]);
});
