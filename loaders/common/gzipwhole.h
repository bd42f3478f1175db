#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

namespace stepline {

// A gzip file inflated in one piece with libdeflate, which is two to three times faster than
// zlib's streaming inflate but needs the whole input and an output buffer large enough for it.
// Several members (cat a.gz b.gz) and zero padding between them are handled like gzip -dc does.
// Anything that is not a complete, valid gzip file (cut short, corrupt, trailing garbage) is left
// to the streaming path, which parses what is complete and reports where it stopped.
// The buffer is an anonymous page-aligned mapping, so the parser can hand pages it has parsed back
// to the kernel (madvise) and the inflated copy never stays resident next to the model.
class InflatedBuffer
{
public:
    InflatedBuffer() = default;
    ~InflatedBuffer();
    InflatedBuffer(InflatedBuffer &&other) noexcept;
    InflatedBuffer &operator=(InflatedBuffer &&other) noexcept;
    InflatedBuffer(const InflatedBuffer &) = delete;
    InflatedBuffer &operator=(const InflatedBuffer &) = delete;

    bool reserve(size_t capacity); // keeps the bytes already written
    // An empty buffer of `capacity` bytes of address space, not counted against memory until
    // written (MAP_NORESERVE): for text whose size is unknown and that is never all resident.
    bool reserveAddressSpace(size_t capacity);
    // Moves the resident pages of [from, from + bytes) to [to, to + bytes) (page-aligned, inside the
    // buffer) without copying, and leaves `from` reserved and empty. Writing text into pages that
    // are already resident skips the page faults and the zeroing of fresh ones, which cost about
    // as much as inflating. False when the system refuses; nothing has changed then.
    bool movePages(char *from, char *to, size_t bytes);
    char *data() const { return m_data; }
    size_t capacity() const { return m_capacity; }
    size_t size = 0; // inflated bytes

private:
    char *m_data = nullptr;
    size_t m_capacity = 0;
};

enum class WholeInflate {
    Done, // out holds the whole inflated file
    TooBig, // the inflated bytes would exceed maxBytes: stream instead
    NotWhole, // cut short or corrupt: stream instead, which reports it
};

WholeInflate inflateGzipWhole(
    const unsigned char *input, size_t inputSize, size_t maxBytes, InflatedBuffer &out);

} // namespace stepline
