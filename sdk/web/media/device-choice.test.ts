import test from 'ava';
import { loadDeviceIds, mediaConstraints, openDevices, saveDeviceIds } from './device-choice.ts';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
};

test('a saved choice is read back; nothing saved, unreadable or refused storage gives the defaults', (t) => {
  const storage = memory();
  t.deepEqual(loadDeviceIds(storage), { cameraId: '', micId: '' });
  saveDeviceIds({ cameraId: 'cam-2', micId: 'mic-1' }, storage);
  t.deepEqual(loadDeviceIds(storage), { cameraId: 'cam-2', micId: 'mic-1' });
  storage.items.set('seodang.media-devices', '{not json');
  t.deepEqual(loadDeviceIds(storage), { cameraId: '', micId: '' });
  storage.items.set('seodang.media-devices', JSON.stringify({ cameraId: 7, micId: 'mic-1' }));
  t.deepEqual(loadDeviceIds(storage), { cameraId: '', micId: 'mic-1' });
  const full = {
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  t.notThrows(() => saveDeviceIds({ cameraId: 'a', micId: 'b' }, full));
  t.deepEqual(loadDeviceIds(null), { cameraId: '', micId: '' });
});

test('constraints ask for exactly the chosen devices, and leave the rest to the browser', (t) => {
  t.deepEqual(mediaConstraints({ cameraId: '', micId: '' }), {
    video: { width: 640, height: 480 },
    audio: true,
  });
  t.deepEqual(mediaConstraints({ cameraId: 'cam', micId: 'mic' }), {
    video: { width: 640, height: 480, deviceId: { exact: 'cam' } },
    audio: { deviceId: { exact: 'mic' } },
  });
  t.deepEqual(mediaConstraints({ cameraId: 'cam', micId: '' }, { audio: false }), {
    video: { width: 640, height: 480, deviceId: { exact: 'cam' } },
    audio: false,
  });
});

const failing = (name: string) => Object.assign(new Error(name), { name });
const fakeStream = {} as MediaStream;

test('a chosen device that is gone opens the defaults and says so; a refusal is not hidden', async (t) => {
  const asked: MediaStreamConstraints[] = [];
  const gone = async (c: MediaStreamConstraints) => {
    asked.push(c);
    if (asked.length === 1) throw failing('OverconstrainedError');
    return fakeStream;
  };
  const opened = await openDevices({ cameraId: 'unplugged', micId: '' }, {}, gone);
  t.deepEqual(opened, { stream: fakeStream, fellBack: true });
  t.deepEqual(asked[1], { video: { width: 640, height: 480 }, audio: true });

  const denied = async () => {
    throw failing('NotAllowedError');
  };
  await t.throwsAsync(openDevices({ cameraId: 'cam', micId: 'mic' }, {}, denied), {
    name: 'NotAllowedError',
  });
  // With no choice made there is nothing to fall back from: no device at all stays an error.
  const none = async () => {
    throw failing('NotFoundError');
  };
  await t.throwsAsync(openDevices({ cameraId: '', micId: '' }, {}, none), { name: 'NotFoundError' });
  t.deepEqual(await openDevices({ cameraId: 'cam', micId: '' }, {}, async () => fakeStream), {
    stream: fakeStream,
    fellBack: false,
  });
});
