#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

// One frame of a pyinstrument call tree. Times are integer ns: total is the frame's inclusive
// time ("time" in the JSON), self is total minus the children's total (never below 0: the
// seconds are rounded to ns one by one). pyinstrument samples the stack, so a frame is a call
// path, not a call: there is no call count.
struct PyinstrumentFrame
{
    std::string function;
    std::string file; // file_path
    std::string fileShort; // file_path_short
    int64_t line = -1; // line_no; -1 when the JSON has none
    int64_t totalNs = 0;
    int64_t selfNs = 0;
    int32_t parent = -1; // index in PyinstrumentTree::frames, -1 for the root
    uint32_t depth = 0; // 0 for the root
    uint32_t childCount = 0;
    bool application = false; // is_application_code
    // pyinstrument's own frames that stand for no Python function: "[self]" (time spent in the
    // parent itself), "[await]", "[out-of-context]", "[root]".
    bool synthetic = false;
};

// pyinstrument's JSONRenderer output: {"start_time", "duration", "sample_count", "program",
// "cpu_time", "root_frame": frame}, frame = {"function", "file_path_short", "file_path",
// "line_no", "time", "await_time", "is_application_code", "children": [frame...]}. Fields other
// than function, time and children are optional (they differ between pyinstrument versions).
// The Debugger writes {"root_frame": null} when pyinstrument's session broke: not ok.
struct PyinstrumentTree
{
    bool ok = false;
    std::string error; // why not, when !ok
    std::vector<PyinstrumentFrame> frames; // preorder: a frame's children follow it
    std::optional<double> startTime; // s since the epoch
    std::optional<int64_t> durationNs;
    std::optional<int64_t> sampleCount;
    std::optional<int64_t> cpuTimeNs;
    std::string program;
};

PyinstrumentTree parsePyinstrumentJson(std::string_view bytes);

// Several trees as one (the roots' paths merged): frames with the same function, file and line
// under the same merged parent become one frame whose times are the sums. Used to show the
// dumps a selection holds in one icicle graph.
PyinstrumentTree mergePyinstrumentTrees(const std::vector<const PyinstrumentTree *> &trees);

} // namespace stepline
