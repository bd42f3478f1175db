#include "tracehead.h"

#include "jobfiles.h"
#include "smdebug.h"
#include "tracefacts.h"
#include "tracefileloader.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <limits>

namespace stepline {

namespace {

// Compressed input is read in pieces of this size until the head is full.
constexpr qint64 kInputChunkBytes = 64 * 1024;

QByteArray inflateGzipHead(const QByteArray &start, QFile &file, qint64 maxBytes)
{
    z_stream zs {};
    if (inflateInit2(&zs, 15 + 32) != Z_OK)
        return {};
    QByteArray out(maxBytes, Qt::Uninitialized);
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    QByteArray in = start;
    while (zs.avail_out > 0) {
        if (in.isEmpty()) {
            in = file.read(kInputChunkBytes);
            if (in.isEmpty())
                break;
        }
        zs.next_in = reinterpret_cast<Bytef *>(in.data());
        zs.avail_in = uInt(in.size());
        const int rc = inflate(&zs, Z_NO_FLUSH);
        in = in.right(zs.avail_in);
        if (rc == Z_STREAM_END || (rc != Z_OK && rc != Z_BUF_ERROR))
            break;
    }
    out.truncate(out.size() - qsizetype(zs.avail_out));
    inflateEnd(&zs);
    return out;
}

QByteArray inflateZstdHead(const QByteArray &start, QFile &file, qint64 maxBytes)
{
    ZSTD_DStream *ds = ZSTD_createDStream();
    if (!ds)
        return {};
    ZSTD_initDStream(ds);
    QByteArray out(maxBytes, Qt::Uninitialized);
    ZSTD_outBuffer ob { out.data(), size_t(out.size()), 0 };
    QByteArray in = start;
    while (ob.pos < ob.size) {
        if (in.isEmpty()) {
            in = file.read(kInputChunkBytes);
            if (in.isEmpty())
                break;
        }
        ZSTD_inBuffer ib { in.constData(), size_t(in.size()), 0 };
        const size_t rc = ZSTD_decompressStream(ds, &ob, &ib);
        if (ZSTD_isError(rc))
            break;
        in = in.mid(qsizetype(ib.pos));
        if (rc == 0 && in.isEmpty())
            break;
    }
    out.truncate(qsizetype(ob.pos));
    ZSTD_freeDStream(ds);
    return out;
}

// The head text of an open file; *compression says what the file was.
QByteArray headText(QFile &file, qint64 maxBytes, Compression *compression, QString *error)
{
    const QByteArray start = file.read(std::min(file.size(), maxBytes));
    *compression = detectCompression(std::string_view(start.constData(), size_t(start.size())));
    QByteArray head;
    switch (*compression) {
    case Compression::Gzip:
        head = inflateGzipHead(start, file, maxBytes);
        break;
    case Compression::Zstd:
        head = inflateZstdHead(start, file, maxBytes);
        break;
    case Compression::None:
        return start;
    }
    if (head.isEmpty() && !start.isEmpty())
        *error = QStringLiteral("cannot decompress the start of the file");
    return head;
}

// The balanced {...} or [...] value after "key": in text, or empty (also when cut by the head).
QByteArray balancedValue(const QByteArray &text, const char *key)
{
    const QByteArray quoted = QByteArray("\"") + key + "\"";
    qsizetype pos = text.indexOf(quoted);
    if (pos < 0)
        return {};
    pos += quoted.size();
    while (pos < text.size()
        && (text[pos] == ' ' || text[pos] == ':' || text[pos] == '\n' || text[pos] == '\r'
            || text[pos] == '\t'))
        ++pos;
    if (pos >= text.size() || (text[pos] != '{' && text[pos] != '['))
        return {};
    int depth = 0;
    bool inString = false;
    for (qsizetype i = pos; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0)
                return text.mid(pos, i - pos + 1);
        }
    }
    return {};
}

// Integer after "key": (quotes allowed), or -1.
qint64 integerAfter(const QByteArray &text, const char *key)
{
    const QByteArray quoted = QByteArray("\"") + key + "\"";
    qsizetype pos = text.indexOf(quoted);
    if (pos < 0)
        return -1;
    pos += quoted.size();
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == ':' || text[pos] == '"'))
        ++pos;
    qint64 value = 0;
    bool any = false;
    while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9' && value < (1LL << 58)) {
        value = value * 10 + (text[pos] - '0');
        ++pos;
        any = true;
    }
    return any ? value : -1;
}

// Smallest positive "ts" in ns (integer µs part x 1000 + up to 3 fraction digits), or -1.
qint64 smallestTsNs(const QByteArray &text)
{
    static const QByteArray kKey("\"ts\"");
    qint64 best = -1;
    qsizetype pos = 0;
    while ((pos = text.indexOf(kKey, pos)) >= 0) {
        pos += kKey.size();
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == ':' || text[pos] == '"'))
            ++pos;
        // Microseconds whose ns do not fit int64 (past the year 2262) are no time: passed over.
        constexpr qint64 kMaxUs = (std::numeric_limits<qint64>::max() - 999) / 1000;
        qint64 us = 0;
        int digits = 0;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
            if (us <= kMaxUs)
                us = us * 10 + (text[pos] - '0');
            ++pos;
            ++digits;
        }
        if (digits == 0 || us > kMaxUs)
            continue;
        qint64 ns = us * 1000;
        if (pos < text.size() && text[pos] == '.') {
            ++pos;
            qint64 scale = 100;
            while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
                if (scale > 0)
                    ns += (text[pos] - '0') * scale;
                scale /= 10;
                ++pos;
            }
        }
        if (ns > 0 && (best < 0 || ns < best))
            best = ns;
    }
    return best;
}

// The host as the loader finds it: a top-level "hostname" (or "host_name") key; a SageMaker
// Debugger system-metrics file names its node in the file name; else the trace's file name.
QString hostOf(const QByteArray &head, const QString &fileName)
{
    static const QRegularExpression hostKey(QStringLiteral("\"host_?name\"\\s*:\\s*\"([^\"]{1,200})\""));
    const QRegularExpressionMatch m = hostKey.match(QString::fromUtf8(head.left(16 * 1024)));
    if (m.hasMatch())
        return m.captured(1);
    if (isSmdebugSystemMetricsHead(head))
        return smdebugNodeFromFileName(fileName);
    return hostFromFileName(fileName);
}

} // namespace

QByteArray readHeadText(const QString &path, qint64 maxBytes, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    Compression compression = Compression::None;
    return headText(file, maxBytes, &compression, error);
}

TraceHead parseTraceHead(const QByteArray &head, const QByteArray &tail, const QString &fileName)
{
    TraceHead out;
    out.readable = true;
    const QByteArray info = balancedValue(head, "distributedInfo");
    if (!info.isEmpty()) {
        const QJsonObject o = QJsonDocument::fromJson(info).object();
        out.rank = o.value(QLatin1String("rank")).toInt(-1);
        out.worldSize = o.value(QLatin1String("world_size")).toInt(0);
    }
    const QByteArray devices = balancedValue(head, "deviceProperties");
    if (!devices.isEmpty())
        out.deviceCount = int(QJsonDocument::fromJson(devices).array().size());
    out.host = hostOf(head, fileName);

    // Newer Kineto writes ts relative to baseTimeNanoseconds, usually after traceEvents.
    qint64 base = integerAfter(head, "baseTimeNanoseconds");
    if (base < 0)
        base = integerAfter(tail, "baseTimeNanoseconds");
    const qint64 ts = smallestTsNs(head);
    if (ts > 0) {
        qint64 abs = 0;
        if (base > 0) {
            if (!__builtin_add_overflow(base, ts, &abs)) // else past 2262: no wall-clock time
                out.earliestAbsNs = abs;
        } else if (ts >= kEpoch2000Ns)
            out.earliestAbsNs = ts;
    }
    if (!tail.isEmpty()) {
        qsizetype end = tail.size();
        while (end > 0 && QChar::isSpace(uchar(tail[end - 1])))
            --end;
        out.truncated = end == 0 || (tail[end - 1] != '}' && tail[end - 1] != ']');
    }
    return out;
}

TraceHead readTraceHead(const QString &path)
{
    TraceHead out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = file.errorString();
        return out;
    }
    Compression compression = Compression::None;
    const QByteArray head = headText(file, kHeadBytes, &compression, &out.error);
    if (!out.error.isEmpty())
        return out;
    // Compressed files have no raw tail to look at (their facts at the end need the whole stream).
    QByteArray tail;
    if (compression == Compression::None) {
        const qint64 size = file.size();
        if (size > kHeadBytes && file.seek(size - kTailBytes))
            tail = file.read(kTailBytes);
        else
            tail = head.right(kTailBytes);
    }
    return parseTraceHead(head, tail, QFileInfo(path).fileName());
}

int peekRank(const QString &path)
{
    QString error;
    const QString fileName = QFileInfo(path).fileName();
    const int rank = parseTraceHead(readHeadText(path, kHeadBytes, &error), QByteArray(), fileName).rank;
    return rank >= 0 ? rank : rankFromFileName(fileName);
}

} // namespace stepline
