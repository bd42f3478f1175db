#pragma once

#include "jobrow.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QFrame;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;
class QToolButton;

namespace stepline {

class JobFilterProxy;
class JobListModel;

// The Jobs tab: the profiles folder, a searchable, filterable, sortable table of its jobs and the
// "Loaded profile" section with a trash button. It never scans or loads anything itself: it asks
// through signals and the app answers with setJobs()/setLoadedProfile().
class JobPickerWidget : public QWidget
{
    Q_OBJECT
public:
    explicit JobPickerWidget(QWidget *parent = nullptr);

    void setProfilesFolder(const QString &folder);
    // Replaces the rows, keeping the selected job (by path) and the scroll position.
    void setJobs(const QList<JobRow> &jobs);
    void setScanning(bool scanning);
    void setLoadedProfile(const QString &name, const QString &path, qint64 memoryBytes);
    void clearLoadedProfile();
    // First run without a profiles folder: offer the bundled demo jobs.
    void setDemoOffer(bool offer);

    QString selectedPath() const;
    void selectPath(const QString &path);

    JobListModel *model() const { return m_model; }
    JobFilterProxy *proxy() const { return m_proxy; }
    QTableView *table() const { return m_table; }

Q_SIGNALS:
    void loadRequested(const QString &path);
    void unloadRequested();
    void changeFolderRequested();
    void refreshRequested();
    void demoRequested();

private:
    void updateFilters();
    void updateCount();

    JobListModel *m_model;
    JobFilterProxy *m_proxy;
    QTableView *m_table;
    QLabel *m_folderLabel;
    QLabel *m_loadedLabel;
    QToolButton *m_unloadButton;
    QFrame *m_demoFrame;
    QLineEdit *m_search;
    QComboBox *m_status;
    QCheckBox *m_fromCheck;
    QDateTimeEdit *m_from;
    QCheckBox *m_toCheck;
    QDateTimeEdit *m_to;
    QLabel *m_countLabel;
    QPushButton *m_loadButton;
    bool m_scanning = false;
};

} // namespace stepline
