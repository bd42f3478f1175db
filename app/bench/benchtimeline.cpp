// stepline-bench timeline: draw-list build + offscreen paint time of the Timeline view at four
// zoom levels (whole job, a tenth of it, one step, a 1 µs window) and while scrolling through
// every row, on a trace file, a job folder or a synthetic profile.
#include "benchverbs.h"

#include "profilebuilder.h"
#include "steps.h"
#include "timeline/timelinesearch.h"
#include "timeline/timelineview.h"
#include "timeline/tracktreemodel.h"
#include "traceloader.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QScrollBar>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <string>
#include <vector>

namespace stepline::bench {

namespace {

constexpr int kFrames = 15;
constexpr int kWidth = 1600;
constexpr int kHeight = 900;

// A training-loop-like profile built straight into a ProfileBuilder (no JSON): per step one
// ProfilerStep, opsPerStep framework ops each wrapping one cudaLaunchKernel, and the launched
// kernels alternating over two streams, linked by correlation ids. 3 events per op.
ProfilePtr syntheticProfile(uint64_t events)
{
    constexpr int kOpsPerStep = 10000;
    const uint64_t steps = std::max<uint64_t>(1, events / (3 * kOpsPerStep + 1));
    ProfileBuilder b;
    RankInfo info;
    info.node = "bench-node";
    info.rank = 0;
    const uint32_t rank = b.addRank(info);
    b.job().name = "synthetic";
    auto s = [&](const std::string &t) { return b.strings().intern(t); };
    const ProcessId cpu = b.process(rank, 1000);
    b.processAt(cpu).name = s("python");
    const ProcessId gpu = b.process(rank, 0);
    b.processAt(gpu).isGpu = true;
    b.processAt(gpu).device = 0;
    const TrackId main = b.track(cpu, 1000, TrackKind::CpuThread);
    b.trackAt(main).name = s("python main");
    TrackId streams[2] = { b.track(gpu, 7, TrackKind::GpuStream), b.track(gpu, 20, TrackKind::GpuStream) };
    for (int i = 0; i < 2; ++i) {
        b.trackAt(streams[i]).device = 0;
        b.trackAt(streams[i]).stream = i == 0 ? 7 : 20;
        b.trackAt(streams[i]).name = s(i == 0 ? "stream 7" : "stream 20");
    }
    std::vector<StringId> ops, kernels;
    for (int i = 0; i < 40; ++i)
        ops.push_back(s("aten::op_" + std::to_string(i)));
    for (int i = 0; i < 150; ++i)
        kernels.push_back(s("void kernel_" + std::to_string(i) + "<float, 128>(Params)"));
    const StringId launch = s("cudaLaunchKernel"), userAnnotation = s("user_annotation"), cpuOp = s("cpu_op"),
                   runtime = s("cuda_runtime"), kernel = s("kernel");
    b.reserveSlices(steps * (3 * kOpsPerStep + 1));
    const int64_t base = 1'700'000'000'000'000'000;
    int64_t correlation = 1;
    uint64_t lcg = 12345;
    for (uint64_t step = 0; step < steps; ++step) {
        const int64_t stepStart = base + int64_t(step) * 102'000'000;
        b.addSlice(main, stepStart, 101'000'000, s("ProfilerStep#" + std::to_string(step)), userAnnotation);
        for (int k = 0; k < kOpsPerStep; ++k) {
            lcg = lcg * 6364136223846793005ull + 1442695040888963407ull;
            const int64_t t0 = stepStart + 50'000 + int64_t(k) * 10'000;
            b.addSlice(main, t0, 8'000, ops[(lcg >> 33) % ops.size()], cpuOp, EventKind::CpuOp, {});
            const uint32_t l
                = b.addSlice(main, t0 + 2'000, 3'000, launch, runtime, EventKind::CudaRuntime, {});
            // Kernels on one stream are 20 µs apart (every other op), so they never overlap.
            const uint32_t kk = b.addSlice(streams[k % 2], t0 + 30'000, 6'000 + int64_t((lcg >> 40) % 12'000),
                kernels[(lcg >> 20) % kernels.size()], kernel, EventKind::Kernel, {});
            b.setCorrelation(l, rank, correlation);
            b.setCorrelation(kk, rank, correlation);
            ++correlation;
        }
    }
    return b.finalize();
}

// CPU time of the calling thread in ms: painting runs on the GUI thread only, so this is the
// frame's cost without the time other processes took the core away (the VM is shared).
double threadCpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values.empty() ? 0.0 : values[values.size() / 2];
}

int run(const QStringList &args)
{
    const QStringList files = positional(args, { QStringLiteral("--events") });
    ProfilePtr profile;
    QElapsedTimer timer;
    timer.start();
    if (!files.isEmpty()) {
        LoadOutcome outcome = loadProfile(files.front());
        if (!outcome.ok()) {
            std::fprintf(stderr, "stepline-bench timeline: %s\n", outcome.error.toUserMessage().c_str());
            return 2;
        }
        profile = outcome.profile;
    } else {
        bool ok = false;
        const qint64 events
            = option(args, QStringLiteral("--events"), QStringLiteral("10000000")).toLongLong(&ok);
        if (!ok || events <= 0) {
            std::fprintf(stderr, "usage: stepline-bench timeline [--events N | FILE]\n");
            return 1;
        }
        profile = syntheticProfile(uint64_t(events));
    }
    printFigure("profile_build_ms", double(timer.nsecsElapsed()) / 1e6, "ms", 1);
    printCount("events", int64_t(profile->eventCount()), "events");

    TrackTreeModel tracks;
    tracks.setProfile(profile);
    TimelineView view(&tracks);
    view.setAttribute(Qt::WA_DontShowOnScreen);
    view.resize(kWidth, kHeight);
    view.show();
    view.setProfile(profile);

    // One step: the first ProfilerStep that is not the first one (warm-up), else a tenth.
    const std::vector<Step> steps = hostStepsByTime(*profile);
    int64_t stepFrom = profile->startNs(),
            stepTo = profile->startNs() + (profile->endNs() - profile->startNs()) / 10;
    if (!steps.empty()) {
        const EventId e = steps[std::min<size_t>(1, steps.size() - 1)].event;
        stepFrom = profile->slices().ts[e.value];
        stepTo = profile->slices().end(e.value);
    }
    const int64_t middle = stepFrom + (stepTo - stepFrom) / 2;

    QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    // One frame from scratch (draw list and paint): its wall and thread CPU ms appended.
    auto paintFrame = [&](std::vector<double> *wallMs, std::vector<double> *cpuMs) {
        view.invalidateDrawList();
        QElapsedTimer frame;
        frame.start();
        const double cpuBefore = threadCpuMs();
        QPainter painter(&image);
        view.render(painter);
        painter.end();
        wallMs->push_back(double(frame.nsecsElapsed()) / 1e6);
        cpuMs->push_back(threadCpuMs() - cpuBefore);
    };
    struct Level
    {
        const char *figure;
        int64_t from, to;
    };
    const int64_t tenth = (profile->endNs() - profile->startNs()) / 10;
    const Level levels[] = {
        { "frame_ms_median_full", profile->startNs(), profile->endNs() },
        { "frame_ms_median_tenth", std::max(profile->startNs(), middle - tenth / 2), middle + tenth / 2 },
        { "frame_ms_median_step", stepFrom, stepTo },
        { "frame_ms_median_1us", middle, middle + 1000 },
    };
    for (const Level &level : levels) {
        view.setAxis(TimeAxis::fit(level.from, level.to, view.viewport()->width()));
        std::vector<double> frames, builds, cpu;
        size_t rects = 0, blocks = 0, markers = 0, labels = 0;
        for (int i = 0; i < kFrames; ++i) {
            paintFrame(&frames, &cpu);
            builds.push_back(double(view.lastBuildNs()) / 1e6);
            rects = view.drawList().solidRectCount();
            blocks = view.drawList().mergedRectCount();
            markers = view.drawList().markers.size();
            labels = view.drawList().labels.size();
        }
        printFigure(level.figure, median(frames), "ms");
        const std::string build = std::string(level.figure).replace(0, 5, "drawlist");
        printFigure(build.c_str(), median(builds), "ms");
        const std::string worst = std::string(level.figure).replace(0, 15, "frame_ms_max");
        printFigure(worst.c_str(), *std::max_element(frames.begin(), frames.end()), "ms");
        const std::string cpuFigure = std::string(level.figure).replace(0, 8, "frame_cpu_ms");
        printFigure(cpuFigure.c_str(), median(cpu), "ms");
        const std::string cpuWorst = std::string(level.figure).replace(0, 15, "frame_cpu_ms_max");
        printFigure(cpuWorst.c_str(), *std::max_element(cpu.begin(), cpu.end()), "ms");
        std::fprintf(stderr, "%s: %zu rects, %zu merged blocks, %zu instant markers, %zu labels\n",
            level.figure, rects, blocks, markers, labels);
        // STEPLINE_BENCH_PNG=/tmp/t.png also keeps each zoom level's last frame: /tmp/t-full.png, ...
        if (!qEnvironmentVariableIsEmpty("STEPLINE_BENCH_PNG")) {
            QString path = qEnvironmentVariable("STEPLINE_BENCH_PNG");
            path.insert(path.endsWith(QLatin1String(".png")) ? path.size() - 4 : path.size(),
                QLatin1Char('-') + QString::fromLatin1(level.figure + 16));
            image.save(path);
        }
    }
    // Scrolling through every row at one-step zoom with every group expanded: one frame per
    // viewport height, top to bottom, as when the user drags the scroll bar.
    for (int node = 0; node < int(tracks.nodes().size()); ++node)
        tracks.setExpanded(node, true);
    view.setAxis(TimeAxis::fit(stepFrom, stepTo, view.viewport()->width()));
    QScrollBar *bar = view.verticalScrollBar();
    std::vector<double> scrollFrames, scrollCpu;
    for (int y = bar->minimum();; y = std::min(bar->maximum(), y + std::max(1, bar->pageStep()))) {
        bar->setValue(y);
        paintFrame(&scrollFrames, &scrollCpu);
        if (y >= bar->maximum())
            break;
    }
    printCount("rows_expanded", int64_t(tracks.layout().size()), "rows");
    printCount("scroll_frames", int64_t(scrollFrames.size()), "frames");
    printFigure("frame_ms_median_scroll", median(scrollFrames), "ms");
    printFigure("frame_ms_max_scroll", *std::max_element(scrollFrames.begin(), scrollFrames.end()), "ms");
    printFigure("frame_cpu_ms_median_scroll", median(scrollCpu), "ms");
    printFigure("frame_cpu_ms_max_scroll", *std::max_element(scrollCpu.begin(), scrollCpu.end()), "ms");
    if (!qEnvironmentVariableIsEmpty("STEPLINE_BENCH_PNG"))
        image.save(qEnvironmentVariable("STEPLINE_BENCH_PNG"));
    printFigure("peak_rss_mb", peakResidentMb(), "MiB", 0);
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(timeline,
    { "timeline", "timeline [--events N | FILE]   timeline draw-list + paint ms at 3 zooms", AppKind::Gui,
        run });

} // namespace stepline::bench
