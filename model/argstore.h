#pragma once

#include "ids.h"

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

struct ZSTD_DCtx_s;
struct ZSTD_CCtx_s;

namespace stepline {

// Cold storage for event args (the raw JSON text of each event's "args" object).
//
// Args are only read for tooltips, the details panel and a few analysis fallbacks, yet their text
// is about half of a Kineto file. So they are appended into 128 KiB blocks that are compressed with
// zstd as soon as they fill (about 10x smaller), and decoded lazily, one block at a time.
// An ArgSetId is the sequence number of an appended text.
class ArgStore
{
public:
    ArgStore();
    ArgStore(ArgStore &&) noexcept;
    ArgStore &operator=(ArgStore &&) noexcept;
    ~ArgStore();

    ArgSetId append(std::string_view jsonObjectText);
    // The texts laid end to end in `texts` (ends: the end offset of each), with the ids and blocks
    // of as many append() calls; blocks that fill inside `texts` are compressed from it in place.
    void appendMany(std::string_view texts, std::span<const uint32_t> ends);
    // Compresses the last partial block; call once when building is done.
    void seal();
    // Appends the sealed blocks of other (which is left empty); its ids shift by count() before
    // the call. Both stores are sealed first.
    void absorb(ArgStore &&other);

    uint32_t count() const { return uint32_t(m_offsetInBlock.size()); }
    size_t memoryBytes() const;

    // Decodes one block at a time and keeps it; use one Reader per thread and visit ids in
    // ascending order for best speed.
    class Reader
    {
    public:
        explicit Reader(const ArgStore &store);
        // Raw JSON text of the args object ("{}" when the event had none or id is invalid).
        std::string_view raw(ArgSetId id);

    private:
        const ArgStore *m_store;
        uint32_t m_block = ~0u;
        std::string m_buffer;
        // One decompression context for all blocks this reader decodes (ZSTD_decompress would
        // set one up per block, which dominated precision fallbacks over millions of kernels).
        std::unique_ptr<ZSTD_DCtx_s, void (*)(ZSTD_DCtx_s *)> m_context;
    };

    // Decoded (key, value) pairs, values as compact JSON text ("12", "\"c10::Half\"", "[1,2]").
    static std::vector<std::pair<std::string, std::string>> decode(std::string_view jsonObjectText);
    // The value of one top-level key as compact JSON text, empty when missing or not parseable.
    static std::string value(std::string_view jsonObjectText, std::string_view key);

private:
    friend class Reader;
    friend class ProfileSerializer; // native format stores the compressed blocks as they are
    void compressCurrent();
    void compressBlock(const char *data, size_t size, uint32_t firstId);

    struct Block
    {
        std::unique_ptr<char[]> data;
        uint32_t compressedSize = 0;
        uint32_t rawSize = 0;
        uint32_t firstId = 0;
    };
    std::vector<Block> m_blocks;
    std::vector<uint32_t> m_offsetInBlock; // per id; ids are contiguous within a block
    std::string m_current; // uncompressed tail block
    std::unique_ptr<char[]> m_scratch; // compressor output, kept for the next block
    size_t m_scratchSize = 0;
    std::unique_ptr<ZSTD_CCtx_s, void (*)(ZSTD_CCtx_s *)> m_compressor; // reused for every block
    uint32_t m_currentFirstId = 0;
};

} // namespace stepline
