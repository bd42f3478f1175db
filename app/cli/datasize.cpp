#include "datasize.h"

#include <bit>

namespace stepline::cli {

std::string formatDataSize(int64_t bytes)
{
    const bool negative = bytes < 0;
    const uint64_t magnitude = negative ? 0 - uint64_t(bytes) : uint64_t(bytes);
    const int power = magnitude == 0 ? 0 : (63 - std::countl_zero(magnitude)) / 10;
    if (power == 0)
        return std::to_string(bytes) + " bytes";
    static const char *const kUnits[] = { "kB", "MB", "GB", "TB", "PB", "EB" };
    // The size as a double (exact below 2^53) divided by 1024^power is exact; its tenths rounded
    // half up, as Qt's fixed notation rounds them.
    const auto exact = static_cast<uint64_t>(static_cast<double>(magnitude));
    const int shift = 10 * power;
    const uint64_t rest = exact & ((uint64_t(1) << shift) - 1);
    const uint64_t tenths = (exact >> shift) * 10 + ((rest * 10 + (uint64_t(1) << (shift - 1))) >> shift);
    std::string text(negative ? "-" : "");
    text.append(std::to_string(tenths / 10)).append(1, '.').append(1, char('0' + tenths % 10)).append(1, ' ');
    return text.append(kUnits[power - 1]);
}

} // namespace stepline::cli
