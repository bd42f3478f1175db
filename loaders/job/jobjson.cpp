#include "jobjson.h"

#include "isodatetime.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace stepline {

std::string leftUtf16(std::string_view text, size_t n)
{
    size_t units = 0;
    size_t i = 0;
    while (i < text.size()) {
        const unsigned char b = static_cast<unsigned char>(text[i]);
        const size_t len = b < 0x80 ? 1 : (b & 0xe0) == 0xc0 ? 2 : (b & 0xf0) == 0xe0 ? 3 : 4;
        const size_t width = len == 4 ? 2 : 1;
        if (units + width > n)
            break;
        units += width;
        i = std::min(text.size(), i + len);
    }
    return std::string(text.substr(0, i));
}

std::string jobStatusName(JobStatus status)
{
    switch (status) {
    case JobStatus::InProgress:
        return "InProgress";
    case JobStatus::Completed:
        return "Completed";
    case JobStatus::Failed:
        return "Failed";
    case JobStatus::Stopped:
        return "Stopped";
    case JobStatus::Stopping:
        return "Stopping";
    }
    return {};
}

bool parseJobStatus(const std::string &name, JobStatus *status)
{
    for (JobStatus s : { JobStatus::InProgress, JobStatus::Completed, JobStatus::Failed, JobStatus::Stopped,
             JobStatus::Stopping }) {
        if (name == jobStatusName(s)) {
            *status = s;
            return true;
        }
    }
    return false;
}

std::optional<nlohmann::json> parseJsonDocument(std::string_view text, std::string *error, int64_t *offset)
{
    try {
        return nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error &e) {
        if (error) {
            // "[json.exception.parse_error.101] parse error at line 1, column 9: syntax error ...":
            // the part after the position, which the offset already gives.
            const std::string_view what(e.what());
            const size_t colon = what.find(": ");
            *error = std::string(colon == std::string_view::npos ? what : what.substr(colon + 2));
        }
        if (offset)
            *offset = int64_t(e.byte > 0 ? e.byte - 1 : 0);
        return std::nullopt;
    } catch (const nlohmann::json::exception &e) {
        // A number too large for a double ("1e400"): "[json.exception.out_of_range.406] number
        // overflow parsing '1e400'", without a position; the token's first place in the text is it.
        const std::string_view what(e.what());
        const size_t space = what.find("] ");
        if (error)
            *error = std::string(space == std::string_view::npos ? what : what.substr(space + 2));
        if (offset) {
            const size_t open = what.find('\'');
            const size_t close = what.rfind('\'');
            const size_t at
                = open < close ? text.find(what.substr(open + 1, close - open - 1)) : std::string_view::npos;
            *offset = at == std::string_view::npos ? 0 : int64_t(at);
        }
        return std::nullopt;
    }
}

int jsonToInt(const nlohmann::json &value, int fallback)
{
    if (value.is_number_integer()) {
        const int64_t n = value.get<int64_t>();
        return n >= std::numeric_limits<int>::min() && n <= std::numeric_limits<int>::max() ? int(n)
                                                                                            : fallback;
    }
    if (value.is_number_unsigned()) {
        const uint64_t n = value.get<uint64_t>();
        return n <= uint64_t(std::numeric_limits<int>::max()) ? int(n) : fallback;
    }
    if (value.is_number_float()) {
        const double d = value.get<double>();
        return std::trunc(d) == d && d >= std::numeric_limits<int>::min()
                && d <= std::numeric_limits<int>::max()
            ? int(d)
            : fallback;
    }
    return fallback;
}

JobJson parseJobJson(std::string_view text)
{
    JobJson job;
    std::string parseError;
    int64_t offset = 0;
    const std::optional<nlohmann::json> doc = parseJsonDocument(text, &parseError, &offset);
    if (!doc) {
        job.error = "not valid JSON at byte " + std::to_string(offset) + ": " + parseError;
        return job;
    }
    if (!doc->is_object()) {
        job.error = "the top level is not a JSON object";
        return job;
    }
    job.raw = *doc;
    const nlohmann::json &o = job.raw;
    auto value = [&](const char *key) -> const nlohmann::json * {
        const auto it = o.find(key);
        return it == o.end() || it->is_null() ? nullptr : &*it;
    };
    auto stringField = [&](const char *key, std::string *out) {
        const nlohmann::json *v = value(key);
        if (!v)
            return true;
        if (!v->is_string()) {
            job.error = std::string("\"").append(key).append("\" must be a string");
            return false;
        }
        *out = v->get<std::string>();
        return true;
    };
    std::string created, status;
    if (!stringField("name", &job.name) || !stringField("created", &created)
        || !stringField("status", &status) || !stringField("instance_type", &job.instanceType)
        || !stringField("framework", &job.framework))
        return job;
    if (!created.empty()) {
        job.createdMs = parseIsoDateTimeMs(created);
        if (!job.createdMs) {
            job.error = "\"created\" is not an ISO 8601 time: " + leftUtf16(created, 40);
            return job;
        }
    }
    if (!status.empty()) {
        if (!parseJobStatus(status, &job.status)) {
            job.error = "unknown \"status\" " + leftUtf16(status, 40)
                + " (expected InProgress, Completed, Failed, Stopped or Stopping)";
            return job;
        }
        job.hasStatus = true;
    }
    if (const nlohmann::json *count = value("instance_count")) {
        // A number that is an int (jsonToInt(): 0 for any other) and at least 1.
        const double d = count->is_number() ? count->get<double>() : 0;
        const int asInt = jsonToInt(*count, 0);
        if (!count->is_number() || d < 1 || d != double(asInt)) {
            job.error = "\"instance_count\" must be a positive integer";
            return job;
        }
        job.instanceCount = asInt;
    }
    for (const char *key : { "hyperparameters", "tags" }) {
        const nlohmann::json *v = value(key);
        if (v && !v->is_object()) {
            job.error = "\"" + std::string(key) + "\" must be an object";
            return job;
        }
    }
    if (const nlohmann::json *v = value("hyperparameters"))
        job.hyperparameters = *v;
    if (const nlohmann::json *v = value("tags"))
        job.tags = *v;
    job.ok = true;
    return job;
}

} // namespace stepline
