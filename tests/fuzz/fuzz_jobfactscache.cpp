// libFuzzer target: the job-facts cache file (loaders/jobfactscache.h, "stepline.jobfacts/1"),
// which the job picker reads at start from the user's cache folder: a file another version of
// Stepline, a crash or a hand edit may have left in any shape. The input is loaded; what loaded
// is saved and loaded again, which must keep every entry (a cache that loses entries on its own
// round trip would rescan every job at each start) and write the same bytes a second time.

#include "fuzzsupport.h"
#include "jobfactscache.h"

#include <QFile>

#include <cstdio>
#include <cstdlib>

namespace {

QByteArray readAllOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace stepline;
    static const QString input = fuzz::scratchDir() + QStringLiteral("/jobfacts.json");
    static const QString first = fuzz::scratchDir() + QStringLiteral("/first/jobfacts.json");
    static const QString second = fuzz::scratchDir() + QStringLiteral("/second/jobfacts.json");
    fuzz::writeFile(input, data, size);

    JobFactsCache cache;
    std::string error;
    if (!cache.load(input.toStdString(), &error))
        return 0;
    (void)cache.find("/jobs/a/rank-0.pt.trace.json", 100, 1000);
    (void)cache.findAnyVersion("/jobs/a/rank-0.pt.trace.json");

    if (!cache.save(first.toStdString(), &error)) {
        std::fprintf(stderr, "fuzz: saving the cache failed: %s\n", error.c_str());
        std::abort();
    }
    JobFactsCache again;
    if (!again.load(first.toStdString(), &error) || again.size() != cache.size()) {
        std::fprintf(stderr, "fuzz: the saved cache reads back with %lld of %lld entries (%s)\n",
            static_cast<long long>(again.size()), static_cast<long long>(cache.size()), error.c_str());
        std::abort();
    }
    if (!again.save(second.toStdString(), &error) || readAllOf(first) != readAllOf(second)) {
        std::fprintf(stderr, "fuzz: saving the cache twice gives different files\n");
        std::abort();
    }
    return 0;
}
