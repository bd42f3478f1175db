#include "jobfiles.h"

#include "smdebug.h"

#include <QDir>
#include <QDirIterator>
#include <QRegularExpression>

#include <algorithm>

namespace stepline {

bool isTraceFileName(const QString &fileName)
{
    const QString lower = fileName.toLower();
    // MANIFEST.json lists what a collection holds; it is no trace.
    if (lower == QLatin1String("job.json") || lower == QLatin1String("manifest.json")
        || lower.startsWith(QLatin1Char('.'))
        || isSmdebugPythonStatsFileName(fileName)) // pyinstrument's python_stats.json: smdebug.h reads it
        return false;
    return lower.endsWith(QLatin1String(".json")) || lower.endsWith(QLatin1String(".json.gz"))
        || lower.endsWith(QLatin1String(".json.zst")) || lower.endsWith(QLatin1String(".sqlite"));
}

QStringList traceFilesIn(const QString &directory)
{
    QStringList files;
    QDirIterator it(directory, QDir::Files | QDir::Readable, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (isTraceFileName(it.fileName()))
            files.append(path);
    }
    std::sort(files.begin(), files.end());
    return files;
}

QStringList steplineFilesIn(const QString &directory)
{
    QStringList files;
    const QDir dir(directory);
    for (const QString &name : dir.entryList({ QStringLiteral("*.stepline") }, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

int rankFromFileName(const QString &fileName)
{
    static const QRegularExpression re(
        QStringLiteral("(?:^|[^a-z])(?:rank|worker)[-_]?(\\d+)"), QRegularExpression::CaseInsensitiveOption);
    // Every match holds one of the two words: other names are told apart without compiling the
    // pattern (for a small trace, compiling it costs more than parsing the file).
    if (!fileName.contains(QLatin1StringView("rank"), Qt::CaseInsensitive)
        && !fileName.contains(QLatin1StringView("worker"), Qt::CaseInsensitive))
        return -1;
    const QRegularExpressionMatch m = re.match(fileName);
    if (!m.hasMatch())
        return -1;
    bool ok = false;
    const int rank = m.captured(1).toInt(&ok);
    return ok ? rank : -1;
}

QString hostFromFileName(const QString &fileName)
{
    static const QRegularExpression re(QStringLiteral("^(.+)_(\\d+)\\.(\\d+)\\.pt\\.trace\\.json"));
    static const QRegularExpression notHost(
        QStringLiteral("^(?:rank|worker)[-_]?\\d+"), QRegularExpression::CaseInsensitiveOption);
    // Every match holds this text: other names are told apart without compiling the pattern
    // (compiling it costs more than parsing a small trace).
    if (!fileName.contains(QLatin1StringView(".pt.trace.json")))
        return QString();
    const QRegularExpressionMatch m = re.match(fileName);
    if (!m.hasMatch())
        return QString();
    const QString host = m.captured(1);
    return notHost.match(host).hasMatch() ? QString() : host;
}

} // namespace stepline
