#pragma once

#include <QString>

#include <functional>
#include <memory>

class QFile;
class QIODevice;
class QSaveFile;

namespace stepline::detail {
class DescriptorDevice;
}

namespace stepline {

// Why a write failed: the file and the system's reason (the strerror text, e.g. "No space left
// on device", "Read-only file system", "Permission denied").
struct WriteFailure
{
    QString path;
    QString reason;
    bool isFailure() const { return !path.isEmpty() || !reason.isEmpty(); }
    QString toUserMessage() const; // "Cannot write PATH: REASON"
};

// A file written whole or not at all. The bytes go to a temporary file beside the target
// (QSaveFile); commit() flushes it, fsyncs it (QSaveFile ignores fsync errors, and on some file
// systems a full disk shows only there), checks that every byte reached the file, then renames it
// over the target. Until commit() succeeds the target is untouched, so an earlier file stays
// byte-identical when the disk is full or read-only, and no temporary file is left behind.
//
// A target that exists and is not a regular file (/dev/full, /dev/null, a FIFO) cannot be
// replaced by a rename; it is written directly and its errors are still reported.
//
// device() writes with write(2) on the temporary file's descriptor (buffered in 64 KiB), so the
// first failing write keeps errno's reason: QSaveFile's own error text for a full disk is
// "Unknown error". Painters that report no I/O errors themselves (QPdfWriter, QSvgGenerator,
// QImageWriter) write into it; the failure latches and commit() reports it.
class AtomicFile
{
public:
    explicit AtomicFile(const QString &path);
    ~AtomicFile(); // discards the temporary file unless committed
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;

    bool open();
    QIODevice *device() const;
    bool commit();

    // The system's reason of the first failed write into device(), empty while every write went
    // through.
    QString deviceError() const;
    const WriteFailure &failure() const { return m_failure; }
    QString errorString() const { return m_failure.toUserMessage(); }

private:
    bool fail(const QString &reason);
    bool fail(int errorNumber);

    QString m_path;
    std::unique_ptr<QSaveFile> m_save;
    std::unique_ptr<QFile> m_direct;
    std::unique_ptr<detail::DescriptorDevice> m_device;
    WriteFailure m_failure;
};

// Opens path, lets write fill the device (false: the writer itself failed, with
// writerError when it says why), commits. Returns an empty string on success, else the message.
QString writeFileWhole(const QString &path, const std::function<bool(QIODevice &)> &write,
    const QString &writerError = QString());
QString writeFileWhole(const QString &path, const QByteArray &bytes);

// Creates dir and its parents; on failure the message names the folder and the system's reason.
QString makeFolder(const QString &dir);

} // namespace stepline
