#include "atomicdevice.h"

#include <QByteArray>

#include <string_view>

namespace stepline {

AtomicDevice::AtomicDevice(AtomicFile &file)
    : m_file(file)
{
}

bool AtomicDevice::isSequential() const
{
    return m_file.isSequential();
}

bool AtomicDevice::seek(qint64 pos)
{
    if (!m_file.seek(pos)) {
        if (!m_file.writeError().empty())
            setErrorString(QString::fromStdString(m_file.writeError()));
        return false;
    }
    return QIODevice::seek(pos);
}

qint64 AtomicDevice::size() const
{
    return m_file.size();
}

qint64 AtomicDevice::readData(char *, qint64)
{
    return -1;
}

qint64 AtomicDevice::writeData(const char *data, qint64 len)
{
    if (m_file.write(data, size_t(len)))
        return len;
    setErrorString(QString::fromStdString(m_file.writeError()));
    return -1;
}

QString writeFileWhole(
    const QString &path, const std::function<bool(QIODevice &)> &write, const QString &writerError)
{
    const std::string message = writeFileWhole(
        path.toStdString(),
        [&write](AtomicFile &file) {
            AtomicDevice device(file);
            return device.open(QIODevice::WriteOnly | QIODevice::Unbuffered) && write(device);
        },
        writerError.toStdString());
    return QString::fromStdString(message);
}

QString writeFileWhole(const QString &path, const QByteArray &bytes)
{
    return QString::fromStdString(
        writeFileWhole(path.toStdString(), std::string_view(bytes.constData(), size_t(bytes.size()))));
}

QString makeFolder(const QString &dir)
{
    return QString::fromStdString(makeFolder(dir.toStdString()));
}

} // namespace stepline
