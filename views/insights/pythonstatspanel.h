#pragma once

#include "profile.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace stepline {

// Python function statistics (calls, total, self time) from python_function events, filtered by
// job phase and step range.
class PythonStatsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PythonStatsPanel(QWidget *parent = nullptr);
    void setProfile(ProfilePtr profile);
    QTableWidget *table() const { return m_table; }
    QComboBox *phaseBox() const { return m_phase; }

private:
    void refresh();

    ProfilePtr m_profile;
    QComboBox *m_phase;
    QSpinBox *m_firstStep;
    QSpinBox *m_lastStep;
    QLabel *m_status;
    QTableWidget *m_table;
};

} // namespace stepline
