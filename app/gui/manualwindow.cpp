#include "manualwindow.h"

#include <QDesktopServices>
#include <QFile>
#include <QHBoxLayout>
#include <QListWidget>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>

namespace stepline {

namespace {

const char *const kPages[] = {
    "index.md",
    "window.md",
    "cli.md",
    "insights.md",
    "formats.md",
    "metrics-notes.md",
    "development.md",
};

QString pageText(const QString &page)
{
    QFile file(QStringLiteral(":/manual/") + page);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// A page's name in the list: its first "# " heading, so the list cannot drift from the pages.
QString pageTitle(const QString &text, const QString &page)
{
    for (const QStringView line : QStringView(text).split(u'\n')) {
        if (line.startsWith(u"# "))
            return line.mid(2).trimmed().toString();
    }
    return page;
}

} // namespace

ManualWindow::ManualWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_list(new QListWidget(this))
    , m_browser(new QTextBrowser(this))
{
    setWindowTitle(tr("Stepline Manual"));
    setObjectName(QStringLiteral("manualWindow"));
    m_list->setObjectName(QStringLiteral("manualPages"));
    m_browser->setObjectName(QStringLiteral("manualText"));
    m_browser->setOpenLinks(false);
    for (const QString &page : pages()) {
        auto *item = new QListWidgetItem(pageTitle(pageText(page), page), m_list);
        item->setData(Qt::UserRole, page);
    }
    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 200, 700 });
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    resize(960, 720);

    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        if (item)
            showPage(item->data(Qt::UserRole).toString());
    });
    connect(m_browser, &QTextBrowser::anchorClicked, this, &ManualWindow::openLink);
    showPage(pages().constFirst());
}

QStringList ManualWindow::pages()
{
    QStringList list;
    for (const char *page : kPages)
        list << QString::fromLatin1(page);
    return list;
}

bool ManualWindow::showPage(const QString &page)
{
    if (page == m_current)
        return true;
    const QString text = pageText(page);
    if (text.isEmpty())
        return false;
    m_current = page;
    m_browser->setMarkdown(text);
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toString() == page)
            m_list->setCurrentRow(row);
    }
    return true;
}

void ManualWindow::openLink(const QUrl &url)
{
    if (url.isRelative()) {
        const QString file = url.path().section(QLatin1Char('/'), -1);
        if (!file.isEmpty())
            showPage(file);
        return;
    }
    QDesktopServices::openUrl(url);
}

} // namespace stepline
