#include "comparecontroller.h"

#include "memoryfit.h"
#include "memoryrefusal.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent>

namespace stepline {

namespace {

// The real baseline load: refused when it would not fit next to what is loaded now.
LoadOutcome loadChecked(const QString &path)
{
    const MemoryCheck check = checkMemory(path.toStdString(), LoadOptions());
    if (!check.fits()) {
        LoadOutcome out;
        out.error.code = LoadError::Code::TooLarge;
        out.error.file = path.toStdString();
        out.error.detail = memoryRefusalText(check, path.toStdString());
        out.error.hint
            = CompareController::tr("Compare with a .stepline copy or a part of the job (stepline "
                                    "convert --ranks/--window), or close the loaded profile first.")
                  .toStdString();
        return out;
    }
    LoadOptions options;
    options.force = true;
    return loadProfile(path, options);
}

} // namespace

CompareController::CompareController(QObject *parent)
    : CompareController(loadChecked, parent)
{
}

CompareController::CompareController(LoadFunction loader, QObject *parent)
    : QObject(parent)
    , m_loader(std::move(loader))
    , m_baselineWatcher(new QFutureWatcher<Loaded>(this))
    , m_currentWatcher(new QFutureWatcher<Loaded>(this))
{
    connect(m_baselineWatcher, &QFutureWatcher<Loaded>::finished, this, [this] {
        const quint64 generation = m_baselineWatcher->property("generation").toULongLong();
        if (generation != m_baselineGeneration)
            return; // cleared or replaced meanwhile
        const Loaded result = m_baselineWatcher->result();
        if (!result.aggregates) {
            m_baselinePath.clear();
            Q_EMIT baselineFailed(result.error);
            return;
        }
        m_baseline = result.aggregates;
        Q_EMIT baselineLoaded(m_baselinePath, baselineBytes());
        recompute();
    });
    connect(m_currentWatcher, &QFutureWatcher<Loaded>::finished, this, [this] {
        if (m_currentWatcher->property("generation").toULongLong() != m_currentGeneration)
            return;
        m_current = m_currentWatcher->result().aggregates;
        recompute();
    });
}

CompareController::~CompareController()
{
    // The workers hold only their own copies; wait so none outlives the watchers.
    m_baselineWatcher->waitForFinished();
    m_currentWatcher->waitForFinished();
}

void CompareController::loadBaseline(const QString &path)
{
    m_baselinePath = QFileInfo(path).absoluteFilePath();
    m_baseline.reset();
    const quint64 generation = ++m_baselineGeneration;
    m_baselineWatcher->setProperty("generation", generation);
    Q_EMIT baselineLoadStarted(m_baselinePath);
    recompute();
    const LoadFunction loader = m_loader;
    const QString absolute = m_baselinePath;
    m_baselineWatcher->setFuture(QtConcurrent::run([loader, absolute] {
        Loaded out;
        LoadOutcome outcome = loader(absolute);
        if (!outcome.ok()) {
            out.error = outcome.error;
            return out;
        }
        // Only the aggregates leave the worker: the profile is freed here.
        out.aggregates = std::make_shared<const ProfileAggregates>(
            computeAggregates(*outcome.profile, absolute.toStdString()));
        return out;
    }));
}

void CompareController::clearBaseline()
{
    ++m_baselineGeneration;
    m_baselinePath.clear();
    m_baseline.reset();
    recompute();
}

void CompareController::setProfile(const ProfilePtr &profile, const QString &path)
{
    const quint64 generation = ++m_currentGeneration;
    m_current.reset();
    if (!profile) {
        recompute();
        return;
    }
    m_currentWatcher->setProperty("generation", generation);
    const std::string file = QFileInfo(path).absoluteFilePath().toStdString();
    m_currentWatcher->setFuture(QtConcurrent::run([profile, file] {
        Loaded out;
        out.aggregates = std::make_shared<const ProfileAggregates>(computeAggregates(*profile, file));
        return out;
    }));
}

void CompareController::setMatch(NameMatch match)
{
    if (match == m_match)
        return;
    m_match = match;
    recompute();
}

bool CompareController::isLoadingBaseline() const
{
    return !m_baselinePath.isEmpty() && !m_baseline;
}

qint64 CompareController::baselineBytes() const
{
    return m_baseline ? qint64(m_baseline->memoryBytes()) : 0;
}

void CompareController::recompute()
{
    // A few thousand rows per table: cheap enough for the GUI thread.
    m_diff = hasComparison() ? diffProfiles(*m_baseline, *m_current, m_match) : ProfileDiff();
    Q_EMIT comparisonChanged();
}

} // namespace stepline
