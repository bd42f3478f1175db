#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace stepline {

// A message for the user, UTF-8, with QString::arg()'s placeholders, built where no Qt is linked:
// arg() replaces every occurrence of the lowest-numbered %1..%99 still in the text, as
// QString::arg() does, so the translated templates of translations/*.ts keep working.
class LoadText
{
public:
    LoadText() = default;
    explicit LoadText(std::string text)
        : m_text(std::move(text))
    {
    }

    LoadText arg(std::string_view value) const;
    LoadText arg(const std::string &value) const { return arg(std::string_view(value)); }
    LoadText arg(const char *value) const { return arg(std::string_view(value)); }
    LoadText arg(const LoadText &value) const { return arg(std::string_view(value.m_text)); }
    LoadText arg(char) const = delete; // a digit or a letter? Pass a string.
    LoadText arg(int value) const { return arg(static_cast<long long>(value)); }
    LoadText arg(unsigned value) const { return arg(static_cast<unsigned long long>(value)); }
    LoadText arg(long value) const { return arg(static_cast<long long>(value)); }
    LoadText arg(unsigned long value) const { return arg(static_cast<unsigned long long>(value)); }
    LoadText arg(long long value) const;
    LoadText arg(unsigned long long value) const;
    // No double: QString::arg rounds halves away from zero, printf to even; say it in integers.
    LoadText arg(double) const = delete;
    // Several values at once, as QString::arg(a, b, ...): the lowest placeholders replaced in one
    // pass, so that a value holding "%2" (a file name) is not replaced in turn.
    LoadText args(std::initializer_list<std::string_view> values) const;

    const std::string &str() const { return m_text; }
    operator const std::string &() const { return m_text; }
    bool empty() const { return m_text.empty(); }

private:
    std::string m_text;
};

// The translation of `source` (UTF-8) in `context` by the translator the application installed,
// else `source` itself. The command-line verbs install none (they print English); the window
// installs one that asks Qt's translators, so the loaders' messages are translated on the loading
// thread as they are made, with no Qt linked into the loaders. With n >= 0, "%n" becomes n and the
// translator picks the plural form, as QCoreApplication::translate() does.
LoadText loadTr(const char *context, const char *source, const char *disambiguation = nullptr, int n = -1);
using LoadTranslator
    = std::string (*)(const char *context, const char *source, const char *disambiguation, int n);
// Set once, before the first load; nullptr: English.
void setLoadTranslator(LoadTranslator translator);

} // namespace stepline

// In a class or struct: a static tr() whose messages lupdate files under `context`, as it does for
// Qt's Q_DECLARE_TR_FUNCTIONS (translations.cmake declares the alias), with no Qt linked.
#define STEPLINE_TR_FUNCTIONS(context)                                                                       \
    static ::stepline::LoadText tr(const char *source, const char *disambiguation = nullptr, int n = -1)     \
    {                                                                                                        \
        return ::stepline::loadTr(#context, source, disambiguation, n);                                      \
    }
