#pragma once

// Loaders for tests: build profiles by hand instead of parsing files, so the controller and the
// main window can be tested before (and independently of) the real trace loader.
#include "profilebuilder.h"
#include "traceloader.h"

#include <QFile>
#include <QFuture>
#include <QPromise>
#include <QThread>
#include <QtConcurrent>

namespace stepline::testing {

// A profile with n slices on one CPU thread and one GPU stream of rank 0.
inline ProfilePtr makeProfile(uint32_t n, bool withWarnings = false)
{
    ProfileBuilder b;
    RankInfo info;
    info.file = "rank0.json";
    info.rank = 0;
    info.node = "node-a";
    info.format = "kineto-json";
    info.worldSize = 1;
    info.fileBytes = 4096;
    DeviceProperties device;
    device.id = 0;
    device.name = "NVIDIA A100-SXM4-40GB";
    device.totalGlobalMem = 42314694656;
    device.computeMajor = 8;
    device.numSms = 108;
    device.warpSize = 32;
    device.maxThreadsPerBlock = 1024;
    info.devices.push_back(device);
    info.metadata.push_back({ "cupti_version", "\"12.1\"" });
    if (withWarnings) {
        info.truncated = true;
        info.truncatedAtByte = 4000;
    }
    const uint32_t rank = b.addRank(info);
    b.job().name = "test-job";
    b.job().path = "/tmp/test-job";
    b.job().format = "kineto-json";
    b.job().originAbsNs = 1700000000000000000;
    const ProcessId cpu = b.process(rank, 100);
    const TrackId thread = b.track(cpu, 100, TrackKind::CpuThread);
    const ProcessId gpu = b.process(rank, 0);
    b.processAt(gpu).isGpu = true;
    b.processAt(gpu).device = 0;
    const TrackId stream = b.track(gpu, 7, TrackKind::GpuStream);
    const StringId op = b.strings().intern("aten::mm");
    const StringId cpuCat = b.strings().intern("cpu_op");
    const StringId kernel = b.strings().intern("volta_sgemm_128x64_nn");
    const StringId kernelCat = b.strings().intern("kernel");
    b.reserveSlices(n);
    const int64_t base = 1700000000000000000;
    for (uint32_t i = 0; i < n; ++i) {
        if (i % 2 == 0)
            b.addSlice(thread, base + int64_t(i) * 1000, 800, op, cpuCat);
        else
            b.addSlice(stream, base + int64_t(i) * 1000, 900, kernel, kernelCat);
    }
    if (withWarnings) {
        b.report().add(warning::kTruncated, 0, 4000);
        b.report().add(warning::kEndWithoutBegin, 0, 1234, 3);
    }
    return b.finalize();
}

// Reads the file's first line to decide what to do:
//   "ok N"      a profile with N slices       "partial N" same, with warnings and a truncated rank
//   "fail"      a Syntax error at byte 17     "slow"      reports progress until canceled
inline QFuture<LoadOutcome> fakeLoad(const QString &path)
{
    QFile f(path);
    QByteArray command;
    if (f.open(QIODevice::ReadOnly))
        command = f.readLine().trimmed();
    return QtConcurrent::run([command, path](QPromise<LoadOutcome> &promise) {
        LoadOutcome out;
        const QList<QByteArray> words = command.split(' ');
        if (words.first() == "ok" || words.first() == "partial") {
            promise.setProgressRange(0, 100);
            promise.setProgressValueAndText(50, QStringLiteral("reading"));
            out.profile = makeProfile(words.value(1).toUInt(), words.first() == "partial");
            promise.setProgressValueAndText(100, QStringLiteral("indexing"));
        } else if (words.first() == "slow") {
            promise.setProgressRange(0, 1000);
            for (int i = 0; i < 1000 && !promise.isCanceled(); ++i) {
                promise.setProgressValueAndText(i, QStringLiteral("reading"));
                QThread::msleep(5);
            }
            out.error.code = LoadError::Code::Canceled;
            out.error.file = path.toStdString();
        } else {
            out.error.code = LoadError::Code::Syntax;
            out.error.file = path.toStdString();
            out.error.byteOffset = 17;
            out.error.line = 1;
            out.error.column = 18;
            out.error.detail = "expected a value";
            out.error.hint = "Is the file complete?";
        }
        promise.addResult(out);
    });
}

} // namespace stepline::testing
