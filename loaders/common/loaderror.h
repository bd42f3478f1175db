#pragma once

#include <QCoreApplication>
#include <QString>

namespace stepline {

// A fatal load problem: the file, where in it, and what to do. Built on the loading thread,
// turned into text on the GUI thread (toUserMessage() translates).
struct LoadError
{
    Q_DECLARE_TR_FUNCTIONS(LoadError)
public:
    enum class Code {
        None,
        NotFound, // path does not exist
        Unreadable, // permissions, I/O error
        NotATrace, // not JSON, or JSON without trace events
        BadCompression, // broken gzip / zstd stream
        NoEvents, // a valid trace with nothing to show
        IdOverflow, // more than 2^32 - 2 events, strings or tracks
        TooLarge, // would not fit in memory
        Syntax, // malformed JSON before any event could be read
        Canceled, // the user canceled
    };

    Code code = Code::None;
    QString file;
    qint64 byteOffset = -1; // in the decompressed stream for .gz/.zst
    int line = 0; // 1-based; 0 when unknown
    int column = 0;
    QString snippet; // up to 80 characters around the offset
    QString detail; // what went wrong, in plain words
    QString hint; // what to try

    // An error with no position in the file (the file as a whole, or a folder).
    static LoadError make(Code code, const QString &file, const QString &detail, const QString &hint);

    bool isError() const { return code != Code::None; }
    QString codeName() const;
    // "file:line:column (byte N): detail\n  snippet\nhint", translated.
    QString toUserMessage() const;
};

} // namespace stepline
