#include "argstore.h"

#include <nlohmann/json.hpp>
#include <zstd.h>

#include <algorithm>
#include <atomic>
#include <cstring>

namespace stepline {

namespace {
constexpr size_t kBlockSize = 128 * 1024;
// Speed over ratio: this runs on the load path. Negative levels skip Huffman-coding the literals
// and hash fewer positions, about 25 % faster both ways than level 1 on Kineto args, for args
// about 1.4x larger (a few % of the model); 128 KiB blocks win back part of the ratio.
constexpr int kZstdLevel = -2;

// Room left for uncompressed blocks in the whole process (ArgStore::rawBudget), and the budget it
// was counted from.
std::atomic<int64_t> g_rawRoom { int64_t(64) << 20 };
std::atomic<int64_t> g_rawBudget { int64_t(64) << 20 };
} // namespace

namespace {
void freeDecompressor(ZSTD_DCtx *context)
{
    ZSTD_freeDCtx(context);
}
void freeCompressor(ZSTD_CCtx *context)
{
    ZSTD_freeCCtx(context);
}
} // namespace

ArgStore::ArgStore()
    : m_compressor(nullptr, freeCompressor)
{
}
ArgStore::ArgStore(ArgStore &&) noexcept = default;
ArgStore &ArgStore::operator=(ArgStore &&) noexcept = default;
ArgStore::~ArgStore() = default;

ArgSetId ArgStore::append(std::string_view text)
{
    if (m_current.size() + text.size() > kBlockSize && !m_current.empty())
        compressCurrent();
    if (m_current.capacity() < kBlockSize)
        m_current.reserve(kBlockSize); // once per store: every block is built in this buffer
    const uint32_t id = uint32_t(m_offsetInBlock.size());
    m_offsetInBlock.push_back(uint32_t(m_current.size()));
    m_current.append(text);
    return ArgSetId(id);
}

void ArgStore::appendMany(std::string_view texts, std::span<const uint32_t> ends)
{
    size_t i = 0;
    uint32_t begin = 0;
    // First top up the tail block, exactly as append() would.
    while (i < ends.size() && !m_current.empty()) {
        const std::string_view text = texts.substr(begin, ends[i] - begin);
        if (m_current.size() + text.size() > kBlockSize) {
            compressCurrent();
            break;
        }
        m_offsetInBlock.push_back(uint32_t(m_current.size()));
        m_current.append(text);
        begin = ends[i++];
    }
    while (i < ends.size()) {
        // The texts that append() would put in one block: the first always, the next while they fit.
        size_t j = i + 1;
        while (j < ends.size() && ends[j] - begin <= kBlockSize)
            ++j;
        if (j == ends.size()) { // the block may go on with the next texts: keep it as the tail
            for (; i < j; ++i) {
                m_offsetInBlock.push_back(uint32_t(m_current.size()));
                m_current.append(texts.substr(begin, ends[i] - begin));
                begin = ends[i];
            }
            return;
        }
        const uint32_t firstId = count();
        for (size_t k = i; k < j; ++k)
            m_offsetInBlock.push_back((k == i ? begin : ends[k - 1]) - begin);
        compressBlock(texts.data() + begin, ends[j - 1] - begin, firstId);
        begin = ends[j - 1];
        i = j;
    }
}

void ArgStore::compressCurrent()
{
    compressBlock(m_current.data(), m_current.size(), m_currentFirstId);
    m_current.clear(); // its buffer serves the next block
}

bool ArgStore::keepRaw(Block &block, const char *data, size_t size)
{
    if (!m_rawShare.take(size))
        return false;
    block.rawText = m_rawTexts.keep(std::string_view(data, size));
    if (!block.rawText) {
        m_rawShare.giveBack(size);
        return false;
    }
    return true;
}

void ArgStore::compressBlock(const char *data, size_t size, uint32_t firstId)
{
    Block block;
    block.rawSize = uint32_t(size);
    block.firstId = firstId;
    if (keepRaw(block, data, size)) {
        m_blocks.push_back(std::move(block));
        m_currentFirstId = uint32_t(m_offsetInBlock.size());
        return;
    }
    const size_t bound = ZSTD_compressBound(size);
    if (bound > m_scratchSize) {
        // new[] without (): make_unique<char[]> zero-fills, a memset of every block for nothing.
        m_scratchSize = std::max(bound, ZSTD_compressBound(kBlockSize));
        m_scratch.reset(new char[m_scratchSize]);
    }
    if (!m_compressor)
        m_compressor.reset(ZSTD_createCCtx());
    const size_t n = m_compressor
        ? ZSTD_compressCCtx(m_compressor.get(), m_scratch.get(), m_scratchSize, data, size, kZstdLevel)
        : ZSTD_compress(m_scratch.get(), m_scratchSize, data, size, kZstdLevel);
    if (ZSTD_isError(n)) {
        // Cannot happen with a correct bound; keep the block uncompressed rather than lose args.
        block.data.reset(new char[size]);
        std::memcpy(block.data.get(), data, size);
        block.compressedSize = 0;
    } else {
        block.data.reset(new char[n]);
        std::memcpy(block.data.get(), m_scratch.get(), n);
        block.compressedSize = uint32_t(n);
    }
    m_blocks.push_back(std::move(block));
    m_currentFirstId = uint32_t(m_offsetInBlock.size());
}

std::unique_ptr<char[]> ArgStore::compressedText(ZSTD_CCtx *context, std::string_view text, uint32_t *size)
{
    const size_t bound = ZSTD_compressBound(text.size());
    std::unique_ptr<char[]> out(new char[bound]);
    const size_t n = context
        ? ZSTD_compressCCtx(context, out.get(), bound, text.data(), text.size(), kZstdLevel)
        : ZSTD_compress(out.get(), bound, text.data(), text.size(), kZstdLevel);
    if (ZSTD_isError(n))
        return nullptr;
    *size = uint32_t(n);
    return out;
}

void ArgStore::seal()
{
    if (!m_current.empty())
        compressCurrent();
    m_current.shrink_to_fit();
    m_offsetInBlock.shrink_to_fit();
    m_scratch.reset();
    m_scratchSize = 0;
}

void ArgStore::absorb(ArgStore &&other)
{
    seal();
    other.seal();
    const uint32_t base = count();
    for (Block &b : other.m_blocks) {
        b.firstId += base;
        m_blocks.push_back(std::move(b));
    }
    m_offsetInBlock.insert(m_offsetInBlock.end(), other.m_offsetInBlock.begin(), other.m_offsetInBlock.end());
    m_currentFirstId = count();
    m_rawShare.absorb(std::move(other.m_rawShare));
    m_rawTexts.absorb(std::move(other.m_rawTexts));
    other = ArgStore();
}

bool ArgStore::rawRoomLeft()
{
    return g_rawRoom.load(std::memory_order_relaxed) >= int64_t(4 * kBlockSize);
}

size_t ArgStore::rawBudget()
{
    return size_t(g_rawBudget.load(std::memory_order_relaxed));
}

size_t ArgStore::setRawBudget(size_t bytes)
{
    const int64_t before = g_rawBudget.exchange(int64_t(bytes));
    // Room may go below zero while stores hold more than the new budget; they give it back later.
    g_rawRoom.fetch_add(int64_t(bytes) - before);
    return size_t(before);
}

ArgStore::RawShare::RawShare(RawShare &&other) noexcept
    : m_bytes(std::exchange(other.m_bytes, 0))
{
}

ArgStore::RawShare &ArgStore::RawShare::operator=(RawShare &&other) noexcept
{
    if (this != &other) {
        release();
        m_bytes = std::exchange(other.m_bytes, 0);
    }
    return *this;
}

ArgStore::RawShare::~RawShare()
{
    release();
}

bool ArgStore::RawShare::take(size_t bytes)
{
    int64_t room = g_rawRoom.load(std::memory_order_relaxed);
    do {
        if (room < int64_t(bytes))
            return false;
    } while (!g_rawRoom.compare_exchange_weak(room, room - int64_t(bytes), std::memory_order_relaxed));
    m_bytes += bytes;
    return true;
}

void ArgStore::RawShare::giveBack(size_t bytes)
{
    bytes = std::min(bytes, m_bytes);
    m_bytes -= bytes;
    g_rawRoom.fetch_add(int64_t(bytes), std::memory_order_relaxed);
}

void ArgStore::RawShare::absorb(RawShare &&other)
{
    m_bytes += std::exchange(other.m_bytes, 0);
}

void ArgStore::RawShare::release()
{
    if (m_bytes)
        g_rawRoom.fetch_add(int64_t(std::exchange(m_bytes, 0)), std::memory_order_relaxed);
}

size_t ArgStore::memoryBytes() const
{
    size_t bytes = m_offsetInBlock.capacity() * sizeof(uint32_t) + m_current.capacity()
        + m_blocks.capacity() * sizeof(Block) + m_rawTexts.memoryBytes();
    for (const Block &b : m_blocks)
        bytes += b.data ? (b.compressedSize ? b.compressedSize : b.rawSize) : 0;
    return bytes;
}

ArgStore::Reader::Reader(const ArgStore &store)
    : m_store(&store)
    , m_context(nullptr, freeDecompressor)
{
}

std::string_view ArgStore::Reader::raw(ArgSetId id)
{
    static constexpr std::string_view kEmpty = "{}";
    const ArgStore &s = *m_store;
    if (!id.isValid() || id.value >= s.m_offsetInBlock.size())
        return kEmpty;
    // Which block holds this id: the last block whose firstId <= id (or the unsealed tail).
    auto it = std::upper_bound(s.m_blocks.begin(), s.m_blocks.end(), id.value,
        [](uint32_t v, const Block &b) { return v < b.firstId; });
    const uint32_t next = id.value + 1;
    if (id.value >= s.m_currentFirstId || it == s.m_blocks.begin()) {
        const uint32_t begin = s.m_offsetInBlock[id.value];
        const uint32_t end
            = next < s.m_offsetInBlock.size() ? s.m_offsetInBlock[next] : uint32_t(s.m_current.size());
        const std::string_view text = std::string_view(s.m_current).substr(begin, end - begin);
        return text.empty() ? kEmpty : text;
    }
    const uint32_t blockIndex = uint32_t(it - s.m_blocks.begin() - 1);
    const Block &block = s.m_blocks[blockIndex];
    std::string_view blockText;
    if (block.compressedSize == 0) {
        blockText = std::string_view(block.bytes(), block.rawSize); // read in place
    } else {
        if (m_block != blockIndex) {
            m_buffer.resize(block.rawSize);
            if (!m_context)
                m_context.reset(ZSTD_createDCtx());
            const size_t n = m_context
                ? ZSTD_decompressDCtx(
                    m_context.get(), m_buffer.data(), block.rawSize, block.data.get(), block.compressedSize)
                : ZSTD_decompress(m_buffer.data(), block.rawSize, block.data.get(), block.compressedSize);
            if (ZSTD_isError(n) || n != block.rawSize) {
                m_block = ~0u;
                return kEmpty;
            }
            m_block = blockIndex;
        }
        blockText = m_buffer;
    }
    const uint32_t begin = s.m_offsetInBlock[id.value];
    const bool lastInBlock = blockIndex + 1 == s.m_blocks.size() ? next == s.m_currentFirstId
                                                                 : next == s.m_blocks[blockIndex + 1].firstId;
    const uint32_t end
        = (lastInBlock || next >= s.m_offsetInBlock.size()) ? block.rawSize : s.m_offsetInBlock[next];
    const std::string_view text = blockText.substr(begin, end - begin);
    return text.empty() ? kEmpty : text;
}

std::vector<std::pair<std::string, std::string>> ArgStore::decode(std::string_view text)
{
    std::vector<std::pair<std::string, std::string>> out;
    nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (!j.is_object())
        return out;
    out.reserve(j.size());
    for (auto it = j.begin(); it != j.end(); ++it)
        out.emplace_back(it.key(), it.value().dump());
    return out;
}

std::string ArgStore::value(std::string_view text, std::string_view key)
{
    nlohmann::json j = nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
    if (!j.is_object())
        return {};
    auto it = j.find(std::string(key));
    return it == j.end() ? std::string() : it->dump();
}

} // namespace stepline
