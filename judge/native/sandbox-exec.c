/*
 * sandbox-exec: the judge's per-run supervisor, started by the worker for every sandboxed run.
 *
 *   sandbox-exec [--cgroup DIR]... [--uid N] [--gid N] [--rlimit RES=VALUE]... [--status-fd N]
 *                [--relay no] -- COMMAND [ARG]...
 *
 * It is a child subreaper (every orphan of the run is re-parented to it and reaped), it dies
 * with the worker (PDEATHSIG), its child joins the run's cgroups, takes the resource limits,
 * drops to the unprivileged uid/gid and executes COMMAND (bwrap). When no descendant is left
 * it writes one JSON line to the status fd:
 *   {"exit":N,"signal":S,"cpuUs":U,"maxRssKb":K,"wallUs":W}
 * or {"error":"..."} when the set-up failed. Written in C because Node cannot set a subreaper,
 * rlimits or a cgroup for a child before it runs.
 *
 * Node hands its children UNIX sockets for stdout/stderr; runtimes treat those differently from
 * pipes (Node.js buffers socket writes while a loop never yields), so the run gets real pipes
 * and this process relays them to the worker. `--relay no` skips that when the command gives its
 * own children pipes anyway (the pre-forked slots' zygote), which saves a copy of all output.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "rlimit-names.h"

#define MAX_CGROUPS 8
#define MAX_RLIMITS 16

static int status_fd = -1;

static void report_error(const char *what, int err) {
  if (status_fd >= 0) {
    dprintf(status_fd, "{\"error\":\"%s: %s\"}\n", what, strerror(err));
  } else {
    fprintf(stderr, "sandbox-exec: %s: %s\n", what, strerror(err));
  }
}

static int join_cgroup(const char *dir) {
  char path[4096];
  snprintf(path, sizeof path, "%s/cgroup.procs", dir);
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  char pid[32];
  int n = snprintf(pid, sizeof pid, "%d\n", (int)getpid());
  int ok = write(fd, pid, n) == n;
  int saved = errno;
  close(fd);
  errno = saved;
  return ok ? 0 : -1;
}

static int is_socket(int fd) {
  struct stat st;
  return fstat(fd, &st) == 0 && S_ISSOCK(st.st_mode);
}

static int write_all(int fd, const char *buf, ssize_t n) {
  while (n > 0) {
    ssize_t w = write(fd, buf, n);
    if (w < 0) { if (errno == EINTR) continue; return -1; }
    buf += w; n -= w;
  }
  return 0;
}

/* Copies the run's pipes to our stdout/stderr until both reach EOF. */
static void relay(int out_r, int err_r) {
  struct pollfd fds[2] = { { out_r, POLLIN, 0 }, { err_r, POLLIN, 0 } };
  int target[2] = { 1, 2 };
  int broken[2] = { 0, 0 };
  int open_count = 2;
  char buf[65536];
  while (open_count > 0) {
    if (poll(fds, 2, -1) < 0) { if (errno == EINTR) continue; break; }
    for (int k = 0; k < 2; k++) {
      if (fds[k].fd < 0 || !(fds[k].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      ssize_t n = read(fds[k].fd, buf, sizeof buf);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) { close(fds[k].fd); fds[k].fd = -1; open_count--; continue; }
      /* If the worker stopped listening, keep draining so the run is not blocked. */
      if (!broken[k] && write_all(target[k], buf, n) != 0) broken[k] = 1;
    }
  }
}

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

int main(int argc, char **argv) {
  const char *cgroups[MAX_CGROUPS];
  int ncgroups = 0;
  int rl_res[MAX_RLIMITS];
  rlim_t rl_val[MAX_RLIMITS];
  int nrl = 0;
  long uid = -1, gid = -1;
  int relay_wanted = 1;
  int i = 1;
  for (; i < argc; i++) {
    if (!strcmp(argv[i], "--")) { i++; break; }
    if (i + 1 >= argc) { fprintf(stderr, "sandbox-exec: %s needs a value\n", argv[i]); return 125; }
    if (!strcmp(argv[i], "--cgroup") && ncgroups < MAX_CGROUPS) cgroups[ncgroups++] = argv[++i];
    else if (!strcmp(argv[i], "--uid")) uid = atol(argv[++i]);
    else if (!strcmp(argv[i], "--gid")) gid = atol(argv[++i]);
    else if (!strcmp(argv[i], "--status-fd")) status_fd = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--relay")) relay_wanted = strcmp(argv[++i], "no") != 0;
    else if (!strcmp(argv[i], "--rlimit") && nrl < MAX_RLIMITS) {
      char *spec = argv[++i];
      char *eq = strchr(spec, '=');
      if (!eq) { fprintf(stderr, "sandbox-exec: bad --rlimit %s\n", spec); return 125; }
      *eq = 0;
      int res = parse_resource(spec);
      if (res < 0) { fprintf(stderr, "sandbox-exec: unknown rlimit %s\n", spec); return 125; }
      rl_res[nrl] = res;
      rl_val[nrl++] = (rlim_t)strtoull(eq + 1, NULL, 10);
    } else { fprintf(stderr, "sandbox-exec: unknown option %s\n", argv[i]); return 125; }
  }
  if (i >= argc) { fprintf(stderr, "sandbox-exec: no command\n"); return 125; }
  if (status_fd >= 0) fcntl(status_fd, F_SETFD, FD_CLOEXEC);

  /* Die with the worker; if it is already gone, stop now. */
  pid_t parent = getppid();
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (getppid() != parent) return 125;
  if (prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) { report_error("PR_SET_CHILD_SUBREAPER", errno); return 125; }

  signal(SIGPIPE, SIG_IGN);
  int use_pipes = relay_wanted && (is_socket(1) || is_socket(2));
  int out_p[2] = { -1, -1 }, err_p[2] = { -1, -1 };
  if (use_pipes && (pipe2(out_p, O_CLOEXEC) != 0 || pipe2(err_p, O_CLOEXEC) != 0)) {
    report_error("pipe", errno);
    return 125;
  }

  long long start = now_us();
  pid_t child = fork();
  if (child < 0) { report_error("fork", errno); return 125; }
  if (child == 0) {
    if (use_pipes && (dup2(out_p[1], 1) < 0 || dup2(err_p[1], 2) < 0)) { report_error("dup2", errno); _exit(125); }
    for (int c = 0; c < ncgroups; c++) {
      if (join_cgroup(cgroups[c]) != 0) { report_error(cgroups[c], errno); _exit(125); }
    }
    for (int r = 0; r < nrl; r++) {
      struct rlimit lim = { rl_val[r], rl_val[r] };
      if (setrlimit(rl_res[r], &lim) != 0) { report_error("setrlimit", errno); _exit(125); }
    }
    if (gid >= 0) {
      if (setgroups(0, NULL) != 0) { report_error("setgroups", errno); _exit(125); }
      if (setresgid(gid, gid, gid) != 0) { report_error("setresgid", errno); _exit(125); }
    }
    if (uid >= 0 && setresuid(uid, uid, uid) != 0) { report_error("setresuid", errno); _exit(125); }
    /* Credential changes clear the parent-death signal, so set it only now: the sandbox must
       not outlive this supervisor (bwrap's --die-with-parent then takes the rest down). */
    pid_t supervisor = getppid();
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != supervisor) _exit(125);
    execvp(argv[i], argv + i);
    report_error("exec", errno);
    _exit(125);
  }

  if (use_pipes) {
    close(out_p[1]);
    close(err_p[1]);
    relay(out_p[0], err_p[0]);
  }

  /* Reap the child and every orphan re-parented to us, until nothing is left. */
  int child_status = 0;
  for (;;) {
    int st;
    pid_t got = waitpid(-1, &st, __WALL);
    if (got < 0) {
      if (errno == EINTR) continue;
      break; /* ECHILD: no descendant left */
    }
    if (got == child) child_status = st;
  }
  long long wall = now_us() - start;
  struct rusage ru;
  getrusage(RUSAGE_CHILDREN, &ru);
  long long cpu = (long long)ru.ru_utime.tv_sec * 1000000 + ru.ru_utime.tv_usec +
                  (long long)ru.ru_stime.tv_sec * 1000000 + ru.ru_stime.tv_usec;
  int code = WIFEXITED(child_status) ? WEXITSTATUS(child_status) : -1;
  int sig = WIFSIGNALED(child_status) ? WTERMSIG(child_status) : 0;
  if (status_fd >= 0) {
    dprintf(status_fd, "{\"exit\":%d,\"signal\":%d,\"cpuUs\":%lld,\"maxRssKb\":%ld,\"wallUs\":%lld}\n",
            code, sig, cpu, ru.ru_maxrss, wall);
  }
  if (sig) return 128 + sig;
  return code < 0 ? 125 : code;
}
