#pragma once

#include <QStringList>
#include <QWidget>

class QListWidget;
class QTextBrowser;
class QUrl;

namespace stepline {

// Help > Manual: the user's manual (resources/manual/*.md, compiled in as :/manual/) in a
// QTextBrowser, one page at a time, with the pages listed beside it by their first heading. Links
// between pages stay in the window; web links open in the browser.
class ManualWindow : public QWidget
{
    Q_OBJECT
public:
    explicit ManualWindow(QWidget *parent = nullptr);

    // The page files, in reading order.
    static QStringList pages();
    // Shows PAGE ("cli.md"); false, changing nothing, when the manual has no such page.
    bool showPage(const QString &page);
    QString currentPage() const { return m_current; }
    QTextBrowser *browser() const { return m_browser; }

private:
    void openLink(const QUrl &url);

    QListWidget *m_list;
    QTextBrowser *m_browser;
    QString m_current;
};

} // namespace stepline
