#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

// The traces `stepline-bench compare` measures, made into its work folder when they are missing
// there (kept between runs: inflating and making big traces takes longer than measuring them).
namespace stepline::bench {

// What making the traces needs.
struct CompareWork
{
    QString gzip;
    QString python; // only with a shapes folder
    QString folder; // the work folder
    QString childErrors; // a child's stderr, read when it fails
};

struct CompareTrace
{
    QString label; // "real", "args-heavy", "generated", "file", ...
    QString key; // the prefix of its name=value lines, unique in the run
    QString json;
    QString gz; // empty until ensureGz()
};

struct CompareTraceRequest
{
    QString shapes; // a folder laid out like the tests' shared/traces, or empty
    double shapeMb = 200; // the size of the traces of real shapes
    qlonglong events = 0; // the generator's trace (0: none); measured with shapes or without files
    QStringList files; // .json or .json.gz
};

// Inflates DIR's real traces, makes the traces of their shapes (packaging/bench-shapes.py) and the
// generator's, and adds the files, in that order. A trace of the shapes folder that is not there is
// printed as `missing: PATH`; one that cannot be made is said on stderr and counted in *failures.
std::vector<CompareTrace> compareTraces(
    const CompareWork &work, const CompareTraceRequest &request, int *failures);

// Sets trace->gz: the .json.gz beside the .json when one is there, else made with gzip -6 in the
// work folder. False (said on stderr) when it cannot be made.
bool ensureGz(const CompareWork &work, CompareTrace *trace);

// What the last child wrote on stderr (children write there instead of the terminal, so that a
// measured run prints nothing), for the message when it failed.
QByteArray lastChildErrors(const CompareWork &work);

} // namespace stepline::bench
