#include "childrun.h"

#include <fcntl.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ctime>
#include <vector>

namespace stepline::bench {

namespace {

double seconds(const timeval &t)
{
    return double(t.tv_sec) + double(t.tv_usec) / 1e6;
}

double monotonicSeconds()
{
    timespec t {};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

cpu_set_t allowedCpus()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0)
        CPU_SET(0, &set);
    return set;
}

} // namespace

QString ChildCommand::text() const
{
    QString line = cpu >= 0 ? QStringLiteral("taskset -c %1 ").arg(cpu) : QString();
    for (const QString &variable : environment)
        line += variable + QLatin1Char(' ');
    return line + argv.join(QLatin1Char(' '));
}

ChildRun runChild(const ChildCommand &command)
{
    ChildRun run;
    if (command.argv.isEmpty())
        return run;
    // Everything the child needs is made before fork: between fork and exec only
    // async-signal-safe calls are allowed.
    std::vector<QByteArray> storage;
    for (const QString &arg : command.argv)
        storage.push_back(arg.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &arg : storage)
        argv.push_back(arg.data());
    argv.push_back(nullptr);
    // Our environment with the command's variables in place of any of the same name.
    std::vector<QByteArray> variables;
    for (const QString &variable : command.environment)
        variables.push_back(variable.toLocal8Bit());
    std::vector<char *> envp;
    for (char **e = environ; *e; ++e) {
        const char *eq = std::strchr(*e, '=');
        const size_t nameLength = eq ? size_t(eq - *e) + 1 : std::strlen(*e);
        bool replaced = false;
        for (const QByteArray &variable : variables)
            replaced = replaced
                || (size_t(variable.size()) > nameLength
                    && std::strncmp(variable.constData(), *e, nameLength) == 0);
        if (!replaced)
            envp.push_back(*e);
    }
    for (QByteArray &variable : variables)
        envp.push_back(variable.data());
    envp.push_back(nullptr);
    const QByteArray out = command.stdoutPath.toLocal8Bit();
    const QByteArray err = command.stderrPath.toLocal8Bit();
    cpu_set_t pin;
    CPU_ZERO(&pin);
    if (command.cpu >= 0)
        CPU_SET(command.cpu, &pin);

    const double start = monotonicSeconds();
    const pid_t pid = fork();
    if (pid < 0)
        return run;
    if (pid == 0) {
        if (command.cpu >= 0 && sched_setaffinity(0, sizeof pin, &pin) != 0)
            _exit(126);
        const int outFd = open(out.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        const int errFd = open(err.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (outFd < 0 || errFd < 0 || dup2(outFd, STDOUT_FILENO) < 0 || dup2(errFd, STDERR_FILENO) < 0)
            _exit(126);
        execve(argv[0], argv.data(), envp.data());
        _exit(127);
    }
    int status = 0;
    rusage usage {};
    pid_t reaped;
    do
        reaped = wait4(pid, &status, 0, &usage);
    while (reaped < 0 && errno == EINTR);
    run.wallSeconds = monotonicSeconds() - start;
    if (reaped != pid)
        return run;
    run.cpuSeconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
    run.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return run;
}

int firstAllowedCpu()
{
    const cpu_set_t set = allowedCpus();
    for (int cpu = 0; cpu < CPU_SETSIZE; ++cpu) {
        if (CPU_ISSET(cpu, &set))
            return cpu;
    }
    return 0;
}

int allowedCpuCount()
{
    const cpu_set_t set = allowedCpus();
    return CPU_COUNT(&set);
}

} // namespace stepline::bench
