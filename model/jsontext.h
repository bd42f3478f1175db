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

} // namespace stepline
