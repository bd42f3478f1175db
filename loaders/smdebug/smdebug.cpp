#include "smdebug.h"

#include "loaderror.h"
#include "timerange.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <map>

namespace stepline {

namespace {

// Timestamp in seconds (decimal text) -> ns, from the text so that no precision is lost.
bool secondsTextToNs(std::string_view text, int64_t *out)
{
    size_t i = 0;
    int64_t whole = 0;
    bool digits = false;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
        if (whole > 9'000'000'000)
            return false;
        whole = whole * 10 + (text[i] - '0');
        ++i;
        digits = true;
    }
    int64_t frac = 0;
    int scale = 0;
    if (i < text.size() && text[i] == '.') {
        ++i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            if (scale < 9) {
                frac = frac * 10 + (text[i] - '0');
                ++scale;
            }
            ++i;
            digits = true;
        }
    }
    if (!digits || i != text.size())
        return false;
    while (scale < 9) {
        frac *= 10;
        ++scale;
    }
    // Past the times the model can place (timerange.h; int64 ns end in 2262): not a sample's time.
    int64_t ns = 0;
    if (__builtin_mul_overflow(whole, int64_t(1'000'000'000), &ns) || __builtin_add_overflow(ns, frac, &ns)
        || !isUsableTime(ns))
        return false;
    *out = ns;
    return true;
}

// The raw number text after "Timestamp": in one line.
std::string_view timestampText(std::string_view line)
{
    const size_t key = line.find("\"Timestamp\"");
    if (key == std::string_view::npos)
        return {};
    size_t i = line.find(':', key);
    if (i == std::string_view::npos)
        return {};
    ++i;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    size_t j = i;
    while (j < line.size() && ((line[j] >= '0' && line[j] <= '9') || line[j] == '.'))
        ++j;
    return line.substr(i, j - i);
}

// Microseconds as the Debugger prints them ("1596585363775342.0", "1596585376012363.8") -> ns,
// from the text (a double would round at this magnitude).
bool microsTextToNs(const QString &text, int64_t *out)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{1,16})(?:\\.(\\d*))?$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    const QString frac = QString(m.captured(2) + QStringLiteral("000")).left(3);
    // 16 digits of microseconds can exceed int64 ns (past the year 2262): not a time.
    int64_t ns = 0;
    if (__builtin_mul_overflow(m.captured(1).toLongLong(), int64_t(1000), &ns)
        || __builtin_add_overflow(ns, frac.toLongLong(), &ns))
        return false;
    *out = ns;
    return true;
}

// "*" (no step) -> -1.
bool stepText(const QString &text, int64_t *out)
{
    if (text == QLatin1String("*")) {
        *out = -1;
        return true;
    }
    bool ok = false;
    *out = text.toLongLong(&ok);
    return ok;
}

struct Sample
{
    std::string series;
    int64_t tsNs = 0;
    double value = 0;
};

} // namespace

QString smdebugNodeFromFileName(const QString &fileName)
{
    static const QRegularExpression re(QStringLiteral("^\\d+\\.(.+)\\.json$"));
    const QRegularExpressionMatch m = re.match(fileName);
    return m.hasMatch() ? m.captured(1) : QString();
}

bool isSmdebugSystemMetricsFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return isSmdebugSystemMetricsHead(file.peek(4096));
}

bool isSmdebugSystemMetricsHead(const QByteArray &head)
{
    const QByteArray start = head.left(4096);
    const qsizetype nl = start.indexOf('\n');
    const QByteArray first = (nl >= 0 ? start.left(nl) : start).trimmed();
    return first.startsWith('{') && first.contains("\"Dimension\"") && first.contains("\"Timestamp\"");
}

QStringList takeSmdebugSystemMetricsFiles(QStringList *files)
{
    QStringList system;
    QStringList rest;
    for (const QString &f : *files)
        (isSmdebugSystemMetricsFile(f) ? system : rest).append(f);
    *files = rest;
    return system;
}

std::vector<FileLoadResult> loadSmdebugSystemMetrics(const QStringList &files, LoadProgress &progress)
{
    // Group files by node: the NodeId inside, else the file name.
    std::map<QString, QStringList> byNode;
    for (const QString &f : files) {
        QString node = smdebugNodeFromFileName(QFileInfo(f).fileName());
        if (node.isEmpty())
            node = QFileInfo(f).completeBaseName();
        byNode[node].append(f);
    }
    std::vector<FileLoadResult> results;
    int nodeIndex = 0;
    for (const auto &[nodeName, nodeFiles] : byNode) {
        FileLoadResult out;
        ProfileBuilder &b = out.builder;
        RankInfo info;
        info.file = nodeFiles.front().toStdString();
        info.rank = kSmdebugSystemRankBase + nodeIndex++;
        info.rankSource = "system metrics";
        info.node = nodeName.toStdString();
        info.format = "smdebug";
        const uint32_t rank = b.addRank(info);
        const ProcessId process = b.process(rank, -1 - int64_t(rank), b.strings().intern("System metrics"));
        b.processAt(process).name = b.strings().intern("System metrics (" + info.node + ")");
        b.processAt(process).labels = b.strings().intern("SageMaker Debugger system monitor");
        uint64_t samples = 0;
        for (const QString &path : nodeFiles) {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                out.error.code = LoadError::Code::Unreadable;
                out.error.file = path.toStdString();
                out.error.detail
                    = LoadError::tr("The file cannot be read: %1").arg(file.errorString().toStdString());
                out.error.hint = LoadError::tr("Check the file's permissions.");
                break;
            }
            const QByteArray bytes = file.readAll();
            b.rank(rank).fileBytes += uint64_t(bytes.size());
            // The last line that holds anything: a broken line there is a cut, elsewhere junk.
            qsizetype lastContent = bytes.size() - 1;
            while (lastContent >= 0 && std::isspace(static_cast<unsigned char>(bytes[lastContent])))
                --lastContent;
            qsizetype pos = 0;
            while (pos < bytes.size()) {
                qsizetype nl = bytes.indexOf('\n', pos);
                const bool lastLine = nl < 0;
                if (lastLine)
                    nl = bytes.size();
                const std::string_view line(bytes.constData() + pos, size_t(nl - pos));
                const qsizetype lineStart = pos;
                pos = nl + 1;
                std::string_view trimmed = line;
                while (!trimmed.empty() && (trimmed.back() == '\r' || trimmed.back() == ' '))
                    trimmed.remove_suffix(1);
                if (trimmed.empty())
                    continue;
                out.stats.events++;
                nlohmann::json obj = nlohmann::json::parse(trimmed, nullptr, false);
                int64_t tsNs = 0;
                const bool ok = !obj.is_discarded() && obj.is_object() && obj.contains("Dimension")
                    && obj["Dimension"].is_string() && obj.contains("Value") && obj["Value"].is_number()
                    && secondsTextToNs(timestampText(trimmed), &tsNs);
                if (!ok) {
                    out.stats.skipped++;
                    // A broken last line is what a monitor still writing (or a cut copy) leaves:
                    // keep the complete lines before it and flag the cut.
                    const bool atEnd = lastLine || nl >= lastContent;
                    if (atEnd && obj.is_discarded()) {
                        b.rank(rank).truncated = true;
                        b.rank(rank).truncatedAtByte = uint64_t(lineStart);
                        b.report().add(warning::kTruncated, 0, uint64_t(lineStart));
                        break;
                    }
                    b.report().add(warning::kBadEvent, 0, uint64_t(lineStart));
                    continue;
                }
                std::string name = obj["Dimension"].get<std::string>();
                if (obj.contains("Name") && obj["Name"].is_string())
                    name += "." + obj["Name"].get<std::string>();
                const CounterId series = b.counterSeries(rank, process, b.strings().intern(name));
                b.addCounterSample(series, tsNs, obj["Value"].get<double>());
                out.stats.counters++;
                ++samples;
            }
            if (!progress.advance(bytes.size(), LoadError::tr("Reading system metrics")))
                break;
        }
        if (!out.error.isError() && samples == 0) {
            out.error.code = LoadError::Code::NotATrace;
            out.error.file = nodeFiles.front().toStdString();
            out.error.detail
                = LoadError::tr("No complete SageMaker Debugger system-metrics line in the file.");
            out.error.hint
                = LoadError::tr("Each line must be a JSON object with Dimension, Value and Timestamp.");
        }
        results.push_back(std::move(out));
    }
    return results;
}

bool parseSmdebugPythonStatsDir(const QString &dirName, const QString &parentName, PythonStatsFile *out)
{
    // Newer: <mode>-<step>-<phase>-<us>_<mode>-<step>-<phase>-<us>, the node is the folder above.
    static const QRegularExpression newer(
        QStringLiteral("^([a-z]+(?:-[a-z]+)*)-(\\*|\\d+)-([a-z]+(?:-[a-z]+)*)-([\\d.]+)_"
                       "([a-z]+(?:-[a-z]+)*)-(\\*|\\d+)-([a-z]+(?:-[a-z]+)*)-([\\d.]+)$"));
    // Older: <us>_<us>_<pid>-<node>_<step>[-<phase>].
    static const QRegularExpression older(
        QStringLiteral("^([\\d.]+)_([\\d.]+)_(.+)_(-?\\d+)(?:-([a-z]+))?$"));
    PythonStatsFile f;
    if (const QRegularExpressionMatch m = newer.match(dirName); m.hasMatch()) {
        if (!stepText(m.captured(2), &f.startStep) || !stepText(m.captured(6), &f.endStep)
            || !microsTextToNs(m.captured(4), &f.startAbsNs) || !microsTextToNs(m.captured(8), &f.endAbsNs))
            return false;
        f.startMode = m.captured(1).toStdString();
        f.startPhase = m.captured(3).toStdString();
        f.endMode = m.captured(5).toStdString();
        f.endPhase = m.captured(7).toStdString();
        f.node = parentName.toStdString();
    } else if (const QRegularExpressionMatch o = older.match(dirName); o.hasMatch()) {
        if (!microsTextToNs(o.captured(1), &f.startAbsNs) || !microsTextToNs(o.captured(2), &f.endAbsNs))
            return false;
        const int64_t step = o.captured(4).toLongLong();
        // Step -1 is the dump taken before step 0 (the Debugger's "pre step zero").
        f.startStep = f.endStep = std::max<int64_t>(-1, step);
        if (step < 0)
            f.startMode = f.endMode = "prestepzero";
        f.startPhase = f.endPhase = o.captured(5).toStdString();
        f.node = o.captured(3).toStdString(); // "<pid>-<host>", smdebug's node id
    } else {
        return false;
    }
    if (f.endAbsNs < f.startAbsNs)
        return false;
    f.path = std::move(out->path);
    f.profiler = out->profiler;
    f.readError = std::move(out->readError);
    f.bytes = std::move(out->bytes);
    *out = std::move(f);
    return true;
}

PythonProfiler smdebugProfilerOfFileName(std::string_view fileName)
{
    const size_t slash = fileName.find_last_of('/');
    const std::string_view base = slash == std::string_view::npos ? fileName : fileName.substr(slash + 1);
    return base == "python_stats.json" ? PythonProfiler::Pyinstrument : PythonProfiler::CProfile;
}

bool isSmdebugPythonStatsFileName(const QString &fileName)
{
    return fileName == QLatin1String("python_stats") || fileName == QLatin1String("python_stats.json")
        || fileName == QLatin1String("python_stats.html");
}

PythonStatsFile readSmdebugPythonStatsFile(const QString &path, const QString &jobDir)
{
    constexpr qint64 kMaxDumpBytes = qint64(256) << 20;
    const QFileInfo info(path);
    PythonStatsFile f;
    f.path = QDir(jobDir).relativeFilePath(info.absoluteFilePath()).toStdString();
    f.profiler = smdebugProfilerOfFileName(info.fileName().toStdString());
    if (info.size() > kMaxDumpBytes) {
        f.readError = LoadError::tr("the file is larger than 256 MiB (%1 MiB); it was not read")
                          .arg(info.size() >> 20)
                          .str();
    } else if (QFile file(path); !file.open(QIODevice::ReadOnly)) {
        f.readError
            = LoadError::tr("the file cannot be read: %1").arg(file.errorString().toStdString()).str();
    } else {
        const QByteArray bytes = file.readAll();
        f.bytes = std::make_shared<const std::string>(bytes.constData(), size_t(bytes.size()));
    }
    const QDir dir = info.absoluteDir();
    QDir parent = dir;
    parent.cdUp();
    parseSmdebugPythonStatsDir(dir.dirName(), parent.dirName(), &f); // unknown names keep no times
    return f;
}

std::vector<PythonStatsFile> loadSmdebugPythonStats(const QString &jobDir)
{
    std::vector<PythonStatsFile> out;
    const QString root = QFileInfo(jobDir).absoluteFilePath();
    QDirIterator it(root, { QStringLiteral("python_stats"), QStringLiteral("python_stats.json") },
        QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        out.push_back(readSmdebugPythonStatsFile(it.next(), root));
    std::sort(out.begin(), out.end(), [](const PythonStatsFile &a, const PythonStatsFile &b) {
        return a.startAbsNs != b.startAbsNs ? a.startAbsNs < b.startAbsNs : a.path < b.path;
    });
    return out;
}

} // namespace stepline
