// The rules pages of the PDF report: layout (order, verdicts, parameters, evidence, pagination of a
// long evidence list) and the pages writeReport() adds when it is given rules.

#include "common/timeformat.h"
#include "report/chartexport.h"
#include "dashboard/dashboarddata.h"
#include "insights/rulesreport.h"
#include "traceloader.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPageSize>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;

namespace {

RuleResult result(const char *name, Verdict verdict, const char *reason, const char *advice = "")
{
    RuleResult r;
    r.name = name;
    r.needs = "test data";
    r.verdict = verdict;
    r.reason = reason;
    r.advice = advice;
    if (const RuleDefinition *def = findRule(name))
        r.parameters = def->defaults;
    return r;
}

// A page the size writeReport() uses (A4 landscape, 12 mm margins, 144 dpi), as an image with the
// same resolution so text measures as in the PDF.
QImage pageImage()
{
    const double dpm = 144 / 0.0254;
    const QSize size(qRound((297 - 24) / 25.4 * 144), qRound((210 - 24) / 25.4 * 144));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.setDotsPerMeterX(qRound(dpm));
    image.setDotsPerMeterY(qRound(dpm));
    image.fill(Qt::white);
    return image;
}

int pdfPages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    return int(QString::fromLatin1(file.readAll())
                   .count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b(?!s)"))));
}

void saveScreenshots(const std::vector<ReportPage> &pages, const QString &prefix)
{
    const QString dir = qEnvironmentVariable("STEPLINE_INSIGHTS_SCREENSHOTS");
    if (dir.isEmpty())
        return;
    for (size_t i = 0; i < pages.size(); ++i) {
        QImage image = pageImage();
        QPainter painter(&image);
        painter.setRenderHint(QPainter::TextAntialiasing);
        paintReportPage(&painter, pages[i]);
        painter.end();
        image.save(dir + QLatin1Char('/') + prefix + QString::number(i + 1) + QStringLiteral(".png"));
    }
}

} // namespace

class TestRulesReport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void orderVerdictsAndParameters()
    {
        RulesReportSource source;
        source.results.push_back(result("BatchSize", Verdict::Ok, "GPU memory p95 is 20 %."));
        source.results.push_back(result("CPUBottleneck", Verdict::Triggered,
            "CPU busy while GPU idle 60 % of the time.", "Use more data-loader workers."));
        source.results.push_back(result("IOBottleneck", Verdict::NotApplicable, "No I/O wait metrics."));
        source.results.push_back(result("StepOutlier", Verdict::Triggered, "Step 7 took 12 x the median."));
        source.results[1].parameters[0].number = 65; // CPUBottleneck.threshold, as overridden
        source.overrides["CPUBottleneck"]["threshold"] = "65";
        source.parameterOrigin = describeOverrides(source.overrides, QStringLiteral("set by the test"));
        Evidence e;
        e.label = "Step 7";
        e.value = 1.25;
        e.unit = "s";
        e.startNs = 1'500'000'000;
        e.endNs = 2'750'000'000;
        source.results[3].evidence.push_back(e);

        QImage image = pageImage();
        const RulesReportPages pages = layoutRulesReport(source, &image, image.size(), ChartPalette::light());
        QCOMPARE(pages.summary.size(), size_t(1));
        const QStringList summary = pages.summary[0].lines();
        QCOMPARE(summary.first(), QStringLiteral("Rules summary"));
        QVERIFY(summary.contains(
            QStringLiteral("Parameters: the documented defaults except CPUBottleneck.threshold=65 "
                           "(set by the test).")));
        // Triggered first (in ProfilerReport order), then ok, then not applicable.
        const QStringList expected { QStringLiteral("CPUBottleneck"), QStringLiteral("StepOutlier"),
            QStringLiteral("BatchSize"), QStringLiteral("IOBottleneck") };
        qsizetype last = -1;
        for (const QString &name : expected) {
            const qsizetype at = summary.indexOf(name);
            QVERIFY2(at > last, qPrintable(name));
            last = at;
        }
        QCOMPARE(summary.count(QStringLiteral("Triggered")), 2);
        QCOMPARE(summary.count(QStringLiteral("OK")), 1);
        QCOMPARE(summary.count(QStringLiteral("Not applicable")), 1);

        // One section per rule, each on its own page, in the same order.
        QCOMPARE(pages.sections.size(), size_t(4));
        for (size_t i = 0; i < 4; ++i) {
            QCOMPARE(pages.sections[i].section, expected[qsizetype(i)]);
            QCOMPARE(pages.sections[i].lines().first(), expected[qsizetype(i)]);
        }
        const QStringList cpu = pages.sections[0].lines();
        QCOMPARE(cpu.at(1), QStringLiteral("Triggered"));
        QVERIFY(cpu.contains(QStringLiteral("65 (changed)")));
        QVERIFY(cpu.contains(QStringLiteral("50"))); // the default beside it
        QVERIFY(cpu.contains(QStringLiteral("Use more data-loader workers.")));
        const QStringList io = pages.sections[3].lines();
        QVERIFY(io.contains(QStringLiteral("Not applicable because: No I/O wait metrics.")));
        QVERIFY(io.contains(QStringLiteral("Nothing to do.")));
        // Evidence: value with its unit and the time range as the timeline writes it.
        const QStringList outlier = pages.sections[1].lines();
        QVERIFY(outlier.contains(QStringLiteral("1.25 s")));
        const QString range = formatDuration(1'500'000'000, TimeUnit::Auto) + QString(QChar(0x2013))
            + formatDuration(2'750'000'000, TimeUnit::Auto);
        bool found = false;
        for (QString line : outlier)
            found
                = found || line.remove(QLatin1Char(' ')).startsWith(QString(range).remove(QLatin1Char(' ')));
        QVERIFY2(found, qPrintable(outlier.join(QLatin1Char('|'))));
        QVERIFY(outlier.contains(QStringLiteral("Timeline")));
        saveScreenshots(pages.summary, QStringLiteral("rules-summary-"));
        saveScreenshots(pages.sections, QStringLiteral("rules-section-"));
    }

    // A long evidence list continues on the next pages under a repeated header; nothing is lost,
    // nothing runs off the page.
    void longEvidencePaginates()
    {
        RulesReportSource source;
        RuleResult r = result("StepOutlier", Verdict::Triggered, "Many outliers.", "Look at the slow steps.");
        for (int i = 0; i < 150; ++i) {
            Evidence e;
            e.label = "Outlier step " + std::to_string(i)
                + (i % 10 == 0
                        ? std::string(" with a label long enough to wrap onto a second line inside its "
                                      "column of the evidence table, which makes this row taller")
                        : std::string());
            e.value = i;
            e.unit = "ms";
            e.startNs = int64_t(i) * 1'000'000;
            e.endNs = e.startNs + 500'000;
            r.evidence.push_back(e);
        }
        source.results.push_back(r);
        QImage image = pageImage();
        const RulesReportPages pages = layoutRulesReport(source, &image, image.size(), ChartPalette::light());
        QVERIFY(pages.sections.size() >= 3);
        int next = 0;
        for (size_t p = 0; p < pages.sections.size(); ++p) {
            const ReportPage &page = pages.sections[p];
            QCOMPARE(page.section, QStringLiteral("StepOutlier"));
            const QStringList lines = page.lines();
            if (p > 0)
                QCOMPARE(lines.first(), QStringLiteral("StepOutlier (continued)"));
            if (p + 1 < pages.sections.size())
                QVERIFY(lines.contains(QStringLiteral("Fact"))); // header repeated
            for (const ReportPage::Text &t : page.texts) {
                QVERIFY(t.rect.bottom() <= image.height() + 0.5);
                QVERIFY(t.rect.right() <= image.width() + 0.5);
            }
            for (const QString &line : lines) {
                if (line.startsWith(QLatin1String("Outlier step "))) {
                    QCOMPARE(line.section(QLatin1Char(' '), 2, 2), QString::number(next));
                    ++next;
                }
            }
        }
        QCOMPARE(next, 150);
        QVERIFY(pages.sections.back().lines().contains(QStringLiteral("Look at the slow steps.")));
        saveScreenshots(pages.sections, QStringLiteral("rules-long-"));
    }

    void wrapKeepsEveryWord()
    {
        QImage image = pageImage();
        QFont font;
        font.setPointSizeF(9.5);
        const QString text
            = QStringLiteral("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu");
        const QStringList lines = ReportFlow::wrap(text, font, 200, &image);
        QVERIFY(lines.size() > 1);
        QCOMPARE(lines.join(QLatin1Char(' ')), text);
        QCOMPARE(ReportFlow::wrap(QStringLiteral("a\nb"), font, 200, &image),
            (QStringList { QStringLiteral("a"), QStringLiteral("b") }));
    }

    // writeReport(): summary page, rules summary, one page per chart, then the rule sections.
    void reportPages()
    {
        const LoadOutcome out
            = loadProfile(QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo/vit-sweep-stopped"));
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const DashboardData data = computeDashboard(*out.profile, DashboardOptions());
        QTemporaryDir dir;
        const QString plain = dir.filePath(QStringLiteral("plain.pdf"));
        QString error;
        QVERIFY2(writeReport(data, plain, nullptr, ChartPalette::light(), &error), qPrintable(error));
        QCOMPARE(pdfPages(plain), 1 + int(data.charts.size()) + (data.ranks ? 1 : 0));

        auto source = std::make_shared<RulesReportSource>();
        ParamOverrides overrides;
        overrides["StepOutlier"]["stddev"] = "1";
        source->results = runProfilerReport(ruleInputFromProfile(*out.profile), overrides);
        source->overrides = overrides;
        QCOMPARE(source->results.size(), ruleDefinitions().size());
        const QString withRules = dir.filePath(QStringLiteral("rules.pdf"));
        QVERIFY2(
            writeReport(data, withRules, source.get(), ChartPalette::light(), &error), qPrintable(error));
        QImage image = pageImage();
        const RulesReportPages pages = layoutRulesReport(*source, &image, image.size(), ChartPalette::light(),
            int(data.charts.size()) + (data.ranks ? 1 : 0));
        QVERIFY(!pages.summary.empty());
        // The summary gives each section's page: job summary, rules summary, charts, then sections.
        auto pageOfRow = [&](const QString &rule) {
            for (const ReportPage &p : pages.summary)
                for (const ReportPage::Text &name : p.texts)
                    if (name.text == rule)
                        for (const ReportPage::Text &t : p.texts)
                            if (t.rect.top() == name.rect.top() && t.text.startsWith(QLatin1String("p. ")))
                                return t.text;
            return QString();
        };
        saveScreenshots(pages.summary, QStringLiteral("demo-summary-"));
        int page = 1 + int(pages.summary.size() + data.charts.size()) + (data.ranks ? 1 : 0) + 1;
        for (size_t i = 0; i < pages.sections.size(); ++i, ++page) {
            if (i > 0 && pages.sections[i].section == pages.sections[i - 1].section)
                continue; // a continuation page
            QCOMPARE(pageOfRow(pages.sections[i].section), QStringLiteral("p. %1").arg(page));
        }
        QVERIFY(pages.sections.size() >= 10);
        saveScreenshots(pages.summary, QStringLiteral("demo-summary-"));
        saveScreenshots(pages.sections, QStringLiteral("demo-section-"));
        QCOMPARE(pdfPages(withRules),
            1 + int(pages.summary.size() + data.charts.size() + pages.sections.size())
                + (data.ranks ? 1 : 0));
    }

    // `stepline report --set`: the rules pages use the overrides; a bad one is a usage error.
    void commandLine()
    {
        const QString exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
        if (!QFileInfo(exe).isExecutable())
            QSKIP("the stepline executable is not built");
        const QString job = QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo/vit-sweep-stopped");
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QProcess run;
        run.start(exe,
            { QStringLiteral("report"), job, QStringLiteral("-o"), pdf, QStringLiteral("--set"),
                QStringLiteral("StepOutlier.stddev=1") });
        QVERIFY(run.waitForFinished(120000));
        QCOMPARE(run.exitCode(), 0);

        const LoadOutcome out = loadProfile(job);
        QVERIFY(out.ok());
        const DashboardData data = computeDashboard(*out.profile, DashboardOptions());
        RulesReportSource source;
        source.overrides["StepOutlier"]["stddev"] = "1";
        source.results = runProfilerReport(ruleInputFromProfile(*out.profile), source.overrides);
        source.parameterOrigin = describeOverrides(source.overrides, QStringLiteral("x"));
        QImage image = pageImage();
        const RulesReportPages pages = layoutRulesReport(source, &image, image.size(), ChartPalette::light(),
            int(data.charts.size()) + (data.ranks ? 1 : 0));
        QCOMPARE(pdfPages(pdf),
            1 + int(pages.summary.size() + data.charts.size() + pages.sections.size())
                + (data.ranks ? 1 : 0));
        const RuleResult *outlier = nullptr;
        for (const RuleResult &r : source.results)
            if (r.name == "StepOutlier")
                outlier = &r;
        QVERIFY(outlier && QString::fromStdString(outlier->reason).contains(QLatin1String("+ 1 x")));

        run.start(exe,
            { QStringLiteral("report"), job, QStringLiteral("-o"), pdf, QStringLiteral("--set"),
                QStringLiteral("StepOutlier.nonsense=1") });
        QVERIFY(run.waitForFinished(120000));
        QCOMPARE(run.exitCode(), 1);
        QVERIFY(run.readAllStandardError().contains("nonsense"));
    }
};

QTEST_MAIN(TestRulesReport)
#include "tst_rulesreport.moc"
