/**
 * The bwrap driver's seccomp filter (`seccomp.ts`) as a Docker seccomp profile, so containers
 * refuse the same calls: the deny list with EPERM, clone with any namespace flag, clone3 with
 * ENOSYS (libc falls back to clone), and vsock sockets. Other architectures are not allowed.
 */
import { AF_VSOCK, CLONE_NAMESPACE_FLAGS, DENIED_SYSCALLS } from './seccomp.ts';

const EPERM = 1;
const ENOSYS = 38;

interface Rule {
  names: string[];
  action: 'SCMP_ACT_ERRNO';
  errnoRet: number;
  args?: Array<{ index: number; value: number; valueTwo: number; op: 'SCMP_CMP_EQ' | 'SCMP_CMP_MASKED_EQ' }>;
}

/** The profile (Docker's JSON seccomp format, as `--security-opt seccomp=<json>` takes it). */
export function dockerSeccompProfile(): {
  defaultAction: 'SCMP_ACT_ALLOW';
  architectures: string[];
  syscalls: Rule[];
} {
  const flags: number[] = [];
  for (let bit = 1; bit <= CLONE_NAMESPACE_FLAGS; bit *= 2) if (CLONE_NAMESPACE_FLAGS & bit) flags.push(bit);
  return {
    defaultAction: 'SCMP_ACT_ALLOW',
    architectures: ['SCMP_ARCH_X86_64'],
    syscalls: [
      { names: Object.keys(DENIED_SYSCALLS), action: 'SCMP_ACT_ERRNO', errnoRet: EPERM },
      { names: ['clone3'], action: 'SCMP_ACT_ERRNO', errnoRet: ENOSYS },
      // One rule per flag: rules of one call are alternatives, and "any flag set" is their union.
      ...flags.map((flag): Rule => ({
        names: ['clone'],
        action: 'SCMP_ACT_ERRNO',
        errnoRet: EPERM,
        args: [{ index: 0, value: flag, valueTwo: flag, op: 'SCMP_CMP_MASKED_EQ' }],
      })),
      {
        names: ['socket'],
        action: 'SCMP_ACT_ERRNO',
        errnoRet: EPERM,
        args: [{ index: 0, value: AF_VSOCK, valueTwo: 0, op: 'SCMP_CMP_EQ' }],
      },
    ],
  };
}
