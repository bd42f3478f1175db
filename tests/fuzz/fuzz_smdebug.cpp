// libFuzzer target: the SageMaker Debugger loaders (loaders/smdebug.h). An input is
//   <python_stats folder name> "\n" <system-metrics JSON lines> ["\n#framework\n" <framework timeline>]
// The folder name goes to parseSmdebugPythonStatsDir(); the rest becomes a Debugger output folder
// (system/incremental/<s>.algo-1.json and, when present, framework/pevents/.../model_timeline.json)
// that loadProfile() opens as a user's job folder: detection by content, the system-metrics
// reader, the framework timeline through the trace loader, and the merge of both.

#include "fuzzsupport.h"
#include "smdebug.h"
#include "traceloader.h"

#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace stepline;
    static const QString job = fuzz::scratchDir() + QStringLiteral("/smdebug-job");
    static const QString system = job + QStringLiteral("/system/incremental/1600000000.algo-1.json");
    static const QString framework = job
        + QStringLiteral("/framework/pevents/2020091312/1600000000000000_77-algo-1_model_timeline.json");
    static const bool made = QDir().mkpath(job + QStringLiteral("/system/incremental"))
        && QDir().mkpath(job + QStringLiteral("/framework/pevents/2020091312"));
    (void)made;

    const std::string_view input(reinterpret_cast<const char *>(data), size);
    const size_t nl = input.find('\n');
    const std::string_view dirName = input.substr(0, nl);
    std::string_view rest = nl == std::string_view::npos ? std::string_view() : input.substr(nl + 1);

    PythonStatsFile stats;
    parseSmdebugPythonStatsDir(dirName, "algo-1", &stats);

    const std::string_view marker = "\n#framework\n";
    const size_t cut = rest.find(marker);
    const std::string_view metrics = rest.substr(0, cut);
    fuzz::writeFile(system, metrics.data(), metrics.size());
    if (cut != std::string_view::npos) {
        const std::string_view timeline = rest.substr(cut + marker.size());
        fuzz::writeFile(framework, timeline.data(), timeline.size());
    } else {
        QFile::remove(framework);
    }
    const LoadOutcome outcome = loadProfile(job);
    if (!outcome.ok())
        (void)outcome.error.toUserMessage();
    return 0;
}
