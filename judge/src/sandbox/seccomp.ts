/**
 * The sandbox's seccomp filter, generated as raw classic-BPF bytes (what `bwrap --seccomp FD`
 * loads). A deny-list on top of the namespaces: it blocks the calls that create namespaces,
 * mount, trace, reach the kernel keyring or other kernel attack surface nobody's homework needs.
 * x86-64 only; other architectures and the x32 ABI are killed.
 */

// BPF instruction classes and fields (linux/filter.h).
const BPF_LD = 0x00,
  BPF_W = 0x00,
  BPF_ABS = 0x20;
const BPF_JMP = 0x05,
  BPF_JEQ = 0x10,
  BPF_JGE = 0x30,
  BPF_JSET = 0x40,
  BPF_K = 0x00;
const BPF_RET = 0x06;

const SECCOMP_RET_KILL_PROCESS = 0x80000000;
const SECCOMP_RET_ERRNO = 0x00050000;
const SECCOMP_RET_ALLOW = 0x7fff0000;
const AUDIT_ARCH_X86_64 = 0xc000003e;
const EPERM = 1;
const ENOSYS = 38;

// Offsets in struct seccomp_data.
const OFF_NR = 0,
  OFF_ARCH = 4,
  OFF_ARG0_LO = 16;

/** Syscalls answered with EPERM (x86-64 numbers). */
export const DENIED_SYSCALLS: Readonly<Record<string, number>> = {
  ptrace: 101,
  syslog: 103,
  uselib: 134,
  vhangup: 153,
  pivot_root: 155,
  adjtimex: 159,
  chroot: 161,
  acct: 163,
  settimeofday: 164,
  mount: 165,
  umount2: 166,
  swapon: 167,
  swapoff: 168,
  reboot: 169,
  sethostname: 170,
  setdomainname: 171,
  iopl: 172,
  ioperm: 173,
  init_module: 175,
  delete_module: 176,
  quotactl: 179,
  nfsservctl: 180,
  lookup_dcookie: 212,
  clock_settime: 227,
  kexec_load: 246,
  add_key: 248,
  request_key: 249,
  keyctl: 250,
  unshare: 272,
  perf_event_open: 298,
  fanotify_init: 300,
  name_to_handle_at: 303,
  open_by_handle_at: 304,
  clock_adjtime: 305,
  setns: 308,
  process_vm_readv: 310,
  process_vm_writev: 311,
  finit_module: 313,
  kexec_file_load: 320,
  bpf: 321,
  userfaultfd: 323,
  io_uring_setup: 425,
  io_uring_enter: 426,
  io_uring_register: 427,
  open_tree: 428,
  move_mount: 429,
  fsopen: 430,
  fsconfig: 431,
  fsmount: 432,
  fspick: 433,
  mount_setattr: 442,
};

const SYS_CLONE = 56;
const SYS_CLONE3 = 435;
const SYS_SOCKET = 41;
export const AF_VSOCK = 40;
/** CLONE_NEWNS|NEWCGROUP|NEWUTS|NEWIPC|NEWUSER|NEWPID|NEWNET|NEWTIME. */
export const CLONE_NAMESPACE_FLAGS =
  0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000 | 0x00000080;

interface Insn {
  code: number;
  jt: number;
  jf: number;
  k: number;
}

const stmt = (code: number, k: number): Insn => ({ code, jt: 0, jf: 0, k });
const jump = (code: number, k: number, jt: number, jf: number): Insn => ({ code, jt, jf, k });

/** Builds the filter program. */
export function buildSeccompProgram(): Insn[] {
  const denied = Object.values(DENIED_SYSCALLS);
  const p: Insn[] = [];
  p.push(stmt(BPF_LD | BPF_W | BPF_ABS, OFF_ARCH));
  p.push(jump(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0));
  p.push(stmt(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
  p.push(stmt(BPF_LD | BPF_W | BPF_ABS, OFF_NR));
  // x32 ABI syscalls have bit 30 set.
  p.push(jump(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1));
  p.push(stmt(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS));
  // clone3 → ENOSYS so libc falls back to clone, whose flags we can inspect.
  p.push(jump(BPF_JMP | BPF_JEQ | BPF_K, SYS_CLONE3, 0, 1));
  p.push(stmt(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS));
  // clone with any namespace flag → EPERM.
  p.push(jump(BPF_JMP | BPF_JEQ | BPF_K, SYS_CLONE, 0, 3));
  p.push(stmt(BPF_LD | BPF_W | BPF_ABS, OFF_ARG0_LO));
  p.push(jump(BPF_JMP | BPF_JSET | BPF_K, CLONE_NAMESPACE_FLAGS, 0, 1));
  p.push(stmt(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM));
  // (after the clone block the accumulator may hold arg0; reload nr)
  p.push(stmt(BPF_LD | BPF_W | BPF_ABS, OFF_NR));
  // socket(AF_VSOCK, ...) → EPERM (no network namespace covers vsock).
  p.push(jump(BPF_JMP | BPF_JEQ | BPF_K, SYS_SOCKET, 0, 4));
  p.push(stmt(BPF_LD | BPF_W | BPF_ABS, OFF_ARG0_LO));
  p.push(jump(BPF_JMP | BPF_JEQ | BPF_K, AF_VSOCK, 0, 1));
  p.push(stmt(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM));
  p.push(stmt(BPF_LD | BPF_W | BPF_ABS, OFF_NR));
  // Deny list: each entry jumps to the shared EPERM return at the end.
  for (let i = 0; i < denied.length; i++) {
    const remaining = denied.length - i - 1;
    p.push(jump(BPF_JMP | BPF_JEQ | BPF_K, denied[i], remaining + 1, 0));
  }
  p.push(stmt(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
  p.push(stmt(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EPERM));
  return p;
}

/** The filter as the bytes of a `struct sock_filter[]` (little-endian), ready for bwrap. */
export function seccompFilterBytes(): Buffer {
  const program = buildSeccompProgram();
  const buf = Buffer.alloc(program.length * 8);
  program.forEach((insn, i) => {
    buf.writeUInt16LE(insn.code, i * 8);
    buf.writeUInt8(insn.jt, i * 8 + 2);
    buf.writeUInt8(insn.jf, i * 8 + 3);
    buf.writeUInt32LE(insn.k >>> 0, i * 8 + 4);
  });
  return buf;
}
