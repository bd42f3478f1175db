#include "compression.h"

namespace stepline {

Compression detectCompression(std::string_view head)
{
    const auto *b = reinterpret_cast<const unsigned char *>(head.data());
    if (head.size() >= 2 && b[0] == 0x1f && b[1] == 0x8b)
        return Compression::Gzip;
    if (head.size() >= 4 && b[0] == 0x28 && b[1] == 0xb5 && b[2] == 0x2f && b[3] == 0xfd)
        return Compression::Zstd;
    return Compression::None;
}

} // namespace stepline
