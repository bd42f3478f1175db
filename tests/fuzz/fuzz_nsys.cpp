// libFuzzer target: the Nsight Systems SQLite reader (loaders/nsys, through sqlitereport.h): the
// input is written as a report file and read as the loader (loadSqliteReport()) and the job
// picker (sqliteReportFacts(), quick and whole) read it. SQLite keeps no checksums, so mutated
// bytes reach the reader as odd values, missing or retyped columns, broken pages and loops in the
// b-trees, which SQLite itself must turn into errors.
//
// Seeds: STEPLINE_FUZZ_SEEDS=DIR fuzz_nsys   writes small generated exports (both table shapes,
// with and without GPU tables, graphs) to DIR, vacuumed to 512-byte pages so that a mutation
// lands on data more often than on free space, and exits.

#include "fuzzsupport.h"
#include "nsysexportgen.h"
#include "sqlitereport.h"
#include "tracefileloader.h"

#include <QDir>

#include <sqlite3.h>

#include <cstdio>
#include <cstdlib>

namespace {

using namespace stepline;

bool shrinkPages(const QString &path)
{
    sqlite3 *db = nullptr;
    bool ok = sqlite3_open(QFile::encodeName(path).constData(), &db) == SQLITE_OK
        && sqlite3_exec(db, "PRAGMA page_size=512; VACUUM;", nullptr, nullptr, nullptr) == SQLITE_OK;
    sqlite3_close(db);
    return ok;
}

int writeSeeds(const QString &dir)
{
    QDir().mkpath(dir);
    struct Seed
    {
        const char *name;
        NsysExportSpec spec;
    };
    NsysExportSpec current;
    current.steps = 2;
    current.kernelsPerStep = 2;
    NsysExportSpec old = current;
    old.schema = NsysExportSpec::Schema::Old;
    NsysExportSpec graphs = current;
    graphs.graphs = true;
    graphs.gpuProcesses = 2;
    graphs.hostOnlyProcesses = 1;
    NsysExportSpec hostOnly = current;
    hostOnly.kernels = false;
    hostOnly.gpuInfo = false;
    for (const Seed &s : { Seed { "current", current }, Seed { "old", old }, Seed { "graphs", graphs },
             Seed { "host-only", hostOnly } }) {
        const QString path = dir + QLatin1Char('/') + QLatin1String(s.name) + QStringLiteral(".sqlite");
        QString error;
        if (!writeNsysExport(path, s.spec, &error) || !shrinkPages(path)) {
            std::fprintf(stderr, "fuzz: cannot write the seed %s: %s\n", qPrintable(path), qPrintable(error));
            return 1;
        }
    }
    return 0;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    const QString seeds = qEnvironmentVariable("STEPLINE_FUZZ_SEEDS");
    if (!seeds.isEmpty())
        std::exit(writeSeeds(seeds));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const QString path = fuzz::scratchDir() + QStringLiteral("/report.sqlite");
    fuzz::writeFile(path, data, size);
    if (!isSqliteHead(reinterpret_cast<const char *>(data), size))
        return 0; // the loader sends only SQLite files to this reader
    LoadProgress progress(nullptr, nullptr, qint64(size));
    const FileLoadResult loaded = loadSqliteReport(path, progress);
    if (loaded.error.isError())
        (void)loaded.error.toUserMessage();
    (void)sqliteReportFacts(path, false);
    (void)sqliteReportFacts(path, true);
    return 0;
}
