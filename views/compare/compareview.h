#pragma once

#include "common/timeformat.h"

#include "common/chartdata.h"
#include "profilediff.h"

#include <QWidget>

#include <memory>
#include <vector>

class QCheckBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableWidget;
class QTabWidget;

namespace stepline {

class ChartCard;
class ChartGrid;

// The Compare tab: a verdict line, the comparison charts (step times overlaid, kernel and operator
// deltas as diverging bars), the tables of rows on both sides and the rows only one side has.
// Takes plain values; never loads anything. BASE is the baseline, NEW the loaded profile, so a
// kernel of NEW (a row on both sides or only in NEW) can be selected in the timeline.
class CompareView : public QWidget
{
    Q_OBJECT
public:
    explicit CompareView(QWidget *parent = nullptr);

    void setComparison(const ProfileAggregates &base, const ProfileAggregates &next, const ProfileDiff &diff);
    // The unit of the durations shown, from the next setComparison() on (the view keeps no copy of
    // the profiles: whoever holds them shows the comparison again).
    void setTimeUnit(TimeUnit unit) { m_timeUnit = unit; }
    // No comparison: a hint, with a button to pick a baseline (message empty: the default hint).
    void clear(const QString &message = QString());

    bool hasComparison() const { return m_hasComparison; }
    QLabel *verdictLabel() const { return m_verdict; }
    QCheckBox *normalizedBox() const { return m_normalized; }
    QTableWidget *kernelTable() const { return m_kernels; }
    QTableWidget *onlyBaseTable() const { return m_onlyBase; }
    QTableWidget *onlyNewTable() const { return m_onlyNew; }
    const std::vector<ChartCard *> &cards() const { return m_cards; }

Q_SIGNALS:
    // A kernel of the loaded profile (its raw name) was clicked: select it in the timeline.
    void kernelActivated(const QString &name);
    // The empty page's button.
    void compareRequested();
    // "Match kernels by normalized name" was toggled (--match normalized of `stepline diff`).
    void normalizedMatchToggled(bool normalized);

protected:
    void changeEvent(QEvent *event) override;

private:
    void fillTable(QTableWidget *table, const std::vector<DiffRow> &rows);
    void fillOneSided(QTableWidget *table, const ProfileDiff &diff, bool base);
    void rebuildCharts();
    void colorVerdict();

    QStackedWidget *m_stack;
    QLabel *m_hint;
    QPushButton *m_pick;
    QLabel *m_verdict;
    QLabel *m_details;
    QCheckBox *m_normalized;
    ChartGrid *m_grid;
    QTabWidget *m_tables;
    QTableWidget *m_kernels;
    QTableWidget *m_operators;
    QTableWidget *m_annotations;
    QTableWidget *m_onlyBase;
    QTableWidget *m_onlyNew;
    std::vector<ChartCard *> m_cards;
    std::vector<ChartData> m_charts;
    std::vector<QString> m_kernelNames; // raw NEW name per kernel-table row
    std::vector<QString> m_onlyNewKernels; // raw name per only-in-NEW row, empty for non-kernels
    QString m_verdictColor; // palette category of the verdict ("slower", "faster"), empty: text colour
    bool m_hasComparison = false;
    TimeUnit m_timeUnit = TimeUnit::Auto;
};

} // namespace stepline
