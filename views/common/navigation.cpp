#include "navigation.h"

namespace stepline {

Navigation::Navigation(QObject *parent)
    : QObject(parent)
{
}

void Navigation::selectEvent(EventId event)
{
    m_selectedEvent = event;
    Q_EMIT eventSelected(event);
}

void Navigation::selectKernelName(const QString &name)
{
    m_kernelName = name;
    Q_EMIT kernelNameSelected(name);
}

void Navigation::stepKernelInstance(int delta)
{
    Q_EMIT kernelInstanceStepRequested(delta);
}

void Navigation::zoomToRange(int64_t startNs, int64_t endNs, int rank, int device)
{
    if (endNs < startNs)
        std::swap(startNs, endNs);
    Q_EMIT rangeRequested(startNs, endNs, rank, device);
}

void Navigation::goToStep(int64_t stepNumber, int rank)
{
    Q_EMIT stepRequested(stepNumber, rank);
}

void Navigation::showView(const QString &view)
{
    Q_EMIT viewRequested(view);
}

void Navigation::selectTimeRange(int64_t startNs, int64_t endNs)
{
    Q_EMIT timeRangeSelected(startNs, endNs);
}

void Navigation::showCollective(const QList<EventId> &kernels, EventId lastArrival)
{
    Q_EMIT collectiveRequested(kernels, lastArrival);
}

} // namespace stepline
