#include "gputimepalette.h"

#include <QCoreApplication>

#include <array>

namespace stepline {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text); // lupdate files a free tr() under "stepline"
}

struct ClassInfo
{
    const char *key;
    const char *label;
    QRgb light;
    QRgb dark;
};

// Busy classes in the blues/purples/orange of the activity charts; idle causes in distinct hues,
// unattributed in the grey of "idle".
constexpr std::array<ClassInfo, kGpuTimeClassCount> kClasses = { {
    { "computation", QT_TRANSLATE_NOOP("stepline", "computation"), 0x2f6fdb, 0x5b93f0 },
    { "exposed comm", QT_TRANSLATE_NOOP("stepline", "exposed communication"), 0x8e5cc9, 0xb18be0 },
    { "exposed memcpy", QT_TRANSLATE_NOOP("stepline", "exposed memcpy"), 0xe8872b, 0xf2a457 },
    { "idle: queued", QT_TRANSLATE_NOOP("stepline", "idle: queued"), 0x7f95ad, 0x7d8ea6 },
    { "idle: launch", QT_TRANSLATE_NOOP("stepline", "idle: launch"), 0xc1a01f, 0xdcc14a },
    { "idle: data loader", QT_TRANSLATE_NOOP("stepline", "idle: data loader"), 0x2a9d8f, 0x4cc3b4 },
    { "idle: sync", QT_TRANSLATE_NOOP("stepline", "idle: sync"), 0xd64550, 0xe8707a },
    { "idle: host ops", QT_TRANSLATE_NOOP("stepline", "idle: host ops"), 0x8d6e4a, 0xb0916b },
    { "idle: host other", QT_TRANSLATE_NOOP("stepline", "idle: host other"), 0xc77dba, 0xdca0d2 },
    { "idle: unattributed", QT_TRANSLATE_NOOP("stepline", "idle: unattributed"), 0xc9ced6, 0x596070 },
    // Two purples either side of exposed communication's: the wait darker, the transfer lighter.
    { "exposed comm: wait", QT_TRANSLATE_NOOP("stepline", "exposed comm: waiting for a late rank"), 0x5e2f99,
        0x8a5fc4 },
    { "exposed comm: transfer", QT_TRANSLATE_NOOP("stepline", "exposed comm: transfer"), 0xb48fe3, 0xd2b8f2 },
} };

} // namespace

GpuTimeClass classOfCause(IdleCause cause)
{
    return GpuTimeClass(uint8_t(GpuTimeClass::Queued) + uint8_t(cause));
}

QString gpuTimeClassKey(GpuTimeClass c)
{
    return QLatin1String(kClasses[size_t(c)].key);
}

QString gpuTimeClassLabel(GpuTimeClass c)
{
    return tr(kClasses[size_t(c)].label);
}

QColor gpuTimeClassColor(GpuTimeClass c, bool dark)
{
    return QColor(dark ? kClasses[size_t(c)].dark : kClasses[size_t(c)].light);
}

bool gpuTimeClassOfKey(const QString &key, GpuTimeClass *out)
{
    for (size_t i = 0; i < kClasses.size(); ++i) {
        if (key == QLatin1String(kClasses[i].key)) {
            *out = GpuTimeClass(i);
            return true;
        }
    }
    return false;
}

int64_t nsOfClass(const GpuTimeBreakdown &b, GpuTimeClass c)
{
    switch (c) {
    case GpuTimeClass::Computation:
        return b.computationNs;
    case GpuTimeClass::ExposedComm:
        return b.exposedCommNs;
    case GpuTimeClass::ExposedMemcpy:
        return b.exposedMemcpyNs;
    case GpuTimeClass::ExposedCommWait:
        return b.commSplitKnown ? b.exposedCommWaitNs : 0;
    case GpuTimeClass::ExposedCommTransfer:
        return b.commSplitKnown ? b.exposedCommTransferNs : 0;
    default:
        return b.idle.ns[size_t(c) - size_t(GpuTimeClass::Queued)];
    }
}

} // namespace stepline
