// Inputs that change while they load, and loads that do not fit in memory.
//  - A trace truncated while the loader reads it (a plain file parsed on one thread is read in
//    pieces, where the read ends early; one that helper threads tokenize is mapped, where reading a
//    page past the new end raises SIGBUS): a clear error naming the file and the offset, never a
//    crash. The truncation happens from the load's own progress callback, after the first window
//    is read, so it lands at the same place on every run; helper threads tokenizing ahead meet it
//    too.
//  - A trace deleted or replaced while it loads: the open file stays readable, so the load
//    completes with what the file held when it was opened.
//  - Memory limits: RLIMIT_AS (ulimit -v) counts in the memory check; the command line under
//    ulimit -v refuses before loading, and with --force memory running out is an error (exit 2),
//    never an abort on std::bad_alloc. A memory cgroup's limit (a container's) counts too: the
//    command line run inside a 512 MiB group refuses before loading instead of being killed.

#include "../loaders/gzipbytes.h"
#include "memavailable.h"
#include "memoryfit.h"
#include "plainread.h"
#include "../loaders/tracefileqt.h"
#include "traceloader.h"
#include "tracegenerator.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <zlib.h>

using namespace stepline;

namespace {

// The loaders' messages and paths are UTF-8 std::string: as a QString for the checks.
QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

// About 12 MiB of generated Kineto text: three 4 MiB parse windows.
QByteArray bigTrace()
{
    static const QByteArray bytes = [] {
        TraceGenerator::Options o;
        o.targetEvents = 50000;
        return TraceGenerator::generateRank(o, 0);
    }();
    return bytes;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush();
}

// Loads path and, at the first progress report of at least `after` bytes, does `change` to it
// (once), from the loading thread itself.
FileLoadResult loadChanging(const QString &path, const ParallelParse &parallel, qint64 after,
    const std::function<void()> &change, bool *changed)
{
    *changed = false;
    LoadProgress progress(
        [&](int64_t done, int64_t, const std::string &) {
            if (!*changed && done >= after) {
                *changed = true;
                change();
            }
        },
        nullptr, QFileInfo(path).size());
    return loadTraceFile(path, progress, parallel);
}

ParallelParse sequential()
{
    ParallelParse p;
    p.helpers = 0;
    p.gzip = ParallelParse::Gzip::Streamed;
    return p;
}

ParallelParse parallelHelpers()
{
    ParallelParse p;
    p.minFileBytes = 0;
    p.chunkBytes = size_t(512) << 10; // helpers run ahead of the truncation point
    p.helpers = 2;
    return p;
}

uint64_t eventsOf(const FileLoadResult &r)
{
    return r.stats.events;
}

struct Run
{
    int exitCode = -1;
    bool crashed = true;
    QString err;
};

// The built stepline with args, after the shell command `setup` (a limit) in a child shell.
Run steplineAfter(const QString &setup, const QStringList &args)
{
    QStringList quoted;
    for (const QString &a : args)
        quoted << QLatin1Char('\'') + a + QLatin1Char('\'');
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("STEPLINE_AVAILABLE_MEMORY"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("/bin/sh"),
        { QStringLiteral("-c"),
            QStringLiteral("%1 && exec '%2' %3")
                .arg(setup, QStringLiteral(STEPLINE_APP_DIR "/stepline"), quoted.join(QLatin1Char(' '))) });
    Run r;
    if (!p.waitForFinished(300000))
        return r;
    r.crashed = p.exitStatus() != QProcess::NormalExit;
    r.exitCode = p.exitCode();
    r.err = QString::fromLocal8Bit(p.readAllStandardError());
    return r;
}

// A gzip that inflates to `textMiB` MiB of one short event repeated: about 1 MiB on disk, far
// more in memory once loaded. Deflated piece by piece, so the text is never all in memory here.
QByteArray inflatingTrace(int textMiB)
{
    const QByteArray event = R"({"ph":"X","name":"k","cat":"kernel","pid":0,"tid":7,"ts":1,"dur":1},)";
    QByteArray piece;
    while (piece.size() < (qsizetype(1) << 20))
        piece += event;
    const QByteArray head = R"({"traceEvents":[)";
    const QByteArray tail = R"({"ph":"X","name":"k","cat":"kernel","pid":0,"tid":7,"ts":2,"dur":1}]})";
    z_stream z = {};
    if (deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return {};
    QByteArray out;
    char buffer[1 << 16];
    auto feed = [&](const QByteArray &in, int flush) {
        z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData()));
        z.avail_in = uInt(in.size());
        int rc = Z_OK;
        do {
            z.next_out = reinterpret_cast<Bytef *>(buffer);
            z.avail_out = sizeof buffer;
            rc = deflate(&z, flush);
            out.append(buffer, qsizetype(sizeof buffer - z.avail_out));
        } while (z.avail_out == 0 || (flush == Z_FINISH && rc != Z_STREAM_END));
    };
    feed(head, Z_NO_FLUSH);
    for (int i = 0; i < textMiB; ++i)
        feed(piece, Z_NO_FLUSH);
    feed(tail, Z_FINISH);
    deflateEnd(&z);
    return out;
}

} // namespace

class TestFaultsLoad : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void truncatedWhileLoading_data();
    void truncatedWhileLoading();
    void truncatedWhileLoadingJob();
    void readErrorNamesTheSystemReason();
    void deletedWhileLoading();
    void replacedWhileLoading();
    void addressSpaceLimitCounts();
    void commandLineUnderMemoryLimit_data();
    void commandLineUnderMemoryLimit();
    void commandLineInMemoryCgroup();
};

void TestFaultsLoad::truncatedWhileLoading_data()
{
    QTest::addColumn<bool>("gzip");
    QTest::addColumn<bool>("helpers");
    QTest::addColumn<qint64>("keep"); // bytes left in the file
    const qint64 inside = (qint64(5) << 20) + 123; // past the first window, inside a page
    QTest::newRow("plain, one thread, cut inside the next window") << false << false << inside;
    QTest::newRow("plain, one thread, emptied") << false << false << qint64(0);
    QTest::newRow("plain, helper threads ahead, cut") << false << true << inside;
    QTest::newRow("plain, helper threads ahead, emptied") << false << true << qint64(0);
    QTest::newRow("gzip streamed, cut") << true << false << qint64(100000);
    QTest::newRow("gzip inflated whole, cut") << true << true << qint64(100000);
}

void TestFaultsLoad::truncatedWhileLoading()
{
    QFETCH(bool, gzip);
    QFETCH(bool, helpers);
    QFETCH(qint64, keep);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(
        gzip ? QStringLiteral("rank-0.pt.trace.json.gz") : QStringLiteral("rank-0.pt.trace.json"));
    const QByteArray bytes = gzip ? test::gzipBytes(bigTrace()) : bigTrace();
    QVERIFY(bytes.size() > (qint64(8) << 20) || gzip);
    QVERIFY(keep < bytes.size());
    QVERIFY(writeFile(path, bytes));

    bool changed = false;
    // A .gz reports its first progress as it starts inflating (0 bytes); a plain file after
    // its first 4 MiB window.
    const FileLoadResult r = loadChanging(
        path, helpers ? parallelHelpers() : sequential(), gzip ? 0 : 1,
        [&] { QVERIFY(QFile::resize(path, keep)); }, &changed);
    QVERIFY(changed);
    QCOMPARE(r.error.code, LoadError::Code::Unreadable);
    QCOMPARE(qs(r.error.file), path);
    QCOMPARE(r.error.byteOffset, keep);
    const QString detail = qs(r.error.detail);
    QVERIFY2(detail.contains(QStringLiteral("changed while it was being read"))
            && detail.contains(QString::number(bytes.size()))
            && detail.contains(QStringLiteral("has %1 now").arg(keep)),
        r.error.detail.c_str());
    QVERIFY(!r.error.hint.empty());
    QVERIFY2(qs(r.error.toUserMessage()).contains(path), r.error.toUserMessage().c_str());
}

// The whole loader (a job folder, its rank files parsed in parallel): the error of the rank that
// changed is the load's.
void TestFaultsLoad::truncatedWhileLoadingJob()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString first = dir.filePath(QStringLiteral("rank-0.pt.trace.json"));
    QVERIFY(writeFile(first, bigTrace()));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("rank-1.pt.trace.json")), bigTrace()));
    bool changed = false;
    LoadMonitor monitor;
    monitor.progress = [&](int64_t done, int64_t, const std::string &) {
        if (!changed && done > 0) {
            changed = true;
            QFile::resize(first, 4096 * 3 + 17);
        }
    };
    const LoadOutcome outcome = loadProfile(dir.path(), monitor);
    QVERIFY(changed);
    QVERIFY(!outcome.ok());
    QCOMPARE(outcome.error.code, LoadError::Code::Unreadable);
    QCOMPARE(qs(outcome.error.file), first);
    QCOMPARE(outcome.error.byteOffset, qint64(4096 * 3 + 17));
}

// A read that fails (here: a folder opened as a file, which read() refuses with EISDIR; a disk or
// a network file system fails the same way with EIO) is an error naming the file, the byte and the
// system's reason, not a parse of what happened to be in the buffer.
void TestFaultsLoad::readErrorNamesTheSystemReason()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const int fd = ::open(QFile::encodeName(dir.path()).constData(), O_RDONLY);
    QVERIFY(fd >= 0);
    FileLoadResult out;
    const QString path = dir.path() + QStringLiteral("/rank-0.pt.trace.json");
    FileParse parse(out, path.toStdString(), nullptr);
    const bool ok = readPlainFile(parse, fd, 4096, path.toStdString(), true, out);
    ::close(fd);
    QVERIFY(!ok);
    QCOMPARE(out.error.code, LoadError::Code::Unreadable);
    QCOMPARE(qs(out.error.file), path);
    QCOMPARE(out.error.byteOffset, qint64(0));
    QVERIFY2(qs(out.error.detail).contains(QString::fromLocal8Bit(std::strerror(EISDIR))),
        out.error.detail.c_str());
    QVERIFY(!out.error.hint.empty());
}

void TestFaultsLoad::deletedWhileLoading()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("rank-0.pt.trace.json"));
    QVERIFY(writeFile(path, bigTrace()));
    bool changed = false;
    const FileLoadResult clean = loadChanging(
        path, sequential(), -1, [] {}, &changed);
    QVERIFY(!clean.error.isError());
    const FileLoadResult r = loadChanging(
        path, parallelHelpers(), 1, [&] { QVERIFY(QFile::remove(path)); }, &changed);
    QVERIFY(changed);
    QVERIFY(!QFileInfo::exists(path));
    QVERIFY2(!r.error.isError(), r.error.toUserMessage().c_str());
    QCOMPARE(eventsOf(r), eventsOf(clean));
    QVERIFY(eventsOf(r) > 40000);
}

void TestFaultsLoad::replacedWhileLoading()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("rank-0.pt.trace.json"));
    const QString other = dir.filePath(QStringLiteral("other.json"));
    QVERIFY(writeFile(path, bigTrace()));
    QVERIFY(writeFile(other, R"({"traceEvents":[]})"));
    bool changed = false;
    const FileLoadResult clean = loadChanging(
        path, sequential(), -1, [] {}, &changed);
    QVERIFY(!clean.error.isError());
    const FileLoadResult r = loadChanging(
        path, sequential(), 1, [&] { QVERIFY(std::rename(qPrintable(other), qPrintable(path)) == 0); },
        &changed);
    QVERIFY(changed);
    QCOMPARE(QFileInfo(path).size(), qint64(18));
    QVERIFY2(!r.error.isError(), r.error.toUserMessage().c_str());
    QCOMPARE(eventsOf(r), eventsOf(clean));
}

void TestFaultsLoad::addressSpaceLimitCounts()
{
    qunsetenv("STEPLINE_AVAILABLE_MEMORY");
    struct rlimit before = {};
    QCOMPARE(::getrlimit(RLIMIT_AS, &before), 0);
    const qint64 unlimited = memAvailableBytes();
    // 64 MiB of address space above what this process uses now (VmSize).
    QFile status(QStringLiteral("/proc/self/status"));
    QVERIFY(status.open(QIODevice::ReadOnly));
    qint64 vmKib = -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmSize:"))
            vmKib = line.simplified().split(' ').value(1).toLongLong();
    QVERIFY(vmKib > 0);
    struct rlimit limited = before;
    limited.rlim_cur = rlim_t(vmKib * 1024 + (qint64(64) << 20));
    if (before.rlim_max != RLIM_INFINITY && limited.rlim_cur > before.rlim_max)
        QSKIP("the hard address-space limit is already lower than the test needs");
    QCOMPARE(::setrlimit(RLIMIT_AS, &limited), 0);
    const qint64 available = memAvailableBytes();
    ::setrlimit(RLIMIT_AS, &before);
    QVERIFY2(available >= 0 && available <= (qint64(64) << 20), qPrintable(QString::number(available)));
    QVERIFY(available >= (qint64(32) << 20)); // reading it took no 32 MiB
    // /proc/meminfo is read (its size is 0, so it must be read whole, not line by line to atEnd()).
    if (QFile::exists(QStringLiteral("/proc/meminfo")))
        QVERIFY2(unlimited > available, qPrintable(QString::number(unlimited)));
}

void TestFaultsLoad::commandLineUnderMemoryLimit_data()
{
    QTest::addColumn<bool>("force");
    QTest::newRow("refused before loading") << false;
    QTest::newRow("--force: runs out while loading") << true;
}

// 512 MiB of address space against a trace that inflates to 1.5 GiB: refused before loading with
// the estimate and the available memory; with --force the load starts and ends in an error
// (exit 2) when memory runs out, not in an abort.
void TestFaultsLoad::commandLineUnderMemoryLimit()
{
    QFETCH(bool, force);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("big.pt.trace.json.gz"));
    static const QByteArray trace = inflatingTrace(1536);
    QVERIFY(!trace.isEmpty());
    QVERIFY(writeFile(path, trace));
    QStringList args { QStringLiteral("summary"), path };
    if (force)
        args << QStringLiteral("--force");
    const Run r = steplineAfter(QStringLiteral("ulimit -v %1").arg(qint64(512) << 10), args); // KiB
    QVERIFY2(!r.crashed, qPrintable(r.err));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QFileInfo(path).fileName()), qPrintable(r.err));
    if (!force) {
        QVERIFY2(r.err.contains(QStringLiteral("would not fit in memory"))
                && r.err.contains(QStringLiteral("is available")),
            qPrintable(r.err));
    } else {
        QVERIFY2(r.err.contains(path), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("memory"), Qt::CaseInsensitive), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("bad_alloc")), qPrintable(r.err));
    }
}

// A container's or systemd unit's memory limit is a control group's, which /proc/meminfo does not
// show and which the kernel enforces by killing the process without a word. Run in a fresh memory
// cgroup limited to 512 MiB (v2 memory.max, or v1 memory.limit_in_bytes), the trace that inflates
// to 1.5 GiB is refused before loading, by name, with the estimate and what is available. Needs
// a cgroup file system this user may write (root, or a delegated subtree); skips otherwise.
void TestFaultsLoad::commandLineInMemoryCgroup()
{
    struct Hierarchy
    {
        QString root, limitFile;
    };
    const QList<Hierarchy> candidates = {
        { QStringLiteral("/sys/fs/cgroup"), QStringLiteral("memory.max") },
        { QStringLiteral("/sys/fs/cgroup/memory"), QStringLiteral("memory.limit_in_bytes") },
    };
    const QString name = QStringLiteral("stepline-test-%1").arg(QCoreApplication::applicationPid());
    QString group;
    for (const Hierarchy &h : candidates) {
        if (!QFileInfo::exists(h.root + QLatin1Char('/') + h.limitFile)
            && !QFileInfo::exists(h.root + QStringLiteral("/cgroup.controllers")))
            continue;
        const QString dir = h.root + QLatin1Char('/') + name;
        if (!QDir().mkdir(dir))
            continue;
        QFile limit(dir + QLatin1Char('/') + h.limitFile);
        if (limit.open(QIODevice::WriteOnly) && limit.write(QByteArray::number(qint64(512) << 20)) > 0) {
            limit.close();
            group = dir;
            break;
        }
        QDir().rmdir(dir);
    }
    if (group.isEmpty())
        QSKIP("no memory cgroup this user may create (needs root or a delegated cgroup subtree)");
    struct RemoveGroup
    {
        QString dir;
        ~RemoveGroup() { QDir().rmdir(dir); }
    } cleanup { group };

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("big.pt.trace.json.gz"));
    static const QByteArray trace = inflatingTrace(1536);
    QVERIFY(writeFile(path, trace));
    const Run r = steplineAfter(
        QStringLiteral("echo $$ > '%1/cgroup.procs'").arg(group), { QStringLiteral("summary"), path });
    QVERIFY2(!r.crashed, qPrintable(r.err));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QFileInfo(path).fileName()), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("would not fit in memory"))
            && r.err.contains(QStringLiteral("is available")),
        qPrintable(r.err));
    // What the message says is available is under the group's limit, not the machine's memory.
    const QRegularExpression available(QStringLiteral("([0-9.]+) (MB|GB) is available"));
    const QRegularExpressionMatch m = available.match(r.err);
    QVERIFY2(m.hasMatch(), qPrintable(r.err));
    const double bytes = m.captured(1).toDouble() * (m.captured(2) == QLatin1String("GB") ? 1e9 : 1e6);
    QVERIFY2(bytes <= double(qint64(512) << 20), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestFaultsLoad)
#include "tst_faultsload.moc"
