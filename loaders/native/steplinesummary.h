#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace stepline {

class Profile;

// The summary a .stepline file stores (block SUMM, steplineformat.h): both renderings that
// `stepline summary FILE` prints with default options (no scope, ranks, window or collective
// options), as computed when the file was written, so that printing them needs neither the
// columns nor a model. A stored summary carries a key; a build prints it only when the key is
// its own, and otherwise computes the summary from the model as for any other file.
//
// The printed summary depends on the model (which the file's other blocks fix), the job's name
// (stored in META) and its format, which is always "stepline" once the file is opened: nothing
// of where the file lies or of the load, so the stored bytes are exactly what a full load prints.

// Bumped when the SUMM payload's layout, or what "default options" means, changes.
inline constexpr uint32_t kStoredSummarySchema = 1;

// This build's fingerprint of the code that computes and prints the summary (generated at build
// time from its sources, loaders/summaryfingerprint.cmake).
std::string_view storedSummaryFingerprint();

// The SUMM payload for `profile`, rendered as a reader of the file written from it prints it.
// Empty when the command would print an error instead (the scope it checks selects nothing:
// never for the job scope today).
std::string encodeStoredSummary(const Profile &profile);
// A payload from given parts (tests write stale or doctored summaries with it).
std::string encodeStoredSummary(
    uint32_t schema, std::string_view fingerprint, std::string_view text, std::string_view json);

enum class StoredSummaryStatus {
    Used, // *out holds the stored rendering
    NotStepline, // not a readable file with the native magic and a known version
    Unusable, // a damaged or truncated file, or a damaged SUMM block: a full load says what is wrong
    Absent, // no SUMM block (written before stored summaries, or no default summary applies)
    Stale, // written by a build with other summary code
};

// Reads the stored rendering of a .stepline file (the --json document when `json`, else the
// table). The file is mapped; its header and every block header are checked as a full load checks
// them (so a truncated file is never taken for a whole one), and only SUMM is decompressed (its
// frame checksum verified). The other payloads are not read: a damaged column shows when the
// columns are loaded. Never throws.
StoredSummaryStatus readStoredSummary(const std::string &path, bool json, std::string *out);

} // namespace stepline
