<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>LoadError</name>
    <message>
        <source>(byte %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compressed file is damaged. Download or copy it again, or decompress it with gzip -d / zstd -d to see how far it reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This JSON has no &quot;traceEvents&quot; array, so it is not a Chrome/PyTorch trace (top-level keys: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the .json / .pt.trace.json file written by the PyTorch profiler (torch.profiler) or another Chrome-trace producer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace contains no events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the %1 events of this trace can be shown (only metadata, flows or skipped events).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a profile with at least one active step (torch.profiler.schedule with active &gt;= 1) and export it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a trace: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the .json / .json.gz / .json.zst trace written by the PyTorch profiler or another Chrome-trace producer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is probably damaged; check it with a JSON tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON is malformed here: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged or was edited by hand. Export the trace again, or fix the JSON at this position.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace has more events than Stepline can index (about 4 billion).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record a shorter window (fewer active steps) or split the trace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zlib could not start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gzip data is corrupt at compressed byte %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zstd data is corrupt at compressed byte %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the path and the file permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profiler may still be writing it, or it crashed before writing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading this file needs about %1 MiB of memory, but only %2 MiB are available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close other programs, use a machine with more memory, or record a shorter profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the file failed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The path does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder holds no trace files (*.json, *.json.gz, *.json.zst).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point Stepline at the folder the profiler wrote its traces to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading these %1 files needs about %2 MiB of memory, but only %3 MiB are available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open fewer rank files (copy some into their own folder) or use a machine with more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file in this folder is a trace. First problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SummaryCommand</name>
    <message>
        <source>Usage: stepline summary PATH [--json] [--scope job|node=NAME|rank=N|gpu=R:D]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--scope needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only one PATH, got also %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing PATH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stepline summary: the profile has no %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline</name>
    <message>
        <source>Active time: the length of the union of all GPU activity (kernels, memcpy, memset) on a device, clipped to its rank&apos;s window. Idle time: window length minus active time. Summed over every GPU of the selected scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window cut into equal bins; per bin, GPU active time inside the bin divided by the bin length, per device. A node&apos;s curve is the mean of its devices; the per-GPU toggle shows each device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU active time: the length of the union of all host events of a rank over all its profiled threads, clipped to the window (time in which at least one profiled thread was busy). Idle: window minus active. Summed over the ranks of the scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per bin of the rank&apos;s window, the union of host events inside the bin divided by the bin length; one curve per rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernels grouped by exact name; the k names with the largest total duration (ties by name) plus one &quot;other&quot; slice for the rest. Overlapping kernels count twice: this is work, not wall time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 15 kernel names with the largest total duration (sum of their durations), ties by name. Click a bar to select that kernel in the timeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel launches grouped by exact name; the k most launched names (count, then total time, then name) plus one &quot;other&quot; slice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 15 most launched kernel names: count descending, then total time, then name. Click a bar to select that kernel in the timeline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Durations of ProfilerStep#N host events of the scope (and of the GPU-side ProfilerStep annotations where the trace has them), binned by the Freedman-Diaconis rule (5 to 50 bins). Click a bin to list its steps; double-click a step to zoom the timeline to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel time by precision, from the demangled kernel name (first matching rule wins), then args.dtype, then the launching op&apos;s Input type. The classes sum to the total kernel time; &quot;Unknown&quot; is always shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sum of durations of kernels, gpu_memcpy, gpu_memset and GPU-side cuda_sync events (sync is absent from older traces).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memcpy time split by the direction in the event name (HtoD, DtoH, DtoD, HtoH, PtoP, other), plus memset time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Durations of every user annotation (record_function range, category user_annotation) with this exact name in the scope, binned by the Freedman-Diaconis rule (5 to 50 bins).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stepline dashboard chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stepline report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this profile: no GPU activity (kernel, gpu_memcpy or gpu_memset events) in the selected scope.
Record with torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) or pick another scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this profile: no GPU kernels in the selected scope.
Record with ProfilerActivity.CUDA enabled, or pick another scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demangled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 launches; mean %2, min %3, max %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time of all GPU kernels (top %1 + other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launches of all GPU kernels (top %1 + other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other (%1 kernels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 launches, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top 15 kernels by time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top 15 kernels by launches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1 · GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilization over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1 (mean of its GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU utilization over time (profiled threads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this profile: no host events (CPU thread rows) in the selected scope.
Record with ProfilerActivity.CPU, or pick another scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU active time (1 GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU active time (%1 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU active time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one kernel, memcpy or memset running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window length minus active time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU active time (profiled threads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least one profiled thread busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU activity distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memcpy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-side cuda_sync events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this profile: no gpu_memcpy or gpu_memset events in the selected scope.
The GPU ran kernels only, or memory activities were not recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel time by precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classified by name: %1, by args.dtype: %2, by the launching op&apos;s Input type: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this profile: no ProfilerStep#N annotations.
Use torch.profiler.schedule (the profiler then marks every step), or wrap each training iteration in record_function(&apos;ProfilerStep#N&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host steps (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU steps (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1:%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks: %1, events: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernels: %1 launches of %2 distinct kernels, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ProfilerSteps: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host sync</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Annotation “%1”: duration distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in this profile: no user annotation named “%1” in the selected scope.
Wrap the code in torch.profiler.record_function(&apos;%1&apos;), or pick a name from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · GPU %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Click an event to see its details.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demangled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Category</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> from job start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> absolute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thread/stream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Args</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launched by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework op: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forward op: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launched %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU op (External id) %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backward op: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flow to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::ChartCard</name>
    <message>
        <source>What does this chart show?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show one curve per GPU besides the node means</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as PNG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as SVG...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy image</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::DashboardChart</name>
    <message>
        <source>time (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time since job start (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>utilization (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duration (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>click to list them</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::DashboardView</name>
    <message>
        <source>Scope:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every chart follows this selection: whole job, one node, one rank or one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top k:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernels shown by name in the &quot;all kernels&quot; charts; the rest is &quot;other&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New histogram:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user annotation, e.g. forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick or type a user annotation (record_function name) to add its duration histogram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous instance of the selected kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next instance of the selected kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export dashboard...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every chart as PNG and a PDF report into a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile loaded.
Open a trace file or a job folder to see its dashboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the dashboard...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected kernel: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  rank %2  %3  at %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 in %3 – %4 (double-click to show in the timeline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export dashboard into folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1 files to %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::InformationView</name>
    <message>
        <source>No profile is loaded. Load a job from the Jobs tab to see its metadata, ranks, devices and load report here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hyperparameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks and nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rank(s) on %2 node(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>World size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at byte %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warp size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max threads per block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The traces list no device properties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The traces name no software versions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every event was read without a warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First places (rank @ byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (cut at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Truncated files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events moved to an extra lane (partial overlap):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::JobListModel</name>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size on disk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::JobPickerWidget</name>
    <message>
        <source>Loaded profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unload the profile and free its memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profiles folder is set yet. Try the demo jobs that come with Stepline, or choose the folder where your training jobs write their traces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show demo jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All statuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Memory used: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile loaded. Pick a job below and press Load, or open a trace file with File &gt; Open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n job(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n job(s) shown</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>scanning...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::LoadBanner</name>
    <message>
        <source>file ends early (truncated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partially overlapping events moved to an extra lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end events without a begin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>begin events without an end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events without a timestamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>events of an unknown phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed events skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open another file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ends early at byte %2: the events before it were loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(first at byte %1 of rank %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile was loaded with warnings; some events may be missing or moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>... and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>stepline::MainWindow</name>
    <message>
        <source>&lt;h3&gt;Insights are not available yet&lt;/h3&gt;&lt;p&gt;Automatic findings (idle GPUs, small kernels, slow data loading, communication imbalance) are planned for a later version. The Dashboard and Timeline tabs already show the figures they will be based on.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stepline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open File...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Folder...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Unload Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Insights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I&amp;nformation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh Job List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Stepline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile memory: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file or folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the path, or pick a job from the Jobs tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unload the current profile?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one profile is kept in memory. Unload %1 and load %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile may not fit in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1 (%2 on disk) needs about %3 of memory, but only %4 is available. The system may become slow or stop Stepline. Load anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open trace file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.json *.json.gz *.json.zst *.gz *.zst);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open job folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language applies the next time Stepline starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Stepline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Stepline %1&lt;/h3&gt;&lt;p&gt;A native viewer for deep-learning training profiles (PyTorch profiler / Kineto traces).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later. Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <extracomment>%1 is the loading stage (reading, sorting...), %2 and %3 sizes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Loaded %1: %n event(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Could not load %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1 was canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - Stepline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder with one sub-folder or trace file per training job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profiles folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nanoseconds (ns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Microseconds (µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Milliseconds (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time units:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies the next time Stepline starts.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::ShortcutPanel</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::TimelineView</name>
    <message>
        <source>%1 more launch arrows hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 events merged
%2
click to zoom in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::TimelineWidget</name>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to ProfilerStep N (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only rows with matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide idle rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All launch arrows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole job (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured range (Shift+drag)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no steps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1…%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;No profile loaded.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid regex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>stepline::TrackTreeModel</name>
    <message>
        <source>thread %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>process %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rank %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 · rank %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2 events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tracks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
