#include "benchverbs.h"

#include <QFile>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <ctime>

namespace stepline::bench {

namespace {

std::vector<Verb> &registry()
{
    static std::vector<Verb> table; // function-local: safe from static-initialization order
    return table;
}

double statusFieldMb(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray key = QByteArray(field) + ':';
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(key)) {
            // "VmHWM:\t  123456 kB"
            const QByteArray kb = line.mid(key.size()).trimmed().split(' ').value(0);
            return kb.toDouble() / 1024.0;
        }
    }
    return -1;
}

} // namespace

bool registerVerb(const Verb &verb)
{
    registry().push_back(verb);
    return true;
}

std::vector<Verb> verbs()
{
    std::vector<Verb> sorted = registry();
    std::sort(sorted.begin(), sorted.end(),
        [](const Verb &a, const Verb &b) { return std::strcmp(a.name, b.name) < 0; });
    return sorted;
}

void printFigure(const char *name, double value, const char *unit, int decimals)
{
    std::printf("%s=%.*f %s\n", name, decimals, value, unit);
    std::fflush(stdout);
}

void printCount(const char *name, int64_t value, const char *unit)
{
    std::printf("%s=%lld %s\n", name, static_cast<long long>(value), unit);
    std::fflush(stdout);
}

double residentMb()
{
    return statusFieldMb("VmRSS");
}

double peakResidentMb()
{
    return statusFieldMb("VmHWM");
}

double processCpuSeconds()
{
    timespec t {};
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t) != 0)
        return -1;
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

QString option(const QStringList &args, const QString &name, const QString &fallback)
{
    const qsizetype i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args.at(i + 1) : fallback;
}

bool flag(const QStringList &args, const QString &name)
{
    return args.contains(name);
}

QStringList positional(const QStringList &args, const QStringList &valued)
{
    QStringList out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (valued.contains(args.at(i)))
            ++i;
        else if (!args.at(i).startsWith(QLatin1Char('-')))
            out << args.at(i);
    }
    return out;
}

} // namespace stepline::bench
