#pragma once

// .json.gz and .json.zst streamed: inflated in pieces (on a second thread for inputs of 256 KiB
// and more) into the parse of one file. Used for gzip files not inflated whole and for zstd.
#include <QtGlobal>

namespace stepline {

class FileParse;

bool loadGzip(FileParse &parse, const uchar *input, qint64 inputSize);
bool loadZstd(FileParse &parse, const uchar *input, qint64 inputSize);

} // namespace stepline
