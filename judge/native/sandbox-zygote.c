/*
 * sandbox-zygote: one long-lived process per sandbox slot that starts each run by forking
 * inside namespaces set up once, instead of building a new sandbox for every run.
 *
 * bwrap starts it as pid 1 of the slot's user, pid, net, ipc, uts and cgroup namespaces, with
 * the judge root filesystem read-only as `/`, /proc, /dev, the worker's work root at /mnt and
 * CAP_SYS_ADMIN + CAP_NET_ADMIN inside the user namespace only. For every run it forks a child
 * that takes a fresh mount, ipc and network namespace of its own, mounts a new size-limited
 * tmpfs on /tmp and /dev/shm, makes /dev read-only, binds the run's work dir (read-only for
 * tests) at /box, covers /mnt with an empty read-only tmpfs so no other work dir is reachable,
 * sets the rlimits, drops every capability, loads the seccomp deny-list and executes the
 * program. When the program exits, every other process of the slot's pid namespace is killed (the zygote is pid 1, so it is
 * spared and cannot be killed from inside) and reaped before the next request is read.
 *
 * Protocol. fd 0 carries requests: a line "HEADER_LEN STDIN_LEN\n", HEADER_LEN bytes of
 * NUL-terminated strings (box name, "ro"|"rw", cwd, tmpfs bytes, rlimit count, "RES=VALUE"...,
 * env count, "K=V"..., argv...), then STDIN_LEN bytes of stdin. The run's stdout and stderr are
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

/* The child: everything between fork and exec. */
static void start_run(char **f, int nf, int in_fd, int out_fd, int errout_fd, int err_fd) {
  int i = 0;
  const char *box = f[i++], *mode = f[i++], *cwd = f[i++], *tmp_bytes = f[i++];
  if (strchr(box, '/') || !strcmp(box, ".") || !strcmp(box, "..") || !*box) { errno = EINVAL; fail(err_fd, "box name"); }
  if (unshare(CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWNET) != 0) fail(err_fd, "unshare");
  if (mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0) fail(err_fd, "make / private");
  char opts[64];
  snprintf(opts, sizeof opts, "mode=0755,size=%s", tmp_bytes);
  if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, opts) != 0) fail(err_fd, "mount /tmp");
  if (mount("tmpfs", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, opts) != 0) fail(err_fd, "mount /dev/shm");
  if (mount(NULL, "/dev", NULL, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, NULL) != 0) fail(err_fd, "read-only /dev");
  char src[4096];
  snprintf(src, sizeof src, "/mnt/%s", box);
  if (mount(src, "/box", NULL, MS_BIND, NULL) != 0) fail(err_fd, "bind /box");
  unsigned long ro = strcmp(mode, "rw") ? MS_RDONLY : 0;
  if (mount(NULL, "/box", NULL, MS_REMOUNT | MS_BIND | MS_NOSUID | MS_NODEV | ro, NULL) != 0) fail(err_fd, "remount /box");
  /* The slot's mounts are locked in this namespace, so /mnt (every work dir) is covered instead. */
  if (mount("tmpfs", "/mnt", "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k,mode=000") != 0) fail(err_fd, "cover /mnt");
  bring_loopback_up(err_fd);
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
  int in_p[2], out_p[2], err_p[2], fail_p[2];
  if (pipe2(in_p, O_CLOEXEC) || pipe2(out_p, O_CLOEXEC) || pipe2(err_p, O_CLOEXEC) || pipe2(fail_p, O_CLOEXEC)) return -1;
  long long start = now_us();
  pid_t child = fork();
  if (child < 0) return -1;
  if (child == 0) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGPIPE, SIG_DFL); /* an ignored signal would stay ignored across exec */
    close(in_p[1]); close(out_p[0]); close(err_p[0]); close(fail_p[0]); close(sigfd);
    start_run(f, nf, in_p[0], out_p[1], err_p[1], fail_p[1]);
  }
  close(in_p[0]); close(out_p[1]); close(err_p[1]); close(fail_p[1]);
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
