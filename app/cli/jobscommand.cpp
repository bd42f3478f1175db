#include "verbs.h"

#include "cliargs.h"
#include "jobfactscache.h"
#include "jobcachefile.h"
#include "jobruns.h"
#include "jobscanner.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>
#include <QtConcurrent>

#include <algorithm>
#include <cstdio>

namespace {

struct JobsTr
{
    Q_DECLARE_TR_FUNCTIONS(JobsCommand)
};

QString humanBytes(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

// An unknown count: the files do not tell.
QString count(int value)
{
    return value >= 0 ? QString::number(value) : QStringLiteral("-");
}

QString padded(const QString &text, int width)
{
    return text.leftJustified(width, QLatin1Char(' '), true);
}

} // namespace

// stepline jobs DIR [--json]: the job picker's listing, for scripts and terminals.
int stepline::cli::runJobs(const QStringList &args)
{
    CliArgs cli(QStringLiteral("jobs"));
    cli.flag({ QStringLiteral("--json") });
    const QString usage = QStringLiteral("Usage: stepline jobs DIR [--json]");
    if (!cli.parse(args))
        return cli.usageError(cli.error(), usage);
    if (cli.help()) {
        printOut(usage);
        return 0;
    }
    const QString dir = cli.path();
    const bool json = cli.has(QStringLiteral("--json"));
    if (dir.isEmpty())
        return cli.usageError(QString(), usage);
    if (!QFileInfo(dir).isDir()) {
        std::fprintf(stderr, "stepline jobs: %s is not a folder\n", qUtf8Printable(dir));
        return 2;
    }
    // Same facts as the picker: the quick scan, then every trace the cache does not know read to
    // its end (several at once), and the cache updated for the next listing.
    JobFactsCache cache;
    const QString cacheFile = defaultJobFactsCacheFile();
    if (!cacheFile.isEmpty())
        cache.load(cacheFile);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QList<JobEntry> jobs = scanProfilesFolder(dir, {}, now, &cache);
    QtConcurrent::blockingMap(jobs, [&now](JobEntry &job) { completeJob(job, now); });
    bool learned = false;
    for (const JobEntry &job : std::as_const(jobs)) {
        for (const JobTraceFile &file : job.files) {
            if (file.facts.settled && !cache.find(file.path, file.size, file.modifiedMs)) {
                cache.insert(file.path, file.size, file.modifiedMs, file.facts);
                learned = true;
            }
        }
    }
    // Listed again from the whole-text facts when they are new (a folder is split, and its notes
    // worded, from the facts it was scanned with) or show a folder to hold several runs, as the
    // picker does once its background pass has read it: a listing reads the same with the cache
    // and without.
    if (learned || std::any_of(jobs.cbegin(), jobs.cend(), splitsOnRescan)) {
        jobs = scanProfilesFolder(dir, {}, now, &cache);
        QtConcurrent::blockingMap(jobs, [&now](JobEntry &job) { completeJob(job, now); });
    }
    // The cache only saves time on the next scan: a failed save is a warning, the listing stands.
    if (QString error; learned && !cacheFile.isEmpty() && !cache.save(cacheFile, &error))
        printErr(JobsTr::tr("stepline jobs: warning: the facts cache was not saved (%1)").arg(error));
    QTextStream out(stdout);
    if (json) {
        QJsonArray array;
        for (const JobEntry &job : jobs)
            array.append(jobToJson(job));
        QJsonObject root;
        root.insert(QStringLiteral("schema"), QStringLiteral("stepline.jobs/1"));
        root.insert(QStringLiteral("jobs"), array);
        out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
        return 0;
    }
    out << padded(QStringLiteral("NAME"), 32) << ' ' << padded(QStringLiteral("CREATED (UTC)"), 20) << ' '
        << padded(QStringLiteral("STATUS"), 11) << ' ' << QStringLiteral("RANKS NODES  GPUS") << ' '
        << QStringLiteral("      SIZE") << '\n';
    for (const JobEntry &job : jobs) {
        out << padded(job.name, 32) << ' '
            << padded(job.created.isValid() ? job.created.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                                            : QStringLiteral("-"),
                   20)
            << ' ' << padded(job.statusUnknown ? QStringLiteral("-") : jobStatusName(job.status), 11) << ' '
            << QString::number(job.ranks).rightJustified(5) << ' ' << count(job.nodes).rightJustified(5)
            << ' ' << count(job.gpus).rightJustified(5) << ' ' << humanBytes(job.bytes).rightJustified(10)
            << '\n';
        for (const QString &warning : job.warnings)
            out << QStringLiteral("  warning: ") << warning << '\n';
    }
    if (jobs.isEmpty())
        out << QStringLiteral("(no jobs in %1)\n").arg(dir);
    return 0;
}
