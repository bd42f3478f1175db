#include "benchverbs.h"

#include "tracegenerator.h"

#include <QFile>
#include <QTemporaryDir>

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

namespace stepline::bench {

int intOption(const QStringList &args, const char *name, int fallback, bool *ok)
{
    const QString text = option(args, QLatin1String(name));
    bool good = true;
    const int v = text.isEmpty() ? fallback : text.toInt(&good);
    *ok = *ok && good;
    return v;
}

int TraceArguments::read(const QStringList &args, const char *verb, const char *usage)
{
    const QStringList paths = positional(args, { QStringLiteral("--events"), QStringLiteral("--repeat") });
    bool ok = true;
    events = option(args, QStringLiteral("--events"), QStringLiteral("0")).toLongLong(&ok);
    repeat = std::max(1, option(args, QStringLiteral("--repeat"), QStringLiteral("3")).toInt());
    if (!ok || (paths.size() == 1) == (events > 0) || paths.size() > 1) {
        std::fputs(usage, stderr);
        return 1;
    }
    path = paths.value(0);
    if (events <= 0)
        return 0;
    // A generated file in a temporary folder, removed on exit.
    scratch = std::make_unique<QTemporaryDir>();
    path = scratch->filePath(QStringLiteral("generated.pt.trace.json"));
    QFile file(path);
    TraceGenerator::Options o;
    o.layers = 48;
    o.targetEvents = uint64_t(events);
    if (!scratch->isValid() || !file.open(QIODevice::WriteOnly)
        || !TraceGenerator::writeRank(file, o, 0).ok) {
        std::fprintf(stderr, "stepline-bench %s: cannot write %s\n", verb, qPrintable(path));
        return 2;
    }
    return 0;
}

} // namespace stepline::bench
