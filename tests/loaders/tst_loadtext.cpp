// LoadText, the loaders' messages built without Qt: arg() must give what QString::arg() gives for
// the same template and value, or the translated templates of translations/*.ts (written for
// QString::arg) would read differently once filled in.
#include "loaderror.h"
#include "loadtext.h"

#include <QString>
#include <QTest>

#include <cstdint>
#include <limits>

using namespace stepline;

class TestLoadText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stringsAsQStringArg_data();
    void stringsAsQStringArg();
    void numbersAsQStringArg_data();
    void numbersAsQStringArg();
    void untranslatedWithoutATranslator();
    void translatorSeesContextAndSource();
    void pluralsAndContextsOfTheMacro();
    void severalValuesInOnePass();
    void userMessageNamesTheByte();
};

void TestLoadText::stringsAsQStringArg_data()
{
    QTest::addColumn<QString>("templ");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::newRow("in order") << QStringLiteral("%1 skipped as %2") << QStringLiteral("12")
                              << QStringLiteral("bad_number");
    QTest::newRow("reversed") << QStringLiteral("%2 of %1") << QStringLiteral("a") << QStringLiteral("b");
    QTest::newRow("repeated") << QStringLiteral("%1 and %1, then %2") << QStringLiteral("x")
                              << QStringLiteral("y");
    QTest::newRow("lowest first") << QStringLiteral("%3 %1 %2") << QStringLiteral("a") << QStringLiteral("b");
    QTest::newRow("two digits") << QStringLiteral("%10 %1 %2") << QStringLiteral("a") << QStringLiteral("b");
    QTest::newRow("value holds a placeholder")
        << QStringLiteral("%1 then %2") << QStringLiteral("%2") << QStringLiteral("z");
    QTest::newRow("percent alone") << QStringLiteral("100% of %1") << QStringLiteral("it")
                                   << QStringLiteral("-");
    QTest::newRow("percent at end") << QStringLiteral("%1 %") << QStringLiteral("a") << QStringLiteral("b");
    QTest::newRow("no placeholder") << QStringLiteral("nothing to fill") << QStringLiteral("a")
                                    << QStringLiteral("b");
    QTest::newRow("utf-8") << QStringLiteral("Fichier %1 : %2") << QStringLiteral("r\u00e9sum\u00e9.json")
                           << QStringLiteral("\u65e5\u672c");
    QTest::newRow("empty value") << QStringLiteral("[%1][%2]") << QStringLiteral("") << QStringLiteral("b");
}

void TestLoadText::stringsAsQStringArg()
{
    QFETCH(QString, templ);
    QFETCH(QString, first);
    QFETCH(QString, second);
    const QString expected = templ.arg(first).arg(second);
    const LoadText text = LoadText(templ.toStdString()).arg(first.toStdString()).arg(second.toStdString());
    QCOMPARE(QString::fromStdString(text.str()), expected);
}

void TestLoadText::numbersAsQStringArg_data()
{
    QTest::addColumn<qlonglong>("value");
    QTest::newRow("zero") << qlonglong(0);
    QTest::newRow("negative") << qlonglong(-42);
    QTest::newRow("big") << qlonglong(1234567890123);
    QTest::newRow("min") << std::numeric_limits<qlonglong>::min();
    QTest::newRow("max") << std::numeric_limits<qlonglong>::max();
}

void TestLoadText::numbersAsQStringArg()
{
    QFETCH(qlonglong, value);
    const QString templ = QStringLiteral("at byte %1 (%2 MiB)");
    QCOMPARE(QString::fromStdString(LoadText(templ.toStdString()).arg(value).arg(int(value >> 20)).str()),
        templ.arg(value).arg(int(value >> 20)));
    const quint64 unsignedValue = quint64(value);
    QCOMPARE(QString::fromStdString(LoadText("%1").arg(static_cast<unsigned long long>(unsignedValue)).str()),
        QStringLiteral("%1").arg(unsignedValue));
    QCOMPARE(QString::fromStdString(LoadText("%1").arg(uint64_t(unsignedValue)).str()),
        QStringLiteral("%1").arg(unsignedValue));
    QCOMPARE(
        QString::fromStdString(LoadText("%1").arg(int64_t(value)).str()), QStringLiteral("%1").arg(value));
}

void TestLoadText::untranslatedWithoutATranslator()
{
    setLoadTranslator(nullptr);
    QCOMPARE(LoadError::tr("The file is empty.").str(), std::string("The file is empty."));
}

void TestLoadText::translatorSeesContextAndSource()
{
    static std::string seen;
    setLoadTranslator([](const char *context, const char *source, const char *, int) {
        seen = std::string(context) + '|' + source;
        return std::string("Datei %1 ist leer.");
    });
    const LoadText text = LoadError::tr("The file %1 is empty.").arg("a.json");
    setLoadTranslator(nullptr);
    QCOMPARE(seen, std::string("stepline::LoadError|The file %1 is empty."));
    QCOMPARE(text.str(), std::string("Datei a.json ist leer."));
}

namespace {
struct PluralTr
{
    STEPLINE_TR_FUNCTIONS(PluralContext)
};
} // namespace

void TestLoadText::pluralsAndContextsOfTheMacro()
{
    setLoadTranslator(nullptr);
    // As QCoreApplication::translate() without a translator: every %n becomes the count.
    QCOMPARE(PluralTr::tr("%n dump(s), %n in all", nullptr, 3).str(), std::string("3 dump(s), 3 in all"));
    QCOMPARE(PluralTr::tr("%n dump(s)").str(), std::string("%n dump(s)"));
    static std::string seen;
    setLoadTranslator([](const char *context, const char *source, const char *disambiguation, int n) {
        seen = std::string(context) + '|' + source + '|' + (disambiguation ? disambiguation : "") + '|'
            + std::to_string(n);
        return std::string("eins");
    });
    const LoadText text = PluralTr::tr("%n dump(s)", "python", 1);
    setLoadTranslator(nullptr);
    QCOMPARE(seen, std::string("PluralContext|%n dump(s)|python|1"));
    QCOMPARE(text.str(), std::string("eins"));
}

void TestLoadText::severalValuesInOnePass()
{
    // As QString::arg(a, b): a value holding a placeholder is not replaced in turn, and the
    // lowest placeholders take the values in order whatever their numbers.
    const QString qt
        = QStringLiteral("Cannot write %2 (%5): %2").arg(QStringLiteral("a%5.json"), QStringLiteral("full"));
    QCOMPARE(
        QString::fromStdString(LoadText("Cannot write %2 (%5): %2").args({ "a%5.json", "full" }).str()), qt);
    QCOMPARE(LoadText("%1 %2 %3").args({ "x" }).str(), std::string("x %2 %3"));
    QCOMPARE(LoadText("no placeholder").args({ "x" }).str(), std::string("no placeholder"));
}

void TestLoadText::userMessageNamesTheByte()
{
    LoadError err = LoadError::make(LoadError::Code::Syntax, "t.json", "Bad.", "Fix it.");
    err.line = 3;
    err.column = 7;
    err.byteOffset = 120;
    err.snippet = "{\"ph\": X}";
    QCOMPARE(err.toUserMessage(), std::string("t.json:3:7 (byte 120): Bad.\n  {\"ph\": X}\nFix it."));
    QCOMPARE(std::string(err.codeName()), std::string("syntax"));
}

QTEST_GUILESS_MAIN(TestLoadText)
#include "tst_loadtext.moc"
