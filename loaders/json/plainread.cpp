#include "plainread.h"

#include "jsonscan.h"
#include "preadall.h"

#include <algorithm>
#include <cstring>
#include <memory>

#include <sys/stat.h>
#include <unistd.h>

namespace stepline {

namespace {

// The fill function of FileParse::runStream over a file, and the same text read again for error
// positions.
class PlainFileRead : public RereadableText
{
public:
    PlainFileRead(int fd, int64_t size)
        : m_fd(fd)
        , m_size(size)
    {
    }

    int64_t operator()(char *out, size_t room, bool &done, int64_t &inputBytes)
    {
        inputBytes = 0;
        if (m_errno != 0 || m_endedEarly)
            return -1;
        const size_t want = size_t(std::min<int64_t>(int64_t(room), m_size - m_pos));
        const size_t have = preadAll(m_fd, out, want, uint64_t(m_pos), &m_errno);
        m_endedEarly = have < want && m_errno == 0;
        m_pos += int64_t(have);
        inputBytes = int64_t(have);
        if ((m_errno != 0 || m_endedEarly) && have == 0)
            return -1;
        done = m_pos >= m_size; // what was read before a failure is parsed; the next call fails
        return int64_t(have);
    }

    void linesBefore(uint64_t offset, uint64_t &lines, uint64_t &lineStart) const override
    {
        lines = 0;
        lineStart = 0;
        constexpr size_t kPiece = size_t(1) << 20;
        const std::unique_ptr<char[]> buf(new char[kPiece]);
        uint64_t at = 0;
        while (at < offset) {
            const ssize_t n
                = ::pread(m_fd, buf.get(), size_t(std::min<uint64_t>(kPiece, offset - at)), off_t(at));
            if (n <= 0)
                return; // the file changed again: the position stays as good as it can be
            lines += json::countNewlines(buf.get(), buf.get() + n);
            if (const void *nl = ::memrchr(buf.get(), '\n', size_t(n)))
                lineStart = at + uint64_t(static_cast<const char *>(nl) - buf.get()) + 1;
            at += uint64_t(n);
        }
    }

    int64_t position() const { return m_pos; }
    bool endedEarly() const { return m_endedEarly; }
    int errorNumber() const { return m_errno; }

private:
    int m_fd;
    int64_t m_size;
    int64_t m_pos = 0;
    bool m_endedEarly = false;
    int m_errno = 0;
};

// The file's last bytes, for Kineto's "baseTimeNanoseconds" (FileParse::readTail).
void readTail(FileParse &parse, int fd, int64_t size)
{
    char tail[4096];
    const int64_t from = std::max<int64_t>(0, size - int64_t(sizeof tail));
    const ssize_t n = ::pread(fd, tail, size_t(size - from), off_t(from));
    if (n == size - from)
        parse.readTail(tail, size_t(n));
}

} // namespace

void describeFileChanged(
    LoadError &err, const std::string &path, int64_t openedSize, int64_t nowSize, int64_t readUpTo)
{
    err = LoadError();
    err.code = LoadError::Code::Unreadable;
    err.file = path;
    err.byteOffset = std::max<int64_t>(readUpTo, 0);
    err.detail = LoadError::tr("The file changed while it was being read: it had %1 bytes when loading "
                               "started and has %2 now, so the part after byte %3 was lost.")
                     .arg(openedSize)
                     .arg(nowSize)
                     .arg(err.byteOffset);
    err.hint = LoadError::tr("Another program truncated or rewrote the file. If the profiler is still "
                             "writing it, wait until it has finished; otherwise copy the file and open "
                             "the copy.");
}

bool readPlainFile(
    FileParse &parse, int fd, int64_t size, const std::string &path, bool useTail, FileLoadResult &out)
{
    if (useTail)
        readTail(parse, fd, size);
    PlainFileRead read(fd, size);
    const bool ok = parse.runStream(read, &read, uint64_t(std::max<int64_t>(size, 0)));
    if (ok || out.error.code == LoadError::Code::Canceled)
        return ok;
    if (read.errorNumber() != 0) {
        LoadError &err = out.error;
        err = LoadError();
        err.code = LoadError::Code::Unreadable;
        err.file = path;
        err.byteOffset = read.position();
        err.detail = LoadError::tr("Reading the file failed at byte %1: %2.")
                         .arg(read.position())
                         .arg(std::strerror(read.errorNumber()));
        err.hint = LoadError::tr("The disk or the network file system reported an error. Copy the file "
                                 "to a local disk and open the copy.");
    } else if (read.endedEarly()) {
        struct stat st = {};
        const int64_t nowSize = ::fstat(fd, &st) == 0 ? int64_t(st.st_size) : read.position();
        describeFileChanged(out.error, path, size, nowSize, std::min(read.position(), nowSize));
    }
    return false;
}

} // namespace stepline
