#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace stepline {

// Why a write failed: the file and the system's reason (the strerror text, e.g. "No space left
// on device", "Read-only file system", "Permission denied"). UTF-8.
struct WriteFailure
{
    std::string path;
    std::string reason;
    bool isFailure() const { return !path.empty() || !reason.empty(); }
    std::string toUserMessage() const; // "Cannot write PATH: REASON", translated
};

// A file written whole or not at all. The bytes go to a temporary file beside the target
// ("<target>.XXXXXX", created as a new file is: 0666 less the umask; an existing target's
// permissions are copied); commit() flushes it, fsyncs it (on some file systems a full disk shows
// only there), checks that every byte reached the file, then renames it over the target. Until
// commit() succeeds the target is untouched, so an earlier file stays byte-identical when the
// disk is full or read-only, and no temporary file is left behind. A target that is a symbolic
// link is written where the link points; the link stays.
//
// A target that exists and is not a regular file (/dev/full, /dev/null, a FIFO) cannot be
// replaced by a rename; it is written directly and its errors are still reported.
//
// write() is buffered (64 KiB) and goes to the file with write(2), so the first failing write
// keeps errno's reason; every later write fails at once and commit() reports that reason.
// Paths are UTF-8.
class AtomicFile
{
public:
    explicit AtomicFile(std::string path);
    ~AtomicFile(); // discards the temporary file unless committed
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;

    bool open();
    // False once a write failed (writeError() says why) or when the file is not open.
    bool write(const void *data, size_t size);
    bool write(std::string_view bytes) { return write(bytes.data(), bytes.size()); }
    bool commit();

    // For writers that go back (Qt's devices allow it): a target written directly is sequential.
    bool isSequential() const { return m_direct; }
    bool seek(int64_t pos);
    int64_t pos() const { return m_pos; }
    // The file's size as written so far, the buffered bytes included: at least pos().
    int64_t size() const;

    // The system's reason of the first failed write, empty while every write went through.
    const std::string &writeError() const { return m_writeError; }
    const WriteFailure &failure() const { return m_failure; }
    std::string errorString() const { return m_failure.toUserMessage(); }

private:
    bool openDirect();
    bool flushBuffer();
    void setWriteFailure(int errorNumber);
    bool fail(const std::string &reason);
    bool fail(int errorNumber);
    void discard();

    std::string m_path;
    std::string m_target; // where the temporary file is renamed to (m_path, its links resolved)
    std::string m_temp; // the temporary file, while it exists
    int m_fd = -1;
    bool m_direct = false;
    std::string m_buffer;
    int m_writeErrno = 0;
    std::string m_writeError;
    int64_t m_pos = 0;
    WriteFailure m_failure;
};

// Opens path, lets write fill the file (false: the writer itself failed, with writerError when it
// says why), commits. Returns an empty string on success, else the message.
std::string writeFileWhole(const std::string &path, const std::function<bool(AtomicFile &)> &write,
    const std::string &writerError = std::string());
std::string writeFileWhole(const std::string &path, std::string_view bytes);

// Creates dir and its parents; on failure the message names the folder and the system's reason.
std::string makeFolder(const std::string &dir);

} // namespace stepline
