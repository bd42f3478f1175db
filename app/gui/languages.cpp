#include "languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace stepline {

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
