import test from 'ava';
import { FakeBridge, type FakeBridgeOptions } from '../../testing/fake-bridge.ts';
import { BridgeClient, BridgeError, findRuntime } from './client.ts';
import { bridgeErrorCodes, type BridgeErrorCode, type BridgeState } from './protocol.ts';

const extensionId = 'abcdefghijklmnopabcdefghijklmnop';

function setUp(options: FakeBridgeOptions = {}, id = extensionId) {
  const bridge = new FakeBridge(options);
  const states: BridgeState[] = [];
  const serial: string[] = [];
  let closed = 0;
  const client = new BridgeClient({
    extensionId: id,
    runtime: bridge,
    onState: (s) => states.push(s),
    onSerial: (text) => serial.push(text),
    onSerialClosed: () => closed++,
    connectTimeoutMs: 200,
    requestTimeoutMs: 500,
  });
  return { bridge, client, states, serial, closed: () => closed };
}

const codeOf = async (promise: Promise<unknown>): Promise<BridgeErrorCode> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof BridgeError)) throw new Error(`expected a BridgeError, got ${String(error)}`);
  return error.code;
};
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};
const seen = new Set<BridgeErrorCode>();
const expectCode = async (
  t: { is: (a: unknown, b: unknown) => void },
  p: Promise<unknown>,
  code: BridgeErrorCode,
) => {
  t.is(await codeOf(p), code);
  seen.add(code);
};

test.serial('without Chrome, or Chrome without the extension, connecting says which', async (t) => {
  t.is(findRuntime({}), 'NOT_CHROME');
  t.is(findRuntime({ chrome: {} }), 'EMPTY_CHROME');
  t.is(findRuntime({ chrome: { runtime: {} } }), 'EMPTY_CHROME');
  const bridge = new FakeBridge();
  t.is(findRuntime({ chrome: { runtime: bridge } }), bridge);
  for (const code of ['NOT_CHROME', 'EMPTY_CHROME'] as const) {
    const states: BridgeState[] = [];
    const client = new BridgeClient({ extensionId, runtime: code, onState: (s) => states.push(s) });
    await expectCode(t, client.connect(), code);
    t.deepEqual(states, [], 'nothing started');
  }
});

test.serial('no extension id configured: EMPTY_EXTENSION_ID, and nothing is tried', async (t) => {
  const { client, bridge, states } = setUp({}, '');
  await expectCode(t, client.connect(), 'EMPTY_EXTENSION_ID');
  t.deepEqual(states, []);
  t.deepEqual(bridge.requests, []);
});

test.serial(
  'an extension that is not installed (the port closes unanswered, or the id is refused)',
  async (t) => {
    const absent = setUp({ installed: false });
    await expectCode(t, absent.client.connect(), 'NOT_INSTALLED_EXTENSION');
    t.deepEqual(absent.states, ['CONNECTING', 'DISCONNECTED']);
    const malformed = setUp({}, 'not-an-id');
    await expectCode(t, malformed.client.connect(), 'NOT_INSTALLED_EXTENSION');
    t.is(malformed.client.state, 'DISCONNECTED');
  },
);

test.serial(
  'the whole way: connect, choose the board, open the line, talk, upload, disconnect',
  async (t) => {
    const { client, bridge, states, serial, closed } = setUp();
    await client.connect();
    t.is(client.state, 'CONNECTED');
    t.is(await client.chooseDevice(), 'Arduino Uno (ttyACM0)');
    t.is(client.device, 'Arduino Uno (ttyACM0)');
    await client.serialConnect(115200);
    t.true(client.serialOpen);
    t.like(bridge.requests.at(-1), { op: 'serial_connect', baudRate: 115200 });
    await client.send('hello\n');
    bridge.print('temp=21\n');
    await until(() => serial.length === 2);
    t.deepEqual(serial, ['hello\n', 'temp=21\n']);
    const progress: number[] = [];
    await client.upload('uno', ':00000001FF\n', (p) => progress.push(p));
    t.deepEqual(progress, [0, 50, 100]);
    t.deepEqual(bridge.uploads, [{ board: 'uno', content: ':00000001FF\n' }]);
    await client.disconnect();
    t.deepEqual(states, ['CONNECTING', 'CONNECTED', 'DISCONNECTING', 'DISCONNECTED']);
    t.false(client.serialOpen);
    t.is(closed(), 1, 'the page hears the line closed');
    t.like(bridge.requests.at(-1), { op: 'disconnect' });
  },
);

test.serial(
  'operations before connecting, or after the extension went: NOT_CONNECTED_EXTENSION',
  async (t) => {
    const { client, bridge, states } = setUp();
    await expectCode(t, client.chooseDevice(), 'NOT_CONNECTED_EXTENSION');
    await expectCode(t, client.serialConnect(), 'NOT_CONNECTED_EXTENSION');
    await expectCode(t, client.upload('uno', ':00000001FF'), 'NOT_CONNECTED_EXTENSION');
    await expectCode(t, client.send('x'), 'NOT_CONNECTED_EXTENSION');
    t.deepEqual(bridge.requests, []);
    await client.connect();
    bridge.reload();
    t.is(client.state, 'DISCONNECTED');
    await expectCode(t, client.chooseDevice(), 'NOT_CONNECTED_EXTENSION');
    t.deepEqual(states, ['CONNECTING', 'CONNECTED', 'DISCONNECTED']);
    // An extension that never answers, or speaks another protocol version, is no connection either.
    await expectCode(t, setUp({ silent: true }).client.connect(), 'NOT_CONNECTED_EXTENSION');
    const outdated = setUp({ version: 99 });
    await expectCode(t, outdated.client.connect(), 'NOT_CONNECTED_EXTENSION');
    t.is(outdated.client.state, 'DISCONNECTED');
  },
);

test.serial(
  'writing before the serial line is open, or after the board is unplugged: NOT_CONNECTED_SERIAL',
  async (t) => {
    const { client, bridge, closed } = setUp();
    await client.connect();
    await expectCode(t, client.send('x'), 'NOT_CONNECTED_SERIAL');
    await client.chooseDevice();
    await client.serialConnect();
    bridge.unplug();
    await until(() => !client.serialOpen);
    t.is(closed(), 1);
    await expectCode(t, client.send('x'), 'NOT_CONNECTED_SERIAL');
    t.deepEqual(bridge.written, []);
    t.is(client.state, 'CONNECTED', 'the extension is still there');
  },
);

test.serial(
  'a serial port that will not open, or none chosen: CONNECTED_FAILED with the reason',
  async (t) => {
    const busy = setUp({ serialFails: 'Failed to open serial port.' });
    await busy.client.connect();
    await busy.client.chooseDevice();
    const error = await busy.client.serialConnect().catch((e: unknown) => e as BridgeError);
    t.like(error, { code: 'CONNECTED_FAILED', detail: 'Failed to open serial port.' });
    seen.add('CONNECTED_FAILED');
    t.false(busy.client.serialOpen);
    const none = setUp({ noPortChosen: true });
    await none.client.connect();
    await expectCode(t, none.client.chooseDevice(), 'CONNECTED_FAILED');
  },
);

test.serial('an upload the board refuses: UPLAOD_FAILED (spelt as §8 has it)', async (t) => {
  const { client, bridge } = setUp({ uploadFails: 'stk500: not in sync' });
  await client.connect();
  await client.chooseDevice();
  const error = await client.upload('uno', ':00000001FF').catch((e: unknown) => e as BridgeError);
  t.like(error, { code: 'UPLAOD_FAILED', detail: 'stk500: not in sync' });
  seen.add('UPLAOD_FAILED');
  t.deepEqual(bridge.uploads, []);
  t.is(client.state, 'CONNECTED');
});

test.serial('messages outside the schema are dropped; replies find their own requests', async (t) => {
  const { client, bridge, serial } = setUp();
  await client.connect();
  bridge.garble({ type: 'serial', data: 42 });
  bridge.garble({ type: 'reply', id: 999_999, ok: true });
  bridge.garble('not even an object');
  await client.chooseDevice();
  await client.serialConnect();
  await Promise.all([client.send('a'), client.send('b'), client.send('c')]);
  await until(() => serial.length === 3);
  t.deepEqual(serial.sort(), ['a', 'b', 'c']);
});

test.serial('every §8 error code is reached by some path above', (t) => {
  t.deepEqual([...seen].sort(), [...bridgeErrorCodes].sort());
});
