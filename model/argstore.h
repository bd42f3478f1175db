#pragma once

#include "ids.h"
#include "textslabs.h"

#include <cstddef>
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
// The first blocks of the process, up to rawBudget() bytes in all stores together, are kept as they
// are instead: compressing them at load and decoding them again in every analysis that reads args
// cost a small trace a third of its summary's CPU, while a multi-GB job, the one memory matters
// for, compresses all but those few MiB.
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

    // Bytes of uncompressed blocks all stores of the process may hold together (64 MiB unless set);
    // setRawBudget returns the earlier value. Stores holding blocks keep them when it shrinks.
    static size_t rawBudget();
    static size_t setRawBudget(size_t bytes);
    // Bytes of this store's blocks kept uncompressed.
    size_t rawBlockBytes() const { return m_rawShare.bytes(); }
    // Whether the budget still has room for a few more uncompressed blocks: a caller that would
    // hand texts to another thread only to compress them can append them directly meanwhile.
    static bool rawRoomLeft();

    // Decoded (key, value) pairs, values as compact JSON text ("12", "\"c10::Half\"", "[1,2]").
    static std::vector<std::pair<std::string, std::string>> decode(std::string_view jsonObjectText);
    // The value of one top-level key as compact JSON text, empty when missing or not parseable.
    static std::string value(std::string_view jsonObjectText, std::string_view key);

private:
    friend class Reader;
    friend class ProfileSerializer; // native format stores the compressed blocks as they are
    void compressCurrent();
    void compressBlock(const char *data, size_t size, uint32_t firstId);
    // A block's text compressed as the store compresses it, for blocks kept raw that must be stored
    // compressed (null when zstd fails).
    static std::unique_ptr<char[]> compressedText(
        ZSTD_CCtx_s *context, std::string_view text, uint32_t *size);

    struct Block
    {
        std::unique_ptr<char[]> data; // zstd frame (compressedSize bytes) or, if that failed, the text
        const char *rawText = nullptr; // the text of a block kept uncompressed, in m_rawTexts
        uint32_t compressedSize = 0;
        uint32_t rawSize = 0;
        uint32_t firstId = 0;
        const char *bytes() const { return data ? data.get() : rawText; }
    };
    // Keeps the text of a block uncompressed when the raw budget has room for it.
    bool keepRaw(Block &block, const char *data, size_t size);
    std::vector<Block> m_blocks;
    TextSlabs m_rawTexts; // where the blocks kept uncompressed lie
    std::vector<uint32_t> m_offsetInBlock; // per id; ids are contiguous within a block
    std::string m_current; // uncompressed tail block
    std::unique_ptr<char[]> m_scratch; // compressor output, kept for the next block
    size_t m_scratchSize = 0;
    std::unique_ptr<ZSTD_CCtx_s, void (*)(ZSTD_CCtx_s *)> m_compressor; // reused for every block
    uint32_t m_currentFirstId = 0;

    // The part of the process's raw budget this store's uncompressed blocks hold, given back when
    // the store goes (a moved-from store holds none).
    class RawShare
    {
    public:
        RawShare() = default;
        RawShare(RawShare &&other) noexcept;
        RawShare &operator=(RawShare &&other) noexcept;
        ~RawShare();
        bool take(size_t bytes); // false when the budget has no room left for them
        void giveBack(size_t bytes); // bytes taken but not used
        void absorb(RawShare &&other);
        size_t bytes() const { return m_bytes; }

    private:
        void release();
        size_t m_bytes = 0;
    };
    RawShare m_rawShare;
};

} // namespace stepline
