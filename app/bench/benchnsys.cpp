// stepline-bench nsys: loading an Nsight Systems SQLite export against SQL over the same rows in
// the sqlite3 command-line tool, measured in the same run (issue: the load is no slower).
#include "benchverbs.h"

#include "loadestimate.h"
#include "nsysexportgen.h"
#include "traceloader.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

namespace stepline::bench {

namespace {

// The rows the reader reads, as the sqlite3 tool selects them (output thrown away).
const char *kSameRowsSql
    = "SELECT start, end, deviceId, streamId, correlationId, globalPid, demangledName, "
      "gridX, gridY, gridZ, blockX, blockY, blockZ, registersPerThread, staticSharedMemory, "
      "dynamicSharedMemory, graphNodeId FROM CUPTI_ACTIVITY_KIND_KERNEL; "
      "SELECT start, end, deviceId, streamId, correlationId, globalPid, bytes, copyKind, "
      "srcKind, dstKind FROM CUPTI_ACTIVITY_KIND_MEMCPY; "
      "SELECT start, end, deviceId, streamId, correlationId, globalPid, bytes, memKind "
      "FROM CUPTI_ACTIVITY_KIND_MEMSET; "
      "SELECT start, end, globalTid, correlationId, nameId FROM CUPTI_ACTIVITY_KIND_RUNTIME; "
      "SELECT start, end, globalTid, eventType, text, textId FROM NVTX_EVENTS;";

// Wall seconds of `sqlite3 -readonly FILE SQL > /dev/null`; negative when the tool is missing.
double sqliteSeconds(const QString &file)
{
    QProcess p;
    p.setStandardOutputFile(QProcess::nullDevice());
    QElapsedTimer t;
    t.start();
    p.start(
        QStringLiteral("sqlite3"), { QStringLiteral("-readonly"), file, QString::fromLatin1(kSameRowsSql) });
    if (!p.waitForFinished(-1) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return -1;
    return double(t.nsecsElapsed()) / 1e9;
}

int runNsys(const QStringList &args)
{
    const QStringList files = positional(args,
        { QStringLiteral("--steps"), QStringLiteral("--runs"), QStringLiteral("--step-name"),
            QStringLiteral("--out") });
    QTemporaryDir dir;
    QString path = files.value(0);
    if (path.isEmpty()) {
        // About 0.1 KB per row in all: --steps 20000 (x 48 kernels) is ~300 MB.
        NsysExportSpec spec;
        spec.gpuProcesses = 2;
        spec.steps = option(args, QStringLiteral("--steps"), QStringLiteral("2000")).toInt();
        spec.kernelsPerStep = 48;
        spec.graphs = true;
        // --step-name "train_step ": steps as NVTX ranges of that name (for --step-range).
        spec.stepName
            = option(args, QStringLiteral("--step-name"), QStringLiteral("ProfilerStep#")).toStdString();
        // --out FILE keeps the generated export (to time other commands on it).
        path = option(args, QStringLiteral("--out"), dir.filePath(QStringLiteral("bench.sqlite")));
        QElapsedTimer t;
        t.start();
        QString error;
        if (!writeNsysExport(path, spec, &error)) {
            std::fprintf(stderr, "cannot write %s: %s\n", qPrintable(path), qPrintable(error));
            return 2;
        }
        printFigure("nsys_generate_seconds", double(t.nsecsElapsed()) / 1e9, "s", 2);
    }
    printFigure("nsys_file_mb", double(QFileInfo(path).size()) / 1048576.0, "MiB", 1);
    const int runs = std::max(1, option(args, QStringLiteral("--runs"), QStringLiteral("3")).toInt());
    // Alternating runs, best of each: the machine is shared, and the first read warms the page cache.
    double bestSql = 1e30, bestLoad = 1e30;
    uint64_t events = 0;
    qint64 modelBytes = 0;
    for (int i = 0; i < runs; ++i) {
        const double sql = sqliteSeconds(path);
        if (sql < 0) {
            std::fprintf(stderr, "the sqlite3 tool is missing or failed (apt-get install sqlite3)\n");
            return 2;
        }
        bestSql = std::min(bestSql, sql);
        QElapsedTimer t;
        t.start();
        const LoadOutcome outcome = loadProfile(path);
        const double load = double(t.nsecsElapsed()) / 1e9;
        if (!outcome.ok()) {
            std::fprintf(stderr, "%s\n", outcome.error.toUserMessage().c_str());
            return 2;
        }
        events = outcome.profile->eventCount();
        modelBytes = qint64(outcome.profile->modelBytes() + outcome.profile->stringPoolBytes());
        bestLoad = std::min(bestLoad, load);
    }
    printCount("nsys_events", int64_t(events), "events");
    printFigure("nsys_sql_seconds", bestSql, "s", 3);
    printFigure("nsys_load_seconds", bestLoad, "s", 3);
    printFigure("nsys_load_over_sql", bestLoad / std::max(bestSql, 1e-9), "x", 3);
    // The memory check's estimate (sqlitereport.h: the tables' rows x bytes per event) against
    // what the load built.
    const LoadEstimate estimate = estimateFile(path.toStdString());
    printCount("nsys_estimated_events", estimate.events, "events");
    printFigure(
        "nsys_model_bytes_per_event", double(modelBytes) / double(std::max<uint64_t>(events, 1)), "B", 1);
    printFigure("nsys_estimated_over_model",
        double(estimate.modelBytes) / double(std::max<qint64>(modelBytes, 1)), "x", 3);
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(nsys,
    { "nsys",
        "nsys [FILE.sqlite] [--steps 2000] [--runs 3] [--step-name NAME] [--out FILE]   Nsight Systems "
        "export "
        "load vs sqlite3 over the same rows (a generated export without FILE, kept with --out)",
        AppKind::Core, runNsys });

} // namespace stepline::bench
