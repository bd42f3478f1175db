#include "pstats.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <unordered_map>

namespace stepline {

namespace {

// The subset of marshal values a pstats dict holds.
struct Value
{
    enum class Kind : uint8_t { None, Int, Float, Str, Tuple, Dict, Other } kind = Kind::None;
    int64_t i = 0;
    double f = 0;
    std::string s;
    std::vector<std::shared_ptr<const Value>> items; // tuple items, or dict keys/values interleaved

    double number() const { return kind == Kind::Int ? double(i) : kind == Kind::Float ? f : 0.0; }
};
using ValuePtr = std::shared_ptr<const Value>;

class Reader
{
public:
    explicit Reader(std::string_view bytes)
        : m_bytes(bytes)
    {
    }
    ValuePtr read(int depth = 0);
    const std::string &error() const { return m_error; }

private:
    bool need(size_t n)
    {
        if (m_pos + n <= m_bytes.size())
            return true;
        fail("the file ends in the middle of a value (truncated?)");
        return false;
    }
    void fail(const std::string &why)
    {
        if (m_error.empty())
            m_error = why + " at byte " + std::to_string(m_pos);
    }
    // A length in marshal's short form (one byte) or long form (an int32, from 0 to limit).
    bool length(bool shortForm, size_t limit, const char *bad, size_t &n)
    {
        if (shortForm) {
            if (!need(1))
                return false;
            n = uint8_t(m_bytes[m_pos++]);
            return true;
        }
        if (!need(4))
            return false;
        const int32_t len = i32();
        if (len < 0 || size_t(len) > limit) {
            fail(bad);
            return false;
        }
        n = size_t(len);
        return true;
    }
    int32_t i32()
    {
        uint32_t v = 0;
        std::memcpy(
            &v, m_bytes.data() + m_pos, 4); // marshal is little-endian, as is every target we build for
        m_pos += 4;
        return int32_t(v);
    }

    std::string_view m_bytes;
    size_t m_pos = 0;
    std::string m_error;
    std::vector<ValuePtr> m_refs;
};

ValuePtr Reader::read(int depth)
{
    if (!m_error.empty() || depth > 64 || !need(1)) {
        fail("nesting too deep");
        return nullptr;
    }
    const uint8_t byte = uint8_t(m_bytes[m_pos++]);
    const bool ref = byte & 0x80;
    const char type = char(byte & 0x7f);
    size_t slot = 0;
    if (ref) {
        slot = m_refs.size();
        m_refs.push_back(nullptr); // reserved before children, as marshal numbers them
    }
    auto v = std::make_shared<Value>();
    switch (type) {
    case 'N':
    case 'T':
    case 'F':
        break;
    case 'i':
        if (!need(4))
            return nullptr;
        v->kind = Value::Kind::Int;
        v->i = i32();
        break;
    case 'l': { // digits of 15 bits, little-endian, sign in the count
        if (!need(4))
            return nullptr;
        const int64_t n = i32();
        const int64_t count = n < 0 ? -n : n;
        if (count > 8 || !need(size_t(count) * 2)) {
            fail("integer too large");
            return nullptr;
        }
        // int64 holds 63 bits: four whole digits and three bits of a fifth; anything beyond is
        // no call count or time a profile can have.
        int64_t value = 0;
        for (int64_t k = 0; k < count; ++k) {
            uint16_t d = 0;
            std::memcpy(&d, m_bytes.data() + m_pos, 2);
            m_pos += 2;
            if (d > 0x7fff || (k == 4 && d > 7) || (k > 4 && d != 0)) {
                fail("integer too large");
                return nullptr;
            }
            if (k < 5) // higher digits are 0 (checked above); shifting by 63+ bits is undefined
                value |= int64_t(d) << (15 * k);
        }
        v->kind = Value::Kind::Int;
        v->i = n < 0 ? -value : value;
        break;
    }
    case 'g':
        if (!need(8))
            return nullptr;
        v->kind = Value::Kind::Float;
        std::memcpy(&v->f, m_bytes.data() + m_pos, 8);
        m_pos += 8;
        break;
    case 'f': {
        if (!need(1))
            return nullptr;
        const size_t n = uint8_t(m_bytes[m_pos++]);
        if (!need(n))
            return nullptr;
        v->kind = Value::Kind::Float;
        // from_chars, not strtod: the window runs in the user's locale, whose decimal point may be a
        // comma; marshal writes Python's repr ("1.5", "1e-05", "inf").
        v->f = 0;
        std::from_chars(m_bytes.data() + m_pos, m_bytes.data() + m_pos + n, v->f);
        m_pos += n;
        break;
    }
    case 'u':
    case 't':
    case 'a':
    case 'A':
    case 's':
    case 'z':
    case 'Z': {
        size_t n = 0;
        if (!length(type == 'z' || type == 'Z', SIZE_MAX, "negative string length", n) || !need(n))
            return nullptr;
        v->kind = Value::Kind::Str;
        v->s.assign(m_bytes.substr(m_pos, n));
        m_pos += n;
        break;
    }
    case '(':
    case ')': {
        size_t n = 0;
        if (!length(type == ')', m_bytes.size(), "bad tuple length", n))
            return nullptr;
        v->kind = Value::Kind::Tuple;
        for (size_t k = 0; k < n; ++k) {
            ValuePtr item = read(depth + 1);
            if (!item)
                return nullptr;
            v->items.push_back(std::move(item));
        }
        break;
    }
    case '{':
        v->kind = Value::Kind::Dict;
        for (;;) {
            if (!need(1))
                return nullptr;
            if (m_bytes[m_pos] == '0') {
                ++m_pos;
                break;
            }
            ValuePtr key = read(depth + 1);
            ValuePtr value = key ? read(depth + 1) : nullptr;
            if (!value)
                return nullptr;
            v->items.push_back(std::move(key));
            v->items.push_back(std::move(value));
        }
        break;
    case 'r': {
        if (!need(4))
            return nullptr;
        const int32_t index = i32();
        if (index < 0 || size_t(index) >= m_refs.size() || !m_refs[size_t(index)]) {
            fail("bad back-reference");
            return nullptr;
        }
        if (ref)
            m_refs[slot] = m_refs[size_t(index)];
        return m_refs[size_t(index)];
    }
    default:
        fail(std::string("unsupported marshal type '") + type + "'");
        return nullptr;
    }
    if (ref)
        m_refs[slot] = v;
    return v;
}

} // namespace

std::string pstatsFunctionName(const std::string &file, int64_t line, const std::string &function)
{
    if (file == "~" && line == 0) {
        if (function.size() >= 2 && function.front() == '<' && function.back() == '>') {
            std::string out(1, '{');
            out.append(function, 1, function.size() - 2);
            out += '}';
            return out;
        }
        return function;
    }
    return file + ":" + std::to_string(line) + "(" + function + ")";
}

namespace {

bool isKey(const Value &v)
{
    return v.kind == Value::Kind::Tuple && v.items.size() == 3 && v.items[0]->kind == Value::Kind::Str
        && v.items[1]->kind == Value::Kind::Int && v.items[2]->kind == Value::Kind::Str;
}

std::string keyText(const Value &key)
{
    return key.items[0]->s + '\0' + std::to_string(key.items[1]->i) + '\0' + key.items[2]->s;
}

uint64_t count(const Value &v)
{
    const double n = v.number(); // a double past int64 (or NaN) converted to int64 is undefined
    return n > 0 && n < 9.2e18 ? uint64_t(n) : 0;
}

int64_t seconds(const Value &v)
{
    const double s = v.number();
    return std::isfinite(s) && std::fabs(s) < 9.0e9 ? int64_t(std::llround(s * 1e9)) : 0;
}

} // namespace

void sortFunctionsByTotal(std::vector<PythonFunctionStat> *functions, std::vector<PstatsEdge> *edges)
{
    std::vector<uint32_t> order(functions->size());
    for (uint32_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) {
        const PythonFunctionStat &x = (*functions)[a];
        const PythonFunctionStat &y = (*functions)[b];
        return x.totalNs != y.totalNs ? x.totalNs > y.totalNs : x.name < y.name;
    });
    std::vector<uint32_t> newIndex(order.size());
    std::vector<PythonFunctionStat> sorted;
    sorted.reserve(order.size());
    for (uint32_t i = 0; i < order.size(); ++i) {
        newIndex[order[i]] = i;
        sorted.push_back(std::move((*functions)[order[i]]));
    }
    *functions = std::move(sorted);
    for (PstatsEdge &e : *edges) {
        e.caller = newIndex[e.caller];
        e.callee = newIndex[e.callee];
    }
}

PstatsResult parsePstats(std::string_view bytes)
{
    PstatsResult out;
    if (bytes.empty()) {
        out.error = "the file is empty";
        return out;
    }
    Reader reader(bytes);
    const ValuePtr root = reader.read();
    if (!root) {
        out.error = reader.error().empty() ? std::string("not a marshal value") : reader.error();
        return out;
    }
    if (root->kind != Value::Kind::Dict) {
        out.error = "not a pstats dump: the top level is not a dictionary";
        return out;
    }
    std::unordered_map<std::string, uint32_t> indexOfKey;
    for (size_t k = 0; k + 1 < root->items.size(); k += 2) {
        const Value &key = *root->items[k];
        const Value &val = *root->items[k + 1];
        if (!isKey(key) || val.kind != Value::Kind::Tuple || val.items.size() < 4) {
            out.error
                = "not a pstats dump: an entry is not (file, line, function): (cc, nc, tt, ct, callers)";
            return out;
        }
        PythonFunctionStat row;
        row.file = key.items[0]->s;
        row.line = key.items[1]->i;
        row.function = key.items[2]->s;
        row.name = pstatsFunctionName(row.file, row.line, row.function);
        // Counts and times must fit int64 (times as ns: under 292 years); NaN fails too.
        const double primitive = val.items[0]->number();
        const double calls = val.items[1]->number();
        if (!(primitive < 9.2e18) || !(calls < 9.2e18) || !(std::abs(val.items[2]->number()) < 9.0e9)
            || !(std::abs(val.items[3]->number()) < 9.0e9)) {
            out.error = "not a pstats dump: " + row.name + " has a call count or time out of range";
            return out;
        }
        row.primitiveCalls = count(*val.items[0]);
        row.calls = count(*val.items[1]);
        row.selfNs = seconds(*val.items[2]);
        row.totalNs = seconds(*val.items[3]);
        out.totalCalls += *row.calls;
        out.primitiveCalls += *row.primitiveCalls;
        out.totalSeconds += val.items[2]->number();
        indexOfKey.emplace(keyText(key), uint32_t(out.functions.size()));
        out.functions.push_back(std::move(row));
    }
    // Callers, once every function has its index. A caller that is no entry of the dump itself
    // cannot be shown (cProfile never writes one); it is left out.
    for (size_t k = 0; k + 1 < root->items.size(); k += 2) {
        const Value &val = *root->items[k + 1];
        if (val.items.size() < 5 || val.items[4]->kind != Value::Kind::Dict)
            continue;
        const uint32_t callee = indexOfKey.at(keyText(*root->items[k]));
        const Value &callers = *val.items[4];
        for (size_t c = 0; c + 1 < callers.items.size(); c += 2) {
            const Value &ckey = *callers.items[c];
            const Value &cval = *callers.items[c + 1];
            if (!isKey(ckey))
                continue;
            const auto it = indexOfKey.find(keyText(ckey));
            if (it == indexOfKey.end())
                continue;
            PstatsEdge e;
            e.caller = it->second;
            e.callee = callee;
            if (cval.kind == Value::Kind::Tuple && cval.items.size() >= 4) {
                e.calls = count(*cval.items[0]);
                e.primitiveCalls = count(*cval.items[1]);
                e.selfNs = seconds(*cval.items[2]);
                e.totalNs = seconds(*cval.items[3]);
            } else {
                e.calls = e.primitiveCalls = count(cval);
                e.timed = false;
            }
            out.edges.push_back(e);
        }
    }
    sortFunctionsByTotal(&out.functions, &out.edges);
    out.ok = true;
    return out;
}

} // namespace stepline
