#pragma once

// The .stepline reader's state and steps, shared by its files: steplinereader.cpp (file, block
// headers, payloads, the loop), steplinedecode.cpp (each block's payload into the model) and
// steplinevalidate.cpp (the rebuilt model against the counts and bounds it must satisfy).

#include "loadoutcome.h"
#include "profileserializeraccess.h"
#include "steplineformat.h"

#include <zstd.h>

#include <atomic>
#include <memory>
#include <string>
#include <vector>

namespace stepline::native {

struct BlockInfo
{
    uint32_t tag = 0;
    uint32_t storedSize = 0;
    uint32_t rawSize = 0;
    int64_t offset = 0; // of the block header
};

// Counts from META: every column must end up exactly this long.
// Below this many raw bytes after META, the blocks are decoded on one thread.
inline constexpr uint64_t kTwoLaneBytes = 2u << 20;

struct Counts
{
    uint64_t strings = 0, slices = 0, instants = 0, samples = 0, flows = 0, depthOffsets = 0, args = 0;
};

class Reader
{
public:
    Reader(const std::string &path, const LoadMonitor &monitor)
        : m_path(path)
        , m_monitor(monitor)
    {
    }
    ~Reader();
    Reader(const Reader &) = delete;
    Reader &operator=(const Reader &) = delete;

    LoadOutcome run();
    // Only the first block with this tag: its payload in *payload, *found false when none.
    bool readOneBlock(uint32_t blockTag, std::string *payload, bool *found);
    const LoadError &error() const { return m_error; }

private:
    bool fail(LoadError::Code code, int64_t offset, const std::string &detail, const std::string &hint)
    {
        if (!m_error.isError()) {
            m_error.code = code;
            m_error.file = m_path;
            m_error.byteOffset = offset;
            m_error.detail = detail;
            m_error.hint = hint;
        }
        return false;
    }
    bool damaged(const std::string &detail)
    {
        return fail(LoadError::Code::Syntax, m_current.offset,
            LoadError::tr("Block '%1' at byte %2 is inconsistent: %3")
                .arg(native::tagName(m_current.tag))
                .arg(m_current.offset)
                .arg(detail),
            damagedHint());
    }
    static LoadText damagedHint()
    {
        return LoadError::tr("The file is damaged. Copy it again, or convert the source trace again with "
                             "'stepline convert SOURCE -o FILE.stepline'.");
    }

    bool openFile();
    // Reads size bytes at offset; false with the reason in *reason (a short read: "Unknown error").
    bool readAt(int64_t offset, char *data, size_t size, std::string *reason);
    bool readHeader();
    bool scanBlocks();
    bool readPayload(const BlockInfo &block);
    bool decodeMeta(ByteSource &src);
    bool decodeStrings(ByteSource &src);
    bool decodeArgBlocks(ByteSource &src);
    bool decodePythonStats(ByteSource &src);
    bool decodeBlock(ByteSource &src);
    bool reserveColumns();
    void decodeBlocks();
    bool decodeLane(const std::vector<size_t> &blocks, bool reports);
    void outOfMemory();
    void stopLanesAt();
    bool validate();

    // Column decoding: rows appended to v (reserved to `expected`), one decoder per encoding.
    template <typename T, typename A, typename Row>
    bool column(ByteSource &src, std::vector<T, A> &v, uint64_t expected, Row row);
    template <typename T, typename A> bool times(ByteSource &src, std::vector<T, A> &v, uint64_t expected);
    // A delta-coded column of values in [0, limit]; make turns a value into the column's type.
    template <typename T, typename A, typename Make>
    bool deltas(ByteSource &src, std::vector<T, A> &v, uint64_t expected, uint64_t limit, Make make);
    template <typename Id, typename A>
    bool ids(ByteSource &src, std::vector<Id, A> &v, uint64_t expected, uint64_t limit);
    bool u32Delta(ByteSource &src, std::vector<uint32_t> &v, uint64_t expected, uint64_t limit);
    bool names(ByteSource &src, Column<StringId> &v, uint64_t expected);
    template <typename Table> bool eventColumn(ByteSource &src, Table &table, uint64_t rows);

    std::string m_path;
    const LoadMonitor &m_monitor;
    int m_fd = -1;
    int64_t m_fileSize = 0;
    LoadError m_error;
    std::vector<BlockInfo> m_blocks;
    BlockInfo m_current;
    std::string m_stored;
    std::string m_raw;
    ZSTD_DCtx *m_dctx = ZSTD_createDCtx();
    std::shared_ptr<Profile> m_profile = ProfileSerializer::create();
    Counts m_counts;
    bool m_sawMeta = false;
    std::atomic<int64_t> *m_stop = nullptr; // where the other lane failed (decodeBlocks)
};

} // namespace stepline::native
