#include "loadoptionstext.h"

#include "loaderror.h"

#include <QRegularExpression>

#include <cmath>
#include <set>

namespace stepline {

namespace {

constexpr int kMaxRank = 1 << 20;

} // namespace

bool parseRankList(const QString &text, std::vector<int> *ranks, QString *error)
{
    static const QRegularExpression item(QStringLiteral("^\\s*(\\d+)\\s*(?:-\\s*(\\d+)\\s*)?$"));
    std::set<int> out;
    const QStringList parts = text.split(QLatin1Char(','));
    for (const QString &part : parts) {
        const QRegularExpressionMatch m = item.match(part);
        bool ok1 = false, ok2 = true;
        const int a = m.hasMatch() ? m.captured(1).toInt(&ok1) : -1;
        const int b = m.hasMatch() && m.hasCaptured(2) ? m.captured(2).toInt(&ok2) : a;
        if (!m.hasMatch() || !ok1 || !ok2 || b < a || b >= kMaxRank) {
            *error = QString::fromStdString(
                LoadError::tr("--ranks takes rank numbers and ranges like 0,3 or 0-3,8 (got \"%1\")")
                    .arg(text.toStdString())
                    .str());
            return false;
        }
        for (int r = a; r <= b; ++r)
            out.insert(r);
    }
    ranks->assign(out.begin(), out.end());
    return true;
}

bool parseTimeText(const QString &text, int64_t *ns)
{
    static const QRegularExpression form(
        QStringLiteral("^\\s*(\\d+(?:\\.\\d*)?|\\.\\d+)\\s*(s|ms|us|µs|ns)?\\s*$"));
    const QRegularExpressionMatch m = form.match(text);
    if (!m.hasMatch())
        return false;
    bool ok = false;
    const double value = m.captured(1).toDouble(&ok);
    const QString unit = m.captured(2);
    double scale = 1e9;
    if (unit == QLatin1String("ms"))
        scale = 1e6;
    else if (unit == QLatin1String("us") || unit == QStringLiteral("µs"))
        scale = 1e3;
    else if (unit == QLatin1String("ns"))
        scale = 1.0;
    const double result = std::round(value * scale);
    if (!ok || !(result < 9.2e18))
        return false;
    *ns = int64_t(result);
    return true;
}

bool parseTimeWindow(const QString &text, TimeWindow *window, QString *error)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    TimeWindow w;
    if (colon < 0 || !parseTimeText(text.left(colon), &w.fromNs)
        || !parseTimeText(text.mid(colon + 1), &w.toNs)) {
        *error = QString::fromStdString(
            LoadError::tr("--window takes T0:T1, times since the job start like 2s:3s, 1500ms:2500ms "
                          "or 1.5:2 (seconds) (got \"%1\")")
                .arg(text.toStdString())
                .str());
        return false;
    }
    if (w.toNs <= w.fromNs) {
        *error = QString::fromStdString(LoadError::tr("--window is empty: T1 must be after T0 (got \"%1\")")
                                            .arg(text.toStdString())
                                            .str());
        return false;
    }
    *window = w;
    return true;
}

QString formatRankList(const std::vector<int> &ranks)
{
    QStringList parts;
    for (size_t i = 0; i < ranks.size();) {
        size_t j = i;
        while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1)
            ++j;
        parts << (j > i + 1 ? QStringLiteral("%1-%2").arg(ranks[i]).arg(ranks[j])
                            : QString::number(ranks[i]));
        if (j == i + 1)
            parts << QString::number(ranks[j]);
        i = j + 1;
    }
    return parts.join(QLatin1Char(','));
}

QString formatWindow(const TimeWindow &window)
{
    auto text = [](int64_t ns) {
        if (ns % 1'000'000'000 == 0)
            return QStringLiteral("%1 s").arg(ns / 1'000'000'000);
        if (ns % 1'000'000 == 0)
            return QStringLiteral("%1 ms").arg(ns / 1'000'000);
        if (ns % 1'000 == 0)
            return QStringLiteral("%1 us").arg(ns / 1'000);
        return QStringLiteral("%1 ns").arg(ns);
    };
    return text(window.fromNs) + QStringLiteral(" - ") + text(window.toNs);
}

} // namespace stepline
