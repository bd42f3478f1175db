#pragma once

#include "pathtext.h"

#include <sys/stat.h>

#include <functional>
#include <string>
#include <vector>

namespace stepline {

// What a job folder holds, by file name: which files are traces, and the rank and host a name
// gives (METRICS.md, Terms: "Rank", "Node"). What the files' content says is tracehead.h's job.

// True for names the loader opens: *.json, *.json.gz, *.json.zst (case-insensitive), except
// job.json (the job's description), hidden files (editor or sync leftovers) and pyinstrument's
// python_stats.json dumps (read as Python statistics, smdebug.h).
bool isTraceFileName(const std::string &fileName);

// The trace files a job directory holds (recursively), sorted by path.
std::vector<std::string> traceFilesIn(const std::string &directory);

// The .stepline files directly in a directory (one per rank, as `stepline convert` writes them on
// a cluster), sorted by name.
std::vector<std::string> steplineFilesIn(const std::string &directory);

// Rank number written in a file name ("rank-3", "rank3", "worker3"), -1 when none.
int rankFromFileName(const std::string &fileName);

// Host of tensorboard_trace_handler's "<host>_<pid>.<ms>.pt.trace.json", empty when the name
// has another form or its first part names a rank ("rank3_...", "worker5_...").
std::string hostFromFileName(const std::string &fileName);

// Every file below directory, depth first in directory order: hidden files and folders (a name
// starting with '.') are passed over, and so are symlinked folders (a symlink to a file is a
// file). fn gets the path (directory joined with the relative path), the name and the stat of
// the file (the link's target for a symlink) and returns false to stop the walk. Folders that
// cannot be read are passed over.
void walkFilesBelow(const std::string &directory,
    const std::function<bool(const std::string &path, const std::string &name, const struct stat &st)> &fn);

} // namespace stepline
