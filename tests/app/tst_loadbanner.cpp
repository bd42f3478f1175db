// The load banner tells data loss (amber) from producer notes (blue), and bad numbers get an
// error that names them. Set STEPLINE_SCREENSHOT_DIR to keep the rendered banners as PNGs.

#include "appearance.h"
#include "languages.h"
#include "loadbanner.h"
#include "traceloader.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;

namespace {

void keepScreenshot(LoadBanner &banner, const char *name)
{
    const QString dir = qEnvironmentVariable("STEPLINE_SCREENSHOT_DIR");
    if (dir.isEmpty())
        return;
    banner.resize(900, banner.sizeHint().height());
    banner.grab().save(QDir(dir).filePath(QLatin1String(name)));
}

} // namespace

class TestLoadBanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A load error reaches the banner in the window's language: the loaders make it without Qt
    // and translate it through the hook the language setup installs, placeholders filled.
    void errorInTheWindowsLanguage()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const QByteArray text(
            "{\"traceEvents\": [\n  {\"ph\": \"X\", \"ts\": 1, \"dur\": 2, \"name\": oops}\n]}");
        QCOMPARE(file.write(text), qint64(text.size()));
        file.close();
        QCOMPARE(installLanguage(QStringLiteral("de")), QStringLiteral("de"));
        const LoadOutcome out = loadProfile(path);
        const QString german
            = QCoreApplication::translate("stepline::LoadError", "The JSON is malformed here: %1.");
        LoadBanner banner;
        banner.showError(out.error);
        QVERIFY(!out.ok());
        const QString before = german.left(german.indexOf(QLatin1String("%1")));
        QVERIFY(!before.isEmpty() && !before.startsWith(QLatin1String("The JSON")));
        QString shown;
        for (const QLabel *label : banner.findChildren<QLabel *>())
            shown += label->text() + QLatin1Char('\n');
        QVERIFY2(
            shown.contains(before) && shown.contains(QLatin1String("broken.json:2:")), qPrintable(shown));
        keepScreenshot(banner, "banner-error-de.png");
        installLanguage(QStringLiteral("en"));
    }

    // On the dark theme the banner is dark behind light text (a light banner glared over the dark
    // window), and it follows a theme change while it shows.
    void followsTheTheme()
    {
        const LoadOutcome out
            = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/devices/launches_no_gpu_activity.json"));
        QVERIFY(out.ok());
        applyTheme(settings::Theme::Dark);
        LoadBanner banner;
        QVERIFY(banner.showWarnings(*out.profile));
        QVERIFY(banner.palette().color(QPalette::Window).lightness() < 100);
        QVERIFY(banner.palette().color(QPalette::WindowText).lightness() > 150);
        keepScreenshot(banner, "banner-dark.png");
        applyTheme(settings::Theme::Light);
        QCoreApplication::processEvents();
        QVERIFY(banner.palette().color(QPalette::Window).lightness() > 150);
        QVERIFY(banner.palette().color(QPalette::WindowText).lightness() < 100);
    }

    // A complete, normal ROCm trace: Kineto's dangling flows are notes, not an amber warning.
    void normalRocmTraceIsNotAmber()
    {
        const QString path = QStringLiteral(
            STEPLINE_SHARED_TRACES "/hta/amd_trace/mi250_minitoy_train_ROCm6_2_kineto.json.gz");
        if (!QFile::exists(path))
            QSKIP("../shared/traces is missing");
        const LoadOutcome out = loadProfile(path);
        QVERIFY(out.ok());
        QVERIFY(out.profile->report().count("flow_without_start") > 0);
        LoadBanner banner;
        QVERIFY(banner.showWarnings(*out.profile));
        QCOMPARE(banner.mode(), LoadBanner::Mode::Info);
        QVERIFY(LoadBanner::warningLines(*out.profile).isEmpty());
        const QString text = banner.text();
        QVERIFY2(text.contains(QStringLiteral("loaded completely")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("nothing lost")), qPrintable(text));
        keepScreenshot(banner, "banner-notes.png");
    }

    // The GPU side was not traced: that is missing data, shown amber, with the launch count.
    void missingGpuSideIsAmber()
    {
        const LoadOutcome out
            = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/devices/launches_no_gpu_activity.json"));
        QVERIFY(out.ok());
        LoadBanner banner;
        QVERIFY(banner.showWarnings(*out.profile));
        QCOMPARE(banner.mode(), LoadBanner::Mode::Warning);
        const QString text = banner.text();
        QVERIFY2(text.contains(
                     QStringLiteral("4 launches, no GPU activity recorded: the GPU side was not traced")),
            qPrintable(text));
        // The dangling ac2g starts of those launches are listed apart, as notes.
        QVERIFY2(text.contains(QStringLiteral("Notes on how the trace was written")), qPrintable(text));
        keepScreenshot(banner, "banner-loss.png");
    }

    // Every event skipped for a bad number: the error says so and where, not the generic text.
    void onlyBadNumbersNamesThem()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        const QByteArray bytes
            = R"({"traceEvents": [{"ph": "X", "cat": "cpu_op", "name": "a", "pid": 1, "tid": 1, "ts": 1e400, "dur": 1}]})";
        f.write(bytes);
        f.close();
        const LoadOutcome out = loadProfile(path);
        QVERIFY(!out.ok());
        const QString message = QString::fromStdString(out.error.toUserMessage());
        QVERIFY2(message.contains(QStringLiteral("bad number")), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("only metadata")), qPrintable(message));
        // The event starts at byte 17, after {"traceEvents": [.
        QCOMPARE(out.error.byteOffset, qint64(bytes.indexOf("{\"ph\"")));
        QVERIFY2(message.contains(QStringLiteral("byte 17")), qPrintable(message));
    }
};

QTEST_MAIN(TestLoadBanner)
#include "tst_loadbanner.moc"
