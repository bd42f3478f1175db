#pragma once

#include <QDialog>

class QComboBox;
class QLineEdit;

namespace stepline {

// Preferences: profiles folder, theme, time units and language. Reads the stored settings when
// opened and writes them on OK; the main window applies what changed.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget *parent = nullptr);

    QString profilesFolder() const;
    QString language() const;

private:
    void save();

    QLineEdit *m_folder;
    QComboBox *m_theme;
    QComboBox *m_timeUnit;
    QComboBox *m_language;
};

} // namespace stepline
