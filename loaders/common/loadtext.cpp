#include "loadtext.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <vector>

namespace stepline {

namespace {

std::atomic<LoadTranslator> g_translator { nullptr };

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The number of the placeholder at text[i] ('%' and one or two digits, 1..99) and its length;
// 0 when there is none.
int placeholderAt(const std::string &text, size_t i, size_t *length)
{
    if (text[i] != '%' || i + 1 >= text.size() || !isDigit(text[i + 1]))
        return 0;
    int n = text[i + 1] - '0';
    *length = 2;
    if (i + 2 < text.size() && isDigit(text[i + 2])) {
        n = n * 10 + (text[i + 2] - '0');
        *length = 3;
    }
    return n;
}

} // namespace

LoadText LoadText::arg(std::string_view value) const
{
    int lowest = 100;
    size_t length = 0;
    for (size_t i = 0; i < m_text.size(); ++i) {
        const int n = placeholderAt(m_text, i, &length);
        if (n > 0 && n < lowest)
            lowest = n;
    }
    if (lowest == 100)
        return *this;
    std::string out;
    out.reserve(m_text.size() + value.size());
    for (size_t i = 0; i < m_text.size();) {
        if (placeholderAt(m_text, i, &length) == lowest) {
            out.append(value);
            i += length;
        } else {
            out.push_back(m_text[i++]);
        }
    }
    return LoadText(std::move(out));
}

LoadText LoadText::args(std::initializer_list<std::string_view> values) const
{
    std::vector<int> numbers;
    size_t length = 0;
    for (size_t i = 0; i < m_text.size(); ++i) {
        if (const int n = placeholderAt(m_text, i, &length); n > 0)
            numbers.push_back(n);
    }
    std::sort(numbers.begin(), numbers.end());
    numbers.erase(std::unique(numbers.begin(), numbers.end()), numbers.end());
    std::string out;
    for (size_t i = 0; i < m_text.size();) {
        const int n = placeholderAt(m_text, i, &length);
        const auto at = std::find(numbers.begin(), numbers.end(), n);
        if (n > 0 && size_t(at - numbers.begin()) < values.size()) {
            out.append(values.begin()[at - numbers.begin()]);
            i += length;
        } else {
            out.push_back(m_text[i++]);
        }
    }
    return LoadText(std::move(out));
}

LoadText LoadText::arg(long long value) const
{
    char buffer[24];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return arg(std::string_view(buffer, size_t(end - buffer)));
}

LoadText LoadText::arg(unsigned long long value) const
{
    char buffer[24];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value).ptr;
    return arg(std::string_view(buffer, size_t(end - buffer)));
}

LoadText loadTr(const char *context, const char *source, const char *disambiguation, int n)
{
    const LoadTranslator translator = g_translator.load(std::memory_order_acquire);
    if (translator)
        return LoadText(translator(context, source, disambiguation, n));
    std::string text(source);
    if (n >= 0) {
        const std::string number = std::to_string(n);
        for (size_t at = text.find("%n"); at != std::string::npos; at = text.find("%n", at + number.size()))
            text.replace(at, 2, number);
    }
    return LoadText(std::move(text));
}

void setLoadTranslator(LoadTranslator translator)
{
    g_translator.store(translator, std::memory_order_release);
}

} // namespace stepline
