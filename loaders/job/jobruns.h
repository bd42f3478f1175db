#pragma once

#include "jobscanner.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace stepline {

class JobFactsCache;

// collectJob() and summarizeJob() of `path`, or, when its traces are not one run, the runs inside
// it: each sub-folder with traces (split again in turn, at most kMaxRunDepth levels down) and each
// trace file directly in it. A JSON file that is no trace (an object without traceEvents, such as
// a collection's listing) is never a run, nor a folder holding nothing else. Names are relative to `path`'s
// parent ("collected/h100"). Entries that vanished while walked are left out.
inline constexpr int kMaxRunDepth = 3;

// A folder listed as one job whose traces, read further, turn out not to be one run: a listing
// made on first-paint facts (a compressed trace's start or GPU is at its end) is made again once
// the facts cache holds the whole-text facts, and then lists the runs inside it.
bool splitsOnRescan(const JobEntry &job);
QList<JobEntry> collectRuns(const QString &path, const QDateTime &now = QDateTime::currentDateTimeUtc(),
    const JobFactsCache *cache = nullptr);

// Every sub-folder and every top-level trace file of dir, sorted by name (a folder that is itself
// a SageMaker download, with profiler-output/ in it, is one job), walked on every core of the
// global thread pool. Stops early (leaving out the jobs not walked yet) once canceled() says so;
// canceled() may be called from several threads. Jobs that vanished while scanned are left out.
// Blocking: run it off the GUI thread. Provisional facts: follow with completeJob() or a
// background pass.
QList<JobEntry> scanProfilesFolder(const QString &dir, const std::function<bool()> &canceled = {},
    const QDateTime &now = QDateTime::currentDateTimeUtc(), const JobFactsCache *cache = nullptr);

} // namespace stepline
