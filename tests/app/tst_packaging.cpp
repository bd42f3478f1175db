// Builds the .deb with CPack and checks what it installs (binary, desktop integration, icons,
// translations, demo jobs, licence) and its control fields.
#include <QtTest>

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>

class TestPackaging : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void debHasEverything();
    void metainfoIsValid();
};

void TestPackaging::debHasEverything()
{
    const QString config = QStringLiteral(STEPLINE_BINARY_DIR "/CPackConfig.cmake");
    if (!QFileInfo::exists(config))
        QSKIP("no CPackConfig.cmake in the build directory");
    if (QStandardPaths::findExecutable(QStringLiteral("dpkg-deb")).isEmpty())
        QSKIP("dpkg-deb is not installed");
    QTemporaryDir out;
    QProcess cpack;
    cpack.setProcessChannelMode(QProcess::MergedChannels);
    cpack.setWorkingDirectory(QStringLiteral(STEPLINE_BINARY_DIR));
    cpack.start(QStringLiteral(STEPLINE_CPACK),
        { QStringLiteral("--config"), config, QStringLiteral("-G"), QStringLiteral("DEB"),
            QStringLiteral("-B"), out.path() });
    QVERIFY(cpack.waitForFinished(600000));
    QVERIFY2(cpack.exitCode() == 0, cpack.readAll().constData());
    const QStringList debs = QDir(out.path()).entryList({ QStringLiteral("*.deb") });
    QCOMPARE(debs.size(), 1);
    const QString deb = out.filePath(debs.first());
    QVERIFY2(debs.first().startsWith(QStringLiteral("stepline_")), qPrintable(debs.first()));

    QProcess dpkg;
    dpkg.start(QStringLiteral("dpkg-deb"), { QStringLiteral("-c"), deb });
    QVERIFY(dpkg.waitForFinished(60000));
    QCOMPARE(dpkg.exitCode(), 0);
    const QString listing = QString::fromUtf8(dpkg.readAllStandardOutput());
    const QStringList expected {
        QStringLiteral("./usr/bin/stepline"),
        QStringLiteral("./usr/bin/stepline-gui"),
        QStringLiteral("./usr/share/applications/io.github.stepline.Stepline.desktop"),
        QStringLiteral("./usr/share/metainfo/io.github.stepline.Stepline.metainfo.xml"),
        QStringLiteral("./usr/share/icons/hicolor/scalable/apps/io.github.stepline.Stepline.svg"),
        QStringLiteral("./usr/share/icons/hicolor/48x48/apps/io.github.stepline.Stepline.png"),
        QStringLiteral("./usr/share/icons/hicolor/256x256/apps/io.github.stepline.Stepline.png"),
        QStringLiteral("./usr/share/stepline/translations/stepline_ko.qm"),
        QStringLiteral("./usr/share/stepline/translations/stepline_de.qm"),
        QStringLiteral("./usr/share/stepline/translations/stepline_fr.qm"),
        QStringLiteral("./usr/share/stepline/translations/stepline_it.qm"),
        QStringLiteral("./usr/share/doc/stepline/copyright"),
    };
    for (const QString &path : expected)
        QVERIFY2(listing.contains(path), qPrintable(path + QStringLiteral(" missing from\n") + listing));
    if (QFileInfo::exists(QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo/resnet-2node/job.json")))
        QVERIFY(listing.contains(QStringLiteral("./usr/share/stepline/demo/resnet-2node/job.json")));

    dpkg.start(QStringLiteral("dpkg-deb"),
        { QStringLiteral("-f"), deb, QStringLiteral("Package"), QStringLiteral("Version"),
            QStringLiteral("Depends") });
    QVERIFY(dpkg.waitForFinished(60000));
    const QString fields = QString::fromUtf8(dpkg.readAllStandardOutput());
    QVERIFY2(fields.contains(QStringLiteral("Package: stepline")), qPrintable(fields));
    QVERIFY2(fields.contains(QStringLiteral("Version: " STEPLINE_VERSION)), qPrintable(fields));
    QVERIFY2(fields.contains(QStringLiteral("libqt6charts6")), qPrintable(fields));
}

void TestPackaging::metainfoIsValid()
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("appstreamcli"));
    if (tool.isEmpty())
        QSKIP("appstreamcli is not installed");
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(tool,
        { QStringLiteral("validate"), QStringLiteral("--no-net"), QStringLiteral("--pedantic"),
            QStringLiteral(STEPLINE_SOURCE_DIR "/packaging/io.github.stepline.Stepline.metainfo.xml") });
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAll().constData());
}

QTEST_GUILESS_MAIN(TestPackaging)
#include "tst_packaging.moc"
