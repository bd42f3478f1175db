#include "jobfactscache.h"

#include "asciitext.h"
#include "atomicfile.h"
#include "filereader.h"
#include "jobfiles.h"
#include "jobjson.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <sys/stat.h>

namespace stepline {

namespace {

// /2: the GPU vendor and not-a-trace facts; a /1 file is read as empty and written anew.
constexpr const char *kSchema = "stepline.jobfacts/2";

using Json = nlohmann::json;

Json factsToJson(const TraceFacts &f)
{
    Json o = Json::object();
    o["final"] = f.final;
    o["error"] = f.error;
    o["completeness"] = int(f.completeness);
    o["text_bytes"] = f.textBytes;
    o["cut_at"] = f.cutAtByte;
    o["earliest_ns"] = std::to_string(f.earliestAbsNs); // int64 exact
    o["time_source"] = int(f.timeSource);
    o["rank"] = f.rank;
    o["world_size"] = f.worldSize;
    o["host"] = f.host;
    o["system_metrics"] = f.systemMetrics;
    o["device_properties"] = f.deviceProperties;
    Json devices = Json::array();
    for (int d : f.gpuDevices)
        devices.push_back(d);
    o["gpu_devices"] = std::move(devices);
    o["gpu_vendor"] = f.gpuVendor;
    o["not_a_trace"] = f.notATrace;
    return o;
}

// A member of o read as Qt's JSON values read it: the wrong type is the fallback.
const Json *member(const Json &o, const char *key)
{
    if (!o.is_object())
        return nullptr;
    const auto it = o.find(key);
    return it == o.end() ? nullptr : &*it;
}

int intOf(const Json &o, const char *key, int fallback = 0)
{
    const Json *v = member(o, key);
    return v ? jsonToInt(*v, fallback) : fallback;
}

int64_t integerOf(const Json &o, const char *key, int64_t fallback = 0)
{
    const Json *v = member(o, key);
    if (!v)
        return fallback;
    if (v->is_number_integer())
        return v->get<int64_t>();
    if (v->is_number_unsigned())
        return v->get<uint64_t>() <= uint64_t(INT64_MAX) ? int64_t(v->get<uint64_t>()) : fallback;
    if (v->is_number_float()) {
        const double d = v->get<double>();
        return std::trunc(d) == d && d >= -9223372036854775808.0 && d < 9223372036854775808.0 ? int64_t(d)
                                                                                              : fallback;
    }
    return fallback;
}

bool boolOf(const Json &o, const char *key)
{
    const Json *v = member(o, key);
    return v && v->is_boolean() && v->get<bool>();
}

std::string stringOf(const Json &o, const char *key)
{
    const Json *v = member(o, key);
    return v && v->is_string() ? v->get<std::string>() : std::string();
}

// A decimal int64, blanks around it and a sign allowed.
bool parseLongLong(std::string_view text, int64_t *value)
{
    text = trimmedAscii(text);
    if (!text.empty() && text.front() == '+' && text.size() > 1 && text[1] != '-')
        text.remove_prefix(1);
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *value);
    return !text.empty() && ec == std::errc() && end == text.data() + text.size();
}

bool factsFromJson(const Json &o, TraceFacts *f)
{
    const int completeness = intOf(o, "completeness", -1);
    const int timeSource = intOf(o, "time_source", -1);
    if (completeness < 0 || completeness > int(TraceFacts::Completeness::Cut) || timeSource < 0
        || timeSource > int(TraceFacts::TimeSource::SystemMetricsTimestamp))
        return false;
    if (!parseLongLong(stringOf(o, "earliest_ns"), &f->earliestAbsNs))
        return false;
    f->final = boolOf(o, "final");
    f->settled = true;
    f->error = stringOf(o, "error");
    f->completeness = TraceFacts::Completeness(completeness);
    f->textBytes = integerOf(o, "text_bytes");
    f->cutAtByte = integerOf(o, "cut_at", -1);
    f->timeSource = TraceFacts::TimeSource(timeSource);
    f->rank = intOf(o, "rank", -1);
    f->worldSize = intOf(o, "world_size");
    f->host = stringOf(o, "host");
    f->systemMetrics = boolOf(o, "system_metrics");
    f->deviceProperties = intOf(o, "device_properties", -1);
    if (const Json *devices = member(o, "gpu_devices"); devices && devices->is_array()) {
        for (const Json &d : *devices)
            f->gpuDevices.push_back(jsonToInt(d, 0));
    }
    f->gpuVendor = stringOf(o, "gpu_vendor");
    f->notATrace = boolOf(o, "not_a_trace");
    return true;
}

} // namespace

JobFactsCache::Table &JobFactsCache::detach()
{
    if (!m_entries)
        m_entries = std::make_shared<Table>();
    else if (m_entries.use_count() > 1)
        m_entries = std::make_shared<Table>(*m_entries);
    return *m_entries;
}

bool JobFactsCache::load(const std::string &file, std::string *error)
{
    m_entries.reset();
    struct stat st;
    if (stat(file.c_str(), &st) != 0)
        return true;
    FileReader f;
    if (!f.open(file)) {
        if (error)
            *error = f.error();
        return false;
    }
    std::string text;
    for (std::string piece = f.read(1 << 20); !piece.empty(); piece = f.read(1 << 20))
        text += piece;
    const std::optional<Json> doc = parseJsonDocument(text);
    const Json *schema = doc ? member(*doc, "schema") : nullptr;
    if (!schema || !schema->is_string() || schema->get<std::string>() != kSchema) {
        if (error)
            *error = file + ": not a job facts cache (ignored; it is rewritten)";
        return false;
    }
    const Json *files = member(*doc, "files");
    if (!files || !files->is_object())
        return true;
    Table &table = detach();
    table.reserve(files->size());
    for (auto it = files->begin(); it != files->end(); ++it) {
        const Json &o = it.value();
        Entry e;
        e.size = integerOf(o, "size", -1);
        e.modifiedMs = integerOf(o, "mtime_ms", -1);
        const Json *facts = member(o, "facts");
        if (e.size >= 0 && factsFromJson(facts ? *facts : Json::object(), &e.facts))
            table.insert_or_assign(it.key(), std::move(e));
    }
    return true;
}

bool JobFactsCache::save(const std::string &file, std::string *error) const
{
    // Keys sorted (nlohmann's objects are ordered maps), as earlier builds wrote them.
    Json files = Json::object();
    if (m_entries) {
        for (const auto &[path, entry] : *m_entries) {
            Json o = Json::object();
            o["size"] = entry.size;
            o["mtime_ms"] = entry.modifiedMs;
            o["facts"] = factsToJson(entry.facts);
            files[path] = std::move(o);
        }
    }
    Json root = Json::object();
    root["schema"] = kSchema;
    root["files"] = std::move(files);
    const std::string absolute = absolutePath(file);
    const size_t slash = absolute.rfind('/');
    std::string problem = makeFolder(slash == 0 ? std::string("/") : absolute.substr(0, slash));
    if (problem.empty())
        problem = writeFileWhole(file, root.dump(-1, ' ', false, Json::error_handler_t::replace));
    if (error)
        *error = problem;
    return problem.empty();
}

std::optional<TraceFacts> JobFactsCache::find(const std::string &path, int64_t size, int64_t modifiedMs) const
{
    if (!m_entries)
        return std::nullopt;
    const auto it = m_entries->find(path);
    if (it == m_entries->end() || it->second.size != size || it->second.modifiedMs != modifiedMs)
        return std::nullopt;
    return it->second.facts;
}

std::optional<TraceFacts> JobFactsCache::findAnyVersion(const std::string &path) const
{
    if (!m_entries)
        return std::nullopt;
    const auto it = m_entries->find(path);
    if (it == m_entries->end())
        return std::nullopt;
    return it->second.facts;
}

void JobFactsCache::insert(const std::string &path, int64_t size, int64_t modifiedMs, const TraceFacts &facts)
{
    if (!facts.settled)
        return;
    Table &table = detach();
    if (table.size() >= kMaxEntries && !table.contains(path))
        table.clear();
    table.insert_or_assign(path, Entry { size, modifiedMs, facts });
}

} // namespace stepline
