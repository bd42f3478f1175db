#include "loadbanner.h"

#include "common/timeformat.h"
#include "common/warningtext.h"
#include "runcheck.h"

#include <QHBoxLayout>
#include <QApplication>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace stepline {

namespace {
constexpr int kMaxBannerLines = 8;

QStringList linesOf(const Profile &profile, warning::WarningClass cls)
{
    QStringList lines;
    for (const auto &[kind, entry] : profile.report().entries()) {
        if (kind == warning::kTruncated || subset::isSubsetKind(kind) || warning::warningClass(kind) != cls)
            continue;
        lines.append(WarningText::line(kind, entry));
    }
    return lines;
}

QStringList capped(QStringList lines, int max)
{
    const qsizetype total = lines.size();
    if (total > max) {
        lines = lines.mid(0, max);
        lines.append(LoadBanner::tr("... and %n more", nullptr, int(total - max)));
    }
    return lines;
}
} // namespace

LoadBanner::LoadBanner(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_title(new QLabel(this))
    , m_body(new QLabel(this))
    , m_openButton(new QPushButton(tr("Open another file..."), this))
    , m_detailsButton(new QPushButton(tr("Details"), this))
    , m_hideNotesButton(new QPushButton(tr("Don't show notes again"), this))
{
    setObjectName(QStringLiteral("loadBanner"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    auto *text = new QVBoxLayout;
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_body->setWordWrap(true);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    text->addWidget(m_title);
    text->addWidget(m_body);
    layout->addLayout(text, 1);
    // One row of buttons beside the text keeps a one-line banner one line high.
    auto *buttons = new QHBoxLayout;
    auto *dismiss = new QPushButton(tr("Dismiss"), this);
    buttons->addWidget(m_detailsButton);
    buttons->addWidget(m_openButton);
    buttons->addWidget(m_hideNotesButton);
    buttons->addWidget(dismiss);
    layout->addLayout(buttons);
    layout->setAlignment(buttons, Qt::AlignTop);
    connect(m_hideNotesButton, &QPushButton::clicked, this, [this] {
        m_notesHidden = true;
        clear();
        Q_EMIT notesHiddenForGood();
    });
    connect(dismiss, &QPushButton::clicked, this, &LoadBanner::clear);
    connect(m_openButton, &QPushButton::clicked, this, &LoadBanner::openAnotherRequested);
    connect(m_detailsButton, &QPushButton::clicked, this, &LoadBanner::detailsRequested);
    clear();
}

// Background, text colour and icon of each shown mode.
void LoadBanner::setMode(Mode mode)
{
    struct Look
    {
        QColor window, text;
        QStyle::StandardPixmap icon;
    };
    // On a dark theme the same hues, dark behind light text, so the banner does not glare.
    static const Look kError { QColor(0xf8, 0xd7, 0xda), QColor(0x58, 0x15, 0x1c),
        QStyle::SP_MessageBoxCritical };
    static const Look kInfo { QColor(0xd1, 0xec, 0xf1), QColor(0x0c, 0x54, 0x60),
        QStyle::SP_MessageBoxInformation };
    static const Look kWarning { QColor(0xff, 0xf3, 0xcd), QColor(0x66, 0x4d, 0x03),
        QStyle::SP_MessageBoxWarning };
    m_mode = mode;
    const Look &look = mode == Mode::Error ? kError : mode == Mode::Info ? kInfo : kWarning;
    const bool dark = QApplication::palette().color(QPalette::Window).lightness() < 128;
    QPalette p = palette();
    const QColor window = dark ? look.text.darker(140) : look.window;
    const QColor text = dark ? look.window : look.text;
    if (p.color(QPalette::Window) != window || p.color(QPalette::WindowText) != text) {
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        setPalette(p);
    }
    m_icon->setPixmap(style()->standardIcon(look.icon).pixmap(mode == Mode::Info ? 20 : 32));
}

void LoadBanner::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_mode != Mode::Hidden)
        setMode(m_mode); // the theme changed while the banner shows (settles: same colours, no change)
}

void LoadBanner::showError(const LoadError &error)
{
    setMode(Mode::Error);
    m_title->setText(tr("Could not load %1").arg(QString::fromStdString(error.file)));
    m_body->setText(QString::fromStdString(error.toUserMessage()));
    m_openButton->show();
    m_detailsButton->hide();
    m_hideNotesButton->hide();
    show();
}

QStringList LoadBanner::warningLines(const Profile &profile)
{
    QStringList lines;
    for (const RankInfo &rank : profile.ranks()) {
        if (rank.truncated)
            lines.append(tr("%1 ends early at byte %2: the events before it were loaded.")
                             .arg(QString::fromStdString(rank.file))
                             .arg(rank.truncatedAtByte));
    }
    lines.append(linesOf(profile, warning::WarningClass::DataLoss));
    return lines;
}

QStringList LoadBanner::noteLines(const Profile &profile)
{
    return linesOf(profile, warning::WarningClass::ProducerNote);
}

QString LoadBanner::subsetLine(const Profile &profile)
{
    const LoadReport &report = profile.report();
    const uint64_t ranks = report.count(subset::kRanksLeftOut);
    const uint64_t events = report.count(subset::kWindowEventsLeftOut);
    QStringList parts;
    if (ranks > 0)
        parts.append(tr("ranks left out: %1").arg(formatCount(qint64(ranks))));
    if (events > 0)
        parts.append(tr("events outside the time window left out: %1").arg(formatCount(qint64(events))));
    if (parts.isEmpty())
        return {};
    return tr("This is part of the job, as asked: %1.").arg(parts.join(QStringLiteral("; ")));
}

QStringList LoadBanner::runLines(const Profile &profile)
{
    QStringList lines;
    for (const std::string &reason : runMismatches(profile))
        lines.append(QString::fromStdString(reason));
    return lines;
}

bool LoadBanner::showWarnings(const Profile &profile)
{
    const QStringList lost = warningLines(profile);
    const QStringList notes = noteLines(profile);
    const QString subset = subsetLine(profile);
    const QStringList mixed = runLines(profile);
    if (lost.isEmpty() && subset.isEmpty() && mixed.isEmpty() && (notes.isEmpty() || m_notesHidden)) {
        clear();
        return false;
    }
    QStringList body;
    if (!subset.isEmpty())
        body.append(subset);
    if (!mixed.isEmpty()) {
        // Loaded whole, but the ranks are traces of different runs: every figure across ranks
        // (straggler, waits, the heatmap) compares unrelated work.
        setMode(Mode::Warning);
        m_title->setText(tr("These traces may not be one run: figures across ranks mix runs."));
        body.append(tr("%1. Open each run on its own (the job picker lists them apart).")
                        .arg(mixed.join(QStringLiteral("; "))));
        body.append(capped(lost, kMaxBannerLines));
    } else if (lost.isEmpty()) {
        // Nothing was lost: a subset is what the user asked for, and producer notes only say how
        // the trace was written. Calm colours, no warning.
        setMode(Mode::Info);
        m_title->setText(subset.isEmpty() ? tr("The profile was loaded completely.")
                                          : tr("A subset of the job is loaded."));
        // One line: the notes themselves are in Details (the Information tab).
        if (!notes.isEmpty())
            body.append(tr("%1 notes on how the trace was written, nothing lost (Details lists them).")
                            .arg(notes.size()));
    } else {
        setMode(Mode::Warning);
        m_title->setText(tr("The profile was loaded with warnings: some data was skipped, cut or changed."));
        body.append(capped(lost, kMaxBannerLines));
        if (!notes.isEmpty()) {
            body.append(WarningText::producerNoteHeading());
            body.append(capped(notes, 3));
        }
    }
    m_body->setText(body.join(QLatin1Char('\n')));
    m_openButton->hide();
    m_detailsButton->show();
    m_hideNotesButton->setVisible(lost.isEmpty() && mixed.isEmpty() && !notes.isEmpty());
    show();
    return true;
}

void LoadBanner::clear()
{
    m_mode = Mode::Hidden;
    m_title->clear();
    m_body->clear();
    hide();
}

QString LoadBanner::text() const
{
    return m_title->text() + QLatin1Char('\n') + m_body->text();
}

} // namespace stepline
