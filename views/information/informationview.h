#pragma once

#include "common/timeformat.h"

#include "jobmetadata.h"
#include "profile.h"

#include <QWidget>

class QTextBrowser;

namespace stepline {

// The Information tab: job metadata, ranks and nodes, devices, software versions found in the
// traces and the load report. Read-only text rebuilt on every setProfile()/setJobMetadata().
class InformationView : public QWidget
{
    Q_OBJECT
public:
    explicit InformationView(QWidget *parent = nullptr);

    void setProfile(ProfilePtr profile);
    void setJobMetadata(const JobMetadata &metadata);
    // The unit of the durations shown; the page is written again.
    void setTimeUnit(TimeUnit unit);

    // The HTML shown (tests inspect it).
    QString html() const;

private:
    void rebuild();

    ProfilePtr m_profile;
    JobMetadata m_metadata;
    bool m_hasMetadata = false;
    TimeUnit m_timeUnit = TimeUnit::Auto;
    QTextBrowser *m_browser;
};

} // namespace stepline
