#include "guimain.h"

#include "appearance.h"
#include "appsettings.h"
#include "languages.h"
#include "mainwindow.h"

#include <QApplication>
#include <QFileInfo>
#include <QIcon>

#include <cstdio>

// stepline [PATH] [--jobs DIR] [--step-range NAME]: the main window, optionally opening PATH (its
// steps from NVTX ranges named NAME) and listing DIR.
int stepline::cli::runGui(const QStringList &args)
{
    QString path;
    QString jobsDir;
    LoadOptions options;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--step-range") || arg.startsWith(QLatin1String("--step-range="))) {
            const bool inlineValue = arg.startsWith(QLatin1String("--step-range="));
            if (!inlineValue && i + 1 >= args.size()) {
                std::fputs("stepline: --step-range needs the name of an NVTX range\n", stderr);
                return 1;
            }
            const QString name = inlineValue ? arg.mid(13) : args[++i];
            if (name.isEmpty()) {
                std::fputs("stepline: --step-range needs the name of an NVTX range\n", stderr);
                return 1;
            }
            options.stepRange = name.toStdString();
        } else if (arg == QLatin1String("--jobs")) {
            if (i + 1 >= args.size()) {
                std::fputs("stepline: --jobs needs a folder\n", stderr);
                return 1;
            }
            jobsDir = args[++i];
        } else if (arg.startsWith(QLatin1String("--jobs="))) {
            jobsDir = arg.mid(7);
        } else if (arg.startsWith(QLatin1Char('-'))) {
            std::fprintf(stderr, "stepline: unknown option %s (see stepline --help)\n", qUtf8Printable(arg));
            return 1;
        } else if (path.isEmpty()) {
            path = arg;
        } else {
            std::fputs("stepline: only one PATH can be opened at a time\n", stderr);
            return 1;
        }
    }
    if (!jobsDir.isEmpty() && !QFileInfo(jobsDir).isDir()) {
        std::fprintf(stderr, "stepline: --jobs %s is not a folder\n", qUtf8Printable(jobsDir));
        return 1;
    }
    installLanguage(settings::language());
    applyTheme(settings::theme());
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/stepline.svg")));
    QApplication::setDesktopFileName(QStringLiteral("io.github.stepline.Stepline"));

    MainWindow window;
    if (!jobsDir.isEmpty())
        window.setProfilesFolder(QFileInfo(jobsDir).absoluteFilePath(), false);
    window.show();
    if (!path.isEmpty())
        window.openPath(path, options);
    return QApplication::exec();
}
