#pragma once

// Runs the built stepline-bench with a verb and reads what it printed: the `name=value unit`
// figures (benchverbs.h's output contract) and any name printed twice.
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <map>

struct BenchFigure
{
    double value = 0;
    QString unit;
};

struct BenchRun
{
    int exitCode = -1; // -1: it crashed or did not finish within two minutes
    QString out;
    QString err;
    std::map<QString, BenchFigure> figures;
    QStringList repeatedNames; // a name=value line printed twice
};

inline BenchRun runBench(const QString &bench, const QString &verb, const QStringList &args)
{
    BenchRun r;
    QProcess proc;
    proc.start(bench, QStringList { verb } + args);
    if (!proc.waitForFinished(120000))
        return r;
    r.exitCode = proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    r.out = QString::fromUtf8(proc.readAllStandardOutput());
    r.err = QString::fromUtf8(proc.readAllStandardError());
    static const QRegularExpression figure(QStringLiteral(R"(^([a-z0-9_]+)=(-?[0-9]+(?:\.[0-9]+)?) (\S+)$)"));
    for (const QString &line : r.out.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = figure.match(line);
        if (!m.hasMatch())
            continue;
        if (r.figures.count(m.captured(1)))
            r.repeatedNames << m.captured(1);
        r.figures[m.captured(1)] = { m.captured(2).toDouble(), m.captured(3) };
    }
    return r;
}
