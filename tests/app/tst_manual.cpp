// Help > Manual: the pages of resources/manual, compiled in, shown in a QTextBrowser beside their
// list; links between pages stay in the window.
#include "mainwindow.h"
#include "manualwindow.h"

#include <QtTest>

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextBrowser>

using namespace stepline;

class TestManual : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void helpManualShowsTheManual();
    void everyPageIsCompiledIn();
    void linksBetweenPagesStayInTheWindow();

private:
    static QString sourcePage(const QString &page);
    QTemporaryDir m_settingsDir;
};

void TestManual::initTestCase()
{
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("SteplineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("SteplineTest"));
    QApplication::setStyle(QStringLiteral("Fusion"));
}

QString TestManual::sourcePage(const QString &page)
{
    QFile file(QStringLiteral(STEPLINE_SOURCE_DIR "/resources/manual/") + page);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

void TestManual::helpManualShowsTheManual()
{
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction *manualAction = nullptr;
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->text() != QLatin1String("&Help") || !menu->menu())
            continue;
        for (QAction *action : menu->menu()->actions()) {
            if (action->text() == QLatin1String("&Manual"))
                manualAction = action;
        }
    }
    QVERIFY2(manualAction, "Help > Manual is missing");
    QCOMPARE(manualAction->shortcut(), QKeySequence(QKeySequence::HelpContents));
    manualAction->trigger();
    auto *manual = window.findChild<ManualWindow *>();
    QVERIFY(manual);
    QVERIFY(QTest::qWaitForWindowExposed(manual));
    QCOMPARE(manual->currentPage(), QStringLiteral("index.md"));
    const QString shown = manual->browser()->toPlainText();
    QVERIFY2(shown.contains(QLatin1String("Stepline user's manual")), qPrintable(shown.left(200)));
    QVERIFY(shown.contains(QLatin1String("The command line")));
    // Rendered, not shown as source: no Markdown heading or link syntax is left in the text.
    QVERIFY(!shown.contains(QLatin1String("# Stepline")));
    QVERIFY(!shown.contains(QLatin1String("](cli.md)")));
    // A second trigger raises the same window.
    manualAction->trigger();
    QCOMPARE(window.findChildren<ManualWindow *>().size(), 1);

    const QString dir = QStringLiteral(STEPLINE_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    manual->showPage(QStringLiteral("cli.md"));
    QVERIFY(manual->grab().save(dir + QStringLiteral("/manual-cli.png")));
}

void TestManual::everyPageIsCompiledIn()
{
    ManualWindow manual;
    auto *list = manual.findChild<QListWidget *>(QStringLiteral("manualPages"));
    QVERIFY(list);
    const QStringList pages = ManualWindow::pages();
    QCOMPARE(list->count(), pages.size());
    const QStringList onDisk = QDir(QStringLiteral(STEPLINE_SOURCE_DIR "/resources/manual"))
                                   .entryList({ QStringLiteral("*.md") }, QDir::Files, QDir::Name);
    QCOMPARE(QStringList(pages).size(), onDisk.size());
    for (int row = 0; row < list->count(); ++row) {
        const QString page = pages.at(row);
        QVERIFY2(onDisk.contains(page), qPrintable(page));
        list->setCurrentRow(row);
        QCOMPARE(manual.currentPage(), page);
        // The list names each page by its first heading, and the browser shows that heading.
        const QString source = sourcePage(page);
        const QString heading = source.section(QLatin1Char('\n'), 0, 0).mid(2);
        QCOMPARE(list->item(row)->text(), heading);
        QVERIFY2(manual.browser()->toPlainText().startsWith(heading), qPrintable(page));
    }
    QVERIFY(!manual.showPage(QStringLiteral("no-such-page.md")));
    QCOMPARE(manual.currentPage(), pages.constLast());
}

void TestManual::linksBetweenPagesStayInTheWindow()
{
    ManualWindow manual;
    QCOMPARE(manual.currentPage(), QStringLiteral("index.md"));
    Q_EMIT manual.browser()->anchorClicked(QUrl(QStringLiteral("formats.md")));
    QCOMPARE(manual.currentPage(), QStringLiteral("formats.md"));
    QVERIFY(manual.browser()->toPlainText().contains(QLatin1String("What the trace loader reads")));
    Q_EMIT manual.browser()->anchorClicked(QUrl(QStringLiteral("metrics-notes.md#collectives")));
    QCOMPARE(manual.currentPage(), QStringLiteral("metrics-notes.md"));
}

QTEST_MAIN(TestManual)
#include "tst_manual.moc"
