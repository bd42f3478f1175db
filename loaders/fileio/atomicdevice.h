#pragma once

#include "atomicfile.h"

#include <QIODevice>
#include <QString>

#include <functional>

class QByteArray;

namespace stepline {

// A write-only QIODevice over an AtomicFile, for writers that take a device (QPdfWriter,
// QSvgGenerator, QImageWriter): they report no I/O errors themselves, so the file latches the
// first one and commit() reports it. Seekable unless the file is written directly (a FIFO, a
// character device). The file stays the caller's; open the device before writing.
class AtomicDevice : public QIODevice
{
public:
    explicit AtomicDevice(AtomicFile &file);

    bool isSequential() const override;
    bool seek(qint64 pos) override;
    qint64 size() const override;

protected:
    qint64 readData(char *, qint64) override;
    qint64 writeData(const char *data, qint64 len) override;

private:
    AtomicFile &m_file;
};

// writeFileWhole() and makeFolder() of atomicfile.h for Qt's callers: write fills the device
// (false: the writer itself failed, with writerError when it says why). Empty on success, else
// the message.
QString writeFileWhole(const QString &path, const std::function<bool(QIODevice &)> &write,
    const QString &writerError = QString());
QString writeFileWhole(const QString &path, const QByteArray &bytes);
QString makeFolder(const QString &dir);

} // namespace stepline
