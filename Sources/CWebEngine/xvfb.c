// The private display server a process without one gets for WebKitGTK (see webengine.c).
#include "engine.h"
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <poll.h>
#include <fcntl.h>
#include <sys/prctl.h>

// A private X server for a process with no display: Xvfb, ended with the engine thread that
// started it (which lasts as long as the process). It inherits none of the process's files.
int engine_start_xvfb(void) {
    int fds[2];
    if (pipe(fds) != 0) return 0;
    pid_t pid = fork();
    if (pid < 0) return 0;
    if (pid == 0) {
        // The engine thread blocks signals (as GLib's and Swift's threads do) and a child
        // inherits its mask through exec: unblocked, the server ends when the process does.
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        prctl(PR_SET_PDEATHSIG, SIGTERM);
        for (int f = 3; f < 65536; f++) if (f != fds[1]) close(f);
        char fd[16];
        snprintf(fd, sizeof fd, "%d", fds[1]);
        // Not even the process's standard input and output: whoever reads those (a test
        // runner, a benchmark's harness) sees them end when the process ends.
        int null = open("/dev/null", O_RDWR);
        if (null >= 0) { dup2(null, 0); dup2(null, 1); dup2(null, 2); if (null > 2) close(null); }
        execlp("Xvfb", "Xvfb", "-displayfd", fd, "-nolisten", "tcp", "-screen", "0", "64x64x24", (char *)NULL);
        _exit(127);
    }
    close(fds[1]);
    char buf[32] = {0};
    size_t n = 0;
    struct pollfd p = { .fd = fds[0], .events = POLLIN };
    while (n < sizeof buf - 1 && poll(&p, 1, 10000) > 0) {
        ssize_t r = read(fds[0], buf + n, sizeof buf - 1 - n);
        if (r <= 0) break;
        n += (size_t)r;
        if (memchr(buf, '\n', n)) break;
    }
    close(fds[0]);
    int display = atoi(buf);
    if (n == 0 || buf[0] < '0' || buf[0] > '9') return 0;
    char name[24];
    snprintf(name, sizeof name, ":%d", display);
    setenv("DISPLAY", name, 1);
    setenv("GDK_BACKEND", "x11", 1);
    return 1;
}
