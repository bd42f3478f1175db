// stepline-bench demo: regenerates the bundled demo jobs (resources/demo) byte for byte.
#include "benchverbs.h"
#include "demojobs.h"

#include <QFileInfo>

#include <cstdio>

namespace stepline::bench {

namespace {

int runDemo(const QStringList &args)
{
    const QString out = option(args, QStringLiteral("-o"));
    if (out.isEmpty()) {
        std::fputs("usage: stepline-bench demo -o DIR   (the committed copy is resources/demo)\n", stderr);
        return 1;
    }
    QStringList files;
    const QString error = writeDemoJobs(out, &files);
    if (!error.isEmpty()) {
        std::fprintf(stderr, "stepline-bench demo: %s\n", qPrintable(error));
        return 2;
    }
    qint64 bytes = 0;
    for (const QString &f : files)
        bytes += QFileInfo(f).size();
    printCount("demo_jobs", int64_t(demoJobs().size()), "jobs");
    printCount("demo_files", files.size(), "files");
    printFigure("demo_mb", double(bytes) / 1e6, "MB", 3);
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(
    demo, { "demo", "demo -o DIR   regenerate the bundled demo jobs into DIR", AppKind::Core, runDemo });

} // namespace stepline::bench
