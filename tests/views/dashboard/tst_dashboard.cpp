#include "dashboardfixture.h"

#include "charts/chartcard.h"
#include "report/chartexport.h"
#include "charts/dashboardchart.h"
#include "dashboard/dashboarddata.h"
#include "charts/chartdefinitions.h"
#include "dashboard/dashboardview.h"
#include "common/navigation.h"
#include "precision.h"

#include <QLegendMarker>
#include <QBarCategoryAxis>
#include <QLegend>
#include <QApplication>
#include <QFile>
#include <QImageReader>
#include <QPainter>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

using namespace stepline;

namespace {

const ChartData &chartOf(const DashboardData &data, ChartId id)
{
    const ChartData *c = data.chart(id);
    Q_ASSERT(c);
    return *c;
}

QStringList labelsOf(const ChartData &c)
{
    QStringList out;
    for (const ChartItem &i : c.items)
        out << i.label;
    return out;
}

QList<double> valuesOf(const ChartData &c)
{
    QList<double> out;
    for (const ChartItem &i : c.items)
        out << i.value;
    return out;
}

QList<int> countsOf(const ChartData &c, bool gpu = false)
{
    QList<int> out;
    for (const ChartBin &b : c.bins)
        out << (gpu ? b.gpuCount : b.count);
    return out;
}

// Pixels that differ from the background colour: a chart that drew nothing has none.
int inkPixels(const QImage &image, QColor background)
{
    const QImage img = image.convertToFormat(QImage::Format_ARGB32);
    int ink = 0;
    for (int y = 0; y < img.height(); y += 2) {
        const auto *line = reinterpret_cast<const QRgb *>(img.constScanLine(y));
        for (int x = 0; x < img.width(); x += 2)
            ink += line[x] != background.rgba();
    }
    return ink;
}

DashboardData fixtureData(const Scope &scope = {}, const QStringList &annotations = {})
{
    DashboardOptions options;
    options.scope = scope;
    options.annotations = annotations;
    options.utilizationBins = 100;
    return computeDashboard(*dashboardfixture::twoNodeJob(), options);
}

} // namespace

class TestDashboard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pieAndDistributionValues();
    void kernelCharts();
    void topKAddsOther();
    void stepHistogramByHand();
    void annotationHistogramByHand();
    void utilizationCurves();
    void precisionOnManyKernels();
    void precisionClassesGiveTheSameSums();
    void scopeSwitching_data();
    void scopeSwitching();
    void scopeChoicesListNodesRanksGpus();
    void missingDataSaysWhatToDo();
    void everyChartRendersOffscreen();
    void exportWritesEveryFile_data();
    void exportWritesEveryFile();
    void imageAtDevicePixelRatioTwo();
    void reportHasOnePagePerSection();
    void goldenImages_data();
    void goldenImages();
    void viewComputesOffThreadAndFollowsScope();
    void clickThroughUsesNavigation();
    void annotationHistogramsAreRemembered();
    void unloadShowsPlaceholder();
    void chartStringsFindTheirTranslations();
    void templateArgumentsStayInLabels();
};

void TestDashboard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
    QApplication::setStyle(QStringLiteral("Fusion"));
    QLocale::setDefault(QLocale::c());
}

void TestDashboard::pieAndDistributionValues()
{
    const DashboardData data = fixtureData();
    QCOMPARE(data.charts.size(), size_t(18));
    // GPU: active 1000 + 1200, idle 2000 + 2800 (see dashboardfixture.h).
    const ChartData &gpu = chartOf(data, ChartId::GpuActiveTime);
    QCOMPARE(gpu.fileName, QStringLiteral("gpu-active-time"));
    QCOMPARE(labelsOf(gpu), QStringList({ QStringLiteral("active"), QStringLiteral("idle") }));
    QCOMPARE(valuesOf(gpu), QList<double>({ 2200, 4800 }));
    QVERIFY(gpu.title.contains(QLatin1String("2 GPUs")));
    // CPU: rank 0 union [0,1000)+[1500,3000) = 2500 of 3000; rank 1 4000 of 4000.
    const ChartData &cpu = chartOf(data, ChartId::CpuActiveTime);
    QCOMPARE(valuesOf(cpu), QList<double>({ 6500, 500 }));
    // Activity: kernels 300+200+100+1000+100+100, memcpy 400, memset 100, no cuda_sync -> no sync bar.
    const ChartData &activity = chartOf(data, ChartId::GpuActivity);
    QCOMPARE(labelsOf(activity),
        QStringList({ QStringLiteral("kernel"), QStringLiteral("memcpy"), QStringLiteral("memset") }));
    QCOMPARE(valuesOf(activity), QList<double>({ 1800, 400, 100 }));
    // Memory ops: only the kinds that occur.
    const ChartData &memory = chartOf(data, ChartId::GpuMemoryOps);
    QCOMPARE(valuesOf(memory), QList<double>({ 400, 100 }));
    QCOMPARE(memory.items[0].colorKey, QStringLiteral("HtoD"));
    QCOMPARE(memory.items[1].colorKey, QStringLiteral("memset"));
    // Precision: sgemm fp32 (300 + 1000), bf16 200, elementwise unknown (300); unknown always last.
    const ChartData &precision = chartOf(data, ChartId::KernelPrecision);
    QStringList keys;
    for (const ChartItem &i : precision.items)
        keys << i.colorKey;
    QCOMPARE(
        keys, QStringList({ QStringLiteral("fp32"), QStringLiteral("bf16"), QStringLiteral("unknown") }));
    QCOMPARE(valuesOf(precision), QList<double>({ 1300, 200, 300 }));
}

void TestDashboard::kernelCharts()
{
    const DashboardData data = fixtureData();
    const ChartData &byTime = chartOf(data, ChartId::KernelTimeTop15);
    QCOMPARE(byTime.kind, ChartKind::Bars);
    QCOMPARE(labelsOf(byTime),
        QStringList({ QStringLiteral("volta_sgemm_128x64_nn"), QStringLiteral("elementwise_kernel"),
            QStringLiteral("ampere_bf16_s16816gemm_bf16_256x128_nn") }));
    QCOMPARE(valuesOf(byTime), QList<double>({ 1300, 300, 200 }));
    const ChartData &byCount = chartOf(data, ChartId::KernelCountTop15);
    QCOMPARE(labelsOf(byCount),
        QStringList({ QStringLiteral("elementwise_kernel"), QStringLiteral("volta_sgemm_128x64_nn"),
            QStringLiteral("ampere_bf16_s16816gemm_bf16_256x128_nn") }));
    QCOMPARE(valuesOf(byCount), QList<double>({ 3, 2, 1 }));
    QCOMPARE(byCount.unit, ValueUnit::Count);
    // Fewer distinct kernels than k: no "other" slice.
    QCOMPARE(chartOf(data, ChartId::KernelTimeAll).items.size(), size_t(3));
    QVERIFY(byTime.items[0].detail.contains(QLatin1String("2 launches")));
}

void TestDashboard::topKAddsOther()
{
    const ProfilePtr profile = dashboardfixture::twoNodeJob();
    const ChartData time = computeKernelTimeAll(*profile, {}, 1);
    QCOMPARE(time.items.size(), size_t(2));
    QCOMPARE(time.items[0].label, QStringLiteral("volta_sgemm_128x64_nn"));
    QCOMPARE(time.items[1].colorKey, QStringLiteral("other"));
    QCOMPARE(time.items[1].value, 500.0); // elementwise 300 + bf16 200
    const ChartData count = computeKernelCountAll(*profile, {}, 2);
    QCOMPARE(valuesOf(count), QList<double>({ 3, 2, 1 }));
    QVERIFY(count.items[2].label.contains(QLatin1String("other")));
}

void TestDashboard::stepHistogramByHand()
{
    // Steps 1000, 1500, 4000: IQR 2750 - 1250 = 1500, FD width 2*1500/3^(1/3) = 2080 -> 2 bins -> at
    // least 5; width ceil(3000 / 5) = 600 from 1000.
    const DashboardData data = fixtureData();
    const ChartData &steps = chartOf(data, ChartId::StepTimeHistogram);
    QVERIFY(!steps.isEmpty());
    QCOMPARE(steps.bins.size(), size_t(5));
    QCOMPARE(steps.bins.front().lowNs, int64_t(1000));
    QCOMPARE(steps.bins.front().highNs, int64_t(1600));
    QCOMPARE(countsOf(steps), QList<int>({ 2, 0, 0, 0, 1 }));
    QVERIFY(steps.gpuBinSetName.isEmpty());
    QCOMPARE(steps.bins[4].instances.size(), size_t(1));
    const ChartInstance &longest = steps.bins[4].instances.front();
    QCOMPARE(longest.rank, 1);
    QCOMPARE(longest.stepNumber, int64_t(1));
    QCOMPARE(longest.startNs, int64_t(0));
    QCOMPARE(longest.durNs, int64_t(4000));
}

void TestDashboard::annotationHistogramByHand()
{
    // forward: 300 and 500 -> IQR 100, FD 2 bins -> 5; width ceil(200 / 5) = 40.
    const DashboardData data = fixtureData({}, { QStringLiteral("forward") });
    QCOMPARE(data.charts.size(), size_t(19));
    const ChartData &forward = data.charts.back();
    QCOMPARE(forward.fileName, QStringLiteral("annotation-forward"));
    QCOMPARE(countsOf(forward), QList<int>({ 1, 0, 0, 0, 1 }));
    QCOMPARE(forward.bins[0].lowNs, int64_t(300));
    QCOMPARE(forward.bins[0].instances.front().startNs, int64_t(100));
    QCOMPARE(forward.bins[4].instances.front().startNs, int64_t(1600));
    QCOMPARE(data.annotationNames, QStringList({ QStringLiteral("forward") }));
    QCOMPARE(
        annotationFileName(QStringLiteral("## opt/step ##")), QStringLiteral("annotation-___opt_step___"));
}

void TestDashboard::utilizationCurves()
{
    const DashboardData data = fixtureData();
    const ChartData &gpu = chartOf(data, ChartId::GpuUtilization);
    // Two node means (alpha, beta) and two per-GPU detail curves.
    QCOMPARE(gpu.lines.size(), size_t(4));
    QVERIFY(gpu.lines[0].name.contains(QLatin1String("alpha")));
    QVERIFY(!gpu.lines[0].detail);
    QVERIFY(gpu.lines[2].detail);
    QCOMPARE(gpu.lines[0].points.size(), 100);
    // Node curves share the job range [0, 4000); beta's GPU is busy in [0, 1100): its first bin is full.
    QCOMPARE(gpu.rangeStartNs, int64_t(0));
    QCOMPARE(gpu.rangeEndNs, int64_t(4000));
    QCOMPARE(gpu.lines[1].points.front().y(), 1.0);
    QCOMPARE(gpu.lines[1].points.front().x(), 20.0); // centre of [0, 40)
    const ChartData &cpu = chartOf(data, ChartId::CpuUtilization);
    QCOMPARE(cpu.lines.size(), size_t(2));
    QCOMPARE(cpu.lines[1].points.front().y(), 1.0);
}

// Above 20,000 kernels whose name says nothing, their args are read on several threads: the split
// must neither lose nor double-count one. 40,000 "generic_kernel"s: every third has dtype BFloat16
// (10 ns), the others no dtype (1 ns); one fp16 gemm is classified by its name.
void TestDashboard::precisionOnManyKernels()
{
    ProfileBuilder b;
    RankInfo info;
    info.rank = 0;
    info.node = "n";
    const uint32_t r = b.addRank(info);
    const ProcessId gpu = b.process(r, 0);
    b.processAt(gpu).isGpu = true;
    b.processAt(gpu).device = 0;
    const TrackId stream = b.track(gpu, 7, TrackKind::GpuStream);
    b.trackAt(stream).device = 0;
    const StringId name = b.strings().intern("generic_kernel");
    const StringId kernel = b.strings().intern("kernel");
    constexpr int kKernels = 40'000;
    int64_t ts = 0;
    for (int i = 0; i < kKernels; ++i) {
        const bool bf16 = i % 3 == 0;
        const ArgSetId args
            = b.args().append(bf16 ? R"({"device": 0, "dtype": "BFloat16"})" : R"({"device": 0})");
        b.addSlice(stream, ts, bf16 ? 10 : 1, name, kernel, args);
        ts += 20;
    }
    b.addSlice(stream, ts, 5, b.strings().intern("ampere_fp16_s16816gemm_fp16_128x128_nn"), kernel);
    const ProfilePtr p = b.finalize();
    const PrecisionBreakdown precision = precisionBreakdown(*p);
    constexpr uint64_t kBf16 = (kKernels + 2) / 3; // 13,334
    constexpr uint64_t kUnknown = kKernels - kBf16;
    QCOMPARE(precision.kernels, uint64_t(kKernels + 1));
    QCOMPARE(precision.count[size_t(Precision::Bf16)], kBf16);
    QCOMPARE(precision.ns[size_t(Precision::Bf16)], int64_t(kBf16 * 10));
    QCOMPARE(precision.count[size_t(Precision::Unknown)], kUnknown);
    QCOMPARE(precision.ns[size_t(Precision::Unknown)], int64_t(kUnknown));
    QCOMPARE(precision.count[size_t(Precision::Fp16)], uint64_t(1));
    QCOMPARE(precision.bySource[size_t(PrecisionSource::Dtype)], kBf16);
    QCOMPARE(precision.bySource[size_t(PrecisionSource::None)], kUnknown);
    QCOMPARE(precision.totalNs, int64_t(kBf16 * 10 + kUnknown + 5));
}

// Classes made once for the whole job, summed per scope, equal a classification per scope; the
// dashboard keeps them from a whole-job result and reuses them for the next scope.
void TestDashboard::precisionClassesGiveTheSameSums()
{
    const ProfilePtr p = dashboardfixture::twoNodeJob();
    const KernelPrecisions classes = kernelPrecisions(*p);
    QCOMPARE(classes.ofSlice.size(), p->slices().size());
    for (const ScopeChoice &choice : scopeChoices(*p)) {
        const PrecisionBreakdown direct = precisionBreakdown(*p, choice.scope);
        const PrecisionBreakdown summed = precisionBreakdown(*p, choice.scope, classes);
        QVERIFY2(direct.ns == summed.ns && direct.count == summed.count && direct.bySource == summed.bySource
                && direct.totalNs == summed.totalNs && direct.kernels == summed.kernels,
            qPrintable(choice.label));
    }
    // Classes of another profile are not used.
    const PrecisionBreakdown other = precisionBreakdown(*p, Scope::job(), KernelPrecisions());
    QCOMPARE(other.kernels, precisionBreakdown(*p).kernels);

    DashboardOptions options;
    const DashboardData whole = computeDashboard(*p, options);
    QVERIFY(whole.precisions);
    options.scope = Scope::ofNode("alpha");
    options.precisions = whole.precisions;
    const DashboardData alpha = computeDashboard(*p, options);
    QCOMPARE(alpha.precisions, whole.precisions);
    // alpha: sgemm fp32 300, bf16 gemm 200, elementwise unknown 100.
    QCOMPARE(valuesOf(chartOf(alpha, ChartId::KernelPrecision)), QList<double>({ 300, 200, 100 }));
    // A scoped computation without classes classifies only its scope and keeps none.
    options.precisions.reset();
    const DashboardData scoped = computeDashboard(*p, options);
    QVERIFY(!scoped.precisions);
    QCOMPARE(valuesOf(chartOf(scoped, ChartId::KernelPrecision)), QList<double>({ 300, 200, 100 }));
}

void TestDashboard::scopeSwitching_data()
{
    QTest::addColumn<QString>("scope");
    QTest::addColumn<double>("gpuActive");
    QTest::addColumn<double>("gpuIdle");
    QTest::addColumn<int>("steps");
    QTest::addColumn<double>("kernelTop");
    QTest::addRow("job") << QStringLiteral("job") << 2200.0 << 4800.0 << 3 << 1300.0;
    QTest::addRow("node alpha") << QStringLiteral("node=alpha") << 1000.0 << 2000.0 << 2 << 300.0;
    QTest::addRow("rank 1") << QStringLiteral("rank=1") << 1200.0 << 2800.0 << 1 << 1000.0;
    QTest::addRow("gpu 1:0") << QStringLiteral("gpu=1:0") << 1200.0 << 2800.0 << 1 << 1000.0;
}

void TestDashboard::scopeSwitching()
{
    QFETCH(QString, scope);
    QFETCH(double, gpuActive);
    QFETCH(double, gpuIdle);
    QFETCH(int, steps);
    QFETCH(double, kernelTop);
    Scope s;
    QVERIFY(Scope::parse(scope.toStdString(), &s));
    const DashboardData data = fixtureData(s);
    QCOMPARE(valuesOf(chartOf(data, ChartId::GpuActiveTime)), QList<double>({ gpuActive, gpuIdle }));
    int total = 0;
    for (int c : countsOf(chartOf(data, ChartId::StepTimeHistogram)))
        total += c;
    QCOMPARE(total, steps);
    QCOMPARE(chartOf(data, ChartId::KernelTimeTop15).items.front().value, kernelTop);
    QVERIFY(data.summary.jobLines.join(QLatin1Char('\n')).contains(QLatin1String("Scope:")));
}

void TestDashboard::scopeChoicesListNodesRanksGpus()
{
    QStringList labels;
    for (const ScopeChoice &c : scopeChoices(*dashboardfixture::twoNodeJob()))
        labels << c.label;
    QCOMPARE(labels,
        QStringList({ QStringLiteral("Whole job"), QStringLiteral("Node alpha"), QStringLiteral("Node beta"),
            QStringLiteral("Rank 0"), QStringLiteral("Rank 1"), QStringLiteral("GPU 0:0"),
            QStringLiteral("GPU 1:0") }));
}

void TestDashboard::missingDataSaysWhatToDo()
{
    DashboardOptions options;
    options.annotations = { QStringLiteral("forward") };
    const DashboardData data = computeDashboard(*dashboardfixture::cpuOnlyJob(), options);
    const ChartData &steps = chartOf(data, ChartId::StepTimeHistogram);
    QVERIFY(steps.isEmpty());
    QVERIFY(steps.emptyMessage.contains(QLatin1String("torch.profiler.schedule")));
    QVERIFY(steps.emptyMessage.contains(QLatin1String("record_function('ProfilerStep#N')")));
    for (ChartId id : { ChartId::GpuActiveTime, ChartId::GpuUtilization, ChartId::KernelTimeAll,
             ChartId::KernelTimeTop15, ChartId::KernelCountAll, ChartId::KernelCountTop15,
             ChartId::KernelPrecision, ChartId::GpuActivity, ChartId::GpuMemoryOps }) {
        const ChartData &c = chartOf(data, id);
        QVERIFY2(c.isEmpty(), qPrintable(c.fileName));
        QVERIFY2(c.emptyMessage.startsWith(QLatin1String("Not in this profile")), qPrintable(c.fileName));
    }
    QVERIFY(!chartOf(data, ChartId::CpuActiveTime).isEmpty());
    QCOMPARE(valuesOf(chartOf(data, ChartId::CpuActiveTime)), QList<double>({ 1000, 500 }));
    QVERIFY(data.charts.back().emptyMessage.contains(QLatin1String("record_function('forward')")));
    // A scope the profile does not have is empty everywhere but never crashes.
    options.scope = Scope::ofNode("nowhere");
    const DashboardData none = computeDashboard(*dashboardfixture::twoNodeJob(), options);
    QVERIFY(chartOf(none, ChartId::GpuActiveTime).isEmpty());
}

void TestDashboard::everyChartRendersOffscreen()
{
    const DashboardData data = fixtureData({}, { QStringLiteral("forward") });
    const DashboardData empty = computeDashboard(*dashboardfixture::cpuOnlyJob(), {});
    for (const DashboardData *d : { &data, &empty }) {
        for (const ChartData &chart : d->charts) {
            for (const ChartPalette &palette : { ChartPalette::light(), ChartPalette::dark() }) {
                const QImage image = renderChartImage(chart, QSize(600, 360), palette);
                QCOMPARE(image.size(), QSize(600, 360));
                // Title + plot (or the empty-state text) leave clearly more than a few pixels of ink.
                QVERIFY2(inkPixels(image, palette.background()) > 400, qPrintable(chart.fileName));
            }
        }
    }
}

void TestDashboard::exportWritesEveryFile_data()
{
    QTest::addColumn<QString>("format");
    QTest::addRow("png") << QStringLiteral("png");
    QTest::addRow("svg") << QStringLiteral("svg");
    QTest::addRow("pdf") << QStringLiteral("pdf");
}

void TestDashboard::exportWritesEveryFile()
{
    QFETCH(QString, format);
    ExportFormat f;
    QVERIFY(parseExportFormat(format, &f));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const DashboardData data = fixtureData({}, { QStringLiteral("forward") });
    const QSize size(640, 400);
    // With STEPLINE_DASHBOARD_SCREENSHOTS set the files stay there for a look.
    const QString shots = qEnvironmentVariable("STEPLINE_DASHBOARD_SCREENSHOTS");
    const QString out
        = shots.isEmpty() ? dir.filePath(QStringLiteral("out")) : shots + QStringLiteral("/export-") + format;
    const ExportResult result = exportCharts(data, out, f, size);
    QVERIFY2(result.ok(), qPrintable(result.error));
    const QStringList expected = { QStringLiteral("gpu-active-time"), QStringLiteral("gpu-time-breakdown"),
        QStringLiteral("idle-causes"), QStringLiteral("step-breakdown"), QStringLiteral("gpu-utilization"),
        QStringLiteral("gpu-memory"), QStringLiteral("cpu-active-time"), QStringLiteral("cpu-utilization"),
        QStringLiteral("kernel-time-all"), QStringLiteral("kernel-time-top15"),
        QStringLiteral("kernel-count-all"), QStringLiteral("kernel-count-top15"),
        QStringLiteral("step-time-histogram"), QStringLiteral("kernel-precision"),
        QStringLiteral("gpu-activity"), QStringLiteral("gpu-memory-ops"), QStringLiteral("roofline"),
        QStringLiteral("mfu-per-step"), QStringLiteral("annotation-forward") };
    QCOMPARE(result.files.size(), expected.size());
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const QString path = result.files[i];
        QCOMPARE(QFileInfo(path).fileName(), expected[i] + QLatin1Char('.') + format);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.size() > 1000);
        if (format == QLatin1String("png")) {
            QImageReader reader(path);
            QCOMPARE(reader.format(), QByteArray("png"));
            QCOMPARE(reader.size(), size);
        } else if (format == QLatin1String("svg")) {
            QSvgRenderer svg(path);
            QVERIFY(svg.isValid());
            QCOMPARE(svg.viewBox(), QRect(QPoint(0, 0), size));
            QVERIFY(bytes.contains("width=\"169.333mm\"")); // 640 px at 96 dpi (CSS pixels)
        } else {
            QVERIFY(bytes.startsWith("%PDF-"));
            QVERIFY(QString::fromLatin1(bytes).contains(
                QRegularExpression(QStringLiteral("/MediaBox \\[0 0 640(\\.0+)? 400(\\.0+)?\\]"))));
        }
    }
}

void TestDashboard::imageAtDevicePixelRatioTwo()
{
    const DashboardData data = fixtureData();
    const QImage image = renderChartImage(
        chartOf(data, ChartId::GpuActiveTime), QSize(300, 200), ChartPalette::light(), 2.0);
    QCOMPARE(image.size(), QSize(600, 400));
    QCOMPARE(image.devicePixelRatio(), 2.0);
}

void TestDashboard::reportHasOnePagePerSection()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    const DashboardData data = fixtureData({}, { QStringLiteral("forward") });
    QString error;
    QVERIFY2(writeReport(data, path, nullptr, ChartPalette::light(), &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    // Summary page + one page per chart.
    const auto pages
        = QString::fromLatin1(pdf).count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b(?!s)")));
    QCOMPARE(pages, 1 + int(data.charts.size()) + (data.ranks ? 1 : 0));
    if (const QString shots = qEnvironmentVariable("STEPLINE_DASHBOARD_SCREENSHOTS"); !shots.isEmpty()) {
        QImage summary(1500, 1000, QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&summary);
        paintSummaryPage(&painter, QRectF(0, 0, 1500, 1000), data, ChartPalette::light());
        painter.end();
        summary.save(shots + QStringLiteral("/report-summary.png"));
    }
}

void TestDashboard::goldenImages_data()
{
    QTest::addColumn<int>("chart");
    QTest::addRow("gpu-activity") << int(ChartId::GpuActivity);
    QTest::addRow("step-time-histogram") << int(ChartId::StepTimeHistogram);
}

// Golden images: small per-channel delta and a small share of differing pixels are tolerated (font
// hinting); STEPLINE_UPDATE_GOLDEN=1 rewrites them.
void TestDashboard::goldenImages()
{
    QFETCH(int, chart);
    const DashboardData all = fixtureData();
    const ChartData &data = chartOf(all, ChartId(chart));
    const QImage actual = renderChartImage(data, QSize(480, 300), ChartPalette::light())
                              .convertToFormat(QImage::Format_ARGB32_Premultiplied);
    const QString golden
        = QStringLiteral(STEPLINE_DASHBOARD_GOLDEN "/") + data.fileName + QStringLiteral(".png");
    if (qEnvironmentVariableIntValue("STEPLINE_UPDATE_GOLDEN")) {
        QDir().mkpath(QStringLiteral(STEPLINE_DASHBOARD_GOLDEN));
        QVERIFY(actual.save(golden));
        QSKIP("golden image rewritten");
    }
    const QImage expected = QImage(golden).convertToFormat(QImage::Format_ARGB32_Premultiplied);
    QVERIFY2(!expected.isNull(), qPrintable(golden));
    QCOMPARE(actual.size(), expected.size());
    int differing = 0;
    for (int y = 0; y < actual.height(); ++y) {
        for (int x = 0; x < actual.width(); ++x) {
            const QRgb a = actual.pixel(x, y);
            const QRgb e = expected.pixel(x, y);
            if (std::abs(qRed(a) - qRed(e)) > 2 || std::abs(qGreen(a) - qGreen(e)) > 2
                || std::abs(qBlue(a) - qBlue(e)) > 2)
                ++differing;
        }
    }
    const double share = double(differing) / double(actual.width() * actual.height());
    if (share > 0.001) {
        actual.save(
            QStringLiteral(STEPLINE_BINARY_DIR "/golden-actual-") + data.fileName + QStringLiteral(".png"));
        QFAIL(qPrintable(QStringLiteral("%1 % of pixels differ from %2").arg(share * 100).arg(golden)));
    }
}

void TestDashboard::viewComputesOffThreadAndFollowsScope()
{
    Navigation navigation;
    DashboardView view(&navigation);
    view.resize(1280, 800);
    view.show();
    QSignalSpy updated(&view, &DashboardView::chartsUpdated);
    view.setProfile(dashboardfixture::twoNodeJob());
    QVERIFY(updated.wait(5000));
    QCOMPARE(view.data().charts.size(), size_t(18));
    QVERIFY(view.card(QStringLiteral("kernel-time-top15")));
    QCOMPARE(view.data().scopes.size(), size_t(7));
    // The whole-job result brings the kernel precision classes; the next scope reuses them.
    const std::shared_ptr<const KernelPrecisions> classes = view.data().precisions;
    QVERIFY(classes);

    view.setScope(Scope::ofNode("alpha"));
    QVERIFY(updated.wait(5000));
    QCOMPARE(view.data().precisions, classes);
    QCOMPARE(valuesOf(*view.data().chart(ChartId::GpuActiveTime)), QList<double>({ 1000, 2000 }));
    QCOMPARE(view.card(QStringLiteral("gpu-active-time"))->chartData().items[0].value, 1000.0);

    view.setTopK(1);
    QVERIFY(updated.wait(5000));
    QCOMPARE(view.data().chart(ChartId::KernelTimeAll)->items.size(), size_t(2)); // elementwise + other

    if (const QString dir = qEnvironmentVariable("STEPLINE_DASHBOARD_SCREENSHOTS"); !dir.isEmpty()) {
        view.setScope(Scope::job());
        view.setTopK(15);
        QVERIFY(updated.wait(5000));
        QDir().mkpath(dir);
        view.grab().save(dir + QStringLiteral("/dashboard-light.png"));
        view.resize(1280, 2400); // every card at once
        QApplication::processEvents();
        view.grab().save(dir + QStringLiteral("/dashboard-full-light.png"));
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b2e36));
        dark.setColor(QPalette::WindowText, QColor(0xe6e8ec));
        dark.setColor(QPalette::Base, QColor(0x23262e));
        dark.setColor(QPalette::Text, QColor(0xe6e8ec));
        dark.setColor(QPalette::Button, QColor(0x3a3f4a));
        dark.setColor(QPalette::ButtonText, QColor(0xe6e8ec));
        view.setPalette(dark);
        QApplication::processEvents();
        view.grab().save(dir + QStringLiteral("/dashboard-full-dark.png"));
        view.resize(1280, 800);
        QApplication::processEvents();
        view.grab().save(dir + QStringLiteral("/dashboard-dark.png"));
    }
}

void TestDashboard::clickThroughUsesNavigation()
{
    Navigation navigation;
    DashboardView view(&navigation);
    QSignalSpy updated(&view, &DashboardView::chartsUpdated);
    view.setProfile(dashboardfixture::twoNodeJob());
    QVERIFY(updated.wait(5000));

    QSignalSpy kernel(&navigation, &Navigation::kernelNameSelected);
    const ChartData top = *view.data().chart(ChartId::KernelTimeTop15);
    view.activateItem(top, 1);
    QCOMPARE(kernel.count(), 1);
    QCOMPARE(kernel.at(0).at(0).toString(), QStringLiteral("elementwise_kernel"));
    // The chart's own click signal reaches the same place.
    Q_EMIT view.card(QStringLiteral("kernel-time-top15"))->chart()->itemClicked(0);
    QCOMPARE(kernel.count(), 2);
    QCOMPARE(kernel.at(1).at(0).toString(), QStringLiteral("volta_sgemm_128x64_nn"));

    QSignalSpy range(&navigation, &Navigation::rangeRequested);
    QSignalSpy showView(&navigation, &Navigation::viewRequested);
    const ChartData steps = *view.data().chart(ChartId::StepTimeHistogram);
    view.activateBin(steps, 0); // steps of 1000 (rank 0, #1) and 1500 (rank 0, #2), longest first
    view.activateInstance(0);
    QCOMPARE(range.count(), 1);
    QCOMPARE(range.at(0).at(0).value<int64_t>(), int64_t(1500));
    QCOMPARE(range.at(0).at(1).value<int64_t>(), int64_t(3000));
    QCOMPARE(range.at(0).at(2).toInt(), 0);
    QCOMPARE(showView.count(), 1);
    QCOMPARE(showView.at(0).at(0).toString(), QStringLiteral("timeline"));
}

void TestDashboard::annotationHistogramsAreRemembered()
{
    // The view hands the job's histograms out and takes them back with the job (the main window
    // keeps them in the settings meanwhile).
    Navigation navigation;
    QStringList remembered;
    {
        DashboardView view(&navigation);
        QSignalSpy updated(&view, &DashboardView::chartsUpdated);
        QSignalSpy changed(&view, &DashboardView::annotationHistogramsChanged);
        view.setProfile(dashboardfixture::twoNodeJob());
        QVERIFY(updated.wait(5000));
        view.addAnnotationHistogram(QStringLiteral("forward"));
        QVERIFY(updated.wait(5000));
        QVERIFY(view.card(QStringLiteral("annotation-forward")));
        QCOMPARE(changed.count(), 1);
        remembered = changed.last().at(0).toStringList();
    }
    DashboardView again(&navigation);
    QSignalSpy updated(&again, &DashboardView::chartsUpdated);
    QSignalSpy changed(&again, &DashboardView::annotationHistogramsChanged);
    again.setProfile(dashboardfixture::twoNodeJob(), remembered);
    QVERIFY(updated.wait(5000));
    QCOMPARE(again.annotationHistograms(), QStringList({ QStringLiteral("forward") }));
    QCOMPARE(again.data().charts.size(), size_t(19));
    again.removeAnnotationHistogram(QStringLiteral("forward"));
    QVERIFY(updated.wait(5000));
    QCOMPARE(again.data().charts.size(), size_t(18));
    QVERIFY(!again.card(QStringLiteral("annotation-forward")));
    QCOMPARE(changed.count(), 1);
    QVERIFY(changed.last().at(0).toStringList().isEmpty());
}

void TestDashboard::unloadShowsPlaceholder()
{
    Navigation navigation;
    DashboardView view(&navigation);
    QSignalSpy updated(&view, &DashboardView::chartsUpdated);
    view.setProfile(dashboardfixture::twoNodeJob());
    view.setProfile(nullptr); // before the first result: the stale result must not show up
    QVERIFY(!updated.wait(300));
    QVERIFY(view.data().charts.empty());
    QVERIFY(!view.card(QStringLiteral("gpu-active-time")));
}

namespace {

// Serves the German .ts file as lupdate wrote it: (context, source) -> translation.
class TsTranslator : public QTranslator
{
public:
    bool load(const QString &tsPath)
    {
        QFile file(tsPath);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        QXmlStreamReader xml(&file);
        QString context, source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) // numerus forms: the forms' text
                m_table.insert(context + QLatin1Char('|') + source,
                    xml.readElementText(QXmlStreamReader::IncludeChildElements));
        }
        return !xml.hasError() && !m_table.isEmpty();
    }
    bool isEmpty() const override { return m_table.isEmpty(); }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        return m_table.value(QString::fromUtf8(context) + QLatin1Char('|') + QString::fromUtf8(source));
    }

private:
    QHash<QString, QString> m_table;
};

} // namespace

// The chart titles, empty-state texts and "?" definitions are built by free functions whose tr()
// lupdate files under the context "stepline"; they must be looked up there, or a translated UI
// shows them in English.
void TestDashboard::chartStringsFindTheirTranslations()
{
    TsTranslator german;
    QVERIFY(german.load(QStringLiteral(STEPLINE_SOURCE_DIR "/translations/stepline_de.ts")));
    QCoreApplication::installTranslator(&german);
    const QString definition = chartDefinition(ChartId::GpuActiveTime);
    const DashboardData data = fixtureData();
    const QString title = chartOf(data, ChartId::StepTimeHistogram).title;
    QCoreApplication::removeTranslator(&german);
    QVERIFY2(!definition.startsWith(QLatin1String("Active time:")), qPrintable(definition));
    QVERIFY2(title != QLatin1String("Step time distribution"), qPrintable(title));
}

// Qt Charts reads legend entries and category names as rich text: a kernel's template arguments
// must reach the screen as text, not vanish as an unknown tag ("kernel<4, Foo<int> >" drawn as
// "kernel"), in the pie's legend and on the bars' axis alike.
void TestDashboard::templateArgumentsStayInLabels()
{
    const auto shown
        = [](const QString &richText) { return QTextDocumentFragment::fromHtml(richText).toPlainText(); };
    ChartData data;
    data.title = QStringLiteral("Kernels");
    for (int i = 0; i < 5; ++i)
        data.items.push_back(
            { QStringLiteral("void k%1<4, Foo<int> >(int)").arg(i), QString(), 10.0 + i, {} });
    for (const ChartKind kind : { ChartKind::Pie, ChartKind::Bars }) {
        data.kind = kind;
        DashboardChart chart(data, ChartPalette::light());
        chart.resize(1000, 420);
        QStringList labels;
        if (kind == ChartKind::Pie) {
            for (const QLegendMarker *marker : chart.legend()->markers())
                labels << shown(marker->label());
        } else {
            for (QAbstractAxis *axis : chart.axes()) {
                if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis)) {
                    for (const QString &c : bars->categories())
                        labels << shown(c);
                }
            }
        }
        QCOMPARE(labels.size(), 5);
        for (int i = 0; i < 5; ++i) {
            const QString name = QStringLiteral("k%1<4, Foo<int> >").arg(i);
            QVERIFY2(
                std::any_of(labels.begin(), labels.end(), [&](const QString &l) { return l.contains(name); }),
                qPrintable(labels.join(QLatin1Char('|'))));
        }
    }
}

QTEST_MAIN(TestDashboard)
#include "tst_dashboard.moc"
