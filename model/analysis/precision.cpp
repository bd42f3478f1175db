#include "precision.h"

#include "analysisinternal.h"
#include "argscan.h"
#include "argstore.h"
#include "workerthread.h"

#include <cxxabi.h>

#include <array>
#include <cctype>
#include <cstdlib>
#include <memory>
#include <span>
#include <thread>
#include <unordered_map>
#include <vector>

namespace stepline {

using detail::IncomingCursor;
using detail::jsonValueText;
using detail::launchingOp;
using detail::TransparentHash;

std::string_view precisionKey(Precision p)
{
    static constexpr std::array<std::string_view, kPrecisionCount> kKeys
        = { "fp64", "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4", "unknown" };
    return kKeys[size_t(p)];
}

std::string_view precisionLabel(Precision p)
{
    static constexpr std::array<std::string_view, kPrecisionCount> kLabels
        = { "FP64", "FP32", "TF32", "BF16", "FP16", "FP8", "INT8", "INT4/FP4", "Unknown" };
    return kLabels[size_t(p)];
}

std::string demangle(std::string_view name)
{
    if (name.size() < 3 || name.substr(0, 2) != "_Z")
        return std::string(name);
    const std::string mangled(name);
    int status = 0;
    std::unique_ptr<char, void (*)(void *)> out(
        abi::__cxa_demangle(mangled.c_str(), nullptr, nullptr, &status), std::free);
    if (status != 0 || !out)
        return mangled;
    return std::string(out.get());
}

namespace {

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool containsAny(const std::string &haystack, std::initializer_list<std::string_view> needles)
{
    for (std::string_view n : needles) {
        if (haystack.find(n) != std::string::npos)
            return true;
    }
    return false;
}

bool isAlnum(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

// A whole token (delimited by non-alphanumerics or the ends), e.g. "s4" in "gemm_s4_bf16".
bool hasToken(const std::string &text, std::string_view token)
{
    for (size_t pos = text.find(token); pos != std::string::npos; pos = text.find(token, pos + 1)) {
        const bool startOk = pos == 0 || !isAlnum(text[pos - 1]);
        const size_t end = pos + token.size();
        const bool endOk = end == text.size() || !isAlnum(text[end]);
        if (startOk && endOk)
            return true;
    }
    return false;
}

// "_h<digits>gemm" (volta_h884gemm, turing_h1688gemm).
bool hasHalfGemmShape(const std::string &text)
{
    for (size_t pos = text.find("_h"); pos != std::string::npos; pos = text.find("_h", pos + 1)) {
        size_t i = pos + 2;
        const size_t digitsStart = i;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
            ++i;
        if (i > digitsStart && text.compare(i, 4, "gemm") == 0)
            return true;
    }
    return false;
}

// text with every occurrence of what removed (built anew: GCC 12 -O3 warns on std::string::replace).
std::string withoutSubstring(const std::string &text, std::string_view what)
{
    std::string out;
    out.reserve(text.size());
    size_t from = 0;
    for (size_t pos = text.find(what); pos != std::string::npos; pos = text.find(what, from)) {
        out.append(text, from, pos - from);
        from = pos + what.size();
    }
    out.append(text, from, std::string::npos);
    return out;
}

// Storage width order for "prefer the narrowest type".
int widthRank(Precision p)
{
    switch (p) {
    case Precision::Int4:
        return 0;
    case Precision::Fp8:
        return 1;
    case Precision::Int8:
        return 2;
    case Precision::Bf16:
    case Precision::Fp16:
        return 3;
    case Precision::Tf32:
        return 4;
    case Precision::Fp32:
        return 5;
    case Precision::Fp64:
        return 6;
    case Precision::Unknown:
        break;
    }
    return 100;
}

std::string_view unquote(std::string_view v)
{
    if (v.size() >= 2 && v.front() == '"' && v.back() == '"')
        return v.substr(1, v.size() - 2);
    return v;
}

} // namespace

Precision precisionFromKernelName(std::string_view demangledName)
{
    std::string n = lower(demangledName);
    // NCCL names carry the reduction type ("..._Sum_float"), but byte-moving collectives
    // (SendRecv, Broadcast, AllGather) always say int8_t: that is bytes, not int8 data, so it is no
    // evidence and args.dtype decides.
    if (n.compare(0, 4, "nccl") == 0)
        n = withoutSubstring(n, "int8_t"); // also turns "uint8_t" into "u"
    if (containsAny(n, { "e4m3", "e5m2", "fp8", "float8", "float_e4m3", "__nv_fp8" }))
        return Precision::Fp8;
    if (containsAny(n, { "e2m1", "nvfp4", "fp4", "int4", "marlin<" }) || hasToken(n, "s4")
        || hasToken(n, "u4"))
        return Precision::Int4;
    if (containsAny(n, { "i8816", "imma", "int8", "i8i8", "s8s8" }))
        return Precision::Int8;
    // "igemm" also names implicit-GEMM convolutions (MIOpen igemm_fwd_gtcx3_nhwc_bf16_...): it is int8
    // evidence only when no floating type is named.
    const bool floatTag = containsAny(n, { "bf16", "fp16", "fp32", "f16", "f32", "half", "float" });
    if (n.find("igemm") != std::string::npos && !floatTag)
        return Precision::Int8;
    if (containsAny(n, { "bf16", "bfloat16", "__nv_bfloat16", "cutlass::bfloat16_t" }))
        return Precision::Bf16;
    if (containsAny(n,
            { "h884", "h1688", "h16816", "hgemm", "hmma", "fp16", "f16f16", "c10::half", "__half",
                "cutlass::half_t" })
        || hasHalfGemmShape(n) || hasToken(n, "half"))
        return Precision::Fp16;
    if (containsAny(
            n, { "tf32", "f32f32_tf32f32", "tensorop_s1688gemm", "s1688fprop", "s1688dgrad", "s1688wgrad" }))
        return Precision::Tf32;
    // FP32 evidence also includes a "float" token (lambda(float), NCCL "_Sum_float").
    const bool fp32 = containsAny(n, { "sgemm", "scudnn", "f32f32_f32", "implicit_convolve_sgemm", "<float" })
        || hasToken(n, "float");
    if (containsAny(n, { "dgemm", "d884", "dmma", "f64f64", "double" })) {
        // A template that names both (uniform_kernel<float, ...(double, double)>, optional<double>
        // parameters of a float lambda): prefer the narrowest storage type, as section 5 says.
        return fp32 ? Precision::Fp32 : Precision::Fp64;
    }
    if (fp32)
        return Precision::Fp32;
    return Precision::Unknown;
}

Precision precisionFromTypeName(std::string_view typeName)
{
    std::string t = lower(unquote(typeName));
    for (std::string_view prefix : { "torch.", "c10::", "at::" }) {
        if (t.compare(0, prefix.size(), prefix) == 0)
            t.erase(0, prefix.size());
    }
    if (t.empty() || t.find("complex") != std::string::npos)
        return Precision::Unknown;
    if (containsAny(t, { "float8", "e4m3", "e5m2", "fp8" }))
        return Precision::Fp8;
    if (containsAny(t, { "e2m1", "fp4", "int4", "quint4" }))
        return Precision::Int4;
    if (containsAny(t, { "bfloat16", "bf16" }))
        return Precision::Bf16;
    if (containsAny(t, { "half", "float16", "fp16" }))
        return Precision::Fp16;
    if (containsAny(t, { "double", "float64", "fp64" }))
        return Precision::Fp64;
    if (t == "float" || t == "float32" || t == "fp32" || t == "single")
        return Precision::Fp32;
    if (t == "char" || t == "signed char" || t == "int8" || t == "int8_t" || t == "qint8" || t == "quint8")
        return Precision::Int8;
    return Precision::Unknown;
}

Precision precisionFromInputTypes(std::string_view jsonList)
{
    Precision best = Precision::Unknown;
    size_t pos = 0;
    while ((pos = jsonList.find('"', pos)) != std::string_view::npos) {
        size_t end = pos + 1;
        while (end < jsonList.size() && jsonList[end] != '"') {
            if (jsonList[end] == '\\')
                ++end;
            ++end;
        }
        if (end >= jsonList.size())
            break;
        const Precision p = precisionFromTypeName(jsonList.substr(pos + 1, end - pos - 1));
        if (widthRank(p) < widthRank(best))
            best = p;
        pos = end + 1;
    }
    return best;
}

namespace {

// Kernels whose name says nothing, above which their args are read on several threads (below it a
// thread costs more than it saves), and at most this many threads.
constexpr size_t kParallelArgReads = 20'000;
constexpr size_t kMaxArgReadThreads = 4;

} // namespace

namespace {

// Classifies every kernel on the devices of index: emit(slice, precision, source) once per kernel,
// in no particular order.
template <typename Emit>
void classifyKernels(const Profile &profile, const detail::DeviceIndex &index, Emit &&emit)
{
    const SliceTable &s = profile.slices();
    detail::NameMemo<Precision> byName(profile);
    IncomingCursor incoming(profile.flows());
    auto count = [&emit](uint32_t slice, Precision p, PrecisionSource source) { emit(slice, p, source); };

    // Pass 1, in slice order (the flow cursor wants ascending queries): the name answers for most
    // kernels. The others need args, which live in zstd blocks in file order while kernels come
    // stream by stream: reading them here would decode each block once per stream, for the kernel
    // and again for its op (~85% of all summary time on a 10 M-event trace). So their arg ids are
    // only marked, and read below in id order, each block decoded once.
    struct Pending
    {
        uint32_t slice;
        EventId op; // launchingOp(): the fallback when args.dtype gives no answer
    };
    std::vector<Pending> pending;
    const uint32_t argCount = profile.args().count();
    // Per arg id: 0 = not wanted, 1 = wanted, 2 + Precision = read (Unknown when the key is missing).
    std::vector<uint8_t> dtypeOf(argCount, 0);
    std::vector<uint8_t> inputTypeOf(argCount, 0);
    constexpr uint8_t kWanted = 1;
    constexpr uint8_t kRead = 2;
    for (const GpuDevice &d : index.devices) {
        detail::forEachDeviceSlice(profile, d, [&](uint32_t i) {
            if (s.kind[i] != EventKind::Kernel)
                return;
            const Precision p = byName.get(
                s.name[i], [](std::string_view n) { return precisionFromKernelName(demangle(n)); });
            if (p != Precision::Unknown) {
                count(i, p, PrecisionSource::Name);
                return;
            }
            if (s.args[i].isValid() && s.args[i].value < argCount)
                dtypeOf[s.args[i].value] = kWanted;
            const EventId op = launchingOp(profile, incoming, i);
            if (op.isValid() && s.args[op.value].isValid() && s.args[op.value].value < argCount)
                inputTypeOf[s.args[op.value].value] = kWanted;
            pending.push_back({ i, op });
        });
    }
    if (pending.empty())
        return;

    // Pass 2: every wanted args object, in id order. Decoding the zstd blocks is most of the cost
    // and blocks are independent, so big profiles split the ids into one part per core (equal
    // shares of wanted ids), each with its own Reader and Input-type cache, each writing only its
    // own range of the two columns.
    auto readRange = [&](uint32_t begin, uint32_t end) {
        ArgStore::Reader reader(profile.args());
        // Input type lists repeat across thousands of ops: classify each distinct list once.
        std::unordered_map<std::string, Precision, TransparentHash, std::equal_to<>> byInputTypes;
        for (uint32_t id = begin; id < end; ++id) {
            if (dtypeOf[id] != kWanted && inputTypeOf[id] != kWanted)
                continue;
            const std::string_view raw = reader.raw(ArgSetId(id));
            if (dtypeOf[id] == kWanted) {
                const std::string_view dtype = jsonValueText(raw, "dtype");
                dtypeOf[id] = uint8_t(
                    kRead + uint8_t(dtype.empty() ? Precision::Unknown : precisionFromTypeName(dtype)));
            }
            if (inputTypeOf[id] == kWanted) {
                const std::string_view types = jsonValueText(raw, "Input type");
                Precision p = Precision::Unknown;
                if (!types.empty()) {
                    auto it = byInputTypes.find(types); // no allocation on a hit
                    if (it == byInputTypes.end())
                        it = byInputTypes.emplace(std::string(types), precisionFromInputTypes(types)).first;
                    p = it->second;
                }
                inputTypeOf[id] = uint8_t(kRead + uint8_t(p));
            }
        }
    };
    const size_t parts = pending.size() >= kParallelArgReads
        ? std::clamp<size_t>(std::thread::hardware_concurrency(), 1, kMaxArgReadThreads)
        : 1;
    std::vector<uint32_t> bounds { 0 };
    if (parts > 1) {
        size_t wanted = 0;
        for (uint32_t id = 0; id < argCount; ++id)
            wanted += (dtypeOf[id] == kWanted || inputTypeOf[id] == kWanted) ? 1 : 0;
        size_t seen = 0;
        for (uint32_t id = 0; id < argCount && bounds.size() < parts; ++id) {
            seen += (dtypeOf[id] == kWanted || inputTypeOf[id] == kWanted) ? 1 : 0;
            if (seen * parts >= wanted * bounds.size())
                bounds.push_back(id + 1);
        }
    }
    bounds.push_back(argCount);
    std::vector<WorkerThread> workers;
    for (size_t i = 1; i + 1 < bounds.size(); ++i)
        workers.emplace_back([&readRange, from = bounds[i], to = bounds[i + 1]] { readRange(from, to); });
    readRange(bounds[0], bounds[1]);
    for (WorkerThread &worker : workers)
        worker.join();

    // Pass 3: args.dtype first, then the launching op's "Input type" (sums do not depend on order).
    auto readAt = [](const std::vector<uint8_t> &column, ArgSetId id) {
        if (!id.isValid() || id.value >= column.size() || column[id.value] < kRead)
            return Precision::Unknown;
        return Precision(column[id.value] - kRead);
    };
    for (const Pending &k : pending) {
        Precision p = readAt(dtypeOf, s.args[k.slice]);
        if (p != Precision::Unknown) {
            count(k.slice, p, PrecisionSource::Dtype);
            continue;
        }
        if (k.op.isValid())
            p = readAt(inputTypeOf, s.args[k.op.value]);
        count(k.slice, p, p == Precision::Unknown ? PrecisionSource::None : PrecisionSource::InputType);
    }
}

void addKernel(PrecisionBreakdown &out, int64_t durNs, Precision p, PrecisionSource source)
{
    out.ns[size_t(p)] += durNs;
    ++out.count[size_t(p)];
    ++out.bySource[size_t(source)];
    out.totalNs += durNs;
    ++out.kernels;
}

} // namespace

PrecisionBreakdown precisionBreakdown(const ScopedProfile &scoped)
{
    const Profile &profile = scoped.profile();
    const detail::DeviceIndex &index = scoped.deviceIndex();
    const SliceTable &s = profile.slices();
    PrecisionBreakdown out;
    classifyKernels(profile, index, [&out, &s](uint32_t slice, Precision p, PrecisionSource source) {
        addKernel(out, s.dur[slice], p, source);
    });
    return out;
}

PrecisionBreakdown precisionBreakdown(const Profile &profile, const Scope &scope)
{
    return precisionBreakdown(ScopedProfile(profile, scope));
}

KernelPrecisions kernelPrecisions(const Profile &profile)
{
    KernelPrecisions out;
    out.ofSlice.assign(profile.slices().size(), KernelPrecisions::kNotKernel);
    const ScopedProfile job(profile, Scope::job());
    classifyKernels(profile, job.deviceIndex(), [&out](uint32_t slice, Precision p, PrecisionSource source) {
        out.ofSlice[slice] = uint8_t(uint8_t(p) | uint8_t(source) << 4);
    });
    return out;
}

PrecisionBreakdown precisionBreakdown(const ScopedProfile &scoped, const KernelPrecisions &classes)
{
    const Profile &profile = scoped.profile();
    const SliceTable &s = profile.slices();
    if (classes.ofSlice.size() != s.size())
        return precisionBreakdown(scoped); // made for another profile
    const detail::DeviceIndex &index = scoped.deviceIndex();
    PrecisionBreakdown out;
    for (const GpuDevice &d : index.devices) {
        detail::forEachDeviceSlice(profile, d, [&](uint32_t i) {
            const uint8_t v = classes.ofSlice[i];
            if (v == KernelPrecisions::kNotKernel)
                return;
            addKernel(out, s.dur[i], Precision(v & 0x0f), PrecisionSource(v >> 4));
        });
    }
    return out;
}

PrecisionBreakdown precisionBreakdown(
    const Profile &profile, const Scope &scope, const KernelPrecisions &classes)
{
    return precisionBreakdown(ScopedProfile(profile, scope), classes);
}

} // namespace stepline
