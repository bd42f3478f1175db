#include "rankwriter.h"

#include "jsontext.h"

#include <algorithm>
#include <climits>

namespace stepline::tracegen {

void RankWriter::simulateStep(int step, bool outlier)
{
    HostThread &M = m_main;
    const int64_t stepStart = M.cursorNs;
    m_stepGpuBegin = INT64_MAX;
    m_stepGpuEnd = 0;
    m_stragglerLagNs = 0;
    const std::string stepName = "ProfilerStep#" + std::to_string(m_o.firstStepNumber + step);
    open(M, "user_annotation", stepName);
    const uint64_t stepExternalId = M.externalIds.back();
    ++m_stats.steps;
    openPython(M, "train.py(64): train_step");

    // Data loading: a worker thread collates the batch ahead of time (prefetch); GetNext
    // returns once it is ready. On the outlier step the worker is slow and the main thread
    // stalls in GetNext for several normal step lengths.
    int64_t stallSteps = outlier ? m_rng.range(3, 4) : 0;
    int64_t stepUnitNs = m_typicalStepNs;
    if (synchronised()) {
        // The stall's length comes from (rank, step) and the model alone: a slower interconnect or a
        // late peer lengthens the measured steps, not the data loader.
        stallSteps = stalledSteps(m_rank, step);
        stepUnitNs = m_nominalStepNs;
    }
    const int64_t stall
        = stallSteps > 0 ? (stallSteps * stepUnitNs + 2000 * kUs) * m_o.stallPercent / 100 : 0;
    int64_t batchReadyNs = 0;
    if (!m_workers.empty())
        batchReadyNs = workerFetch(m_workers[size_t(step) % m_workers.size()], stepStart, stall);
    open(M, "user_annotation", "enumerate(DataLoader)#_MultiProcessingDataLoaderIter.__next__");
    openPython(M, "torch/utils/data/dataloader.py(630): __next__");
    const int64_t getNextStart = M.cursorNs;
    advance(M, 40 * kUs, 120 * kUs);
    M.cursorNs = std::max(M.cursorNs, batchReadyNs + m_rng.range(15, 40) * kUs);
    if (m_workers.empty())
        M.cursorNs += stall;
    M.cursorNs = getNextStart + (M.cursorNs - getNextStart) * m_o.dataLoaderPercent / 100;
    closePython(M);
    close(M);

    // Host to device copy of the batch (pinned memory).
    const int64_t batchBytes = 4816896LL * m_rng.range(2, 3);
    open(M, "cpu_op", "aten::to");
    open(M, "cpu_op", "aten::_to_copy");
    open(M, "cpu_op", "aten::copy_");
    memcpy(M, "Memcpy HtoD (Pinned -> Device)", batchBytes, 20000);
    close(M);
    close(M);
    close(M);
    memoryInstant(M, batchBytes);

    open(M, "user_annotation", "## forward ##");
    openPython(M, "torch/nn/modules/module.py(1527): _call_impl");
    openPython(M, "torchvision/models/resnet.py(285): forward");
    for (const LayerSpec &layer : m_layers)
        forwardLayer(M, layer);
    closePython(M);
    closePython(M);
    close(M);
    memoryInstant(M, 96LL << 20);

    open(M, "user_annotation", "## loss ##");
    openPython(M, "torch/nn/modules/loss.py(1179): forward");
    // A kernel launched from a chain of nested cpu_ops, the innermost last.
    auto opChain = [&](std::initializer_list<const char *> ops, const KernelSpec &k, int64_t durNs) {
        for (const char *op : ops)
            open(M, "cpu_op", op);
        kernel(M, k, durNs);
        for (size_t i = 0; i < ops.size(); ++i)
            close(M);
    };
    open(M, "cpu_op", "aten::cross_entropy_loss");
    opChain({ "aten::log_softmax", "aten::_log_softmax" }, kernelCatalog().softmaxForward, 18 * kUs);
    opChain({ "aten::nll_loss_nd", "aten::nll_loss", "aten::nll_loss_forward" }, kernelCatalog().nllForward,
        9 * kUs);
    close(M);
    closePython(M);
    close(M);

    backward(M);
    memoryInstant(M, -(96LL << 20));
    optimizer(M);

    // loss.item(): a tiny device-to-host copy, then the host waits for the stream.
    open(M, "cpu_op", "aten::item");
    open(M, "cpu_op", "aten::_local_scalar_dense");
    memcpy(M, "Memcpy DtoH (Device -> Pageable)", 4, 500);
    streamSync(M);
    close(M);
    close(M);
    memoryInstant(M, -batchBytes);

    closePython(M);
    close(M); // ProfilerStep
    if (m_stepGpuEnd > m_stepGpuBegin)
        gpuAnnotation(stepName, stepExternalId, kComputeStream, m_stepGpuBegin, m_stepGpuEnd + 1);
    if (!outlier)
        m_typicalStepNs = M.cursorNs - stepStart;
    advance(M, 20 * kUs, 60 * kUs);
}

void RankWriter::forwardLayer(HostThread &M, const LayerSpec &layer)
{
    const KernelCatalog &c = kernelCatalog();
    openPython(M, "torch/nn/modules/conv.py(460): forward");
    open(M, "cpu_op", "aten::conv2d");
    open(M, "cpu_op", "aten::convolution");
    open(M, "cpu_op", "aten::_convolution");
    open(M, "cpu_op", "aten::cudnn_convolution");
    kernel(M, layer.gemm->forward, layer.gemmNs * m_o.convPercent / 100);
    close(M);
    close(M);
    close(M);
    close(M);
    closePython(M);

    openPython(M, "torch/nn/modules/batchnorm.py(171): forward");
    open(M, "cpu_op", "aten::batch_norm");
    open(M, "cpu_op", "aten::_batch_norm_impl_index");
    open(M, "cpu_op", "aten::cudnn_batch_norm");
    kernel(M, c.batchNormForward, layer.elementwiseNs);
    close(M);
    close(M);
    close(M);
    closePython(M);

    openPython(M, "torch/nn/modules/activation.py(101): forward");
    open(M, "cpu_op", "aten::relu_");
    kernel(M, c.reluForward, layer.elementwiseNs / 2);
    close(M);
    closePython(M);
}

void RankWriter::backward(HostThread &M)
{
    const KernelCatalog &c = kernelCatalog();
    open(M, "user_annotation", "## backward ##");
    openPython(M, "torch/_tensor.py(492): backward");
    openPython(M, "torch/autograd/__init__.py(251): backward");

    HostThread &A = m_autograd;
    A.cursorNs = std::max(A.cursorNs, M.cursorNs) + m_rng.range(5, 20) * kUs;
    auto gradFn = [&](const char *fn, const char *op) {
        std::string seq = ", \"Sequence number\": " + std::to_string(m_sequence++) + ", \"Fwd thread id\": 1";
        open(A, "cpu_op", std::string("autograd::engine::evaluate_function: ") + fn, seq.c_str());
        open(A, "cpu_op", fn);
        open(A, "cpu_op", op);
    };
    auto endGradFn = [&] {
        close(A);
        close(A);
        close(A);
    };
    int bucketLayers = 0;
    int bucket = 0;
    for (size_t i = m_layers.size(); i-- > 0;) {
        const LayerSpec &layer = m_layers[i];
        gradFn("ReluBackward0", "aten::threshold_backward");
        kernel(A, c.reluBackward, layer.elementwiseNs / 2);
        endGradFn();
        gradFn("CudnnBatchNormBackward0", "aten::cudnn_batch_norm_backward");
        kernel(A, c.batchNormBackward, layer.elementwiseNs * 3 / 2);
        endGradFn();
        gradFn("ConvolutionBackward0", "aten::convolution_backward");
        if (i > 0)
            kernel(A, layer.gemm->dgrad, layer.gemmNs * m_o.convPercent / 100);
        kernel(A, layer.gemm->wgrad, layer.gemmNs * 6 / 5 * m_o.convPercent / 100);
        endGradFn();
        if (++bucketLayers == kLayersPerBucket || i == 0) {
            allReduce(A, bucket++, bucketLayers, i == 0);
            bucketLayers = 0;
        }
    }
    M.cursorNs = std::max(M.cursorNs, A.cursorNs) + m_rng.range(5, 15) * kUs;
    closePython(M);
    closePython(M);
    close(M);
}

// DDP all-reduce of one gradient bucket on the NCCL stream, after the compute stream has
// produced the gradients (event wait).
void RankWriter::allReduce(HostThread &A, int bucket, int layers, bool last)
{
    const KernelCatalog &c = kernelCatalog();
    const int world = m_o.rankCount();
    const int64_t elems = int64_t(layers) * 589824;
    open(A, "user_annotation", "nccl:all_reduce");
    const uint64_t annotationId = A.externalIds.back();
    open(A, "cpu_op", "c10d::allreduce_");
    open(A, "cpu_op", "record_param_comms");
    std::string extra;
    json::appendKey(extra, "Collective name");
    extra += "\"allreduce\"";
    json::appendMember(extra, "In msg nelems", elems);
    json::appendMember(extra, "Out msg nelems", elems);
    json::appendMember(extra, "Group size", world);
    json::appendKey(extra, "dtype");
    extra += last ? "\"Float\"" : "\"BFloat16\"";
    json::appendKey(extra, "In split size");
    extra += "\"[]\"";
    json::appendKey(extra, "Out split size");
    extra += "\"[]\"";
    json::appendKey(extra, "Process Group Name");
    extra += "\"0\"";
    json::appendKey(extra, "Process Group Description");
    extra += "\"default_pg\"";
    json::appendKey(extra, "Process Group Ranks");
    extra += '"';
    extra += '[';
    for (int r = 0; r < world; ++r) {
        if (r)
            extra += ", ";
        json::appendInt(extra, r);
    }
    extra += "]\"";
    // The all-reduce's length at the generator's usual interconnect speed, and at this job's.
    const int64_t usual = (120 + 35 * layers + 20 * int64_t(world)) * kUs + bucket * 3 * kUs;
    const int64_t nominal = usual * m_o.commPercent / 100;
    const bool late = m_o.latePercent > 0 && m_o.lateRank >= 0 && m_o.lateRank < world;
    const int64_t lateNs = late ? usual * m_o.latePercent / 100 : 0;
    int64_t dur = nominal;
    int64_t notBefore = m_streamFree[0];
    if (late && m_rank == m_o.lateRank)
        notBefore += lateNs;
    if (synchronised()) {
        // This rank arrives when its NCCL stream starts the kernel (after the event wait on the
        // compute stream, the stream's previous all-reduce and its own lateness); every rank's
        // kernel then runs until the last arrival plus the transfer (launch() asks for the join).
        m_joinNextKernel = true;
    } else {
        if (m_o.stragglerPercent > 0 && m_o.stragglerRank >= 0 && m_o.stragglerRank < world
            && m_rank != m_o.stragglerRank) {
            // The collective cannot end before the straggler has produced these gradients, so this
            // rank's NCCL kernel spins until then (what a DDP job with one slow GPU looks like on
            // every other rank).
            const int64_t start = std::max(m_streamFree[0], m_streamFree[1]);
            dur = std::max(dur, m_streamFree[0] + m_stragglerLagNs + dur - start);
        }
        if (late && m_rank != m_o.lateRank) {
            // The late rank arrives `lateNs` after this one would start: this rank's kernel waits.
            const int64_t start = std::max(m_streamFree[0], m_streamFree[1]);
            dur = std::max(dur, m_streamFree[0] + lateNs + nominal - start);
        }
    }
    kernel(A, last ? c.ncclAllReduceF32 : c.ncclAllReduceBf16, dur, kNcclStream, extra, notBefore);
    ++m_stats.ncclKernels;
    const TraceEvent &k = m_gpu.back();
    gpuAnnotation("nccl:all_reduce", annotationId, kNcclStream, k.tsNs, k.tsNs + k.durNs + 1);
    close(A);
    close(A);
    close(A);
}

void RankWriter::optimizer(HostThread &M)
{
    const KernelCatalog &c = kernelCatalog();
    open(M, "user_annotation", "## optimizer ##");
    open(M, "user_annotation", "Optimizer.step#SGD.step");
    openPython(M, "torch/optim/sgd.py(75): step");
    // The optimizer kernels need the all-reduced gradients: the compute stream waits.
    m_streamFree[0] = std::max(m_streamFree[0], m_streamFree[1]);
    const int64_t params = int64_t(m_layers.size()) * 589824;
    for (const char *op : { "aten::_foreach_mul_", "aten::_foreach_add_", "aten::_foreach_add_" }) {
        open(M, "cpu_op", op);
        kernel(M, c.multiTensorApply, params / 4000 * kUs / 40 + 30 * kUs);
        close(M);
    }
    open(M, "cpu_op", "aten::copy_");
    memcpy(M, "Memcpy DtoD (Device -> Device)", params * 2, 600000);
    close(M);
    closePython(M);
    close(M);
    open(M, "user_annotation", "Optimizer.zero_grad#SGD.zero_grad");
    open(M, "cpu_op", "aten::zero_");
    open(M, "cpu_op", "aten::fill_");
    memset(M, params * 2);
    close(M);
    close(M);
    close(M);
    close(M);
}

} // namespace stepline::tracegen
