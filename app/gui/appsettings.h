#pragma once

#include <QByteArray>
#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>

namespace stepline {

// Typed access to the user's settings (QSettings, organisation/application "Stepline"). Only
// app/ touches QSettings; views get plain values.
namespace settings {

enum class Theme { System, Light, Dark };

QString profilesFolder();
void setProfilesFolder(const QString &folder);

Theme theme();
void setTheme(Theme theme);

// "auto", "ns", "us", "ms" or "s".
QString timeUnit();
void setTimeUnit(const QString &unit);

// "" follows the system locale; else "en", "ko", "de", "fr" or "it".
QString language();
void setLanguage(const QString &language);

// Most recent first, at most kMaxRecent entries, existing paths only.
inline constexpr int kMaxRecent = 10;
QStringList recentFiles();
void addRecentFile(const QString &path);
void clearRecentFiles();

// View > Idle Causes Band: the timeline's idle band under each GPU (on by default).
bool idleBandVisible();
void setIdleBandVisible(bool visible);

// The load banner's "Don't show notes again" (producer notes only; losses always show).
bool producerNotesHidden();
void setProducerNotesHidden(bool hidden);

QByteArray windowGeometry();
QByteArray windowState();
void setWindowGeometry(const QByteArray &geometry, const QByteArray &state);

// What the views remember per job, keyed by the job's path (the profile's JobInfo::path; nothing is
// kept for an empty path). Empty values remove the entry.
// The timeline's expanded/collapsed rows that differ from the default (row key -> expanded).
QHash<QString, bool> timelineExpansion(const QString &jobPath);
void setTimelineExpansion(const QString &jobPath, const QHash<QString, bool> &expansion);
// The dashboard's annotation histograms, in the order they were added.
QStringList annotationHistograms(const QString &jobPath);
void setAnnotationHistograms(const QString &jobPath, const QStringList &names);
// The Insights tab's changed rule parameters ("Rule.param" -> value).
QMap<QString, QString> ruleParameters(const QString &jobPath);
void setRuleParameters(const QString &jobPath, const QMap<QString, QString> &parameters);

} // namespace settings
} // namespace stepline
