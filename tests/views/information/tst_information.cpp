#include "information/informationview.h"
#include "profilebuilder.h"

#include <QtTest>

#include <QApplication>
#include <QTextBrowser>

using namespace stepline;

namespace {

// Two ranks on one node, both listing the same two GPUs, with a lane split and a truncated file.
ProfilePtr twoRankProfile()
{
    ProfileBuilder b;
    for (int r = 0; r < 2; ++r) {
        RankInfo info;
        info.file = "worker" + std::to_string(r) + ".pt.trace.json";
        info.rank = r;
        info.rankSource = "distributedInfo";
        info.node = "ip-10-0-0-1";
        info.format = "kineto-json";
        info.worldSize = 2;
        info.backend = "nccl";
        info.distributedInfoJson
            = R"({"backend": "nccl", "rank": 0, "world_size": 2, "nccl_version": "2.14.3"})";
        info.fileBytes = 2048;
        info.truncated = r == 1;
        info.truncatedAtByte = r == 1 ? 1999 : 0;
        for (int d = 0; d < 2; ++d) {
            DeviceProperties device;
            device.id = d;
            device.name = "NVIDIA H100 80GB HBM3";
            device.totalGlobalMem = 85'520'809'984;
            device.computeMajor = 9;
            device.computeMinor = 0;
            device.numSms = 132;
            device.warpSize = 32;
            device.maxThreadsPerBlock = 1024;
            info.devices.push_back(device);
        }
        info.metadata.push_back({ "cupti_version", "24" });
        info.metadata.push_back({ "cuda_runtime_version", "12060" });
        info.metadata.push_back({ "trace_id", "\"ABC\"" });
        const uint32_t rank = b.addRank(info);
        const TrackId t = b.track(b.process(rank, 10 + r), 1, TrackKind::CpuThread);
        const StringId name = b.strings().intern("ProfilerStep#1");
        b.addSlice(t, 1000, 500, name, b.strings().intern("user_annotation"));
        b.addSlice(t, 1200, 500, name, b.strings().intern("user_annotation")); // partial overlap
    }
    b.job().name = "bert";
    b.job().path = "/jobs/bert";
    b.job().format = "kineto-json";
    b.report().add(warning::kEndWithoutBegin, 1, 777, 2);
    b.report().add("negative_duration_clamped", 0, LoadReport::kNoOffset, 3); // an nsys export's rows
    return b.finalize();
}

} // namespace

class TestInformation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyViewSaysSo();
    void showsEverySection();
    void screenshot();
};

void TestInformation::emptyViewSaysSo()
{
    InformationView view;
    QVERIFY(view.findChild<QTextBrowser *>()->toPlainText().contains(QStringLiteral("No profile is loaded")));
}

void TestInformation::showsEverySection()
{
    InformationView view;
    JobMetadata meta;
    meta.name = QStringLiteral("bert-large-pretrain");
    meta.path = QStringLiteral("/jobs/bert");
    meta.status = QStringLiteral("Completed");
    meta.created = QStringLiteral("2 November 2026 10:15");
    meta.createdSource = QStringLiteral("job.json");
    meta.fields = { { QStringLiteral("instance_type"), QStringLiteral("ml.p5.48xlarge") },
        { QStringLiteral("framework"), QStringLiteral("PyTorch 2.6.0") } };
    meta.hyperparameters = { { QStringLiteral("lr"), QStringLiteral("0.0001") } };
    view.setJobMetadata(meta);
    view.setProfile(twoRankProfile());
    const QString text = view.findChild<QTextBrowser *>()->toPlainText();
    for (const char *expected : { "bert-large-pretrain", "ml.p5.48xlarge", "PyTorch 2.6.0", "Hyperparameters",
             "0.0001", "Ranks and nodes", "2 rank(s) on 1 node(s)", "worker1.pt.trace.json",
             "distributedInfo", "Devices", "NVIDIA H100 80GB HBM3", "132", "9.0", "79.6 GiB",
             "Software versions", "cupti_version", "cuda_runtime_version", "12060", "nccl_version", "2.14.3",
             "Load report", "end_without_begin", "1 @ 777", "lane_split", "negative_duration_clamped",
             "rows ending before their start kept with a duration of 0",
             "worker1.pt.trace.json (cut at byte 1999)" }) {
        QVERIFY2(text.contains(QLatin1String(expected)), expected);
    }
    // Devices are listed once per node, not once per rank.
    QCOMPARE(text.count(QStringLiteral("NVIDIA H100 80GB HBM3")), 2);
    QVERIFY(!text.contains(QStringLiteral("trace_id"))); // not a version
    view.setProfile(nullptr);
    view.setJobMetadata({});
    QVERIFY(view.findChild<QTextBrowser *>()->toPlainText().contains(QStringLiteral("No profile is loaded")));
}

void TestInformation::screenshot()
{
    QApplication::setStyle(QStringLiteral("Fusion"));
    InformationView view;
    JobMetadata meta;
    meta.name = QStringLiteral("bert-large-pretrain");
    meta.status = QStringLiteral("Completed");
    view.setJobMetadata(meta);
    view.setProfile(twoRankProfile());
    view.resize(1000, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QString out = QStringLiteral(STEPLINE_BINARY_DIR "/screenshots/information.png");
    QDir().mkpath(QFileInfo(out).absolutePath());
    QVERIFY(view.grab().save(out));
}

QTEST_MAIN(TestInformation)
#include "tst_information.moc"
