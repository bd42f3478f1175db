// libFuzzer target: the cProfile / pstats reader (Python marshal, model/insights/pstats.h).

#include "pstats.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const stepline::PstatsResult result
        = stepline::parsePstats(std::string_view(reinterpret_cast<const char *>(data), size));
    (void)result;
    return 0;
}
