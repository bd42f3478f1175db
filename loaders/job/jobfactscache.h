#pragma once

#include "jobfacts.h"

#include <QHash>
#include <QString>

#include <optional>

namespace stepline {

// Settled trace facts remembered per (path, size, modification time), so that a folder of 1,000
// jobs lists at once the second time it is opened: a file that changed in any way misses.
// The file format (JSON, schema "stepline.jobfacts/2") is read and written here; where the file
// lives is the app's business. Copies are cheap (the table is implicitly shared).
class JobFactsCache
{
public:
    // Replaces the table with the file's; a missing file is an empty cache, not an error.
    bool load(const QString &file, QString *error = nullptr);
    // Whole or not at all: a failed save keeps the earlier cache file; error names file and reason.
    bool save(const QString &file, QString *error = nullptr) const;

    std::optional<TraceFacts> find(const QString &path, qint64 size, qint64 modifiedMs) const;
    // The facts remembered for path whatever its size and time: those of an earlier version of a
    // file that changed since (the picker keeps showing them while a cut file still grows).
    std::optional<TraceFacts> findAnyVersion(const QString &path) const;
    // Only settled facts are kept (TraceFacts::settled).
    void insert(const QString &path, qint64 size, qint64 modifiedMs, const TraceFacts &facts);
    qsizetype size() const { return m_entries.size(); }

    // The table is cut to this many files (the oldest insertions are not tracked: the whole
    // table is dropped when it grows past it, which happens only after 100,000 new files).
    static constexpr qsizetype kMaxEntries = 100000;

private:
    struct Entry
    {
        qint64 size = 0;
        qint64 modifiedMs = 0;
        TraceFacts facts;
    };
    QHash<QString, Entry> m_entries;
};

} // namespace stepline
