#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace stepline {

// Training-job status, with the names SageMaker uses (and job.json carries).
enum class JobStatus { InProgress, Completed, Failed, Stopped, Stopping };

// "InProgress", "Completed", ... (the job.json / --json spelling, never translated).
std::string jobStatusName(JobStatus status);
bool parseJobStatus(const std::string &name, JobStatus *status);

// The optional job.json of a job folder (format in README.md, "Job folders").
struct JobJson
{
    bool ok = false;
    std::string error; // why it could not be used, when !ok
    std::string name;
    std::optional<int64_t> createdMs; // ms since the epoch, UTC; none when absent
    bool hasStatus = false;
    JobStatus status = JobStatus::Completed;
    std::string instanceType;
    int instanceCount = 0; // nodes
    std::string framework;
    nlohmann::json hyperparameters = nlohmann::json::object();
    nlohmann::json tags = nlohmann::json::object();
    nlohmann::json raw = nlohmann::json::object(); // the whole object, for the information tab
};

// Parses job.json text. Unknown keys are kept in raw; wrong types or an unknown status make it
// not ok, with the reason in error (the job is still listed, with a warning).
JobJson parseJobJson(std::string_view text);

// text as a JSON document (nlohmann/json; the last of duplicate keys kept). None when it is not
// one; *error then says why and *offset at which byte.
std::optional<nlohmann::json> parseJsonDocument(
    std::string_view text, std::string *error = nullptr, int64_t *offset = nullptr);
// A number that is an int, else fallback (as Qt's JSON values gave ints).
int jsonToInt(const nlohmann::json &value, int fallback);

// The first n UTF-16 units of UTF-8 text, as Qt's string left() cut (a character that would be
// split is left out).
std::string leftUtf16(std::string_view text, size_t n);

} // namespace stepline
