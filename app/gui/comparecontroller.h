#pragma once

#include "loaderror.h"
#include "profile.h"
#include "profileaggregates.h"
#include "profilediff.h"
#include "traceloader.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

template <typename T> class QFutureWatcher;

namespace stepline {

// The window's compare mode: a baseline of which only the aggregates are kept (the full profile
// is freed on the worker that loaded it), the loaded profile's aggregates, and their diff. The
// baseline loads and the aggregates are computed off the GUI thread; a result that a newer
// request overtook is dropped.
class CompareController : public QObject
{
    Q_OBJECT
public:
    // Blocking load of one path, run on a worker thread; the real one checks memory first.
    using LoadFunction = std::function<LoadOutcome(const QString &path)>;

    explicit CompareController(QObject *parent = nullptr);
    explicit CompareController(LoadFunction loader, QObject *parent = nullptr);
    ~CompareController() override;

    void loadBaseline(const QString &path);
    void clearBaseline();
    // The loaded profile (NEW); nullptr when unloaded.
    void setProfile(const ProfilePtr &profile, const QString &path);
    void setMatch(NameMatch match);
    NameMatch match() const { return m_match; }

    bool isLoadingBaseline() const;
    QString baselinePath() const { return m_baselinePath; }
    const ProfileAggregates *baseline() const { return m_baseline.get(); }
    // Bytes the baseline costs while kept (ProfileAggregates::memoryBytes), 0 without one.
    qint64 baselineBytes() const;
    const ProfileAggregates *current() const { return m_current.get(); }
    bool hasComparison() const { return m_baseline && m_current; }
    const ProfileDiff &diff() const { return m_diff; }

Q_SIGNALS:
    void baselineLoadStarted(const QString &path);
    void baselineLoaded(const QString &path, qint64 bytes);
    void baselineFailed(const stepline::LoadError &error);
    // The diff was recomputed, or there is none any more (no baseline or no profile).
    void comparisonChanged();

private:
    struct Loaded
    {
        std::shared_ptr<const ProfileAggregates> aggregates;
        LoadError error;
    };
    void recompute();

    LoadFunction m_loader;
    NameMatch m_match = NameMatch::Exact;
    QString m_baselinePath;
    std::shared_ptr<const ProfileAggregates> m_baseline;
    std::shared_ptr<const ProfileAggregates> m_current;
    ProfileDiff m_diff;
    quint64 m_baselineGeneration = 0;
    quint64 m_currentGeneration = 0;
    QFutureWatcher<Loaded> *m_baselineWatcher;
    QFutureWatcher<Loaded> *m_currentWatcher;
};

} // namespace stepline
