#include "steplinereader.h"

#include "profilesubset.h"
#include "steplinereaderinternal.h"
#include "systemerror.h"
#include "threadstart.h"

#include <zlib.h>
#include <zstd_errors.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <fcntl.h>
#include <limits>
#include <new>
#include <optional>
#include <sys/stat.h>
#include <system_error>
#include <thread>
#include <unistd.h>

namespace stepline {

namespace {

// Up to size bytes from the start of the file; fewer at its end or at a read error.
size_t readUpTo(int fd, char *data, size_t size)
{
    size_t done = 0;
    while (done < size) {
        const ssize_t n = ::read(fd, data + done, size - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        done += size_t(n);
    }
    return done;
}

} // namespace

namespace native {

Reader::~Reader()
{
    ZSTD_freeDCtx(m_dctx);
    if (m_fd >= 0)
        ::close(m_fd);
}

// The reasons are worded as Qt's file classes word them.
bool Reader::openFile()
{
    std::string reason;
    if (m_path.empty()) {
        reason = "No file name specified";
    } else {
        m_fd = ::open(m_path.c_str(), O_RDONLY | O_CLOEXEC);
        const int openError = errno;
        struct stat st;
        const bool statted = m_fd >= 0 && ::fstat(m_fd, &st) == 0;
        if (m_fd < 0) {
            reason = systemErrorText(openError);
        } else if (statted && S_ISDIR(st.st_mode)) {
            reason = "file to open is a directory";
            ::close(m_fd);
            m_fd = -1;
        } else {
            m_fileSize = statted ? int64_t(st.st_size) : 0;
        }
    }
    if (m_fd < 0)
        return fail(LoadError::Code::Unreadable, -1, LoadError::tr("Cannot open the file: %1").arg(reason),
            LoadError::tr("Check the file's permissions."));
    return true;
}

bool Reader::readAt(int64_t offset, char *data, size_t size, std::string *reason)
{
    size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pread(m_fd, data + done, size - done, off_t(offset + int64_t(done)));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *reason = n < 0 ? systemErrorText(errno) : std::string("Unknown error");
            return false;
        }
        done += size_t(n);
    }
    return true;
}

bool Reader::readHeader()
{
    if (!openFile())
        return false;
    char header[native::kHeaderSize];
    const size_t headerBytes = readUpTo(m_fd, header, sizeof header);
    if (headerBytes < 8 || !hasSteplineMagic(std::string_view(header, headerBytes)))
        return fail(LoadError::Code::NotATrace, 0,
            LoadError::tr("This is not a Stepline file (wrong magic number)."),
            LoadError::tr("Open a .stepline file written by 'stepline convert', or the original trace."));
    if (headerBytes < native::kHeaderSize)
        return fail(LoadError::Code::Syntax, int64_t(headerBytes),
            LoadError::tr("The file is truncated: it ends inside its %1-byte header.")
                .arg(native::kHeaderSize),
            damagedHint());
    ByteSource src(header + 8, 8);
    uint32_t version = 0;
    for (int i = 0; i < 4; ++i)
        version |= uint32_t(src.u8()) << (8 * i);
    if (version > native::kVersion || version == 0)
        return fail(LoadError::Code::NotATrace, 8,
            LoadError::tr("This file uses Stepline format version %1; this build reads version %2.")
                .arg(version)
                .arg(native::kVersion),
            LoadError::tr("Open it with a newer Stepline, or convert the source trace again with this one."));
    return true;
}

// Walks the block headers (not the payloads) so truncation and damaged headers are reported
// before anything is allocated, and so counts can be checked against the blocks really present.
bool Reader::scanBlocks()
{
    int64_t pos = int64_t(native::kHeaderSize);
    while (true) {
        if (pos + int64_t(native::kBlockHeaderSize) > m_fileSize)
            return fail(LoadError::Code::Syntax, m_fileSize,
                LoadError::tr("The file is truncated at byte %1: its end marker is missing (%2 complete "
                              "blocks).")
                    .arg(m_fileSize)
                    .arg(m_blocks.size()),
                damagedHint());
        char raw[native::kBlockHeaderSize];
        if (std::string reason; !readAt(pos, raw, sizeof raw, &reason))
            return fail(LoadError::Code::Unreadable, pos, LoadError::tr("Read error: %1").arg(reason),
                LoadError::tr("Check the disk."));
        ByteSource src(raw, sizeof raw);
        uint32_t fields[4] = {};
        for (uint32_t &f : fields) {
            for (int i = 0; i < 4; ++i)
                f |= uint32_t(src.u8()) << (8 * i);
        }
        if (uint32_t(crc32(0, reinterpret_cast<const Bytef *>(raw), 12)) != fields[3])
            return fail(LoadError::Code::BadCompression, pos,
                LoadError::tr("The block header at byte %1 is damaged (checksum mismatch).").arg(pos),
                damagedHint());
        BlockInfo block { fields[0], fields[1], fields[2], pos };
        if (block.storedSize > native::kMaxBlockBytes || block.rawSize > native::kMaxBlockBytes)
            return fail(LoadError::Code::Syntax, pos,
                LoadError::tr("The block at byte %1 claims %2 bytes, more than the format allows.")
                    .arg(pos)
                    .arg(std::max(block.storedSize, block.rawSize)),
                damagedHint());
        const int64_t end = pos + int64_t(native::kBlockHeaderSize) + int64_t(block.storedSize);
        if (end > m_fileSize)
            return fail(LoadError::Code::Syntax, m_fileSize,
                LoadError::tr(
                    "The file is truncated at byte %1, inside block '%2' that starts at byte %3 and "
                    "needs %4 more bytes.")
                    .arg(m_fileSize)
                    .arg(native::tagName(block.tag))
                    .arg(pos)
                    .arg(end - m_fileSize),
                damagedHint());
        m_blocks.push_back(block);
        pos = end;
        if (block.tag == tag("END "))
            break;
    }
    if (m_blocks.front().tag != tag("META"))
        return fail(LoadError::Code::Syntax, m_blocks.front().offset,
            LoadError::tr("The file does not start with its description block."), damagedHint());
    return true;
}

bool Reader::readOneBlock(uint32_t blockTag, std::string *payload, bool *found)
{
    *found = false;
    if (!readHeader() || !scanBlocks())
        return false;
    for (const BlockInfo &block : m_blocks) {
        if (block.tag != blockTag)
            continue;
        if (!readPayload(block))
            return false;
        *payload = std::move(m_raw);
        *found = true;
        return true;
    }
    return true;
}

bool Reader::readPayload(const BlockInfo &block)
{
    m_current = block;
    m_stored.resize(block.storedSize);
    if (std::string reason;
        !readAt(block.offset + int64_t(native::kBlockHeaderSize), m_stored.data(), block.storedSize, &reason))
        return fail(LoadError::Code::Unreadable, block.offset, LoadError::tr("Read error: %1").arg(reason),
            LoadError::tr("Check the disk."));
    // Frame header descriptor (RFC 8878 3.1.1.1.1), the byte after the 4-byte magic: bit 2 says
    // the frame ends with a content checksum. The writer always sets it; a frame without one
    // would pass unverified, so it is refused.
    const bool hasChecksum = m_stored.size() > 4 && (uint8_t(m_stored[4]) & 0x04) != 0;
    if (!hasChecksum || ZSTD_getFrameContentSize(m_stored.data(), m_stored.size()) != block.rawSize)
        return fail(LoadError::Code::BadCompression, block.offset,
            LoadError::tr("Block '%1' at byte %2 is damaged (bad compressed-data header).")
                .arg(native::tagName(block.tag))
                .arg(block.offset),
            damagedHint());
    m_raw.resize(block.rawSize);
    const size_t n
        = ZSTD_decompressDCtx(m_dctx, m_raw.data(), m_raw.size(), m_stored.data(), m_stored.size());
    if (ZSTD_isError(n) || n != block.rawSize) {
        const bool checksum = ZSTD_isError(n) && ZSTD_getErrorCode(n) == ZSTD_error_checksum_wrong;
        return fail(LoadError::Code::BadCompression, block.offset,
            checksum ? LoadError::tr("Block '%1' at byte %2 is damaged (checksum mismatch).")
                           .arg(native::tagName(block.tag))
                           .arg(block.offset)
                     : LoadError::tr("Block '%1' at byte %2 is damaged (%3).")
                           .arg(native::tagName(block.tag))
                           .arg(block.offset)
                           .arg(ZSTD_isError(n) ? ZSTD_getErrorName(n) : "size mismatch"),
            damagedHint());
    }
    return true;
}

namespace {

// About how long a block takes to decode, in raw bytes of a column: the args blocks are copied as
// they are (already compressed), the stored summary is skipped.
uint64_t decodeWork(const BlockInfo &block)
{
    if (block.tag == tag("SUMM"))
        return 0;
    return block.tag == tag("ARGB") ? block.rawSize / 8 : block.rawSize;
}

} // namespace

// The blocks after META on two lanes when there is enough to decode, the second on a thread of
// its own: every block of a tag on one lane in file order (a column's chunks append in order, and
// ARGB needs ARGO complete, so the two are one group), the groups balanced by their decoding work. The
// second lane is a Reader of its own (file handle, decompressor, buffers, error) filling other
// columns of the same profile; the error reported is the one of the earliest block, as when the
// blocks are read one after the other.
void Reader::decodeBlocks()
{
    std::vector<size_t> lanes[2];
    std::vector<std::pair<uint32_t, uint64_t>> groups; // group tag, decoding work
    auto groupOf = [](uint32_t t) { return t == tag("ARGB") ? tag("ARGO") : t; };
    uint64_t total = 0;
    for (size_t b = 1; b < m_blocks.size(); ++b) {
        const uint32_t g = groupOf(m_blocks[b].tag);
        auto it = std::find_if(groups.begin(), groups.end(), [g](const auto &e) { return e.first == g; });
        if (it == groups.end())
            it = groups.insert(groups.end(), { g, 0 });
        const uint64_t work = decodeWork(m_blocks[b]);
        it->second += work;
        total += work;
    }
    std::vector<uint32_t> helperGroups;
    if (total >= kTwoLaneBytes) {
        std::stable_sort(
            groups.begin(), groups.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
        uint64_t load[2] = { 0, 0 };
        for (const auto &[g, bytes] : groups) {
            const int lane = load[1] < load[0] ? 1 : 0;
            load[lane] += bytes;
            if (lane == 1)
                helperGroups.push_back(g);
        }
    }
    for (size_t b = 1; b < m_blocks.size(); ++b) {
        const uint32_t g = groupOf(m_blocks[b].tag);
        lanes[std::find(helperGroups.begin(), helperGroups.end(), g) != helperGroups.end() ? 1 : 0].push_back(
            b);
    }
    if (lanes[1].empty()) {
        decodeLane(lanes[0], true);
        return;
    }

    static const LoadMonitor kNoMonitor;
    // The offset of the earliest block a lane failed on (0 for a failure of no block): the other
    // lane stops before any later block, but still reads the earlier ones, one of which may be
    // damaged too.
    std::atomic<int64_t> stop = std::numeric_limits<int64_t>::max();
    Reader helper(m_path, kNoMonitor);
    helper.m_profile = m_profile;
    helper.m_counts = m_counts;
    helper.m_blocks = m_blocks;
    helper.m_stop = &stop;
    m_stop = &stop;
    std::thread thread;
    auto helperLane = [&helper, &lanes] {
        try {
            if (helper.openFile())
                helper.decodeLane(lanes[1], false);
        } catch (const std::bad_alloc &) {
            helper.outOfMemory();
        }
        helper.stopLanesAt();
    };
    try {
        thread = startThreadBeside(helperLane);
    } catch (const std::system_error &) { // no thread to be had: one lane, in file order
        m_stop = nullptr;
        std::vector<size_t> all = lanes[0];
        all.insert(all.end(), lanes[1].begin(), lanes[1].end());
        std::sort(all.begin(), all.end());
        decodeLane(all, true);
        return;
    }
    try {
        decodeLane(lanes[0], true);
    } catch (const std::bad_alloc &) {
        outOfMemory();
    }
    stopLanesAt();
    thread.join();
    m_stop = nullptr;
    auto order = [](const LoadError &e) {
        return e.code == LoadError::Code::Canceled ? std::numeric_limits<int64_t>::max() - 1
            : e.byteOffset < 0                     ? std::numeric_limits<int64_t>::max() - 2
                                                   : e.byteOffset;
    };
    if (helper.m_error.isError() && (!m_error.isError() || order(helper.m_error) < order(m_error)))
        m_error = helper.m_error;
}

// One lane's blocks, in file order; the lane that reports also checks for cancellation.
bool Reader::decodeLane(const std::vector<size_t> &blocks, bool reports)
{
    for (size_t b : blocks) {
        if (m_stop && m_blocks[b].offset > m_stop->load())
            return false; // the other lane failed on an earlier block
        if (reports && m_monitor.isCanceled && m_monitor.isCanceled())
            return fail(LoadError::Code::Canceled, -1, LoadError::tr("Loading was canceled."), std::string());
        if (reports && m_monitor.progress)
            m_monitor.progress(m_blocks[b].offset, m_fileSize, LoadError::tr("Opening"));
        const BlockInfo &block = m_blocks[b];
        if (block.tag == tag("SUMM"))
            continue; // the stored summary, for `stepline summary` alone (steplinesummary.h)
        if (!readPayload(block))
            return false;
        ByteSource src(m_raw.data(), m_raw.size());
        if (block.tag == tag("META"))
            return damaged(LoadError::tr("a second description block"));
        if (block.tag != tag("END ") && !decodeBlock(src))
            return false;
    }
    return true;
}

// After a lane's last block: when it failed, the other lane reads no block past that one.
void Reader::stopLanesAt()
{
    if (!m_error.isError() || !m_stop)
        return;
    // A block's error carries that block's offset; cancellation and memory carry none.
    const bool blockError = m_error.byteOffset >= 0 && m_error.code != LoadError::Code::Canceled;
    const int64_t wanted = blockError ? m_error.byteOffset : 0;
    int64_t seen = m_stop->load();
    while (wanted < seen && !m_stop->compare_exchange_weak(seen, wanted)) { }
}

void Reader::outOfMemory()
{
    fail(LoadError::Code::TooLarge, -1, LoadError::tr("There is not enough memory to open this file."),
        LoadError::tr("Close other programs or use a machine with more memory."));
}

LoadOutcome Reader::run()
{
    LoadOutcome outcome;
    try {
        if (readHeader() && scanBlocks()) {
            if (m_monitor.isCanceled && m_monitor.isCanceled())
                fail(LoadError::Code::Canceled, -1, LoadError::tr("Loading was canceled."), std::string());
            else if (m_monitor.progress)
                m_monitor.progress(m_blocks.front().offset, m_fileSize, LoadError::tr("Opening"));
            if (!m_error.isError() && readPayload(m_blocks.front())) {
                ByteSource src(m_raw.data(), m_raw.size());
                if (decodeMeta(src))
                    reserveColumns();
            }
            if (!m_error.isError())
                decodeBlocks();
            if (!m_error.isError())
                validate();
        }
    } catch (const std::bad_alloc &) {
        outOfMemory();
    }
    m_stored = std::string();
    m_raw = std::string();
    if (m_error.isError()) {
        outcome.error = m_error;
        return outcome;
    }
    if (m_monitor.progress)
        m_monitor.progress(m_fileSize, m_fileSize, LoadError::tr("Opening"));
    // The job keeps its name and ranks; where it was opened from and how is this file.
    JobInfo &job = ProfileSerializer::job(*m_profile);
    job.path = m_path;
    job.format = native::kFormatName;
    outcome.profile = std::move(m_profile);
    return outcome;
}

} // namespace native

bool hasSteplineMagic(std::string_view firstBytes)
{
    return firstBytes.size() >= 8 && std::memcmp(firstBytes.data(), native::kMagic, 8) == 0;
}

bool isSteplineFile(const std::string &path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    char head[8];
    const size_t n = readUpTo(fd, head, sizeof head);
    ::close(fd);
    return hasSteplineMagic(std::string_view(head, n));
}

LoadOutcome loadSteplineFile(const std::string &path, const LoadMonitor &monitor)
{
    native::Reader reader(path, monitor);
    return reader.run();
}

FileLoadResult loadSteplineRankFile(const std::string &path, LoadProgress &progress)
{
    FileLoadResult out;
    LoadMonitor monitor;
    monitor.isCanceled = [&progress] { return progress.canceled(); };
    LoadOutcome loaded = loadSteplineFile(path, monitor);
    if (!loaded.ok()) {
        out.error = loaded.error;
        return out;
    }
    out.stats = loaded.stats;
    copySubset(*loaded.profile, {}, std::nullopt, out.builder);
    loaded.profile.reset();
    struct stat st;
    progress.advance(::stat(path.c_str(), &st) == 0 ? int64_t(st.st_size) : 0, LoadError::tr("Opening"));
    return out;
}

bool readSteplineBlock(
    const std::string &path, uint32_t blockTag, std::string *payload, bool *found, LoadError *error)
{
    const LoadMonitor monitor;
    native::Reader reader(path, monitor);
    try {
        if (reader.readOneBlock(blockTag, payload, found))
            return true;
    } catch (const std::bad_alloc &) {
        if (error) {
            *error = LoadError();
            error->code = LoadError::Code::TooLarge;
            error->file = path;
            error->detail = LoadError::tr("There is not enough memory to open this file.");
        }
        return false;
    }
    if (error)
        *error = reader.error();
    return false;
}

} // namespace stepline
