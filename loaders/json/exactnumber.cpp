#include "exactnumber.h"

#include <limits>

namespace stepline {

namespace {

constexpr int64_t kMax = std::numeric_limits<int64_t>::max();

struct DecimalParts
{
    bool negative = false;
    const char *digitsBegin = nullptr; // integer digits, then (after a '.') fraction digits
    const char *intEnd = nullptr; // end of the integer digits
    const char *fracBegin = nullptr;
    const char *fracEnd = nullptr;
    int64_t exponent = 0;
};

bool splitDecimal(std::string_view text, DecimalParts &d)
{
    const char *p = text.data();
    const char *end = p + text.size();
    if (p < end && (*p == '-' || *p == '+')) {
        d.negative = *p == '-';
        ++p;
    }
    d.digitsBegin = p;
    while (p < end && *p >= '0' && *p <= '9')
        ++p;
    d.intEnd = p;
    d.fracBegin = d.fracEnd = p;
    if (p < end && *p == '.') {
        ++p;
        d.fracBegin = p;
        while (p < end && *p >= '0' && *p <= '9')
            ++p;
        d.fracEnd = p;
    }
    if (d.intEnd == d.digitsBegin && d.fracEnd == d.fracBegin)
        return false; // no digits at all
    if (p < end && (*p == 'e' || *p == 'E')) {
        ++p;
        bool negExp = false;
        if (p < end && (*p == '-' || *p == '+')) {
            negExp = *p == '-';
            ++p;
        }
        const char *expBegin = p;
        int64_t e = 0;
        while (p < end && *p >= '0' && *p <= '9') {
            if (e < 100000)
                e = e * 10 + (*p - '0');
            ++p;
        }
        if (p == expBegin)
            return false;
        d.exponent = negExp ? -e : e;
    }
    return p == end;
}

enum class Rounding { HalfUp, Truncate };

// The general path: text's value x 10^scalePow10 as an integer, any decimal shape (sign,
// fraction, exponent), rounded or truncated at the last kept digit.
NumberStatus scaleDigits(std::string_view text, int scalePow10, Rounding rounding, int64_t *out)
{
    DecimalParts d;
    if (!splitDecimal(text, d))
        return NumberStatus::Bad;
    const int64_t intDigits = d.intEnd - d.digitsBegin;
    const int64_t fracDigits = d.fracEnd - d.fracBegin;
    // value = 0.D1 D2 ... Dn x 10^(intDigits + exponent + scale): keep the first `keep` digits as
    // the integer result (rounded on the next one for HalfUp).
    const int64_t keep = intDigits + d.exponent + scalePow10;
    const int64_t total = intDigits + fracDigits;
    auto digitAt = [&](int64_t i) -> int {
        return i < intDigits ? d.digitsBegin[i] - '0' : d.fracBegin[i - intDigits] - '0';
    };
    uint64_t acc = 0;
    bool seenNonZero = false;
    for (int64_t i = 0; i < keep; ++i) {
        if (i >= total && !seenNonZero)
            break; // all zeros so far: the result stays 0 however large the exponent
        const int digit = i < total ? digitAt(i) : 0;
        if (digit)
            seenNonZero = true;
        if (!seenNonZero)
            continue;
        if (acc > (uint64_t(kMax) - uint64_t(digit)) / 10)
            return NumberStatus::Overflow;
        acc = acc * 10 + uint64_t(digit);
    }
    if (rounding == Rounding::HalfUp && keep >= 0 && keep < total && digitAt(keep) >= 5) {
        if (acc == uint64_t(kMax))
            return NumberStatus::Overflow;
        ++acc;
    }
    *out = d.negative ? -int64_t(acc) : int64_t(acc);
    return NumberStatus::Ok;
}

} // namespace

NumberStatus parseScaledDecimal(std::string_view text, int scalePow10, int64_t *out)
{
    // Fast path for the common shape "digits[.digits]" with at most 15 integer digits and exactly
    // scalePow10 (or fewer) fraction digits: no rounding needed, no overflow possible.
    {
        const char *p = text.data();
        const char *end = p + text.size();
        const bool neg = p < end && *p == '-';
        if (neg)
            ++p;
        const char *intBegin = p;
        uint64_t v = 0;
        while (p < end && *p >= '0' && *p <= '9' && p - intBegin < 16)
            v = v * 10 + uint64_t(*p++ - '0');
        if (p > intBegin && p - intBegin < 16 && scalePow10 >= 0 && scalePow10 <= 3) {
            int frac = 0;
            bool simple = true;
            if (p < end && *p == '.') {
                ++p;
                while (p < end && *p >= '0' && *p <= '9' && frac < scalePow10) {
                    v = v * 10 + uint64_t(*p++ - '0');
                    ++frac;
                }
                simple = p > text.data() && p[-1] != '.';
            }
            if (simple && p == end) {
                for (; frac < scalePow10; ++frac)
                    v *= 10;
                *out = neg ? -int64_t(v) : int64_t(v);
                return NumberStatus::Ok;
            }
        }
    }
    return scaleDigits(text, scalePow10, Rounding::HalfUp, out);
}

NumberStatus parseInteger(std::string_view text, int64_t *out)
{
    // Fast path: plain decimal digits (pids, tids, correlation ids), no overflow possible.
    if (!text.empty() && text.size() <= 18) {
        size_t i = text[0] == '-' ? 1 : 0;
        if (i < text.size()) {
            int64_t v = 0;
            for (; i < text.size(); ++i) {
                const unsigned d = unsigned(text[i] - '0');
                if (d > 9)
                    break;
                v = v * 10 + int64_t(d);
            }
            if (i == text.size()) {
                *out = text[0] == '-' ? -v : v;
                return NumberStatus::Ok;
            }
        }
    }
    // Ids are integers: "7.0" means 7 and "7.9" is not meaningful enough to round up.
    return scaleDigits(text, 0, Rounding::Truncate, out);
}

bool isIntegerText(std::string_view text)
{
    size_t i = 0;
    if (i < text.size() && text[i] == '-')
        ++i;
    if (i == text.size() || text.size() - i > 18)
        return false;
    for (; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9')
            return false;
    }
    return true;
}

} // namespace stepline
