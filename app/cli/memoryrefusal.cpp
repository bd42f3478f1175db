#include "memoryrefusal.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>

namespace stepline {

namespace {

struct MemoryTr
{
    Q_DECLARE_TR_FUNCTIONS(MemoryCheck)
};

QString mib(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

QString memoryRefusalText(const MemoryCheck &check, const QString &path)
{
    return MemoryTr::tr(
        "stepline: %1 would not fit in memory: loading it needs about %2 (a model of about %3 "
        "for %4 events, estimated from %5 of files), but only %6 is available.\n"
        "Load part of the job: --ranks LIST (e.g. --ranks 0,3 or 0-3,8) and/or --window T0:T1 "
        "(e.g. --window 0s:10s, times since the job start); or pass --force to try anyway.")
        .arg(QFileInfo(path).fileName(), mib(check.subsetPeakBytes), mib(check.estimate.modelBytes))
        .arg(check.estimate.events)
        .arg(mib(check.estimate.fileBytes), mib(check.availableBytes));
}

} // namespace stepline
