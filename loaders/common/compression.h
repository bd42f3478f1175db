#pragma once

#include <QByteArray>

namespace stepline {

enum class Compression { None, Gzip, Zstd };
Compression detectCompression(const QByteArray &head);

} // namespace stepline
