#pragma once

// A plain .json parsed on one thread, read with pread() in pieces into the parser's buffer instead
// of mapped. Touching a mapped file faults every 64 KiB of it in (about 37 ms for a 54 MB trace on
// this project's machines), reading it into one reused buffer takes about 10 ms, and nothing of
// the file stays resident beside the model. Error positions are the mapped parse's: newlines are
// counted from the file again only when an error needs them.
#include "fileparse.h"

#include <string>

namespace stepline {

// Parses the first `size` bytes of the open file `fd` (its size when it was opened) into parse,
// after its last bytes (FileParse::readTail) when useTail. False when the parse failed or the file
// could not be read to `size` (out.error says why: a file shorter than it was when loading started
// changed under the loader).
bool readPlainFile(
    FileParse &parse, int fd, int64_t size, const std::string &path, bool useTail, FileLoadResult &out);

// The error of a file that is shorter now (nowSize) than when loading started (openedSize): its
// bytes up to readUpTo were read as they were.
void describeFileChanged(
    LoadError &err, const std::string &path, int64_t openedSize, int64_t nowSize, int64_t readUpTo);

} // namespace stepline
