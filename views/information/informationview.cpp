#include "informationview.h"

#include "common/timeformat.h"
#include "common/warningtext.h"

#include "collectives.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <map>
#include <set>
#include <tuple>

namespace stepline {

namespace {

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString esc(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

QString row(const QStringList &cells, bool header = false)
{
    const QString tag = header ? QStringLiteral("th") : QStringLiteral("td");
    QString out = QStringLiteral("<tr>");
    for (const QString &cell : cells)
        out += QLatin1Char('<') + tag + QStringLiteral(" align=\"left\">") + cell + QStringLiteral("</") + tag
            + QLatin1Char('>');
    return out + QStringLiteral("</tr>");
}

QString table(const QString &rows)
{
    return QStringLiteral("<table border=\"0\" cellspacing=\"0\" cellpadding=\"3\">") + rows
        + QStringLiteral("</table>");
}

// Top-level trace keys that carry versions of the software that wrote the trace.
bool isVersionKey(const std::string &key)
{
    static const QRegularExpression pattern(
        QStringLiteral("version|cupti|cuda|driver|rocm|hip|torch|pytorch|framework|kineto"),
        QRegularExpression::CaseInsensitiveOption);
    return pattern.match(QString::fromStdString(key)).hasMatch();
}

QString plainJsonValue(const std::string &raw)
{
    QString value = QString::fromStdString(raw).trimmed();
    if (value.size() >= 2 && value.startsWith(QLatin1Char('"')) && value.endsWith(QLatin1Char('"')))
        value = value.mid(1, value.size() - 2);
    return value.left(200);
}

} // namespace

InformationView::InformationView(QWidget *parent)
    : QWidget(parent)
    , m_browser(new QTextBrowser(this))
{
    m_browser->setObjectName(QStringLiteral("informationBrowser"));
    m_browser->setOpenLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    rebuild();
}

void InformationView::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    rebuild();
}

void InformationView::setTimeUnit(TimeUnit unit)
{
    if (unit == m_timeUnit)
        return;
    m_timeUnit = unit;
    rebuild();
}

void InformationView::setJobMetadata(const JobMetadata &metadata)
{
    m_metadata = metadata;
    m_hasMetadata = !metadata.name.isEmpty() || !metadata.path.isEmpty();
    rebuild();
}

QString InformationView::html() const
{
    return m_browser->toHtml();
}

void InformationView::rebuild()
{
    if (!m_profile && !m_hasMetadata) {
        m_browser->setHtml(QStringLiteral("<p>")
            + esc(tr("No profile is loaded. Load a job from the Jobs "
                     "tab to see its metadata, ranks, devices and "
                     "load report here."))
            + QStringLiteral("</p>"));
        return;
    }
    QString html;

    // Job
    html += QStringLiteral("<h2>") + esc(tr("Job")) + QStringLiteral("</h2>");
    QString rows;
    const QString name = m_hasMetadata && !m_metadata.name.isEmpty() ? m_metadata.name
        : m_profile ? QString::fromStdString(m_profile->job().name)
                    : QString();
    rows += row({ QStringLiteral("<b>") + esc(tr("Name")) + QStringLiteral("</b>"), esc(name) });
    const QString path = m_hasMetadata && !m_metadata.path.isEmpty() ? m_metadata.path
        : m_profile ? QString::fromStdString(m_profile->job().path)
                    : QString();
    rows += row({ QStringLiteral("<b>") + esc(tr("Path")) + QStringLiteral("</b>"), esc(path) });
    if (m_hasMetadata) {
        if (!m_metadata.status.isEmpty())
            rows += row({ QStringLiteral("<b>") + esc(tr("Status")) + QStringLiteral("</b>"),
                esc(m_metadata.status) });
        if (!m_metadata.created.isEmpty())
            rows += row({ QStringLiteral("<b>") + esc(tr("Created")) + QStringLiteral("</b>"),
                esc(m_metadata.created) + QStringLiteral(" (") + esc(m_metadata.createdSource)
                    + QLatin1Char(')') });
        for (const auto &field : m_metadata.fields)
            rows += row(
                { QStringLiteral("<b>") + esc(field.first) + QStringLiteral("</b>"), esc(field.second) });
        for (const QString &warning : m_metadata.warnings)
            rows
                += row({ QStringLiteral("<b>") + esc(tr("Warning")) + QStringLiteral("</b>"), esc(warning) });
    }
    if (m_profile) {
        rows += row({ QStringLiteral("<b>") + esc(tr("Format")) + QStringLiteral("</b>"),
            esc(m_profile->job().format) });
        rows += row({ QStringLiteral("<b>") + esc(tr("Duration")) + QStringLiteral("</b>"),
            esc(formatDuration(m_profile->endNs() - m_profile->startNs(), m_timeUnit)) });
        rows += row({ QStringLiteral("<b>") + esc(tr("Events")) + QStringLiteral("</b>"),
            esc(formatCount(qint64(m_profile->eventCount()))) });
        rows += row({ QStringLiteral("<b>") + esc(tr("Memory used")) + QStringLiteral("</b>"),
            esc(formatBytes(qint64(m_profile->modelBytes() + m_profile->stringPoolBytes()))) });
    }
    html += table(rows);
    for (const auto &[title, pairs] : { std::pair { tr("Hyperparameters"), m_metadata.hyperparameters },
             std::pair { tr("Tags"), m_metadata.tags } }) {
        if (!m_hasMetadata || pairs.isEmpty())
            continue;
        html += QStringLiteral("<h3>") + esc(title) + QStringLiteral("</h3>");
        QString pairRows;
        for (const auto &pair : pairs)
            pairRows += row({ esc(pair.first), esc(pair.second) });
        html += table(pairRows);
    }

    if (m_profile) {
        const Profile &p = *m_profile;
        // Ranks and nodes
        std::set<std::string> nodes;
        for (const RankInfo &rank : p.ranks())
            nodes.insert(rank.node.empty() ? rank.file : rank.node);
        html += QStringLiteral("<h2>") + esc(tr("Ranks and nodes")) + QStringLiteral("</h2><p>")
            + esc(tr("%1 rank(s) on %2 node(s)").arg(p.ranks().size()).arg(nodes.size()))
            + QStringLiteral("</p>");
        QString rankRows = row({ esc(tr("Rank")), esc(tr("Node")), esc(tr("File")), esc(tr("Rank from")),
                                   esc(tr("World size")), esc(tr("Backend")), esc(tr("Events")),
                                   esc(tr("Warnings")), esc(tr("Size")), esc(tr("Truncated")) },
            true);
        for (const RankInfo &rank : p.ranks()) {
            rankRows += row({ QString::number(rank.rank), esc(rank.node), esc(rank.file),
                esc(rank.rankSource), rank.worldSize > 0 ? QString::number(rank.worldSize) : QString(),
                esc(rank.backend), esc(formatCount(qint64(rank.events))),
                esc(formatCount(qint64(rank.warnings))), esc(formatBytes(qint64(rank.fileBytes))),
                rank.truncated ? esc(tr("at byte %1").arg(rank.truncatedAtByte)) : QString() });
        }
        html += table(rankRows);

        // Node clocks: shown here, applied only where the user asks (Ranks tab, --align-collectives).
        if (nodes.size() > 1) {
            const CollectiveAnalysis collectives = analyzeCollectives(p);
            if (collectives.applies() && collectives.clockOffsets.size() > 1) {
                html += QStringLiteral("<h3>") + esc(tr("Node clock offsets")) + QStringLiteral("</h3><p>")
                    + esc(tr(
                        "Estimated from the ends of %1 matched collectives: per collective, the median end "
                        "on "
                        "a node minus the median end on %2; the offset is the median of those. Not applied "
                        "to any figure unless \"Align node clocks\" (Ranks tab) or --align-collectives asks.")
                              .arg(collectives.collectives.size())
                              .arg(QString::fromStdString(collectives.clockOffsets.front().node)))
                    + QStringLiteral("</p>");
                QString offsetRows
                    = row({ esc(tr("Node")), esc(tr("Offset")), esc(tr("Collectives")) }, true);
                for (const NodeClockOffset &o : collectives.clockOffsets)
                    offsetRows += row({ esc(o.node),
                        o.collectives > 0 || &o == &collectives.clockOffsets.front()
                            ? esc(formatDuration(o.offsetNs, m_timeUnit))
                            : esc(tr("unknown")),
                        QString::number(o.collectives) });
                html += table(offsetRows);
            }
        }

        // Devices, once per (node, device id, name): every rank of a node lists the same GPUs.
        html += QStringLiteral("<h2>") + esc(tr("Devices")) + QStringLiteral("</h2>");
        std::set<std::tuple<std::string, int, std::string>> seen;
        QString deviceRows
            = row({ esc(tr("Node")), esc(tr("Id")), esc(tr("Name")), esc(tr("Memory")), esc(tr("SMs")),
                      esc(tr("Compute capability")), esc(tr("Warp size")), esc(tr("Max threads per block")) },
                true);
        int deviceCount = 0;
        for (const RankInfo &rank : p.ranks()) {
            for (const DeviceProperties &d : rank.devices) {
                if (!seen.insert({ rank.node, d.id, d.name }).second)
                    continue;
                ++deviceCount;
                deviceRows += row({ esc(rank.node), QString::number(d.id), esc(d.name),
                    esc(formatBytes(d.totalGlobalMem)), QString::number(d.numSms),
                    QStringLiteral("%1.%2").arg(d.computeMajor).arg(d.computeMinor),
                    QString::number(d.warpSize), QString::number(d.maxThreadsPerBlock) });
            }
        }
        html += deviceCount > 0 ? table(deviceRows)
                                : QStringLiteral("<p>") + esc(tr("The traces list no device properties."))
                + QStringLiteral("</p>");

        // Software versions
        html += QStringLiteral("<h2>") + esc(tr("Software versions")) + QStringLiteral("</h2>");
        std::map<std::string, std::set<QString>> versions;
        for (const RankInfo &rank : p.ranks()) {
            for (const auto &[key, value] : rank.metadata) {
                if (isVersionKey(key))
                    versions[key].insert(plainJsonValue(value));
            }
            if (!rank.distributedInfoJson.empty()) {
                const QJsonObject info
                    = QJsonDocument::fromJson(QByteArray::fromStdString(rank.distributedInfoJson)).object();
                const QJsonValue nccl = info.value(QLatin1String("nccl_version"));
                if (!nccl.isUndefined())
                    versions["nccl_version"].insert(nccl.toVariant().toString());
            }
        }
        if (versions.empty()) {
            html += QStringLiteral("<p>") + esc(tr("The traces name no software versions."))
                + QStringLiteral("</p>");
        } else {
            QString versionRows;
            for (const auto &[key, values] : versions)
                versionRows += row({ QStringLiteral("<b>") + esc(key) + QStringLiteral("</b>"),
                    esc(QStringList(values.begin(), values.end()).join(QStringLiteral(", "))) });
            html += table(versionRows);
        }

        // Load report
        html += QStringLiteral("<h2>") + esc(tr("Load report")) + QStringLiteral("</h2>");
        const LoadReport &report = p.report();
        const uint64_t ranksLeftOut = report.count(subset::kRanksLeftOut);
        const uint64_t windowLeftOut = report.count(subset::kWindowEventsLeftOut);
        if (ranksLeftOut + windowLeftOut > 0) {
            // Left out on purpose (--ranks / --window), so not in the warnings table.
            html += QStringLiteral("<p><b>") + esc(tr("Subset of the job:")) + QStringLiteral("</b> ")
                + esc(tr("ranks left out: %1; events outside the time window left out: %2")
                          .arg(formatCount(qint64(ranksLeftOut)), formatCount(qint64(windowLeftOut))))
                + QStringLiteral("</p>");
        }
        uint64_t lost = 0;
        for (const auto &[kind, entry] : report.entries()) {
            if (!subset::isSubsetKind(kind) && warning::warningClass(kind) == warning::WarningClass::DataLoss)
                lost += entry.count;
        }
        if (lost == 0)
            html += QStringLiteral("<p>")
                + esc(tr("Every event was read: nothing was skipped, cut or changed."))
                + QStringLiteral("</p>");
        {
            // Data loss first, then producer notes: each group with its own heading and colour.
            for (const warning::WarningClass cls :
                { warning::WarningClass::DataLoss, warning::WarningClass::ProducerNote }) {
                const bool loss = cls == warning::WarningClass::DataLoss;
                QString warningRows = row({ esc(tr("Warning")), esc(tr("What it means")), esc(tr("Count")),
                                              esc(tr("First places (rank @ byte)")) },
                    true);
                bool any = false;
                for (const auto &[kind, entry] : report.entries()) {
                    if (subset::isSubsetKind(kind) || warning::warningClass(kind) != cls)
                        continue;
                    any = true;
                    QStringList places;
                    for (const LoadReport::Sample &sample : entry.first) {
                        if (sample.hasOffset())
                            places.append(QStringLiteral("%1 @ %2").arg(sample.rank).arg(sample.byteOffset));
                    }
                    if (places.isEmpty())
                        places.append(tr("no byte offset (counted after reading)"));
                    warningRows += row({ esc(kind), esc(WarningText::kindText(kind)),
                        esc(formatCount(qint64(entry.count))), esc(places.join(QStringLiteral(", "))) });
                }
                if (!any)
                    continue;
                html += QStringLiteral("<p style=\"color:%1\"><b>")
                            .arg(loss ? QStringLiteral("#a15c00") : QStringLiteral("#0c5460"))
                    + esc(loss ? WarningText::dataLossHeading() : WarningText::producerNoteHeading())
                    + QStringLiteral("</b></p>");
                html += table(warningRows);
            }
        }
        QStringList truncated;
        for (const RankInfo &rank : p.ranks()) {
            if (rank.truncated)
                truncated.append(tr("%1 (cut at byte %2)")
                                     .arg(QString::fromStdString(rank.file))
                                     .arg(rank.truncatedAtByte));
        }
        html += QStringLiteral("<p><b>") + esc(tr("Truncated files:")) + QStringLiteral("</b> ")
            + (truncated.isEmpty() ? esc(tr("none")) : esc(truncated.join(QStringLiteral("; "))))
            + QStringLiteral("</p>");
        html += QStringLiteral("<p><b>") + esc(tr("Events moved to an extra lane (partial overlap):"))
            + QStringLiteral("</b> ") + esc(formatCount(qint64(report.count(warning::kLaneSplit))))
            + QStringLiteral("</p>");
    }
    m_browser->setHtml(html);
}

} // namespace stepline
