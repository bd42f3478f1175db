#pragma once

#include "common/timeformat.h"

#include "explain.h"
#include "rules.h"

#include <QWidget>

class QLabel;
class QTextBrowser;
class QUrl;

namespace stepline {

class Navigation;

// The head of the Insights tab: the findings of `stepline explain` (model/insights/explain.h) for the
// whole job, ranked by GPU time lost, each with its share, advice and worst places. Every place is a
// link: a click zooms the timeline to that stretch on its rank (Navigation::zoomToRange) and shows it.
class ExplainPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ExplainPanel(Navigation *navigation, QWidget *parent = nullptr);

    // hasGpu false: the profile has no GPU activity, so there is nothing to explain.
    void setExplanation(const Explanation &explanation, bool hasGpu);
    void clear(const QString &message);
    const Explanation &explanation() const { return m_explanation; }
    // The Straggler rule's verdict (or none), shown beside the straggler finding it agrees or
    // disagrees with, so the two measures read in the same units.
    void setStragglerRule(const RuleResult *rule);
    // The unit of every duration shown; the panel shows it at once.
    void setTimeUnit(TimeUnit unit);
    // The HTML shown (tests read the links from it).
    QString html() const;
    // What a click on the link "place:F:P" does (finding F, place P); false for another link.
    bool openLink(const QUrl &link);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();

    Navigation *m_navigation;
    bool m_hasGpu = false;
    TimeUnit m_timeUnit = TimeUnit::Auto;
    QString m_message; // shown instead of findings while there are none to show
    Explanation m_explanation;
    QString m_stragglerVerdict; // empty: no rule result
    QString m_stragglerReason;
    bool m_stragglerApplies = false; // the rule gave a verdict (not "not applicable")
    QTextBrowser *m_text;
};

// The label of a finding's cause ("Data loader", "Exposed communication", "Straggler"), translated.
QString explainCauseLabel(const std::string &cause);

} // namespace stepline
