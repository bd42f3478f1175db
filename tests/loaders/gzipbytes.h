#pragma once

// One gzip member of `text` (zlib, as `gzip -<level>` writes it), for tests that load .json.gz.
// Empty when zlib fails.
#include <QByteArray>

#include <zlib.h>

namespace stepline::test {

inline QByteArray gzipBytes(const QByteArray &text, int level = 6)
{
    z_stream zs {};
    if (deflateInit2(&zs, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) // +16: gzip wrapper
        return QByteArray();
    QByteArray out(qsizetype(deflateBound(&zs, uLong(text.size()))) + 64, Qt::Uninitialized);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(text.constData()));
    zs.avail_in = uInt(text.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    const int rc = deflate(&zs, Z_FINISH);
    out.truncate(qsizetype(zs.total_out));
    deflateEnd(&zs);
    return rc == Z_STREAM_END ? out : QByteArray();
}

} // namespace stepline::test
