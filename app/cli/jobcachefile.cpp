#include "jobcachefile.h"

#include <QStandardPaths>

namespace stepline::cli {

QString defaultJobFactsCacheFile()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    return dir.isEmpty() ? QString() : dir + QStringLiteral("/jobfacts.json");
}

} // namespace stepline::cli
