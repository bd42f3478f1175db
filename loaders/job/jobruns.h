#pragma once

#include "jobscanner.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace stepline {

class JobFactsCache;

// A folder of collected profiles (one sub-folder per source, or several runs' files side by side)
// is not one job. The traces of a folder are the ranks of one run only when runcheck.h says so of
// their facts (distinct ranks, one world size, starts within an hour: the quick facts hold a
// trace's start, not its end; one GPU vendor). Why not, in plain English; empty when they may be
// one run. job.json or a SageMaker download declares one job and is never split.
QStringList runMismatches(const JobEntry &job);

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

} // namespace stepline
