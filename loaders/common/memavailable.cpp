#include "memavailable.h"

#include <QByteArray>
#include <QFile>
#include <QList>

namespace stepline {

qint64 memAvailableBytes()
{
    // In a container /proc/meminfo shows the host; the override gives the real budget (and lets
    // tests drive the refusal end to end).
    bool forcedOk = false;
    const qint64 forced = qEnvironmentVariable("STEPLINE_AVAILABLE_MEMORY").toLongLong(&forcedOk);
    if (forcedOk && forced >= 0)
        return forced;
    QFile f(QStringLiteral("/proc/meminfo"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine();
        if (line.startsWith("MemAvailable:")) {
            const QList<QByteArray> parts = line.simplified().split(' ');
            bool ok = false;
            const qint64 kib = parts.size() >= 2 ? parts[1].toLongLong(&ok) : 0;
            return ok ? kib * 1024 : -1;
        }
    }
    return -1;
}

} // namespace stepline
