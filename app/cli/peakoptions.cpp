#include "peakoptions.h"

#include "cliargs.h"

#include <optional>
#include <utility>

namespace stepline::cli {

void declarePeakOptions(CliArgs &cli)
{
    cli.option({ "--peak-tflops" }).option({ "--peak-tbps" });
}

std::string peakOptionsError(const CliArgs &cli, PeakOverride *peaks)
{
    for (const auto &[name, slot] : { std::pair { std::string("--peak-tflops"), &peaks->tflops },
             std::pair { std::string("--peak-tbps"), &peaks->tbPerS } }) {
        if (!cli.has(name))
            continue;
        const std::optional<double> v = parseDoubleArg(cli.value(name));
        if (!v || !(*v > 0) || *v > 1e9)
            return name + " wants a positive number, not " + cli.value(name);
        *slot = *v;
    }
    return std::string();
}

int readPeakOptions(const CliArgs &cli, const char *usage, PeakOverride *peaks)
{
    if (const std::string problem = peakOptionsError(cli, peaks); !problem.empty())
        return cli.usageError(problem, usage);
    return -1;
}

} // namespace stepline::cli
