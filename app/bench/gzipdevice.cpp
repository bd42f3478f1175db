#include "gzipdevice.h"

#include <QBuffer>

#include <zlib.h>

#include <vector>

namespace stepline {

struct GzipDevice::Stream
{
    z_stream z {};
    bool initialized = false;
    std::vector<char> out = std::vector<char>(1 << 18);
};

GzipDevice::GzipDevice(QIODevice *target, int level)
    : m_target(target)
    , m_level(level)
{
}

GzipDevice::~GzipDevice()
{
    if (isOpen())
        close();
}

bool GzipDevice::open(OpenMode mode)
{
    if ((mode & ReadOnly) || !m_target || !m_target->isWritable())
        return false;
    m_stream = std::make_unique<Stream>();
    // windowBits 15 + 16 selects the gzip wrapper; zlib writes mtime 0 and no name by default.
    if (deflateInit2(&m_stream->z, m_level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        m_ok = false;
        return false;
    }
    m_stream->initialized = true;
    m_ok = true;
    return QIODevice::open(mode);
}

void GzipDevice::close()
{
    if (m_stream && m_stream->initialized) {
        deflateChunk(nullptr, 0, Z_FINISH);
        deflateEnd(&m_stream->z);
        m_stream->initialized = false;
    }
    QIODevice::close();
}

qint64 GzipDevice::readData(char *, qint64)
{
    return -1;
}

qint64 GzipDevice::writeData(const char *data, qint64 size)
{
    // zlib takes uInt lengths: feed huge writes in pieces.
    qint64 done = 0;
    while (done < size) {
        const qint64 piece = std::min<qint64>(size - done, 1 << 30);
        if (!deflateChunk(data + done, piece, Z_NO_FLUSH))
            return -1;
        done += piece;
    }
    return size;
}

bool GzipDevice::deflateChunk(const char *data, qint64 size, int flush)
{
    if (!m_ok)
        return false;
    z_stream &z = m_stream->z;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data));
    z.avail_in = uInt(size);
    int rc = Z_OK;
    do {
        z.next_out = reinterpret_cast<Bytef *>(m_stream->out.data());
        z.avail_out = uInt(m_stream->out.size());
        rc = deflate(&z, flush);
        if (rc == Z_STREAM_ERROR) {
            m_ok = false;
            return false;
        }
        const qint64 produced = qint64(m_stream->out.size()) - z.avail_out;
        if (produced > 0 && m_target->write(m_stream->out.data(), produced) != produced) {
            m_ok = false;
            return false;
        }
    } while (z.avail_out == 0 || (flush == Z_FINISH && rc != Z_STREAM_END));
    return true;
}

QByteArray gzip(const QByteArray &data, int level)
{
    QByteArray out;
    QBuffer buffer(&out);
    buffer.open(QIODevice::WriteOnly);
    GzipDevice device(&buffer, level);
    device.open(QIODevice::WriteOnly);
    device.write(data);
    device.close();
    return out;
}

QByteArray gunzip(const QByteArray &compressed, bool *ok)
{
    z_stream z {};
    QByteArray out;
    bool good = inflateInit2(&z, 15 + 32) == Z_OK; // 32: detect gzip or zlib header
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(compressed.constData()));
    z.avail_in = uInt(compressed.size());
    std::vector<char> buf(1 << 18);
    int rc = Z_OK;
    while (good && rc != Z_STREAM_END) {
        z.next_out = reinterpret_cast<Bytef *>(buf.data());
        z.avail_out = uInt(buf.size());
        rc = inflate(&z, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            good = false;
            break;
        }
        out.append(buf.data(), qsizetype(buf.size() - z.avail_out));
        if (rc == Z_OK && z.avail_in == 0 && z.avail_out != 0) {
            good = false; // input ended before the stream did
            break;
        }
    }
    inflateEnd(&z);
    if (ok)
        *ok = good;
    return good ? out : QByteArray();
}

} // namespace stepline
