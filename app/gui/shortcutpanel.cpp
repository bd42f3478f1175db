#include "shortcutpanel.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace stepline {

ShortcutPanel::ShortcutPanel(
    const QList<QAction *> &actions, const QList<std::pair<QString, QString>> &otherKeys, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard shortcuts"));
    auto *table = new QTableWidget(0, 2, this);
    table->setObjectName(QStringLiteral("shortcutTable"));
    table->setHorizontalHeaderLabels({ tr("Action"), tr("Shortcut") });
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionMode(QAbstractItemView::NoSelection);
    for (const QAction *action : actions) {
        if (action->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            keys.append(key.toString(QKeySequence::NativeText));
        table->insertRow(m_rows);
        table->setItem(m_rows, 0, new QTableWidgetItem(action->text().remove(QLatin1Char('&'))));
        table->setItem(m_rows, 1, new QTableWidgetItem(keys.join(QStringLiteral(", "))));
        ++m_rows;
    }
    for (const auto &[what, key] : otherKeys) {
        table->insertRow(m_rows);
        table->setItem(m_rows, 0, new QTableWidgetItem(what));
        table->setItem(m_rows, 1, new QTableWidgetItem(key));
        ++m_rows;
    }
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->resizeColumnToContents(1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(buttons);
    resize(460, 420);
}

} // namespace stepline
