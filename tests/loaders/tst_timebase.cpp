// Where Kineto's time base sits, and how the loader learns it. baseTimeNanoseconds comes after
// the events, so a streamed parse stages every event until the end. Before parsing a file it can
// read, the loader looks at its last 4 KiB: a base there is taken up front; no key there means no
// base is expected, and events go to the builder as they are parsed. A base that comes after the
// events all the same (further than 4 KiB from the end) makes the loader parse the file again,
// staging. Each way must give the model the staging stream gives, time for time: a plain file on
// one thread (read in pieces) or with a helper (mapped), a .json.gz inflated whole (its tail is
// read too) or overlapped (streamed: always staged).

#include "../native/profiledumpfull.h"
#include "atomicdevice.h"
#include "gzipbytes.h"
#include "tracefileqt.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;

namespace {

struct Loaded
{
    QStringList dump; // empty on an error
    QString error;
    bool parsedTwice = false;
    int64_t startAbsNs = -1; // the earliest event, absolute
};

Loaded finished(FileLoadResult &r)
{
    Loaded out;
    out.parsedTwice = r.parsedTwice;
    if (r.error.isError()) {
        out.error = QString::fromStdString(r.error.toUserMessage());
        return out;
    }
    const std::shared_ptr<const Profile> profile = r.builder.finalize();
    out.dump = test::dumpProfileFull(*profile);
    out.startAbsNs = profile->job().originAbsNs + profile->startNs();
    return out;
}

// Staged to the end, whatever the tail says: the bytes streamed as a pipe would give them.
Loaded streamed(const QByteArray &text, const QString &name)
{
    FileLoadResult r = loadTraceBytes(text, name, size_t(64) << 10);
    return finished(r);
}

Loaded fromFile(const QString &path, const ParallelParse &parallel)
{
    LoadProgress progress(nullptr, nullptr, 0);
    FileLoadResult r = loadTraceFile(path, progress, parallel);
    return finished(r);
}

ParallelParse oneThread()
{
    ParallelParse p;
    p.helpers = 0;
    return p;
}

// A mapped file whose chunks a helper tokenizes, however small.
ParallelParse helpers()
{
    ParallelParse p;
    p.minFileBytes = 0;
    p.chunkBytes = size_t(16) << 10;
    p.minChunkBytes = size_t(16) << 10;
    p.helpers = 1;
    p.recordAll = true;
    return p;
}

ParallelParse gzipWay(ParallelParse::Gzip way)
{
    ParallelParse p;
    p.helpers = 0;
    p.gzip = way;
    return p;
}

// Kernels and CPU ops on two rows, 100 us apart; `after` follows the events array.
QByteArray trace(const QByteArray &after)
{
    QByteArray t = "{\"schemaVersion\": 1, \"traceEvents\": [\n";
    for (int i = 0; i < 3000; ++i) {
        const QByteArray ts = QByteArray::number(1000 + 100 * i);
        t += "{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::mm\", \"pid\": 7, \"tid\": 7, \"ts\": "
            + ts + ", \"dur\": 40, \"args\": {\"External id\": " + QByteArray::number(i) + "}},\n";
        t += "{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"gemm\", \"pid\": 0, \"tid\": 7, \"ts\": " + ts
            + ".5, \"dur\": 30, \"args\": {\"External id\": " + QByteArray::number(i)
            + ", \"stream\": 7}},\n";
    }
    t += "{\"ph\": \"i\", \"s\": \"g\", \"name\": \"end\", \"pid\": 7, \"tid\": 7, \"ts\": 400000}\n]" + after
        + "}\n";
    return t;
}

const QByteArray kBase = "1700000000000000000";

} // namespace

class TestTimeBase : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameModelEveryWay_data();
    void sameModelEveryWay();
};

void TestTimeBase::sameModelEveryWay_data()
{
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<bool>("parsedTwice"); // by the loader that reads the tail first
    QTest::addColumn<qint64>("startAbsNs");
    const QByteArray longName = "\"traceName\": \"" + QByteArray(6000, 'n') + "\"";
    QTest::newRow("no base") << QByteArray() << false << qint64(1000000);
    QTest::newRow("base at the very end (Kineto)") << ", \"traceName\": \"t\", \"baseTimeNanoseconds\": "
            + kBase << false << qint64(1700000000001000000);
    QTest::newRow("base in the tail, other keys after it") << ", \"baseTimeNanoseconds\": " + kBase
            + ", \"displayTimeUnit\": \"ms\"" << false << qint64(1700000000001000000);
    QTest::newRow("base further than the tail from the end")
        << ", \"baseTimeNanoseconds\": " + kBase + ", " + longName << true << qint64(1700000000001000000);
    QTest::newRow("base 0 further than the tail from the end")
        << ", \"baseTimeNanoseconds\": 0, " + longName << false << qint64(1000000);
}

void TestTimeBase::sameModelEveryWay()
{
    QFETCH(QByteArray, after);
    QFETCH(bool, parsedTwice);
    QFETCH(qint64, startAbsNs);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("rank-0.pt.trace.json"));
    const QString gzPath = path + QStringLiteral(".gz");
    const QByteArray text = trace(after);
    for (const auto &[file, bytes] :
        { std::pair { path, text }, std::pair { gzPath, test::gzipBytes(text) } }) {
        const QString failure = writeFileWhole(file, bytes);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }
    const Loaded reference = streamed(text, path);
    QVERIFY2(reference.error.isEmpty(), qPrintable(reference.error));
    QCOMPARE(reference.parsedTwice, false);
    QCOMPARE(reference.startAbsNs, startAbsNs);
    for (const ParallelParse &way : { oneThread(), helpers() }) {
        const Loaded loaded = fromFile(path, way);
        QVERIFY2(loaded.error.isEmpty(), qPrintable(loaded.error));
        QCOMPARE(loaded.parsedTwice, parsedTwice);
        QCOMPARE(loaded.startAbsNs, startAbsNs);
        QCOMPARE(loaded.dump.size(), reference.dump.size());
        for (qsizetype i = 0; i < reference.dump.size(); ++i)
            QCOMPARE(loaded.dump[i], reference.dump[i]);
    }
    const Loaded whole = fromFile(gzPath, gzipWay(ParallelParse::Gzip::Whole));
    QVERIFY2(whole.error.isEmpty(), qPrintable(whole.error));
    QCOMPARE(whole.parsedTwice, parsedTwice);
    const Loaded overlapped = fromFile(gzPath, gzipWay(ParallelParse::Gzip::Overlapped));
    QVERIFY2(overlapped.error.isEmpty(), qPrintable(overlapped.error));
    QCOMPARE(overlapped.parsedTwice, false);
    // The models differ from the plain file's only in the file's name and size.
    const QRegularExpression fileBytes(QStringLiteral("bytes=\\d+"));
    for (const Loaded &gz : { whole, overlapped }) {
        QCOMPARE(gz.startAbsNs, startAbsNs);
        QCOMPARE(gz.dump.size(), reference.dump.size());
        for (qsizetype i = 0; i < reference.dump.size(); ++i)
            QCOMPARE(QString(gz.dump[i]).replace(gzPath, path).replace(fileBytes, QString()),
                QString(reference.dump[i]).replace(fileBytes, QString()));
    }
}

QTEST_GUILESS_MAIN(TestTimeBase)
#include "tst_timebase.moc"
