#pragma once

#include <nlohmann/json.hpp>

#include <cmath>
#include <set>
#include <string>
#include <vector>

namespace stepline::test {

// Checks a document against METRICS.md's `stepline.summary/1` schema: every field present with
// its type, microsecond values with at most three decimals, fixed key sets, and the invariants
// that tie fields together (active + idle = window, precision buckets sum to kernel time).
// Returns the problems found (empty when valid).
class SummarySchema
{
public:
    std::vector<std::string> check(const nlohmann::json &doc)
    {
        m_problems.clear();
        if (!doc.is_object())
            return { "document is not an object" };
        expectKeys("", doc,
            { "schema", "format", "ranks", "gpus", "cpus", "kernels", "steps", "precision_us",
                "memory_ops_us", "launch_latency_us", "utilization", "annotations", "warnings" },
            false);
        if (doc.value("schema", std::string()) != "stepline.summary/1")
            problem("schema is not stepline.summary/1");
        const std::set<std::string> formats = { "kineto-json", "chrome-json", "smdebug", "stepline" };
        if (!doc["format"].is_string() || !formats.count(doc["format"].get<std::string>()))
            problem("format is not one of kineto-json, chrome-json, smdebug, stepline");

        std::vector<std::pair<int, double>> windows;
        for (const auto &r : array(doc, "ranks")) {
            expectKeys("ranks[]", r, { "rank", "node", "file", "window_us", "events", "warnings" });
            integer("ranks[].rank", r["rank"]);
            string("ranks[].node", r["node"]);
            string("ranks[].file", r["file"]);
            micro("ranks[].window_us", r["window_us"]);
            count("ranks[].events", r["events"]);
            count("ranks[].warnings", r["warnings"]);
            if (r["rank"].is_number_integer() && r["window_us"].is_number())
                windows.emplace_back(r["rank"].get<int>(), r["window_us"].get<double>());
        }
        auto windowOf = [&](const nlohmann::json &rank) {
            for (const auto &[n, w] : windows) {
                if (rank.is_number_integer() && rank.get<int>() == n)
                    return w;
            }
            return -1.0;
        };
        for (const auto &g : array(doc, "gpus")) {
            expectKeys("gpus[]", g,
                { "rank", "device", "name", "kernel_us", "memcpy_us", "memset_us", "sync_us", "active_us",
                    "idle_us", "kernels" });
            integer("gpus[].rank", g["rank"]);
            integer("gpus[].device", g["device"]);
            string("gpus[].name", g["name"]);
            for (const char *k : { "kernel_us", "memcpy_us", "memset_us", "active_us", "idle_us" })
                micro(std::string("gpus[].") + k, g[k]);
            if (!g["sync_us"].is_null())
                micro("gpus[].sync_us", g["sync_us"]);
            count("gpus[].kernels", g["kernels"]);
            sumsTo("gpus[] active + idle = window", g["active_us"], g["idle_us"], windowOf(g["rank"]));
        }
        for (const auto &c : array(doc, "cpus")) {
            expectKeys("cpus[]", c, { "rank", "active_us", "idle_us", "host_sync_us" });
            integer("cpus[].rank", c["rank"]);
            for (const char *k : { "active_us", "idle_us", "host_sync_us" })
                micro(std::string("cpus[].") + k, c[k]);
            sumsTo("cpus[] active + idle = window", c["active_us"], c["idle_us"], windowOf(c["rank"]));
        }
        // Without a device every GPU figure is absent: null, never zero.
        const bool noGpu = doc["gpus"].is_array() && doc["gpus"].empty();
        for (const char *key : { "kernels", "precision_us", "memory_ops_us", "launch_latency_us" }) {
            if (noGpu && !doc[key].is_null())
                problem(std::string(key) + " is not null although the profile has no GPU");
            if (!noGpu && doc[key].is_null())
                problem(std::string(key) + " is null although the profile has GPUs");
        }
        const nlohmann::json &kernels = doc["kernels"];
        if (!kernels.is_null()) {
            expectKeys(
                "kernels", kernels, { "count", "distinct", "total_us", "top_by_time", "top_by_count" });
            count("kernels.count", kernels["count"]);
            count("kernels.distinct", kernels["distinct"]);
            micro("kernels.total_us", kernels["total_us"]);
            for (const char *list : { "top_by_time", "top_by_count" }) {
                const auto rows = array(kernels, list);
                if (rows.size() > 15)
                    problem(std::string("kernels.") + list + " has more than 15 rows");
                if (kernels["distinct"].is_number_unsigned()
                    && rows.size() != std::min<size_t>(15, kernels["distinct"].get<size_t>()))
                    problem(std::string("kernels.") + list + " row count is not min(15, distinct)");
                for (const auto &k : rows) {
                    expectKeys(
                        "kernels.top[]", k, { "name", "count", "total_us", "mean_us", "min_us", "max_us" });
                    string("kernels.top[].name", k["name"]);
                    count("kernels.top[].count", k["count"]);
                    for (const char *f : { "total_us", "mean_us", "min_us", "max_us" })
                        micro(std::string("kernels.top[].") + f, k[f]);
                }
            }
        }
        for (const auto &s : array(doc, "steps")) {
            expectKeys("steps[]", s, { "rank", "name", "dur_us" });
            integer("steps[].rank", s["rank"]);
            string("steps[].name", s["name"]);
            micro("steps[].dur_us", s["dur_us"]);
        }
        const nlohmann::json &precision = doc["precision_us"];
        if (!precision.is_null()) {
            expectKeys("precision_us", precision,
                { "fp64", "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4", "unknown" }, true);
            double precisionSum = 0;
            for (const auto &[key, v] : precision.items()) {
                micro("precision_us." + key, v);
                precisionSum += v.is_number() ? v.get<double>() : 0;
            }
            if (kernels.is_object() && kernels["total_us"].is_number()
                && std::abs(precisionSum - kernels["total_us"].get<double>()) > 0.01)
                problem("precision_us does not sum to kernels.total_us");
        }
        const nlohmann::json &memory = doc["memory_ops_us"];
        if (!memory.is_null()) {
            expectKeys("memory_ops_us", memory,
                { "htod", "dtoh", "dtod", "htoh", "ptop", "other_memcpy", "memset" }, true);
            for (const auto &[key, v] : memory.items())
                micro("memory_ops_us." + key, v);
        }
        const nlohmann::json &latency = doc["launch_latency_us"];
        if (!latency.is_null()) {
            expectKeys("launch_latency_us", latency,
                { "matched", "unmatched", "negative", "median", "p95", "max" }, true);
            for (const char *k : { "matched", "unmatched", "negative" })
                count(std::string("launch_latency_us.") + k, latency[k]);
            for (const char *k : { "median", "p95", "max" }) {
                if (!latency[k].is_null())
                    micro(std::string("launch_latency_us.") + k, latency[k]);
            }
        }
        for (const auto &u : array(doc, "utilization")) {
            expectKeys("utilization[]", u, { "rank", "device", "bins" });
            integer("utilization[].rank", u["rank"]);
            integer("utilization[].device", u["device"]);
            if (!u["bins"].is_array() || u["bins"].size() != 100)
                problem("utilization[].bins is not 100 values");
            for (const auto &b : u["bins"]) {
                if (!b.is_number() || b.get<double>() < 0 || b.get<double>() > 1)
                    problem("utilization[].bins value outside 0..1");
            }
        }
        for (const auto &a : array(doc, "annotations")) {
            expectKeys("annotations[]", a, { "name", "count", "total_us" });
            string("annotations[].name", a["name"]);
            count("annotations[].count", a["count"]);
            micro("annotations[].total_us", a["total_us"]);
        }
        // Additions to schema 1, present only where the profile has GPU activity / steps.
        const std::set<std::string> causeKeys
            = { "queued", "launch", "data_loader", "sync", "host_ops", "host_other", "unattributed" };
        auto breakdown = [&](const std::string &where, const nlohmann::json &row, const char *lengthKey,
                             std::set<std::string> keys) {
            keys.insert({ "rank", "device", lengthKey, "busy_us", "computation_us", "exposed_comm_us",
                "exposed_memcpy_us", "idle_us", "idle_causes_us" });
            integer(where + ".rank", row["rank"]);
            integer(where + ".device", row["device"]);
            // The wait / transfer split of exposed communication ("Where a wait was caused"): both
            // null where the rank was in no matched collective, else they sum to exposed_comm_us.
            const bool split
                = row.contains("exposed_comm_wait_us") || row.contains("exposed_comm_transfer_us");
            if (split) {
                keys.insert({ "exposed_comm_wait_us", "exposed_comm_transfer_us" });
                const nlohmann::json &wait = row["exposed_comm_wait_us"],
                                     &transfer = row["exposed_comm_transfer_us"];
                if (wait.is_null() != transfer.is_null())
                    problem(where + ": only one of exposed_comm_wait_us / exposed_comm_transfer_us is null");
                else if (wait.is_number() && transfer.is_number() && row["exposed_comm_us"].is_number()
                    && std::abs(
                           wait.get<double>() + transfer.get<double>() - row["exposed_comm_us"].get<double>())
                        > 0.002)
                    problem(where + ": exposed comm wait + transfer != exposed_comm_us");
            }
            expectKeys(where, row, keys, true);
            for (const auto &k : keys) {
                if (k == "rank" || k == "device" || k == "step" || k == "idle_causes_us")
                    continue;
                if (row[k].is_null() && (k == "exposed_comm_wait_us" || k == "exposed_comm_transfer_us"))
                    continue;
                micro(where + "." + k, row[k]);
            }
            const nlohmann::json &causes = row["idle_causes_us"];
            expectKeys(where + ".idle_causes_us", causes, causeKeys, true);
            double causeSum = 0;
            for (const auto &[key, v] : causes.items()) {
                micro(where + ".idle_causes_us." + key, v);
                causeSum += v.is_number() ? v.get<double>() : 0;
            }
            auto num = [&](const char *k) { return row[k].is_number() ? row[k].get<double>() : 0.0; };
            if (std::abs(num("busy_us") - num("computation_us") - num("exposed_comm_us")
                    - num("exposed_memcpy_us"))
                > 0.002)
                problem(where + ": busy != computation + exposed comm + exposed memcpy");
            if (std::abs(num("busy_us") + num("idle_us") - num(lengthKey)) > 0.002)
                problem(where + std::string(": busy + idle != ") + lengthKey);
            if (std::abs(causeSum - num("idle_us")) > 0.002)
                problem(where + ": idle causes do not sum to idle_us");
        };
        if (doc.contains("gpu_time")) {
            for (const auto &g : array(doc, "gpu_time"))
                breakdown("gpu_time[]", g, "span_us", { "comm_us", "memcpy_us" });
        }
        if (doc.contains("step_breakdown")) {
            for (const auto &s : array(doc, "step_breakdown")) {
                breakdown("step_breakdown[]", s, "dur_us", { "step" });
                integer("step_breakdown[].step", s["step"]);
            }
        }

        if (!doc["warnings"].is_object())
            problem("warnings is not an object");
        for (const auto &[key, v] : doc["warnings"].items())
            count("warnings." + key, v);
        return m_problems;
    }

private:
    void problem(const std::string &what)
    {
        if (m_problems.size() < 20)
            m_problems.push_back(what);
    }
    std::vector<nlohmann::json> array(const nlohmann::json &parent, const char *key)
    {
        if (!parent.is_object() || !parent.contains(key) || !parent[key].is_array()) {
            problem(std::string(key) + " is not an array");
            return {};
        }
        return parent[key].get<std::vector<nlohmann::json>>();
    }
    void expectKeys(
        const std::string &where, const nlohmann::json &obj, std::set<std::string> keys, bool exact = false)
    {
        if (!obj.is_object()) {
            problem(where + " is not an object");
            return;
        }
        for (const std::string &k : keys) {
            if (!obj.contains(k))
                problem(where + " lacks " + k);
        }
        if (exact) {
            for (const auto &[k, v] : obj.items()) {
                if (!keys.count(k))
                    problem(where + " has unexpected key " + k);
            }
        }
    }
    void integer(const std::string &where, const nlohmann::json &v)
    {
        if (!v.is_number_integer())
            problem(where + " is not an integer");
    }
    void count(const std::string &where, const nlohmann::json &v)
    {
        if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<int64_t>() >= 0))
            problem(where + " is not a count");
    }
    void string(const std::string &where, const nlohmann::json &v)
    {
        if (!v.is_string())
            problem(where + " is not a string");
    }
    // Microseconds: a non-negative number with at most three decimals.
    void micro(const std::string &where, const nlohmann::json &v)
    {
        if (!v.is_number()) {
            problem(where + " is not a number");
            return;
        }
        const double x = v.get<double>();
        if (x < 0)
            problem(where + " is negative");
        const double ns = x * 1000.0;
        if (std::abs(ns - std::round(ns)) > 1e-6 * std::max(1.0, std::abs(ns)))
            problem(where + " has more than three decimals");
    }
    void sumsTo(const std::string &what, const nlohmann::json &a, const nlohmann::json &b, double total)
    {
        if (total < 0 || !a.is_number() || !b.is_number())
            return;
        if (std::abs(a.get<double>() + b.get<double>() - total) > 0.002)
            problem(what);
    }

    std::vector<std::string> m_problems;
};

} // namespace stepline::test
