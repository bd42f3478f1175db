#include "guilaunch.h"
#include "verbs.h"

// stepline: --help, --version and the headless verbs run here, linking Qt Core only; the window
// and the rendering verbs (and their usage errors) are stepline-gui's, with the same arguments.
int main(int argc, char **argv)
{
    using namespace stepline::cli;
    if (const int rc = runInfoOrHeadless(argc, argv); rc >= 0)
        return rc;
    return execGui(argv);
}
