// The job picker's facts of an Nsight Systems export, by SQL (sqlitereport.h).
#include "nsysschema.h"
#include "sqlitedb.h"
#include "sqlitereport.h"
#include "tracefacts.h"

#include <algorithm>
#include <set>

#include <sys/stat.h>

namespace stepline {

TraceFacts sqliteReportFacts(const std::string &path, bool whole)
{
    TraceFacts out;
    SqliteDb db;
    std::string error;
    if (!db.open(path, &error)) {
        out.error = error;
        return out;
    }
    if (!isNsysExport(db)) {
        out.error = "a SQLite database but not an Nsight Systems export";
        return out;
    }
    struct stat file = {};
    out.textBytes = ::stat(path.c_str(), &file) == 0 ? int64_t(file.st_size) : 0;
    out.host = hostName(db);
    // A session start before 2000 is no wall clock (a damaged or synthetic export): the start is
    // unknown then, as for a JSON trace whose timestamps are relative.
    const int64_t sessionStart = sessionStartNs(db);
    const int64_t base = sessionStart >= kEpoch2000Ns ? sessionStart : 0;
    out.timeSource = base > 0 ? TraceFacts::TimeSource::BaseTimePlusTs : TraceFacts::TimeSource::AbsoluteTs;
    out.completeness = TraceFacts::Completeness::Complete;
    if (!whole) {
        out.earliestAbsNs = base > 0 ? base : -1; // the session's start: events come at or after it
        return out;
    }
    int64_t earliest = -1;
    std::set<int> devices;
    for (const char *table : { "CUPTI_ACTIVITY_KIND_KERNEL", "CUPTI_ACTIVITY_KIND_MEMCPY",
             "CUPTI_ACTIVITY_KIND_MEMSET", "CUPTI_ACTIVITY_KIND_RUNTIME", "NVTX_EVENTS" }) {
        const std::vector<std::string> c = db.columns(table);
        if (std::find(c.begin(), c.end(), "start") == c.end())
            continue;
        SqliteStatement st(db, std::string("SELECT min(start) FROM \"") + table + "\"");
        if (st.step() && !st.isNull(0))
            earliest = earliest < 0 ? st.integer(0) : std::min(earliest, st.integer(0));
        if (!st.ok())
            out.error = st.error();
        if (std::find(c.begin(), c.end(), "deviceId") != c.end()) {
            SqliteStatement d(db, std::string("SELECT DISTINCT deviceId FROM \"") + table + "\"");
            while (d.step()) {
                if (!d.isNull(0))
                    devices.insert(int(d.integer(0)));
            }
        }
    }
    int64_t abs = 0;
    out.earliestAbsNs
        = earliest < 0 || __builtin_add_overflow(base, earliest, &abs) || abs < kEpoch2000Ns ? -1 : abs;
    out.gpuDevices.assign(devices.begin(), devices.end());
    out.final = true;
    out.settled = true;
    return out;
}

} // namespace stepline
