#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace stepline {

// Languages shipped in translations/ (code, native name); English is the source language.
QList<QPair<QString, QString>> availableLanguages();

// Installs the translators for code ("" = the system locale) from the resources compiled into
// the binary (:/i18n/stepline_<code>.qm) plus Qt's own, and makes it the default QLocale.
// Returns the code actually used ("en" when nothing matched).
QString installLanguage(const QString &code);

} // namespace stepline
