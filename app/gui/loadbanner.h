#pragma once

#include "loaderror.h"
#include "profile.h"

#include <QFrame>

class QLabel;
class QPushButton;

namespace stepline {

// A non-modal strip above the tabs: red with the details of a failed load (file, offset, message,
// what to try); amber when the loader skipped, cut or changed data (warning::WarningClass::
// DataLoss); blue after a complete load that only has producer notes (dangling flows, lane splits)
// or is a subset load saying what was left out. Traces that cannot be one run (runcheck.h) are
// amber too: nothing was lost, but the figures across ranks mix runs.
class LoadBanner : public QFrame
{
    Q_OBJECT
public:
    enum class Mode { Hidden, Info, Warning, Error };

    explicit LoadBanner(QWidget *parent = nullptr);

    void showError(const LoadError &error);
    // Shows the partial-load (amber) banner when data was skipped, cut or changed; an information
    // banner when there are only producer notes or it is a subset load (--ranks/--window); hides
    // otherwise. Returns whether it is shown.
    bool showWarnings(const Profile &profile);
    void clear();

    Mode mode() const { return m_mode; }
    QString text() const;
    // The user chose "Don't show notes again": a load with producer notes only shows no banner.
    void setNotesHidden(bool hidden) { m_notesHidden = hidden; }
    bool notesHidden() const { return m_notesHidden; }

    // Lines of the partial-load banner: one per data-loss warning kind and per truncated file.
    static QStringList warningLines(const Profile &profile);
    // Producer notes, one per kind: nothing was lost.
    static QStringList noteLines(const Profile &profile);
    // Why the loaded traces may not be one run (runcheck.h), one line per reason; empty when they
    // may be. Such a load is never "loaded completely": its cross-rank figures mix runs.
    static QStringList runLines(const Profile &profile);
    // What a subset load left out ("ranks left out: 2; ..."), empty for a whole job.
    static QString subsetLine(const Profile &profile);

Q_SIGNALS:
    void openAnotherRequested();
    void detailsRequested();
    // "Don't show notes again" was clicked (the banner is hidden already).
    void notesHiddenForGood();

protected:
    void changeEvent(QEvent *event) override;

private:
    void setMode(Mode mode); // Info, Warning or Error: colours (light or dark theme) and icon
    Mode m_mode = Mode::Hidden;
    QLabel *m_icon;
    QLabel *m_title;
    QLabel *m_body;
    QPushButton *m_openButton;
    QPushButton *m_detailsButton;
    QPushButton *m_hideNotesButton;
    bool m_notesHidden = false;
};

} // namespace stepline
