#include "jobfactscache.h"

#include "atomicfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace stepline {

namespace {

// /2: the GPU vendor and not-a-trace facts; a /1 file is read as empty and written anew.
const QLatin1String kSchema("stepline.jobfacts/2");

QJsonObject factsToJson(const TraceFacts &f)
{
    QJsonObject o;
    o.insert(QStringLiteral("final"), f.final);
    o.insert(QStringLiteral("error"), f.error);
    o.insert(QStringLiteral("completeness"), int(f.completeness));
    o.insert(QStringLiteral("text_bytes"), f.textBytes);
    o.insert(QStringLiteral("cut_at"), f.cutAtByte);
    o.insert(QStringLiteral("earliest_ns"), QString::number(f.earliestAbsNs)); // int64 exact
    o.insert(QStringLiteral("time_source"), int(f.timeSource));
    o.insert(QStringLiteral("rank"), f.rank);
    o.insert(QStringLiteral("world_size"), f.worldSize);
    o.insert(QStringLiteral("host"), f.host);
    o.insert(QStringLiteral("system_metrics"), f.systemMetrics);
    o.insert(QStringLiteral("device_properties"), f.deviceProperties);
    QJsonArray devices;
    for (int d : f.gpuDevices)
        devices.append(d);
    o.insert(QStringLiteral("gpu_devices"), devices);
    o.insert(QStringLiteral("gpu_vendor"), f.gpuVendor);
    o.insert(QStringLiteral("not_a_trace"), f.notATrace);
    return o;
}

bool factsFromJson(const QJsonObject &o, TraceFacts *f)
{
    const int completeness = o.value(QLatin1String("completeness")).toInt(-1);
    const int timeSource = o.value(QLatin1String("time_source")).toInt(-1);
    if (completeness < 0 || completeness > int(TraceFacts::Completeness::Cut) || timeSource < 0
        || timeSource > int(TraceFacts::TimeSource::SystemMetricsTimestamp))
        return false;
    bool ok = false;
    f->earliestAbsNs = o.value(QLatin1String("earliest_ns")).toString().toLongLong(&ok);
    if (!ok)
        return false;
    f->final = o.value(QLatin1String("final")).toBool();
    f->settled = true;
    f->error = o.value(QLatin1String("error")).toString();
    f->completeness = TraceFacts::Completeness(completeness);
    f->textBytes = o.value(QLatin1String("text_bytes")).toInteger();
    f->cutAtByte = o.value(QLatin1String("cut_at")).toInteger(-1);
    f->timeSource = TraceFacts::TimeSource(timeSource);
    f->rank = o.value(QLatin1String("rank")).toInt(-1);
    f->worldSize = o.value(QLatin1String("world_size")).toInt();
    f->host = o.value(QLatin1String("host")).toString();
    f->systemMetrics = o.value(QLatin1String("system_metrics")).toBool();
    f->deviceProperties = o.value(QLatin1String("device_properties")).toInt(-1);
    const QJsonArray devices = o.value(QLatin1String("gpu_devices")).toArray();
    for (const QJsonValue &d : devices)
        f->gpuDevices.append(d.toInt());
    f->gpuVendor = o.value(QLatin1String("gpu_vendor")).toString();
    f->notATrace = o.value(QLatin1String("not_a_trace")).toBool();
    return true;
}

} // namespace

bool JobFactsCache::load(const QString &file, QString *error)
{
    m_entries.clear();
    QFile f(file);
    if (!f.exists())
        return true;
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = f.errorString();
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &parseError);
    const QJsonObject root = doc.object();
    if (parseError.error != QJsonParseError::NoError || root.value(QLatin1String("schema")) != kSchema) {
        if (error)
            *error = QStringLiteral("%1: not a job facts cache (ignored; it is rewritten)").arg(file);
        return false;
    }
    const QJsonObject files = root.value(QLatin1String("files")).toObject();
    m_entries.reserve(files.size());
    for (auto it = files.begin(); it != files.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        Entry e;
        e.size = o.value(QLatin1String("size")).toInteger(-1);
        e.modifiedMs = o.value(QLatin1String("mtime_ms")).toInteger(-1);
        if (e.size >= 0 && factsFromJson(o.value(QLatin1String("facts")).toObject(), &e.facts))
            m_entries.insert(it.key(), e);
    }
    return true;
}

bool JobFactsCache::save(const QString &file, QString *error) const
{
    QJsonObject files;
    for (auto it = m_entries.begin(); it != m_entries.end(); ++it) {
        QJsonObject o;
        o.insert(QStringLiteral("size"), it->size);
        o.insert(QStringLiteral("mtime_ms"), it->modifiedMs);
        o.insert(QStringLiteral("facts"), factsToJson(it->facts));
        files.insert(it.key(), o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("schema"), kSchema);
    root.insert(QStringLiteral("files"), files);
    QString problem = makeFolder(QFileInfo(file).absolutePath());
    if (problem.isEmpty())
        problem = writeFileWhole(file, QJsonDocument(root).toJson(QJsonDocument::Compact));
    if (error)
        *error = problem;
    return problem.isEmpty();
}

std::optional<TraceFacts> JobFactsCache::find(const QString &path, qint64 size, qint64 modifiedMs) const
{
    const auto it = m_entries.constFind(path);
    if (it == m_entries.cend() || it->size != size || it->modifiedMs != modifiedMs)
        return std::nullopt;
    return it->facts;
}

std::optional<TraceFacts> JobFactsCache::findAnyVersion(const QString &path) const
{
    const auto it = m_entries.constFind(path);
    if (it == m_entries.cend())
        return std::nullopt;
    return it->facts;
}

void JobFactsCache::insert(const QString &path, qint64 size, qint64 modifiedMs, const TraceFacts &facts)
{
    if (!facts.settled)
        return;
    if (m_entries.size() >= kMaxEntries && !m_entries.contains(path))
        m_entries.clear();
    m_entries.insert(path, Entry { size, modifiedMs, facts });
}

} // namespace stepline
