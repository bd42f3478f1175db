#pragma once

#include <QElapsedTimer>
#include <QStringList>

#include <algorithm>
#include <memory>

#include <cstdint>
#include <vector>

// stepline-bench verbs. Each verb lives in its own file (benchgen.cpp, benchload.cpp, ...) and
// registers itself with STEPLINE_BENCH_VERB; benchmain.cpp only dispatches. To add a verb from
// another area, write app/bench/bench<verb>.cpp with
//     STEPLINE_BENCH_VERB(timeline, {"timeline", "timeline FILE   paint benchmark", AppKind::Gui, run});
// (app/bench/CMakeLists.txt picks up benchtimeline.cpp and links stepline_views when it exists).
//
// Output contract: one figure per line, `name=value unit`, on stdout; diagnostics on stderr.
// Exit codes: 0 success, 1 usage error, 2 the input could not be loaded or written.
class QTemporaryDir;

namespace stepline::bench {

enum class AppKind { Core, Gui };

struct Verb
{
    const char *name;
    const char *usage; // one line: "name ARGS    what it measures"
    AppKind app;
    int (*run)(const QStringList &args); // args after the verb
};

// Adds a verb to the table; returns true (so it can initialize a static).
bool registerVerb(const Verb &verb);
// Registered verbs sorted by name.
std::vector<Verb> verbs();

void printFigure(const char *name, double value, const char *unit, int decimals = 2);
void printCount(const char *name, int64_t value, const char *unit);

// Resident memory from /proc/self/status, in MiB: VmRSS now, VmHWM (peak) so far. -1 if unknown.
double residentMb();
double peakResidentMb();

// CPU time of the whole process (all threads) in seconds. On a shared machine wall time is
// inflated by other processes; CPU time shows what the work itself cost.
double processCpuSeconds();

// Value of `--name VALUE` in args (or `fallback`); `--name` present as a flag.
QString option(const QStringList &args, const QString &name, const QString &fallback = {});
bool flag(const QStringList &args, const QString &name);
// The integer of `--name N` (or fallback); *ok turns false when N is not an integer.
int intOption(const QStringList &args, const char *name, int fallback, bool *ok);

// The arguments of a verb that reads `FILE|DIR [--repeat K]` or `--events N [--repeat K]`.
struct TraceArguments
{
    QString path; // the trace; with --events, one of about N events and 48 layers in scratch
    qlonglong events = 0; // 0 without --events
    int repeat = 3;
    std::unique_ptr<QTemporaryDir> scratch;

    // Returns 0, or the exit code after printing usage (1) or why the trace cannot be written
    // (2) on stderr.
    int read(const QStringList &args, const char *verb, const char *usage);
};

// Wall and process CPU time of repeated runs.
struct RunTimes
{
    double firstMs = 0;
    double bestMs = 1e300;
    double bestCpuMs = 1e300;
};
// Runs run() `repeat` times (at least once) and times each; what it returns is freed untimed.
template <typename Run> RunTimes timeRuns(int repeat, Run &&run)
{
    RunTimes t;
    for (int i = 0; i < std::max(1, repeat); ++i) {
        QElapsedTimer timer;
        timer.start();
        const double cpuBefore = processCpuSeconds();
        [[maybe_unused]] const auto result = run();
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        t.bestCpuMs = std::min(t.bestCpuMs, (processCpuSeconds() - cpuBefore) * 1e3);
        if (i == 0)
            t.firstMs = ms;
        t.bestMs = std::min(t.bestMs, ms);
    }
    return t;
}
// The arguments that are neither options nor option values (options listed in valued).
QStringList positional(const QStringList &args, const QStringList &valued);

} // namespace stepline::bench

#define STEPLINE_BENCH_VERB(ident, ...)                                                                      \
    [[maybe_unused]] static const bool ident##BenchVerbRegistered                                            \
        = ::stepline::bench::registerVerb(__VA_ARGS__)
