// The trace generator: determinism, Kineto shape, internal consistency of what it simulates,
// job layout, and that the committed demo jobs are exactly what the generator makes today.
#include "demojobs.h"
#include "gzipdevice.h"
#include "scalejob.h"
#include "traceloader.h"
#include "tracegenerator.h"

#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace stepline;

namespace {

struct ParsedEvent
{
    QJsonObject json;
    QString ph;
    QString cat;
    QString name;
    QString pid; // as text: ints and strings alike
    QString tid;
    qint64 tsNs = 0;
    qint64 durNs = 0;
    QJsonObject args() const { return json.value(QStringLiteral("args")).toObject(); }
    qint64 endNs() const { return tsNs + durNs; }
};

struct ParsedTrace
{
    QJsonObject root;
    std::vector<ParsedEvent> events;
};

QString idText(const QJsonValue &v)
{
    return v.isString() ? v.toString() : QString::number(v.toInteger());
}

// The JSON structure comes from QJsonDocument (small inputs only); times come from the raw text
// ("ts"/"dur" tokens in file order) so they are exact integers of ns, never through a double.
ParsedTrace parse(const QByteArray &text)
{
    ParsedTrace out;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError) {
        qWarning() << "JSON error" << error.errorString() << "at" << error.offset;
        return out;
    }
    out.root = doc.object();
    static const QRegularExpression tsRe(QStringLiteral("\"(ts|dur)\": (\\d+)\\.(\\d{3})[,\\n]"));
    std::vector<qint64> ts;
    std::vector<qint64> dur;
    auto it = tsRe.globalMatch(QString::fromUtf8(text));
    while (it.hasNext()) {
        const auto m = it.next();
        const qint64 ns = m.captured(2).toLongLong() * 1000 + m.captured(3).toLongLong();
        (m.captured(1) == QLatin1String("ts") ? ts : dur).push_back(ns);
    }
    const QJsonArray events = out.root.value(QStringLiteral("traceEvents")).toArray();
    size_t durIndex = 0;
    for (qsizetype i = 0; i < events.size(); ++i) {
        ParsedEvent e;
        e.json = events.at(i).toObject();
        e.ph = e.json.value(QStringLiteral("ph")).toString();
        e.cat = e.json.value(QStringLiteral("cat")).toString();
        e.name = e.json.value(QStringLiteral("name")).toString();
        e.pid = idText(e.json.value(QStringLiteral("pid")));
        e.tid = idText(e.json.value(QStringLiteral("tid")));
        e.tsNs = size_t(i) < ts.size() ? ts[size_t(i)] : -1;
        if (e.ph == QLatin1String("X"))
            e.durNs = durIndex < dur.size() ? dur[durIndex++] : -1;
        out.events.push_back(e);
    }
    if (ts.size() != size_t(events.size()) || durIndex != dur.size())
        qWarning() << "ts/dur tokens do not line up with events" << ts.size() << events.size();
    return out;
}

bool isGpuOp(const ParsedEvent &e)
{
    return e.cat == QLatin1String("kernel") || e.cat == QLatin1String("gpu_memcpy")
        || e.cat == QLatin1String("gpu_memset");
}

// Complete events of one row must nest: sorted by (ts, longer first), no partial overlap.
QString firstPartialOverlap(std::vector<const ParsedEvent *> row)
{
    std::sort(row.begin(), row.end(), [](const ParsedEvent *a, const ParsedEvent *b) {
        return a->tsNs != b->tsNs ? a->tsNs < b->tsNs : a->durNs > b->durNs;
    });
    std::vector<const ParsedEvent *> stack;
    for (const ParsedEvent *e : row) {
        while (!stack.empty() && stack.back()->endNs() <= e->tsNs)
            stack.pop_back();
        if (!stack.empty() && e->endNs() > stack.back()->endNs())
            return stack.back()->name + QStringLiteral(" / ") + e->name;
        stack.push_back(e);
    }
    return {};
}

QMap<QString, QByteArray> readTree(const QString &root)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            files.insert(QDir(root).relativeFilePath(path), f.readAll());
    }
    return files;
}

} // namespace

class TestTraceGenerator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void determinism()
    {
        TraceGenerator::Options o;
        o.steps = 3;
        const QByteArray a = TraceGenerator::generateRank(o, 0);
        QVERIFY(a.size() > 10000);
        QCOMPARE(TraceGenerator::generateRank(o, 0), a);
        o.seed = 2;
        QVERIFY(TraceGenerator::generateRank(o, 0) != a);
    }

    void kinetoShape_data()
    {
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("gpusPerNode");
        QTest::addColumn<int>("rank");
        QTest::addColumn<bool>("python");
        QTest::addColumn<int>("gpu");
        QTest::addRow("A100 single rank") << 1 << 1 << 0 << true << int(TraceGenerator::Gpu::A100);
        QTest::addRow("2x2 job, rank 3") << 2 << 2 << 3 << true << int(TraceGenerator::Gpu::A100);
        QTest::addRow("H100 without stacks") << 1 << 8 << 5 << false << int(TraceGenerator::Gpu::H100);
        QTest::addRow("V100") << 1 << 1 << 0 << true << int(TraceGenerator::Gpu::V100);
    }

    void kinetoShape()
    {
        QFETCH(int, nodes);
        QFETCH(int, gpusPerNode);
        QFETCH(int, rank);
        QFETCH(bool, python);
        QFETCH(int, gpu);
        TraceGenerator::Options o;
        o.nodes = nodes;
        o.gpusPerNode = gpusPerNode;
        o.steps = 3;
        o.layers = 8;
        o.pythonFunctions = python;
        o.gpu = TraceGenerator::Gpu(gpu);
        TraceGenerator::RankStats stats;
        const QByteArray text = TraceGenerator::generateRank(o, rank, &stats);
        QVERIFY(stats.ok);
        QCOMPARE(stats.bytes, qint64(text.size()));
        const ParsedTrace t = parse(text);
        QVERIFY(!t.events.empty());

        QCOMPARE(t.root.value(QStringLiteral("schemaVersion")).toInt(), 1);
        QCOMPARE(t.root.value(QStringLiteral("deviceProperties")).toArray().size(), gpusPerNode);
        const QJsonObject dist = t.root.value(QStringLiteral("distributedInfo")).toObject();
        QCOMPARE(dist.value(QStringLiteral("rank")).toInt(), rank);
        QCOMPARE(dist.value(QStringLiteral("world_size")).toInt(), nodes * gpusPerNode);
        QCOMPARE(dist.value(QStringLiteral("backend")).toString(), QStringLiteral("nccl"));
        // As in Kineto output, the base comes after the events: a streaming loader must cope.
        QVERIFY(text.indexOf("\"baseTimeNanoseconds\"") > text.indexOf("\"traceEvents\""));
        const qint64 base = t.root.value(QStringLiteral("baseTimeNanoseconds")).toInteger();
        QVERIFY(base > 0 && base <= o.startAbsNs);
        QCOMPARE(t.root.value(QStringLiteral("displayTimeUnit")).toString(), QStringLiteral("ms"));

        std::map<QString, uint64_t> phases;
        for (const ParsedEvent &e : t.events) {
            ++phases[e.ph];
            QVERIFY2(e.tsNs >= 0, qPrintable(e.name));
        }
        QCOMPARE(phases[QStringLiteral("X")], stats.completeEvents);
        QCOMPARE(phases[QStringLiteral("i")], stats.instantEvents);
        QCOMPARE(phases[QStringLiteral("s")] + phases[QStringLiteral("f")], stats.flowEvents);
        QCOMPARE(phases[QStringLiteral("M")], stats.metadataEvents);
        QCOMPARE(phases.size(), size_t(5));

        // Absolute window in stats = base + relative times.
        qint64 first = INT64_MAX;
        qint64 last = 0;
        for (const ParsedEvent &e : t.events) {
            if (e.ph == QLatin1String("X") || e.ph == QLatin1String("i")) {
                first = std::min(first, e.tsNs);
                last = std::max(last, e.endNs());
            }
        }
        QCOMPARE(base + first, stats.startAbsNs);
        QCOMPARE(base + last, stats.endAbsNs);

        bool unsorted = false;
        for (size_t i = 1; i < t.events.size(); ++i)
            unsorted |= t.events[i].tsNs < t.events[i - 1].tsNs;
        QVERIFY(unsorted);

        bool pythonSeen = false;
        for (const ParsedEvent &e : t.events)
            pythonSeen |= e.cat == QLatin1String("python_function");
        QCOMPARE(pythonSeen, python);
    }

    // Everything the analyses rely on, checked on one rank of a 2-rank job.
    void simulatedTrainingLoop()
    {
        TraceGenerator::Options o;
        o.gpusPerNode = 2;
        o.steps = 6;
        o.outlierStep = 3;
        TraceGenerator::RankStats stats;
        const ParsedTrace t = parse(TraceGenerator::generateRank(o, 1, &stats));
        QVERIFY(!t.events.empty());

        std::map<qint64, const ParsedEvent *> runtimeByCorrelation;
        std::map<QString, std::vector<const ParsedEvent *>> rows;
        std::set<QString> kernelNames;
        std::set<QString> threadNames;
        std::set<QString> names;
        std::map<qint64, int> flowStarts;
        std::map<qint64, int> flowEnds;
        std::vector<qint64> stepDurations;
        qint64 kernelNs = 0;
        uint64_t kernels = 0;
        uint64_t gpuOps = 0;
        bool ncclDtype = false;
        QString gpuLabel;
        for (const ParsedEvent &e : t.events) {
            names.insert(e.name);
            if (e.ph == QLatin1String("X")) {
                rows[e.pid + QLatin1Char('/') + e.tid].push_back(&e);
                if (e.cat == QLatin1String("cuda_runtime"))
                    runtimeByCorrelation[e.args().value(QStringLiteral("correlation")).toInteger()] = &e;
                if (e.cat == QLatin1String("kernel")) {
                    ++kernels;
                    kernelNs += e.durNs;
                    kernelNames.insert(e.name);
                    if (e.name.startsWith(QLatin1String("ncclDevKernel_AllReduce")))
                        ncclDtype |= !e.args().value(QStringLiteral("dtype")).toString().isEmpty();
                }
                if (e.cat == QLatin1String("user_annotation")
                    && e.name.startsWith(QLatin1String("ProfilerStep#")))
                    stepDurations.push_back(e.durNs);
            } else if (e.ph == QLatin1String("s")) {
                ++flowStarts[e.json.value(QStringLiteral("id")).toInteger()];
            } else if (e.ph == QLatin1String("f")) {
                ++flowEnds[e.json.value(QStringLiteral("id")).toInteger()];
                QCOMPARE(e.json.value(QStringLiteral("bp")).toString(), QStringLiteral("e"));
            } else if (e.ph == QLatin1String("M") && e.name == QLatin1String("thread_name")) {
                threadNames.insert(e.args().value(QStringLiteral("name")).toString());
            } else if (e.ph == QLatin1String("M") && e.name == QLatin1String("process_labels")
                && e.pid == QLatin1String("1")) {
                gpuLabel = e.args().value(QStringLiteral("labels")).toString();
            }
        }
        QCOMPARE(kernels, stats.kernels);
        QCOMPARE(kernelNs, stats.kernelNs);
        QCOMPARE(gpuLabel, QStringLiteral("GPU 1")); // rank 1 uses local device 1

        // Every GPU op (and GPU-side sync) has exactly one launching runtime call, before it.
        for (const ParsedEvent &e : t.events) {
            if (e.ph != QLatin1String("X") || !(isGpuOp(e) || e.cat == QLatin1String("cuda_sync")))
                continue;
            ++gpuOps;
            QCOMPARE(e.pid, QStringLiteral("1"));
            QCOMPARE(e.args().value(QStringLiteral("device")).toInt(), 1);
            const qint64 corr = e.args().value(QStringLiteral("correlation")).toInteger();
            const auto launch = runtimeByCorrelation.find(corr);
            QVERIFY2(launch != runtimeByCorrelation.end(), qPrintable(e.name));
            QVERIFY(launch->second->tsNs < e.tsNs);
            QCOMPARE(flowStarts[corr], 1);
            QCOMPARE(flowEnds[corr], 1);
        }
        QCOMPARE(gpuOps, stats.launches);
        QCOMPARE(flowStarts.size(), size_t(stats.launches));

        // Host rows and GPU rows nest (no lane splits needed), streams never overlap.
        for (const auto &[row, events] : rows)
            QVERIFY2(firstPartialOverlap(events).isEmpty(),
                qPrintable(row + QStringLiteral(": ") + firstPartialOverlap(events)));

        // Kernel names of every precision class, NCCL with dtype, memory ops.
        auto anyKernel = [&](const char *token) {
            return std::any_of(kernelNames.begin(), kernelNames.end(),
                [&](const QString &n) { return n.contains(QLatin1String(token)); });
        };
        for (const char *token : { "h884gemm", "ampere_bf16_s16816gemm", "f32f32_tf32f32", "sgemm", "e4m3",
                 "imma", "ncclDevKernel_AllReduce", "relu_functor" })
            QVERIFY2(anyKernel(token), token);
        QVERIFY(ncclDtype);
        for (const char *name : { "Memcpy HtoD (Pinned -> Device)", "Memcpy DtoH (Device -> Pageable)",
                 "Memcpy DtoD (Device -> Device)", "Memset (Device)", "Stream Sync", "cudaLaunchKernel",
                 "cudaStreamSynchronize", "[memory]", "## forward ##", "## backward ##", "## loss ##",
                 "## optimizer ##", "Optimizer.step#SGD.step", "nccl:all_reduce",
                 "enumerate(DataLoader)#_MultiProcessingDataLoaderIter.__next__", "PyTorch Profiler (0)",
                 "Record Window End" })
            QVERIFY2(names.count(QLatin1String(name)) == 1, name);
        QVERIFY(stats.memcpys >= 3 * 6 && stats.memsets == 6 && stats.syncs == 6);
        QVERIFY(std::any_of(threadNames.begin(), threadNames.end(),
            [](const QString &n) { return n.contains(QLatin1String("worker")); }));
        QVERIFY(threadNames.count(QStringLiteral("stream 7 ")) == 1);

        // Steps: numbered from firstStepNumber, one GPU twin each, step 3 is the outlier.
        QCOMPARE(stepDurations.size(), size_t(6));
        QVERIFY(
            names.count(QStringLiteral("ProfilerStep#10")) && names.count(QStringLiteral("ProfilerStep#15")));
        std::vector<qint64> others = stepDurations;
        others.erase(others.begin() + 3);
        std::sort(others.begin(), others.end());
        QVERIFY2(stepDurations[3] > 3 * others[others.size() / 2],
            qPrintable(QStringLiteral("%1 vs %2").arg(stepDurations[3]).arg(others[others.size() / 2])));
        QVERIFY(others.back() < 2 * others.front());
    }

    void targetEvents()
    {
        TraceGenerator::Options o;
        o.targetEvents = 20000;
        TraceGenerator::RankStats stats;
        const QByteArray text = TraceGenerator::generateRank(o, 0, &stats);
        QVERIFY(stats.events() >= 20000);
        QVERIFY2(stats.events() < 20000 * 12 / 10, qPrintable(QString::number(stats.events())));
        const ParsedTrace t = parse(text);
        uint64_t counted = 0;
        for (const ParsedEvent &e : t.events)
            counted += e.ph == QLatin1String("X") || e.ph == QLatin1String("i");
        QCOMPARE(counted, stats.events());
        // Realistic density: Kineto JSON is 220-310 bytes per event (FORMATS.md section 8);
        // ours counts flows and metadata in the bytes too.
        const double perEvent = double(text.size()) / double(stats.events());
        QVERIFY2(perEvent > 200 && perEvent < 400, qPrintable(QString::number(perEvent)));
    }

    void gzipRoundTrip()
    {
        TraceGenerator::Options o;
        o.steps = 2;
        const QByteArray plain = TraceGenerator::generateRank(o, 0);
        QByteArray compressed[2];
        for (QByteArray &c : compressed) {
            QBuffer buffer(&c);
            buffer.open(QIODevice::WriteOnly);
            GzipDevice gz(&buffer);
            QVERIFY(gz.open(QIODevice::WriteOnly));
            // Uneven writes must not matter.
            QCOMPARE(gz.write(plain.left(1000)), qint64(1000));
            QCOMPARE(gz.write(plain.mid(1000)), qint64(plain.size() - 1000));
            gz.close();
            QVERIFY(gz.ok());
        }
        QCOMPARE(compressed[0], compressed[1]);
        QCOMPARE(uchar(compressed[0].at(0)), uchar(0x1f));
        QCOMPARE(uchar(compressed[0].at(1)), uchar(0x8b));
        QVERIFY(compressed[0].size() * 5 < plain.size());
        bool ok = false;
        QCOMPARE(gunzip(compressed[0], &ok), plain);
        QVERIFY(ok);
        gunzip(compressed[0].left(compressed[0].size() / 2), &ok);
        QVERIFY(!ok);
    }

    void writeJob()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        TraceGenerator::Options o;
        o.nodes = 2;
        o.gpusPerNode = 2;
        o.steps = 2;
        o.layers = 4;
        o.gzip = true;
        o.truncateLastRankPercent = 40;
        const TraceGenerator::JobResult job = TraceGenerator::writeJob(dir.path(), o);
        QVERIFY2(job.ok, qPrintable(job.error));
        QCOMPARE(job.files.size(), 4);
        static const QRegularExpression nameRe(
            QStringLiteral("^(algo-[12])_(\\d+)\\.(\\d{13})\\.pt\\.trace\\.json(\\.gz)?$"));
        std::map<QString, int> perHost;
        std::set<QString> pids;
        for (int rank = 0; rank < 4; ++rank) {
            const QString file = QFileInfo(job.files[rank]).fileName();
            const auto m = nameRe.match(file);
            QVERIFY2(m.hasMatch(), qPrintable(file));
            ++perHost[m.captured(1)];
            pids.insert(m.captured(1) + m.captured(2));
            QCOMPARE(m.captured(1), TraceGenerator::hostName(o, rank));
            QFile f(job.files[rank]);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray raw = f.readAll();
            if (rank < 3) {
                QCOMPARE(m.captured(4), QStringLiteral(".gz"));
                bool ok = false;
                const QByteArray text = gunzip(raw, &ok);
                QVERIFY(ok);
                QCOMPARE(text, TraceGenerator::generateRank(o, rank));
                QCOMPARE(job.ranks[size_t(rank)].bytes, qint64(text.size()));
            } else {
                // The running job's last rank: plain JSON cut in the middle.
                QVERIFY(m.captured(4).isEmpty());
                const QByteArray full = TraceGenerator::generateRank(o, rank);
                QCOMPARE(raw, full.left(full.size() * 40 / 100));
                QJsonParseError error;
                QJsonDocument::fromJson(raw, &error);
                QVERIFY(error.error != QJsonParseError::NoError);
            }
        }
        QCOMPARE(perHost[QStringLiteral("algo-1")], 2);
        QCOMPARE(perHost[QStringLiteral("algo-2")], 2);
        QCOMPARE(pids.size(), size_t(4));
    }

    void jobJson()
    {
        for (const DemoJob &job : demoJobs()) {
            const QByteArray text = jobJsonText(job.meta);
            QJsonParseError error;
            const QJsonObject o = QJsonDocument::fromJson(text, &error).object();
            QCOMPARE(error.error, QJsonParseError::NoError);
            QCOMPARE(o.value(QStringLiteral("name")).toString(), job.meta.name);
            QVERIFY(
                QDateTime::fromString(o.value(QStringLiteral("created")).toString(), Qt::ISODate).isValid());
            QVERIFY(o.value(QStringLiteral("created")).toString().endsWith(QLatin1Char('Z')));
            const QStringList statuses { QStringLiteral("InProgress"), QStringLiteral("Completed"),
                QStringLiteral("Failed"), QStringLiteral("Stopped"), QStringLiteral("Stopping") };
            QVERIFY(statuses.contains(o.value(QStringLiteral("status")).toString()));
            QVERIFY(o.value(QStringLiteral("instance_type")).toString().startsWith(QLatin1String("ml.")));
            QCOMPARE(o.value(QStringLiteral("instance_count")).toInt(), job.options.nodes);
            QVERIFY(!o.value(QStringLiteral("framework")).toString().isEmpty());
            QVERIFY(!o.value(QStringLiteral("hyperparameters")).toObject().isEmpty());
            QVERIFY(!o.value(QStringLiteral("tags")).toObject().isEmpty());
            QVERIFY(text.indexOf("\"name\"") < text.indexOf("\"created\"")); // documented order
        }
    }

    // The real loader reads what the generator writes: every event, rank, node and link, and
    // no warnings (the generator never needs lane splits or drops).
    void loadsWithTheRealLoader()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        TraceGenerator::Options o;
        o.nodes = 2;
        o.gpusPerNode = 2;
        o.steps = 3;
        o.layers = 6;
        o.gzip = true;
        const TraceGenerator::JobResult job = TraceGenerator::writeJob(dir.path(), o);
        QVERIFY2(job.ok, qPrintable(job.error));
        const LoadOutcome outcome = loadProfile(dir.path());
        QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
        const Profile &p = *outcome.profile;
        uint64_t events = 0;
        uint64_t launches = 0;
        int64_t start = INT64_MAX;
        for (const TraceGenerator::RankStats &s : job.ranks) {
            events += s.events();
            launches += s.launches;
            start = std::min(start, s.startAbsNs);
        }
        QCOMPARE(p.eventCount(), events);
        QCOMPARE(p.ranks().size(), size_t(4));
        std::map<std::string, int> nodes;
        for (const RankInfo &r : p.ranks())
            ++nodes[r.node];
        QCOMPARE(nodes.size(), size_t(2));
        QCOMPARE(nodes["algo-1"], 2);
        QCOMPARE(nodes["algo-2"], 2);
        QCOMPARE(p.report().total(), uint64_t(0));
        const auto &kinds = p.flows().kind;
        QCOMPARE(uint64_t(std::count(kinds.begin(), kinds.end(), FlowKind::Launch)), launches);
        QCOMPARE(p.job().originAbsNs, start);
    }

    // Per-rank variation: a straggler's compute kernels run longer and every other rank waits for
    // it inside the NCCL all-reduce kernels, so the ranks' steps stay about as long as each other.
    void stragglerRank()
    {
        TraceGenerator::Options o;
        o.gpusPerNode = 2;
        o.steps = 4;
        o.layers = 6;
        o.outlierStep = -1;
        TraceGenerator::Options off = o;
        off.stragglerRank = 1; // no percentage: no effect, same bytes
        QCOMPARE(TraceGenerator::generateRank(off, 0), TraceGenerator::generateRank(o, 0));

        o.stragglerRank = 1;
        o.stragglerPercent = 20;
        qint64 compute[2] = { 0, 0 };
        qint64 nccl[2] = { 0, 0 };
        qint64 steps[2] = { 0, 0 };
        for (int rank = 0; rank < 2; ++rank) {
            const ParsedTrace t = parse(TraceGenerator::generateRank(o, rank));
            for (const ParsedEvent &e : t.events) {
                if (e.cat == QLatin1String("kernel"))
                    (e.tid == QLatin1String("7") ? compute : nccl)[rank] += e.durNs;
                if (e.cat == QLatin1String("user_annotation")
                    && e.name.startsWith(QLatin1String("ProfilerStep#")))
                    steps[rank] += e.durNs;
            }
        }
        // Each compute kernel +20 % (jitter of +-8 % per kernel averages out).
        const double slower = double(compute[1]) / double(compute[0]);
        QVERIFY2(slower > 1.15 && slower < 1.25, qPrintable(QString::number(slower)));
        // Rank 0 spends the straggler's lag waiting in NCCL; the straggler itself does not wait.
        QVERIFY2(nccl[0] > nccl[1] + (compute[1] - compute[0]) / 4,
            qPrintable(QStringLiteral("%1 %2").arg(nccl[0]).arg(nccl[1])));
        const double stepRatio = double(steps[0]) / double(steps[1]);
        QVERIFY2(stepRatio > 0.95 && stepRatio < 1.05, qPrintable(QString::number(stepRatio)));
    }

    // perRankOutlierStep: every rank's data loader stalls at its own step.
    void perRankOutlierStep()
    {
        TraceGenerator::Options o;
        o.gpusPerNode = 4;
        o.steps = 10;
        o.layers = 4;
        o.perRankOutlierStep = true;
        for (int rank = 0; rank < 4; ++rank) {
            const ParsedTrace t = parse(TraceGenerator::generateRank(o, rank));
            std::vector<qint64> durations;
            for (const ParsedEvent &e : t.events) {
                if (e.cat == QLatin1String("user_annotation")
                    && e.name.startsWith(QLatin1String("ProfilerStep#")))
                    durations.push_back(e.durNs);
            }
            QCOMPARE(durations.size(), size_t(10));
            const auto longest = std::max_element(durations.begin(), durations.end()) - durations.begin();
            QCOMPARE(int(longest), 10 / 2 + 1 + rank); // the automatic outlier step + rank % 4
        }
    }

    // The scale job in miniature: sized from a probe, ranks written in parallel byte for
    // byte as generateRank() makes them, job.json, and the real loader reads it cleanly.
    void scaleJob()
    {
        ScaleJobSpec spec;
        spec.nodes = 2;
        spec.gpusPerNode = 2;
        spec.totalBytes = 6'000'000;
        spec.layers = 6;
        const TraceGenerator::Options o = scaleJobOptions(spec);
        QCOMPARE(o.rankCount(), 4);
        QCOMPARE(o.stragglerRank, 3); // the 4th GPU of the last node, clamped to the last rank
        QVERIFY(o.perRankOutlierStep);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const TraceGenerator::JobResult job = writeScaleJob(dir.path(), o, 3);
        QVERIFY2(job.ok, qPrintable(job.error));
        QCOMPARE(job.files.size(), 4);
        qint64 total = 0;
        uint64_t events = 0;
        for (int rank = 0; rank < 4; ++rank) {
            QFile f(job.files[rank]);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray data = f.readAll();
            QCOMPARE(data, TraceGenerator::generateRank(o, rank));
            total += data.size();
            events += job.ranks[size_t(rank)].events();
        }
        QVERIFY2(total > 5'400'000 && total < 6'600'000, qPrintable(QString::number(total)));
        QFile meta(QDir(dir.path()).filePath(QStringLiteral("job.json")));
        QVERIFY(meta.open(QIODevice::ReadOnly));
        const QJsonObject metaJson = QJsonDocument::fromJson(meta.readAll()).object();
        QCOMPARE(metaJson.value(QStringLiteral("instance_count")).toInt(), 2);

        const LoadOutcome outcome = loadProfile(dir.path());
        QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
        QCOMPARE(outcome.profile->eventCount(), events);
        QCOMPARE(outcome.profile->ranks().size(), size_t(4));
        QCOMPARE(outcome.profile->report().total(), uint64_t(0));
    }

    // resources/demo is generated, never hand-edited: regenerating must reproduce it.
    void demoMatchesCommitted()
    {
        const QString committed = QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo");
        if (!QFileInfo(committed).isDir())
            QSKIP("resources/demo is missing from this checkout");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QStringList written;
        QCOMPARE(writeDemoJobs(dir.path(), &written), QString());
        const QMap<QString, QByteArray> fresh = readTree(dir.path());
        QMap<QString, QByteArray> stored = readTree(committed);
        stored.remove(QStringLiteral("README.md"));
        QCOMPARE(stored.keys(), fresh.keys());
        qint64 total = 0;
        std::set<QString> statuses;
        for (auto it = fresh.cbegin(); it != fresh.cend(); ++it) {
            const QByteArray &old = stored.value(it.key());
            total += old.size();
            if (it.key().endsWith(QLatin1String(".gz"))) {
                // Compare content: another zlib build may compress the same bytes differently.
                bool okOld = false;
                bool okNew = false;
                QVERIFY2(gunzip(old, &okOld) == gunzip(it.value(), &okNew), qPrintable(it.key()));
                QVERIFY(okOld && okNew);
            } else {
                QVERIFY2(old == it.value(), qPrintable(it.key()));
            }
            if (it.key().endsWith(QLatin1String("job.json")))
                statuses.insert(
                    QJsonDocument::fromJson(old).object().value(QStringLiteral("status")).toString());
        }
        QVERIFY2(total < 6 * 1000 * 1000, qPrintable(QString::number(total)));
        QVERIFY(statuses.size() >= 3);
        QVERIFY(statuses.count(QStringLiteral("Completed")) && statuses.count(QStringLiteral("InProgress")));
    }
};

QTEST_GUILESS_MAIN(TestTraceGenerator)
#include "tst_tracegen.moc"
