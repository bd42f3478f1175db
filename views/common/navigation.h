#pragma once

#include "ids.h"

#include <QList>
#include <QObject>
#include <QString>

#include <cstdint>

namespace stepline {

// The one selection/navigation hub shared by the dashboard, the timeline and the insights.
// Views call the request slots; whoever can act on a request (the timeline) listens to the
// signals. Pure UI state: it never touches the model. Times are ns since the job origin.
class Navigation : public QObject
{
    Q_OBJECT
public:
    explicit Navigation(QObject *parent = nullptr);

    EventId selectedEvent() const { return m_selectedEvent; }
    const QString &selectedKernelName() const { return m_kernelName; }

public Q_SLOTS:
    // Select one event (shows details, highlights it, centres the timeline on it).
    void selectEvent(stepline::EventId event);
    // Select every kernel with this exact name; the timeline steps through instances.
    void selectKernelName(const QString &name);
    // Step through the instances of the selected kernel name (+1 next, -1 previous).
    void stepKernelInstance(int delta);
    // Zoom the timeline to [startNs, endNs] and bring the rows of one rank (RankInfo::rank, -1 =
    // any) and GPU device (-1 = the rank's first) into view.
    void zoomToRange(int64_t startNs, int64_t endNs, int rank = -1, int device = -1);
    // Go to the ProfilerStep with this number on a rank (-1 = first rank that has it).
    void goToStep(int64_t stepNumber, int rank = -1);
    // Ask the main window to show a tab ("timeline", "dashboard", ...).
    void showView(const QString &view);
    // The time range the user selected on the timeline (a measure drag), for views that filter
    // by time (the Python functions panel).
    void selectTimeRange(int64_t startNs, int64_t endNs);
    // Show one collective: only the rows of its kernels (one per rank taking part), zoomed to them,
    // the last arrival selected and marked.
    void showCollective(const QList<stepline::EventId> &kernels, stepline::EventId lastArrival);

Q_SIGNALS:
    void eventSelected(stepline::EventId event);
    void kernelNameSelected(const QString &name);
    void kernelInstanceStepRequested(int delta);
    void rangeRequested(int64_t startNs, int64_t endNs, int rank, int device);
    void stepRequested(int64_t stepNumber, int rank);
    void viewRequested(const QString &view);
    void timeRangeSelected(int64_t startNs, int64_t endNs);
    void collectiveRequested(const QList<stepline::EventId> &kernels, stepline::EventId lastArrival);

private:
    EventId m_selectedEvent;
    QString m_kernelName;
};

} // namespace stepline
