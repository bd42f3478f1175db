#pragma once

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>

namespace stepline {

// A file read from its start, piece by piece, or at an offset (the job scan's few reads of a
// trace's head and tail). error() is the system's reason (strerror) of the failed open or read.
class FileReader
{
public:
    FileReader() = default;
    FileReader(const FileReader &) = delete;
    FileReader &operator=(const FileReader &) = delete;
    ~FileReader() { close(); }

    bool open(const std::string &path)
    {
        close();
        do {
            m_fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        } while (m_fd < 0 && errno == EINTR);
        if (m_fd < 0)
            return fail(errno);
        struct stat st;
        if (fstat(m_fd, &st) != 0) {
            const int e = errno;
            close();
            return fail(e);
        }
        if (S_ISDIR(st.st_mode)) {
            close();
            m_error = "file to open is a directory"; // the words Qt used
            return false;
        }
        m_size = S_ISREG(st.st_mode) ? int64_t(st.st_size) : 0;
        m_pos = 0;
        return true;
    }

    void close()
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
    }

    int64_t size() const { return m_size; }
    int64_t pos() const { return m_pos; }
    const std::string &error() const { return m_error; }
    bool failed() const { return !m_error.empty(); }

    // Up to maxBytes from the current position (fewer at the end of the file or on an error).
    std::string read(int64_t maxBytes)
    {
        std::string out;
        if (m_fd < 0 || maxBytes <= 0)
            return out;
        out.resize(size_t(maxBytes));
        size_t got = 0;
        while (got < out.size()) {
            const ssize_t n = ::pread(m_fd, out.data() + got, out.size() - got, off_t(m_pos + int64_t(got)));
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0)
                fail(errno);
            if (n <= 0)
                break;
            got += size_t(n);
        }
        out.resize(got);
        m_pos += int64_t(got);
        return out;
    }

    // The next bytes without moving past them.
    std::string peek(int64_t maxBytes)
    {
        const int64_t at = m_pos;
        std::string out = read(maxBytes);
        m_pos = at;
        return out;
    }

    bool seek(int64_t pos)
    {
        if (m_fd < 0 || pos < 0)
            return false;
        m_pos = pos;
        return true;
    }

private:
    bool fail(int errorNumber)
    {
        m_error = std::strerror(errorNumber);
        return false;
    }

    int m_fd = -1;
    int64_t m_size = 0;
    int64_t m_pos = 0;
    std::string m_error;
};

} // namespace stepline
