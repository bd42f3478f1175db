#include "benchverbs.h"

#include <QApplication>
#include <QCoreApplication>

#include <cstdio>
#include <cstring>
#include <memory>

// stepline-bench: measurements printed as `name=value unit` lines, one verb per file.
int main(int argc, char **argv)
{
    const std::vector<stepline::bench::Verb> verbs = stepline::bench::verbs();
    const bool help = argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0;
    for (const stepline::bench::Verb &verb : verbs) {
        if (help || std::strcmp(argv[1], verb.name) != 0)
            continue;
        std::unique_ptr<QCoreApplication> app;
        if (verb.app == stepline::bench::AppKind::Gui) {
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            app = std::make_unique<QApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        return verb.run(QCoreApplication::arguments().mid(2));
    }
    std::fputs("Usage: stepline-bench VERB ARGS...\n", help ? stdout : stderr);
    for (const stepline::bench::Verb &verb : verbs)
        std::fprintf(help ? stdout : stderr, "  stepline-bench %s\n", verb.usage);
    std::fputs("Each figure is printed as one `name=value unit` line.\n", help ? stdout : stderr);
    return help ? 0 : 1;
}
