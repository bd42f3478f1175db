// stepline-start-probe FILE.json: what `stepline summary FILE.json` costs when no Qt is linked.
// It prepares the heap as the verbs do, reads the file, parses it on one thread with the loaders'
// Qt-free core (stepline_loaders_core), finalizes the model and prints the summary text, with
// libstdc++ linked statically: the process a CLI built on that core alone would be, for a file
// small enough to be parsed on one thread (under ParallelParse::minFileBytes). packaging/
// bench-start.sh runs it beside the verbs as the start they would have once the command-line path
// needs no Qt (BENCHMARKS.md, "What a verb's start would be without Qt"). It prints nothing but the
// summary; errors are an exit status.
#include "hugepages.h"
#include "processheap.h"
#include "profilebuilder.h"
#include "summary.h"
#include "traceeventhandler.h"
#include "traceparser.h"

#include <cstdio>
#include <string>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv)
{
    using namespace stepline;
    if (argc != 2) {
        std::fputs("usage: stepline-start-probe FILE.json\n", stderr);
        return 2;
    }
    prepareHeapForLoading(true);
    const hugepages::KeepReleased keep;
    const int fd = ::open(argv[1], O_RDONLY | O_CLOEXEC);
    struct stat st = {};
    if (fd < 0 || ::fstat(fd, &st) != 0)
        return 1;
    std::string text(size_t(st.st_size), '\0');
    size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
        if (n <= 0)
            break;
        done += size_t(n);
    }
    ::close(fd);

    ProfileBuilder builder;
    TraceEventHandler handler(builder, argv[1]);
    handler.reserveFor(done);
    TraceParser parser(handler);
    parser.parse(text.data(), done, 0, true);
    if (parser.failure() != TraceParser::Failure::None)
        return 1;
    handler.finish();
    const std::shared_ptr<const Profile> profile = builder.finalize();
    const std::string summary = summaryToText(*profile, computeSummary(*profile));
    return std::fwrite(summary.data(), 1, summary.size(), stdout) == summary.size() ? 0 : 1;
}
