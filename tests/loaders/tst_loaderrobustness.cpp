// Truncates fixtures at many offsets and flips random bytes (fixed seed). Every case must end in a
// LoadError or in a valid model whose counts make sense: never a crash, hang or runaway memory.
// Built twice: the quick sweep runs in CI, STEPLINE_SLOW_SWEEP adds real traces and more cases.
#include "traceloader.h"
#include "tracefileqt.h"

#include <QFile>
#include <QRandomGenerator>
#include <QtTest>

using namespace stepline;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Returns an empty string when the outcome is acceptable, else what is wrong.
QString checkOutcome(FileLoadResult &r)
{
    if (r.error.isError())
        return r.error.detail.empty() ? QStringLiteral("error without detail") : QString();
    const LoadStats s = r.stats;
    if (s.accounted() != s.events)
        return QStringLiteral("stats do not add up");
    ProfilePtr p = r.builder.finalize();
    if (!p)
        return QStringLiteral("no profile");
    if (p->slices().size() > s.events || p->instants().size() > s.events)
        return QStringLiteral("more rows than events");
    const SliceTable &sl = p->slices();
    for (size_t i = 0; i < sl.size(); ++i) {
        if (sl.dur[i] < 0)
            return QStringLiteral("negative duration");
        if (sl.track[i].value >= p->tracks().size())
            return QStringLiteral("bad track id");
        if (sl.depth[i] >= p->track(sl.track[i]).depthCount)
            return QStringLiteral("bad depth");
    }
    for (size_t t = 0; t < p->tracks().size(); ++t) {
        for (uint16_t d = 0; d < p->tracks()[t].depthCount; ++d) {
            const Profile::Range range = p->depthRange(TrackId(uint32_t(t)), d);
            for (uint32_t i = range.begin + 1; i < range.end; ++i) {
                if (sl.ts[i] < sl.ts[i - 1])
                    return QStringLiteral("depth not sorted");
            }
        }
    }
    for (size_t i = 0; i < p->flows().size(); ++i) {
        if (p->flows().from[i].value >= sl.size() || p->flows().to[i].value >= sl.size())
            return QStringLiteral("bad flow");
    }
    return QString();
}

} // namespace

class TestLoaderRobustness : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Times whose sums would pass int64 in the model (timerange.h) are refused where they are read,
    // each a bad_number at its byte offset; the rest of the trace loads. (Each overflowed in
    // ProfileBuilder::finalize or the B/E pairing before: found by the fuzz targets' UBSan.)
    void timesPastInt64_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("badAt"); // text the bad_number's offset points at
        QTest::addColumn<int>("badNumbers");
        QTest::addColumn<QStringList>("names"); // slices kept
        // ts 4e18 ns + base 6e18 ns is past 2^63: the base is refused, the ts stays relative.
        QTest::addRow("base") << "base-past-int64.json" << QByteArray("6000000000000000000") << 1
                              << QStringList { QStringLiteral("a") };
        // -9e18 and +9e18 ns: each fits int64, their distance (the job's span) does not.
        QTest::addRow("span") << "span-past-int64.json" << QByteArray("{\"ph\": \"X\", \"name\": \"early\"")
                              << 2 << QStringList { QStringLiteral("kept") };
        // A B/E pair 2e18 ns (63 years) long: past kMaxDurationNs, so sums of durations stay safe.
        QTest::addRow("begin-end") << "begin-end-too-long.json" << QByteArray("{\"ph\": \"E\"") << 1
                                   << QStringList { QStringLiteral("kept") };
    }
    void timesPastInt64()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, badAt);
        QFETCH(int, badNumbers);
        QFETCH(QStringList, names);
        const QString path = QStringLiteral(STEPLINE_TEST_DATA "/fuzz/trace/") + file;
        const LoadOutcome out = loadProfile(path);
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const Profile &p = *out.profile;
        QCOMPARE(p.report().count("bad_number"), uint64_t(badNumbers));
        QCOMPARE(p.report().entries().at("bad_number").first.front().byteOffset,
            uint64_t(readAll(path).indexOf(badAt)));
        QStringList kept;
        for (size_t i = 0; i < p.slices().size(); ++i)
            kept << QString::fromStdString(std::string(p.str(p.slices().name[i])));
        QCOMPARE(kept, names);
        QVERIFY(p.endNs() >= 0);
    }

    void sweep_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("cuts");
        QTest::addColumn<int>("flips");
        const QString data = QStringLiteral(STEPLINE_TEST_DATA "/loaders/");
#ifdef STEPLINE_SLOW_SWEEP
        const int cuts = 2000, flips = 3000;
        const QString shared = QStringLiteral(STEPLINE_SHARED_TRACES);
        for (const char *f : { "/hta/triton_example/triton_example.json.gz",
                 "/hta/cpu_only/rank-34.Jul_15_10_52_41.1074.pt.trace.json.gz",
                 "/sagemaker-debugger/horovod_timeline_small.json",
                 "/kineto-tb_plugin/test/gpu_metrics_expected.json" }) {
            if (QFile::exists(shared + QLatin1String(f)))
                QTest::addRow("%s", f) << shared + QLatin1String(f) << 400 << 600;
        }
#else
        const int cuts = 150, flips = 250;
#endif
        for (const char *f : { "kineto_small.json", "bare_array_open.json", "flows_v2.json",
                 "kineto_small.json.gz", "kineto_small.json.zst" })
            QTest::addRow("%s", f) << data + QLatin1String(f) << cuts << flips;
    }

    void sweep()
    {
        QFETCH(QString, path);
        QFETCH(int, cuts);
        QFETCH(int, flips);
        const QByteArray original = readAll(path);
        QVERIFY(!original.isEmpty());
        const qsizetype size = original.size();
        const qsizetype step = std::max<qsizetype>(1, size / cuts);
        int errors = 0, models = 0;
        for (qsizetype cut = 0; cut <= size; cut += step) {
            FileLoadResult r = loadTraceBytes(original.left(cut), QStringLiteral("cut.json"), 4096);
            const QString problem = checkOutcome(r);
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("cut at %1: %2").arg(cut).arg(problem)));
            (r.error.isError() ? errors : models)++;
        }
        QRandomGenerator rng(20261129);
        for (int i = 0; i < flips; ++i) {
            QByteArray bytes = original;
            const int count = 1 + int(rng.bounded(3));
            for (int k = 0; k < count; ++k) {
                const qsizetype at = qsizetype(rng.bounded(quint32(size)));
                bytes[at] = char(bytes[at] ^ char(1 + rng.bounded(255)));
            }
            FileLoadResult r = loadTraceBytes(bytes, QStringLiteral("flipped.json"), 1 + rng.bounded(64u));
            const QString problem = checkOutcome(r);
            QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("flip case %1: %2").arg(i).arg(problem)));
            (r.error.isError() ? errors : models)++;
        }
        // Both outcomes must occur on plain JSON: the sweep really exercises errors and partial loads.
        // (zstd emits whole blocks and checks a checksum, so cut or flipped tiny .zst files only err.)
        QVERIFY(errors > 0);
        if (!path.endsWith(QLatin1String(".zst")))
            QVERIFY(models > 0);
    }
};

QTEST_GUILESS_MAIN(TestLoaderRobustness)
#include "tst_loaderrobustness.moc"
