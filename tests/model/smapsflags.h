#pragma once

#include <QByteArray>
#include <QFile>

#include <cstdint>

// The kernel's VmFlags of the mapping that holds address: "hg" marks memory advised for
// transparent huge pages (MADV_HUGEPAGE). Empty when /proc/self/smaps cannot be read.
inline QByteArray vmFlagsAt(const void *address)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return {};
    const uintptr_t at = reinterpret_cast<uintptr_t>(address);
    bool inside = false;
    for (QByteArray line = smaps.readLine(); !line.isEmpty(); line = smaps.readLine()) {
        const int dash = line.indexOf('-'), space = line.indexOf(' ');
        if (dash > 0 && space > dash && line.indexOf(':') > space) { // "start-end perms ..." opens a mapping
            bool okFrom = false, okTo = false;
            const uintptr_t from = line.left(dash).toULongLong(&okFrom, 16);
            const uintptr_t to = line.mid(dash + 1, space - dash - 1).toULongLong(&okTo, 16);
            inside = okFrom && okTo && from <= at && at < to;
        } else if (inside && line.startsWith("VmFlags:")) {
            return line.mid(8).trimmed();
        }
    }
    return {};
}

// Whether the mapping that holds address is advised for transparent huge pages.
inline bool hugePagesAdvisedAt(const void *address)
{
    return vmFlagsAt(address).split(' ').contains("hg");
}
