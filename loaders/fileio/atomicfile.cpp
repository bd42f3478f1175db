#include "atomicfile.h"

#include "loadtext.h"
#include "systemerror.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace stepline {

namespace {

// The messages of this file, under the translation context "stepline".
struct FileIoTr
{
    STEPLINE_TR_FUNCTIONS(stepline)
};

constexpr size_t kBufferBytes = 64 * 1024;

// fsync() of a file the caller wrote; EINVAL/ENOTSUP mean the file cannot be synced (a pipe, a
// character device), which is no failure of the write.
int syncFile(int fd)
{
    if (fd < 0)
        return 0;
    if (::fsync(fd) == 0)
        return 0;
    const int error = errno;
    return error == EINVAL || error == ENOTSUP || error == EROFS ? 0 : error;
}

// The rename is only durable once the folder's entry is synced; a failure here loses no bytes
// of the committed file, so it is not reported.
void syncFolderOf(const std::string &path)
{
    const std::string parent = std::filesystem::path(path).parent_path().string();
    const int fd = ::open(parent.empty() ? "." : parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

bool isSymLink(const std::string &path)
{
    struct stat st;
    return ::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode);
}

// Where the link at path points, relative targets taken from the link's folder; empty when it
// cannot be read.
std::string linkTarget(const std::string &path)
{
    std::string target(4096, '\0');
    const ssize_t n = ::readlink(path.c_str(), target.data(), target.size());
    if (n <= 0 || size_t(n) >= target.size())
        return std::string();
    target.resize(size_t(n));
    const size_t slash = path.rfind('/');
    if (target.front() != '/' && slash != std::string::npos)
        target.insert(0, path, 0, slash + 1);
    return target;
}

// A name for the temporary file: six letters or digits after "<target>.".
std::string temporaryName(const std::string &target)
{
    static std::atomic<uint64_t> counter { 0 };
    uint64_t x = uint64_t(std::chrono::steady_clock::now().time_since_epoch().count())
        ^ (uint64_t(::getpid()) << 32) ^ counter.fetch_add(0x9E3779B97F4A7C15ull);
    // splitmix64
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    x ^= x >> 31;
    static constexpr char kChars[] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    std::string name = target + '.';
    for (int i = 0; i < 6; ++i) {
        name.push_back(kChars[x % 62]);
        x /= 62;
    }
    return name;
}

// The permissions an existing file hands to its replacement: its mode bits, plus the owner's bits
// for what this process may do with it (Qt's save file copies the permissions it reads, where the
// current user's rights count as the owner's).
mode_t inheritedMode(const std::string &path, const struct stat &st)
{
    mode_t mode = st.st_mode & 0777;
    if (::access(path.c_str(), R_OK) == 0)
        mode |= S_IRUSR;
    if (::access(path.c_str(), W_OK) == 0)
        mode |= S_IWUSR;
    if (::access(path.c_str(), X_OK) == 0)
        mode |= S_IXUSR;
    return mode;
}

bool isFolder(const std::string &path)
{
    struct stat st;
    return ::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

} // namespace

std::string WriteFailure::toUserMessage() const
{
    if (!isFailure())
        return std::string();
    return FileIoTr::tr("Cannot write %1: %2").args({ path, reason });
}

AtomicFile::AtomicFile(std::string path)
    : m_path(std::move(path))
{
}

AtomicFile::~AtomicFile()
{
    discard();
}

void AtomicFile::discard()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    if (!m_temp.empty())
        ::unlink(m_temp.c_str());
    m_temp.clear();
    m_buffer.clear();
}

bool AtomicFile::fail(const std::string &reason)
{
    m_failure = { m_path, reason.empty() ? FileIoTr::tr("unknown error").str() : reason };
    discard();
    return false;
}

bool AtomicFile::fail(int errorNumber)
{
    return fail(systemErrorText(errorNumber));
}

bool AtomicFile::openDirect()
{
    // Created if missing, truncated, as a file opened for writing with Qt is.
    m_fd = ::open(m_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (m_fd < 0)
        return fail(errno);
    m_direct = true;
    return true;
}

bool AtomicFile::open()
{
    if (m_fd >= 0)
        return true;
    struct stat st;
    const bool exists = !m_path.empty() && ::stat(m_path.c_str(), &st) == 0;
    if (exists && S_ISDIR(st.st_mode))
        return fail(EISDIR);
    if (exists && !S_ISREG(st.st_mode))
        return openDirect();
    if (m_path.empty())
        return fail(ENOENT);
    // Checked first, as Qt's save file does: an existing file this process may not write (a
    // read-only file system gives EROFS here) is refused before any temporary file is made.
    if (exists && ::access(m_path.c_str(), W_OK) != 0)
        return fail(errno);
    // A link is followed, as Qt's save file follows it: the file it points at is replaced, the link
    // stays (up to 127 links deep, else the link itself is replaced).
    std::string target = m_path;
    int maxDepth = 128;
    while (--maxDepth && isSymLink(target)) {
        std::string next = linkTarget(target);
        if (next.empty())
            break;
        target = std::move(next);
    }
    m_target = maxDepth > 0 ? target : m_path;
    // A new file gets what open(2) gives a new file (0666 less the umask, a folder's default ACL);
    // an existing one's replacement stays private until its permissions are copied.
    int error = EEXIST;
    for (int attempt = 0; attempt < 100 && error == EEXIST; ++attempt) {
        std::string name = temporaryName(m_target);
        m_fd = ::open(name.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, exists ? 0600 : 0666);
        error = m_fd < 0 ? errno : 0;
        if (m_fd >= 0)
            m_temp = std::move(name);
    }
    if (m_fd < 0)
        return fail(error);
    if (exists)
        (void)::fchmod(m_fd, inheritedMode(m_target, st));
    m_buffer.reserve(kBufferBytes);
    return true;
}

void AtomicFile::setWriteFailure(int errorNumber)
{
    m_writeErrno = errorNumber;
    m_writeError = systemErrorText(errorNumber);
}

bool AtomicFile::flushBuffer()
{
    const char *data = m_buffer.data();
    size_t left = m_buffer.size();
    while (left > 0 && m_writeErrno == 0) {
        const ssize_t n = ::write(m_fd, data, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            setWriteFailure(n < 0 ? errno : EIO);
            break;
        }
        data += n;
        left -= size_t(n);
    }
    m_buffer.clear();
    return m_writeErrno == 0;
}

bool AtomicFile::write(const void *data, size_t size)
{
    if (m_fd < 0 || m_writeErrno != 0)
        return false;
    m_buffer.append(static_cast<const char *>(data), size);
    if (m_buffer.size() >= kBufferBytes && !flushBuffer())
        return false;
    m_pos += int64_t(size);
    return true;
}

bool AtomicFile::seek(int64_t pos)
{
    if (m_fd < 0 || m_direct || pos < 0 || !flushBuffer())
        return false;
    if (::lseek(m_fd, off_t(pos), SEEK_SET) < 0) {
        setWriteFailure(errno);
        return false;
    }
    m_pos = pos;
    return true;
}

int64_t AtomicFile::size() const
{
    struct stat st;
    const int64_t onDisk = m_fd >= 0 && ::fstat(m_fd, &st) == 0 ? int64_t(st.st_size) : 0;
    return std::max(onDisk, m_direct ? int64_t(0) : m_pos);
}

bool AtomicFile::commit()
{
    if (m_fd < 0)
        return m_failure.isFailure() ? false : fail(FileIoTr::tr("the file was not opened").str());
    if (!flushBuffer())
        return fail(m_writeErrno);
    if (const int error = syncFile(m_fd))
        return fail(error);
    const int64_t written = size();
    ::close(m_fd);
    m_fd = -1;
    if (m_direct)
        return true;
    if (::rename(m_temp.c_str(), m_target.c_str()) != 0)
        return fail(errno); // fail() removes the temporary file
    m_temp.clear();
    // Every byte written is in the file, or a write went astray unnoticed.
    struct stat st;
    if ((::stat(m_path.c_str(), &st) == 0 ? int64_t(st.st_size) : 0) != written)
        return fail(FileIoTr::tr("the file on disk is shorter than what was written").str());
    syncFolderOf(m_path);
    return true;
}

std::string writeFileWhole(
    const std::string &path, const std::function<bool(AtomicFile &)> &write, const std::string &writerError)
{
    AtomicFile file(path);
    if (!file.open())
        return file.errorString();
    if (!write(file)) {
        // The file's own error (a full disk) says more than the writer's generic one.
        std::string reason = file.writeError();
        // Qualified: lupdate reads a free function returning std::string as a member of std.
        if (reason.empty())
            reason = writerError.empty() ? stepline::FileIoTr::tr("the writer failed").str() : writerError;
        return WriteFailure { path, reason }.toUserMessage();
    }
    if (!file.commit())
        return file.errorString();
    return std::string();
}

std::string writeFileWhole(const std::string &path, std::string_view bytes)
{
    return writeFileWhole(path, [bytes](AtomicFile &file) { return file.write(bytes); });
}

std::string makeFolder(const std::string &dir)
{
    std::error_code error;
    std::filesystem::create_directories(std::filesystem::path(dir), error);
    // Qualified: lupdate reads a free function returning std::string as a member of std.
    if (error && !isFolder(dir))
        return stepline::FileIoTr::tr("Cannot create the folder %1: %2").args({ dir, error.message() });
    if (!isFolder(dir))
        return stepline::FileIoTr::tr("Cannot create the folder %1: %2")
            .args({ dir, systemErrorText(ENOTDIR) });
    return std::string();
}

} // namespace stepline
