#include "explainwaits.h"

#include "textformat.h"

namespace stepline {

namespace {

std::string causeLabel(const std::string &cause)
{
    if (cause == "data_loader")
        return "data loader";
    if (cause == "host_ops")
        return "host operators";
    if (cause == "host_other")
        return "unprofiled host time";
    if (cause == "exposed_comm")
        return "its own wait at an earlier collective";
    if (cause == "exposed_memcpy")
        return "exposed memcpy";
    if (cause == "busy")
        return "longer GPU work";
    return cause;
}

} // namespace

std::string waitPlaceText(const std::string &cause, const ExplainWaitPlace &p)
{
    std::string out
        = causeLabel(cause) + " on rank " + std::to_string(p.lateRank) + ": " + detail::duration(p.lateNs);
    out += p.hasStep ? " at step " + std::to_string(p.step) : std::string(" outside the steps");
    out += "; the " + std::to_string(p.waiters) + " other rank" + (p.waiters == 1 ? "" : "s") + " waited "
        + detail::duration(p.waitedNs) + " at the next "
        + (p.collective.empty() ? "collective" : p.collective);
    return out;
}

} // namespace stepline
