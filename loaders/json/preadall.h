#pragma once

#include <cerrno>
#include <cstddef>
#include <cstdint>

#include <unistd.h>

namespace stepline {

// Reads `bytes` from `fd` at `offset` with pread(), past interruptions and short reads. Returns the
// bytes read: fewer at the end of the file, or on an error, whose errno goes to *errorNumber (0
// when the read ended only because the file did).
inline size_t preadAll(int fd, char *out, size_t bytes, uint64_t offset, int *errorNumber = nullptr)
{
    if (errorNumber)
        *errorNumber = 0;
    size_t got = 0;
    while (got < bytes) {
        const ssize_t n = ::pread(fd, out + got, bytes - got, off_t(offset + got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errorNumber)
            *errorNumber = errno;
        if (n <= 0)
            break;
        got += size_t(n);
    }
    return got;
}

} // namespace stepline
