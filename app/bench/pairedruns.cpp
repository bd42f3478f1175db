#include "pairedruns.h"

#include "benchverbs.h"

#include <QFile>

#include <algorithm>
#include <cstdio>

namespace stepline::bench {

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

Medians medians(const PairedRuns &runs, double ChildRun::*field)
{
    std::vector<double> as, bs, ratios;
    for (size_t i = 0; i < runs.a.size() && i < runs.b.size(); ++i) {
        as.push_back(runs.a[i].*field);
        bs.push_back(runs.b[i].*field);
        if (runs.a[i].*field > 0)
            ratios.push_back(runs.b[i].*field / (runs.a[i].*field));
    }
    Medians m { median(as), median(bs), std::nullopt };
    if (!ratios.empty())
        m.ratio = median(ratios);
    return m;
}

QString ratioText(const std::optional<double> &ratio)
{
    return ratio ? QString::asprintf("%5.3f", *ratio) : QStringLiteral("    -");
}

namespace {

QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(file.readAll()).section(QLatin1Char(' '), 0, 2);
}

} // namespace

void printLoadAverage(const char *when)
{
    const QString three = loadAverage();
    std::printf("load average %s: %s\n", when, three.isEmpty() ? "unknown" : qPrintable(three));
    if (!three.isEmpty())
        printFigure(qPrintable(QStringLiteral("load_average_%1").arg(QLatin1String(when))),
            three.section(QLatin1Char(' '), 0, 0).toDouble(), "runnable");
}

} // namespace stepline::bench
