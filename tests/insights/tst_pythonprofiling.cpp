// SageMaker Debugger Python profiling: both folder layouts, cProfile dumps written by this
// machine's own cProfile (tests/data/insights/python-profiling/make_cprofile_fixtures.py) compared
// with Python's pstats on the same selections (expected.json, computed when they were written),
// hand-written pyinstrument trees with self and total worked out below, unreadable dumps, the
// selections smdebug's readers define, and the python-stats verb.

#include "cprofilefixture.h"
#include "pythondumps.h"
#include "pythonstatsformat.h"
#include "smdebug.h"
#include "steplinewriter.h"
#include "traceloader.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <set>

using namespace stepline;

namespace {

constexpr int64_t kMs = 1'000'000;
constexpr int64_t kBaseAbsNs = int64_t(1'700'000'000) * 1'000'000'000; // the fixtures' 0 (BASE_US)

const QString kData = QStringLiteral(STEPLINE_TEST_DATA "/insights/python-profiling");

// The fixture folders hold "STAR" where the Debugger writes '*' (not portable in a checkout).
bool copyJob(const QString &source, const QString &target)
{
    QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
    int copied = 0;
    while (it.hasNext()) {
        const QString file = it.next();
        QString rel = QDir(source).relativeFilePath(file);
        rel.replace(QLatin1String("-STAR-"), QLatin1String("-*-"));
        const QString copy = target + QLatin1Char('/') + rel;
        if (!QDir().mkpath(QFileInfo(copy).path()) || !QFile::copy(file, copy))
            return false;
        ++copied;
    }
    return copied > 0;
}

QJsonObject expected()
{
    QFile f(kData + QStringLiteral("/expected.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

const PythonFunctionStat *row(
    const PythonFunctionTable &t, const std::string &function, const std::string &file = {})
{
    for (const PythonFunctionStat &r : t.functions)
        if (r.function == function && (file.empty() || r.file == file))
            return &r;
    return nullptr;
}

std::set<std::string> pathsOf(const std::vector<PythonDump> &dumps, const std::vector<size_t> &rows)
{
    std::set<std::string> out;
    for (size_t i : rows)
        out.insert(dumps[i].file->path);
    return out;
}

// The query each named selection of expected.json stands for (make_cprofile_fixtures.py).
PythonDumpQuery queryNamed(const QString &name)
{
    PythonDumpQuery q;
    q.profiler = PythonProfiler::CProfile;
    const std::string a1 = "101-algo-1";
    if (name == QLatin1String("node algo-1")) {
        q.node = a1;
    } else if (name == QLatin1String("node algo-2")) {
        q.node = "202-algo-2";
    } else if (name == QLatin1String("step 1")) {
        q.node = a1;
        q.steps = StepInterval { 1, 1 };
    } else if (name == QLatin1String("step 1 from forwardpassend")) {
        q.node = a1;
        q.steps = StepInterval { 1, 1, StepPhase::ForwardPassEnd, StepPhase::StepEnd };
    } else if (name == QLatin1String("steps 0..2")) {
        q.node = a1;
        q.steps = StepInterval { 0, 2 };
    } else if (name == QLatin1String("steps 0..1 to stepstart")) {
        q.node = a1;
        q.steps = StepInterval { 0, 1, StepPhase::StepStart, StepPhase::StepStart };
    } else if (name == QLatin1String("modes train-eval")) {
        q.node = a1;
        q.startMode = PythonMode::Train;
        q.endMode = PythonMode::Eval;
    } else if (name == QLatin1String("modes eval-eval")) {
        q.startMode = q.endMode = PythonMode::Eval;
    } else if (name == QLatin1String("initialization")) {
        q.phase = JobPhase::Initialization;
    } else if (name == QLatin1String("training loop")) {
        q.phase = JobPhase::TrainingLoop;
    } else if (name == QLatin1String("finalization")) {
        q.phase = JobPhase::Finalization;
    } else if (name == QLatin1String("time")) {
        q.timeAbsNs = std::make_pair(kBaseAbsNs + 9'000'000, kBaseAbsNs + 12'120'000);
    } else if (name == QLatin1String("2020 step 0")) {
        q.steps = StepInterval { 0, 0 };
    }
    return q;
}

int64_t ns(const QJsonValue &seconds)
{
    return int64_t(std::llround(seconds.toDouble() * 1e9));
}

} // namespace

class TestPythonProfiling : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QVERIFY(copyJob(kData + QStringLiteral("/job"), m_tmp.filePath(QStringLiteral("job"))));
        QVERIFY(copyJob(kData + QStringLiteral("/job-2020"), m_tmp.filePath(QStringLiteral("job-2020"))));
        m_files = loadSmdebugPythonStats(m_tmp.filePath(QStringLiteral("job")).toStdString());
        m_dumps = parsePythonDumps(m_files);
        m_files2020 = loadSmdebugPythonStats(m_tmp.filePath(QStringLiteral("job-2020")).toStdString());
        m_dumps2020 = parsePythonDumps(m_files2020);
        m_expected = expected();
        QVERIFY(!m_expected.isEmpty());
    }

    // 24 cProfile dumps (11 per node and two broken on algo-2) and 6 pyinstrument ones (two
    // broken); the .html pages beside the JSON are not dumps.
    void listsEveryDump()
    {
        QCOMPARE(m_dumps.size(), size_t(30));
        size_t cprofile = 0;
        size_t unreadable = 0;
        for (const PythonDump &d : m_dumps) {
            cprofile += d.file->profiler == PythonProfiler::CProfile;
            unreadable += !d.ok;
            QVERIFY(d.named);
            QVERIFY2(d.ok != !d.error.empty(), d.file->path.c_str());
            QVERIFY(!QString::fromStdString(d.file->path).endsWith(QLatin1String(".html")));
        }
        QCOMPARE(cprofile, size_t(24));
        QCOMPARE(unreadable, size_t(4));
        QCOMPARE(pythonDumpNodes(m_dumps), (std::vector<std::string> { "101-algo-1", "202-algo-2" }));
        // Sorted by start time: algo-1's dump before step 0 opens the job.
        QCOMPARE(m_dumps.front().startMode, PythonMode::PreStepZero);
        QCOMPARE(m_dumps.front().file->startAbsNs, kBaseAbsNs);
        const std::vector<std::pair<PythonMode, PythonMode>> combos = trainingPhaseCombinations(m_dumps);
        const std::vector<std::pair<PythonMode, PythonMode>> want {
            { PythonMode::Train, PythonMode::Train },
            { PythonMode::Train, PythonMode::Eval },
            { PythonMode::Train, PythonMode::PostHookClose }, // pyinstrument's last dump
            { PythonMode::Eval, PythonMode::Eval },
            { PythonMode::Eval, PythonMode::PostHookClose },
            { PythonMode::Predict, PythonMode::Predict },
            { PythonMode::PreStepZero, PythonMode::Train },
        };
        QCOMPARE(combos, want);
    }

    void folderNamesOfTheCurrentLayout()
    {
        const PythonDump *fin = nullptr;
        const PythonDump *half = nullptr;
        for (const PythonDump &d : m_dumps) {
            if (d.file->node == "101-algo-1" && d.endMode == PythonMode::PostHookClose
                && d.file->profiler == PythonProfiler::CProfile)
                fin = &d;
            if (d.file->node == "101-algo-1" && d.endPhase == StepPhase::ForwardPassEnd)
                half = &d;
        }
        QVERIFY(fin && half);
        QCOMPARE(fin->startMode, PythonMode::Eval);
        QCOMPARE(fin->startStep, int64_t(1));
        QCOMPARE(fin->startPhase, StepPhase::StepEnd);
        QCOMPARE(fin->endStep, kStepToTheEnd); // "*": to the end
        QCOMPARE(fin->endPhase, StepPhase::End);
        QCOMPARE(fin->phase, JobPhase::Finalization);
        QCOMPARE(fin->file->startAbsNs, kBaseAbsNs + 21'710'000);
        QCOMPARE(fin->file->endAbsNs, kBaseAbsNs + 24'710'000);
        QCOMPARE(half->startStep, int64_t(1));
        QCOMPARE(half->endStep, int64_t(1));
        QCOMPARE(half->startPhase, StepPhase::StepStart);
        QVERIFY(QString::fromStdString(half->file->path)
                    .startsWith(QLatin1String("framework/pytorch/cprofile/101-algo-1/")));
    }

    // A dump cut short and an empty one (cProfile), a broken pyinstrument session and a cut JSON:
    // listed with their reason, the others load.
    void unreadableDumpsSayWhy()
    {
        std::vector<std::string> reasons;
        for (const PythonDump &d : m_dumps)
            if (!d.ok)
                reasons.push_back(d.error);
        std::sort(reasons.begin(), reasons.end());
        QCOMPARE(reasons.size(), size_t(4));
        QVERIFY2(reasons[0].find("not valid JSON") != std::string::npos, reasons[0].c_str());
        QVERIFY2(reasons[1].find("root_frame is null") != std::string::npos, reasons[1].c_str());
        QVERIFY2(reasons[2].find("the file ends in the middle of a value") != std::string::npos,
            reasons[2].c_str());
        QCOMPARE(reasons[3], std::string("the file is empty"));
        const std::string list = pythonDumpsToText(m_dumps, selectPythonDumps(m_dumps, {}));
        QVERIFY(list.find("no: the file is empty") != std::string::npos);
        QVERIFY(list.find("30 dump(s)") != std::string::npos);
    }

    // Every selection of expected.json: the same dumps, and pstats.Stats.add's numbers over them
    // (calls, primitive calls, tottime, cumtime per function, and per caller entry).
    void cprofileMatchesPstats_data()
    {
        QTest::addColumn<int>("index");
        const QJsonArray queries = expected().value(QStringLiteral("queries")).toArray();
        for (int i = 0; i < queries.size(); ++i)
            QTest::newRow(qPrintable(queries[i].toObject().value(QStringLiteral("name")).toString())) << i;
    }
    void cprofileMatchesPstats()
    {
        QFETCH(int, index);
        const QJsonObject q = m_expected.value(QStringLiteral("queries")).toArray()[index].toObject();
        const bool older = q.value(QStringLiteral("layout")).toString() == QLatin1String("2020");
        const std::vector<PythonDump> &dumps = older ? m_dumps2020 : m_dumps;
        const std::vector<size_t> selected
            = selectPythonDumps(dumps, queryNamed(q.value(QStringLiteral("name")).toString()));
        std::set<std::string> want;
        for (const QJsonValue &p : q.value(QStringLiteral("dumps")).toArray())
            want.insert(p.toString().toStdString());
        QCOMPARE(pathsOf(dumps, selected), want);

        const PythonFunctionTable t = mergePythonDumps(dumps, selected, PythonProfiler::CProfile);
        const QJsonObject stats = q.value(QStringLiteral("stats")).toObject();
        QCOMPARE(
            qint64(t.totalCalls.value_or(0)), qint64(stats.value(QStringLiteral("total_calls")).toInteger()));
        QCOMPARE(qint64(t.primitiveCalls.value_or(0)),
            qint64(stats.value(QStringLiteral("primitive_calls")).toInteger()));
        const QJsonArray functions = stats.value(QStringLiteral("functions")).toArray();
        QCOMPARE(t.functions.size(), size_t(functions.size()));
        // Seconds summed as doubles by pstats, as ns integers here: equal within 1 ns a dump.
        const int64_t slack = int64_t(t.dumps.size());
        size_t edges = 0;
        for (const QJsonValue &v : functions) {
            const QJsonObject f = v.toObject();
            const std::string name = f.value(QStringLiteral("name")).toString().toStdString();
            const std::string file = f.value(QStringLiteral("file")).toString().toStdString();
            const PythonFunctionStat *r = row(t, name, file);
            QVERIFY2(r, name.c_str());
            QCOMPARE(r->name, f.value(QStringLiteral("std_string")).toString().toStdString());
            QCOMPARE(r->line, int64_t(f.value(QStringLiteral("line")).toInteger()));
            QCOMPARE(qint64(r->calls.value_or(0)), qint64(f.value(QStringLiteral("calls")).toInteger()));
            QCOMPARE(qint64(r->primitiveCalls.value_or(0)),
                qint64(f.value(QStringLiteral("primitive_calls")).toInteger()));
            QVERIFY2(std::abs(r->selfNs - ns(f.value(QStringLiteral("self_s")))) <= slack, name.c_str());
            QVERIFY2(std::abs(r->totalNs - ns(f.value(QStringLiteral("total_s")))) <= slack, name.c_str());
            const QJsonArray callers = f.value(QStringLiteral("callers")).toArray();
            const uint32_t callee = uint32_t(r - t.functions.data());
            size_t found = 0;
            for (const PstatsEdge &e : t.edges) {
                if (e.callee != callee)
                    continue;
                ++found;
                const PythonFunctionStat &caller = t.functions[e.caller];
                bool matched = false;
                for (const QJsonValue &c : callers) {
                    const QJsonObject o = c.toObject();
                    if (o.value(QStringLiteral("name")).toString().toStdString() != caller.function
                        || o.value(QStringLiteral("file")).toString().toStdString() != caller.file)
                        continue;
                    matched = true;
                    QCOMPARE(qint64(e.calls), qint64(o.value(QStringLiteral("calls")).toInteger()));
                    QCOMPARE(qint64(e.primitiveCalls),
                        qint64(o.value(QStringLiteral("primitive_calls")).toInteger()));
                    QVERIFY(std::abs(e.totalNs - ns(o.value(QStringLiteral("total_s")))) <= slack);
                    QVERIFY(std::abs(e.selfNs - ns(o.value(QStringLiteral("self_s")))) <= slack);
                }
                QVERIFY2(matched, (caller.name + " -> " + r->name).c_str());
            }
            QCOMPARE(found, size_t(callers.size()));
            edges += found;
        }
        QCOMPARE(edges, t.edges.size());
    }

    // The same numbers by hand for one selection (make_cprofile_fixtures.py's costs, in µs): step
    // 1 of algo-1 is two dumps, stepstart -> forwardpassend (forward_half: load_batch 400 +
    // forward 300 self + 3 layer calls x 200 = 1300) and forwardpassend -> stepend (backward_half:
    // backward 600 + optimizer_step 150 = 750).
    void stepOneByHand()
    {
        PythonDumpQuery q;
        q.profiler = PythonProfiler::CProfile;
        q.node = "101-algo-1";
        q.steps = StepInterval { 1, 1 };
        const PythonFunctionTable t
            = mergePythonDumps(m_dumps, selectPythonDumps(m_dumps, q), PythonProfiler::CProfile);
        QCOMPARE(t.dumps.size(), size_t(2));
        QCOMPARE(row(t, "forward_half")->totalNs, 1300 * 1000);
        QCOMPARE(row(t, "forward_half")->selfNs, 0);
        QCOMPARE(row(t, "forward")->totalNs, 900 * 1000);
        QCOMPARE(row(t, "forward")->selfNs, 300 * 1000);
        QCOMPARE(row(t, "layer")->calls, std::optional<uint64_t>(3));
        QCOMPARE(row(t, "backward_half")->totalNs, 750 * 1000);
        // pstats' name for a built-in.
        QCOMPARE(
            row(t, "<built-in method builtins.len>")->name, std::string("{built-in method builtins.len}"));
        QCOMPARE(row(t, "<built-in method builtins.len>")->file, std::string("~"));
        // Only the second half when the steps start at forwardpassend.
        q.steps = StepInterval { 1, 1, StepPhase::ForwardPassEnd, StepPhase::StepEnd };
        QCOMPARE(selectPythonDumps(m_dumps, q).size(), size_t(1));
        // Recursion: fib(4) is 9 calls, 1 of them primitive, 90 µs self and cumulative.
        q.steps = StepInterval { 2, 2 };
        const PythonFunctionTable s2
            = mergePythonDumps(m_dumps, selectPythonDumps(m_dumps, q), PythonProfiler::CProfile);
        QCOMPARE(row(s2, "fib")->calls, std::optional<uint64_t>(9));
        QCOMPARE(row(s2, "fib")->primitiveCalls, std::optional<uint64_t>(1));
        QCOMPARE(row(s2, "fib")->totalNs, 90 * 1000);
    }

    // smdebug's rules on this job: from step 0's start to step 1's start is step 0 and the gap
    // after it; the dump from train to eval has mode train at its start only; a time range inside
    // one dump selects it (smdebug's own test of the ends would miss it).
    void selectionsByHand()
    {
        PythonDumpQuery q;
        q.node = "101-algo-1";
        q.profiler = PythonProfiler::CProfile;
        q.steps = StepInterval { 0, 1, StepPhase::StepStart, StepPhase::StepStart };
        QCOMPARE(selectPythonDumps(m_dumps, q).size(), size_t(2));
        q.steps = StepInterval { 0, 2 }; // stepstart..stepend: steps 0-2 and the two gaps in train
        QCOMPARE(selectPythonDumps(m_dumps, q).size(), size_t(5));
        q.steps->mode = PythonMode::Eval; // eval's steps 0-1 (step numbers count per mode)
        QCOMPARE(selectPythonDumps(m_dumps, q).size(), size_t(2));
        q.steps.reset();
        q.startMode = PythonMode::Train;
        QCOMPARE(selectPythonDumps(m_dumps, q).size(), size_t(6)); // 5 above + train -> eval
        q.endMode = PythonMode::Train;
        QCOMPARE(selectPythonDumps(m_dumps, q).size(), size_t(5));
        q = PythonDumpQuery();
        q.profiler = PythonProfiler::CProfile;
        q.timeAbsNs = std::make_pair(kBaseAbsNs + 11'000'000, kBaseAbsNs + 11'500'000);
        // Inside algo-1's step 0 [10.010, 12.110] ms and algo-2's [10.047, 12.947] ms.
        const std::vector<size_t> inside = selectPythonDumps(m_dumps, q);
        QCOMPARE(inside.size(), size_t(2));
        for (size_t i : inside)
            QCOMPARE(m_dumps[i].startStep, int64_t(0));
        q.phase = JobPhase::Initialization;
        QVERIFY(selectPythonDumps(m_dumps, q).empty());
    }

    // The 2020 layout: <us>_<us>_<pid>-<node>_<step>; step -1 is before step 0.
    void olderLayout()
    {
        QCOMPARE(m_dumps2020.size(), size_t(3));
        QCOMPARE(m_dumps2020[0].file->node, std::string("151-algo-1"));
        QCOMPARE(m_dumps2020[0].phase, JobPhase::Initialization);
        QCOMPARE(m_dumps2020[0].startMode, PythonMode::PreStepZero);
        QCOMPARE(m_dumps2020[1].startMode, PythonMode::Unknown);
        QCOMPARE(m_dumps2020[1].startStep, int64_t(0));
        QCOMPARE(m_dumps2020[1].endStep, int64_t(0));
        QCOMPARE(m_dumps2020[2].phase, JobPhase::TrainingLoop);
        QCOMPARE(m_dumps2020[1].file->startAbsNs, kBaseAbsNs + 5'011'000'000);
        // Modeless dumps pass any step mode; a mode filter leaves them out.
        PythonDumpQuery q;
        q.steps = StepInterval { 0, 1 };
        QCOMPARE(selectPythonDumps(m_dumps2020, q).size(), size_t(2));
        q.startMode = q.endMode = PythonMode::Train;
        QVERIFY(selectPythonDumps(m_dumps2020, q).empty());
    }

    // pyinstrument, hand-written trees (ms): algo-1
    //  before step 0: <module> 30 = build_model 20 (init_layer 12, [self] 5) + read_config 8,
    //    so <module> self 30-28 = 2, build_model self 20-17 = 3 in the tree and 3+5 = 8 with its
    //    [self] frame;
    //  step 0: train_step 50 = forward 30 (layer 12, fib 10 > fib 6 > fib 2) + backward 15: self
    //    train_step 5, forward 30-22 = 8, fib self 4+4+2 = 10, total 10 (the outer call only);
    //  to hook close: save_checkpoint 20; train-1: {"root_frame": null}.
    // algo-2 step 0: train_step 40 = forward 25 (layer 10) + backward 10: self 5, forward 15.
    void pyinstrumentByHand()
    {
        PythonDumpQuery q;
        q.profiler = PythonProfiler::Pyinstrument;
        q.node = "101-algo-1";
        const std::vector<size_t> sel = selectPythonDumps(m_dumps, q);
        QCOMPARE(sel.size(), size_t(4));
        const PythonFunctionTable t = mergePythonDumps(m_dumps, sel, PythonProfiler::Pyinstrument);
        QCOMPARE(t.dumps.size(), size_t(3));
        QCOMPARE(t.unreadable, size_t(1));
        QVERIFY(!t.totalCalls);
        QCOMPARE(t.functions.size(), size_t(10)); // [self] is no function of its own
        const auto check = [&](const char *name, int64_t totalMs, int64_t selfMs) {
            const PythonFunctionStat *r = row(t, name);
            QVERIFY2(r, name);
            QCOMPARE(r->totalNs, totalMs * kMs);
            QCOMPARE(r->selfNs, selfMs * kMs);
            QVERIFY2(!r->calls, name); // absent, not 0
        };
        check("<module>", 30, 2);
        check("build_model", 20, 8);
        check("init_layer", 12, 12);
        check("read_config", 8, 8);
        check("train_step", 50, 5);
        check("forward", 30, 8);
        check("layer", 12, 12);
        check("fib", 10, 10);
        check("backward", 15, 15);
        check("save_checkpoint", 20, 20);
        QCOMPARE(row(t, "forward")->file, std::string("/opt/ml/code/model.py"));
        QCOMPARE(row(t, "forward")->line, int64_t(17));
        QCOMPARE(row(t, "forward")->name, std::string("forward (model.py:17)"));
        int64_t self = 0;
        for (const PythonFunctionStat &r : t.functions)
            self += r.selfNs;
        QCOMPARE(self, 100 * kMs); // every sampled ms once: 30 + 50 + 20

        // Both nodes' step 0: train_step 90/10, forward 55/23, layer 22/22, backward 25/25.
        q.node.clear();
        q.steps = StepInterval { 0, 0 };
        const PythonFunctionTable both
            = mergePythonDumps(m_dumps, selectPythonDumps(m_dumps, q), PythonProfiler::Pyinstrument);
        QCOMPARE(both.dumps.size(), size_t(2));
        QCOMPARE(row(both, "train_step")->totalNs, 90 * kMs);
        QCOMPARE(row(both, "train_step")->selfNs, 10 * kMs);
        QCOMPARE(row(both, "forward")->selfNs, 23 * kMs);
        QCOMPARE(row(both, "layer")->totalNs, 22 * kMs);
        QCOMPARE(row(both, "backward")->selfNs, 25 * kMs);

        // The call tree of those two: one root (train_step), paths merged.
        const PyinstrumentTree tree = mergedPyinstrumentTree(m_dumps, selectPythonDumps(m_dumps, q));
        QVERIFY(tree.ok);
        QCOMPARE(tree.frames.front().function, std::string("train_step"));
        QCOMPARE(tree.frames.front().totalNs, 90 * kMs);
        QCOMPARE(tree.frames.front().childCount, uint32_t(2));
        QCOMPARE(tree.frames[1].function, std::string("forward"));
        QCOMPARE(tree.frames[1].totalNs, 55 * kMs);
        QCOMPARE(tree.frames[1].selfNs, 23 * kMs);
        QCOMPARE(tree.frames[1].depth, uint32_t(1));
        QCOMPARE(*tree.durationNs, 90 * kMs);
        // Different roots: under a synthetic [root].
        const PyinstrumentTree all = mergedPyinstrumentTree(m_dumps, sel);
        QCOMPARE(all.frames.front().function, std::string("[root]"));
        QCOMPARE(all.frames.front().totalNs, 100 * kMs);
        QCOMPARE(all.frames.front().childCount, uint32_t(3));
    }

    void pyinstrumentSession()
    {
        const PythonDump *step0 = nullptr;
        for (const PythonDump &d : m_dumps)
            if (d.file->profiler == PythonProfiler::Pyinstrument && d.file->node == "101-algo-1"
                && d.startStep == 0 && d.startPhase == StepPhase::StepStart)
                step0 = &d;
        QVERIFY(step0 && step0->ok);
        QCOMPARE(*step0->tree.sampleCount, int64_t(50));
        QCOMPARE(*step0->tree.durationNs, 50 * kMs);
        QCOMPARE(*step0->tree.cpuTimeNs, 49 * kMs);
        QCOMPARE(step0->tree.program, std::string("train.py"));
        QCOMPARE(step0->tree.frames.size(), size_t(7));
        // Preorder: train_step, forward, layer, fib, fib, fib, backward.
        QCOMPARE(step0->tree.frames[5].function, std::string("fib"));
        QCOMPARE(step0->tree.frames[5].depth, uint32_t(4));
        QCOMPARE(step0->tree.frames[5].parent, 4);
        QCOMPARE(step0->tree.frames[6].parent, 0);
        QVERIFY(step0->tree.frames[0].application);
        // Minimal frames (older pyinstrument: no line, no is_application_code) and bad ones.
        PyinstrumentTree minimal = parsePyinstrumentJson(
            R"({"root_frame": {"function": "f", "time": 0.5, "children": [{"function": "g", "time": 0.75}]}})");
        QVERIFY(minimal.ok);
        QCOMPARE(minimal.frames[0].selfNs, int64_t(0)); // children longer than the parent: 0, not negative
        QCOMPARE(minimal.frames[0].line, int64_t(-1));
        QVERIFY(!parsePyinstrumentJson(R"({"root_frame": {"time": 1}})").ok);
        QVERIFY(!parsePyinstrumentJson(R"([1, 2])").ok);
        QVERIFY(!parsePyinstrumentJson(R"({"root_frame": {"function": "f", "time": -1}})").ok);
    }

    // The verb: JSON schema, a selection, the list, exit codes.
    void command()
    {
        const QString exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
        if (!QFileInfo::exists(exe))
            QSKIP("the stepline executable is not built");
        const QString job = m_tmp.filePath(QStringLiteral("job"));
        QProcess p;
        p.start(exe,
            { QStringLiteral("python-stats"), job, QStringLiteral("--node"), QStringLiteral("101-algo-1"),
                QStringLiteral("--steps"), QStringLiteral("1:2"), QStringLiteral("--json") });
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject doc = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(doc.value(QStringLiteral("schema")).toString(), QStringLiteral("stepline.pythonstats/1"));
        // 1:2 is from step 1's start to step 2's start: the two halves of step 1 and the gap
        // after it is not profiled (the schedule idles there): 2 dumps.
        QCOMPARE(doc.value(QStringLiteral("dumps")).toInt(), 2);
        const QJsonArray functions = doc.value(QStringLiteral("functions")).toArray();
        QCOMPARE(functions.size(), 9);
        const QJsonObject top = functions[0].toObject();
        QCOMPARE(top.value(QStringLiteral("name")).toString(), QStringLiteral("forward_half"));
        QCOMPARE(top.value(QStringLiteral("file")).toString(), QStringLiteral("train.py"));
        QCOMPARE(top.value(QStringLiteral("line")).toInt(), 16);
        QCOMPARE(top.value(QStringLiteral("calls")).toInt(), 1);
        QCOMPARE(top.value(QStringLiteral("total_us")).toDouble(), 1300.0);
        QCOMPARE(top.value(QStringLiteral("self_us")).toDouble(), 0.0);

        p.start(exe,
            { QStringLiteral("python-stats"), job, QStringLiteral("--profiler"),
                QStringLiteral("pyinstrument"), QStringLiteral("--phase"), QStringLiteral("finalization"),
                QStringLiteral("--json") });
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QJsonObject fin = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(fin.value(QStringLiteral("dumps")).toInt(), 1);
        const QJsonObject save = fin.value(QStringLiteral("functions")).toArray()[0].toObject();
        QCOMPARE(save.value(QStringLiteral("name")).toString(), QStringLiteral("save_checkpoint"));
        QVERIFY(save.value(QStringLiteral("calls")).isNull());
        QCOMPARE(save.value(QStringLiteral("total_us")).toDouble(), 20000.0);

        p.start(exe,
            { QStringLiteral("python-stats"), job, QStringLiteral("--mode"), QStringLiteral("eval"),
                QStringLiteral("--list") });
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QString list = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(list.contains(QLatin1String("4 dump(s)")),
            qPrintable(list)); // cProfile's eval steps 0-1 x 2 nodes
        QVERIFY(list.contains(QLatin1String("eval 1 stepend")));

        p.start(exe,
            { QStringLiteral("python-stats"), job, QStringLiteral("--mode"), QStringLiteral("sideways") });
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 1);
        p.start(exe, { QStringLiteral("python-stats"), m_tmp.filePath(QStringLiteral("missing")) });
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
    }

    // A job with traces carries its dumps; the .stepline file keeps them, pyinstrument's too.
    void nativeRoundTrip()
    {
        QTemporaryDir tmp;
        QVERIFY(makePythonProfilingJob(tmp.filePath(QStringLiteral("job"))));
        const LoadOutcome out = loadProfile(tmp.filePath(QStringLiteral("job")));
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        QCOMPARE(out.profile->job().pythonStats.size(), size_t(30));
        const QString file = tmp.filePath(QStringLiteral("job.stepline"));
        QVERIFY(writeSteplineFile(*out.profile, file.toStdString()).empty());
        const LoadOutcome back = loadProfile(file);
        QVERIFY2(back.ok(), back.error.toUserMessage().c_str());
        const std::vector<PythonStatsFile> &a = out.profile->job().pythonStats;
        const std::vector<PythonStatsFile> &b = back.profile->job().pythonStats;
        QCOMPARE(b.size(), a.size());
        size_t pyinstrument = 0;
        for (size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(b[i].path, a[i].path);
            QCOMPARE(b[i].profiler, a[i].profiler);
            QCOMPARE(b[i].node, a[i].node);
            pyinstrument += b[i].profiler == PythonProfiler::Pyinstrument;
        }
        QCOMPARE(pyinstrument, size_t(6));
        const std::vector<PythonDump> dumps = parsePythonDumps(b);
        PythonDumpQuery q;
        q.profiler = PythonProfiler::Pyinstrument;
        QCOMPARE(
            mergePythonDumps(dumps, selectPythonDumps(dumps, q), PythonProfiler::Pyinstrument).dumps.size(),
            size_t(4));
    }

    // The shared Debugger sample (2020 layout, TensorFlow): the verb reads it too.
    void sharedSample()
    {
        const QString dir
            = QStringLiteral(STEPLINE_SHARED_TRACES "/sagemaker-debugger/tfprofiler_timeline_traces");
        if (!QFileInfo::exists(dir))
            QSKIP("shared traces are not available (../shared/traces)");
        const std::vector<PythonStatsFile> files = loadSmdebugPythonStats(dir.toStdString());
        const std::vector<PythonDump> dumps = parsePythonDumps(files);
        QCOMPARE(dumps.size(), size_t(3));
        const PythonFunctionTable t
            = mergePythonDumps(dumps, selectPythonDumps(dumps, {}), PythonProfiler::CProfile);
        QCOMPARE(t.totalCalls, std::optional<uint64_t>(179844 + 1299 + 1129));
        const std::string json = pythonFunctionsToJson(t, 3);
        const QJsonObject doc = QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
        QCOMPARE(doc.value(QStringLiteral("dumps")).toInt(), 3);
        QCOMPARE(doc.value(QStringLiteral("functions")).toArray().size(), 3);
    }

private:
    QTemporaryDir m_tmp;
    std::vector<PythonStatsFile> m_files;
    std::vector<PythonDump> m_dumps;
    std::vector<PythonStatsFile> m_files2020;
    std::vector<PythonDump> m_dumps2020;
    QJsonObject m_expected;
};

QTEST_GUILESS_MAIN(TestPythonProfiling)
#include "tst_pythonprofiling.moc"
