import test from 'ava';
import { readFileSync } from 'node:fs';
import {
  janusHttpConfig,
  janusMainConfig,
  janusWsConfig,
  videoRoomAdminKey,
  withoutDemoRooms,
  withVideoRoomAdminKey,
} from './janus-config.ts';
import { pickVersion } from './postgres-binaries.ts';
import { redisArgs } from './redis.ts';

test('the newest PostgreSQL version wins, numerically', (t) => {
  t.is(pickVersion(['9.6', '15', '13']), '15');
  t.is(pickVersion(['16', '15']), '16');
  t.is(pickVersion(['common']), undefined);
});

test('dev Redis persists with an append-only file; test Redis keeps nothing', (t) => {
  const dev = redisArgs('dev', 16379, '/d').join(' ');
  const tst = redisArgs('test', 16380, '/t').join(' ');
  t.regex(dev, /--appendonly yes/);
  t.regex(tst, /--appendonly no/);
  t.regex(tst, /--port 16380 --bind 127\.0\.0\.1 --dir \/t/);
});

test('Janus configs carry the private ports and the generated folder', (t) => {
  t.regex(janusHttpConfig({ http: 18088, ws: 18188 }), /port = 18088/);
  t.regex(janusWsConfig({ http: 18088, ws: 18188 }), /ws_port = 18188/);
  const main = janusMainConfig({ configsFolder: '/x/conf', libDir: '/usr/lib/j' });
  t.regex(main, /configs_folder = "\/x\/conf"/);
  t.regex(main, /plugins_folder = "\/usr\/lib\/j\/plugins"/);
  t.notRegex(main, /libjanus_videoroom/);
});

test('Janus asks for core-signed tokens when given a secret, and none without', (t) => {
  const main = janusMainConfig({ configsFolder: '/x/conf', libDir: '/usr/lib/j', tokenSecret: 'sekrit' });
  t.regex(main, /general: \{[^}]*token_auth = true\n {2}token_auth_secret = "sekrit"/);
  t.notRegex(janusMainConfig({ configsFolder: '/x/conf', libDir: '/usr/lib/j' }), /token_auth/);
});

test("the VideoRoom config gets the admin key once; an operator's own key is kept", (t) => {
  const debian = '# comments\ngeneral: {\n\t#admin_key = "supersecret"\n}\nroom-1234: {\n}\n';
  const withKey = withVideoRoomAdminKey(debian, 'k1');
  t.regex(withKey, /general: \{\n\tadmin_key = "k1"/);
  t.is(videoRoomAdminKey(withKey), 'k1');
  t.is(withVideoRoomAdminKey(withKey, 'k2'), withKey, 'a key already set stays');
  t.is(
    videoRoomAdminKey(withVideoRoomAdminKey('', 'k3')),
    'k3',
    'a config without a general section gets one',
  );
  t.is(videoRoomAdminKey(debian), undefined, 'a commented-out key is no key');
});

test("Debian's open demo rooms are dropped from the VideoRoom config; other rooms stay", (t) => {
  const config = withoutDemoRooms(
    readFileSync('/etc/janus/janus.plugin.videoroom.jcfg', 'utf8') + 'room-42: {\n\tpin = "x"\n}\n',
  );
  t.notRegex(config, /^room-(1234|5678)/m);
  t.regex(config, /^room-42: \{/m);
  t.regex(config, /^general: \{/m);
});
