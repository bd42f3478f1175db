#include "loadoptions.h"

#include "loaderror.h"
#include "steplineformat.h"
#include "traceloader.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace stepline {

namespace {

constexpr int kMaxRank = 1 << 20;
// Kineto writes distributedInfo before traceEvents, after deviceProperties (about 0.5 KiB per
// GPU), so the first 256 KiB of text always hold it when it is there.
constexpr qint64 kPeekTextBytes = 256 * 1024;

QByteArray inflateHead(const QByteArray &raw, bool zstd)
{
    QByteArray out(int(kPeekTextBytes), Qt::Uninitialized);
    if (zstd) {
        ZSTD_DStream *ds = ZSTD_createDStream();
        ZSTD_inBuffer in { raw.constData(), size_t(raw.size()), 0 };
        ZSTD_outBuffer o { out.data(), size_t(out.size()), 0 };
        while (in.pos < in.size && o.pos < o.size) {
            const size_t rc = ZSTD_decompressStream(ds, &o, &in);
            if (ZSTD_isError(rc) || rc == 0)
                break;
        }
        ZSTD_freeDStream(ds);
        out.truncate(int(o.pos));
        return out;
    }
    z_stream zs {};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK)
        return QByteArray();
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(raw.constData()));
    zs.avail_in = uInt(raw.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    while (zs.avail_out > 0 && zs.avail_in > 0) {
        const int rc = inflate(&zs, Z_NO_FLUSH);
        if (rc != Z_OK)
            break;
    }
    out.truncate(int(zs.total_out));
    inflateEnd(&zs);
    return out;
}

} // namespace

bool parseRankList(const QString &text, std::vector<int> *ranks, QString *error)
{
    static const QRegularExpression item(QStringLiteral("^\\s*(\\d+)\\s*(?:-\\s*(\\d+)\\s*)?$"));
    std::set<int> out;
    const QStringList parts = text.split(QLatin1Char(','));
    for (const QString &part : parts) {
        const QRegularExpressionMatch m = item.match(part);
        bool ok1 = false, ok2 = true;
        const int a = m.hasMatch() ? m.captured(1).toInt(&ok1) : -1;
        const int b = m.hasMatch() && m.hasCaptured(2) ? m.captured(2).toInt(&ok2) : a;
        if (!m.hasMatch() || !ok1 || !ok2 || b < a || b >= kMaxRank) {
            *error = LoadError::tr("--ranks takes rank numbers and ranges like 0,3 or 0-3,8 (got \"%1\")")
                         .arg(text);
            return false;
        }
        for (int r = a; r <= b; ++r)
            out.insert(r);
    }
    ranks->assign(out.begin(), out.end());
    return true;
}

bool parseTimeText(const QString &text, int64_t *ns)
{
    static const QRegularExpression form(
        QStringLiteral("^\\s*(\\d+(?:\\.\\d*)?|\\.\\d+)\\s*(s|ms|us|µs|ns)?\\s*$"));
    const QRegularExpressionMatch m = form.match(text);
    if (!m.hasMatch())
        return false;
    bool ok = false;
    const double value = m.captured(1).toDouble(&ok);
    const QString unit = m.captured(2);
    double scale = 1e9;
    if (unit == QLatin1String("ms"))
        scale = 1e6;
    else if (unit == QLatin1String("us") || unit == QStringLiteral("µs"))
        scale = 1e3;
    else if (unit == QLatin1String("ns"))
        scale = 1.0;
    const double result = std::round(value * scale);
    if (!ok || !(result < 9.2e18))
        return false;
    *ns = int64_t(result);
    return true;
}

bool parseTimeWindow(const QString &text, TimeWindow *window, QString *error)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    TimeWindow w;
    if (colon < 0 || !parseTimeText(text.left(colon), &w.fromNs)
        || !parseTimeText(text.mid(colon + 1), &w.toNs)) {
        *error = LoadError::tr("--window takes T0:T1, times since the job start like 2s:3s, 1500ms:2500ms "
                               "or 1.5:2 (seconds) (got \"%1\")")
                     .arg(text);
        return false;
    }
    if (w.toNs <= w.fromNs) {
        *error = LoadError::tr("--window is empty: T1 must be after T0 (got \"%1\")").arg(text);
        return false;
    }
    *window = w;
    return true;
}

QString formatRankList(const std::vector<int> &ranks)
{
    QStringList parts;
    for (size_t i = 0; i < ranks.size();) {
        size_t j = i;
        while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1)
            ++j;
        parts << (j > i + 1 ? QStringLiteral("%1-%2").arg(ranks[i]).arg(ranks[j])
                            : QString::number(ranks[i]));
        if (j == i + 1)
            parts << QString::number(ranks[j]);
        i = j + 1;
    }
    return parts.join(QLatin1Char(','));
}

QString formatWindow(const TimeWindow &window)
{
    auto text = [](int64_t ns) {
        if (ns % 1'000'000'000 == 0)
            return QStringLiteral("%1 s").arg(ns / 1'000'000'000);
        if (ns % 1'000'000 == 0)
            return QStringLiteral("%1 ms").arg(ns / 1'000'000);
        if (ns % 1'000 == 0)
            return QStringLiteral("%1 us").arg(ns / 1'000);
        return QStringLiteral("%1 ns").arg(ns);
    };
    return text(window.fromNs) + QStringLiteral(" - ") + text(window.toNs);
}

int peekRank(const QString &path)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly)) {
        QByteArray head = file.read(kPeekTextBytes);
        const auto *b = reinterpret_cast<const unsigned char *>(head.constData());
        if (head.size() >= 2 && b[0] == 0x1f && b[1] == 0x8b)
            head = inflateHead(head, false);
        else if (head.size() >= 4 && b[0] == 0x28 && b[1] == 0xb5 && b[2] == 0x2f && b[3] == 0xfd)
            head = inflateHead(head, true);
        qsizetype info = head.indexOf("\"distributedInfo\"");
        const qsizetype events = head.indexOf("\"traceEvents\"");
        if (info >= 0 && (events < 0 || info < events)) {
            const qsizetype close = head.indexOf('}', info);
            const QByteArray object = head.mid(info, close < 0 ? -1 : close - info);
            static const QRegularExpression rankKey(QStringLiteral("\"rank\"\\s*:\\s*(\\d+)"));
            const QRegularExpressionMatch m = rankKey.match(QString::fromLatin1(object));
            bool ok = false;
            const int rank = m.hasMatch() ? m.captured(1).toInt(&ok) : -1;
            if (ok)
                return rank;
        }
    }
    return rankFromFileName(QFileInfo(path).fileName());
}

LoadEstimate estimateFile(const QString &path)
{
    LoadEstimate e;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return e;
    e.fileBytes = file.size();
    const QByteArray head = file.peek(64);
    const auto *b = reinterpret_cast<const unsigned char *>(head.constData());
    if (head.startsWith(QByteArray(native::kMagic, int(sizeof native::kMagic)))) {
        // Block headers: tag, storedSize, rawSize, crc32; payloads are skipped with a seek.
        qint64 raw = 0;
        qint64 at = qint64(native::kHeaderSize);
        while (at + qint64(native::kBlockHeaderSize) <= e.fileBytes && file.seek(at)) {
            const QByteArray h = file.read(qint64(native::kBlockHeaderSize));
            if (h.size() < int(native::kBlockHeaderSize))
                break;
            auto u32 = [&h](int o) {
                const auto *p = reinterpret_cast<const unsigned char *>(h.constData() + o);
                return qint64(p[0]) | qint64(p[1]) << 8 | qint64(p[2]) << 16 | qint64(p[3]) << 24;
            };
            raw += u32(8);
            at += qint64(native::kBlockHeaderSize) + u32(4);
        }
        e.modelBytes = qint64(double(raw) * kNativeModelFactor);
        e.events = e.modelBytes / kModelBytesPerEvent;
        e.peakBytes = qint64(double(e.modelBytes) * kNativePeakFactor);
        return e;
    }
    qint64 text = e.fileBytes;
    if (head.size() >= 2 && b[0] == 0x1f && b[1] == 0x8b) {
        text = e.fileBytes * kCompressedRatio;
        // ISIZE: the inflated size modulo 4 GiB; trusted when it is not smaller than the file.
        if (e.fileBytes >= 18 && file.seek(e.fileBytes - 4)) {
            const QByteArray t = file.read(4);
            const auto *p = reinterpret_cast<const unsigned char *>(t.constData());
            const qint64 isize = t.size() == 4
                ? (qint64(p[0]) | qint64(p[1]) << 8 | qint64(p[2]) << 16 | qint64(p[3]) << 24)
                : 0;
            if (isize >= e.fileBytes && e.fileBytes < (qint64(1) << 28))
                text = isize;
        }
    } else if (head.size() >= 4 && b[0] == 0x28 && b[1] == 0xb5 && b[2] == 0x2f && b[3] == 0xfd) {
        text = e.fileBytes * kCompressedRatio;
        const unsigned long long size = ZSTD_getFrameContentSize(head.constData(), size_t(head.size()));
        if (size != ZSTD_CONTENTSIZE_UNKNOWN && size != ZSTD_CONTENTSIZE_ERROR)
            text = qint64(size);
    }
    e.events = text / kJsonBytesPerEvent + 1;
    e.modelBytes = e.events * kModelBytesPerEvent;
    e.peakBytes = qint64(double(e.modelBytes) * kJsonPeakFactor);
    return e;
}

qint64 textBytesWithin(qint64 peakBytes)
{
    if (peakBytes <= 0)
        return 0;
    return qint64(double(peakBytes) / kJsonPeakFactor / double(kModelBytesPerEvent)) * kJsonBytesPerEvent;
}

LoadEstimate estimateFiles(const QStringList &files)
{
    LoadEstimate total;
    for (const QString &f : files) {
        const LoadEstimate e = estimateFile(f);
        total.fileBytes += e.fileBytes;
        total.events += e.events;
        total.modelBytes += e.modelBytes;
        total.peakBytes += e.peakBytes;
    }
    return total;
}

qint64 memAvailableBytes()
{
    // In a container /proc/meminfo shows the host; the override gives the real budget (and lets
    // tests drive the refusal end to end).
    bool forcedOk = false;
    const qint64 forced = qEnvironmentVariable("STEPLINE_AVAILABLE_MEMORY").toLongLong(&forcedOk);
    if (forcedOk && forced >= 0)
        return forced;
    QFile f(QStringLiteral("/proc/meminfo"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine();
        if (line.startsWith("MemAvailable:")) {
            const QList<QByteArray> parts = line.simplified().split(' ');
            bool ok = false;
            const qint64 kib = parts.size() >= 2 ? parts[1].toLongLong(&ok) : 0;
            return ok ? kib * 1024 : -1;
        }
    }
    return -1;
}

SubsetCounts copySubset(const Profile &in, const std::set<uint32_t> &keepRank,
    const std::optional<std::pair<int64_t, int64_t>> &absWindow, ProfileBuilder &out)
{
    SubsetCounts counts;
    const int64_t origin = in.job().originAbsNs;
    // Window in in's own time (ns since its origin).
    // Saturating: an open end (int64 min/max) stays open instead of wrapping around.
    auto relative = [origin](int64_t abs) {
        int64_t rel = 0;
        if (__builtin_sub_overflow(abs, origin, &rel))
            return abs < 0 ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
        return rel;
    };
    const int64_t lo = absWindow ? relative(absWindow->first) : std::numeric_limits<int64_t>::min();
    const int64_t hi = absWindow ? relative(absWindow->second) : std::numeric_limits<int64_t>::max();
    auto rankKept = [&](uint32_t r) { return keepRank.empty() || keepRank.count(r) > 0; };

    std::vector<uint32_t> stringMap(in.strings().size(), ~0u);
    auto str = [&](StringId id) {
        uint32_t &m = stringMap[id.value];
        if (m == ~0u)
            m = out.strings().intern(in.str(id)).value;
        return StringId(m);
    };
    ArgStore::Reader args(in.args());
    auto argsOf = [&](ArgSetId id) { return id.isValid() ? out.args().append(args.raw(id)) : ArgSetId(); };

    std::vector<uint32_t> rankMap(in.ranks().size(), ~0u);
    for (uint32_t r = 0; r < in.ranks().size(); ++r) {
        if (rankKept(r))
            rankMap[r] = out.addRank(in.ranks()[r]);
    }
    std::vector<ProcessId> processMap(in.processes().size());
    for (uint32_t p = 0; p < in.processes().size(); ++p) {
        const Process &src = in.processes()[p];
        if (rankMap[src.rank] == ~0u)
            continue;
        const ProcessId id = out.process(rankMap[src.rank], src.pid, str(src.pidText));
        Process &dst = out.processAt(id);
        dst.name = str(src.name);
        dst.labels = str(src.labels);
        dst.sortIndex = src.sortIndex;
        dst.hasSortIndex = src.hasSortIndex;
        dst.isGpu = src.isGpu;
        dst.device = src.device;
        processMap[p] = id;
    }
    std::vector<TrackId> trackMap(in.tracks().size());
    for (uint32_t t = 0; t < in.tracks().size(); ++t) {
        const Track &src = in.tracks()[t];
        if (!processMap[src.process.value].isValid())
            continue;
        const TrackId id = out.track(processMap[src.process.value], src.tid, src.kind, str(src.tidText));
        Track &dst = out.trackAt(id);
        dst.name = str(src.name);
        dst.sortIndex = src.sortIndex;
        dst.hasSortIndex = src.hasSortIndex;
        dst.device = src.device;
        dst.stream = src.stream;
        trackMap[t] = id;
    }

    const SliceTable &s = in.slices();
    std::vector<uint32_t> sliceMap(s.size(), ~0u);
    for (size_t i = 0; i < s.size(); ++i) {
        const TrackId track = trackMap[s.track[i].value];
        if (!track.isValid())
            continue;
        if (s.ts[i] > hi || s.end(i) < lo) {
            ++counts.eventsLeftOut;
            continue;
        }
        sliceMap[i] = out.addSlice(track, s.ts[i] + origin, s.dur[i], str(s.name[i]), str(s.category[i]),
            s.kind[i], argsOf(s.args[i]));
        ++counts.eventsKept;
    }
    const FlowTable &f = in.flows();
    for (size_t i = 0; i < f.size(); ++i) {
        const uint32_t from = sliceMap[f.from[i].value], to = sliceMap[f.to[i].value];
        if (from != ~0u && to != ~0u)
            out.addFlow(from, to, f.kind[i]);
    }
    const InstantTable &inst = in.instants();
    for (size_t i = 0; i < inst.size(); ++i) {
        const TrackId track = trackMap[inst.track[i].value];
        if (!track.isValid())
            continue;
        if (inst.ts[i] > hi || inst.ts[i] < lo) {
            ++counts.eventsLeftOut;
            continue;
        }
        out.addInstant(track, inst.ts[i] + origin, str(inst.name[i]), str(inst.category[i]), inst.scope[i],
            argsOf(inst.args[i]));
        ++counts.eventsKept;
    }
    const CounterTable &c = in.counters();
    for (const CounterSeries &series : c.series) {
        if (rankMap[series.rank] == ~0u || !processMap[series.process.value].isValid())
            continue;
        const CounterId id
            = out.counterSeries(rankMap[series.rank], processMap[series.process.value], str(series.name));
        for (uint32_t k = series.begin; k < series.end; ++k) {
            if (c.ts[k] > hi || c.ts[k] < lo) {
                ++counts.eventsLeftOut;
                continue;
            }
            out.addCounterSample(id, c.ts[k] + origin, c.value[k]);
            ++counts.eventsKept;
        }
    }

    for (const auto &[kind, entry] : in.report().entries()) {
        if (kind == warning::kLaneSplit)
            continue;
        // Keep the count; keep the first places of kept ranks, renumbered.
        std::vector<LoadReport::Sample> kept;
        for (const LoadReport::Sample &sample : entry.first) {
            if (sample.rank < rankMap.size() && rankMap[sample.rank] != ~0u)
                kept.push_back({ rankMap[sample.rank], sample.byteOffset });
        }
        if (kept.empty()) {
            out.report().add(kind, 0, 0, entry.count);
            continue;
        }
        for (size_t k = 0; k < kept.size(); ++k)
            out.report().add(kind, kept[k].rank, kept[k].byteOffset,
                k + 1 < kept.size() ? 1 : entry.count - std::min<uint64_t>(entry.count, kept.size() - 1));
    }
    out.job() = in.job();
    if (absWindow) {
        // cProfile dumps cover a time range too: keep those overlapping the window.
        std::vector<PythonStatsFile> &stats = out.job().pythonStats;
        stats.erase(std::remove_if(stats.begin(), stats.end(),
                        [&](const PythonStatsFile &dump) {
                            return dump.startAbsNs > absWindow->second || dump.endAbsNs < absWindow->first;
                        }),
            stats.end());
    }
    return counts;
}

} // namespace stepline
