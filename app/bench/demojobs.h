#pragma once

#include "tracegenerator.h"

#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace stepline {

// The job.json written next to the rank files of a job (format: README, "Profiles folder").
struct JobMeta
{
    QString name;
    QString created; // ISO 8601 UTC, e.g. "2026-11-02T10:15:00Z"
    QString status; // InProgress | Completed | Failed | Stopped | Stopping
    QString instanceType; // e.g. "ml.p4d.24xlarge"
    int instanceCount = 1;
    QString framework; // e.g. "PyTorch 2.1.0"
    // Values are JSON text (numbers, true/false, quoted strings), written as given.
    std::vector<std::pair<QString, QString>> hyperparameters;
    std::vector<std::pair<QString, QString>> tags; // plain strings
};

// job.json text with keys in the documented order, two-space indentation, final newline.
QByteArray jobJsonText(const JobMeta &meta);

struct DemoJob
{
    QString folder; // sub-folder of the demo directory
    JobMeta meta;
    TraceGenerator::Options options;
};

// The bundled demo jobs (resources/demo): a completed 2-node x 2-GPU ResNet job and a few small
// jobs with other statuses, one of them still running with a truncated last rank file.
std::vector<DemoJob> demoJobs();

// Writes every demo job into `dir` (a sub-folder each, rank files plus job.json). Returns an
// empty string on success, else what failed.
QString writeDemoJobs(const QString &dir, QStringList *writtenFiles = nullptr);

} // namespace stepline
