#include "gzipwhole.h"

#include "hugepages.h"

#include <libdeflate.h>

#include <algorithm>
#include <cstring>
#include <utility>

#include <sys/mman.h>

namespace stepline {

InflatedBuffer::~InflatedBuffer()
{
    if (m_data)
        ::munmap(m_data, m_capacity);
}

InflatedBuffer::InflatedBuffer(InflatedBuffer &&other) noexcept
    : size(std::exchange(other.size, 0))
    , m_data(std::exchange(other.m_data, nullptr))
    , m_capacity(std::exchange(other.m_capacity, 0))
{
}

InflatedBuffer &InflatedBuffer::operator=(InflatedBuffer &&other) noexcept
{
    if (this != &other) {
        this->~InflatedBuffer();
        size = std::exchange(other.size, 0);
        m_data = std::exchange(other.m_data, nullptr);
        m_capacity = std::exchange(other.m_capacity, 0);
    }
    return *this;
}

namespace {

// `capacity` of anonymous memory; from hugepages::kMinBytes on rounded up to whole huge pages from
// a 2 MiB-aligned start (hugepages.h): inflated text is written front to back, so a page fault per
// 2 MiB instead of per 4 KiB. nullptr when there is no room.
char *mapHugePages(size_t &capacity, int extraFlags)
{
    if (capacity < hugepages::kMinBytes) {
        void *p = ::mmap(
            nullptr, capacity, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | extraFlags, -1, 0);
        return p == MAP_FAILED ? nullptr : static_cast<char *>(p);
    }
    char *p = static_cast<char *>(hugepages::allocate(capacity, extraFlags));
    capacity = hugepages::mappedBytes(capacity); // what the destructor unmaps
    return p;
}

} // namespace

bool InflatedBuffer::reserve(size_t capacity)
{
    if (capacity <= m_capacity)
        return true;
    if (!m_data) {
        m_data = mapHugePages(capacity, 0);
        m_capacity = m_data ? capacity : 0;
        return m_data != nullptr;
    }
    void *p = ::mremap(m_data, m_capacity, capacity, MREMAP_MAYMOVE);
    if (p == MAP_FAILED)
        return false;
    m_data = static_cast<char *>(p);
    m_capacity = capacity;
    return true;
}

bool InflatedBuffer::reserveAddressSpace(size_t capacity)
{
    *this = InflatedBuffer();
    m_data = mapHugePages(capacity, MAP_NORESERVE);
    m_capacity = m_data ? capacity : 0;
    return m_data != nullptr;
}

bool InflatedBuffer::movePages(char *from, char *to, size_t bytes)
{
    // The source stays mapped, empty (MREMAP_DONTUNMAP, Linux 5.13 for any private anonymous
    // mapping): unmapping it would leave a hole another thread's mmap could land in.
    return ::mremap(from, bytes, bytes, MREMAP_MAYMOVE | MREMAP_FIXED | MREMAP_DONTUNMAP, to) != MAP_FAILED;
}

namespace {

// ISIZE, the last four bytes of a member: its inflated size modulo 2^32.
size_t lastMemberSize(const unsigned char *input, size_t inputSize)
{
    if (inputSize < 18)
        return 0;
    const unsigned char *t = input + inputSize - 4;
    return size_t(t[0]) | size_t(t[1]) << 8 | size_t(t[2]) << 16 | size_t(t[3]) << 24;
}

struct Decompressor
{
    libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    ~Decompressor() { libdeflate_free_decompressor(d); }
};

} // namespace

WholeInflate inflateGzipWhole(
    const unsigned char *input, size_t inputSize, size_t maxBytes, InflatedBuffer &out)
{
    out = InflatedBuffer();
    Decompressor dec;
    if (!dec.d)
        return WholeInflate::TooBig;
    // A first guess that is right for the usual single member under 4 GiB; JSON rarely inflates
    // less than 4x, so a smaller ISIZE means a wrapped size or several members.
    size_t capacity = std::max(lastMemberSize(input, inputSize), inputSize * 4) + 4096;
    capacity = std::min(capacity, maxBytes);
    if (capacity == 0 || !out.reserve(capacity))
        return WholeInflate::TooBig;

    size_t inPos = 0;
    size_t outPos = 0;
    while (inPos < inputSize) {
        size_t usedIn = 0;
        size_t produced = 0;
        const libdeflate_result rc = libdeflate_gzip_decompress_ex(dec.d, input + inPos, inputSize - inPos,
            out.data() + outPos, capacity - outPos, &usedIn, &produced);
        if (rc == LIBDEFLATE_INSUFFICIENT_SPACE) {
            if (capacity >= maxBytes)
                return WholeInflate::TooBig;
            capacity = std::min(maxBytes, capacity * 2);
            if (!out.reserve(capacity))
                return WholeInflate::TooBig;
            continue; // inflate this member again into the larger buffer
        }
        if (rc != LIBDEFLATE_SUCCESS)
            return WholeInflate::NotWhole;
        inPos += usedIn;
        outPos += produced;
        while (inPos < inputSize && input[inPos] == 0)
            ++inPos;
    }
    out.size = outPos;
    return WholeInflate::Done;
}

} // namespace stepline
