#pragma once

#include <QDialog>
#include <QList>
#include <QString>

#include <utility>

class QAction;

namespace stepline {

// The keyboard-shortcut panel opened with "?": every action of the window that has a shortcut,
// read from the actions themselves so the list cannot drift from the real bindings.
class ShortcutPanel : public QDialog
{
    Q_OBJECT
public:
    // keys: bindings that are no actions (the timeline's keys), as (what, keys), listed after them.
    ShortcutPanel(const QList<QAction *> &actions, const QList<std::pair<QString, QString>> &keys = {},
        QWidget *parent = nullptr);

    int rowCount() const { return m_rows; }

private:
    int m_rows = 0;
};

} // namespace stepline
