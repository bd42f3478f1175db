// The streaming reader on small hand-written fixtures: exact number parsing, every phase, the
// container forms, chunk boundaries and compressed variants.
#include "exactnumber.h"
#include "jsonscan.h"
#include "profiledump.h"
#include "tracefileqt.h"
#include "jobfiles.h"
#include "traceloader.h"

#include <QFile>
#include <QRandomGenerator>
#include <QtTest>

#include <algorithm>

#include <limits>

using namespace stepline;

namespace {

QByteArray readFixture(const QString &name)
{
    QFile f(QStringLiteral(STEPLINE_TEST_DATA "/loaders/") + name);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

ProfilePtr finalizeResult(FileLoadResult &r)
{
    if (r.error.isError())
        return {};
    return r.builder.finalize();
}

const Track *findTrack(const Profile &p, const char *name)
{
    for (const Track &t : p.tracks()) {
        if (p.str(t.name) == name)
            return &t;
    }
    return nullptr;
}

int sliceNamed(const Profile &p, std::string_view name)
{
    for (size_t i = 0; i < p.slices().size(); ++i) {
        if (p.str(p.slices().name[i]) == name)
            return int(i);
    }
    return -1;
}

} // namespace

class TestJsonReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exactNumbers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("status");
        QTest::addColumn<qint64>("ns");
        const int ok = int(NumberStatus::Ok), bad = int(NumberStatus::Bad),
                  over = int(NumberStatus::Overflow);
        QTest::addRow("epoch us with ns") << "1694128201545123.456" << ok << qint64(1694128201545123456LL);
        QTest::addRow("epoch us integer") << "1694128201545123" << ok << qint64(1694128201545123000LL);
        QTest::addRow("zero") << "0" << ok << qint64(0);
        QTest::addRow("one us") << "1" << ok << qint64(1000);
        QTest::addRow("half us") << "1.5" << ok << qint64(1500);
        QTest::addRow("below half ns") << "0.0004" << ok << qint64(0);
        QTest::addRow("half ns rounds up") << "0.0005" << ok << qint64(1);
        QTest::addRow("rounding carries") << "1.9999" << ok << qint64(2000);
        QTest::addRow("extra digits rounded") << "12.3456789" << ok << qint64(12346);
        QTest::addRow("negative") << "-1.5" << ok << qint64(-1500);
        QTest::addRow("exponent") << "1e3" << ok << qint64(1000000);
        QTest::addRow("negative exponent") << "1.5E-3" << ok << qint64(2);
        QTest::addRow("exponent with fraction")
            << "1.694128201545123456e15" << ok << qint64(1694128201545123456LL);
        QTest::addRow("huge zero exponent") << "0e99999" << ok << qint64(0);
        QTest::addRow("int64 max") << "9223372036854775.807" << ok
                                   << qint64(std::numeric_limits<qint64>::max());
        QTest::addRow("above int64") << "9223372036854775.808" << over << qint64(0);
        QTest::addRow("too many us") << "123456789012345678" << over << qint64(0);
        QTest::addRow("letters") << "abc" << bad << qint64(0);
        QTest::addRow("empty") << "" << bad << qint64(0);
        QTest::addRow("minus only") << "-" << bad << qint64(0);
        QTest::addRow("dangling exponent") << "1e" << bad << qint64(0);
        QTest::addRow("trailing junk") << "12x" << bad << qint64(0);
    }
    void exactNumbers()
    {
        QFETCH(QString, text);
        QFETCH(int, status);
        QFETCH(qint64, ns);
        const QByteArray utf8 = text.toUtf8();
        int64_t out = 0;
        const NumberStatus st
            = parseMicrosToNs(std::string_view(utf8.constData(), size_t(utf8.size())), &out);
        QCOMPARE(int(st), status);
        if (st == NumberStatus::Ok)
            QCOMPARE(qint64(out), ns);
    }

    void newlineCount()
    {
        QRandomGenerator rng(7);
        for (int len : { 0, 1, 15, 16, 17, 255 * 16, 255 * 16 + 1, 10000 }) {
            std::string text(size_t(len), 'a');
            for (char &c : text)
                c = rng.bounded(5) == 0 ? '\n' : 'x';
            QCOMPARE(json::countNewlines(text.data(), text.data() + text.size()),
                size_t(std::count(text.begin(), text.end(), '\n')));
        }
    }

    void integers()
    {
        int64_t v = 0;
        QCOMPARE(parseInteger("4093687616", &v), NumberStatus::Ok);
        QCOMPARE(v, int64_t(4093687616LL));
        QCOMPARE(parseInteger("-1", &v), NumberStatus::Ok);
        QCOMPARE(v, int64_t(-1));
        QCOMPARE(parseInteger("7.9", &v), NumberStatus::Ok);
        QCOMPARE(v, int64_t(7));
        QVERIFY(isIntegerText("123"));
        QVERIFY(!isIntegerText("stream 7"));
        QVERIFY(!isIntegerText(""));
    }

    // Everything the small Kineto-like fixture holds, computed by hand.
    void kinetoSmall()
    {
        const QByteArray bytes = readFixture(QStringLiteral("kineto_small.json"));
        QVERIFY(!bytes.isEmpty());
        FileLoadResult r = loadTraceBytes(bytes, QStringLiteral("kineto_small.json"), size_t(bytes.size()));
        QVERIFY2(!r.error.isError(), r.error.toUserMessage().c_str());
        const LoadStats s = r.stats;
        QCOMPARE(s.events, 30u);
        QCOMPARE(s.accounted(), s.events);
        QCOMPARE(s.complete, 5u);
        QCOMPARE(s.beginEnd, 4u);
        QCOMPARE(s.instants, 2u);
        QCOMPARE(s.counters, 2u);
        QCOMPARE(s.metadata, 6u);
        QCOMPARE(s.flows, 2u);
        QCOMPARE(s.async, 3u);
        QCOMPARE(s.skipped, 6u);
        ProfilePtr p = finalizeResult(r);
        QVERIFY(p);

        // Base (written after the events) + the earliest ts (the Trace span at 900 us).
        QCOMPARE(p->job().originAbsNs, int64_t(1700000000000900000LL));
        QCOMPARE(p->slices().size(), size_t(8));
        QCOMPARE(p->instants().size(), size_t(3));
        QCOMPARE(p->counters().ts.size(), size_t(3));
        QCOMPARE(p->counters().series.size(), size_t(3));

        const int kernel = sliceNamed(*p, "sgemm_\"quoted\"\xc3\xa9");
        QVERIFY(kernel >= 0);
        QCOMPARE(p->slices().ts[kernel], int64_t(170250)); // 1070.25 us - 900 us
        QCOMPARE(p->slices().dur[kernel], int64_t(30000));
        QCOMPARE(p->slices().kind[kernel], EventKind::Kernel);
        const int mm = sliceNamed(*p, "aten::mm");
        QCOMPARE(p->slices().ts[mm], int64_t(110123));
        QCOMPARE(p->slices().dur[mm], int64_t(100001));
        QCOMPARE(p->slices().depth[mm], uint16_t(1)); // inside ProfilerStep#1
        const int outer = sliceNamed(*p, "outer"), inner = sliceNamed(*p, "inner");
        QCOMPARE(p->slices().dur[outer], int64_t(10000));
        QCOMPARE(p->slices().dur[inner], int64_t(1000));
        QCOMPARE(p->slices().parent[inner].value, uint32_t(outer));
        const int read = sliceNamed(*p, "read");
        QCOMPARE(p->slices().dur[read], int64_t(5000));
        QCOMPARE(p->track(p->slices().track[read]).kind, TrackKind::Async);

        // Rows: labels decide GPU vs CPU, Spans/"" are pseudo rows, names from metadata.
        const Track *stream = findTrack(*p, "stream 7");
        QVERIFY(stream);
        QCOMPARE(stream->kind, TrackKind::GpuStream);
        QCOMPARE(stream->stream, int64_t(7));
        QCOMPARE(stream->device, 0);
        QVERIFY(p->process(stream->process).isGpu);
        const Track *main = findTrack(*p, "thread 100 (python3)");
        QVERIFY(main);
        QCOMPARE(main->kind, TrackKind::CpuThread);
        QCOMPARE(p->str(p->process(main->process).name), std::string_view("python3"));
        const Track *spans = findTrack(*p, "PyTorch Profiler");
        QVERIFY(spans);
        QCOMPARE(spans->kind, TrackKind::Pseudo);
        QVERIFY(findTrack(*p, "thread 101"));

        // Launch link from the correlation id (the ac2g flow adds no duplicate) and the
        // framework link from External id.
        QCOMPARE(p->flows().size(), size_t(2));
        const auto in = p->flows().incoming(EventId(uint32_t(kernel)));
        QCOMPARE(in.size(), size_t(2));

        const LoadReport &rep = p->report();
        QCOMPARE(rep.count(warning::kEndWithoutBegin), 1u);
        QCOMPARE(rep.count(warning::kIgnoredPhase), 1u);
        QCOMPARE(rep.count(warning::kUnknownPhase), 1u);
        QCOMPARE(rep.count(warning::kMissingTs), 1u);
        QCOMPARE(rep.count(warning::kNegativeDuration), 1u);
        QCOMPARE(rep.count(warning::kBadEvent), 1u);

        const RankInfo &rank = p->ranks().at(0);
        QCOMPARE(rank.rank, 2);
        QCOMPARE(rank.rankSource, std::string("distributedInfo"));
        QCOMPARE(rank.worldSize, 4);
        QCOMPARE(rank.backend, std::string("nccl"));
        QCOMPARE(rank.format, std::string("kineto-json"));
        QCOMPARE(rank.baseTimeNs, int64_t(1700000000000000000LL));
        QCOMPARE(rank.devices.size(), size_t(1));
        QCOMPARE(rank.devices[0].name, std::string("Test GPU"));
        QCOMPARE(rank.devices[0].numSms, 132);
        QVERIFY(!rank.truncated);
        bool sawTraceName = false;
        for (const auto &[key, value] : rank.metadata)
            sawTraceName = sawTraceName || (key == "traceName" && value == "\"small.json\"");
        QVERIFY(sawTraceName);
    }

    // A bare array without its closing bracket is legal; string pids that are numbers merge with
    // numeric ones, other strings keep their text; quoted timestamps are read exactly.
    // Metadata numbers that are floats too big for an integer: no undefined conversion (the
    // sanitizer build checks that), the field counts as absent, the events still load.
    void outOfRangeMetadataFloats()
    {
        const QByteArray bytes = R"({"distributedInfo": {"rank": 2.7e58, "world_size": -1e300},
"deviceProperties": [{"id": 1e20, "name": "G", "totalGlobalMem": 9.3e18, "numSms": 3.0}],
"traceEvents": [{"ph": "X", "name": "op", "pid": 1, "tid": 1, "ts": 1, "dur": 2}]})";
        FileLoadResult r = loadTraceBytes(bytes, QStringLiteral("floats.json"), size_t(bytes.size()));
        QVERIFY(!r.error.isError());
        ProfilePtr p = finalizeResult(r);
        QVERIFY(p);
        QCOMPARE(p->slices().size(), size_t(1));
        const RankInfo &rank = p->ranks().at(0);
        QVERIFY(rank.rankSource != "distributedInfo");
        QCOMPARE(rank.worldSize, 0);
        QCOMPARE(rank.devices.size(), size_t(1));
        QCOMPARE(rank.devices[0].id, -1);
        QCOMPARE(rank.devices[0].totalGlobalMem, int64_t(0));
        QCOMPARE(rank.devices[0].numSms, 3);
    }

    void bareArrayOpen()
    {
        const QByteArray bytes = readFixture(QStringLiteral("bare_array_open.json"));
        FileLoadResult r = loadTraceBytes(bytes, QStringLiteral("bare_array_open.json"), 7);
        QVERIFY2(!r.error.isError(), r.error.toUserMessage().c_str());
        ProfilePtr p = finalizeResult(r);
        QCOMPARE(p->slices().size(), size_t(3));
        QVERIFY(!p->ranks()[0].truncated);
        QCOMPARE(p->ranks()[0].format, std::string("chrome-json"));
        QCOMPARE(p->processes().size(), size_t(1)); // "7" and 7 are one process
        const Track *worker = findTrack(*p, "worker");
        QVERIFY(worker);
        QCOMPARE(p->job().originAbsNs, int64_t(1000));
        const int c = sliceNamed(*p, "c");
        QCOMPARE(p->slices().ts[c] + p->job().originAbsNs, int64_t(1694128201545123456LL));
        QCOMPARE(p->slices().dur[c], int64_t(500));
        QCOMPARE(p->slices().dur[sliceNamed(*p, "b")], int64_t(1500));
    }

    void bareArrayCutInsideEvent()
    {
        QByteArray bytes = readFixture(QStringLiteral("bare_array_open.json"));
        bytes += "{\"ph\":\"X\",\"name\":\"d\",\"pid\":7,\"ti";
        FileLoadResult r = loadTraceBytes(bytes, QStringLiteral("cut.json"), 4096);
        QVERIFY(!r.error.isError());
        ProfilePtr p = finalizeResult(r);
        QCOMPARE(p->slices().size(), size_t(3));
        QVERIFY(p->ranks()[0].truncated);
        QCOMPARE(p->ranks()[0].truncatedAtByte, uint64_t(bytes.size()));
        QCOMPARE(p->report().count(warning::kTruncated), 1u);
    }

    // Python-written non-standard literals inside args do not fail the file.
    void pythonLiterals()
    {
        const QByteArray bytes(
            "[{\"ph\": \"X\", \"name\": \"a\", \"pid\": 1, \"tid\": 1, \"ts\": 1, \"dur\": 1, "
            "\"args\": {\"bw\": NaN, \"x\": Infinity, \"y\": -Infinity, \"z\": [NaN]}}]");
        FileLoadResult r = loadTraceBytes(bytes, QStringLiteral("py.json"), 5);
        QVERIFY2(!r.error.isError(), r.error.toUserMessage().c_str());
        QCOMPARE(finalizeResult(r)->slices().size(), size_t(1));
        // In ts/dur/pid or a hot args key they are bad numbers: the event is skipped and counted.
        const QByteArray bad(
            "[{\"ph\": \"X\", \"name\": \"a\", \"pid\": 1, \"tid\": 1, \"ts\": 1, \"dur\": 1},"
            "{\"ph\": \"X\", \"name\": \"b\", \"pid\": 1, \"tid\": 1, \"ts\": 2, \"dur\": -Infinity,"
            " \"args\": {\"correlation\": -Infinity}}]");
        FileLoadResult r2 = loadTraceBytes(bad, QStringLiteral("py.json"), 4096);
        QVERIFY2(!r2.error.isError(), r2.error.toUserMessage().c_str());
        ProfilePtr p = finalizeResult(r2);
        QCOMPARE(p->slices().size(), size_t(1));
        QCOMPARE(p->report().count("bad_number"), 1u);
    }

    void strayValuesBetweenEvents()
    {
        const QByteArray bytes("[{\"ph\": \"i\", \"name\": \"a\", \"ts\": 1}, null, 5, {\"ph\": \"i\", "
                               "\"name\": \"b\", \"ts\": 2}]");
        FileLoadResult r = loadTraceBytes(bytes, QStringLiteral("stray.json"), 3);
        QVERIFY2(!r.error.isError(), r.error.toUserMessage().c_str());
        QCOMPARE(r.stats.events, 4u);
        QCOMPARE(r.stats.skipped, 2u);
        ProfilePtr p = finalizeResult(r);
        QCOMPARE(p->instants().size(), size_t(2));
        QCOMPARE(p->report().count(warning::kBadEvent), 2u);
    }

    void flowsV2AndFwdBwd()
    {
        const QByteArray bytes = readFixture(QStringLiteral("flows_v2.json"));
        FileLoadResult r = loadTraceBytes(bytes, QStringLiteral("flows_v2.json"), 64);
        QVERIFY(!r.error.isError());
        ProfilePtr p = finalizeResult(r);
        QCOMPARE(p->flows().size(), size_t(2));
        const int producer = sliceNamed(*p, "producer"), consumer = sliceNamed(*p, "consumer");
        const int fwd = sliceNamed(*p, "fwd"), bwd = sliceNamed(*p, "bwd");
        bool v2 = false, fb = false;
        for (size_t i = 0; i < p->flows().size(); ++i) {
            const uint32_t from = p->flows().from[i].value, to = p->flows().to[i].value;
            v2 = v2 || (from == uint32_t(producer) && to == uint32_t(consumer));
            fb = fb
                || (from == uint32_t(fwd) && to == uint32_t(bwd) && p->flows().kind[i] == FlowKind::FwdBwd);
        }
        QVERIFY(v2);
        QVERIFY(fb);
    }

    // The same bytes cut into pieces of any size (1 = every byte boundary) give the same model.
    void chunkBoundaries_data()
    {
        QTest::addColumn<QString>("fixture");
        QTest::addRow("kineto") << QStringLiteral("kineto_small.json");
        QTest::addRow("bare array") << QStringLiteral("bare_array_open.json");
        QTest::addRow("flows") << QStringLiteral("flows_v2.json");
    }
    void chunkBoundaries()
    {
        QFETCH(QString, fixture);
        const QByteArray bytes = readFixture(fixture);
        FileLoadResult whole = loadTraceBytes(bytes, fixture, size_t(bytes.size()));
        QVERIFY(!whole.error.isError());
        const QStringList expected = test::dumpProfile(*finalizeResult(whole));
        for (size_t chunk : { 1, 2, 3, 5, 8, 13, 31, 100, 1000 }) {
            FileLoadResult r = loadTraceBytes(bytes, fixture, chunk);
            QVERIFY(!r.error.isError());
            QCOMPARE(test::dumpProfile(*finalizeResult(r)), expected);
        }
    }

    void compressedVariantsMatch()
    {
        const QByteArray plain = readFixture(QStringLiteral("kineto_small.json"));
        FileLoadResult base = loadTraceBytes(plain, QStringLiteral("k"), 4096);
        const QStringList expected = test::dumpProfile(*finalizeResult(base));
        // The plain file through loadProfile() takes the base from the file's tail before parsing
        // (no staging); the result must not differ.
        for (const char *name : { "kineto_small.json", "kineto_small.json.gz", "kineto_small.json.zst" }) {
            const QByteArray bytes = readFixture(QString::fromLatin1(name));
            QVERIFY(!bytes.isEmpty());
            FileLoadResult r = loadTraceBytes(bytes, QStringLiteral("k"), 4096);
            QVERIFY2(!r.error.isError(), r.error.toUserMessage().c_str());
            QCOMPARE(test::dumpProfile(*finalizeResult(r)), expected);
            // Through the file path too (memory-mapped compressed input, magic-byte detection).
            const LoadOutcome o
                = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/loaders/") + QString::fromLatin1(name));
            QVERIFY(o.ok());
            QCOMPARE(test::dumpProfile(*o.profile), expected);
        }
    }

    void fileNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("rank");
        QTest::addColumn<QString>("host");
        QTest::addRow("rank-3") << "rank-3.Jul_15.pt.trace.json" << 3 << "";
        QTest::addRow("rank3") << "rank3_trace.json.gz" << 3 << "";
        QTest::addRow("worker5") << "worker5_step_12.1694128201549.pt.trace.json" << 5 << "";
        QTest::addRow("tensorboard") << "node-a_1234.1700000000000.pt.trace.json" << -1 << "node-a";
        QTest::addRow("plain") << "trace.json" << -1 << "";
        QTest::addRow("framework") << "frameworkrank_1.json" << -1 << "";
        QTest::addRow("upper case") << "trace_RANK_7.json" << 7 << "";
        QTest::addRow("Worker") << "Worker-2.json.gz" << 2 << "";
    }
    void fileNames()
    {
        QFETCH(QString, name);
        QFETCH(int, rank);
        QFETCH(QString, host);
        QCOMPARE(rankFromFileName(name.toStdString()), rank);
        QCOMPARE(QString::fromStdString(hostFromFileName(name.toStdString())), host);
    }
};

QTEST_GUILESS_MAIN(TestJsonReader)
#include "tst_jsonreader.moc"
