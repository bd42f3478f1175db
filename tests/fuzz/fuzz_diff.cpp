// libFuzzer target: `stepline diff` after loading (model/analysis/profilediff.h): two profiles,
// each through the real loader (loadProfile(): plain, gzip or zstd detected from the content),
// their aggregates, the comparison in every name-matching mode, the verdict, the gate and both
// outputs (the stepline.diff/1 JSON, which re-reads operator arguments as JSON, and the text).
// The input is BASE, the separator line "@@new@@", then NEW; without the separator it is cut in
// half, so any trace pair reaches the comparison.

#include "fuzzsupport.h"
#include "profileaggregates.h"
#include "profilediff.h"
#include "traceloader.h"

#include <cstring>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace stepline;
    static const QString basePath = fuzz::scratchDir() + QStringLiteral("/base.pt.trace.json");
    static const QString newPath = fuzz::scratchDir() + QStringLiteral("/new.pt.trace.json");
    const std::string_view bytes(reinterpret_cast<const char *>(data), size);
    constexpr std::string_view separator = "\n@@new@@\n";
    size_t cut = bytes.find(separator);
    size_t next = cut == std::string_view::npos ? size / 2 : cut + separator.size();
    if (cut == std::string_view::npos)
        cut = size / 2;
    fuzz::writeFile(basePath, data, cut);
    fuzz::writeFile(newPath, data + next, size - next);

    const LoadOutcome base = loadProfile(basePath);
    const LoadOutcome next_ = loadProfile(newPath);
    if (!base.ok() || !next_.ok())
        return 0;
    const ProfileAggregates a = computeAggregates(*base.profile, basePath.toStdString());
    const ProfileAggregates b = computeAggregates(*next_.profile, newPath.toStdString());
    for (const NameMatch match : { NameMatch::Exact, NameMatch::Normalized, NameMatch::Operator }) {
        const ProfileDiff diff = diffProfiles(a, b, match);
        (void)diffVerdictName(diffVerdictOf(diff));
        (void)slowerThan(diff, 5.0);
        (void)diff.meanDeltaPct();
        DiffOutputOptions options;
        options.top = match == NameMatch::Exact ? 0 : 3;
        options.failIfSlowerPct = 5.0;
        (void)diffToJson(a, b, diff, options);
        (void)diffToText(a, b, diff, options);
    }
    return 0;
}
