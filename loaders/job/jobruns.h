#pragma once

#include "jobscanner.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace stepline {

class JobFactsCache;

// A folder of collected profiles (one sub-folder per source, or several runs' files side by side)
// is not one job. The traces of a folder are the ranks of one run only when no two of them claim
// the same rank, they agree on the world size and they started within kRunStartSpreadSeconds of
// each other (the quick facts hold a trace's start, not its end). Why not, in plain English; empty
// when they may be one run. job.json or a SageMaker download declares one job and is never split.
inline constexpr qint64 kRunStartSpreadSeconds = 60 * 60;
QStringList runMismatches(const JobEntry &job);

// collectJob() and summarizeJob() of `path`, or, when its traces are not one run, the runs inside
// it: each sub-folder with traces (split again in turn, at most kMaxRunDepth levels down) and each
// trace file directly in it. Names are relative to `path`'s parent ("collected/h100"). Entries
// that vanished while walked are left out.
inline constexpr int kMaxRunDepth = 3;
QList<JobEntry> collectRuns(const QString &path, const QDateTime &now = QDateTime::currentDateTimeUtc(),
    const JobFactsCache *cache = nullptr);

} // namespace stepline
