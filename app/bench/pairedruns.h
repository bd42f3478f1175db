#pragma once

#include "childrun.h"

#include <QString>

#include <optional>
#include <vector>

// Two commands run alternately as whole processes (a warm-up of each first), and the medians
// of what they took: what `stepline-bench compare` and `stepline-bench hta` print.
namespace stepline::bench {

struct PairedRuns
{
    std::vector<ChildRun> a, b; // the measured runs, warm-ups left out
    QString failure; // the command that failed and its exit code; empty when all ran
};

// Runs A then B, runs + 1 times each; the first of each is a warm-up. Stops at the first run that
// fails. afterB(index): called after each measured run of B (to read what it wrote).
// warmEachA: A runs once more, unmeasured, before each measured run, for a B that leaves the
// machine unlike a user's (a process that frees gigabytes: on a VM whose freed memory goes back
// to the host, the next process faults in memory the host must first find).
template <typename AfterB>
PairedRuns runAlternating(
    const ChildCommand &a, const ChildCommand &b, int runs, AfterB &&afterB, bool warmEachA = false)
{
    PairedRuns out;
    for (int i = 0; i <= runs; ++i) {
        for (const ChildCommand *command : { &a, &b }) {
            if (command == &a && warmEachA && i > 0 && !runChild(a).ok()) {
                out.failure = QStringLiteral("`%1` failed").arg(a.text());
                return out;
            }
            const ChildRun run = runChild(*command);
            if (!run.ok()) {
                out.failure = QStringLiteral("`%1` exited with %2").arg(command->text()).arg(run.exitCode);
                return out;
            }
            if (i == 0)
                continue; // the warm-up
            (command == &a ? out.a : out.b).push_back(run);
            if (command == &b)
                afterB(out.b.size() - 1);
        }
    }
    return out;
}

double median(std::vector<double> values);

// How many pairs met their goal, did not, or could not be measured.
struct Tally
{
    int met = 0;
    int notMet = 0;
    int failed = 0;
};

struct Medians
{
    double a = 0;
    double b = 0;
    std::optional<double> ratio; // median of the pairwise B/A; absent when A took no measurable time
};
Medians medians(const PairedRuns &runs, double ChildRun::*field);

// "%5.3f", or "-" when absent.
QString ratioText(const std::optional<double> &ratio);

// The first three fields of /proc/loadavg ("load average WHEN: ..." and a load_average_WHEN
// figure): paired timings are only as good as the machine was quiet.
void printLoadAverage(const char *when);

} // namespace stepline::bench
