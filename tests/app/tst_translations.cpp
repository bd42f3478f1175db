// Every user-visible string must be translated in every language we ship, and the .ts files must
// list exactly the strings the sources contain (so a new tr() string fails here until someone
// runs `ninja stepline_lupdate` and translates it; see translations/README.md).
#include "languages.h"
#include "loadprogress.h"
#include "../loaders/tracefileqt.h"

#include <QtTest>

#include <QCoreApplication>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace stepline;

namespace {

const QStringList kLanguages { QStringLiteral("ko"), QStringLiteral("de"), QStringLiteral("fr"),
    QStringLiteral("it") };

struct Message
{
    QString context;
    QString source;
    QString comment;
    QStringList translations; // one, or one per numerus form
    bool unfinished = false;
    bool obsolete = false;
};

QList<Message> readTs(const QString &path, QString *error)
{
    QList<Message> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("context")) {
                context.clear();
            } else if (name == QLatin1String("name")) {
                context = xml.readElementText();
            } else if (name == QLatin1String("message")) {
                current = Message();
                current.context = context;
            } else if (name == QLatin1String("source")) {
                current.source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                current.comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                current.unfinished = type == QLatin1String("unfinished");
                current.obsolete = type == QLatin1String("vanished") || type == QLatin1String("obsolete");
                // Plain translations are text; numerus ones hold <numerusform> children.
                while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                    xml.readNext();
                    if (xml.isCharacters() && !xml.isWhitespace() && current.translations.isEmpty())
                        current.translations.append(xml.text().toString());
                    else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                        current.translations.append(xml.readElementText());
                }
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out.append(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

QSet<QString> keys(const QList<Message> &messages)
{
    QSet<QString> out;
    for (const Message &m : messages) {
        if (!m.obsolete)
            out.insert(m.context + QStringLiteral(" | ") + m.source + QStringLiteral(" | ") + m.comment);
    }
    return out;
}

QString tsPath(const QString &lang)
{
    return QStringLiteral(STEPLINE_SOURCE_DIR "/translations/stepline_%1.ts").arg(lang);
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyMessageIsTranslated_data();
    void everyMessageIsTranslated();
    void tsFilesMatchTheSources();
    void translationsAreCompiledIn();
    void loaderMessagesFollowTheLanguage();
};

void TestTranslations::everyMessageIsTranslated_data()
{
    QTest::addColumn<QString>("lang");
    for (const QString &lang : kLanguages)
        QTest::newRow(qPrintable(lang)) << lang;
}

void TestTranslations::everyMessageIsTranslated()
{
    QFETCH(QString, lang);
    QString error;
    const QList<Message> messages = readTs(tsPath(lang), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 50);
    QStringList missing;
    for (const Message &m : messages) {
        if (m.obsolete)
            continue;
        const bool empty = m.translations.isEmpty()
            || std::any_of(m.translations.begin(), m.translations.end(),
                [](const QString &t) { return t.trimmed().isEmpty(); });
        if (m.unfinished || empty)
            missing.append(m.context + QStringLiteral(": ") + m.source.left(70));
    }
    if (!missing.isEmpty())
        qWarning().noquote() << missing.size() << "untranslated in" << lang << ":\n  "
                             << missing.join(QStringLiteral("\n  "));
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("%1 message(s) lack a %2 translation").arg(missing.size()).arg(lang)));
}

void TestTranslations::tsFilesMatchTheSources()
{
    const QString lupdate = QStringLiteral(STEPLINE_LUPDATE);
    if (!QFileInfo::exists(lupdate))
        QSKIP("lupdate is not installed");
    QTemporaryDir dir;
    const QString fresh = dir.filePath(QStringLiteral("fresh_de.ts"));
    QProcess p;
    p.setWorkingDirectory(QStringLiteral(STEPLINE_SOURCE_DIR));
    p.start(lupdate,
        QStringList { QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-no-obsolete"),
            QStringLiteral("-tr-function-alias"), QStringLiteral(STEPLINE_LUPDATE_ALIAS) }
            + QStringLiteral(STEPLINE_TRANSLATED_DIRS).split(QLatin1Char(','))
            + QStringList { QStringLiteral("-ts"), fresh });
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    QString error;
    const QSet<QString> current = keys(readTs(fresh, &error));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const QString &lang : kLanguages) {
        const QSet<QString> committed = keys(readTs(tsPath(lang), &error));
        QStringList notInTs = (current - committed).values();
        QStringList stale = (committed - current).values();
        notInTs.sort();
        stale.sort();
        if (!notInTs.isEmpty() || !stale.isEmpty())
            qWarning().noquote() << lang << "- new in the sources:\n  "
                                 << notInTs.join(QStringLiteral("\n  ")) << "\n- gone from the sources:\n  "
                                 << stale.join(QStringLiteral("\n  "));
        QVERIFY2(notInTs.isEmpty() && stale.isEmpty(),
            qPrintable(
                QStringLiteral("stepline_%1.ts is out of date (%2 new, %3 gone): run ninja stepline_lupdate "
                               "and translate")
                    .arg(lang)
                    .arg(notInTs.size())
                    .arg(stale.size())));
    }
}

void TestTranslations::translationsAreCompiledIn()
{
    for (const QString &lang : kLanguages) {
        QTranslator translator;
        QVERIFY2(translator.load(QStringLiteral(":/i18n/stepline_%1.qm").arg(lang)), qPrintable(lang));
        const QString information = translator.translate("stepline::MainWindow", "Information");
        QVERIFY2(!information.isEmpty() && information != QLatin1String("Information"), qPrintable(lang));
    }
}

// The loaders make their messages without Qt (loadtext.h); the window's language still reaches
// them through the translator it installs, filled in as QString::arg would fill the template.
void TestTranslations::loaderMessagesFollowTheLanguage()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("missing.json"));
    const auto missingDetail = [&] {
        LoadProgress progress({}, {}, 0);
        return QString::fromStdString(loadTraceFile(missing, progress).error.detail);
    };
    const auto malformedDetail = [] {
        const FileLoadResult r = loadTraceBytes(
            QByteArrayLiteral("{\"traceEvents\": [ {\"ph\": X} ]}"), QStringLiteral("bad.json"), 1 << 20);
        return QString::fromStdString(r.error.detail);
    };

    QCOMPARE(installLanguage(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(missingDetail(), QStringLiteral("The file does not exist."));
    const QString englishMalformed = malformedDetail();
    const QString prefix = QStringLiteral("The JSON is malformed here: ");
    QVERIFY2(englishMalformed.startsWith(prefix) && englishMalformed.endsWith(QLatin1Char('.')),
        qPrintable(englishMalformed));
    const QString parserMessage = englishMalformed.mid(prefix.size()).chopped(1);

    QCOMPARE(installLanguage(QStringLiteral("de")), QStringLiteral("de"));
    const QString germanMissing
        = QCoreApplication::translate("stepline::LoadError", "The file does not exist.");
    QVERIFY(germanMissing != QLatin1String("The file does not exist."));
    QCOMPARE(missingDetail(), germanMissing);
    QCOMPARE(malformedDetail(),
        QCoreApplication::translate("stepline::LoadError", "The JSON is malformed here: %1.")
            .arg(parserMessage));

    installLanguage(QStringLiteral("en"));
    QCOMPARE(missingDetail(), QStringLiteral("The file does not exist."));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
