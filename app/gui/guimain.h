#pragma once

#include <QStringList>

namespace stepline::cli {

// stepline [PATH] [--jobs DIR]: the main window, inside an already created QApplication; returns
// the process exit code (1 on usage errors).
int runGui(const QStringList &args);

} // namespace stepline::cli
