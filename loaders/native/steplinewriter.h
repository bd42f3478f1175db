#pragma once

#include "profile.h"

#include <cstdint>
#include <string>

namespace stepline {

// Writes a loaded profile as a .stepline file (layout: steplineformat.h). The file is written to
// a temporary name and renamed when complete, so a failed write never leaves a partial file.
// Returns an empty string on success, else a message for the user. zstdLevel trades write time
// for size (1..19); the default is a good balance for files written once and opened often.
// The file also stores the profile's default summary (steplinesummary.h), computed here: about
// the time of the summary's analyses on the model.
std::string writeSteplineFile(
    const Profile &profile, const std::string &path, int zstdLevel = 9, int64_t *bytesWritten = nullptr);

} // namespace stepline
