// The dashboard on a HiDPI screen: the whole tab rendered at device pixel ratio 2 (QT_SCALE_FACTOR=2,
// what a 4K monitor at 200 % gives), at 1920x1080 and 3840x2160 logical pixels, light and dark.
// Checks the grid reflows by logical width and that the charts draw at the doubled resolution.
// STEPLINE_DASHBOARD_SCREENSHOTS=DIR also writes the four screenshots there.
#include "dashboardfixture.h"

#include "charts/chartcard.h"
#include "charts/chartgrid.h"
#include "charts/dashboardchart.h"
#include "dashboard/dashboardview.h"
#include "common/navigation.h"

#include <QApplication>
#include <QDir>
#include <QGraphicsSimpleTextItem>
#include <QPalette>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace stepline;

namespace {

QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b2e36));
    dark.setColor(QPalette::WindowText, QColor(0xe6e8ec));
    dark.setColor(QPalette::Base, QColor(0x23262e));
    dark.setColor(QPalette::Text, QColor(0xe6e8ec));
    dark.setColor(QPalette::Button, QColor(0x3a3f4a));
    dark.setColor(QPalette::ButtonText, QColor(0xe6e8ec));
    return dark;
}

} // namespace

class TestDashboardHiDpi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void reflowsAtDprTwo_data();
    void reflowsAtDprTwo();

private:
    ProfilePtr m_profile;
};

void TestDashboardHiDpi::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_profile = dashboardfixture::twoNodeJob();
}

void TestDashboardHiDpi::reflowsAtDprTwo_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("columns");
    QTest::addColumn<bool>("dark");
    // Columns: as many cards of at least kMinCardWidth logical px as fit, whatever the DPR.
    QTest::addRow("1920x1080 light") << QSize(1920, 1080) << 3 << false;
    QTest::addRow("1920x1080 dark") << QSize(1920, 1080) << 3 << true;
    QTest::addRow("3840x2160 light") << QSize(3840, 2160) << 6 << false;
    QTest::addRow("3840x2160 dark") << QSize(3840, 2160) << 6 << true;
    QTest::addRow("1280x800 light") << QSize(1280, 800) << 2 << false;
}

void TestDashboardHiDpi::reflowsAtDprTwo()
{
    QFETCH(QSize, size);
    QFETCH(int, columns);
    QFETCH(bool, dark);
    Navigation navigation;
    DashboardView view(&navigation);
    if (dark)
        view.setPalette(darkPalette());
    view.resize(size);
    view.show();
    QSignalSpy updated(&view, &DashboardView::chartsUpdated);
    view.setProfile(m_profile);
    QVERIFY(updated.wait(10000));
    // Histograms are remembered per job: only the first row adds it.
    if (!view.annotationHistograms().contains(QStringLiteral("forward"))) {
        view.addAnnotationHistogram(QStringLiteral("forward"));
        QVERIFY(updated.wait(10000));
    }
    QApplication::processEvents();

    QCOMPARE(view.devicePixelRatioF(), 2.0);
    auto *grid = view.findChild<ChartGrid *>();
    QVERIFY(grid);
    QCOMPARE(grid->columns(), columns);

    const QPixmap shot = view.grab();
    QCOMPARE(shot.devicePixelRatio(), 2.0);
    QCOMPARE(shot.size(), size * 2);

    // Every card: as wide as its column, its chart fills it, and every title fits its card.
    const int cardCount = int(view.data().charts.size());
    QCOMPARE(cardCount, 19);
    for (const ChartData &data : view.data().charts) {
        ChartCard *card = view.card(data.fileName);
        QVERIFY(card);
        QVERIFY2(card->width() >= ChartGrid::kMinCardWidth, qPrintable(data.fileName));
        QVERIFY2(card->height() == ChartGrid::kCardHeight, qPrintable(data.fileName));
        DashboardChart *chart = card->chart();
        QVERIFY(chart);
        // The title is one line that fits the card, or Qt Charts would cut it with "...".
        const QFontMetricsF fm(chart->titleFont());
        QVERIFY2(fm.horizontalAdvance(chart->title()) < chart->size().width() - 40,
            qPrintable(data.fileName + QStringLiteral(": ") + chart->title()));
        // The plot keeps a usable area at this size (legends and axis labels did not eat it).
        QVERIFY2(
            chart->plotArea().width() > 150 && chart->plotArea().height() > 100, qPrintable(data.fileName));
    }

    if (const QString dir = qEnvironmentVariable("STEPLINE_DASHBOARD_SCREENSHOTS"); !dir.isEmpty()) {
        QDir().mkpath(dir);
        const QString name = QStringLiteral("hidpi-%1x%2-%3.png")
                                 .arg(size.width())
                                 .arg(size.height())
                                 .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"));
        QVERIFY(shot.save(dir + QLatin1Char('/') + name));
        // The whole grid, every card at once.
        auto *scroll = view.findChild<QScrollArea *>();
        QVERIFY(scroll);
        QVERIFY(grid->grab().save(dir + QLatin1Char('/') + QStringLiteral("grid-") + name));
    }
}

// DPR 2 for every window: set before the QApplication exists, as a 200 % desktop does.
int main(int argc, char **argv)
{
    qputenv("QT_SCALE_FACTOR", "2");
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    TestDashboardHiDpi test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_dashboardhidpi.moc"
