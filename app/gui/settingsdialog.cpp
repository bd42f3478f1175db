#include "settingsdialog.h"

#include "appsettings.h"
#include "languages.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace stepline {

SettingsDialog::SettingsDialog(QWidget *parent)
    : QDialog(parent)
    , m_folder(new QLineEdit(this))
    , m_theme(new QComboBox(this))
    , m_timeUnit(new QComboBox(this))
    , m_language(new QComboBox(this))
{
    setWindowTitle(tr("Settings"));
    auto *form = new QFormLayout;

    auto *folderRow = new QHBoxLayout;
    m_folder->setObjectName(QStringLiteral("profilesFolder"));
    m_folder->setText(settings::profilesFolder());
    m_folder->setPlaceholderText(tr("Folder with one sub-folder or trace file per training job"));
    auto *browse = new QPushButton(tr("Browse..."), this);
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);
    form->addRow(tr("Profiles folder:"), folderRow);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Profiles folder"), m_folder->text());
        if (!dir.isEmpty())
            m_folder->setText(dir);
    });

    m_theme->addItem(tr("Follow the system"), int(settings::Theme::System));
    m_theme->addItem(tr("Light"), int(settings::Theme::Light));
    m_theme->addItem(tr("Dark"), int(settings::Theme::Dark));
    m_theme->setCurrentIndex(m_theme->findData(int(settings::theme())));
    form->addRow(tr("Theme:"), m_theme);

    m_timeUnit->addItem(tr("Automatic"), QStringLiteral("auto"));
    m_timeUnit->addItem(tr("Nanoseconds (ns)"), QStringLiteral("ns"));
    m_timeUnit->addItem(tr("Microseconds (\u00B5s)"), QStringLiteral("us"));
    m_timeUnit->addItem(tr("Milliseconds (ms)"), QStringLiteral("ms"));
    m_timeUnit->addItem(tr("Seconds (s)"), QStringLiteral("s"));
    m_timeUnit->setCurrentIndex(std::max(0, m_timeUnit->findData(settings::timeUnit())));
    form->addRow(tr("Time units:"), m_timeUnit);

    m_language->addItem(tr("System language"), QString());
    for (const auto &[code, name] : availableLanguages())
        m_language->addItem(name, code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(settings::language())));
    form->addRow(tr("Language:"), m_language);
    auto *note = new QLabel(tr("A new language applies the next time Stepline starts."), this);
    note->setWordWrap(true);
    form->addRow(QString(), note);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        save();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(560, sizeHint().height());
}

QString SettingsDialog::profilesFolder() const
{
    return m_folder->text().trimmed();
}

QString SettingsDialog::language() const
{
    return m_language->currentData().toString();
}

void SettingsDialog::save()
{
    settings::setProfilesFolder(profilesFolder());
    settings::setTheme(settings::Theme(m_theme->currentData().toInt()));
    settings::setTimeUnit(m_timeUnit->currentData().toString());
    settings::setLanguage(language());
}

} // namespace stepline
