// The rows an Nsight Systems export holds, for the memory estimate (sqlitereport.h).
#include "nsysschema.h"
#include "sqlitedb.h"
#include "sqlitereport.h"

#include <algorithm>

namespace stepline {

int64_t sqliteReportEventRows(const std::string &path)
{
    SqliteDb db;
    std::string error;
    if (!db.open(path, &error) || !isNsysExport(db))
        return -1;
    int64_t rows = 0;
    for (const char *table : { "CUPTI_ACTIVITY_KIND_KERNEL", "CUPTI_ACTIVITY_KIND_MEMCPY",
             "CUPTI_ACTIVITY_KIND_MEMSET", "CUPTI_ACTIVITY_KIND_RUNTIME", "NVTX_EVENTS" }) {
        if (!db.hasTable(table))
            continue;
        // nsys appends rows and never deletes them, so the largest rowid is the row count, found by
        // one descent of the table's b-tree (count(*) would read every page of a 1 GB export).
        SqliteStatement st(db, std::string("SELECT max(rowid) FROM \"") + table + "\"");
        // A damaged file can claim any rowid; past a trillion rows the estimate refuses the load
        // anyway, so the sum is capped there rather than overflowing.
        constexpr int64_t kRowCap = int64_t(1) << 40;
        if (st.step() && st.isInteger(0) && st.integer(0) > 0)
            rows = std::min(kRowCap, rows + std::min(kRowCap, st.integer(0)));
    }
    return rows;
}

} // namespace stepline
