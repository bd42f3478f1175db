#include "atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <fcntl.h>
#include <filesystem>
#include <system_error>
#include <unistd.h>

namespace stepline {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text); // lupdate's context for a free tr()
}

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
    return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), reason);
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
    m_failure = { m_path, reason.isEmpty() ? tr("unknown error") : reason };
    if (m_save)
        m_save->cancelWriting();
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
        if (!m_direct->open(QIODevice::WriteOnly))
            return fail(m_direct->errorString());
        return true;
    }
    m_save = std::make_unique<QSaveFile>(m_path);
    errno = 0;
    if (!m_save->open(QIODevice::WriteOnly)) {
        // QSaveFile's message for a failed temporary file is its own text; the system's reason
        // (read-only file system, permission denied) is what the user can act on.
        const int error = errno;
        return fail(error != 0 ? qt_error_string(error) : m_save->errorString());
    }
    return true;
}

QIODevice *AtomicFile::device() const
{
    if (m_save)
        return m_save.get();
    return m_direct.get();
}

bool AtomicFile::commit()
{
    if (m_direct) {
        errno = 0;
        if (!m_direct->flush())
            return fail(m_direct->errorString());
        if (const int error = syncFile(m_direct->handle()))
            return fail(error);
        m_direct->close();
        if (m_direct->error() != QFileDevice::NoError)
            return fail(m_direct->errorString());
        m_direct.reset();
        return true;
    }
    if (!m_save)
        return m_failure.isFailure() ? false : fail(tr("the file was not opened"));
    if (m_save->error() != QFileDevice::NoError)
        return fail(m_save->errorString());
    if (!m_save->flush())
        return fail(m_save->errorString());
    if (const int error = syncFile(m_save->handle()))
        return fail(error);
    const qint64 written = m_save->size();
    if (!m_save->commit()) {
        const QString reason = m_save->errorString();
        m_save.reset();
        return fail(reason);
    }
    m_save.reset();
    // The bytes the device accepted are the bytes on disk; anything else is a short write the
    // writer did not notice (a painter that ignores its device's errors).
    if (QFileInfo(m_path).size() != written)
        return fail(tr("the file on disk is shorter than what was written"));
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
        QString reason = file.device()->errorString();
        if (auto *f = qobject_cast<QFileDevice *>(file.device()); !f || f->error() == QFileDevice::NoError)
            reason = writerError;
        return WriteFailure { path, reason.isEmpty() ? tr("the writer failed") : reason }.toUserMessage();
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
        return tr("Cannot create the folder %1: %2")
            .arg(QDir::toNativeSeparators(dir), QString::fromLocal8Bit(error.message()));
    if (!QFileInfo(dir).isDir())
        return tr("Cannot create the folder %1: %2").arg(QDir::toNativeSeparators(dir), qt_error_string(ENOTDIR));
    return QString();
}

} // namespace stepline
