#include "profileserializeraccess.h"

#include <zstd.h>

namespace stepline {

std::shared_ptr<Profile> ProfileSerializer::create()
{
    return std::shared_ptr<Profile>(new Profile());
}

std::vector<ProfileSerializer::ArgBlock> ProfileSerializer::argBlocks(const ArgStore &store)
{
    std::vector<ArgBlock> out;
    out.reserve(store.m_blocks.size());
    std::unique_ptr<ZSTD_CCtx, size_t (*)(ZSTD_CCtx *)> context(nullptr, ZSTD_freeCCtx);
    for (const ArgStore::Block &b : store.m_blocks) {
        ArgBlock block { b.bytes(), b.compressedSize, b.rawSize, b.firstId, nullptr };
        if (b.compressedSize == 0 && b.rawSize > 0) {
            if (!context)
                context.reset(ZSTD_createCCtx());
            uint32_t size = 0;
            block.owned
                = ArgStore::compressedText(context.get(), std::string_view(b.bytes(), b.rawSize), &size);
            if (block.owned) {
                block.data = block.owned.get();
                block.compressedSize = size;
            }
        }
        out.push_back(std::move(block));
    }
    return out;
}

bool ProfileSerializer::addArgBlock(ArgStore &store, std::unique_ptr<char[]> data, uint32_t compressedSize,
    uint32_t rawSize, uint32_t firstId)
{
    // Blocks must follow each other without gaps: the reader relies on firstId order, and every
    // offset of the block's ids must lie inside its text (ArgStore::Reader slices by them).
    const uint32_t count = uint32_t(store.m_offsetInBlock.size());
    if (firstId >= count
        || (store.m_blocks.empty() ? firstId != 0 : firstId <= store.m_blocks.back().firstId))
        return false;
    ArgStore::Block block;
    block.data = std::move(data);
    block.compressedSize = compressedSize;
    block.rawSize = rawSize;
    block.firstId = firstId;
    store.m_blocks.push_back(std::move(block));
    store.m_currentFirstId = count; // no unsealed tail: every id lives in a block
    return true;
}

bool ProfileSerializer::argStoreComplete(const ArgStore &store)
{
    const uint32_t count = uint32_t(store.m_offsetInBlock.size());
    if (store.m_blocks.empty())
        return count == 0;
    for (size_t b = 0; b < store.m_blocks.size(); ++b) {
        const uint32_t first = store.m_blocks[b].firstId;
        const uint32_t end = b + 1 < store.m_blocks.size() ? store.m_blocks[b + 1].firstId : count;
        if (end <= first || end > count)
            return false;
        uint32_t previous = 0;
        for (uint32_t id = first; id < end; ++id) {
            const uint32_t offset = store.m_offsetInBlock[id];
            if (offset < previous || offset > store.m_blocks[b].rawSize)
                return false;
            previous = offset;
        }
    }
    return true;
}

} // namespace stepline
