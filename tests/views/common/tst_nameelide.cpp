// Issue 29 item 11: kernel names are shortened so the part that tells them apart stays readable
// (common/nameelide.h), never cut in the middle; paths keep their file name. The dashboard's
// elideName() and the tables' delegate use it.
#include "common/nameelide.h"
#include "charts/chartformat.h"

#include <QFont>
#include <QtTest>

using namespace stepline;

class TestNameElide : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shortNamesUnchanged();
    void kernelsKeepTheirFunctionName();
    void twoKernelsStayApart();
    void pathsKeepTheFileName();
    void toWidth();
};

namespace {

const QString kFill = QStringLiteral(
    "void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, "
    "at::detail::Array<char*, 1> >(int, at::native::FillFunctor<float>, at::detail::Array<char*, 1>)");
const QString kCopy = QStringLiteral(
    "void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<float>, "
    "at::detail::Array<char*, 3> >(int, at::native::CUDAFunctor_add<float>, at::detail::Array<char*, 3>)");
constexpr QChar kEllipsis(0x2026);

// A name followed by "(…)", as a QString.
QString withElidedParameters(const char *name)
{
    return QString::fromLatin1(name) + QLatin1Char('(') + kEllipsis + QLatin1Char(')');
}

} // namespace

void TestNameElide::shortNamesUnchanged()
{
    QCOMPARE(compactName(QStringLiteral("aten::mm"), 40), QStringLiteral("aten::mm"));
    QCOMPARE(compactName(kFill, int(kFill.size())), kFill);
}

void TestNameElide::kernelsKeepTheirFunctionName()
{
    // "void " and the parameter list go first.
    QCOMPARE(compactName(kFill, 110),
        withElidedParameters("at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, "
                             "at::detail::Array<char*, 1> >"));
    // Tighter: the namespaces of the function go, then the end is cut, never the function name.
    const QString forty = compactName(kFill, 40);
    QCOMPARE(forty.size(), 40);
    QVERIFY2(forty.startsWith(QLatin1String("vectorized_elementwise_kernel<4, Fill")), qPrintable(forty));
    QCOMPARE(compactName(kFill, 100),
        withElidedParameters("vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, "
                             "at::detail::Array<char*, 1> >"));
    QCOMPARE(compactName(kFill, 80),
        withElidedParameters("vectorized_elementwise_kernel<4, FillFunctor<float>, Array<char*, 1> >"));
    QVERIFY(forty.endsWith(kEllipsis));
    // The NCCL kernel keeps its whole name; only the argument storage goes.
    QCOMPARE(
        compactName(
            QStringLiteral("ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)"), 45),
        withElidedParameters("ncclDevKernel_AllReduce_Sum_f32_RING_LL"));
    // The dashboard's labels use it.
    QCOMPARE(elideName(kFill, 40), forty);
}

void TestNameElide::twoKernelsStayApart()
{
    // Cut in the middle (the old way, 2/3 head + 1/3 tail) both read
    // "void at::native::vectorized_elementwis…ail::Array<char*, N>)" apart only by a digit; here
    // the functor names show.
    for (int chars : { 50, 60, 80 }) {
        const QString a = compactName(kFill, chars), b = compactName(kCopy, chars);
        QVERIFY2(a.contains(QLatin1String("Fill")), qPrintable(a));
        QVERIFY2(b.contains(QLatin1String("CUDAFunctor_add")), qPrintable(b));
        QVERIFY(a.size() <= chars && b.size() <= chars);
    }
}

void TestNameElide::pathsKeepTheFileName()
{
    const QString path
        = QStringLiteral("/home/user/projects/very/deep/folder/of/the/model/train_step.py(42): forward");
    const QString shown = compactName(path, 40);
    QCOMPARE(shown.size(), 40);
    QVERIFY2(shown.endsWith(QLatin1String("train_step.py(42): forward")), qPrintable(shown));
}

void TestNameElide::toWidth()
{
    const QFontMetricsF metrics { QFont() };
    const qreal width = metrics.horizontalAdvance(QStringLiteral("vectorized_elementwise_kernel<4, at::nat"));
    const QString shown = compactNameToWidth(kFill, metrics, width);
    QVERIFY(metrics.horizontalAdvance(shown) <= width);
    QVERIFY2(shown.startsWith(QLatin1String("vectorized_elementwise_kernel")), qPrintable(shown));
    QCOMPARE(compactNameToWidth(QStringLiteral("gemm"), metrics, width), QStringLiteral("gemm"));
}

QTEST_MAIN(TestNameElide)
#include "tst_nameelide.moc"
