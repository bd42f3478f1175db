#include "pstats.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>

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
        v->f = std::strtod(std::string(m_bytes.substr(m_pos, n)).c_str(), nullptr);
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
        if (type == 'z' || type == 'Z') {
            if (!need(1))
                return nullptr;
            n = uint8_t(m_bytes[m_pos++]);
        } else {
            if (!need(4))
                return nullptr;
            const int32_t len = i32();
            if (len < 0) {
                fail("negative string length");
                return nullptr;
            }
            n = size_t(len);
        }
        if (!need(n))
            return nullptr;
        v->kind = Value::Kind::Str;
        v->s.assign(m_bytes.substr(m_pos, n));
        m_pos += n;
        break;
    }
    case '(':
    case ')': {
        size_t n = 0;
        if (type == ')') {
            if (!need(1))
                return nullptr;
            n = uint8_t(m_bytes[m_pos++]);
        } else {
            if (!need(4))
                return nullptr;
            const int32_t len = i32();
            if (len < 0 || size_t(len) > m_bytes.size()) {
                fail("bad tuple length");
                return nullptr;
            }
            n = size_t(len);
        }
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

PstatsResult parsePstats(std::string_view bytes)
{
    PstatsResult out;
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
    for (size_t k = 0; k + 1 < root->items.size(); k += 2) {
        const Value &key = *root->items[k];
        const Value &val = *root->items[k + 1];
        if (key.kind != Value::Kind::Tuple || key.items.size() != 3 || val.kind != Value::Kind::Tuple
            || val.items.size() < 4) {
            out.error
                = "not a pstats dump: an entry is not (file, line, function): (cc, nc, tt, ct, callers)";
            return out;
        }
        PythonFunctionStat row;
        row.name = key.items[0]->s + ":" + std::to_string(key.items[1]->i) + "(" + key.items[2]->s + ")";
        const double calls = val.items[1]->number();
        const double tt = val.items[2]->number();
        const double ct = val.items[3]->number();
        // Counts and times must fit int64 (times as ns: under 292 years); NaN fails too.
        constexpr double kMaxSeconds = 9.2e9;
        if (!(calls < 9.2e18) || !(std::abs(tt) < kMaxSeconds) || !(std::abs(ct) < kMaxSeconds)) {
            out.error = "not a pstats dump: " + row.name + " has a call count or time out of range";
            return out;
        }
        row.calls = uint64_t(std::max<int64_t>(0, int64_t(calls)));
        row.selfNs = int64_t(std::llround(tt * 1e9));
        row.totalNs = int64_t(std::llround(ct * 1e9));
        out.totalCalls += row.calls;
        out.totalSeconds += tt;
        out.functions.push_back(std::move(row));
    }
    std::sort(out.functions.begin(), out.functions.end(),
        [](const PythonFunctionStat &a, const PythonFunctionStat &b) {
            return a.totalNs != b.totalNs ? a.totalNs > b.totalNs : a.name < b.name;
        });
    out.ok = true;
    return out;
}

} // namespace stepline
