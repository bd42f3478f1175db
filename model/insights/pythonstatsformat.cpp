#include "pythonstatsformat.h"
#include "jsontext.h"

#include <nlohmann/json.hpp>

#include <cinttypes>
#include <cstdio>

namespace stepline {

namespace {

using Json = nlohmann::ordered_json;

// µs with ns precision, as a JSON number.
double micros(int64_t ns)
{
    return double(ns) / 1000.0;
}

Json optionalCount(const std::optional<uint64_t> &v)
{
    return v ? Json(*v) : Json(nullptr);
}

std::string stepText(int64_t step)
{
    return step < 0 || step == kStepToTheEnd ? std::string("*") : std::to_string(step);
}

std::string endText(const PythonDump &d, bool start)
{
    if (!d.named)
        return "?";
    const PythonMode mode = start ? d.startMode : d.endMode;
    const StepPhase phase = start ? d.startPhase : d.endPhase;
    const int64_t step = start ? d.startStep : d.endStep;
    if (mode == PythonMode::Unknown && phase == StepPhase::Unknown)
        return "step " + stepText(step);
    std::string out;
    if (mode != PythonMode::Unknown)
        out += std::string(pythonModeName(mode)) + " ";
    out += stepText(step);
    if (phase != StepPhase::Unknown)
        (out += ' ') += stepPhaseName(phase);
    return out;
}

std::string seconds(int64_t ns)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6f", double(ns) / 1e9);
    return buf;
}

// Absolute ns since the epoch as "s.µs" from integers (a double would round at this magnitude).
std::string epochText(int64_t absNs)
{
    char buf[40];
    std::snprintf(
        buf, sizeof buf, "%" PRId64 ".%06" PRId64, absNs / 1'000'000'000, (absNs % 1'000'000'000) / 1000);
    return buf;
}

std::string pad(std::string s, size_t width, bool right = false)
{
    if (s.size() >= width)
        return s + " ";
    const std::string fill(width - s.size(), ' ');
    return (right ? fill + s : s + fill) + " ";
}

} // namespace

std::string pythonDumpStartText(const PythonDump &dump)
{
    return endText(dump, true);
}

std::string pythonDumpEndText(const PythonDump &dump)
{
    return endText(dump, false);
}

std::string pythonFunctionsToJson(const PythonFunctionTable &table, size_t top)
{
    Json doc;
    doc["schema"] = "stepline.pythonstats/1";
    doc["profiler"] = std::string(pythonProfilerName(table.profiler));
    doc["dumps"] = table.dumps.size();
    doc["unreadable"] = table.unreadable;
    doc["total_calls"] = optionalCount(table.totalCalls);
    doc["primitive_calls"] = optionalCount(table.primitiveCalls);
    Json functions = Json::array();
    for (size_t i = 0; i < table.functions.size() && i < top; ++i) {
        const PythonFunctionStat &f = table.functions[i];
        Json row;
        row["name"] = f.function.empty() ? f.name : f.function;
        row["file"] = f.file;
        row["line"] = f.line >= 0 ? Json(f.line) : Json(nullptr);
        row["calls"] = optionalCount(f.calls);
        row["primitive_calls"] = optionalCount(f.primitiveCalls);
        row["total_us"] = micros(f.totalNs);
        row["self_us"] = micros(f.selfNs);
        functions.push_back(std::move(row));
    }
    doc["functions"] = std::move(functions);
    return jsonText(doc, 1);
}

std::string pythonFunctionsToText(const PythonFunctionTable &table, size_t top)
{
    std::string out = std::to_string(table.dumps.size()) + " "
        + std::string(pythonProfilerName(table.profiler)) + " dump(s) merged";
    if (table.unreadable > 0)
        out += ", " + std::to_string(table.unreadable) + " unreadable left out";
    if (table.totalCalls)
        out += "; " + std::to_string(*table.totalCalls) + " function calls ("
            + std::to_string(table.primitiveCalls.value_or(0)) + " primitive calls)";
    out += "\n";
    if (!table.totalCalls && !table.functions.empty())
        out += "pyinstrument samples call stacks: it counts no calls.\n";
    out += '\n';
    out += pad("ncalls", 14, true) + pad("tottime", 12, true) + pad("cumtime", 12, true)
        + "function (times in s)\n";
    for (size_t i = 0; i < table.functions.size() && i < top; ++i) {
        const PythonFunctionStat &f = table.functions[i];
        std::string calls = "-";
        if (f.calls) {
            calls = std::to_string(*f.calls);
            if (f.primitiveCalls && *f.primitiveCalls != *f.calls)
                (calls += '/') += std::to_string(*f.primitiveCalls);
        }
        out += pad(calls, 14, true) + pad(seconds(f.selfNs), 12, true) + pad(seconds(f.totalNs), 12, true)
            + f.name + "\n";
    }
    if (table.functions.size() > top)
        out += "... " + std::to_string(table.functions.size() - top) + " more\n";
    return out;
}

std::string pythonDumpsToText(const std::vector<PythonDump> &dumps, const std::vector<size_t> &rows)
{
    std::string out = pad("profiler", 12) + pad("node", 16) + pad("start", 26) + pad("end", 26)
        + pad("start (s since epoch)", 22) + pad("duration s", 11, true) + pad("job phase", 14)
        + "readable\n";
    for (size_t i : rows) {
        const PythonDump &d = dumps[i];
        const PythonStatsFile &f = *d.file;
        out += pad(std::string(pythonProfilerName(f.profiler)), 12) + pad(f.node.empty() ? "?" : f.node, 16)
            + pad(pythonDumpStartText(d), 26) + pad(pythonDumpEndText(d), 26)
            + pad(d.named ? epochText(f.startAbsNs) : "?", 22)
            + pad(d.named ? seconds(f.endAbsNs - f.startAbsNs) : "?", 11, true)
            + pad(
                std::string(d.phase == JobPhase::TrainingLoop ? "training loop" : jobPhaseName(d.phase)), 14)
            + (d.ok ? std::string("yes") : "no: " + d.error) + "\n    " + f.path + "\n";
    }
    out += std::to_string(rows.size()) + " dump(s)\n";
    return out;
}

std::string pythonDumpsToJson(const std::vector<PythonDump> &dumps, const std::vector<size_t> &rows)
{
    Json doc;
    doc["schema"] = "stepline.pythondumps/1";
    Json list = Json::array();
    const auto step = [](int64_t s) { return s < 0 || s == kStepToTheEnd ? Json(nullptr) : Json(s); };
    for (size_t i : rows) {
        const PythonDump &d = dumps[i];
        const PythonStatsFile &f = *d.file;
        Json row;
        row["profiler"] = std::string(pythonProfilerName(f.profiler));
        row["node"] = f.node;
        row["start_mode"] = std::string(pythonModeName(d.startMode));
        row["start_step"] = step(d.startStep);
        row["start_phase"] = std::string(stepPhaseName(d.startPhase));
        row["start_us"] = d.named ? Json(micros(f.startAbsNs)) : Json(nullptr);
        row["end_mode"] = std::string(pythonModeName(d.endMode));
        row["end_step"] = step(d.endStep);
        row["end_phase"] = std::string(stepPhaseName(d.endPhase));
        row["end_us"] = d.named ? Json(micros(f.endAbsNs)) : Json(nullptr);
        row["job_phase"] = std::string(jobPhaseName(d.phase));
        row["readable"] = d.ok;
        row["error"] = d.error;
        row["path"] = f.path;
        list.push_back(std::move(row));
    }
    doc["dumps"] = std::move(list);
    return jsonText(doc, 1);
}

} // namespace stepline
