// The speed floor for loading a Kineto trace: simdjson On-Demand over the whole file, computing
// what `stepline summary` needs at the least (events per category, per-kernel count and total
// time, the ProfilerStep durations). It keeps no model, so a loader that builds one and computes
// every METRICS.md figure is compared against a lower bound it cannot beat by much.
// Built and run by packaging/bench-compare.sh; not part of the product.
#include <simdjson.h>

#include <cstdio>
#include <map>
#include <string>
#include <string_view>

int main(int argc, char **argv)
{
    if (argc < 2) {
        std::fprintf(stderr, "usage: simdjson-floor TRACE.json...\n");
        return 1;
    }
    std::map<std::string, long, std::less<>> perCategory;
    std::map<std::string, std::pair<long, double>, std::less<>> kernels;
    long steps = 0;
    double stepUs = 0;
    simdjson::ondemand::parser parser;
    for (int i = 1; i < argc; ++i) {
        simdjson::padded_string json;
        if (simdjson::padded_string::load(argv[i]).get(json)) {
            std::fprintf(stderr, "%s: cannot read\n", argv[i]);
            return 2;
        }
        simdjson::ondemand::document doc = parser.iterate(json);
        // {"traceEvents": [...]} or, from older exporters, the bare array of events.
        simdjson::ondemand::array events = doc.type() == simdjson::ondemand::json_type::array
            ? doc.get_array().value()
            : doc["traceEvents"].get_array().value();
        for (simdjson::ondemand::object event : events) {
            std::string_view cat, name;
            double dur = 0;
            for (auto field : event) {
                const std::string_view key = field.unescaped_key();
                if (key == "cat")
                    cat = field.value().get_string();
                else if (key == "name")
                    name = field.value().get_string();
                else if (key == "dur")
                    dur = field.value().get_double();
            }
            auto c = perCategory.find(cat);
            if (c == perCategory.end())
                c = perCategory.emplace(std::string(cat), 0).first;
            ++c->second;
            if (cat == "kernel") {
                auto k = kernels.find(name);
                if (k == kernels.end())
                    k = kernels.emplace(std::string(name), std::pair<long, double> { 0, 0 }).first;
                ++k->second.first;
                k->second.second += dur;
            } else if (name.substr(0, 13) == "ProfilerStep#") {
                ++steps;
                stepUs += dur;
            }
        }
    }
    long events = 0;
    for (const auto &c : perCategory)
        events += c.second;
    double kernelUs = 0;
    for (const auto &k : kernels)
        kernelUs += k.second.second;
    std::printf("events %ld categories %zu kernels %zu kernel_us %.3f steps %ld step_us %.3f\n", events,
        perCategory.size(), kernels.size(), kernelUs, steps, stepUs);
    return 0;
}
