#pragma once

namespace stepline::cli {

// The file name of the window and rendering executable, installed beside stepline.
inline constexpr const char kGuiExecutable[] = "stepline-gui";

// Replaces this process with stepline-gui from the folder of this executable (/proc/self/exe, so
// a symlink to stepline on PATH still finds it), with ARGV unchanged: argv[0] too, so the window's
// class stays "stepline". Returns only when that fails: prints why on stderr and returns
// kGuiMissingExit.
int execGui(char **argv);

// The exit status when stepline-gui cannot be started (as a shell's "command not found").
inline constexpr int kGuiMissingExit = 127;

} // namespace stepline::cli
