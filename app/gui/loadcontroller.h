#pragma once

#include "loaderror.h"
#include "profile.h"
#include "traceloader.h"

#include <QFuture>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

template <typename T> class QFutureWatcher;

namespace stepline {

// Owns the one loaded profile and the background load that replaces it.
//
// Latest request wins: every load() bumps a generation counter and cancels the load before it;
// a result whose generation is no longer current is dropped (hotspot's JobTracker idea). The
// watcher's finished() also fires for canceled futures, so isCanceled() is checked first.
// Unloading drops our reference; views must drop theirs (profileChanged(nullptr)) for the memory
// to go back to the system, after which the heap is trimmed.
class LoadController : public QObject
{
    Q_OBJECT
public:
    using LoadFunction = std::function<QFuture<LoadOutcome>(const QString &path)>;
    // A loader that honours LoadOptions (a subset of ranks and/or a time window).
    using SubsetLoadFunction
        = std::function<QFuture<LoadOutcome>(const QString &path, const LoadOptions &options)>;

    explicit LoadController(QObject *parent = nullptr);
    // For tests and tools: load with another function than loadProfileAsync().
    explicit LoadController(LoadFunction loader, QObject *parent = nullptr);
    explicit LoadController(SubsetLoadFunction loader, QObject *parent = nullptr);
    ~LoadController() override;

    ProfilePtr profile() const { return m_profile; }
    // Every rank of the job when the profile holds one rank of a folder of .stepline files.
    std::shared_ptr<const CrossRankData> crossRankData() const { return m_crossRank; }
    QString profilePath() const { return m_profilePath; }
    bool isLoading() const { return m_active != nullptr; }
    QString loadingPath() const { return m_loadingPath; }
    quint64 generation() const { return m_generation; }
    // Bytes held by the loaded profile's model and string pool, 0 when none.
    qint64 profileBytes() const;

    // Resident set size of this process in bytes, -1 when unknown (Linux /proc).
    static qint64 residentBytes();

public Q_SLOTS:
    // Starts loading path, canceling any load in progress. The current profile stays until the
    // new one is ready (or until unload()).
    void load(const QString &path);
    // Same, loading only part of the job (loadoptions.h).
    void loadSubset(const QString &path, const stepline::LoadOptions &options);
    void cancel();
    // Drops the profile (and cancels a running load).
    void unload();

Q_SIGNALS:
    void loadStarted(const QString &path);
    // KiB of the input consumed so far, of total; stage text from the loader ("reading", "sorting").
    void progressChanged(qint64 doneKiB, qint64 totalKiB, const QString &stage);
    void loadFinished(stepline::ProfilePtr profile, const QString &path);
    void loadFailed(const stepline::LoadError &error);
    void loadCanceled(const QString &path);
    // The current profile changed: a new one loaded, or nullptr after unload().
    void profileChanged(stepline::ProfilePtr profile);

private:
    struct Request;
    void finish(Request *request);

    SubsetLoadFunction m_loader;
    ProfilePtr m_profile;
    std::shared_ptr<const CrossRankData> m_crossRank;
    QString m_profilePath;
    QString m_loadingPath;
    quint64 m_generation = 0;
    Request *m_active = nullptr;
    // Requests canceled but whose worker may still run; waited for in the destructor.
    std::vector<std::unique_ptr<Request>> m_requests;
};

} // namespace stepline
