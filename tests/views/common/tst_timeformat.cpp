#include "common/timeformat.h"

#include <QLocale>
#include <QtTest>

using namespace stepline;

class TestTimeFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void formatsDuration_data();
    void formatsDuration();
    void unitNames();
};

void TestTimeFormat::formatsDuration_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<qint64>("ns");
    QTest::addColumn<QString>("expected");
    QTest::addRow("auto ns") << "auto" << qint64(999) << QStringLiteral("999 ns");
    QTest::addRow("auto us") << "auto" << qint64(1500) << QStringLiteral("1.500 µs");
    QTest::addRow("auto ms") << "auto" << qint64(2345678) << QStringLiteral("2.346 ms");
    QTest::addRow("auto s") << "auto" << qint64(1234567890123) << QStringLiteral("1,234.568 s");
    QTest::addRow("fixed ns") << "ns" << qint64(2345678) << QStringLiteral("2,345,678 ns");
    QTest::addRow("fixed us") << "us" << qint64(2345678) << QStringLiteral("2,345.678 µs");
    QTest::addRow("fixed ms small") << "ms" << qint64(1500) << QStringLiteral("0.002 ms");
    QTest::addRow("fixed s") << "s" << qint64(2500000000) << QStringLiteral("2.500 s");
}

void TestTimeFormat::formatsDuration()
{
    QFETCH(QString, unit);
    QFETCH(qint64, ns);
    QFETCH(QString, expected);
    QCOMPARE(formatDuration(ns, timeUnitFromName(unit)), expected);
}

void TestTimeFormat::unitNames()
{
    QCOMPARE(timeUnitFromName(QStringLiteral("us")), TimeUnit::Us);
    QCOMPARE(timeUnitFromName(QStringLiteral("bogus")), TimeUnit::Auto);
    QCOMPARE(formatMicrosExact(1234567), QStringLiteral("1,234.567 µs"));
}

QTEST_GUILESS_MAIN(TestTimeFormat)
#include "tst_timeformat.moc"
