#include "languages.h"

#include "loadtext.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace stepline {

namespace {

// The loaders link no Qt, so they translate their messages through this hook (loadtext.h): it asks
// the translators installed below, on the loading thread (QCoreApplication::translate is
// thread-safe), and yields the source text when none has the message.
std::string translateLoadText(const char *context, const char *source, const char *disambiguation, int n)
{
    return QCoreApplication::translate(context, source, disambiguation, n).toStdString();
}

} // namespace

QList<QPair<QString, QString>> availableLanguages()
{
    return { { QStringLiteral("en"), QStringLiteral("English") },
        { QStringLiteral("ko"), QStringLiteral("\uD55C\uAD6D\uC5B4") },
        { QStringLiteral("de"), QStringLiteral("Deutsch") },
        { QStringLiteral("fr"), QStringLiteral("Fran\u00E7ais") },
        { QStringLiteral("it"), QStringLiteral("Italiano") } };
}

QString installLanguage(const QString &code)
{
    // Before any load, and also for English (nothing to translate then, at the cost of a lookup):
    // the hook asks whatever translators are installed when a message is made. The command-line
    // verbs never get here, so they print the loaders' English.
    setLoadTranslator(translateLoadText);
    static QTranslator *ours = nullptr;
    static QTranslator *qt = nullptr;
    for (QTranslator **t : { &ours, &qt }) {
        if (*t) {
            QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QLocale::setDefault(locale);
    ours = new QTranslator;
    if (!ours->load(locale, QStringLiteral("stepline"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete ours;
        ours = nullptr;
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(ours);
    qt = new QTranslator;
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else {
        delete qt;
        qt = nullptr;
    }
    return ours->language();
}

} // namespace stepline
