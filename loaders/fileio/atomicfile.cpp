#include "atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace stepline::detail {

// A write-only device over a descriptor the caller owns: write(2) in 64 KiB pieces, the first
// errno kept (every later write fails at once), lseek(2) for writers that go back (none of ours
// do today, but QIODevice allows it).
class DescriptorDevice : public QIODevice
{
public:
    DescriptorDevice(int fd, bool sequential)
        : m_fd(fd)
        , m_sequential(sequential)
    {
        m_buffer.reserve(kBufferBytes);
    }

    int error() const { return m_error; }

    bool flushBuffer()
    {
        const char *data = m_buffer.data();
        qsizetype left = m_buffer.size();
        while (left > 0 && m_error == 0) {
            const ssize_t n = ::write(m_fd, data, size_t(left));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                setFailure(n < 0 ? errno : EIO);
                break;
            }
            data += n;
            left -= n;
        }
        m_buffer.clear();
        return m_error == 0;
    }

    bool isSequential() const override { return m_sequential; }

    bool seek(qint64 pos) override
    {
        if (m_sequential || !flushBuffer())
            return false;
        if (::lseek(m_fd, off_t(pos), SEEK_SET) < 0) {
            setFailure(errno);
            return false;
        }
        return QIODevice::seek(pos);
    }

    qint64 size() const override
    {
        struct stat st;
        const qint64 onDisk = ::fstat(m_fd, &st) == 0 ? qint64(st.st_size) : 0;
        return std::max(onDisk, m_sequential ? 0 : pos());
    }

protected:
    qint64 readData(char *, qint64) override { return -1; }

    qint64 writeData(const char *data, qint64 len) override
    {
        if (m_error != 0)
            return -1;
        m_buffer.append(data, qsizetype(len));
        if (m_buffer.size() >= kBufferBytes && !flushBuffer())
            return -1;
        return len;
    }

private:
    static constexpr qsizetype kBufferBytes = 64 * 1024;

    void setFailure(int error)
    {
        m_error = error;
        setErrorString(qt_error_string(error));
    }

    int m_fd;
    bool m_sequential;
    int m_error = 0;
    QByteArray m_buffer;
};

} // namespace stepline::detail

namespace stepline {

namespace {

// fsync() of a file the caller wrote; EINVAL/ENOTSUP mean the file cannot be synced (a pipe, a
// character device), which is no failure of the write.
int syncFile(int fd)
{
    if (fd < 0)
        return 0;
    if (::fsync(fd) == 0)
        return 0;
    const int error = errno;
    return error == EINVAL || error == ENOTSUP || error == EROFS ? 0 : error;
}

// The rename is only durable once the folder's entry is synced; a failure here loses no bytes
// of the committed file, so it is not reported.
void syncFolderOf(const QString &path)
{
    const QByteArray dir = QFile::encodeName(QFileInfo(path).absolutePath());
    const int fd = ::open(dir.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

} // namespace

QString WriteFailure::toUserMessage() const
{
    if (!isFailure())
        return QString();
    return QCoreApplication::translate("stepline", "Cannot write %1: %2")
        .arg(QDir::toNativeSeparators(path), reason);
}

AtomicFile::AtomicFile(const QString &path)
    : m_path(path)
{
}

AtomicFile::~AtomicFile()
{
    if (m_save)
        m_save->cancelWriting();
}

bool AtomicFile::fail(const QString &reason)
{
    m_failure
        = { m_path, reason.isEmpty() ? QCoreApplication::translate("stepline", "unknown error") : reason };
    if (m_save)
        m_save->cancelWriting();
    m_device.reset();
    m_save.reset(); // QSaveFile removes its temporary file
    m_direct.reset();
    return false;
}

bool AtomicFile::fail(int errorNumber)
{
    return fail(qt_error_string(errorNumber));
}

bool AtomicFile::open()
{
    const QFileInfo info(m_path);
    if (info.isDir())
        return fail(EISDIR);
    if (info.exists() && !info.isFile()) {
        m_direct = std::make_unique<QFile>(m_path);
        errno = 0;
        if (!m_direct->open(QIODevice::WriteOnly)) {
            const int error = errno;
            return fail(error != 0 ? qt_error_string(error) : m_direct->errorString());
        }
        m_device = std::make_unique<detail::DescriptorDevice>(m_direct->handle(), true);
        return m_device->open(QIODevice::WriteOnly | QIODevice::Unbuffered);
    }
    m_save = std::make_unique<QSaveFile>(m_path);
    errno = 0;
    if (!m_save->open(QIODevice::WriteOnly)) {
        // QSaveFile's message for a failed temporary file is its own text; the system's reason
        // (read-only file system, permission denied) is what the user can act on.
        const int error = errno;
        return fail(error != 0 ? qt_error_string(error) : m_save->errorString());
    }
    m_device = std::make_unique<detail::DescriptorDevice>(m_save->handle(), false);
    return m_device->open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

QIODevice *AtomicFile::device() const
{
    return m_device.get();
}

QString AtomicFile::deviceError() const
{
    return m_device && m_device->error() != 0 ? qt_error_string(m_device->error()) : QString();
}

bool AtomicFile::commit()
{
    if (!m_device)
        return m_failure.isFailure()
            ? false
            : fail(QCoreApplication::translate("stepline", "the file was not opened"));
    if (!m_device->flushBuffer())
        return fail(m_device->error());
    const int fd = m_direct ? m_direct->handle() : m_save->handle();
    if (const int error = syncFile(fd))
        return fail(error);
    const qint64 written = m_device->size();
    m_device.reset();
    if (m_direct) {
        m_direct->close();
        m_direct.reset();
        return true;
    }
    errno = 0;
    if (!m_save->commit()) {
        const int error = errno;
        const QString reason = m_save->errorString();
        m_save.reset();
        return fail(error != 0 ? qt_error_string(error) : reason);
    }
    m_save.reset();
    // Every byte the device took is in the file, or a write went astray unnoticed.
    if (QFileInfo(m_path).size() != written)
        return fail(
            QCoreApplication::translate("stepline", "the file on disk is shorter than what was written"));
    syncFolderOf(m_path);
    return true;
}

QString writeFileWhole(
    const QString &path, const std::function<bool(QIODevice &)> &write, const QString &writerError)
{
    AtomicFile file(path);
    if (!file.open())
        return file.errorString();
    if (!write(*file.device())) {
        // The device's own error (a full disk) says more than the writer's generic one.
        QString reason = file.deviceError();
        if (reason.isEmpty())
            reason = writerError.isEmpty() ? QCoreApplication::translate("stepline", "the writer failed")
                                           : writerError;
        return WriteFailure { path, reason }.toUserMessage();
    }
    if (!file.commit())
        return file.errorString();
    return QString();
}

QString writeFileWhole(const QString &path, const QByteArray &bytes)
{
    return writeFileWhole(path, [&bytes](QIODevice &device) { return device.write(bytes) == bytes.size(); });
}

QString makeFolder(const QString &dir)
{
    std::error_code error;
    std::filesystem::create_directories(std::filesystem::path(QFile::encodeName(dir).toStdString()), error);
    if (error && !QFileInfo(dir).isDir())
        return QCoreApplication::translate("stepline", "Cannot create the folder %1: %2")
            .arg(QDir::toNativeSeparators(dir), QString::fromLocal8Bit(error.message()));
    if (!QFileInfo(dir).isDir())
        return QCoreApplication::translate("stepline", "Cannot create the folder %1: %2")
            .arg(QDir::toNativeSeparators(dir), qt_error_string(ENOTDIR));
    return QString();
}

} // namespace stepline
