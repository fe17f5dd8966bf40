import test from 'ava';
import { buildSeccompProgram, seccompFilterBytes, DENIED_SYSCALLS } from './seccomp.ts';

test('the filter is a well-formed classic BPF program', (t) => {
  const p = buildSeccompProgram();
  t.true(p.length < 4096);
  t.is(seccompFilterBytes().length, p.length * 8);
  // Every jump stays inside the program.
  p.forEach((insn, i) => {
    if ((insn.code & 0x07) === 0x05) t.true(i + 1 + Math.max(insn.jt, insn.jf) < p.length, `insn ${i}`);
  });
  // It ends with ALLOW then the shared EPERM.
  t.is(p[p.length - 2].k, 0x7fff0000);
  t.is(p[p.length - 1].k, 0x00050001);
});

test('the deny list covers namespaces, mount, ptrace and keyrings', (t) => {
  for (const name of [
    'unshare',
    'setns',
    'mount',
    'ptrace',
    'keyctl',
    'add_key',
    'bpf',
    'io_uring_setup',
    'open_by_handle_at',
  ]) {
    t.true(name in DENIED_SYSCALLS, name);
  }
});
