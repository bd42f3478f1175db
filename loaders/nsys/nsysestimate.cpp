// What loading an Nsight Systems export will take (sqlitereport.h), from its tables' row counts.
#include "nsysschema.h"
#include "sqlitedb.h"
#include "sqlitereport.h"

#include <QFile>
#include <QFileInfo>

namespace stepline {

int64_t sqliteReportEventRows(const QString &path)
{
    SqliteDb db;
    std::string error;
    if (!db.open(QFile::encodeName(path).toStdString(), &error) || !isNsysExport(db))
        return -1;
    int64_t rows = 0;
    for (const char *table : { "CUPTI_ACTIVITY_KIND_KERNEL", "CUPTI_ACTIVITY_KIND_MEMCPY",
             "CUPTI_ACTIVITY_KIND_MEMSET", "CUPTI_ACTIVITY_KIND_RUNTIME", "NVTX_EVENTS" }) {
        if (!db.hasTable(table))
            continue;
        // nsys appends rows and never deletes them, so the largest rowid is the row count, found by
        // one descent of the table's b-tree (count(*) would read every page of a 1 GB export).
        SqliteStatement st(db, std::string("SELECT max(rowid) FROM \"") + table + "\"");
        if (st.step() && st.isInteger(0) && st.integer(0) > 0)
            rows += st.integer(0);
    }
    return rows;
}

LoadEstimate estimateSqliteReport(const QString &path)
{
    LoadEstimate e;
    e.fileBytes = QFileInfo(path).size();
    const int64_t rows = sqliteReportEventRows(path);
    // A file SQLite cannot read is refused by the loader, quickly: estimate it as its size.
    e.events = rows >= 0 ? rows + 1 : e.fileBytes / kNsysFileBytesPerRow + 1;
    e.modelBytes = e.events * kNsysModelBytesPerEvent;
    e.peakBytes = qint64(double(e.modelBytes) * kNsysPeakFactor);
    return e;
}

} // namespace stepline
