#pragma once

#include <QIODevice>

#include <memory>

namespace stepline {

// A write-only QIODevice that gzip-compresses everything written to it into another device
// (not owned). close() finishes the stream. The output is deterministic: no file name, mtime 0,
// a fixed compression level, so the same input gives the same bytes with the same zlib.
class GzipDevice : public QIODevice
{
public:
    explicit GzipDevice(QIODevice *target, int level = 6);
    ~GzipDevice() override;

    bool open(OpenMode mode) override;
    void close() override;
    bool isSequential() const override { return true; }
    // False after a compression or write error.
    bool ok() const { return m_ok; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    bool deflateChunk(const char *data, qint64 size, int flush);

    struct Stream;
    QIODevice *m_target;
    int m_level;
    std::unique_ptr<Stream> m_stream;
    bool m_ok = true;
};

// Compresses a whole byte array as one gzip member, the bytes GzipDevice writes; for tests and
// generated files.
QByteArray gzip(const QByteArray &data, int level = 6);

// Decompresses a whole gzip (or zlib) byte array; for tests and small files. Returns an empty
// array and sets *ok = false on a broken stream.
QByteArray gunzip(const QByteArray &compressed, bool *ok = nullptr);

} // namespace stepline
