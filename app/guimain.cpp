#include "commands.h"

#include <cstdio>

// TODO(#2-#5): placeholder until the verb lands; it says so instead of pretending.
int stepline::cli::runGui(const QStringList &)
{
    std::fputs("stepline: this command is not implemented in this build yet\n", stderr);
    return 1;
}
