#include "guimain.h"
#include "renderverbs.h"
#include "verbs.h"

#include <QApplication>

// stepline-gui: the window and the rendering verbs, usually started by `stepline` with the same
// arguments; run directly it also serves --help, --version and the headless verbs.
int main(int argc, char **argv)
{
    using namespace stepline::cli;
    if (const int rc = runInfoOrHeadless(argc, argv); rc >= 0)
        return rc;
    if (argc > 1) {
        if (const Verb *verb = findVerb(renderVerbs(), argv[1])) {
            // Chart export renders with QtGui but needs no screen: default to offscreen when
            // there is no display, so it works on servers and in CI.
            if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
                && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            QApplication app(argc, argv);
            setApplicationNames();
            std::vector<std::string> args;
            for (const QString &arg : QCoreApplication::arguments().mid(2))
                args.push_back(arg.toStdString());
            return finishVerb(*verb, verb->run(args));
        }
    }
    // The window's X11 class instance is "stepline" (the desktop entry's StartupWMClass) whether
    // the desktop entry started stepline-gui or `stepline` exec'ed it (Qt reads RESOURCE_NAME).
    if (qEnvironmentVariableIsEmpty("RESOURCE_NAME"))
        qputenv("RESOURCE_NAME", "stepline");
    QApplication app(argc, argv);
    setApplicationNames();
    return runGui(QCoreApplication::arguments().mid(1));
}
