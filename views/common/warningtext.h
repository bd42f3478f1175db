#pragma once

#include "loadreport.h"

#include <QCoreApplication>
#include <QString>

namespace stepline {

// Translated wording of load warnings, shared by the load banner and the Information tab so a
// warning reads the same everywhere. Two kinds of warning (loadreport.h, warning::WarningClass):
// what lost data (the profile is incomplete) and what only describes how the producer wrote the
// trace (nothing lost).
class WarningText
{
    Q_DECLARE_TR_FUNCTIONS(WarningText)
public:
    // "malformed events skipped", ...; the kind itself for kinds without a text.
    static QString kindText(const std::string &kind);
    // "first at byte 1234 of rank 0", or "no byte offset (counted after reading)".
    static QString firstPlace(const LoadReport::Entry &entry);
    // "<text>: <count> (<first place>)"; no_gpu_activity reads "<count> launches, no GPU ...".
    static QString line(const std::string &kind, const LoadReport::Entry &entry);
    // Headings of the two groups.
    static QString dataLossHeading();
    static QString producerNoteHeading();
};

} // namespace stepline
