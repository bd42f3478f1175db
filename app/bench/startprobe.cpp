// stepline-start-probe FILE: what `stepline summary FILE` costs when no Qt is linked, for one
// Chrome/Kineto trace (.json, .json.gz, .json.zst). It prepares the heap as the verbs do, loads the
// file with the loaders' Qt-free core (stepline_loaders_core: loadTraceFile, with its parse helpers
// and overlapped inflate), finalizes the model and prints the summary text, with libstdc++ linked
// statically: the process a CLI built on that core alone would be. It skips what loadProfile adds
// (the memory check, rank names from the file name), so only names differ from `stepline summary`.
// packaging/bench-start.sh runs it beside the verbs as the start they would have once the
// command-line path needs no Qt (BENCHMARKS.md, "What a verb's start would be without Qt").
#include "hugepages.h"
#include "processheap.h"
#include "summary.h"
#include "tracefileloader.h"

#include <cstdio>
#include <string>

int main(int argc, char **argv)
{
    using namespace stepline;
    if (argc != 2) {
        std::fputs("usage: stepline-start-probe FILE.json[.gz|.zst]\n", stderr);
        return 1;
    }
    prepareHeapForLoading(true);
    const hugepages::KeepReleased keep;
    LoadProgress progress({}, {}, 0);
    FileLoadResult loaded = loadTraceFile(argv[1], progress);
    if (loaded.error.isError()) {
        std::fprintf(stderr, "%s\n", loaded.error.toUserMessage().c_str());
        return 2;
    }
    const std::shared_ptr<const Profile> profile = loaded.builder.finalize();
    const std::string summary = summaryToText(*profile, computeSummary(*profile));
    return std::fwrite(summary.data(), 1, summary.size(), stdout) == summary.size() ? 0 : 3;
}
