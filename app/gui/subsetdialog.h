#pragma once

#include "memoryfit.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace stepline {

// Asked before loading a job whose estimated model would not fit in memory: load a subset of its
// ranks and/or a time window, load everything anyway, or cancel. The estimate follows the choice.
class SubsetDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Choice { Cancel, Subset, Anyway };

    SubsetDialog(
        const QString &path, std::vector<RankFile> files, qint64 availableBytes, QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }
    // The subset as chosen (valid when choice() == Subset).
    LoadOptions options() const;
    // Peak estimate for the current choice.
    MemoryCheck currentCheck() const;

    // For tests and keyboard users: the widgets by role.
    QListWidget *rankList() const { return m_ranks; }
    QGroupBox *windowGroup() const { return m_window; }
    QLineEdit *windowFrom() const { return m_from; }
    QLineEdit *windowTo() const { return m_to; }
    QPushButton *subsetButton() const { return m_subsetButton; }
    QPushButton *anywayButton() const { return m_anywayButton; }
    QLabel *estimateLabel() const { return m_estimate; }

    void chooseSubset();
    void chooseAnyway();

private:
    void update();
    bool windowValid(TimeWindow *window) const;

    std::vector<RankFile> m_files;
    qint64 m_available;
    Choice m_choice = Choice::Cancel;
    QListWidget *m_ranks;
    QGroupBox *m_window;
    QLineEdit *m_from;
    QLineEdit *m_to;
    QLabel *m_estimate;
    QPushButton *m_subsetButton;
    QPushButton *m_anywayButton;
};

} // namespace stepline
