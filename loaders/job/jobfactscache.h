#pragma once

#include "jobfacts.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>

namespace stepline {

// Settled trace facts remembered per (path, size, modification time), so that a folder of 1,000
// jobs lists at once the second time it is opened: a file that changed in any way misses.
// The file format (JSON, schema "stepline.jobfacts/2") is read and written here; where the file
// lives is the app's business. Copies are cheap (the table is shared until one of them changes).
class JobFactsCache
{
public:
    // Replaces the table with the file's; a missing file is an empty cache, not an error.
    bool load(const std::string &file, std::string *error = nullptr);
    // Whole or not at all: a failed save keeps the earlier cache file; error names file and reason.
    bool save(const std::string &file, std::string *error = nullptr) const;

    std::optional<TraceFacts> find(const std::string &path, int64_t size, int64_t modifiedMs) const;
    // The facts remembered for path whatever its size and time: those of an earlier version of a
    // file that changed since (the picker keeps showing them while a cut file still grows).
    std::optional<TraceFacts> findAnyVersion(const std::string &path) const;
    // Only settled facts are kept (TraceFacts::settled).
    void insert(const std::string &path, int64_t size, int64_t modifiedMs, const TraceFacts &facts);
    size_t size() const { return m_entries ? m_entries->size() : 0; }

    // The table is cut to this many files (the oldest insertions are not tracked: the whole
    // table is dropped when it grows past it, which happens only after 100,000 new files).
    static constexpr size_t kMaxEntries = 100000;

private:
    struct Entry
    {
        int64_t size = 0;
        int64_t modifiedMs = 0;
        TraceFacts facts;
    };
    using Table = std::unordered_map<std::string, Entry>;
    Table &detach();

    std::shared_ptr<Table> m_entries;
};

} // namespace stepline
