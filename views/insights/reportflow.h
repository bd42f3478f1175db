#pragma once

#include <QColor>
#include <QFont>
#include <QLineF>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

class QPaintDevice;
class QPainter;

namespace stepline {

// One page of a text report, laid out in advance: single lines of text, rules and filled boxes at
// fixed positions in page coordinates (pixels of the device the layout measured with). Laying out
// first and painting second lets the report know its page count before it writes a page, and lets
// tests check what lands on which page without reading the PDF back.
struct ReportPage
{
    struct Text
    {
        QRectF rect;
        QString text;
        QFont font;
        QColor color;
        Qt::Alignment align = Qt::AlignLeft;
    };
    struct Box
    {
        QRectF rect;
        QColor fill;
    };
    struct Rule
    {
        QLineF line;
        QColor color;
    };
    QString section; // what the page belongs to ("summary", a rule name)
    std::vector<Text> texts;
    std::vector<Box> boxes;
    std::vector<Rule> rules;

    // The lines of text in layout order (for tests and for finding a string on a page).
    QStringList lines() const;
};

void paintReportPage(QPainter *painter, const ReportPage &page);

// Flows text top to bottom over pages of one size. Paragraphs wrap at word boundaries and continue
// on the next page line by line; a table row wraps inside its cells and moves to the next page
// whole, below the table's header repeated. A page that continues a section starts with
// "<section> (continued)" so a loose printed page still says what it is.
class ReportFlow
{
public:
    struct Column
    {
        Column(QString header, qreal share, Qt::Alignment align = Qt::AlignLeft)
            : header(std::move(header))
            , share(share)
            , align(align)
        {
        }
        QString header;
        qreal share = 1; // of the width; shares are normalized
        Qt::Alignment align = Qt::AlignLeft;
    };
    struct Cell
    {
        Cell(QString text = QString(), QColor color = QColor(), bool bold = false)
            : text(std::move(text))
            , color(color)
            , bold(bold)
        {
        }
        QString text;
        QColor color; // invalid: the table's text colour
        bool bold = false;
    };

    ReportFlow(QPaintDevice *metrics, QSizeF pageSize, QColor textColor, QColor mutedColor, QColor gridColor);

    // Starts a new page for a new section; title is what continuation pages repeat.
    void startSection(const QString &section, const QString &title);
    void paragraph(const QString &text, const QFont &font, QColor color = QColor(), qreal indent = 0);
    void table(
        const std::vector<Column> &columns, const std::vector<std::vector<Cell>> &rows, const QFont &font);
    // Vertical space in multiples of the body line height.
    void space(qreal lines);
    // Keeps the next `lines` body lines on one page (a heading with the start of what it heads).
    void keepTogether(qreal lines);

    qreal width() const { return m_size.width(); }
    const QFont &bodyFont() const { return m_body; }
    std::vector<ReportPage> takePages();
    size_t pageCount() const { return m_pages.size(); }

    // Text broken into lines no wider than width ('\n' also breaks).
    static QStringList wrap(const QString &text, const QFont &font, qreal width, QPaintDevice *device);

private:
    void newPage(bool continuation);
    qreal lineHeight(const QFont &font) const;
    bool fits(qreal height) const { return m_y + height <= m_size.height() + 0.5; }

    QPaintDevice *m_device;
    QSizeF m_size;
    QColor m_text;
    QColor m_muted;
    QColor m_grid;
    QFont m_body;
    QString m_section;
    QString m_title;
    std::vector<ReportPage> m_pages;
    qreal m_y = 0;
};

} // namespace stepline
