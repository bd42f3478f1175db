#pragma once

// Small file systems for the fault tests: a tmpfs of a few KiB in a temporary folder, filled to the
// last byte or remounted read-only. Mounting needs root (or CAP_SYS_ADMIN); without it ok() is false
// and skipReason() says why, so the tests QSKIP instead of failing on a developer's machine.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <unistd.h>

class FaultMount
{
public:
    explicit FaultMount(const QString &size)
    {
        if (!m_dir.isValid()) {
            m_reason = QStringLiteral("no temporary folder");
            return;
        }
        if (::geteuid() != 0) {
            m_reason = QStringLiteral("mounting a tmpfs needs root; run the suite as root to cover full and "
                                      "read-only disks");
            return;
        }
        QString error;
        if (!run({ QStringLiteral("mount"), QStringLiteral("-t"), QStringLiteral("tmpfs"),
                     QStringLiteral("-o"), QStringLiteral("size=") + size, QStringLiteral("tmpfs"),
                     m_dir.path() },
                &error)) {
            m_reason = QStringLiteral("mount -t tmpfs is not permitted here: ") + error;
            return;
        }
        m_mounted = true;
    }
    ~FaultMount()
    {
        if (m_mounted)
            run({ QStringLiteral("umount"), m_dir.path() }, nullptr);
    }
    FaultMount(const FaultMount &) = delete;
    FaultMount &operator=(const FaultMount &) = delete;

    bool ok() const { return m_mounted; }
    QString skipReason() const { return m_reason; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

    bool remountReadOnly(QString *error)
    {
        return run(
            { QStringLiteral("mount"), QStringLiteral("-o"), QStringLiteral("remount,ro"), m_dir.path() },
            error);
    }

    // Writes a filler file until the file system refuses a byte more.
    bool fill()
    {
        QFile filler(m_dir.filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return false;
        const QByteArray page(4096, 'f');
        while (filler.write(page) == page.size()) { }
        const QByteArray byte(1, 'f');
        while (filler.write(byte) == 1) { }
        return true;
    }

private:
    static bool run(const QStringList &command, QString *error)
    {
        QProcess p;
        p.start(command.first(), command.mid(1));
        if (!p.waitForFinished(20000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            if (error)
                *error = QString::fromLocal8Bit(p.readAllStandardError()).trimmed() + p.errorString();
            return false;
        }
        return true;
    }

    QTemporaryDir m_dir;
    bool m_mounted = false;
    QString m_reason;
};
