#include "appsettings.h"

#include "common/timeformat.h"

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

QString timeUnit()
{
    return QSettings().value(kTimeUnit, QStringLiteral("auto")).toString();
}

void setTimeUnit(const QString &unit)
{
    QSettings().setValue(kTimeUnit, unit);
    setPreferredTimeUnit(timeUnitFromName(unit)); // new tooltips and labels use it at once
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

} // namespace stepline::settings
