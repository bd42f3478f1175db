#pragma once

#include <QString>
#include <QStringList>

namespace stepline::bench {

// One command line run as a child process, for whole-process timings: no shell in between, so
// the figures are the command's own.
struct ChildCommand
{
    QStringList argv; // argv[0] an executable's path
    int cpu = -1; // >= 0: the child is pinned to this CPU (sched_setaffinity), else it inherits ours
    QString stdoutPath = QStringLiteral("/dev/null");
    QString stderrPath = QStringLiteral("/dev/null");
    QStringList environment = {}; // NAME=value set for the child, on top of ours

    // The command as a shell would read it (for messages).
    QString text() const;
};

struct ChildRun
{
    double wallSeconds = 0; // monotonic clock, fork to reaping
    double cpuSeconds = 0; // user + sys of the child and the descendants it waited for (wait4)
    int exitCode = -1; // -1: killed by a signal, or it could not be started
    bool ok() const { return exitCode == 0; }
};

ChildRun runChild(const ChildCommand &command);

// The lowest CPU this process may run on (what `taskset -c 0` means on a machine where every CPU is
// ours), and how many it may run on.
int firstAllowedCpu();
int allowedCpuCount();

} // namespace stepline::bench
