/*
 * sandbox-zygote: one long-lived process per sandbox slot that starts each run by forking
 * inside namespaces set up once, instead of building a new sandbox for every run.
 *
 * bwrap starts it as pid 1 (and uid 0) of the slot's user, pid, net, ipc, uts and cgroup
 * namespaces, with the judge root filesystem read-only as `/`, /proc, /dev, the worker's work
 * root at /mnt and CAP_SYS_ADMIN, CAP_NET_ADMIN, CAP_DAC_OVERRIDE and CAP_SETFCAP inside the user
 * namespace only. It first moves into a clean root (see enter_clean_root), where no mount names
 * a host path. For every run it clones a child that is the init of a new pid namespace, takes a
 * fresh mount, ipc and network namespace, mounts its own /proc, a new size-limited tmpfs on /tmp
 * and /dev/shm, makes /dev read-only, mounts the run's work dir (read-only for tests) at /box as
 * an overlay and unmounts the work root. It then forks the program, which enters a user
 * namespace of its own as uid 1000, sets the rlimits, drops every capability, loads the seccomp
 * deny-list and executes; the init waits for it and passes on its wait status. When the program
 * exits, every other process of the slot's pid namespace is killed (the zygote is pid 1, so it is
 * spared and cannot be killed from inside) and reaped before the next request is read.
 *
 * Protocol. fd 0 carries requests: a line "HEADER_LEN STDIN_LEN\n", HEADER_LEN bytes of
 * NUL-terminated strings (box name, "ro"|"rw" (rw needs an empty dir BOX.ovl beside the box),
 * cwd, tmpfs bytes, rlimit count, "RES=VALUE"..., env count, "K=V"..., argv...), then STDIN_LEN bytes of stdin. The run's stdout and stderr are
 * copied to fds 1 and 2; fd 3 holds the seccomp filter (read once); fd 5 gets {"ready":1} once
 * at start, then per run {"started":1} once the run is forked and, at its end,
 * {"exit":N,"signal":S,"maxRssKb":K,"wallUs":W,"out":BYTES,"err":BYTES} or {"error":"..."}. EOF on fd 0 ends the zygote (and with it the namespace).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <linux/close_range.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <net/if.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/signalfd.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "rlimit-names.h"

#define STATUS_FD 5
#define SECCOMP_FD 3
#define MAX_FIELDS 4096
/* The program's uid and gid, as in the per-run sandbox (bwrap-driver.ts SANDBOX_UID). */
#define RUN_ID "1000"

static struct sock_fprog seccomp_prog;

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static int read_full(int fd, char *buf, size_t n) {
  size_t got = 0;
  while (got < n) {
    ssize_t r = read(fd, buf + got, n - got);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    got += (size_t)r;
  }
  return 0;
}

static int write_full(int fd, const char *buf, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, buf, n);
    if (w < 0) { if (errno == EINTR) continue; return -1; }
    buf += w; n -= (size_t)w;
  }
  return 0;
}

/* Reads "HEADER_LEN STDIN_LEN\n" one byte at a time (fd 0 is shared with the stdin bytes). */
static int read_request_line(long long *header_len, long long *stdin_len) {
  char line[64];
  size_t n = 0;
  for (;;) {
    ssize_t r = read(0, line + n, 1);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    if (line[n] == '\n') break;
    if (++n >= sizeof line - 1) return -1;
  }
  line[n] = 0;
  return sscanf(line, "%lld %lld", header_len, stdin_len) == 2 && *header_len > 0 && *header_len <= (1 << 20) && *stdin_len >= 0 ? 0 : -1;
}

/* In the child: report a set-up failure through the error pipe and stop. */
static void fail(int err_fd, const char *what) {
  char msg[512];
  int n = snprintf(msg, sizeof msg, "%s: %s", what, strerror(errno));
  write_full(err_fd, msg, (size_t)n);
  _exit(127);
}

static void bring_loopback_up(int err_fd) {
  int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
  if (s < 0) fail(err_fd, "socket");
  struct ifreq ifr;
  memset(&ifr, 0, sizeof ifr);
  strcpy(ifr.ifr_name, "lo");
  if (ioctl(s, SIOCGIFFLAGS, &ifr) < 0) fail(err_fd, "SIOCGIFFLAGS");
  ifr.ifr_flags |= IFF_UP;
  if (ioctl(s, SIOCSIFFLAGS, &ifr) < 0) fail(err_fd, "SIOCSIFFLAGS");
  close(s);
}

static void drop_capabilities(int err_fd) {
  struct __user_cap_header_struct hdr = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct data[2];
  memset(data, 0, sizeof data);
  if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0) fail(err_fd, "clear ambient capabilities");
  if (syscall(SYS_capset, &hdr, data) != 0) fail(err_fd, "capset");
}

static void write_text(int err_fd, const char *file, const char *text) {
  int fd = open(file, O_WRONLY | O_CLOEXEC);
  if (fd < 0 || write(fd, text, strlen(text)) != (ssize_t)strlen(text)) fail(err_fd, file);
  close(fd);
}

/* The slot runs as root of its user namespace (overlayfs will not mount for any other uid);
   the program gets uid and gid RUN_ID of a namespace of its own, mapped onto that root. */
static void enter_run_user(int err_fd) {
  /* The zygote's children are not dumpable, which leaves their /proc files to no one here. */
  prctl(PR_SET_DUMPABLE, 1);
  if (unshare(CLONE_NEWUSER) != 0) fail(err_fd, "unshare user");
  write_text(err_fd, "/proc/self/setgroups", "deny");
  write_text(err_fd, "/proc/self/uid_map", RUN_ID " 0 1\n");
  write_text(err_fd, "/proc/self/gid_map", RUN_ID " 0 1\n");
  if (setresgid(atoi(RUN_ID), atoi(RUN_ID), atoi(RUN_ID)) != 0 || setresuid(atoi(RUN_ID), atoi(RUN_ID), atoi(RUN_ID)) != 0) fail(err_fd, "setresuid");
}

/* The child: everything between fork and exec. */
static void mount_proc(int err_fd) {
  /* A /proc of the run's own pid namespace. hidepid=invisible hides this namespace's init (not
     dumpable, so the program may not trace it); bwrap's read-only covers are repeated. */
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=invisible") != 0) fail(err_fd, "mount /proc");
  static const char *const covered[] = { "/proc/sys", "/proc/sysrq-trigger", "/proc/irq", "/proc/bus" };
  for (size_t c = 0; c < sizeof covered / sizeof *covered; c++) {
    if (access(covered[c], F_OK) != 0) continue;
    if (mount(covered[c], covered[c], NULL, MS_BIND | MS_REC, NULL) != 0 ||
        mount(NULL, covered[c], NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL) != 0) fail(err_fd, covered[c]);
  }
}

/* The run's init (pid 1 of its pid namespace): reaps everything and passes on the program's wait
   status, then exits, which makes the kernel kill whatever of the run is left. */
static void run_init(pid_t program, int status_fd) {
  struct __user_cap_header_struct hdr = { _LINUX_CAPABILITY_VERSION_3, 0 };
  struct __user_cap_data_struct none[2];
  memset(none, 0, sizeof none);
  syscall(SYS_capset, &hdr, none);
  for (;;) {
    int st;
    pid_t got = waitpid(-1, &st, __WALL);
    if (got == program) {
      write_full(status_fd, (const char *)&st, sizeof st);
      _exit(0);
    }
    if (got < 0 && errno != EINTR) _exit(126);
  }
}

static void start_run(char **f, int nf, int in_fd, int out_fd, int errout_fd, int err_fd, int status_fd) {
  int i = 0;
  const char *box = f[i++], *mode = f[i++], *cwd = f[i++], *tmp_bytes = f[i++];
  if (strchr(box, '/') || !strcmp(box, ".") || !strcmp(box, "..") || !*box) { errno = EINVAL; fail(err_fd, "box name"); }
  if (unshare(CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWNET) != 0) fail(err_fd, "unshare");
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) fail(err_fd, "make / private");
  mount_proc(err_fd);
  char opts[64];
  snprintf(opts, sizeof opts, "mode=0755,size=%s", tmp_bytes);
  if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, opts) != 0) fail(err_fd, "mount /tmp");
  if (mount("tmpfs", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, opts) != 0) fail(err_fd, "mount /dev/shm");
  if (mount(NULL, "/dev", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0) fail(err_fd, "read-only /dev");
  /* A bind mount would show the work dir's host path as its root in mountinfo; an overlay shows
     only its options, which name the dir as /mnt/BOX. The root filesystem's empty /box is the
     second (read-only) layer, or the lower one under a writable box. The overlay keeps its own
     hold on the layers, so the work root (every work dir, and a bind naming a host path) goes. */
  int rw = !strcmp(mode, "rw");
  char box_opts[4200];
  if (rw) snprintf(box_opts, sizeof box_opts, "userxattr,lowerdir=/box,upperdir=/mnt/%s,workdir=/mnt/%s.ovl", box, box);
  else snprintf(box_opts, sizeof box_opts, "userxattr,lowerdir=/mnt/%s:/box", box);
  if (mount("overlay", "/box", "overlay", MS_NOSUID | MS_NODEV | (rw ? 0 : MS_RDONLY), box_opts) != 0) fail(err_fd, "mount /box");
  if (umount2("/mnt", MNT_DETACH) != 0) fail(err_fd, "unmount the work root");
  bring_loopback_up(err_fd);
  pid_t program = fork();
  if (program < 0) fail(err_fd, "fork");
  if (program > 0) {
    close(in_fd); close(out_fd); close(errout_fd); close(err_fd);
    run_init(program, status_fd);
  }
  close(status_fd);
  enter_run_user(err_fd);
  if (chdir(cwd) != 0) fail(err_fd, "chdir");
  if (setsid() < 0) fail(err_fd, "setsid");
  int nrl = atoi(f[i++]);
  for (int r = 0; r < nrl && i < nf; r++, i++) {
    char *eq = strchr(f[i], '=');
    if (!eq) { errno = EINVAL; fail(err_fd, "rlimit"); }
    *eq = 0;
    int res = parse_resource(f[i]);
    if (res < 0) { errno = EINVAL; fail(err_fd, "rlimit name"); }
    rlim_t v = (rlim_t)strtoull(eq + 1, NULL, 10);
    struct rlimit lim = { v, v };
    if (setrlimit(res, &lim) != 0) fail(err_fd, "setrlimit");
  }
  /* The OOM killer picks the run before the slot's own processes. The zygote's children are
     not dumpable, which makes their /proc files root's; the program will be dumpable anyway. */
  prctl(PR_SET_DUMPABLE, 1);
  int oom = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
  if (oom < 0 || write(oom, "1000", 4) != 4) fail(err_fd, "oom_score_adj");
  close(oom);
  int nenv = atoi(f[i++]);
  if (clearenv() != 0) fail(err_fd, "clearenv");
  for (int e = 0; e < nenv && i < nf; e++, i++) {
    if (putenv(f[i]) != 0) fail(err_fd, "putenv");
  }
  if (i >= nf) { errno = EINVAL; fail(err_fd, "no command"); }
  if (dup2(in_fd, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(errout_fd, 2) < 0) fail(err_fd, "dup2");
  /* Whatever else is open here must not reach the program. */
  if (syscall(SYS_close_range, 3, ~0U, CLOSE_RANGE_CLOEXEC) != 0) fail(err_fd, "close_range");
  drop_capabilities(err_fd);
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &seccomp_prog) != 0) fail(err_fd, "seccomp");
  execvp(f[i], f + i);
  fail(err_fd, "exec");
}

/*
 * Moves the slot into a root where no mount names a host path: /proc/<pid>/mountinfo shows a bind
 * mount's root as the path inside its source filesystem, which for bwrap's binds is the host
 * path of the root filesystem, of the work root and of this binary. An overlay of "/" (read-only,
 * over an empty second layer) shows only the options given here, so it becomes the root, with
 * /proc, /dev and the work root (/mnt) bound in; everything else bwrap mounted is detached. The
 * work root's bind still names its host path, so each run unmounts it once /box is mounted, and
 * a run never sees the zygote's mountinfo (it has a pid namespace and /proc of its own). Returns what failed, or NULL.
 */
static const char *enter_clean_root(void) {
  if (mkdir("/tmp/root", 0755) != 0 || mkdir("/tmp/empty", 0755) != 0) return "mkdir";
  if (mount("overlay", "/tmp/root", "overlay", MS_RDONLY | MS_NOSUID | MS_NODEV, "lowerdir=/:/tmp/empty") != 0) return "overlay root (is something mounted inside the judge root filesystem?)";
  if (mount("/proc", "/tmp/root/proc", NULL, MS_BIND | MS_REC, NULL) != 0) return "bind /proc";
  if (mount("/dev", "/tmp/root/dev", NULL, MS_BIND | MS_REC, NULL) != 0) return "bind /dev";
  if (mount("/mnt", "/tmp/root/mnt", NULL, MS_BIND | MS_REC, NULL) != 0) return "bind the work root";
  if (chdir("/tmp/root") != 0) return "chdir new root";
  if (syscall(SYS_pivot_root, ".", ".") != 0) return "pivot_root";
  if (umount2(".", MNT_DETACH) != 0) return "detach the old root";
  if (chdir("/") != 0) return "chdir /";
  return NULL;
}

/* Kills what is left of the run and reaps everything; returns the largest max RSS seen. */
static long finish_run(long maxrss) {
  kill(-1, SIGKILL);
  for (;;) {
    int st;
    struct rusage ru;
    pid_t got = wait4(-1, &st, __WALL, &ru);
    if (got < 0) { if (errno == EINTR) continue; break; }
    if (ru.ru_maxrss > maxrss) maxrss = ru.ru_maxrss;
  }
  return maxrss;
}

/* Runs one request: relays stdin, stdout and stderr until the program and its output are done. */
static int serve(char **f, int nf, long long stdin_left, int sigfd) {
  int in_p[2], out_p[2], err_p[2], fail_p[2], st_p[2];
  if (pipe2(in_p, O_CLOEXEC) || pipe2(out_p, O_CLOEXEC) || pipe2(err_p, O_CLOEXEC) || pipe2(fail_p, O_CLOEXEC) || pipe2(st_p, O_CLOEXEC)) return -1;
  long long start = now_us();
  /* The child is the init of a new pid namespace: a run sees only its own processes in /proc. */
  pid_t child = (pid_t)syscall(SYS_clone, CLONE_NEWPID | SIGCHLD, 0, 0, 0, 0);
  if (child < 0) return -1;
  if (child == 0) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL); /* an ignored signal would stay ignored across exec */
    close(in_p[1]); close(out_p[0]); close(err_p[0]); close(fail_p[0]); close(st_p[0]); close(sigfd);
    start_run(f, nf, in_p[0], out_p[1], err_p[1], fail_p[1], st_p[1]);
  }
  close(in_p[0]); close(out_p[1]); close(err_p[1]); close(fail_p[1]); close(st_p[1]);
  dprintf(STATUS_FD, "{\"started\":1}\n");
  fcntl(in_p[1], F_SETFL, O_NONBLOCK);
  int in_w = in_p[1];
  long long out_bytes = 0, err_bytes = 0;
  int exited = 0, status = 0;
  long maxrss = 0;
  char buf[65536], inbuf[65536];
  size_t in_have = 0, in_off = 0;
  struct pollfd p[5];
  while (!exited || out_p[0] >= 0 || err_p[0] >= 0) {
    int n = 0;
    int i_out = -1, i_err = -1, i_sig = -1, i_inw = -1, i_ctl = -1;
    if (out_p[0] >= 0) { i_out = n; p[n++] = (struct pollfd){ out_p[0], POLLIN, 0 }; }
    if (err_p[0] >= 0) { i_err = n; p[n++] = (struct pollfd){ err_p[0], POLLIN, 0 }; }
    if (!exited) { i_sig = n; p[n++] = (struct pollfd){ sigfd, POLLIN, 0 }; }
    if (in_w >= 0 && in_have > in_off) { i_inw = n; p[n++] = (struct pollfd){ in_w, POLLOUT, 0 }; }
    else if (in_w >= 0 && stdin_left > 0) { i_ctl = n; p[n++] = (struct pollfd){ 0, POLLIN, 0 }; }
    else if (in_w >= 0) { close(in_w); in_w = -1; }
    if (poll(p, (nfds_t)n, -1) < 0) { if (errno == EINTR) continue; return -1; }
    if (i_out >= 0 && p[i_out].revents) {
      ssize_t r = read(out_p[0], buf, sizeof buf);
      if (r > 0) { out_bytes += r; if (write_full(1, buf, (size_t)r)) return -1; }
      else if (r == 0 || errno != EINTR) { close(out_p[0]); out_p[0] = -1; }
    }
    if (i_err >= 0 && p[i_err].revents) {
      ssize_t r = read(err_p[0], buf, sizeof buf);
      if (r > 0) { err_bytes += r; if (write_full(2, buf, (size_t)r)) return -1; }
      else if (r == 0 || errno != EINTR) { close(err_p[0]); err_p[0] = -1; }
    }
    if (i_ctl >= 0 && p[i_ctl].revents) {
      ssize_t r = read(0, inbuf, stdin_left < (long long)sizeof inbuf ? (size_t)stdin_left : sizeof inbuf);
      if (r <= 0 && errno != EINTR) return -1;
      if (r > 0) { stdin_left -= r; in_have = (size_t)r; in_off = 0; }
    }
    if (i_inw >= 0 && p[i_inw].revents) {
      ssize_t w = write(in_w, inbuf + in_off, in_have - in_off);
      if (w > 0) in_off += (size_t)w;
      else if (w < 0 && errno != EAGAIN && errno != EINTR) { close(in_w); in_w = -1; } /* the program closed stdin */
    }
    if (i_sig >= 0 && p[i_sig].revents) {
      struct signalfd_siginfo si;
      while (read(sigfd, &si, sizeof si) > 0) { /* drain */ }
      int st;
      struct rusage ru;
      pid_t got;
      while ((got = wait4(-1, &st, WNOHANG | __WALL, &ru)) > 0) {
        if (ru.ru_maxrss > maxrss) maxrss = ru.ru_maxrss;
        if (got == child) { exited = 1; status = st; }
      }
      /* As when a namespace's init dies: the program's exit ends every process of the run. */
      if (exited) maxrss = finish_run(maxrss);
    }
  }
  maxrss = finish_run(maxrss);
  if (in_w >= 0) close(in_w);
  /* Stdin the program never read still has to leave the request stream. */
  while (stdin_left > 0) {
    ssize_t r = read(0, inbuf, stdin_left < (long long)sizeof inbuf ? (size_t)stdin_left : sizeof inbuf);
    if (r <= 0) { if (r < 0 && errno == EINTR) continue; return -1; }
    stdin_left -= r;
  }
  /* The run's init passes on the program's own wait status; without it (the init was killed) its own counts. */
  int program_status;
  if (read(st_p[0], &program_status, sizeof program_status) == (ssize_t)sizeof program_status) status = program_status;
  close(st_p[0]);
  char failure[512];
  ssize_t fl = read(fail_p[0], failure, sizeof failure - 1);
  close(fail_p[0]);
  if (fl > 0) {
    failure[fl] = 0;
    for (char *c = failure; *c; c++) if (*c == '"' || *c == '\\' || *c < 32) *c = ' ';
    dprintf(STATUS_FD, "{\"error\":\"%s\"}\n", failure);
    return 0;
  }
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  dprintf(STATUS_FD, "{\"exit\":%d,\"signal\":%d,\"maxRssKb\":%ld,\"wallUs\":%lld,\"out\":%lld,\"err\":%lld}\n",
          code, sig, maxrss, now_us() - start, out_bytes, err_bytes);
  return 0;
}

int main(void) {
  if (getpid() != 1) { fprintf(stderr, "sandbox-zygote: must be pid 1 of its namespace\n"); return 125; }
  /* Nothing of a run may read this process's memory or open its descriptors through /proc. */
  prctl(PR_SET_DUMPABLE, 0);
  signal(SIGPIPE, SIG_IGN);
  static char filter[65536];
  ssize_t fl = read(SECCOMP_FD, filter, sizeof filter);
  if (fl <= 0 || fl % 8 != 0) { dprintf(STATUS_FD, "{\"error\":\"seccomp filter unreadable\"}\n"); return 125; }
  close(SECCOMP_FD);
  const char *failed = enter_clean_root();
  if (failed) { dprintf(STATUS_FD, "{\"error\":\"%s: %s\"}\n", failed, strerror(errno)); return 125; }
  seccomp_prog.len = (unsigned short)(fl / 8);
  seccomp_prog.filter = (struct sock_filter *)filter;
  sigset_t chld;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, NULL);
  int sigfd = signalfd(-1, &chld, SFD_NONBLOCK | SFD_CLOEXEC);
  if (sigfd < 0) return 125;
  fcntl(STATUS_FD, F_SETFD, FD_CLOEXEC);
  dprintf(STATUS_FD, "{\"ready\":1}\n");
  static char header[1 << 20];
  static char *fields[MAX_FIELDS + 1];
  for (;;) {
    long long header_len, stdin_len;
    if (read_request_line(&header_len, &stdin_len) != 0) return 0;
    if (read_full(0, header, (size_t)header_len) != 0) return 0;
    int nf = 0;
    for (long long off = 0; off < header_len && nf < MAX_FIELDS;) {
      fields[nf++] = header + off;
      off += (long long)strnlen(header + off, (size_t)(header_len - off)) + 1;
    }
    fields[nf] = NULL;
    if (header[header_len - 1] != 0 || nf < 7) { dprintf(STATUS_FD, "{\"error\":\"bad request\"}\n"); return 125; }
    if (serve(fields, nf, stdin_len, sigfd) != 0) { dprintf(STATUS_FD, "{\"error\":\"run failed: %s\"}\n", strerror(errno)); return 125; }
  }
}
