import test from 'ava';
import { dockerSeccompProfile } from './docker-seccomp.ts';
import { CLONE_NAMESPACE_FLAGS, DENIED_SYSCALLS } from './seccomp.ts';

test('the Docker profile refuses what the bwrap filter refuses', (t) => {
  const profile = dockerSeccompProfile();
  t.is(profile.defaultAction, 'SCMP_ACT_ALLOW');
  t.deepEqual(profile.architectures, ['SCMP_ARCH_X86_64']);
  const plain = profile.syscalls.filter((r) => !r.args);
  t.deepEqual(
    plain.flatMap((r) => (r.errnoRet === 1 ? r.names : [])).sort(),
    Object.keys(DENIED_SYSCALLS).sort(),
  );
  t.deepEqual(plain.find((r) => r.names.includes('clone3'))?.errnoRet, 38);
  const cloneFlags = profile.syscalls.filter((r) => r.names.includes('clone')).map((r) => r.args?.[0]);
  t.is(
    cloneFlags.reduce((all, a) => all | (a?.value ?? 0), 0),
    CLONE_NAMESPACE_FLAGS,
    'every namespace flag has its rule',
  );
  t.true(
    cloneFlags.every((a) => a?.op === 'SCMP_CMP_MASKED_EQ' && a.value === a.valueTwo),
    'each rule matches its flag being set',
  );
  t.deepEqual(profile.syscalls.find((r) => r.names.includes('socket'))?.args, [
    { index: 0, value: 40, valueTwo: 0, op: 'SCMP_CMP_EQ' },
  ]);
});
