#include "demojobs.h"

#include <QDir>
#include <QFile>

namespace stepline {

namespace {

QByteArray quoted(const QString &s)
{
    QByteArray out = "\"";
    for (const char c : s.toUtf8()) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    return out + '"';
}

void appendObject(
    QByteArray &out, const char *key, const std::vector<std::pair<QString, QString>> &items, bool rawValues)
{
    out += "  \"";
    out += key;
    out += "\": {";
    for (size_t i = 0; i < items.size(); ++i) {
        out += i ? ",\n    " : "\n    ";
        out += quoted(items[i].first) + ": ";
        out += rawValues ? items[i].second.toUtf8() : quoted(items[i].second);
    }
    out += items.empty() ? "}" : "\n  }";
}

} // namespace

QByteArray jobJsonText(const JobMeta &m)
{
    QByteArray out = "{\n";
    out += "  \"name\": " + quoted(m.name) + ",\n";
    out += "  \"created\": " + quoted(m.created) + ",\n";
    out += "  \"status\": " + quoted(m.status) + ",\n";
    out += "  \"instance_type\": " + quoted(m.instanceType) + ",\n";
    out += "  \"instance_count\": " + QByteArray::number(m.instanceCount) + ",\n";
    out += "  \"framework\": " + quoted(m.framework) + ",\n";
    appendObject(out, "hyperparameters", m.hyperparameters, true);
    out += ",\n";
    appendObject(out, "tags", m.tags, false);
    out += "\n}\n";
    return out;
}

std::vector<DemoJob> demoJobs()
{
    std::vector<DemoJob> jobs;
    using Gpu = TraceGenerator::Gpu;

    DemoJob resnet;
    resnet.folder = QStringLiteral("resnet-2node");
    resnet.meta = { QStringLiteral("resnet50-2node"), QStringLiteral("2026-11-02T10:15:00Z"),
        QStringLiteral("Completed"), QStringLiteral("ml.p4d.24xlarge"), 2, QStringLiteral("PyTorch 2.1.0"),
        { { QStringLiteral("epochs"), QStringLiteral("90") },
            { QStringLiteral("batch_size"), QStringLiteral("256") },
            { QStringLiteral("lr"), QStringLiteral("0.1") },
            { QStringLiteral("momentum"), QStringLiteral("0.9") },
            { QStringLiteral("amp"), QStringLiteral("\"bf16\"") },
            { QStringLiteral("num_workers"), QStringLiteral("2") } },
        { { QStringLiteral("team"), QStringLiteral("vision") },
            { QStringLiteral("project"), QStringLiteral("resnet50") },
            { QStringLiteral("cost-center"), QStringLiteral("ml-research") } } };
    resnet.options.nodes = 2;
    resnet.options.gpusPerNode = 2;
    resnet.options.steps = 8;
    resnet.options.layers = 24;
    resnet.options.seed = 2026110201;
    resnet.options.gzip = true;
    resnet.options.gpu = Gpu::A100;
    resnet.options.startAbsNs = 1793614500000000000LL; // 2026-11-02T10:15:00Z
    jobs.push_back(resnet);

    DemoJob bert;
    bert.folder = QStringLiteral("bert-finetune-running");
    bert.meta = { QStringLiteral("bert-large-finetune"), QStringLiteral("2026-11-29T09:40:00Z"),
        QStringLiteral("InProgress"), QStringLiteral("ml.g5.12xlarge"), 1, QStringLiteral("PyTorch 2.1.0"),
        { { QStringLiteral("epochs"), QStringLiteral("3") },
            { QStringLiteral("batch_size"), QStringLiteral("32") },
            { QStringLiteral("lr"), QStringLiteral("3e-05") },
            { QStringLiteral("max_seq_length"), QStringLiteral("384") } },
        { { QStringLiteral("team"), QStringLiteral("nlp") },
            { QStringLiteral("project"), QStringLiteral("squad") } } };
    bert.options.nodes = 1;
    bert.options.gpusPerNode = 2;
    bert.options.steps = 4;
    bert.options.layers = 12;
    bert.options.seed = 2026112901;
    bert.options.gzip = true;
    bert.options.gpu = Gpu::A10G;
    bert.options.startAbsNs = 1795945200000000000LL; // 2026-11-29T09:40:00Z
    bert.options.truncateLastRankPercent = 62;
    jobs.push_back(bert);

    DemoJob gpt;
    gpt.folder = QStringLiteral("gpt-pretrain-failed");
    gpt.meta = { QStringLiteral("gpt-1b-pretrain"), QStringLiteral("2026-11-24T14:30:00Z"),
        QStringLiteral("Failed"), QStringLiteral("ml.p5.48xlarge"), 1, QStringLiteral("PyTorch 2.2.0"),
        { { QStringLiteral("max_steps"), QStringLiteral("200000") },
            { QStringLiteral("global_batch_size"), QStringLiteral("512") },
            { QStringLiteral("lr"), QStringLiteral("0.0003") },
            { QStringLiteral("fp8"), QStringLiteral("true") } },
        { { QStringLiteral("team"), QStringLiteral("llm") },
            { QStringLiteral("failure"), QStringLiteral("CUDA out of memory") } } };
    gpt.options.nodes = 1;
    gpt.options.gpusPerNode = 1;
    gpt.options.steps = 3;
    gpt.options.layers = 16;
    gpt.options.seed = 2026112401;
    gpt.options.gzip = true;
    gpt.options.gpu = Gpu::H100;
    gpt.options.outlierStep = -1;
    gpt.options.startAbsNs = 1795530600000000000LL; // 2026-11-24T14:30:00Z
    jobs.push_back(gpt);

    DemoJob vit;
    vit.folder = QStringLiteral("vit-sweep-stopped");
    vit.meta = { QStringLiteral("vit-base-lr-sweep-07"), QStringLiteral("2026-11-20T08:00:00Z"),
        QStringLiteral("Stopped"), QStringLiteral("ml.p3.2xlarge"), 1, QStringLiteral("PyTorch 1.13.1"),
        { { QStringLiteral("epochs"), QStringLiteral("30") },
            { QStringLiteral("batch_size"), QStringLiteral("64") },
            { QStringLiteral("lr"), QStringLiteral("0.0007") } },
        { { QStringLiteral("team"), QStringLiteral("vision") },
            { QStringLiteral("sweep"), QStringLiteral("lr-07") } } };
    vit.options.nodes = 1;
    vit.options.gpusPerNode = 1;
    vit.options.steps = 5;
    vit.options.layers = 12;
    vit.options.seed = 2026112001;
    vit.options.gzip = true;
    vit.options.gpu = Gpu::V100;
    vit.options.dataLoaderWorkers = 4;
    vit.options.outlierStep = 1;
    vit.options.startAbsNs = 1795161600000000000LL; // 2026-11-20T08:00:00Z
    jobs.push_back(vit);
    return jobs;
}

QString writeDemoJobs(const QString &dir, QStringList *writtenFiles)
{
    for (const DemoJob &job : demoJobs()) {
        const QString jobDir = QDir(dir).absoluteFilePath(job.folder);
        // Start from an empty folder so renamed rank files do not linger.
        QDir(jobDir).removeRecursively();
        const TraceGenerator::JobResult result = TraceGenerator::writeJob(jobDir, job.options);
        if (!result.ok)
            return result.error;
        QFile meta(QDir(jobDir).absoluteFilePath(QStringLiteral("job.json")));
        const QByteArray text = jobJsonText(job.meta);
        if (!meta.open(QIODevice::WriteOnly | QIODevice::Truncate) || meta.write(text) != text.size())
            return QStringLiteral("cannot write %1: %2").arg(meta.fileName(), meta.errorString());
        if (writtenFiles)
            *writtenFiles << result.files << meta.fileName();
    }
    return {};
}

} // namespace stepline
