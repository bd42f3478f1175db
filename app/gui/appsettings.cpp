#include "appsettings.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QSettings>

namespace stepline::settings {

namespace {
const QString kProfilesFolder = QStringLiteral("jobs/profilesFolder");
const QString kTheme = QStringLiteral("ui/theme");
const QString kTimeUnit = QStringLiteral("ui/timeUnit");
const QString kLanguage = QStringLiteral("ui/language");
const QString kRecent = QStringLiteral("files/recent");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kIdleBand = QStringLiteral("timeline/idleBand");
const QString kNotesHidden = QStringLiteral("banner/producerNotesHidden");

const char kExpansion[] = "timelineExpansion";
const char kAnnotations[] = "annotationHistograms";
const char kRuleParameters[] = "ruleParameters";

QString jobHash(const QString &jobPath)
{
    return QString::fromLatin1(QCryptographicHash::hash(jobPath.toUtf8(), QCryptographicHash::Sha1).toHex());
}

// One group per job: a hash of its path, because QSettings keys cannot hold '/'.
QString jobKey(const QString &jobPath, const char *what)
{
    return QStringLiteral("job/") + jobHash(jobPath) + QLatin1Char('/') + QLatin1String(what);
}

// Where earlier builds kept the same values, each view under its own key: read once and moved into the
// job's group, so what a user set before keeps applying.
QVariant takeLegacyJobValue(QSettings &settings, const QString &jobPath, const char *what)
{
    const QString hash = jobHash(jobPath);
    const QString name = QLatin1String(what);
    if (name == QLatin1String(kExpansion) || name == QLatin1String(kAnnotations)) {
        const QString key = name == QLatin1String(kExpansion)
            ? QStringLiteral("timeline/expansion/") + hash.left(16)
            : QStringLiteral("dashboard/annotations/") + hash;
        const QVariant value = settings.value(key);
        settings.remove(key);
        return value;
    }
    const QString group = QStringLiteral("insights/parameters/") + hash;
    settings.beginGroup(group);
    QVariantMap map;
    for (const QString &key : settings.childKeys())
        map.insert(key, settings.value(key));
    settings.endGroup();
    settings.remove(group);
    return map.isEmpty() ? QVariant() : QVariant(map);
}

void storeJobValue(const QString &jobPath, const char *what, const QVariant &value, bool empty)
{
    if (jobPath.isEmpty())
        return;
    QSettings settings;
    if (empty)
        settings.remove(jobKey(jobPath, what));
    else
        settings.setValue(jobKey(jobPath, what), value);
}

QVariant jobValue(const QString &jobPath, const char *what)
{
    if (jobPath.isEmpty())
        return QVariant();
    QSettings settings;
    const QString key = jobKey(jobPath, what);
    if (settings.contains(key))
        return settings.value(key);
    const QVariant legacy = takeLegacyJobValue(settings, jobPath, what);
    if (legacy.isValid())
        settings.setValue(key, legacy);
    return legacy;
}
} // namespace

QString profilesFolder()
{
    return QSettings().value(kProfilesFolder).toString();
}

void setProfilesFolder(const QString &folder)
{
    QSettings().setValue(kProfilesFolder, folder);
}

Theme theme()
{
    const QString value = QSettings().value(kTheme).toString();
    if (value == QLatin1String("light"))
        return Theme::Light;
    if (value == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

void setTheme(Theme theme)
{
    QSettings().setValue(kTheme,
        theme == Theme::Light      ? QStringLiteral("light")
            : theme == Theme::Dark ? QStringLiteral("dark")
                                   : QStringLiteral("system"));
}

bool idleBandVisible()
{
    return QSettings().value(kIdleBand, true).toBool();
}

void setIdleBandVisible(bool visible)
{
    QSettings().setValue(kIdleBand, visible);
}

bool producerNotesHidden()
{
    return QSettings().value(kNotesHidden, false).toBool();
}

void setProducerNotesHidden(bool hidden)
{
    QSettings().setValue(kNotesHidden, hidden);
}

QString timeUnit()
{
    return QSettings().value(kTimeUnit, QStringLiteral("auto")).toString();
}

void setTimeUnit(const QString &unit)
{
    QSettings().setValue(kTimeUnit, unit);
}

QString language()
{
    return QSettings().value(kLanguage).toString();
}

void setLanguage(const QString &language)
{
    QSettings().setValue(kLanguage, language);
}

QStringList recentFiles()
{
    QStringList files;
    const QStringList stored = QSettings().value(kRecent).toStringList();
    for (const QString &path : stored) {
        if (QFileInfo::exists(path))
            files.append(path);
    }
    return files;
}

void addRecentFile(const QString &path)
{
    QStringList files = QSettings().value(kRecent).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue(kRecent, files);
}

void clearRecentFiles()
{
    QSettings().remove(kRecent);
}

QByteArray windowGeometry()
{
    return QSettings().value(kGeometry).toByteArray();
}

QByteArray windowState()
{
    return QSettings().value(kState).toByteArray();
}

void setWindowGeometry(const QByteArray &geometry, const QByteArray &state)
{
    QSettings s;
    s.setValue(kGeometry, geometry);
    s.setValue(kState, state);
}

QHash<QString, bool> timelineExpansion(const QString &jobPath)
{
    QHash<QString, bool> out;
    const QVariantMap map = jobValue(jobPath, kExpansion).toMap();
    for (auto it = map.begin(); it != map.end(); ++it)
        out.insert(it.key(), it.value().toBool());
    return out;
}

void setTimelineExpansion(const QString &jobPath, const QHash<QString, bool> &expansion)
{
    QVariantMap map;
    for (auto it = expansion.begin(); it != expansion.end(); ++it)
        map.insert(it.key(), it.value());
    storeJobValue(jobPath, kExpansion, map, map.isEmpty());
}

QStringList annotationHistograms(const QString &jobPath)
{
    return jobValue(jobPath, kAnnotations).toStringList();
}

void setAnnotationHistograms(const QString &jobPath, const QStringList &names)
{
    storeJobValue(jobPath, kAnnotations, names, names.isEmpty());
}

QMap<QString, QString> ruleParameters(const QString &jobPath)
{
    QMap<QString, QString> out;
    const QVariantMap map = jobValue(jobPath, kRuleParameters).toMap();
    for (auto it = map.begin(); it != map.end(); ++it)
        out.insert(it.key(), it.value().toString());
    return out;
}

void setRuleParameters(const QString &jobPath, const QMap<QString, QString> &parameters)
{
    QVariantMap map;
    for (auto it = parameters.begin(); it != parameters.end(); ++it)
        map.insert(it.key(), it.value());
    storeJobValue(jobPath, kRuleParameters, map, map.isEmpty());
}

} // namespace stepline::settings
