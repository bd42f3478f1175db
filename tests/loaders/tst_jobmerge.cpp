// A job's ranks merged and finalized on two threads give the model of one thread, and each
// rank's part of the job is that rank's model finalized alone (ProfileBuilder::absorbRanks,
// nestOwnEvents, the two-thread passes from ProfileBuilder::parallelFromSlices on).
#include "../native/profiledumpfull.h"
#include "atomicdevice.h"
#include "profilebuilder.h"
#include "profilesubset.h"
#include "tracefileqt.h"
#include "traceloader.h"
#include "tracegenerator.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <limits>
#include <map>
#include <thread>

using namespace stepline;

namespace {

// The path of `name` in dir once bytes are written to it whole; empty when they could not be.
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    return writeFileWhole(path, bytes).isEmpty() ? path : QString();
}

ParallelParse sequential()
{
    ParallelParse p;
    p.helpers = 0;
    return p;
}

} // namespace

class TestJobMerge : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jobMergedOnTwoThreads();
    void jobIndexedPerRank();
};

// A job's merge and finalize take two threads only from a million slices on; forced on here for
// small jobs (a generated one with flows and GPU links, and the real 8-rank DLRM job), they must
// build the very model the one-thread passes build.
void TestJobMerge::jobMergedOnTwoThreads()
{
    if (std::thread::hardware_concurrency() < 2)
        QSKIP("one core: the two-thread merge and finalize never run here");
    QTemporaryDir dir;
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 2;
    o.layers = 4;
    o.steps = 2;
    for (int rank = 0; rank < 4; ++rank)
        QVERIFY(!writeFile(dir, TraceGenerator::rankFileName(o, rank), TraceGenerator::generateRank(o, rank))
                     .isEmpty());
    QStringList jobs { dir.path() };
    const QString dlrm = QStringLiteral(STEPLINE_SHARED_TRACES "/param/dlrm_kineto");
    if (QFileInfo(dlrm).isDir())
        jobs << dlrm;
    const size_t saved = ProfileBuilder::parallelFromSlices();
    for (const QString &job : jobs) {
        ProfileBuilder::setParallelFromSlices(std::numeric_limits<size_t>::max());
        const LoadOutcome one = loadProfile(job);
        ProfileBuilder::setParallelFromSlices(0);
        const LoadOutcome two = loadProfile(job);
        ProfileBuilder::setParallelFromSlices(saved);
        QVERIFY2(one.ok(), one.error.toUserMessage().c_str());
        QVERIFY2(two.ok(), two.error.toUserMessage().c_str());
        QVERIFY(one.profile->ranks().size() >= 4);
        QVERIFY(one.profile->flows().size() > 0);
        const QStringList a = test::dumpProfileFull(*one.profile);
        const QStringList b = test::dumpProfileFull(*two.profile);
        for (qsizetype i = 0; i < std::min(a.size(), b.size()); ++i) {
            if (a[i] != b[i])
                QFAIL(qPrintable(QStringLiteral("%1: line %2 differs\n  one thread:  %3\n  two threads: %4")
                                     .arg(job)
                                     .arg(i + 1)
                                     .arg(a[i].left(300), b[i].left(300))));
        }
        QCOMPARE(a.size(), b.size());
    }
}

// Two small rank files whose flow categories come in opposite orders (the job's string ids order
// the flow chains, and so the warnings' samples), each with a lane split, an unmatched GPU op,
// launch and External-id links, flows with and without ends, instants and counters.
QByteArray handMadeRank(int rank)
{
    const QByteArray first = rank == 0 ? "fwdbwd" : "ac2g", second = rank == 0 ? "ac2g" : "fwdbwd";
    const QByteArray base = QByteArray::number(1000 * rank);
    auto ts = [&base](int us) { return QByteArray::number(base.toLongLong() + us); };
    QByteArray j = "{\"distributedInfo\": {\"rank\": " + QByteArray::number(rank) + "},\"traceEvents\": [\n";
    j += "{\"ph\":\"X\",\"cat\":\"cpu_op\",\"name\":\"outer\",\"pid\":1,\"tid\":1,\"ts\":" + ts(0)
        + ",\"dur\":100,\"args\":{\"External id\":3}},\n";
    j += "{\"ph\":\"X\",\"cat\":\"cpu_op\",\"name\":\"inner\",\"pid\":1,\"tid\":1,\"ts\":" + ts(10)
        + ",\"dur\":40},\n";
    j += "{\"ph\":\"X\",\"cat\":\"user_annotation\",\"name\":\"overlap\",\"pid\":1,\"tid\":1,\"ts\":" + ts(30)
        + ",\"dur\":90},\n";
    j += "{\"ph\":\"X\",\"cat\":\"cuda_runtime\",\"name\":\"cudaLaunchKernel\",\"pid\":1,\"tid\":1,"
         "\"ts\":"
        + ts(20) + ",\"dur\":5,\"args\":{\"correlation\":5}},\n";
    j += "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"k1\",\"pid\":0,\"tid\":7,\"ts\":" + ts(60)
        + ",\"dur\":10,\"args\":{\"correlation\":5,\"External id\":3,\"stream\":7,\"device\":0}},\n";
    j += "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"k2\",\"pid\":0,\"tid\":7,\"ts\":" + ts(80)
        + ",\"dur\":10,\"args\":{\"correlation\":99,\"stream\":7,\"device\":0}},\n";
    j += "{\"ph\":\"s\",\"cat\":\"" + first + "\",\"name\":\"f\",\"id\":1,\"pid\":1,\"tid\":1,\"ts\":" + ts(5)
        + "},\n";
    j += "{\"ph\":\"s\",\"cat\":\"" + second
        + "\",\"name\":\"f\",\"id\":1,\"pid\":1,\"tid\":1,\"ts\":" + ts(15) + "},\n";
    j += "{\"ph\":\"s\",\"cat\":\"fwdbwd\",\"name\":\"f\",\"id\":2,\"pid\":1,\"tid\":1,\"ts\":" + ts(12)
        + "},\n";
    j += "{\"ph\":\"f\",\"bp\":\"e\",\"cat\":\"fwdbwd\",\"name\":\"f\",\"id\":2,\"pid\":1,\"tid\":1,"
         "\"ts\":"
        + ts(35) + "},\n";
    j += "{\"ph\":\"f\",\"cat\":\"" + second
        + "\",\"name\":\"f\",\"id\":4,\"pid\":1,\"tid\":1,\"ts\":" + ts(50) + "},\n";
    j += "{\"ph\":\"i\",\"s\":\"t\",\"cat\":\"mark\",\"name\":\"m\",\"pid\":1,\"tid\":1,\"ts\":" + ts(7)
        + "},\n";
    j += "{\"ph\":\"C\",\"name\":\"mem\",\"pid\":1,\"ts\":" + ts(3) + ",\"args\":{\"bytes\":" + base + "}}\n";
    j += "], \"baseTimeNanoseconds\": 1700000000000000000}\n";
    return j;
}

// A job's ranks indexed each on its own and concatenated (absorbRanks) give the same model with
// one thread and with two, and with the ranks nested early (nestOwnEvents, as the loader does while
// other files parse). Each rank's part of the job is that rank's model finalized alone (events,
// nesting, links, warnings), and the job's warnings count every rank's.
void TestJobMerge::jobIndexedPerRank()
{
    QTemporaryDir dir;
    QStringList files;
    for (int rank = 0; rank < 2; ++rank)
        files << writeFile(dir, QStringLiteral("hand-rank%1.json").arg(rank), handMadeRank(rank));
    QList<QStringList> jobs { files };
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 2;
    o.layers = 4;
    o.steps = 2;
    QStringList generated;
    for (int rank = 0; rank < 4; ++rank)
        generated << writeFile(
            dir, TraceGenerator::rankFileName(o, rank), TraceGenerator::generateRank(o, rank));
    jobs << generated;
    const QString dlrm = QStringLiteral(STEPLINE_SHARED_TRACES "/param/dlrm_kineto");
    if (QFileInfo(dlrm).isDir()) {
        QStringList ranks;
        for (QDirIterator it(dlrm, { QStringLiteral("*.json") }, QDir::Files); it.hasNext();)
            ranks << it.next();
        ranks.sort();
        jobs << ranks;
    }
    auto loadAll = [](const QStringList &paths) {
        std::vector<ProfileBuilder> builders;
        for (const QString &path : paths) {
            LoadProgress progress(nullptr, nullptr, 0);
            FileLoadResult r = loadTraceFile(path, progress, sequential());
            if (r.error.isError())
                qWarning() << QString::fromStdString(r.error.toUserMessage());
            builders.push_back(std::move(r.builder));
        }
        return builders;
    };
    // nestEarly: every rank nested on its own first (as the loader does right after parsing it),
    // the last one's times shifted there and back (as a borrowed base shifts them).
    auto merged = [&loadAll](const QStringList &paths, bool nestEarly) {
        std::vector<ProfileBuilder> b = loadAll(paths);
        std::vector<ProfileBuilder *> others;
        for (size_t k = 1; k < b.size(); ++k)
            others.push_back(&b[k]);
        if (nestEarly) {
            for (ProfileBuilder &rank : b)
                rank.nestOwnEvents();
            b.back().shiftTime(-12345);
            b.back().shiftTime(12345);
        }
        b[0].absorbRanks(others, nullptr);
        return b[0].finalize();
    };
    // One rank nested early and finalized on its own: the model of finalizing it directly.
    auto alone = [&loadAll](const QString &path, bool nestEarly) {
        std::vector<ProfileBuilder> b = loadAll({ path });
        if (nestEarly)
            b[0].nestOwnEvents();
        return b[0].finalize();
    };
    // One rank of a profile as a model of its own (copySubset renumbers ids and times alike for the
    // job and for the rank alone). Flow order follows the job's category ids, so flows are compared
    // as a set; warnings are compared below (the subset keeps the job's counts).
    auto part = [](const Profile &p, uint32_t rank) {
        ProfileBuilder b;
        copySubset(p, { rank }, std::nullopt, b);
        QStringList lines, flows;
        for (const QString &line : test::dumpProfileFull(*b.finalize())) {
            if (line.startsWith(QLatin1String("flow ")))
                flows << line.left(line.indexOf(QLatin1String(" byFrom=")));
            else if (!line.startsWith(QLatin1String("warning ")))
                lines << line;
        }
        flows.sort();
        return lines + flows;
    };
    auto compareLines = [](const QStringList &expected, const QStringList &actual, const QString &what) {
        for (qsizetype i = 0; i < std::min(expected.size(), actual.size()); ++i) {
            if (expected[i] != actual[i])
                return QStringLiteral("%1: line %2 differs\n  expected: %3\n  actual:   %4")
                    .arg(what)
                    .arg(i + 1)
                    .arg(expected[i].left(300), actual[i].left(300));
        }
        return expected.size() == actual.size()
            ? QString()
            : QStringLiteral("%1: %2 lines, expected %3").arg(what).arg(actual.size()).arg(expected.size());
    };
    const size_t saved = ProfileBuilder::parallelFromSlices();
    for (const QStringList &job : jobs) {
        QVERIFY(job.size() >= 2 && !job.contains(QString()));
        ProfileBuilder::setParallelFromSlices(std::numeric_limits<size_t>::max());
        const ProfilePtr whole = merged(job, false);
        std::vector<ProfilePtr> ranks;
        for (const QString &path : job)
            ranks.push_back(alone(path, false));
        const QStringList firstNestedAlone = test::dumpProfileFull(*alone(job.front(), true));
        ProfileBuilder::setParallelFromSlices(0);
        const QStringList twoThreads = test::dumpProfileFull(*merged(job, false));
        const QStringList nestedEarly = test::dumpProfileFull(*merged(job, true));
        ProfileBuilder::setParallelFromSlices(saved);
        const QStringList oneThread = test::dumpProfileFull(*whole);
        QVERIFY(oneThread.size() > 20);
        QCOMPARE(firstNestedAlone, test::dumpProfileFull(*ranks.front()));
        for (const QStringList *b : { &twoThreads, &nestedEarly }) {
            const QString diff = compareLines(oneThread, *b, job.front());
            QVERIFY2(diff.isEmpty(), qPrintable(diff));
        }

        QCOMPARE(whole->ranks().size(), ranks.size());
        int64_t origin = std::numeric_limits<int64_t>::max();
        std::map<std::string, uint64_t> counts;
        for (uint32_t r = 0; r < ranks.size(); ++r) {
            const QString diff = compareLines(part(*ranks[r], 0), part(*whole, r), job[r]);
            QVERIFY2(diff.isEmpty(), qPrintable(diff));
            origin = std::min(origin, ranks[r]->job().originAbsNs);
            for (const auto &[kind, entry] : ranks[r]->report().entries()) {
                counts[kind] += entry.count;
                if (kind == warning::kLaneSplit)
                    continue; // one job-wide sample
                // The job keeps the first samples of a kind (flow warnings in the order of the job's
                // category ids): all of a rank's while there is room, else some of them.
                const LoadReport::Entry &jobEntry = whole->report().entries().at(kind);
                std::vector<uint64_t> inJob, own;
                for (const LoadReport::Sample &sample : jobEntry.first) {
                    if (sample.rank == r)
                        inJob.push_back(sample.byteOffset);
                }
                for (const LoadReport::Sample &sample : entry.first)
                    own.push_back(sample.byteOffset);
                std::sort(inJob.begin(), inJob.end());
                std::sort(own.begin(), own.end());
                if (jobEntry.first.size() < LoadReport::kMaxSamples)
                    QCOMPARE(inJob, own);
                else
                    QVERIFY(std::includes(own.begin(), own.end(), inJob.begin(), inJob.end()));
            }
        }
        QCOMPARE(whole->job().originAbsNs, origin);
        std::map<std::string, uint64_t> jobCounts;
        for (const auto &[kind, entry] : whole->report().entries())
            jobCounts[kind] = entry.count;
        QCOMPARE(jobCounts, counts);
        if (job == files) { // the hand-made ranks: every kind of finalize warning, in both ranks
            for (const char *kind :
                { "lane_split", "unmatched_gpu_op", "flow_without_end", "flow_without_start" })
                QVERIFY2(counts.count(kind) > 0, kind);
        }
    }
}

QTEST_GUILESS_MAIN(TestJobMerge)
#include "tst_jobmerge.moc"
