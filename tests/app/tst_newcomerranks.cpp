// Issue 29 item 4: in synchronous training the step time is the same on every rank, so a heatmap
// of step time hides the straggler. Coloured by arrival lateness (the default) its row stands
// out, and the last rank to arrive in each step is outlined.
#include "common/navigation.h"
#include "../insights/twonodeclocks.h"
#include "manyranksjob.h"
#include "ranks/rankstepgrid.h"
#include "ranks/ranksview.h"

#include <QtTest>

#include <QComboBox>
#include <QImage>
#include <QTableWidget>

using namespace stepline;

class TestNewcomerRanks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stragglerStandsOut();
    void negativeTransferIsClockSkew();
};

void TestNewcomerRanks::stragglerStandsOut()
{
    constexpr int64_t kMs = 1000000;
    Navigation navigation;
    RanksView view(&navigation);
    view.resize(1200, 800);
    view.setProfile(testing::manyRanksJob(8, 7));
    view.waitForResults();
    const RankStepGrid &grid = view.heatmap()->grid();
    QCOMPARE(grid.ranks.size(), size_t(8));
    QCOMPARE(grid.steps.size(), size_t(3));
    for (size_t c = 0; c < grid.steps.size(); ++c) {
        // Step time: flat. Lateness: the straggler's all-reduce starts 2 ms after everyone else's.
        for (size_t r = 0; r < grid.ranks.size(); ++r) {
            QCOMPARE(grid.value(grid.at(r, c), HeatmapColour::StepTime), 10 * kMs);
            QCOMPARE(grid.value(grid.at(r, c), HeatmapColour::Lateness), r == 7 ? 2 * kMs : 0);
            // The others wait the 2 ms for it; it does not wait.
            QCOMPARE(grid.value(grid.at(r, c), HeatmapColour::Wait), r == 7 ? 0 : 2 * kMs);
            QCOMPARE(grid.value(grid.at(r, c), HeatmapColour::Compute), r == 7 ? 10 * kMs : 8 * kMs);
        }
        QCOMPARE(grid.lastRow[c], 7);
    }
    QCOMPARE(HeatmapColour(view.colourBox()->currentData().toInt()), HeatmapColour::Lateness);
    QCOMPARE(view.colourBox()->count(), 4);

    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const RankStepLayout layout = rankStepLayout(grid, QRectF(view.heatmap()->rect()));
    auto cellColour = [&](size_t row) {
        const QImage image = view.heatmap()->grab().toImage();
        return image.pixelColor(int(layout.cells.left() + layout.cellWidth / 2),
            int(layout.cells.top() + layout.cellHeight * (qreal(row) + 0.5)));
    };
    QVERIFY(cellColour(7) != cellColour(0));
    QCOMPARE(cellColour(3), cellColour(0));
    const QString tip = view.heatmap()->toolTipAt(
        QPointF(layout.cells.left() + layout.cellWidth / 2, layout.cells.top() + layout.cellHeight * 7.5));
    QVERIFY2(tip.contains(QStringLiteral("last to arrive in this step")), qPrintable(tip));
    QVERIFY(view.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/newcomer-ranks-lateness.png")));
    // Step time: every row the same colour, the straggler hidden.
    view.colourBox()->setCurrentIndex(view.colourBox()->findData(int(HeatmapColour::StepTime)));
    QCOMPARE(view.heatmap()->colour(), HeatmapColour::StepTime);
    QCOMPARE(cellColour(7), cellColour(0));
}

// Item 13: a transfer that comes out negative (the nodes' clocks disagree) was shown as
// "-3.039 µs"; it is no duration.
void TestNewcomerRanks::negativeTransferIsClockSkew()
{
    Navigation navigation;
    RanksView view(&navigation);
    view.setProfile(testing::twoNodeClockOffsetJob());
    view.waitForResults();
    int negative = 0;
    for (const Collective &c : view.analysis().collectives)
        negative += c.transferNs < 0;
    QVERIFY2(negative > 0, "the fixture's node b runs 1 ms ahead: some transfer must come out negative");
    int skewCells = 0;
    for (int r = 0; r < view.collectiveTable()->rowCount(); ++r) {
        const QString text = view.collectiveTable()->item(r, 8)->text();
        QVERIFY2(!text.startsWith(QLatin1Char('-')), qPrintable(text));
        if (text == QLatin1String("clock skew")) {
            ++skewCells;
            QVERIFY(
                view.collectiveTable()->item(r, 8)->toolTip().contains(QStringLiteral("Align node clocks")));
        }
    }
    QCOMPARE(skewCells, negative);
}

QTEST_MAIN(TestNewcomerRanks)
#include "tst_newcomerranks.moc"
