// Build-time helper: renders the application's SVG icon to the PNG sizes the hicolor icon theme
// and AppStream want, so no binary image is kept in the repository.
//   stepline_iconrender ICON.svg OUTDIR SIZE...  ->  OUTDIR/SIZE/stepline.png
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char **argv)
{
    if (argc < 4) {
        std::fputs("usage: stepline_iconrender ICON.svg OUTDIR SIZE...\n", stderr);
        return 1;
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QSvgRenderer renderer(QString::fromLocal8Bit(argv[1]));
    if (!renderer.isValid()) {
        std::fprintf(stderr, "stepline_iconrender: cannot read %s\n", argv[1]);
        return 1;
    }
    const QString outDir = QString::fromLocal8Bit(argv[2]);
    for (int i = 3; i < argc; ++i) {
        const int size = QByteArray(argv[i]).toInt();
        if (size <= 0)
            return 1;
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
        painter.end();
        const QString dir = outDir + QStringLiteral("/%1").arg(size);
        QDir().mkpath(dir);
        if (!image.save(dir + QStringLiteral("/stepline.png"))) {
            std::fprintf(stderr, "stepline_iconrender: cannot write %s\n", qPrintable(dir));
            return 1;
        }
    }
    return 0;
}
