#include "peakoptions.h"

#include "cliargs.h"

#include <utility>

namespace stepline::cli {

void declarePeakOptions(CliArgs &cli)
{
    cli.option({ QStringLiteral("--peak-tflops") }).option({ QStringLiteral("--peak-tbps") });
}

QString peakOptionsError(const CliArgs &cli, PeakOverride *peaks)
{
    for (const auto &[name, slot] : { std::pair { QStringLiteral("--peak-tflops"), &peaks->tflops },
             std::pair { QStringLiteral("--peak-tbps"), &peaks->tbPerS } }) {
        if (!cli.has(name))
            continue;
        bool ok = false;
        const double v = cli.value(name).toDouble(&ok);
        if (!ok || !(v > 0) || v > 1e9)
            return name + QStringLiteral(" wants a positive number, not ") + cli.value(name);
        *slot = v;
    }
    return QString();
}

int readPeakOptions(const CliArgs &cli, const char *usage, PeakOverride *peaks)
{
    if (const QString problem = peakOptionsError(cli, peaks); !problem.isEmpty())
        return cli.usageError(problem, QString::fromLatin1(usage));
    return -1;
}

} // namespace stepline::cli
