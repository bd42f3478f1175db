#pragma once

// Builds a SageMaker Debugger job folder with cProfile dumps in a temporary directory: the
// smdebug-job fixture plus tests/data/insights/cprofile/*.python_stats, each put where the Debugger
// writes it (framework/pytorch/cProfile/algo-1/<name>/python_stats). The names carry '*' (no step),
// which the repository cannot hold portably, so the files are stored with STAR instead.
//
// Known numbers (tests/data/insights/README.md), self / cumulative time, times since the origin
// 1600000000.25 s (the Kineto step):
// - before step 0, [-0.25 s, 0]: train.py:10(main) 1 call 10/200 ms, data.py:5(load_batch) 2 calls
//   150/150 ms
// - step 0, [0, 0.1 s]: model.py:30(forward) 4 calls 20/60 ms, load_batch 1 call 30/30 ms
// - step 1, [0.15 s, 0.25 s]: forward 4 calls 25/70 ms
// - after step 1 to hook close, [0.25 s, 0.35 s]: train.py:50(save) 1 call 40/40 ms
// - step 2, [0.25 s, 0.3 s]: not a marshal dump

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QString>

inline bool makeCProfileJob(const QString &target)
{
    const QString source = QStringLiteral(STEPLINE_TEST_DATA "/insights/smdebug-job");
    QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString file = it.next();
        const QString copy = target + QLatin1Char('/') + QDir(source).relativeFilePath(file);
        if (!QDir().mkpath(QFileInfo(copy).path()) || !QFile::copy(file, copy))
            return false;
    }
    const QDir dumps(QStringLiteral(STEPLINE_TEST_DATA "/insights/cprofile"));
    const QStringList names = dumps.entryList({ QStringLiteral("*.python_stats") }, QDir::Files);
    for (const QString &name : names) {
        QString folder = name;
        folder.chop(qsizetype(sizeof(".python_stats") - 1));
        folder.replace(QLatin1String("STAR"), QLatin1String("*"));
        const QString dir = target + QStringLiteral("/framework/pytorch/cProfile/algo-1/") + folder;
        if (!QDir().mkpath(dir) || !QFile::copy(dumps.filePath(name), dir + QStringLiteral("/python_stats")))
            return false;
    }
    return names.size() == 5;
}

// The smdebug-job fixture plus tests/data/insights/python-profiling/job (cProfile dumps written by
// cProfile on two nodes in several modes, and pyinstrument dumps; "-STAR-" in its folder names
// becomes "-*-"), so that the loader opens it as a job with traces and Python profiler dumps.
inline bool makePythonProfilingJob(const QString &target)
{
    for (const QString &source : { QStringLiteral(STEPLINE_TEST_DATA "/insights/smdebug-job"),
             QStringLiteral(STEPLINE_TEST_DATA "/insights/python-profiling/job") }) {
        QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            QString rel = QDir(source).relativeFilePath(file);
            rel.replace(QLatin1String("-STAR-"), QLatin1String("-*-"));
            const QString copy = target + QLatin1Char('/') + rel;
            if (!QDir().mkpath(QFileInfo(copy).path()) || !QFile::copy(file, copy))
                return false;
        }
    }
    return true;
}
