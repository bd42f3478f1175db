#pragma once
// The text of a JSON document Stepline writes. Names come from traces, and a trace may hold
// bytes that are not UTF-8; nlohmann's dump throws on those, so they become U+FFFD instead.
#include <nlohmann/json.hpp>

#include <string>

namespace stepline {

template <class JsonDoc> std::string jsonText(const JsonDoc &doc, int indent)
{
    return doc.dump(indent, ' ', false, JsonDoc::error_handler_t::replace) + "\n";
}

// A JSON array (key order kept, as in every document Stepline writes) with one element per item,
// each filled by row(item, element).
template <class Items, class Row> nlohmann::ordered_json jsonRows(const Items &items, Row &&row)
{
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (const auto &item : items) {
        nlohmann::ordered_json element;
        row(item, element);
        rows.push_back(std::move(element));
    }
    return rows;
}

} // namespace stepline
