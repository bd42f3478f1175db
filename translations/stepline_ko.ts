<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
    <context>
        <name>CliArgs</name>
        <message>
            <source>%1 takes no value</source>
            <translation>%1에는 값을 줄 수 없습니다</translation>
        </message>
        <message>
            <source>%1 needs a value</source>
            <translation>%1에 값이 필요합니다</translation>
        </message>
        <message>
            <source>unknown option %1</source>
            <translation>알 수 없는 옵션 %1</translation>
        </message>
        <message>
            <source>only one PATH, got also %1</source>
            <translation>PATH는 하나만 지정할 수 있는데 %1도 받았습니다</translation>
        </message>
        <message>
            <source>--step-range needs the name (or a pattern with * and ?) of an NVTX range</source>
            <translation>--step-range에는 NVTX 범위의 이름(또는 *와 ?를 쓴 패턴)이 필요합니다</translation>
        </message>
    </context>
    <context>
        <name>CompareCharts</name>
        <message>
            <source>Rank window lengths, BASE and NEW</source>
            <translation>랭크 창 길이, BASE와 NEW</translation>
        </message>
        <message>
            <source>Step times, BASE and NEW</source>
            <translation>스텝 시간, BASE와 NEW</translation>
        </message>
        <message>
            <source>Neither profile has a step or a window to compare.</source>
            <translation>두 프로파일 모두 비교할 스텝이나 창이 없습니다.</translation>
        </message>
        <message>
            <source>BASE (%1)</source>
            <translation>BASE (%1)</translation>
        </message>
        <message>
            <source>NEW (%1)</source>
            <translation>NEW (%1)</translation>
        </message>
        <message>
            <source>BASE: %1 x, %2
NEW: %3 x, %4</source>
            <translation>BASE: %1회, %2
NEW: %3회, %4</translation>
        </message>
        <message>
            <source>ratio %1</source>
            <translation>비율 %1</translation>
        </message>
        <message>
            <source>No change on the rows both have.</source>
            <translation>양쪽에 모두 있는 행에는 변화가 없습니다.</translation>
        </message>
        <message>
            <source>GPU time per step, BASE and NEW</source>
            <translation>스텝당 GPU 시간, BASE와 NEW</translation>
        </message>
        <message>
            <source>GPU time per device, BASE and NEW</source>
            <translation>장치별 GPU 시간, BASE와 NEW</translation>
        </message>
        <message>
            <source>Neither profile has GPU activity: no GPU time breakdown.</source>
            <translation>두 프로파일 모두 GPU 활동이 없어 GPU 시간 분해가 없습니다.</translation>
        </message>
        <message>
            <source>No GPU time on either side.</source>
            <translation>양쪽 모두 GPU 시간이 없습니다.</translation>
        </message>
        <message>
            <source>Median rank window: %1 -&gt; %2</source>
            <translation>랭크 창 중앙값: %1 -&gt; %2</translation>
        </message>
        <message>
            <source>Median step: %1 -&gt; %2</source>
            <translation>스텝 중앙값: %1 -&gt; %2</translation>
        </message>
        <message>
            <source>NEW is %1 % slower than BASE</source>
            <translation>NEW가 BASE보다 %1 % 느립니다</translation>
        </message>
        <message>
            <source>NEW is %1 % faster than BASE</source>
            <translation>NEW가 BASE보다 %1 % 빠릅니다</translation>
        </message>
        <message>
            <source>Unchanged: NEW is within %1 % of BASE</source>
            <translation>변화 없음: NEW가 BASE의 %1 % 이내입니다</translation>
        </message>
        <message>
            <source>Kernel time, NEW - BASE (top %1 by |delta|)</source>
            <translation>커널 시간, NEW - BASE (|차이| 상위 %1개)</translation>
        </message>
        <message>
            <source>Operator time, NEW - BASE (top %1 by |delta|)</source>
            <translation>연산자 시간, NEW - BASE (|차이| 상위 %1개)</translation>
        </message>
        <message>
            <source>No operator (cpu_op) name is on both sides.</source>
            <translation>양쪽에 모두 있는 연산자(cpu_op) 이름이 없습니다.</translation>
        </message>
        <message>
            <source>Comparison of two profiles</source>
            <translation>두 프로파일 비교</translation>
        </message>
        <message>
            <source>BASE: %1</source>
            <translation>BASE: %1</translation>
        </message>
        <message>
            <source>NEW: %1</source>
            <translation>NEW: %1</translation>
        </message>
        <message>
            <source>Kernels matched by normalized name.</source>
            <translation>커널은 정규화된 이름으로 짝지었습니다.</translation>
        </message>
        <message>
            <source>GPU time per step (BASE -&gt; NEW):</source>
            <translation>스텝당 GPU 시간 (BASE -&gt; NEW):</translation>
        </message>
        <message>
            <source>GPU time per device over its span (BASE -&gt; NEW):</source>
            <translation>장치별 GPU 구간 기준 GPU 시간 (BASE -&gt; NEW):</translation>
        </message>
        <message>
            <source>not in this profile</source>
            <translation>이 프로파일에 없음</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>유휴</translation>
        </message>
        <message>
            <source>Kernel</source>
            <translation>커널</translation>
        </message>
        <message>
            <source>Count BASE</source>
            <translation>BASE 개수</translation>
        </message>
        <message>
            <source>Count NEW</source>
            <translation>NEW 개수</translation>
        </message>
        <message>
            <source>Total BASE</source>
            <translation>BASE 합계</translation>
        </message>
        <message>
            <source>Total NEW</source>
            <translation>NEW 합계</translation>
        </message>
        <message>
            <source>Delta</source>
            <translation>차이</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>연산자</translation>
        </message>
        <message>
            <source>Why the mean step changed, NEW - BASE</source>
            <translation>평균 스텝이 바뀐 이유, NEW - BASE</translation>
        </message>
        <message>
            <source>%1 of the delta</source>
            <translation>차이의 %1</translation>
        </message>
        <message>
            <source>The mean step did not change.</source>
            <translation>평균 스텝이 바뀌지 않았습니다.</translation>
        </message>
        <message>
            <source>mean step delta</source>
            <translation>평균 스텝 차이</translation>
        </message>
        <message>
            <source>95 % interval [%1, %2]</source>
            <translation>95 % 구간 [%1, %2]</translation>
        </message>
        <message>
            <source>No interval: fewer than 2 steps on a side.</source>
            <translation>구간 없음: 한쪽의 스텝이 2개 미만입니다.</translation>
        </message>
        <message>
            <source>No significant change</source>
            <translation>유의미한 변화 없음</translation>
        </message>
        <message>
            <source>mean step delta %1, 95 % interval [%2, %3]</source>
            <translation>평균 스텝 차이 %1, 95 % 구간 [%2, %3]</translation>
        </message>
        <message>
            <source>No kernel name is on both sides. Try matching by normalized names or by operator.</source>
            <translation>양쪽에 공통된 커널 이름이 없습니다. 정규화된 이름이나 연산자로 매칭해 보세요.</translation>
        </message>
        <message>
            <source>Comparability: %1</source>
            <translation>비교 가능성: %1</translation>
        </message>
    </context>
    <context>
        <name>ConvertCommand</name>
        <message>
            <source>Usage: stepline convert PATH -o FILE.stepline [--level 1..19]</source>
            <translation>사용법: stepline convert PATH -o FILE.stepline [--level 1..19]</translation>
        </message>
        <message>
            <source>--level takes a number from 1 to 19</source>
            <translation>--level은 1부터 19까지의 숫자입니다</translation>
        </message>
        <message>
            <source>Writes a trace file or a job folder as one compact .stepline file.</source>
            <translation>트레이스 파일이나 작업 폴더를 하나의 간결한 .stepline 파일로 씁니다.</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH가 없습니다</translation>
        </message>
        <message>
            <source>missing -o FILE.stepline</source>
            <translation>-o FILE.stepline이 없습니다</translation>
        </message>
        <message>
            <source>%1: %2 events, %3 bytes (loaded in %4 ms, written in %5 ms)</source>
            <translation>%1: 이벤트 %2개, %3바이트 (불러오기 %4 ms, 쓰기 %5 ms)</translation>
        </message>
    </context>
    <context>
        <name>ExportChartsCommand</name>
        <message>
            <source>--annotation needs a name</source>
            <translation>--annotation에는 이름이 필요합니다</translation>
        </message>
        <message>
            <source>--format is png, svg or pdf</source>
            <translation>--format은 png, svg, pdf 중 하나입니다</translation>
        </message>
        <message>
            <source>--size is WIDTHxHEIGHT in pixels, e.g. 1200x700</source>
            <translation>--size는 픽셀 단위 WIDTHxHEIGHT입니다. 예: 1200x700</translation>
        </message>
        <message>
            <source>--size must be between 100x100 and 10000x10000</source>
            <translation>--size는 100x100에서 10000x10000 사이여야 합니다</translation>
        </message>
        <message>
            <source>--dpr is a device pixel ratio from 1 to 4</source>
            <translation>--dpr은 1에서 4 사이의 장치 픽셀 비율입니다</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH가 없습니다</translation>
        </message>
        <message>
            <source>missing -o FILE.pdf</source>
            <translation>-o FILE.pdf가 없습니다</translation>
        </message>
        <message>
            <source>missing -o DIR</source>
            <translation>-o DIR이 없습니다</translation>
        </message>
        <message>
            <source>stepline: warning: the profile has no %1; every chart says so</source>
            <translation>stepline: 경고: 프로파일에 %1이(가) 없습니다. 모든 차트에 그렇게 표시됩니다</translation>
        </message>
        <message>
            <source>set with --set on the command line</source>
            <translation>명령줄에서 --set으로 설정함</translation>
        </message>
        <message>
            <source>--match is exact or normalized</source>
            <translation>--match 값은 exact 또는 normalized입니다</translation>
        </message>
        <message>
            <source>--match needs --compare BASE</source>
            <translation>--match에는 --compare BASE가 필요합니다</translation>
        </message>
    </context>
    <context>
        <name>ExportTimelineCommand</name>
        <message>
            <source>--from needs a time in ns (0 or more)</source>
            <translation>--from에는 ns 단위 시간(0 이상)이 필요합니다</translation>
        </message>
        <message>
            <source>--to needs a time in ns (0 or more)</source>
            <translation>--to에는 ns 단위 시간(0 이상)이 필요합니다</translation>
        </message>
        <message>
            <source>--step needs a step number</source>
            <translation>--step에는 스텝 번호가 필요합니다</translation>
        </message>
        <message>
            <source>--size is WIDTHxHEIGHT in pixels, from 200x100 to 10000x10000</source>
            <translation>--size는 픽셀 단위 너비x높이이며 200x100부터 10000x10000까지입니다</translation>
        </message>
        <message>
            <source>--rows needs a regular expression</source>
            <translation>--rows에는 정규식이 필요합니다</translation>
        </message>
        <message>
            <source>unexpected argument: %1</source>
            <translation>예상하지 못한 인수: %1</translation>
        </message>
        <message>
            <source>PATH and -o FILE are required</source>
            <translation>PATH와 -o FILE이 필요합니다</translation>
        </message>
        <message>
            <source>--from and --to go together</source>
            <translation>--from과 --to는 함께 써야 합니다</translation>
        </message>
        <message>
            <source>--to must be after --from</source>
            <translation>--to는 --from보다 뒤여야 합니다</translation>
        </message>
        <message>
            <source>use either --from/--to or --step</source>
            <translation>--from/--to 또는 --step 중 하나만 쓰세요</translation>
        </message>
        <message>
            <source>no image writer for .%1</source>
            <translation>.%1 형식의 이미지 작성기가 없습니다</translation>
        </message>
    </context>
    <context>
        <name>JobsCommand</name>
        <message>
            <source>stepline jobs: warning: the facts cache was not saved (%1)</source>
            <translation>stepline jobs: 경고: 정보 캐시를 저장하지 못했습니다 (%1)</translation>
        </message>
    </context>
    <context>
        <name>stepline::LoadError</name>
        <message>
            <source>(byte %1)</source>
            <translation>(바이트 %1)</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>읽는 중</translation>
        </message>
        <message>
            <source>The compressed file is damaged. Download or copy it again, or decompress it with gzip -d / zstd -d to see how far it reads.</source>
            <translation>압축 파일이 손상되었습니다. 다시 다운로드하거나 복사하거나, gzip -d / zstd -d로 압축을 풀어 어디까지 읽히는지 확인하세요.</translation>
        </message>
        <message>
            <source>This JSON has no "traceEvents" array, so it is not a Chrome/PyTorch trace (top-level keys: %1).</source>
            <translation>이 JSON에는 "traceEvents" 배열이 없으므로 Chrome/PyTorch 트레이스가 아닙니다(최상위 키: %1).</translation>
        </message>
        <message>
            <source>Open the .json / .pt.trace.json file written by the PyTorch profiler (torch.profiler) or another Chrome-trace producer.</source>
            <translation>PyTorch 프로파일러(torch.profiler)나 다른 Chrome 트레이스 생성기가 쓴 .json / .pt.trace.json 파일을 여세요.</translation>
        </message>
        <message>
            <source>The trace contains no events.</source>
            <translation>트레이스에 이벤트가 없습니다.</translation>
        </message>
        <message>
            <source>None of the %1 events of this trace can be shown (only metadata, flows or skipped events).</source>
            <translation>이 트레이스의 이벤트 %1개 중 표시할 수 있는 것이 없습니다(메타데이터, 플로 또는 건너뛴 이벤트뿐).</translation>
        </message>
        <message>
            <source>Record a profile with at least one active step (torch.profiler.schedule with active &gt;= 1) and export it again.</source>
            <translation>활성 스텝이 하나 이상인 프로파일을 기록하고(torch.profiler.schedule에서 active &gt;= 1) 다시 내보내세요.</translation>
        </message>
        <message>
            <source>Not a trace: %1.</source>
            <translation>트레이스가 아닙니다: %1.</translation>
        </message>
        <message>
            <source>Open the .json / .json.gz / .json.zst trace written by the PyTorch profiler or another Chrome-trace producer.</source>
            <translation>PyTorch 프로파일러나 다른 Chrome 트레이스 생성기가 쓴 .json / .json.gz / .json.zst 트레이스를 여세요.</translation>
        </message>
        <message>
            <source>Cannot load: %1.</source>
            <translation>불러올 수 없습니다: %1.</translation>
        </message>
        <message>
            <source>The file is probably damaged; check it with a JSON tool.</source>
            <translation>파일이 손상된 것 같습니다. JSON 도구로 확인하세요.</translation>
        </message>
        <message>
            <source>The JSON is malformed here: %1.</source>
            <translation>여기에서 JSON 형식이 잘못되었습니다: %1.</translation>
        </message>
        <message>
            <source>The file is damaged or was edited by hand. Export the trace again, or fix the JSON at this position.</source>
            <translation>파일이 손상되었거나 손으로 편집되었습니다. 트레이스를 다시 내보내거나 이 위치의 JSON을 고치세요.</translation>
        </message>
        <message>
            <source>Loading was canceled.</source>
            <translation>불러오기가 취소되었습니다.</translation>
        </message>
        <message>
            <source>The trace has more events than Stepline can index (about 4 billion).</source>
            <translation>트레이스의 이벤트가 Stepline이 색인할 수 있는 수(약 40억 개)보다 많습니다.</translation>
        </message>
        <message>
            <source>Record a shorter window (fewer active steps) or split the trace.</source>
            <translation>더 짧은 구간(더 적은 활성 스텝)을 기록하거나 트레이스를 나누세요.</translation>
        </message>
        <message>
            <source>The gzip data is corrupt at compressed byte %1 (%2).</source>
            <translation>gzip 데이터가 압축 바이트 %1에서 손상되었습니다(%2).</translation>
        </message>
        <message>
            <source>The zstd data is corrupt at compressed byte %1 (%2).</source>
            <translation>zstd 데이터가 압축 바이트 %1에서 손상되었습니다(%2).</translation>
        </message>
        <message>
            <source>The file does not exist.</source>
            <translation>파일이 없습니다.</translation>
        </message>
        <message>
            <source>The file cannot be read: %1.</source>
            <translation>파일을 읽을 수 없습니다: %1.</translation>
        </message>
        <message>
            <source>Check the path and the file permissions.</source>
            <translation>경로와 파일 권한을 확인하세요.</translation>
        </message>
        <message>
            <source>The file is empty.</source>
            <translation>파일이 비어 있습니다.</translation>
        </message>
        <message>
            <source>The profiler may still be writing it, or it crashed before writing.</source>
            <translation>프로파일러가 아직 쓰고 있거나, 쓰기 전에 비정상 종료되었을 수 있습니다.</translation>
        </message>
        <message>
            <source>Loading this file needs about %1 MiB of memory, but only %2 MiB are available.</source>
            <translation>이 파일을 불러오려면 약 %1 MiB의 메모리가 필요하지만 %2 MiB만 사용할 수 있습니다.</translation>
        </message>
        <message>
            <source>Reading the file failed: %1.</source>
            <translation>파일 읽기에 실패했습니다: %1.</translation>
        </message>
        <message>
            <source>Indexing</source>
            <translation>색인 중</translation>
        </message>
        <message>
            <source>The path does not exist.</source>
            <translation>경로가 없습니다.</translation>
        </message>
        <message>
            <source>Check the path.</source>
            <translation>경로를 확인하세요.</translation>
        </message>
        <message>
            <source>Point Stepline at the folder the profiler wrote its traces to.</source>
            <translation>프로파일러가 트레이스를 쓴 폴더를 Stepline에서 여세요.</translation>
        </message>
        <message>
            <source>Loading these %1 files needs about %2 MiB of memory, but only %3 MiB are available.</source>
            <translation>이 파일 %1개를 불러오려면 약 %2 MiB의 메모리가 필요하지만 %3 MiB만 사용할 수 있습니다.</translation>
        </message>
        <message>
            <source>No file in this folder is a trace. First problem: %1</source>
            <translation>이 폴더에 트레이스 파일이 없습니다. 첫 번째 문제: %1</translation>
        </message>
        <message>
            <source>The file cannot be read: %1</source>
            <translation>파일을 읽을 수 없습니다: %1</translation>
        </message>
        <message>
            <source>Check the file's permissions.</source>
            <translation>파일 권한을 확인하세요.</translation>
        </message>
        <message>
            <source>Reading system metrics</source>
            <translation>시스템 지표 읽는 중</translation>
        </message>
        <message>
            <source>No complete SageMaker Debugger system-metrics line in the file.</source>
            <translation>파일에 완전한 SageMaker Debugger 시스템 지표 줄이 없습니다.</translation>
        </message>
        <message>
            <source>Each line must be a JSON object with Dimension, Value and Timestamp.</source>
            <translation>각 줄은 Dimension, Value, Timestamp가 있는 JSON 객체여야 합니다.</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is inconsistent: %3</source>
            <translation>바이트 %2의 블록 '%1'이(가) 일관되지 않습니다: %3</translation>
        </message>
        <message>
            <source>The file is damaged. Copy it again, or convert the source trace again with 'stepline convert SOURCE -o FILE.stepline'.</source>
            <translation>파일이 손상되었습니다. 다시 복사하거나 'stepline convert SOURCE -o FILE.stepline'으로 원본 트레이스를 다시 변환하세요.</translation>
        </message>
        <message>
            <source>Cannot open the file: %1</source>
            <translation>파일을 열 수 없습니다: %1</translation>
        </message>
        <message>
            <source>This is not a Stepline file (wrong magic number).</source>
            <translation>Stepline 파일이 아닙니다(매직 넘버가 다름).</translation>
        </message>
        <message>
            <source>Open a .stepline file written by 'stepline convert', or the original trace.</source>
            <translation>'stepline convert'로 쓴 .stepline 파일이나 원본 트레이스를 여세요.</translation>
        </message>
        <message>
            <source>The file is truncated: it ends inside its %1-byte header.</source>
            <translation>파일이 잘렸습니다: %1바이트 헤더 안에서 끝납니다.</translation>
        </message>
        <message>
            <source>This file uses Stepline format version %1; this build reads version %2.</source>
            <translation>이 파일은 Stepline 형식 버전 %1을 사용합니다. 이 빌드는 버전 %2을 읽습니다.</translation>
        </message>
        <message>
            <source>Open it with a newer Stepline, or convert the source trace again with this one.</source>
            <translation>더 새로운 Stepline으로 열거나, 이 버전으로 원본 트레이스를 다시 변환하세요.</translation>
        </message>
        <message>
            <source>The file is truncated at byte %1: its end marker is missing (%2 complete blocks).</source>
            <translation>파일이 바이트 %1에서 잘렸습니다: 끝 표시가 없습니다(완전한 블록 %2개).</translation>
        </message>
        <message>
            <source>Read error: %1</source>
            <translation>읽기 오류: %1</translation>
        </message>
        <message>
            <source>Check the disk.</source>
            <translation>디스크를 확인하세요.</translation>
        </message>
        <message>
            <source>The block header at byte %1 is damaged (checksum mismatch).</source>
            <translation>바이트 %1의 블록 헤더가 손상되었습니다(체크섬 불일치).</translation>
        </message>
        <message>
            <source>The block at byte %1 claims %2 bytes, more than the format allows.</source>
            <translation>바이트 %1의 블록이 형식이 허용하는 것보다 많은 %2바이트라고 주장합니다.</translation>
        </message>
        <message>
            <source>The file is truncated at byte %1, inside block '%2' that starts at byte %3 and needs %4 more bytes.</source>
            <translation>파일이 바이트 %1에서 잘렸습니다. 바이트 %3에서 시작하는 블록 '%2' 안이며 %4바이트가 더 필요합니다.</translation>
        </message>
        <message>
            <source>The file does not start with its description block.</source>
            <translation>파일이 설명 블록으로 시작하지 않습니다.</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (bad compressed-data header).</source>
            <translation>바이트 %2의 블록 '%1'이(가) 손상되었습니다(압축 데이터 헤더 오류).</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (checksum mismatch).</source>
            <translation>바이트 %2의 블록 '%1'이(가) 손상되었습니다(체크섬 불일치).</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (%3).</source>
            <translation>바이트 %2의 블록 '%1'이(가) 손상되었습니다(%3).</translation>
        </message>
        <message>
            <source>the description is cut short</source>
            <translation>설명이 중간에 끊겼습니다</translation>
        </message>
        <message>
            <source>a table claims %1 rows</source>
            <translation>표 하나가 %1개 행을 주장합니다</translation>
        </message>
        <message>
            <source>the string table is empty</source>
            <translation>문자열 표가 비어 있습니다</translation>
        </message>
        <message>
            <source>bad rank count</source>
            <translation>랭크 수가 잘못되었습니다</translation>
        </message>
        <message>
            <source>bad device count</source>
            <translation>장치 수가 잘못되었습니다</translation>
        </message>
        <message>
            <source>bad metadata count</source>
            <translation>메타데이터 수가 잘못되었습니다</translation>
        </message>
        <message>
            <source>bad process count</source>
            <translation>프로세스 수가 잘못되었습니다</translation>
        </message>
        <message>
            <source>bad track count</source>
            <translation>트랙 수가 잘못되었습니다</translation>
        </message>
        <message>
            <source>unknown track kind %1</source>
            <translation>알 수 없는 트랙 종류 %1</translation>
        </message>
        <message>
            <source>a track claims %1 depths</source>
            <translation>트랙 하나가 깊이 %1개를 주장합니다</translation>
        </message>
        <message>
            <source>bad counter series count</source>
            <translation>카운터 계열 수가 잘못되었습니다</translation>
        </message>
        <message>
            <source>bad warning count</source>
            <translation>경고 수가 잘못되었습니다</translation>
        </message>
        <message>
            <source>bad warning sample count</source>
            <translation>경고 표본 수가 잘못되었습니다</translation>
        </message>
        <message>
            <source>warning '%1' has inconsistent samples</source>
            <translation>경고 '%1'의 표본이 일관되지 않습니다</translation>
        </message>
        <message>
            <source>the description does not have the expected length</source>
            <translation>설명의 길이가 예상과 다릅니다</translation>
        </message>
        <message>
            <source>%1 rows announced for '%2' but only %3 blocks hold them</source>
            <translation>'%2'에 %1개 행이 예고되었지만 블록 %3개에만 들어 있습니다</translation>
        </message>
        <message>
            <source>%1 more rows than announced</source>
            <translation>예고보다 %1개 행이 더 많습니다</translation>
        </message>
        <message>
            <source>row %1 holds an invalid value</source>
            <translation>행 %1에 잘못된 값이 있습니다</translation>
        </message>
        <message>
            <source>the column does not have the expected length</source>
            <translation>열의 길이가 예상과 다릅니다</translation>
        </message>
        <message>
            <source>more strings than announced</source>
            <translation>예고보다 문자열이 많습니다</translation>
        </message>
        <message>
            <source>string %1 is cut short</source>
            <translation>문자열 %1이(가) 중간에 끊겼습니다</translation>
        </message>
        <message>
            <source>string %1 is empty or repeated</source>
            <translation>문자열 %1이(가) 비어 있거나 중복됩니다</translation>
        </message>
        <message>
            <source>trailing bytes after the strings</source>
            <translation>문자열 뒤에 남은 바이트가 있습니다</translation>
        </message>
        <message>
            <source>args blocks before their offsets</source>
            <translation>args 블록이 오프셋보다 앞에 있습니다</translation>
        </message>
        <message>
            <source>bad args block count</source>
            <translation>args 블록 수가 잘못되었습니다</translation>
        </message>
        <message>
            <source>args block %1 is cut short</source>
            <translation>args 블록 %1이(가) 중간에 끊겼습니다</translation>
        </message>
        <message>
            <source>args block %1 is out of order</source>
            <translation>args 블록 %1의 순서가 잘못되었습니다</translation>
        </message>
        <message>
            <source>trailing bytes after the args blocks</source>
            <translation>args 블록 뒤에 남은 바이트가 있습니다</translation>
        </message>
        <message>
            <source>a slice column has %1 rows instead of %2</source>
            <translation>slice 열에 %2개가 아닌 %1개 행이 있습니다</translation>
        </message>
        <message>
            <source>an instant column has %1 rows instead of %2</source>
            <translation>instant 열에 %2개가 아닌 %1개 행이 있습니다</translation>
        </message>
        <message>
            <source>counter columns have the wrong length</source>
            <translation>카운터 열의 길이가 잘못되었습니다</translation>
        </message>
        <message>
            <source>a flow column has %1 rows instead of %2</source>
            <translation>flow 열에 %2개가 아닌 %1개 행이 있습니다</translation>
        </message>
        <message>
            <source>%1 strings instead of %2</source>
            <translation>문자열이 %2개가 아닌 %1개입니다</translation>
        </message>
        <message>
            <source>depth offsets have the wrong length</source>
            <translation>깊이 오프셋의 길이가 잘못되었습니다</translation>
        </message>
        <message>
            <source>the args blocks do not cover every args id</source>
            <translation>args 블록이 모든 args id를 포함하지 않습니다</translation>
        </message>
        <message>
            <source>a process refers to a missing rank or string</source>
            <translation>프로세스가 없는 랭크나 문자열을 가리킵니다</translation>
        </message>
        <message>
            <source>a track refers to a missing process, rank, string or slice</source>
            <translation>트랙이 없는 프로세스, 랭크, 문자열 또는 slice를 가리킵니다</translation>
        </message>
        <message>
            <source>a track's depths lie outside the depth table</source>
            <translation>트랙의 깊이가 깊이 표 밖에 있습니다</translation>
        </message>
        <message>
            <source>a track's depth offsets go backwards</source>
            <translation>트랙의 깊이 오프셋이 거꾸로 갑니다</translation>
        </message>
        <message>
            <source>a counter series refers to missing samples</source>
            <translation>카운터 계열이 없는 표본을 가리킵니다</translation>
        </message>
        <message>
            <source>slice %1 has no track</source>
            <translation>slice %1에 트랙이 없습니다</translation>
        </message>
        <message>
            <source>instant %1 has no track</source>
            <translation>instant %1에 트랙이 없습니다</translation>
        </message>
        <message>
            <source>flow %1 has a missing end</source>
            <translation>flow %1의 한쪽 끝이 없습니다</translation>
        </message>
        <message>
            <source>Opening</source>
            <translation>여는 중</translation>
        </message>
        <message>
            <source>a second description block</source>
            <translation>두 번째 설명 블록</translation>
        </message>
        <message>
            <source>There is not enough memory to open this file.</source>
            <translation>이 파일을 열기에 메모리가 부족합니다.</translation>
        </message>
        <message>
            <source>Close other programs or use a machine with more memory.</source>
            <translation>다른 프로그램을 닫거나 메모리가 더 많은 컴퓨터를 사용하세요.</translation>
        </message>
        <message>
            <source>--ranks takes rank numbers and ranges like 0,3 or 0-3,8 (got "%1")</source>
            <translation>--ranks에는 0,3 또는 0-3,8 같은 랭크 번호와 범위를 지정합니다 (받은 값: "%1")</translation>
        </message>
        <message>
            <source>--window takes T0:T1, times since the job start like 2s:3s, 1500ms:2500ms or 1.5:2 (seconds) (got "%1")</source>
            <translation>--window에는 작업 시작부터의 시간 T0:T1을 지정합니다. 예: 2s:3s, 1500ms:2500ms, 1.5:2(초) (받은 값: "%1")</translation>
        </message>
        <message>
            <source>--window is empty: T1 must be after T0 (got "%1")</source>
            <translation>--window가 비어 있습니다: T1은 T0보다 뒤여야 합니다 (받은 값: "%1")</translation>
        </message>
        <message>
            <source>a cProfile dump block is cut short</source>
            <translation>cProfile 덤프 블록이 중간에 잘렸습니다</translation>
        </message>
        <message>
            <source>The job has no rank %1; its ranks are %2.</source>
            <translation>작업에 랭크 %1이(가) 없습니다. 이 작업의 랭크: %2.</translation>
        </message>
        <message>
            <source>Choose ranks the job has.</source>
            <translation>작업에 있는 랭크를 선택하세요.</translation>
        </message>
        <message>
            <source>No event lies in the window %1 (times since the job start, 0 on the timeline).</source>
            <translation>구간 %1에 이벤트가 없습니다 (작업 시작부터의 시간, 타임라인의 0).</translation>
        </message>
        <message>
            <source>Choose a window inside the job's duration (the timeline and stepline summary show it).</source>
            <translation>작업 기간 안의 구간을 선택하세요 (타임라인과 stepline summary에 표시됩니다).</translation>
        </message>
        <message>
            <source>Load a subset of the ranks or a time window (--ranks, --window), or use a machine with more memory.</source>
            <translation>랭크 일부나 시간 구간만 불러오거나(--ranks, --window) 메모리가 더 많은 컴퓨터를 사용하세요.</translation>
        </message>
        <message>
            <source>the file is larger than 256 MiB (%1 MiB); it was not read</source>
            <translation>파일이 256 MiB보다 큽니다(%1 MiB). 읽지 않았습니다</translation>
        </message>
        <message>
            <source>the file cannot be read: %1</source>
            <translation>파일을 읽을 수 없습니다: %1</translation>
        </message>
        <message>
            <source>The cross-rank block (XRNK) is damaged.</source>
            <translation>랭크 간 블록(XRNK)이 손상되었습니다.</translation>
        </message>
        <message>
            <source>Convert the source trace again with 'stepline convert SOURCE -o FILE.stepline'.</source>
            <translation>'stepline convert SOURCE -o FILE.stepline'로 원본 트레이스를 다시 변환하세요.</translation>
        </message>
        <message>
            <source>Rank %1 appears in two files.</source>
            <translation>랭크 %1이(가) 두 파일에 있습니다.</translation>
        </message>
        <message>
            <source>Keep one file per rank in the folder.</source>
            <translation>폴더에는 랭크마다 파일을 하나만 두세요.</translation>
        </message>
        <message>
            <source>the job's time range is invalid</source>
            <translation>작업의 시간 범위가 올바르지 않습니다</translation>
        </message>
        <message>
            <source>slice %1 lies outside the job's time range</source>
            <translation>슬라이스 %1이(가) 작업의 시간 범위 밖에 있습니다</translation>
        </message>
        <message>
            <source>instant %1 lies outside the job's time range</source>
            <translation>인스턴트 %1이(가) 작업의 시간 범위 밖에 있습니다</translation>
        </message>
        <message>
            <source>counter sample %1 lies outside the job's time range</source>
            <translation>카운터 샘플 %1이(가) 작업의 시간 범위 밖에 있습니다</translation>
        </message>
        <message>
            <source>A real trace this large needs a machine with more memory (or --force, which skips the memory check). A small file that inflates this much is usually damaged or made to exhaust memory: check it with 'gzip -l' / 'zstd -l'.</source>
            <translation>이만큼 큰 실제 트레이스에는 메모리가 더 많은 컴퓨터가 필요합니다(또는 메모리 검사를 건너뛰는 --force). 이만큼 풀리는 작은 파일은 대개 손상되었거나 메모리를 고갈시키려고 만든 것입니다. 'gzip -l' / 'zstd -l'로 확인하세요.</translation>
        </message>
        <message>
            <source>%1 skipped for a bad number (a ts, dur, pid or tid that is not a usable number, such as 1e400), the first at byte %2</source>
            <translation>%1개를 잘못된 숫자(1e400처럼 쓸 수 없는 ts, dur, pid 또는 tid)로 건너뜀, 처음은 바이트 %2</translation>
        </message>
        <message>
            <source>%1 skipped as %2, the first at byte %3</source>
            <translation>%1개를 %2(으)로 건너뜀, 처음은 바이트 %3</translation>
        </message>
        <message>
            <source>None of the %1 events of this trace can be shown: %2.</source>
            <translation>이 트레이스의 이벤트 %1개 중 표시할 수 있는 것이 없습니다: %2.</translation>
        </message>
        <message>
            <source>Look at the file at that byte offset: the producer wrote values this viewer cannot use. Fix them or export the trace again.</source>
            <translation>그 바이트 오프셋에서 파일을 살펴보세요: 생성기가 이 뷰어가 쓸 수 없는 값을 기록했습니다. 값을 고치거나 트레이스를 다시 내보내세요.</translation>
        </message>
        <message>
            <source>The file inflates to more than %1 MiB after only %2 KiB of its compressed bytes, more than the memory check allowed for it; loading stopped there.</source>
            <translation>압축된 바이트 %2 KiB만으로 %1 MiB 넘게 풀립니다. 메모리 검사가 이 파일에 허용한 양보다 많아 그 지점에서 불러오기를 멈췄습니다.</translation>
        </message>
        <message>
            <source>Inflating</source>
            <translation>압축 해제 중</translation>
        </message>
        <message>
            <source>Reading the table %1 of this Nsight Systems export failed: %2.</source>
            <translation>이 Nsight Systems 내보내기의 %1 테이블을 읽지 못했습니다: %2.</translation>
        </message>
        <message>
            <source>The file may be damaged or cut short: export the report again (nsys export --type sqlite).</source>
            <translation>파일이 손상되었거나 잘렸을 수 있습니다: 보고서를 다시 내보내십시오(nsys export --type sqlite).</translation>
        </message>
        <message>
            <source>Reading the Nsight Systems export</source>
            <translation>Nsight Systems 내보내기 읽는 중</translation>
        </message>
        <message>
            <source>The SQLite file is being written or was left half-written: %1 lies beside it, so its tables may be incomplete.</source>
            <translation>SQLite 파일이 기록 중이거나 기록이 중간에 멈췄습니다: 옆에 %1 파일이 있으므로 테이블이 불완전할 수 있습니다.</translation>
        </message>
        <message>
            <source>Wait until nsys export has finished, or export the report again.</source>
            <translation>nsys export가 끝날 때까지 기다리거나 보고서를 다시 내보내십시오.</translation>
        </message>
        <message>
            <source>The SQLite file is truncated: its header says %1 bytes, the file has %2.</source>
            <translation>SQLite 파일이 잘렸습니다: 헤더에는 %1바이트로 되어 있으나 파일은 %2바이트입니다.</translation>
        </message>
        <message>
            <source>Copy the whole file again, or export the report again (nsys export --type sqlite).</source>
            <translation>파일 전체를 다시 복사하거나 보고서를 다시 내보내십시오(nsys export --type sqlite).</translation>
        </message>
        <message>
            <source>SQLite cannot open the file: %1.</source>
            <translation>SQLite가 파일을 열 수 없습니다: %1.</translation>
        </message>
        <message>
            <source>Check the file permissions, or export the report again.</source>
            <translation>파일 권한을 확인하거나 보고서를 다시 내보내십시오.</translation>
        </message>
        <message>
            <source>SQLite cannot read the file: %1.</source>
            <translation>SQLite가 파일을 읽을 수 없습니다: %1.</translation>
        </message>
        <message>
            <source>The file is a SQLite database but not an Nsight Systems export: it has none of the tables StringIds, CUPTI_ACTIVITY_KIND_KERNEL, CUPTI_ACTIVITY_KIND_RUNTIME, NVTX_EVENTS, TARGET_INFO_GPU.</source>
            <translation>이 파일은 SQLite 데이터베이스이지만 Nsight Systems 내보내기가 아닙니다: StringIds, CUPTI_ACTIVITY_KIND_KERNEL, CUPTI_ACTIVITY_KIND_RUNTIME, NVTX_EVENTS, TARGET_INFO_GPU 테이블이 하나도 없습니다.</translation>
        </message>
        <message>
            <source>Open a report exported with nsys export --type sqlite (a .nsys-rep file must be exported first).</source>
            <translation>nsys export --type sqlite로 내보낸 보고서를 여십시오(.nsys-rep 파일은 먼저 내보내야 합니다).</translation>
        </message>
        <message>
            <source>The Nsight Systems export holds no kernel, memcpy, memset, CUDA runtime or NVTX range (tables %1).</source>
            <translation>이 Nsight Systems 내보내기에는 커널, memcpy, memset, CUDA 런타임 호출, NVTX 범위가 없습니다(테이블: %1).</translation>
        </message>
        <message>
            <source>Profile with CUDA or NVTX tracing on (nsys profile -t cuda,nvtx) and export again.</source>
            <translation>CUDA 또는 NVTX 추적을 켜고 프로파일한 뒤(nsys profile -t cuda,nvtx) 다시 내보내십시오.</translation>
        </message>
        <message>
            <source>The folder holds no trace files (*.json, *.json.gz, *.json.zst, *.sqlite).</source>
            <translation>폴더에 트레이스 파일(*.json, *.json.gz, *.json.zst, *.sqlite)이 없습니다.</translation>
        </message>
        <message>
            <source>The file changed while it was being read: it had %1 bytes when loading started and has %2 now, so the part after byte %3 was lost.</source>
            <translation>파일을 읽는 동안 파일이 바뀌었습니다: 불러오기를 시작할 때 %1바이트였는데 지금은 %2바이트이므로 %3바이트 이후 부분을 잃었습니다.</translation>
        </message>
        <message>
            <source>Another program truncated or rewrote the file. If the profiler is still writing it, wait until it has finished; otherwise copy the file and open the copy.</source>
            <translation>다른 프로그램이 파일을 잘라내거나 다시 썼습니다. 프로파일러가 아직 쓰는 중이면 끝날 때까지 기다리고, 그렇지 않으면 파일을 복사해 복사본을 여세요.</translation>
        </message>
        <message>
            <source>Memory ran out while loading: the load needed more memory than this process could get (other programs took it, a memory limit is set on this process, or --force went past the memory check).</source>
            <translation>불러오는 중에 메모리가 부족해졌습니다: 이 프로세스가 얻을 수 있는 것보다 많은 메모리가 필요했습니다 (다른 프로그램이 사용 중이거나, 이 프로세스에 메모리 제한이 있거나, --force로 메모리 검사를 건너뜀).</translation>
        </message>
        <message>
            <source>Close other programs, load a subset of the ranks or a time window (--ranks, --window), or use a machine with more memory.</source>
            <translation>다른 프로그램을 닫거나, 랭크 일부나 시간 구간만 불러오거나 (--ranks, --window), 메모리가 더 많은 컴퓨터를 사용하세요.</translation>
        </message>
        <message>
            <source>Reading the file failed at byte %1: %2.</source>
            <translation>바이트 %1에서 파일 읽기에 실패했습니다: %2.</translation>
        </message>
        <message>
            <source>The disk or the network file system reported an error. Copy the file to a local disk and open the copy.</source>
            <translation>디스크 또는 네트워크 파일 시스템이 오류를 보고했습니다. 파일을 로컬 디스크로 복사한 뒤 복사본을 여세요.</translation>
        </message>
    </context>
    <context>
        <name>MemoryCheck</name>
        <message>
            <source>stepline: %1 would not fit in memory: loading it needs about %2 (a model of about %3 for %4 events, estimated from %5 of files), but only %6 is available.
Load part of the job: --ranks LIST (e.g. --ranks 0,3 or 0-3,8) and/or --window T0:T1 (e.g. --window 0s:10s, times since the job start); or pass --force to try anyway.</source>
            <translation>stepline: %1은(는) 메모리에 들어가지 않습니다: 불러오려면 약 %2가 필요하지만(파일 %5에서 추정한 이벤트 %4개, 모델 약 %3) 사용 가능한 메모리는 %6뿐입니다.
작업의 일부만 불러오세요: --ranks 목록(예: --ranks 0,3 또는 0-3,8) 및/또는 --window T0:T1(예: --window 0s:10s, 작업 시작부터의 시간). 그래도 시도하려면 --force를 지정하세요.</translation>
        </message>
    </context>
    <context>
        <name>PythonStatsCommand</name>
        <message>
            <source>%1 does not exist</source>
            <translation>%1이(가) 없습니다</translation>
        </message>
        <message>
            <source>%1 is neither a folder, a .stepline file nor a python_stats dump</source>
            <translation>%1은(는) 폴더도, .stepline 파일도, python_stats 덤프도 아닙니다</translation>
        </message>
        <message>
            <source>no Python profiler dump (python_stats, python_stats.json) below %1</source>
            <translation>%1 아래에 Python 프로파일러 덤프(python_stats, python_stats.json)가 없습니다</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH가 없습니다</translation>
        </message>
        <message>
            <source>--profiler is cprofile or pyinstrument</source>
            <translation>--profiler는 cprofile 또는 pyinstrument입니다</translation>
        </message>
        <message>
            <source>--mode is train, eval, predict or global</source>
            <translation>--mode는 train, eval, predict 또는 global입니다</translation>
        </message>
        <message>
            <source>--modes needs START:END, such as train:eval</source>
            <translation>--modes에는 train:eval처럼 START:END가 필요합니다</translation>
        </message>
        <message>
            <source>--mode and --modes disagree</source>
            <translation>--mode와 --modes가 서로 맞지 않습니다</translation>
        </message>
        <message>
            <source>--phase is initialization, training_loop or finalization</source>
            <translation>--phase는 initialization, training_loop 또는 finalization입니다</translation>
        </message>
        <message>
            <source>--steps needs A:B or A (step numbers)</source>
            <translation>--steps에는 A:B 또는 A(스텝 번호)가 필요합니다</translation>
        </message>
        <message>
            <source>--step-phases needs two of start, stepstart, forwardpassend, stepend, end</source>
            <translation>--step-phases에는 start, stepstart, forwardpassend, stepend, end 중 두 개가 필요합니다</translation>
        </message>
        <message>
            <source>--steps A:B needs A &lt;= B</source>
            <translation>--steps A:B에는 A &lt;= B가 필요합니다</translation>
        </message>
        <message>
            <source>--step-phases needs --steps</source>
            <translation>--step-phases에는 --steps가 필요합니다</translation>
        </message>
        <message>
            <source>--from-us and --to-us take microseconds since the epoch</source>
            <translation>--from-us와 --to-us는 에포크 이후 마이크로초를 받습니다</translation>
        </message>
        <message>
            <source>--to-us is before --from-us</source>
            <translation>--to-us가 --from-us보다 앞입니다</translation>
        </message>
        <message>
            <source>--top needs a positive number</source>
            <translation>--top에는 양수가 필요합니다</translation>
        </message>
        <message>
            <source>no node %1; the dumps have %2</source>
            <translation>노드 %1이(가) 없습니다. 덤프의 노드: %2</translation>
        </message>
        <message>
            <source>stepline python-stats: PATH has cProfile and pyinstrument dumps; showing cProfile's (--profiler pyinstrument for the others)</source>
            <translation>stepline python-stats: PATH에 cProfile과 pyinstrument 덤프가 모두 있어 cProfile 것을 표시합니다(나머지는 --profiler pyinstrument)</translation>
        </message>
        <message numerus="yes">
            <source>stepline python-stats: %n selected dump(s) could not be read (see --list)</source>
            <translation>
                <numerusform>stepline python-stats: 선택한 덤프 %n개를 읽지 못했습니다(--list 참고)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QObject</name>
        <message>
            <source>no profile</source>
            <translation>프로파일 없음</translation>
        </message>
        <message>
            <source>invalid --rows regular expression: %1</source>
            <translation>잘못된 --rows 정규식: %1</translation>
        </message>
        <message>
            <source>there is no ProfilerStep#%1 in this profile</source>
            <translation>이 프로파일에는 ProfilerStep#%1이 없습니다</translation>
        </message>
    </context>
    <context>
        <name>RulesCommand</name>
        <message>
            <source>--set needs Rule.param=value</source>
            <translation>--set에는 Rule.param=value가 필요합니다</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH가 없습니다</translation>
        </message>
    </context>
    <context>
        <name>RulesReport</name>
        <message>
            <source>%1 (continued)</source>
            <translation>%1 (계속)</translation>
        </message>
        <message>
            <source>Triggered</source>
            <translation>발생</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>정상</translation>
        </message>
        <message>
            <source>Not applicable</source>
            <translation>해당 없음</translation>
        </message>
        <message>
            <source>%1 – %2 (%3)</source>
            <translation>%1 – %2 (%3)</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>타임라인</translation>
        </message>
        <message>
            <source>Dashboard</source>
            <translation>대시보드</translation>
        </message>
        <message>
            <source>Rules summary</source>
            <translation>규칙 요약</translation>
        </message>
        <message>
            <source>The SageMaker Debugger built-in rules (ProfilerReport) on the whole job: %1 triggered, %2 ok, %3 not applicable.</source>
            <translation>전체 작업에 대한 SageMaker Debugger 기본 규칙(ProfilerReport): 발생 %1, 정상 %2, 해당 없음 %3.</translation>
        </message>
        <message>
            <source>This profile has no system metrics: GPU utilization is derived from the trace (METRICS.md), not measured.</source>
            <translation>이 프로파일에는 시스템 메트릭이 없습니다. GPU 사용률은 측정값이 아니라 트레이스에서 유도한 값입니다(METRICS.md).</translation>
        </message>
        <message>
            <source>Nothing to do.</source>
            <translation>조치할 것이 없습니다.</translation>
        </message>
        <message>
            <source>p. %1</source>
            <translation>%1쪽</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>규칙</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>판정</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>이유</translation>
        </message>
        <message>
            <source>Advice</source>
            <translation>조언</translation>
        </message>
        <message>
            <source>Section</source>
            <translation>섹션</translation>
        </message>
        <message>
            <source>Each rule has its own section after the charts, in this order: the parameters used, the evidence (times are since the start of the job) and the advice.</source>
            <translation>각 규칙은 차트 뒤에 이 순서대로 자체 섹션이 있습니다: 사용한 매개변수, 근거(시간은 작업 시작부터), 조언.</translation>
        </message>
        <message>
            <source>Needs: %1</source>
            <translation>필요: %1</translation>
        </message>
        <message>
            <source>Not applicable because: %1</source>
            <translation>해당 없음, 이유: %1</translation>
        </message>
        <message>
            <source>Why: %1</source>
            <translation>이유: %1</translation>
        </message>
        <message>
            <source>Uses derived data: utilization computed from the trace, not measured by a system monitor.</source>
            <translation>유도 데이터 사용: 사용률은 시스템 모니터가 측정한 것이 아니라 트레이스에서 계산한 값입니다.</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>매개변수</translation>
        </message>
        <message>
            <source>This rule has no parameters.</source>
            <translation>이 규칙에는 매개변수가 없습니다.</translation>
        </message>
        <message>
            <source>%1 (changed)</source>
            <translation>%1 (변경됨)</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>매개변수</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>값</translation>
        </message>
        <message>
            <source>Default</source>
            <translation>기본값</translation>
        </message>
        <message>
            <source>Meaning</source>
            <translation>의미</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>근거</translation>
        </message>
        <message>
            <source>No evidence recorded.</source>
            <translation>기록된 근거가 없습니다.</translation>
        </message>
        <message>
            <source>Fact</source>
            <translation>사실</translation>
        </message>
        <message>
            <source>Time range</source>
            <translation>시간 범위</translation>
        </message>
        <message>
            <source>Open in</source>
            <translation>열 위치</translation>
        </message>
        <message>
            <source>Parameters: the documented defaults.</source>
            <translation>매개변수: 문서화된 기본값.</translation>
        </message>
        <message>
            <source>Parameters: the documented defaults except %1 (%2).</source>
            <translation>매개변수: %1을(를) 제외하고 문서화된 기본값(%2).</translation>
        </message>
    </context>
    <context>
        <name>stepline::SteplineWriter</name>
        <message>
            <source>A block of the profile is too large for the format (%1 bytes).</source>
            <translation>프로파일의 블록 하나가 형식에 비해 너무 큽니다(%1바이트).</translation>
        </message>
        <message>
            <source>Compression failed: %1</source>
            <translation>압축에 실패했습니다: %1</translation>
        </message>
        <message>
            <source>The profile is still being built (unsealed args); finalize it first.</source>
            <translation>프로파일이 아직 만들어지는 중입니다(봉인되지 않은 args). 먼저 마무리하세요.</translation>
        </message>
    </context>
    <context>
        <name>WarningText</name>
        <message>
            <source>file ends early (truncated)</source>
            <translation>파일이 일찍 끝남(잘림)</translation>
        </message>
        <message>
            <source>events skipped for a bad number (a ts, dur, pid or tid that is not a usable number, such as 1e400)</source>
            <translation>잘못된 숫자로 건너뛴 이벤트(1e400처럼 쓸 수 없는 ts, dur, pid 또는 tid)</translation>
        </message>
        <message>
            <source>malformed events skipped</source>
            <translation>잘못된 형식이라 건너뛴 이벤트</translation>
        </message>
        <message>
            <source>events without a timestamp skipped</source>
            <translation>타임스탬프 없는 이벤트를 건너뜀</translation>
        </message>
        <message>
            <source>events with a negative duration skipped</source>
            <translation>음수 길이의 이벤트를 건너뜀</translation>
        </message>
        <message>
            <source>events of an unknown phase skipped</source>
            <translation>알 수 없는 단계의 이벤트를 건너뜀</translation>
        </message>
        <message>
            <source>events of an unsupported phase (samples, snapshots) skipped</source>
            <translation>지원하지 않는 단계(샘플, 스냅샷)의 이벤트를 건너뜀</translation>
        </message>
        <message>
            <source>end events without a begin</source>
            <translation>시작 없는 종료 이벤트</translation>
        </message>
        <message>
            <source>begin events without an end</source>
            <translation>종료 없는 시작 이벤트</translation>
        </message>
        <message>
            <source>files without baseTimeNanoseconds, aligned with the other ranks' time base</source>
            <translation>baseTimeNanoseconds가 없는 파일, 다른 랭크의 시간 기준에 맞춤</translation>
        </message>
        <message>
            <source>GPU side not traced</source>
            <translation>GPU 쪽이 추적되지 않음</translation>
        </message>
        <message>
            <source>flow ends without a start (written on calls that launch nothing)</source>
            <translation>시작 없는 흐름 끝(아무것도 실행하지 않는 호출에 기록됨)</translation>
        </message>
        <message>
            <source>flow starts without an end</source>
            <translation>끝 없는 흐름 시작</translation>
        </message>
        <message>
            <source>flow points on no event</source>
            <translation>어떤 이벤트에도 붙지 않은 흐름 지점</translation>
        </message>
        <message>
            <source>partially overlapping events drawn on an extra lane</source>
            <translation>부분적으로 겹치는 이벤트를 추가 레인에 그림</translation>
        </message>
        <message>
            <source>GPU ops with no matching launch call in the trace</source>
            <translation>트레이스에 일치하는 실행 호출이 없는 GPU 작업</translation>
        </message>
        <message>
            <source>data after the end of the JSON ignored</source>
            <translation>JSON 끝 뒤의 데이터를 무시함</translation>
        </message>
        <message>
            <source>files of the folder that could not be read</source>
            <translation>읽을 수 없었던 폴더의 파일</translation>
        </message>
        <message>
            <source>a second, different baseTimeNanoseconds ignored</source>
            <translation>두 번째의 다른 baseTimeNanoseconds를 무시함</translation>
        </message>
        <message>
            <source>no byte offset (counted after reading)</source>
            <translation>바이트 오프셋 없음(읽은 뒤 셈)</translation>
        </message>
        <message>
            <source>first at byte %1 of rank %2</source>
            <translation>랭크 %2의 바이트 %1에서 처음</translation>
        </message>
        <message>
            <source>%1 launches, no GPU activity recorded: the GPU side was not traced (%2)</source>
            <translation>실행 %1회, GPU 활동이 기록되지 않음: GPU 쪽이 추적되지 않았습니다 (%2)</translation>
        </message>
        <message>
            <source>%1: %2 (%3)</source>
            <translation>%1: %2 (%3)</translation>
        </message>
        <message>
            <source>Data skipped, cut or changed:</source>
            <translation>건너뛰거나 잘리거나 바뀐 데이터:</translation>
        </message>
        <message>
            <source>Notes on how the trace was written (nothing lost):</source>
            <translation>트레이스가 기록된 방식에 대한 참고(잃은 것 없음):</translation>
        </message>
        <message>
            <source>host events of processes without GPU activity left out (no rank)</source>
            <translation>GPU 활동이 없는 프로세스의 호스트 이벤트 제외됨(랭크 아님)</translation>
        </message>
        <message>
            <source>ranks where no NVTX range matches the step range (they have no steps)</source>
            <translation>스텝 범위와 일치하는 NVTX 범위가 없는 랭크 (스텝 없음)</translation>
        </message>
        <message>
            <source>ranks with ProfilerStep#N steps, kept instead of the step range's ranges</source>
            <translation>ProfilerStep#N 스텝이 있는 랭크: 스텝 범위 대신 그 스텝을 유지</translation>
        </message>
        <message>
            <source>rows ending before their start kept with a duration of 0</source>
            <translation>시작보다 먼저 끝나는 행을 길이 0으로 유지함</translation>
        </message>
    </context>
    <context>
        <name>stepline</name>
        <message>
            <source>Active time: the length of the union of all GPU activity (kernels, memcpy, memset) on a device, clipped to its rank's window. Idle time: window length minus active time. Summed over every GPU of the selected scope.</source>
            <translation>활성 시간: 장치에서 모든 GPU 활동(커널, memcpy, memset)의 합집합 길이로, 해당 랭크의 구간으로 잘라낸 값입니다. 유휴 시간: 구간 길이에서 활성 시간을 뺀 값입니다. 선택한 범위의 모든 GPU에 대해 합산합니다.</translation>
        </message>
        <message>
            <source>CPU active time: the length of the union of all host events of a rank over all its profiled threads, clipped to the window (time in which at least one profiled thread was busy). Idle: window minus active. Summed over the ranks of the scope.</source>
            <translation>CPU 활성 시간: 랭크의 모든 프로파일된 스레드에 걸친 호스트 이벤트 합집합의 길이로, 구간으로 잘라낸 값입니다(프로파일된 스레드가 하나 이상 바빴던 시간). 유휴: 구간에서 활성을 뺀 값. 범위의 랭크들에 대해 합산합니다.</translation>
        </message>
        <message>
            <source>Kernels grouped by exact name; the k names with the largest total duration (ties by name) plus one "other" slice for the rest. Overlapping kernels count twice: this is work, not wall time.</source>
            <translation>정확한 이름으로 묶은 커널. 총 시간이 가장 큰 k개 이름(동률이면 이름순)과 나머지를 위한 "기타" 조각 하나. 겹치는 커널은 두 번 셉니다: 실제 경과 시간이 아니라 작업량입니다.</translation>
        </message>
        <message>
            <source>The 15 kernel names with the largest total duration (sum of their durations), ties by name. Click a bar to select that kernel in the timeline.</source>
            <translation>총 시간(지속 시간의 합)이 가장 큰 커널 이름 15개, 동률이면 이름순. 막대를 클릭하면 타임라인에서 그 커널을 선택합니다.</translation>
        </message>
        <message>
            <source>Kernel launches grouped by exact name; the k most launched names (count, then total time, then name) plus one "other" slice.</source>
            <translation>정확한 이름으로 묶은 커널 실행. 가장 많이 실행된 k개 이름(횟수, 다음 총 시간, 다음 이름순)과 "기타" 조각 하나.</translation>
        </message>
        <message>
            <source>The 15 most launched kernel names: count descending, then total time, then name. Click a bar to select that kernel in the timeline.</source>
            <translation>가장 많이 실행된 커널 이름 15개: 횟수 내림차순, 다음 총 시간, 다음 이름순. 막대를 클릭하면 타임라인에서 그 커널을 선택합니다.</translation>
        </message>
        <message>
            <source>Durations of ProfilerStep#N host events of the scope (and of the GPU-side ProfilerStep annotations where the trace has them), binned by the Freedman-Diaconis rule (5 to 50 bins). Click a bin to list its steps; double-click a step to zoom the timeline to it.</source>
            <translation>범위 안 ProfilerStep#N 호스트 이벤트(트레이스에 있으면 GPU 쪽 ProfilerStep 주석도)의 지속 시간을 Freedman-Diaconis 규칙(5~50개 구간)으로 나눈 분포입니다. 구간을 클릭하면 그 스텝들을 나열하고, 스텝을 더블클릭하면 타임라인을 그 스텝으로 확대합니다.</translation>
        </message>
        <message>
            <source>Kernel time by precision, from the demangled kernel name (first matching rule wins), then args.dtype, then the launching op's Input type. The classes sum to the total kernel time; "Unknown" is always shown.</source>
            <translation>정밀도별 커널 시간: 디맹글한 커널 이름(처음 맞는 규칙), 다음 args.dtype, 다음 실행한 연산의 Input type으로 판단합니다. 분류의 합은 총 커널 시간이며 "Unknown"은 항상 표시됩니다.</translation>
        </message>
        <message>
            <source>Sum of durations of kernels, gpu_memcpy, gpu_memset and GPU-side cuda_sync events (sync is absent from older traces).</source>
            <translation>커널, gpu_memcpy, gpu_memset, GPU 쪽 cuda_sync 이벤트의 지속 시간 합(오래된 트레이스에는 sync가 없습니다).</translation>
        </message>
        <message>
            <source>Memcpy time split by the direction in the event name (HtoD, DtoH, DtoD, HtoH, PtoP, other), plus memset time.</source>
            <translation>이벤트 이름의 방향(HtoD, DtoH, DtoD, HtoH, PtoP, 기타)으로 나눈 memcpy 시간과 memset 시간.</translation>
        </message>
        <message>
            <source>Durations of every user annotation (record_function range, category user_annotation) with this exact name in the scope, binned by the Freedman-Diaconis rule (5 to 50 bins).</source>
            <translation>범위 안에서 이 이름을 가진 모든 사용자 주석(record_function 구간, 카테고리 user_annotation)의 지속 시간을 Freedman-Diaconis 규칙(5~50개 구간)으로 나눈 분포입니다.</translation>
        </message>
        <message>
            <source>Stepline dashboard chart</source>
            <translation>Stepline 대시보드 차트</translation>
        </message>
        <message>
            <source>Stepline report</source>
            <translation>Stepline 보고서</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU activity (kernel, gpu_memcpy or gpu_memset events) in the selected scope.
Record with torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) or pick another scope.</source>
            <translation>이 프로파일에 없음: 선택한 범위에 GPU 활동(kernel, gpu_memcpy, gpu_memset 이벤트)이 없습니다.
torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA])로 기록하거나 다른 범위를 고르세요.</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU kernels in the selected scope.
Record with ProfilerActivity.CUDA enabled, or pick another scope.</source>
            <translation>이 프로파일에 없음: 선택한 범위에 GPU 커널이 없습니다.
ProfilerActivity.CUDA를 켜고 기록하거나 다른 범위를 고르세요.</translation>
        </message>
        <message>
            <source>Demangled: %1</source>
            <translation>디맹글: %1</translation>
        </message>
        <message>
            <source>%1 launches; mean %2, min %3, max %4</source>
            <translation>실행 %1회; 평균 %2, 최소 %3, 최대 %4</translation>
        </message>
        <message>
            <source>Time of all GPU kernels (top %1 + other)</source>
            <translation>모든 GPU 커널의 시간(상위 %1 + 기타)</translation>
        </message>
        <message>
            <source>Launches of all GPU kernels (top %1 + other)</source>
            <translation>모든 GPU 커널의 실행 횟수(상위 %1 + 기타)</translation>
        </message>
        <message>
            <source>other (%1 kernels)</source>
            <translation>기타(커널 %1개)</translation>
        </message>
        <message>
            <source>%1 launches, %2</source>
            <translation>실행 %1회, %2</translation>
        </message>
        <message>
            <source>Top 15 kernels by time</source>
            <translation>시간 기준 상위 커널 15개</translation>
        </message>
        <message>
            <source>Top 15 kernels by launches</source>
            <translation>실행 횟수 기준 상위 커널 15개</translation>
        </message>
        <message>
            <source>rank %1 · GPU %2</source>
            <translation>랭크 %1 · GPU %2</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>랭크 %1</translation>
        </message>
        <message>
            <source>GPU utilization over time</source>
            <translation>시간에 따른 GPU 사용률</translation>
        </message>
        <message>
            <source>node %1 (mean of its GPUs)</source>
            <translation>노드 %1 (GPU 평균)</translation>
        </message>
        <message>
            <source>CPU utilization over time (profiled threads)</source>
            <translation>시간에 따른 CPU 사용률(프로파일된 스레드)</translation>
        </message>
        <message>
            <source>Not in this profile: no host events (CPU thread rows) in the selected scope.
Record with ProfilerActivity.CPU, or pick another scope.</source>
            <translation>이 프로파일에 없음: 선택한 범위에 호스트 이벤트(CPU 스레드 행)가 없습니다.
ProfilerActivity.CPU로 기록하거나 다른 범위를 고르세요.</translation>
        </message>
        <message>
            <source>GPU active time (1 GPU)</source>
            <translation>GPU 활성 시간(GPU 1개)</translation>
        </message>
        <message>
            <source>GPU active time (%1 GPUs)</source>
            <translation>GPU 활성 시간(GPU %1개)</translation>
        </message>
        <message>
            <source>GPU active time</source>
            <translation>GPU 활성 시간</translation>
        </message>
        <message>
            <source>active</source>
            <translation>활성</translation>
        </message>
        <message>
            <source>at least one kernel, memcpy or memset running</source>
            <translation>커널, memcpy 또는 memset이 하나 이상 실행 중</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>유휴</translation>
        </message>
        <message>
            <source>window length minus active time</source>
            <translation>구간 길이에서 활성 시간을 뺀 값</translation>
        </message>
        <message>
            <source>CPU active time (profiled threads)</source>
            <translation>CPU 활성 시간(프로파일된 스레드)</translation>
        </message>
        <message>
            <source>at least one profiled thread busy</source>
            <translation>프로파일된 스레드가 하나 이상 바쁨</translation>
        </message>
        <message>
            <source>GPU activity distribution</source>
            <translation>GPU 활동 분포</translation>
        </message>
        <message>
            <source>kernel</source>
            <translation>커널</translation>
        </message>
        <message>
            <source>memcpy</source>
            <translation>memcpy</translation>
        </message>
        <message>
            <source>memset</source>
            <translation>memset</translation>
        </message>
        <message>
            <source>sync</source>
            <translation>sync</translation>
        </message>
        <message>
            <source>GPU-side cuda_sync events</source>
            <translation>GPU 쪽 cuda_sync 이벤트</translation>
        </message>
        <message>
            <source>GPU memory operations</source>
            <translation>GPU 메모리 작업</translation>
        </message>
        <message>
            <source>%1 operations</source>
            <translation>작업 %1개</translation>
        </message>
        <message>
            <source>Not in this profile: no gpu_memcpy or gpu_memset events in the selected scope.
The GPU ran kernels only, or memory activities were not recorded.</source>
            <translation>이 프로파일에 없음: 선택한 범위에 gpu_memcpy나 gpu_memset 이벤트가 없습니다.
GPU가 커널만 실행했거나 메모리 활동이 기록되지 않았습니다.</translation>
        </message>
        <message>
            <source>Kernel time by precision</source>
            <translation>정밀도별 커널 시간</translation>
        </message>
        <message>
            <source>%1 kernels</source>
            <translation>커널 %1개</translation>
        </message>
        <message>
            <source>Classified by name: %1, by args.dtype: %2, by the launching op's Input type: %3</source>
            <translation>이름으로 분류: %1, args.dtype으로: %2, 실행한 연산의 Input type으로: %3</translation>
        </message>
        <message>
            <source>Step time distribution</source>
            <translation>스텝 시간 분포</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations.
Use torch.profiler.schedule (the profiler then marks every step), or wrap each training iteration in record_function('ProfilerStep#N').</source>
            <translation>이 프로파일에 없음: ProfilerStep#N 주석이 없습니다.
torch.profiler.schedule을 사용하거나(프로파일러가 모든 스텝을 표시합니다) 각 학습 반복을 record_function('ProfilerStep#N')으로 감싸세요.</translation>
        </message>
        <message>
            <source>host steps (%1)</source>
            <translation>호스트 스텝(%1)</translation>
        </message>
        <message>
            <source>GPU steps (%1)</source>
            <translation>GPU 스텝(%1)</translation>
        </message>
        <message>
            <source>whole job</source>
            <translation>전체 작업</translation>
        </message>
        <message>
            <source>node %1</source>
            <translation>노드 %1</translation>
        </message>
        <message>
            <source>GPU %1:%2</source>
            <translation>GPU %1:%2</translation>
        </message>
        <message>
            <source>Job: %1</source>
            <translation>작업: %1</translation>
        </message>
        <message>
            <source>Format: %1</source>
            <translation>형식: %1</translation>
        </message>
        <message>
            <source>Scope: %1</source>
            <translation>범위: %1</translation>
        </message>
        <message>
            <source>Ranks: %1, events: %2</source>
            <translation>랭크: %1, 이벤트: %2</translation>
        </message>
        <message>
            <source>Kernels: %1 launches of %2 distinct kernels, %3</source>
            <translation>커널: 서로 다른 커널 %2개를 %1회 실행, %3</translation>
        </message>
        <message>
            <source>ProfilerSteps: %1</source>
            <translation>ProfilerStep: %1</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>랭크</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>name</source>
            <translation>이름</translation>
        </message>
        <message>
            <source>active %</source>
            <translation>활성 %</translation>
        </message>
        <message>
            <source>node</source>
            <translation>노드</translation>
        </message>
        <message>
            <source>window</source>
            <translation>구간</translation>
        </message>
        <message>
            <source>CPU active</source>
            <translation>CPU 활성</translation>
        </message>
        <message>
            <source>CPU idle</source>
            <translation>CPU 유휴</translation>
        </message>
        <message>
            <source>host sync</source>
            <translation>호스트 동기화</translation>
        </message>
        <message>
            <source>Annotation “%1”: duration distribution</source>
            <translation>주석 “%1”: 지속 시간 분포</translation>
        </message>
        <message>
            <source>Not in this profile: no user annotation named “%1” in the selected scope.
Wrap the code in torch.profiler.record_function('%1'), or pick a name from the list.</source>
            <translation>이 프로파일에 없음: 선택한 범위에 “%1”이라는 사용자 주석이 없습니다.
코드를 torch.profiler.record_function('%1')으로 감싸거나 목록에서 이름을 고르세요.</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Whole job</source>
            <translation>전체 작업</translation>
        </message>
        <message>
            <source>Node %1</source>
            <translation>노드 %1</translation>
        </message>
        <message>
            <source>Rank %1</source>
            <translation>랭크 %1</translation>
        </message>
        <message>
            <source>thread %1</source>
            <translation>스레드 %1</translation>
        </message>
        <message>
            <source> · rank %1</source>
            <translation> · 랭크 %1</translation>
        </message>
        <message>
            <source>%1 · GPU %2</source>
            <translation>%1 · GPU %2</translation>
        </message>
        <message>
            <source>%1 (pid %2)</source>
            <translation>%1 (pid %2)</translation>
        </message>
        <message>
            <source>&lt;i&gt;Click an event to see its details.&lt;/i&gt;</source>
            <translation>&lt;i&gt;이벤트를 클릭하면 세부 정보가 표시됩니다.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>이름</translation>
        </message>
        <message>
            <source>Demangled</source>
            <translation>디맹글</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>카테고리</translation>
        </message>
        <message>
            <source> from job start</source>
            <translation> 작업 시작부터</translation>
        </message>
        <message>
            <source> absolute</source>
            <translation> 절대 시각</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>시작</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>지속 시간</translation>
        </message>
        <message>
            <source>Self time</source>
            <translation>자체 시간</translation>
        </message>
        <message>
            <source>Thread/stream</source>
            <translation>스레드/스트림</translation>
        </message>
        <message>
            <source>Depth</source>
            <translation>깊이</translation>
        </message>
        <message>
            <source>Args</source>
            <translation>인자</translation>
        </message>
        <message>
            <source>launched by %1</source>
            <translation>%1이(가) 실행함</translation>
        </message>
        <message>
            <source>framework op: %1</source>
            <translation>프레임워크 연산: %1</translation>
        </message>
        <message>
            <source>forward op: %1</source>
            <translation>순전파 연산: %1</translation>
        </message>
        <message>
            <source>flow from %1</source>
            <translation>%1에서 온 플로</translation>
        </message>
        <message>
            <source>launched %1: %2</source>
            <translation>실행함 %1: %2</translation>
        </message>
        <message>
            <source>GPU op (External id) %1: %2</source>
            <translation>GPU 연산(External id) %1: %2</translation>
        </message>
        <message>
            <source>backward op: %1</source>
            <translation>역전파 연산: %1</translation>
        </message>
        <message>
            <source>flow to %1</source>
            <translation>%1(으)로 가는 플로</translation>
        </message>
        <message>
            <source>Range %1</source>
            <translation>범위 %1</translation>
        </message>
        <message>
            <source>Row</source>
            <translation>행</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>이벤트</translation>
        </message>
        <message>
            <source>Busy</source>
            <translation>바쁨</translation>
        </message>
        <message>
            <source>The window cut into equal bins; per bin, GPU active time inside the bin divided by the bin length, per device. A node's curve is the mean of its devices; the per-GPU toggle shows each device. Where the profile has system metrics (SageMaker Debugger GPUUtilization), a dashed "system GPU" curve per node: per bin, the mean of all its GPUs' samples in the bin.</source>
            <translation>윈도우를 같은 길이의 구간으로 나누고, 구간마다 구간 안의 GPU 활성 시간을 구간 길이로 나눈 값(장치별). 노드 곡선은 그 장치들의 평균이며, GPU별 토글은 각 장치를 보여 줍니다. 프로파일에 시스템 지표(SageMaker Debugger GPUUtilization)가 있으면 노드마다 점선 "시스템 GPU" 곡선: 구간마다 그 구간의 모든 GPU 샘플 평균.</translation>
        </message>
        <message>
            <source>Per bin of the rank's window, the union of host events inside the bin divided by the bin length; one curve per rank. Where the profile has system metrics (SageMaker Debugger CPUUtilization per core), a dashed "system CPU" curve per node: per bin, the mean of all its cores' samples taken in the bin (bins without a sample are skipped).</source>
            <translation>랭크 윈도우의 구간마다, 구간 안의 호스트 이벤트 합집합 길이를 구간 길이로 나눈 값; 랭크마다 곡선 하나. 프로파일에 시스템 지표(SageMaker Debugger의 코어별 CPUUtilization)가 있으면 노드마다 점선 "시스템 CPU" 곡선: 구간마다 그 구간에서 측정된 모든 코어 샘플의 평균(샘플이 없는 구간은 건너뜀).</translation>
        </message>
        <message>
            <source>node %1: system CPU (mean over %2 cores)</source>
            <translation>노드 %1: 시스템 CPU (%2개 코어 평균)</translation>
        </message>
        <message>
            <source>node %1: system GPU (mean over %2 GPUs)</source>
            <translation>노드 %1: 시스템 GPU (%2개 GPU 평균)</translation>
        </message>
        <message>
            <source>CPU utilization over time (profiled threads and system)</source>
            <translation>시간별 CPU 사용률 (프로파일된 스레드 및 시스템)</translation>
        </message>
        <message>
            <source>System CPU utilization over time</source>
            <translation>시간별 시스템 CPU 사용률</translation>
        </message>
        <message>
            <source>computation</source>
            <translation>연산</translation>
        </message>
        <message>
            <source>exposed communication</source>
            <translation>노출된 통신</translation>
        </message>
        <message>
            <source>exposed memcpy</source>
            <translation>노출된 memcpy</translation>
        </message>
        <message>
            <source>idle: queued</source>
            <translation>유휴: 대기열</translation>
        </message>
        <message>
            <source>idle: launch</source>
            <translation>유휴: 실행 호출</translation>
        </message>
        <message>
            <source>idle: data loader</source>
            <translation>유휴: 데이터 로더</translation>
        </message>
        <message>
            <source>idle: sync</source>
            <translation>유휴: 동기화</translation>
        </message>
        <message>
            <source>idle: host ops</source>
            <translation>유휴: 호스트 연산</translation>
        </message>
        <message>
            <source>idle: host other</source>
            <translation>유휴: 기타 호스트</translation>
        </message>
        <message>
            <source>idle: unattributed</source>
            <translation>유휴: 원인 불명</translation>
        </message>
        <message>
            <source>Per device, its GPU span (first GPU activity start to last end) split into computation (|union of compute kernels and memsets|), exposed communication (NCCL/RCCL kernels not hidden behind computation), exposed memcpy (copies hidden behind neither) and idle time; every idle nanosecond has one cause: queued, launch, data loader, sync, host ops, host other or unattributed (METRICS.md "Why the GPU was idle").</source>
            <translation>장치별 GPU 구간(첫 GPU 활동 시작부터 마지막 종료까지)을 연산(|연산 커널과 memset의 합집합|), 노출된 통신(연산 뒤에 숨지 않은 NCCL/RCCL 커널), 노출된 memcpy(어느 쪽에도 숨지 않은 복사)와 유휴 시간으로 나눕니다. 모든 유휴 나노초에는 하나의 원인이 있습니다: queued, launch, data loader, sync, host ops, host other 또는 unattributed (METRICS.md "Why the GPU was idle").</translation>
        </message>
        <message>
            <source>The idle time inside the GPU spans split by cause, as shares of it: queued (the work was already enqueued), launch (the launch call had started), and while the launching thread was in a DataLoader next() (data loader), a synchronizing call (sync), any other host event (host ops) or none (host other); unattributed when no launch call is known. The whole job and, below, the selected scope.</source>
            <translation>GPU 구간 안의 유휴 시간을 원인별 비율로 나눕니다: queued(작업이 이미 대기열에 있음), launch(실행 호출이 시작됨), 그리고 실행 스레드가 DataLoader next() 안(data loader), 동기화 호출 안(sync), 기타 호스트 이벤트 안(host ops) 또는 어디에도 없을 때(host other); 실행 호출을 모르면 unattributed. 전체 작업과, 그 아래 선택한 범위.</translation>
        </message>
        <message>
            <source>Each ProfilerStep#N of the scope's ranks split like the GPU time chart, over the step instead of the span (idle is the step length minus busy time inside it), summed over the scope's devices. Click a bar to zoom the timeline to that step.</source>
            <translation>범위의 랭크에 있는 각 ProfilerStep#N을 GPU 시간 차트처럼 나누되 구간 대신 스텝에 대해(유휴 = 스텝 길이 - 그 안의 사용 시간) 범위의 장치들에 대해 합산합니다. 막대를 클릭하면 타임라인을 그 스텝으로 확대합니다.</translation>
        </message>
        <message>
            <source>From Kineto [memory] events (recorded with profile_memory=True): the bytes allocated and reserved by PyTorch's caching allocator on each GPU after each event, divided by the device's totalGlobalMem. Each point is the highest value inside its bin, so short peaks are not averaged away; the curve starts at the first event.</source>
            <translation>Kineto [memory] 이벤트(profile_memory=True로 기록)에서: 각 이벤트 후 PyTorch 캐싱 할당자가 각 GPU에 할당·예약한 바이트를 장치의 totalGlobalMem으로 나눈 값입니다. 각 점은 구간 안의 최댓값이므로 짧은 최고치가 평균으로 사라지지 않으며, 곡선은 첫 이벤트에서 시작합니다.</translation>
        </message>
        <message>
            <source>Durations of every ProfilerStep#N of all ranks of both profiles, counted into the same Freedman-Diaconis bins: BASE and NEW overlaid. Without steps on either side, each rank's whole window instead.</source>
            <translation>두 프로파일의 모든 랭크에 있는 모든 ProfilerStep#N의 길이를 같은 Freedman-Diaconis 구간에 세어 BASE와 NEW를 겹쳐 보여 줍니다. 어느 한쪽에 스텝이 없으면 각 랭크의 전체 창을 사용합니다.</translation>
        </message>
        <message>
            <source>The GPU time breakdown of both profiles, per step (the mean over every device and step), or over each device's GPU span when a side has no steps: computation, exposed communication, exposed memcpy and idle time by cause.</source>
            <translation>두 프로파일의 GPU 시간 분해. 스텝당(모든 장치와 스텝의 평균), 또는 한쪽에 스텝이 없으면 각 장치의 GPU 구간 기준: 계산, 노출된 통신, 노출된 memcpy, 원인별 유휴 시간.</translation>
        </message>
        <message>
            <source>Kernels present in both profiles (by exact or normalized name), sorted by the change of their total time, NEW minus BASE: right of 0 NEW spent longer, left of 0 less. Click a bar to select the kernel in the timeline.</source>
            <translation>두 프로파일에 모두 있는 커널(정확한 이름 또는 정규화된 이름 기준)을 총 시간의 변화(NEW 빼기 BASE)로 정렬합니다. 0의 오른쪽은 NEW가 더 오래, 왼쪽은 더 짧게 걸렸습니다. 막대를 클릭하면 타임라인에서 커널을 선택합니다.</translation>
        </message>
        <message>
            <source>Operators (cpu_op) present in both profiles, sorted by the change of their total time, NEW minus BASE: right of 0 NEW spent longer, left of 0 less.</source>
            <translation>두 프로파일에 모두 있는 연산자(cpu_op)를 총 시간의 변화(NEW 빼기 BASE)로 정렬합니다. 0의 오른쪽은 NEW가 더 오래, 왼쪽은 더 짧게 걸렸습니다.</translation>
        </message>
        <message>
            <source>Not in this profile: %1 launches, no GPU activity recorded: the GPU side was not traced.
Record with torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) and check the profiler's warnings about CUPTI/roctracer.</source>
            <translation>이 프로파일에 없음: 실행 %1회, GPU 활동이 기록되지 않음: GPU 쪽이 추적되지 않았습니다.
torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA])로 기록하고 CUPTI/roctracer에 관한 프로파일러 경고를 확인하세요.</translation>
        </message>
        <message>
            <source>GPU memory over time</source>
            <translation>시간별 GPU 메모리</translation>
        </message>
        <message>
            <source>memory (% of the GPU)</source>
            <translation>메모리 (GPU 대비 %)</translation>
        </message>
        <message>
            <source>Not in this profile: the GPUs with [memory] events have no totalGlobalMem in the trace's deviceProperties, so their memory cannot be shown as a share.</source>
            <translation>이 프로파일에 없음: [memory] 이벤트가 있는 GPU의 deviceProperties에 totalGlobalMem이 없어 메모리를 비율로 표시할 수 없습니다.</translation>
        </message>
        <message>
            <source>Not in this profile: the trace's %1 GPU [memory] events carry only block sizes, no Total Allocated (PyTorch before 1.10).
Record with a newer PyTorch and torch.profiler.profile(profile_memory=True).</source>
            <translation>이 프로파일에 없음: 트레이스의 GPU [memory] 이벤트 %1개에는 블록 크기만 있고 Total Allocated가 없습니다 (PyTorch 1.10 이전).
최신 PyTorch와 torch.profiler.profile(profile_memory=True)로 기록하세요.</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU [memory] events in the selected scope.
Record with torch.profiler.profile(profile_memory=True).</source>
            <translation>이 프로파일에 없음: 선택한 범위에 GPU [memory] 이벤트가 없습니다.
torch.profiler.profile(profile_memory=True)로 기록하세요.</translation>
        </message>
        <message>
            <source>%1 allocated (peak %2)</source>
            <translation>%1 할당 (최대 %2)</translation>
        </message>
        <message>
            <source>%1 reserved (peak %2)</source>
            <translation>%1 예약 (최대 %2)</translation>
        </message>
        <message>
            <source>GPU active time (1 GPU): %1 of it exposed communication</source>
            <translation>GPU 활성 시간 (GPU 1개): 그중 %1가 노출된 통신</translation>
        </message>
        <message>
            <source>GPU active time (%1 GPUs): %2 of it exposed communication</source>
            <translation>GPU 활성 시간 (GPU %1개): 그중 %2가 노출된 통신</translation>
        </message>
        <message>
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>GPU time: where each device's span went</source>
            <translation>GPU 시간: 각 장치의 구간이 쓰인 곳</translation>
        </message>
        <message>
            <source>rank:GPU</source>
            <translation>랭크:GPU</translation>
        </message>
        <message>
            <source>%1: span %2, busy %3 (%4), idle %5</source>
            <translation>%1: 구간 %2, 사용 %3 (%4), 유휴 %5</translation>
        </message>
        <message>
            <source>GPU time per step</source>
            <translation>스텝별 GPU 시간</translation>
        </message>
        <message>
            <source>ProfilerStep#</source>
            <translation>ProfilerStep#</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations on the ranks of the selected scope.
Use torch.profiler.schedule (the profiler then marks every step), or wrap each training iteration in record_function('ProfilerStep#N').</source>
            <translation>이 프로파일에 없음: 선택한 범위의 랭크에 ProfilerStep#N 주석이 없습니다.
torch.profiler.schedule을 사용하거나(프로파일러가 모든 스텝을 표시) 각 학습 반복을 record_function('ProfilerStep#N')으로 감싸세요.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 on %2 GPUs: %3 of GPU time</source>
            <translation>%1, GPU %2개: GPU 시간 %3</translation>
        </message>
        <message>
            <source>Why the GPUs were idle</source>
            <translation>GPU가 유휴였던 이유</translation>
        </message>
        <message>
            <source>%1: idle %2 of %3 GPU span (%4)</source>
            <translation>%1: GPU 구간 %3 중 유휴 %2 (%4)</translation>
        </message>
        <message>
            <source>No idle time: the GPUs of the selected scope were busy over their whole span.</source>
            <translation>유휴 시간 없음: 선택한 범위의 GPU는 전체 구간 동안 사용 중이었습니다.</translation>
        </message>
        <message>
            <source>Kernels: not in this profile</source>
            <translation>커널: 이 프로파일에 없음</translation>
        </message>
        <message>
            <source>Step time per rank and step</source>
            <translation>랭크와 스텝별 스텝 시간</translation>
        </message>
        <message>
            <source>%1 collectives matched (%2 of %3 communication kernels); clocks as recorded.</source>
            <translation>집합 통신 %1개 일치(통신 커널 %3개 중 %2개); 기록된 시계 기준.</translation>
        </message>
        <message>
            <source>rank %1: delay caused %2, last at %3 of %4</source>
            <translation>랭크 %1: 유발한 지연 %2, %4회 중 %3회 마지막</translation>
        </message>
        <message>
            <source>Straggler ranking: %1</source>
            <translation>낙오자 순위: %1</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>알 수 없음</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (not applied): %2</source>
            <translation>%1 대비 노드 시계 오프셋(적용 안 됨): %2</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>경고: %1</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>랭크</translation>
        </message>
        <message>
            <source>Rank %1, ProfilerStep#%2</source>
            <translation>랭크 %1, ProfilerStep#%2</translation>
        </message>
        <message>
            <source>no such step on this rank</source>
            <translation>이 랭크에는 해당 스텝이 없음</translation>
        </message>
        <message>
            <source>no matched collectives</source>
            <translation>일치한 집합 통신 없음</translation>
        </message>
        <message>
            <source>waiting in collectives %1 (%2 %)</source>
            <translation>집합 통신 대기 %1 (%2 %)</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N steps in the selected scope.</source>
            <translation>이 프로파일에 없음: 선택한 범위에 ProfilerStep#N 스텝이 없습니다.</translation>
        </message>
        <message>
            <source>Time each rank waited in collectives</source>
            <translation>각 랭크가 집합 통신에서 기다린 시간</translation>
        </message>
        <message>
            <source>%1 collectives, last at %2, delay caused %3</source>
            <translation>집합 통신 %1개, 마지막 도착 %2회, 유발한 지연 %3</translation>
        </message>
        <message>
            <source>Not in this profile: collectives need two or more ranks with communication kernels (NCCL/RCCL) in the selected scope.
Open the folder with every rank file of the job.</source>
            <translation>이 프로파일에 없음: 집합 통신 분석에는 선택한 범위에 통신 커널(NCCL/RCCL)이 있는 랭크가 둘 이상 필요합니다.
작업의 모든 랭크 파일이 있는 폴더를 여세요.</translation>
        </message>
        <message>
            <source>%1 (%2 % of %3)</source>
            <translation>%1 (%3의 %2 %)</translation>
        </message>
        <message>
            <source>GPU %1 memory reserved</source>
            <translation>GPU %1 예약 메모리</translation>
        </message>
        <message>
            <source>GPU %1 memory allocated</source>
            <translation>GPU %1 할당 메모리</translation>
        </message>
        <message>
            <source>allocated: %1</source>
            <translation>할당: %1</translation>
        </message>
        <message>
            <source>reserved: %1</source>
            <translation>예약: %1</translation>
        </message>
        <message>
            <source>since the [memory] event at %1 (%2 of %3 on this GPU)</source>
            <translation>%1의 [memory] 이벤트 이후 (이 GPU의 %3개 중 %2번째)</translation>
        </message>
        <message>
            <source>GPU %1, %2</source>
            <translation>GPU %1, %2</translation>
        </message>
        <message>
            <source>%1, from %2 to %3</source>
            <translation>%1, %2부터 %3까지</translation>
        </message>
        <message>
            <source>launching thread: %1 (tid %2)</source>
            <translation>실행 스레드: %1 (tid %2)</translation>
        </message>
        <message>
            <source>no launch call known for the GPU op that ended it</source>
            <translation>이를 끝낸 GPU 작업의 실행 호출을 알 수 없음</translation>
        </message>
        <message>
            <source>ended by: %1</source>
            <translation>종료시킨 작업: %1</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>스텝 시간</translation>
        </message>
        <message>
            <source>Wait in collectives</source>
            <translation>집합 통신 대기</translation>
        </message>
        <message>
            <source>Step time outside collective waits</source>
            <translation>집합 통신 대기를 뺀 스텝 시간</translation>
        </message>
        <message>
            <source>Arrival lateness at collectives</source>
            <translation>집합 통신 도착 지연</translation>
        </message>
        <message>
            <source>arrived %1 after the first rank</source>
            <translation>첫 랭크보다 %1 늦게 도착</translation>
        </message>
        <message>
            <source>last to arrive in this step</source>
            <translation>이 스텝에서 마지막으로 도착</translation>
        </message>
        <message>
            <source>%1 from %2 (left end of the scale) to %3 (right end); grey: no such step</source>
            <translation>%1: %2(눈금 왼쪽 끝)부터 %3(오른쪽 끝)까지; 회색: 해당 스텝 없음</translation>
        </message>
        <message>
            <source>outlined: the last rank to arrive</source>
            <translation>테두리: 마지막으로 도착한 랭크</translation>
        </message>
        <message>
            <source>Why the mean step changed: the delta of the mean step split into causes that sum to it exactly (computation by the kind of the launching operator, exposed communication, exposed memcpy, each idle cause, other), largest first; each bar starts where the one above ended, the last bar is the whole delta.</source>
            <translation>평균 스텝이 바뀐 이유: 평균 스텝 차이를 정확히 그 합이 되는 원인들로 나눈 것입니다(실행한 연산자 종류별 계산, 노출된 통신, 노출된 memcpy, 각 유휴 원인, 기타). 큰 것부터 표시하며, 각 막대는 위 막대가 끝난 곳에서 시작하고 마지막 막대는 전체 차이입니다.</translation>
        </message>
        <message>
            <source>%1 of %2 files could not be written:</source>
            <translation>파일 %2개 중 %1개를 쓰지 못했습니다:</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>%1에 쓸 수 없습니다: %2</translation>
        </message>
        <message>
            <source>unknown error</source>
            <translation>알 수 없는 오류</translation>
        </message>
        <message>
            <source>the file was not opened</source>
            <translation>파일이 열리지 않았습니다</translation>
        </message>
        <message>
            <source>the file on disk is shorter than what was written</source>
            <translation>디스크의 파일이 쓴 내용보다 짧습니다</translation>
        </message>
        <message>
            <source>the writer failed</source>
            <translation>작성기가 실패했습니다</translation>
        </message>
        <message>
            <source>Cannot create the folder %1: %2</source>
            <translation>폴더 %1을(를) 만들 수 없습니다: %2</translation>
        </message>
        <message>
            <source>One point per operator and input shape with a perf model: arithmetic intensity (FLOPs / bytes per call) against achieved TFLOP/s (FLOPs x calls / the GPU time its calls launched), log-log; the marker's area grows with that GPU time. The roofs are the device's peak bandwidth up to the ridge point and its dense peak TFLOP/s per precision. Click a point to select the operator on the timeline.</source>
            <translation>성능 모델이 있는 연산자와 입력 형태마다 점 하나: 산술 강도(호출당 FLOPs / 바이트) 대 달성 TFLOP/s(FLOPs x 호출 수 / 호출이 실행한 GPU 시간), 로그-로그; 마커 면적은 그 GPU 시간에 따라 커집니다. 루프는 리지 포인트까지의 장치 최대 대역폭과 정밀도별 밀집 최대 TFLOP/s입니다. 점을 클릭하면 타임라인에서 연산자를 선택합니다.</translation>
        </message>
        <message>
            <source>MFU of each ProfilerStep#N: the FLOPs of its GEMM, attention and convolution ops over (step time x the devices' dense peak for the precision holding most of those FLOPs), one curve per rank.</source>
            <translation>각 ProfilerStep#N의 MFU: GEMM, 어텐션, 컨볼루션 연산의 FLOPs를 (스텝 시간 x 그 FLOPs 대부분을 차지하는 정밀도의 장치 밀집 최대 성능)으로 나눈 값, 랭크마다 곡선 하나.</translation>
        </message>
        <message>
            <source>Not in this profile: %1</source>
            <translation>프로파일에 없음: %1</translation>
        </message>
        <message>
            <source>Input Dims: %1</source>
            <translation>Input Dims: %1</translation>
        </message>
        <message>
            <source>Input type: %1</source>
            <translation>Input type: %1</translation>
        </message>
        <message>
            <source>%1 calls, kernel time %2</source>
            <translation>호출 %1회, 커널 시간 %2</translation>
        </message>
        <message>
            <source>%1 TFLOP/s at %2 FLOP/byte</source>
            <translation>%2 FLOP/바이트에서 %1 TFLOP/s</translation>
        </message>
        <message>
            <source>%1 % of the compute roof</source>
            <translation>연산 루프의 %1 %</translation>
        </message>
        <message>
            <source>%1 % of the memory roof</source>
            <translation>메모리 루프의 %1 %</translation>
        </message>
        <message>
            <source>Roofline: achieved TFLOP/s per operator shape</source>
            <translation>루프라인: 연산자 형태별 달성 TFLOP/s</translation>
        </message>
        <message>
            <source>Not in this profile: every operator shape is above its roof (a wrong shape, type or peak)</source>
            <translation>프로파일에 없음: 모든 연산자 형태가 루프보다 위에 있습니다(잘못된 형태, 타입 또는 피크)</translation>
        </message>
        <message>
            <source>%1 matrix roof: %2 TFLOP/s, %3 TB/s</source>
            <translation>%1 행렬 루프: %2 TFLOP/s, %3 TB/s</translation>
        </message>
        <message>
            <source>%1 vector roof: %2 TFLOP/s, %3 TB/s</source>
            <translation>%1 벡터 루프: %2 TFLOP/s, %3 TB/s</translation>
        </message>
        <message>
            <source>MFU per step</source>
            <translation>스텝별 MFU</translation>
        </message>
        <message>
            <source>MFU (%)</source>
            <translation>MFU (%)</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations in the selected scope.
Record with torch.profiler.schedule and call prof.step() every step.</source>
            <translation>프로파일에 없음: 선택한 범위에 ProfilerStep#N 주석이 없습니다.
torch.profiler.schedule로 기록하고 매 스텝마다 prof.step()을 호출하세요.</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>exposed comm: waiting for a late rank</source>
            <translation>노출된 통신: 늦은 랭크 대기</translation>
        </message>
        <message>
            <source>exposed comm: transfer</source>
            <translation>노출된 통신: 전송</translation>
        </message>
        <message>
            <source>; exposed communication %1 (not split into wait and transfer: no matched collective)</source>
            <translation>; 노출된 통신 %1 (대기와 전송으로 나뉘지 않음: 매칭된 집합 통신 없음)</translation>
        </message>
        <message>
            <source>; exposed communication %1 = %2 waiting for a late rank + %3 transfer</source>
            <translation>; 노출된 통신 %1 = 늦은 랭크 대기 %2 + 전송 %3</translation>
        </message>
        <message>
            <source> (%1 waiting, %2 transfer)</source>
            <translation> (대기 %1, 전송 %2)</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>연산</translation>
        </message>
        <message>
            <source>comm wait</source>
            <translation>통신 대기</translation>
        </message>
        <message>
            <source>comm transfer</source>
            <translation>통신 전송</translation>
        </message>
        <message>
            <source>launch</source>
            <translation>실행</translation>
        </message>
        <message>
            <source>data loader</source>
            <translation>데이터 로더</translation>
        </message>
        <message>
            <source>host ops</source>
            <translation>호스트 연산</translation>
        </message>
    </context>
    <context>
        <name>stepline::ChartCard</name>
        <message>
            <source>What does this chart show?</source>
            <translation>이 차트는 무엇을 보여 주나요?</translation>
        </message>
        <message>
            <source>Remove this histogram</source>
            <translation>이 히스토그램 제거</translation>
        </message>
        <message>
            <source>per GPU</source>
            <translation>GPU별</translation>
        </message>
        <message>
            <source>Show one curve per GPU besides the node means</source>
            <translation>노드 평균 외에 GPU마다 곡선 하나씩 표시</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG 이미지 (*.png)</translation>
        </message>
        <message>
            <source>SVG images (*.svg)</source>
            <translation>SVG 이미지 (*.svg)</translation>
        </message>
        <message>
            <source>Save chart</source>
            <translation>차트 저장</translation>
        </message>
        <message>
            <source>Save as PNG...</source>
            <translation>PNG로 저장...</translation>
        </message>
        <message>
            <source>Save as SVG...</source>
            <translation>SVG로 저장...</translation>
        </message>
        <message>
            <source>Copy image</source>
            <translation>이미지 복사</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>표</translation>
        </message>
        <message>
            <source>Show this chart as a table (full names and values)</source>
            <translation>이 차트를 표로 보기 (전체 이름과 값)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>이름</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>값</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>자세히</translation>
        </message>
    </context>
    <context>
        <name>stepline::CompareController</name>
        <message>
            <source>Compare with a .stepline copy or a part of the job (stepline convert --ranks/--window), or close the loaded profile first.</source>
            <translation>.stepline 사본이나 작업의 일부(stepline convert --ranks/--window)와 비교하거나, 먼저 로드된 프로파일을 닫으세요.</translation>
        </message>
    </context>
    <context>
        <name>stepline::CompareView</name>
        <message>
            <source>Compare with...</source>
            <translation>비교 대상...</translation>
        </message>
        <message>
            <source>Match kernels by normalized name</source>
            <translation>정규화된 이름으로 커널 짝짓기</translation>
        </message>
        <message>
            <source>Pair kernels whose names differ only in template arguments, parameters, vendor prefixes or numeric suffixes (README: Normalized kernel names), to compare across library versions or across NVIDIA and AMD.</source>
            <translation>템플릿 인수, 매개변수, 벤더 접두사 또는 숫자 접미사만 다른 이름의 커널을 짝지어(README: Normalized kernel names) 라이브러리 버전 간 또는 NVIDIA와 AMD 간에 비교합니다.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>이름</translation>
        </message>
        <message>
            <source>Count BASE</source>
            <translation>BASE 개수</translation>
        </message>
        <message>
            <source>Count NEW</source>
            <translation>NEW 개수</translation>
        </message>
        <message>
            <source>Total BASE</source>
            <translation>BASE 합계</translation>
        </message>
        <message>
            <source>Total NEW</source>
            <translation>NEW 합계</translation>
        </message>
        <message>
            <source>Delta</source>
            <translation>차이</translation>
        </message>
        <message>
            <source>Ratio</source>
            <translation>비율</translation>
        </message>
        <message>
            <source>Kernels</source>
            <translation>커널</translation>
        </message>
        <message>
            <source>Operators</source>
            <translation>연산자</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>어노테이션</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>종류</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>개수</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>합계</translation>
        </message>
        <message>
            <source>&lt;h3&gt;No baseline&lt;/h3&gt;&lt;p&gt;Pick a profile to compare the loaded one against (File &amp;gt; Compare with...). Only its step times and per-name totals are kept in memory.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;기준 없음&lt;/h3&gt;&lt;p&gt;로드된 프로파일과 비교할 프로파일을 선택하세요(파일 &amp;gt; 비교 대상...). 스텝 시간과 이름별 합계만 메모리에 보관됩니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>BASE: %1 (%2 steps)</source>
            <translation>BASE: %1 (스텝 %2개)</translation>
        </message>
        <message>
            <source>NEW: %1 (%2 steps)</source>
            <translation>NEW: %1 (스텝 %2개)</translation>
        </message>
        <message>
            <source>Kernels (%1)</source>
            <translation>커널 (%1)</translation>
        </message>
        <message>
            <source>Operators (%1)</source>
            <translation>연산자 (%1)</translation>
        </message>
        <message>
            <source>Annotations (%1)</source>
            <translation>어노테이션 (%1)</translation>
        </message>
        <message>
            <source>kernel</source>
            <translation>커널</translation>
        </message>
        <message>
            <source>operator</source>
            <translation>연산자</translation>
        </message>
        <message>
            <source>annotation</source>
            <translation>어노테이션</translation>
        </message>
        <message>
            <source>&lt;b&gt;Only in BASE&lt;/b&gt; (%1)</source>
            <translation>&lt;b&gt;BASE에만 있음&lt;/b&gt; (%1)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Only in NEW&lt;/b&gt; (%1)</source>
            <translation>&lt;b&gt;NEW에만 있음&lt;/b&gt; (%1)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Comparability: %1&lt;/b&gt;</source>
            <translation>&lt;b&gt;비교 가능성: %1&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;A side has a single step:&lt;/b&gt; one step says nothing of the spread, so no verdict is given. Profile more steps.</source>
            <translation>&lt;b&gt;한쪽에 스텝이 하나뿐입니다:&lt;/b&gt; 스텝 하나로는 편차를 알 수 없으므로 판정하지 않습니다. 더 많은 스텝을 프로파일하세요.</translation>
        </message>
        <message>
            <source>Exact kernel names barely overlap (%1 % of BASE's kernel time, %2 % of NEW's): tick "Match kernels by normalized name", or run stepline diff --match operator, which pairs kernels through the operator that launched them (%3 % and %4 % paired).</source>
            <translation>정확한 커널 이름이 거의 겹치지 않습니다(BASE 커널 시간의 %1 %, NEW의 %2 %): "Match kernels by normalized name"을 선택하거나, 커널을 실행한 연산자로 짝짓는 stepline diff --match operator를 실행하세요(%3 %와 %4 % 짝지어짐).</translation>
        </message>
    </context>
    <context>
        <name>stepline::CriticalPathOverlay</name>
        <message>
            <source>measured: %1, ends on rank %2</source>
            <translation>측정: %1, 랭크 %2에서 끝남</translation>
        </message>
        <message>
            <source>%1 (predicted): %2</source>
            <translation>%1(예측): %2</translation>
        </message>
        <message>
            <source>Critical path of step %1</source>
            <translation>스텝 %1의 임계 경로</translation>
        </message>
        <message>
            <source>Critical path, measured</source>
            <translation>임계 경로, 측정</translation>
        </message>
        <message>
            <source>Critical path, %1 (predicted)</source>
            <translation>임계 경로, %1(예측)</translation>
        </message>
        <message>
            <source>%1 on rank %2: %3</source>
            <translation>랭크 %2의 %1: %3</translation>
        </message>
        <message>
            <source>%1 pieces merged at this zoom</source>
            <translation>이 확대 수준에서 조각 %1개 병합됨</translation>
        </message>
    </context>
    <context>
        <name>stepline::DashboardChart</name>
        <message>
            <source>time (%1)</source>
            <translation>시간(%1)</translation>
        </message>
        <message>
            <source>launches</source>
            <translation>실행 횟수</translation>
        </message>
        <message>
            <source>count</source>
            <translation>개수</translation>
        </message>
        <message>
            <source>time since job start (%1)</source>
            <translation>작업 시작 이후 시간(%1)</translation>
        </message>
        <message>
            <source>utilization (%)</source>
            <translation>사용률(%)</translation>
        </message>
        <message>
            <source>duration (%1)</source>
            <translation>지속 시간(%1)</translation>
        </message>
        <message>
            <source>click to list them</source>
            <translation>클릭하면 목록 표시</translation>
        </message>
        <message>
            <source>NEW slower</source>
            <translation>NEW가 더 느림</translation>
        </message>
        <message>
            <source>NEW faster</source>
            <translation>NEW가 더 빠름</translation>
        </message>
        <message>
            <source>NEW - BASE (%1)</source>
            <translation>NEW - BASE (%1)</translation>
        </message>
        <message>
            <source>NEW - BASE</source>
            <translation>NEW - BASE</translation>
        </message>
        <message>
            <source>%1: %2 (%3 of the bar)</source>
            <translation>%1: %2 (막대의 %3)</translation>
        </message>
        <message>
            <source>click to zoom the timeline to this step</source>
            <translation>클릭하면 타임라인을 이 스텝으로 확대합니다</translation>
        </message>
        <message>
            <source>share (%)</source>
            <translation>비율 (%)</translation>
        </message>
        <message>
            <source>GPU time (%1)</source>
            <translation>GPU 시간 (%1)</translation>
        </message>
        <message>
            <source>Mean step delta</source>
            <translation>평균 스텝 차이</translation>
        </message>
        <message>
            <source>step (N of ProfilerStep#N)</source>
            <translation>스텝 (ProfilerStep#N의 N)</translation>
        </message>
        <message>
            <source>step</source>
            <translation>스텝</translation>
        </message>
        <message>
            <source>arithmetic intensity (FLOP/byte)</source>
            <translation>산술 강도 (FLOP/바이트)</translation>
        </message>
        <message>
            <source>achieved TFLOP/s</source>
            <translation>달성 TFLOP/s</translation>
        </message>
    </context>
    <context>
        <name>stepline::DashboardView</name>
        <message>
            <source>Scope:</source>
            <translation>범위:</translation>
        </message>
        <message>
            <source>Every chart follows this selection: whole job, one node, one rank or one GPU</source>
            <translation>모든 차트가 이 선택을 따릅니다: 전체 작업, 노드 하나, 랭크 하나 또는 GPU 하나</translation>
        </message>
        <message>
            <source>Top k:</source>
            <translation>상위 k:</translation>
        </message>
        <message>
            <source>Kernels shown by name in the "all kernels" charts; the rest is "other"</source>
            <translation>"모든 커널" 차트에서 이름으로 표시할 커널 수. 나머지는 "기타"</translation>
        </message>
        <message>
            <source>New histogram:</source>
            <translation>새 히스토그램:</translation>
        </message>
        <message>
            <source>user annotation, e.g. forward</source>
            <translation>사용자 주석, 예: forward</translation>
        </message>
        <message>
            <source>Pick or type a user annotation (record_function name) to add its duration histogram</source>
            <translation>사용자 주석(record_function 이름)을 고르거나 입력하여 지속 시간 히스토그램을 추가합니다</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>추가</translation>
        </message>
        <message>
            <source>Previous instance of the selected kernel</source>
            <translation>선택한 커널의 이전 인스턴스</translation>
        </message>
        <message>
            <source>Next instance of the selected kernel</source>
            <translation>선택한 커널의 다음 인스턴스</translation>
        </message>
        <message>
            <source>Export dashboard...</source>
            <translation>대시보드 내보내기...</translation>
        </message>
        <message>
            <source>Write every chart as PNG and a PDF report into a folder</source>
            <translation>모든 차트를 PNG로, 보고서를 PDF로 폴더에 씁니다</translation>
        </message>
        <message>
            <source>No profile loaded.
Open a trace file or a job folder to see its dashboard.</source>
            <translation>불러온 프로파일이 없습니다.
트레이스 파일이나 작업 폴더를 열면 대시보드가 표시됩니다.</translation>
        </message>
        <message>
            <source>Computing the dashboard...</source>
            <translation>대시보드 계산 중...</translation>
        </message>
        <message>
            <source>Computing...</source>
            <translation>계산 중...</translation>
        </message>
        <message>
            <source>Selected kernel: %1</source>
            <translation>선택한 커널: %1</translation>
        </message>
        <message>
            <source>%1  rank %2  %3  at %4</source>
            <translation>%1  랭크 %2  %3  %4</translation>
        </message>
        <message>
            <source>  (GPU)</source>
            <translation>  (GPU)</translation>
        </message>
        <message>
            <source>%1: %2 in %3 – %4 (double-click to show in the timeline)</source>
            <translation>%1: %3 – %4 구간의 %2 (더블클릭하면 타임라인에 표시)</translation>
        </message>
        <message>
            <source>Export dashboard into folder</source>
            <translation>대시보드를 폴더로 내보내기</translation>
        </message>
        <message>
            <source>Export dashboard</source>
            <translation>대시보드 내보내기</translation>
        </message>
        <message>
            <source>Exported %1 files to %2</source>
            <translation>파일 %1개를 %2에 내보냈습니다</translation>
        </message>
        <message>
            <source>Timeline zoomed to %1</source>
            <translation>타임라인을 %1로 확대했습니다</translation>
        </message>
        <message>
            <source>Export failed: %1</source>
            <translation>내보내기 실패: %1</translation>
        </message>
        <message>
            <source>Selected operator: %1</source>
            <translation>선택한 연산자: %1</translation>
        </message>
    </context>
    <context>
        <name>stepline::DataLoaderPanel</name>
        <message numerus="yes">
            <source>%n outlier(s)</source>
            <translation>
                <numerusform>이상치 %n개</numerusform>
            </translation>
        </message>
        <message>
            <source>rank %1, %2 .. %3</source>
            <translation>랭크 %1, %2 .. %3</translation>
        </message>
        <message>
            <source>%1 x median</source>
            <translation>중앙값의 %1배</translation>
        </message>
        <message>
            <source>Click to show the window in the timeline</source>
            <translation>클릭하면 타임라인에 이 구간을 표시합니다</translation>
        </message>
        <message>
            <source>What</source>
            <translation>항목</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>개수</translation>
        </message>
        <message>
            <source>Median / duration</source>
            <translation>중앙값 / 지속 시간</translation>
        </message>
        <message>
            <source>Max</source>
            <translation>최대</translation>
        </message>
        <message>
            <source>Outliers (&gt; 2 x median)</source>
            <translation>이상치 (&gt; 중앙값의 2배)</translation>
        </message>
        <message>
            <source>Details / worker</source>
            <translation>세부 정보 / 워커</translation>
        </message>
        <message>
            <source>No data-loader events in this profile (enumerate(DataLoader)#... calls, iterator initializations or worker threads).</source>
            <translation>이 프로파일에 데이터 로더 이벤트(enumerate(DataLoader)#... 호출, 반복자 초기화, 워커 스레드)가 없습니다.</translation>
        </message>
        <message>
            <source>multi-process</source>
            <translation>멀티 프로세스</translation>
        </message>
        <message>
            <source>single-process (num_workers = 0)</source>
            <translation>단일 프로세스 (num_workers = 0)</translation>
        </message>
        <message>
            <source>unknown type</source>
            <translation>알 수 없는 종류</translation>
        </message>
        <message numerus="yes">
            <source>Data loader: %1, %n worker thread(s) seen. Click an outlier to show its window in the timeline with every row.</source>
            <translation>
                <numerusform>데이터 로더: %1, 워커 스레드 %n개 확인. 이상치를 클릭하면 모든 행과 함께 타임라인에 그 구간을 표시합니다.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1, workers %2, pin_memory %3</source>
            <translation>%1, 워커 %2, pin_memory %3</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>알 수 없음</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>예</translation>
        </message>
        <message>
            <source>no</source>
            <translation>아니요</translation>
        </message>
        <message>
            <source>Iterator initializations</source>
            <translation>반복자 초기화</translation>
        </message>
        <message>
            <source>Worker lifetimes</source>
            <translation>워커 수명</translation>
        </message>
        <message>
            <source>GetNext calls</source>
            <translation>GetNext 호출</translation>
        </message>
        <message>
            <source>Batch time (between GetNext starts)</source>
            <translation>배치 시간 (GetNext 시작 사이)</translation>
        </message>
    </context>
    <context>
        <name>stepline::DrawListBuilder</name>
        <message>
            <source>peak %1</source>
            <translation>최대 %1</translation>
        </message>
        <message>
            <source> (%1 of %2)</source>
            <translation> (%2 중 %1)</translation>
        </message>
    </context>
    <context>
        <name>stepline::ExplainPanel</name>
        <message>
            <source>Queued (stream or event dependency, launch latency)</source>
            <translation>대기열 (스트림·이벤트 의존성, 실행 지연)</translation>
        </message>
        <message>
            <source>Launch (the launch call had started, the work had not)</source>
            <translation>실행 호출 (호출은 시작됐으나 작업은 아직)</translation>
        </message>
        <message>
            <source>Data loader (waiting in DataLoader next())</source>
            <translation>데이터 로더 (DataLoader next() 대기)</translation>
        </message>
        <message>
            <source>Host synchronization (.item(), cudaStreamSynchronize, blocking copies)</source>
            <translation>호스트 동기화 (.item(), cudaStreamSynchronize, 블로킹 복사)</translation>
        </message>
        <message>
            <source>Host-bound (operators, Python and runtime calls)</source>
            <translation>호스트 병목 (연산자, Python, 런타임 호출)</translation>
        </message>
        <message>
            <source>Host, unprofiled (no host event of the launching thread)</source>
            <translation>호스트, 프로파일되지 않음 (실행 스레드의 호스트 이벤트 없음)</translation>
        </message>
        <message>
            <source>Unattributed (no launch call known)</source>
            <translation>원인 불명 (알려진 실행 호출 없음)</translation>
        </message>
        <message>
            <source>Exposed communication (not hidden behind computation)</source>
            <translation>노출된 통신 (연산 뒤에 숨지 않음)</translation>
        </message>
        <message>
            <source>Exposed memcpy (not hidden behind computation or communication)</source>
            <translation>노출된 memcpy (연산이나 통신 뒤에 숨지 않음)</translation>
        </message>
        <message>
            <source>Straggler rank</source>
            <translation>낙오 랭크</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>불러온 프로파일이 없습니다.</translation>
        </message>
        <message>
            <source>Explain: where the GPU time was lost</source>
            <translation>설명: GPU 시간이 손실된 곳</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU activity, so there is no GPU time to explain. Record with ProfilerActivity.CUDA.</source>
            <translation>이 프로파일에 없음: GPU 활동이 없어 설명할 GPU 시간이 없습니다. ProfilerActivity.CUDA로 기록하세요.</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by GPU time lost; click a place to open it in the timeline.</source>
            <translation>GPU %2개에서 GPU 시간 %1 (구간의 합). 손실된 GPU 시간 순으로 정렬; 위치를 클릭하면 타임라인에서 엽니다.</translation>
        </message>
        <message>
            <source>Nothing lost: the GPUs were busy with computation over their whole spans.</source>
            <translation>손실 없음: GPU는 전체 구간 동안 연산 중이었습니다.</translation>
        </message>
        <message>
            <source>%1 of GPU time</source>
            <translation>GPU 시간의 %1</translation>
        </message>
        <message>
            <source>%1 lost</source>
            <translation>%1 손실</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>랭크 %1</translation>
        </message>
        <message>
            <source>rank %1 · GPU %2</source>
            <translation>랭크 %1 · GPU %2</translation>
        </message>
        <message>
            <source>step %1</source>
            <translation>스텝 %1</translation>
        </message>
        <message>
            <source>%1 to %2 (%3)</source>
            <translation>%1부터 %2까지 (%3)</translation>
        </message>
        <message>
            <source>Worst places:</source>
            <translation>최악의 위치:</translation>
        </message>
        <message>
            <source>The other ranks waited %1 for rank %2 in all; counted once per rank that waited that is %3 of GPU time.</source>
            <translation>다른 랭크들은 랭크 %2를 모두 합해 %1 기다렸습니다. 기다린 랭크마다 한 번씩 세면 GPU 시간 %3입니다.</translation>
        </message>
        <message>
            <source>Straggler rule: %1. It weighs the %2 against the delay all ranks caused: %3</source>
            <translation>Straggler 규칙: %1. 이 규칙은 %2를 모든 랭크가 일으킨 지연과 비교합니다: %3</translation>
        </message>
        <message>
            <source>triggered</source>
            <translation>발동</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>정상</translation>
        </message>
        <message>
            <source>Longer GPU work on a late rank (the other ranks waited for it)</source>
            <translation>늦은 랭크의 더 긴 GPU 작업 (다른 랭크들이 기다림)</translation>
        </message>
        <message>
            <source>Exposed communication: %1 = %2 waiting for a late rank + %3 transfer; %4 of the waits are reported under what the late rank was doing.</source>
            <translation>노출된 통신: %1 = 늦은 랭크 대기 %2 + 전송 %3; 대기 중 %4는 늦은 랭크가 하던 일 아래에 보고됩니다.</translation>
        </message>
        <message>
            <source>Exposed communication: %1 (not split into wait and transfer: a rank with communication took part in no matched collective).</source>
            <translation>노출된 통신: %1 (대기와 전송으로 나뉘지 않음: 통신이 있는 랭크가 매칭된 집합 통신에 참여하지 않았습니다).</translation>
        </message>
        <message>
            <source>Straggler rule: not applicable (%1), so this finding alone judges rank %2.</source>
            <translation>Straggler 규칙: 해당 없음 (%1). 따라서 이 결과만으로 랭크 %2를 판단합니다.</translation>
        </message>
        <message>
            <source>not applicable</source>
            <translation>해당 없음</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by what fixing them would save per step (the what-if replay of the job); click a place to open it in the timeline.</source>
            <translation>GPU %2개에서 GPU 시간 %1(구간의 합). 결과는 고쳤을 때 스텝당 절약되는 시간 순입니다(작업 전체의 what-if 재생). 위치를 클릭하면 타임라인에서 열립니다.</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by GPU time lost (no savings predicted: %3); click a place to open it in the timeline.</source>
            <translation>GPU %2개에서 GPU 시간 %1(구간의 합). 결과는 잃은 GPU 시간 순입니다(절약 예측 없음: %3). 위치를 클릭하면 타임라인에서 열립니다.</translation>
        </message>
        <message>
            <source>would save %1 per step (%2)</source>
            <translation>스텝당 %1 절약 예상(%2)</translation>
        </message>
    </context>
    <context>
        <name>stepline::IcicleView</name>
        <message>
            <source>No pyinstrument call tree in this selection.</source>
            <translation>이 선택에는 pyinstrument 호출 트리가 없습니다.</translation>
        </message>
    </context>
    <context>
        <name>stepline::InformationView</name>
        <message>
            <source>No profile is loaded. Load a job from the Jobs tab to see its metadata, ranks, devices and load report here.</source>
            <translation>불러온 프로파일이 없습니다. 작업 탭에서 작업을 불러오면 여기에 메타데이터, 랭크, 장치, 불러오기 보고서가 표시됩니다.</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>작업</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>이름</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>경로</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>상태</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>생성 시각</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>경고</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>형식</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>지속 시간</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>이벤트</translation>
        </message>
        <message>
            <source>Memory used</source>
            <translation>사용 메모리</translation>
        </message>
        <message>
            <source>Hyperparameters</source>
            <translation>하이퍼파라미터</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>태그</translation>
        </message>
        <message>
            <source>Ranks and nodes</source>
            <translation>랭크와 노드</translation>
        </message>
        <message>
            <source>%1 rank(s) on %2 node(s)</source>
            <translation>노드 %2개에 랭크 %1개</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>랭크</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>노드</translation>
        </message>
        <message>
            <source>File</source>
            <translation>파일</translation>
        </message>
        <message>
            <source>Rank from</source>
            <translation>랭크 출처</translation>
        </message>
        <message>
            <source>World size</source>
            <translation>월드 크기</translation>
        </message>
        <message>
            <source>Backend</source>
            <translation>백엔드</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>경고</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>크기</translation>
        </message>
        <message>
            <source>Truncated</source>
            <translation>잘림</translation>
        </message>
        <message>
            <source>at byte %1</source>
            <translation>바이트 %1에서</translation>
        </message>
        <message>
            <source>Devices</source>
            <translation>장치</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>메모리</translation>
        </message>
        <message>
            <source>SMs</source>
            <translation>SM</translation>
        </message>
        <message>
            <source>Compute capability</source>
            <translation>컴퓨트 캐퍼빌리티</translation>
        </message>
        <message>
            <source>Warp size</source>
            <translation>워프 크기</translation>
        </message>
        <message>
            <source>Max threads per block</source>
            <translation>블록당 최대 스레드</translation>
        </message>
        <message>
            <source>The traces list no device properties.</source>
            <translation>트레이스에 장치 속성이 없습니다.</translation>
        </message>
        <message>
            <source>Software versions</source>
            <translation>소프트웨어 버전</translation>
        </message>
        <message>
            <source>The traces name no software versions.</source>
            <translation>트레이스에 소프트웨어 버전이 없습니다.</translation>
        </message>
        <message>
            <source>Load report</source>
            <translation>불러오기 보고서</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>개수</translation>
        </message>
        <message>
            <source>First places (rank @ byte)</source>
            <translation>처음 위치(랭크 @ 바이트)</translation>
        </message>
        <message>
            <source>%1 (cut at byte %2)</source>
            <translation>%1 (바이트 %2에서 잘림)</translation>
        </message>
        <message>
            <source>Truncated files:</source>
            <translation>잘린 파일:</translation>
        </message>
        <message>
            <source>none</source>
            <translation>없음</translation>
        </message>
        <message>
            <source>Events moved to an extra lane (partial overlap):</source>
            <translation>추가 레인으로 옮긴 이벤트(부분 겹침):</translation>
        </message>
        <message>
            <source>Subset of the job:</source>
            <translation>작업의 일부:</translation>
        </message>
        <message>
            <source>ranks left out: %1; events outside the time window left out: %2</source>
            <translation>제외된 랭크: %1; 시간 구간 밖이라 제외된 이벤트: %2</translation>
        </message>
        <message>
            <source>Node clock offsets</source>
            <translation>노드 시계 오프셋</translation>
        </message>
        <message>
            <source>Estimated from the ends of %1 matched collectives: per collective, the median end on a node minus the median end on %2; the offset is the median of those. Not applied to any figure unless "Align node clocks" (Ranks tab) or --align-collectives asks.</source>
            <translation>일치한 집합 통신 %1개의 종료 시각에서 추정: 집합 통신마다 한 노드의 종료 시각 중앙값에서 %2의 종료 시각 중앙값을 뺀 값의 중앙값이 오프셋입니다. "노드 시계 맞추기"(랭크 탭)나 --align-collectives를 요청하지 않으면 어떤 수치에도 적용되지 않습니다.</translation>
        </message>
        <message>
            <source>Offset</source>
            <translation>오프셋</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>집합 통신</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>알 수 없음</translation>
        </message>
        <message>
            <source>Every event was read: nothing was skipped, cut or changed.</source>
            <translation>모든 이벤트를 읽었습니다: 건너뛰거나 잘리거나 바뀐 것이 없습니다.</translation>
        </message>
        <message>
            <source>What it means</source>
            <translation>의미</translation>
        </message>
        <message>
            <source>no byte offset (counted after reading)</source>
            <translation>바이트 오프셋 없음(읽은 뒤 셈)</translation>
        </message>
    </context>
    <context>
        <name>stepline::InsightsView</name>
        <message>
            <source>Triggered</source>
            <translation>발생</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>정상</translation>
        </message>
        <message>
            <source>Not applicable</source>
            <translation>해당 없음</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>불러온 프로파일이 없습니다.</translation>
        </message>
        <message>
            <source>Reset parameters</source>
            <translation>매개변수 초기화</translation>
        </message>
        <message>
            <source>Forget the parameters changed for this job and use the documented defaults.</source>
            <translation>이 작업에서 바꾼 매개변수를 잊고 문서의 기본값을 사용합니다.</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>규칙</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>판정</translation>
        </message>
        <message>
            <source>Summary</source>
            <translation>요약</translation>
        </message>
        <message>
            <source>&lt;b&gt;Evidence&lt;/b&gt; (click to open it)</source>
            <translation>&lt;b&gt;근거&lt;/b&gt; (클릭하면 엽니다)</translation>
        </message>
        <message>
            <source>Fact</source>
            <translation>사실</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>값</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>위치</translation>
        </message>
        <message>
            <source>&lt;b&gt;Parameters&lt;/b&gt; (double-click a value to change it; remembered for this job)</source>
            <translation>&lt;b&gt;매개변수&lt;/b&gt; (값을 더블클릭하면 바꿀 수 있으며, 이 작업에 대해 기억됩니다)</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>매개변수</translation>
        </message>
        <message>
            <source>Meaning</source>
            <translation>의미</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>규칙</translation>
        </message>
        <message>
            <source>Data loader</source>
            <translation>데이터 로더</translation>
        </message>
        <message>
            <source>Python functions</source>
            <translation>Python 함수</translation>
        </message>
        <message>
            <source>Running the rules...</source>
            <translation>규칙 실행 중...</translation>
        </message>
        <message>
            <source>ProfilerReport: &lt;b&gt;%1 triggered&lt;/b&gt;, %2 ok, %3 not applicable.</source>
            <translation>ProfilerReport: &lt;b&gt;%1개 발생&lt;/b&gt;, %2개 정상, %3개 해당 없음.</translation>
        </message>
        <message>
            <source>GPU utilization is derived from the trace (no system metrics in this profile).</source>
            <translation>GPU 사용률은 트레이스에서 계산했습니다(이 프로파일에는 시스템 지표가 없음).</translation>
        </message>
        <message>
            <source>Open a profile to run the SageMaker Debugger rules on it.</source>
            <translation>프로파일을 열면 SageMaker Debugger 규칙을 실행합니다.</translation>
        </message>
        <message>
            <source>Needs:</source>
            <translation>필요:</translation>
        </message>
        <message>
            <source>Why:</source>
            <translation>이유:</translation>
        </message>
        <message>
            <source>Advice:</source>
            <translation>조언:</translation>
        </message>
        <message>
            <source>timeline %1 .. %2</source>
            <translation>타임라인 %1 .. %2</translation>
        </message>
        <message>
            <source>dashboard</source>
            <translation>대시보드</translation>
        </message>
        <message>
            <source>Click to zoom the timeline to this period</source>
            <translation>클릭하면 타임라인을 이 기간으로 확대합니다</translation>
        </message>
        <message>
            <source>Changed for this job</source>
            <translation>이 작업에 대해 변경됨</translation>
        </message>
        <message>
            <source>(this rule has no parameters)</source>
            <translation>(이 규칙에는 매개변수가 없습니다)</translation>
        </message>
        <message>
            <source>Not changed: %1</source>
            <translation>변경되지 않음: %1</translation>
        </message>
        <message>
            <source>changed in the Insights tab for this job</source>
            <translation>이 작업에 대해 인사이트 탭에서 변경함</translation>
        </message>
        <message>
            <source>Computing the GPU time breakdown...</source>
            <translation>GPU 시간 분석 계산 중...</translation>
        </message>
        <message>
            <source>What if</source>
            <translation>가정 분석</translation>
        </message>
        <message>
            <source>Replaying the job with each cause changed...</source>
            <translation>원인을 하나씩 바꿔 작업을 재생하는 중...</translation>
        </message>
    </context>
    <context>
        <name>stepline::JobListModel</name>
        <message>
            <source>In progress</source>
            <translation>진행 중</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>완료</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>실패</translation>
        </message>
        <message>
            <source>Stopped</source>
            <translation>중지됨</translation>
        </message>
        <message>
            <source>Stopping</source>
            <translation>중지 중</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>경고: %1</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>이름</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>생성 시각</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>상태</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>랭크</translation>
        </message>
        <message>
            <source>Nodes</source>
            <translation>노드</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>디스크 크기</translation>
        </message>
        <message>
            <source>baseTimeNanoseconds + first event</source>
            <translation>baseTimeNanoseconds + 첫 이벤트</translation>
        </message>
        <message>
            <source>first event ts</source>
            <translation>첫 이벤트의 ts</translation>
        </message>
        <message>
            <source>system metrics Timestamp</source>
            <translation>시스템 메트릭의 Timestamp</translation>
        </message>
        <message>
            <source>start time in the Python-stats folder name</source>
            <translation>Python 통계 폴더 이름의 시작 시각</translation>
        </message>
        <message>
            <source>Reading the trace to its end to find when it started</source>
            <translation>시작 시각을 찾기 위해 트레이스를 끝까지 읽는 중</translation>
        </message>
        <message>
            <source>File time: the traces hold no wall-clock time. A download or copy sets it to when the copy was made.</source>
            <translation>파일 시각: 트레이스에 실제 시각이 없습니다. 다운로드나 복사를 하면 복사한 시각이 됩니다.</translation>
        </message>
        <message>
            <source>From job.json</source>
            <translation>job.json에서</translation>
        </message>
        <message>
            <source>From the trace: %1</source>
            <translation>트레이스에서: %1</translation>
        </message>
        <message>
            <source>Reading the compressed trace to its end to see whether it is complete</source>
            <translation>완전한지 확인하기 위해 압축된 트레이스를 끝까지 읽는 중</translation>
        </message>
        <message>
            <source>Unknown: no trace of this job can be read</source>
            <translation>알 수 없음: 이 작업의 트레이스를 읽을 수 없습니다</translation>
        </message>
        <message>
            <source>Unknown: the traces do not name their hosts</source>
            <translation>알 수 없음: 트레이스에 호스트 이름이 없습니다</translation>
        </message>
        <message>
            <source>Reading the traces to their end to find the GPUs they used</source>
            <translation>사용한 GPU를 찾기 위해 트레이스를 끝까지 읽는 중</translation>
        </message>
        <message>
            <source>Unknown: a trace of this job cannot be read, or there is no training trace</source>
            <translation>알 수 없음: 이 작업의 트레이스를 읽을 수 없거나 학습 트레이스가 없습니다</translation>
        </message>
        <message>
            <source>GPUs with activity (kernels, memory copies or sets) in the traces</source>
            <translation>트레이스에서 활동(커널, 메모리 복사 또는 설정)이 있는 GPU</translation>
        </message>
    </context>
    <context>
        <name>stepline::JobPickerWidget</name>
        <message>
            <source>Loaded profile</source>
            <translation>불러온 프로파일</translation>
        </message>
        <message>
            <source>Unload the profile and free its memory</source>
            <translation>프로파일을 내리고 메모리를 해제합니다</translation>
        </message>
        <message>
            <source>No profiles folder is set yet. Try the demo jobs that come with Stepline, or choose the folder where your training jobs write their traces.</source>
            <translation>아직 프로파일 폴더가 설정되지 않았습니다. Stepline에 포함된 데모 작업을 사용해 보거나, 학습 작업이 트레이스를 쓰는 폴더를 고르세요.</translation>
        </message>
        <message>
            <source>Show demo jobs</source>
            <translation>데모 작업 보기</translation>
        </message>
        <message>
            <source>Profiles folder:</source>
            <translation>프로파일 폴더:</translation>
        </message>
        <message>
            <source>Change...</source>
            <translation>변경...</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>새로 고침</translation>
        </message>
        <message>
            <source>Search by name</source>
            <translation>이름으로 검색</translation>
        </message>
        <message>
            <source>All statuses</source>
            <translation>모든 상태</translation>
        </message>
        <message>
            <source>Created from</source>
            <translation>생성 시작</translation>
        </message>
        <message>
            <source>to</source>
            <translation>~</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>불러오기</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(없음)</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Memory used: %3</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;사용 메모리: %3</translation>
        </message>
        <message>
            <source>No profile loaded. Pick a job below and press Load, or open a trace file with File &gt; Open.</source>
            <translation>불러온 프로파일이 없습니다. 아래에서 작업을 고르고 불러오기를 누르거나, 파일 &gt; 열기로 트레이스 파일을 여세요.</translation>
        </message>
        <message numerus="yes">
            <source>%n job(s)</source>
            <translation>
                <numerusform>작업 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n job(s) shown</source>
            <translation>
                <numerusform>작업 %n개 중 %1개 표시</numerusform>
            </translation>
        </message>
        <message>
            <source>scanning...</source>
            <translation>검색 중...</translation>
        </message>
    </context>
    <context>
        <name>stepline::LoadBanner</name>
        <message>
            <source>Open another file...</source>
            <translation>다른 파일 열기...</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>자세히</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>닫기</translation>
        </message>
        <message>
            <source>Could not load %1</source>
            <translation>%1을(를) 불러올 수 없습니다</translation>
        </message>
        <message>
            <source>%1 ends early at byte %2: the events before it were loaded.</source>
            <translation>%1이(가) 바이트 %2에서 일찍 끝납니다. 그 앞의 이벤트는 불러왔습니다.</translation>
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation>
                <numerusform>... 외 %n개</numerusform>
            </translation>
        </message>
        <message>
            <source>ranks left out: %1</source>
            <translation>제외된 랭크: %1</translation>
        </message>
        <message>
            <source>events outside the time window left out: %1</source>
            <translation>시간 구간 밖이라 제외된 이벤트: %1</translation>
        </message>
        <message>
            <source>This is part of the job, as asked: %1.</source>
            <translation>요청한 대로 작업의 일부입니다: %1.</translation>
        </message>
        <message>
            <source>A subset of the job is loaded.</source>
            <translation>작업의 일부만 불러왔습니다.</translation>
        </message>
        <message>
            <source>The profile was loaded completely.</source>
            <translation>프로파일을 모두 불러왔습니다.</translation>
        </message>
        <message>
            <source>The profile was loaded with warnings: some data was skipped, cut or changed.</source>
            <translation>경고와 함께 프로파일을 불러왔습니다: 일부 데이터를 건너뛰거나 잘리거나 바뀌었습니다.</translation>
        </message>
        <message>
            <source>Don't show notes again</source>
            <translation>메모 다시 표시 안 함</translation>
        </message>
        <message>
            <source>%1 notes on how the trace was written, nothing lost (Details lists them).</source>
            <translation>트레이스 작성 방식에 대한 메모 %1개, 손실 없음 (Details에 목록이 있습니다).</translation>
        </message>
        <message>
            <source>These traces may not be one run: figures across ranks mix runs.</source>
            <translation>이 트레이스들은 하나의 실행이 아닐 수 있습니다: 랭크 간 수치가 여러 실행을 섞습니다.</translation>
        </message>
        <message>
            <source>%1. Open each run on its own (the job picker lists them apart).</source>
            <translation>%1. 각 실행을 따로 여세요 (작업 선택기가 따로 나열합니다).</translation>
        </message>
    </context>
    <context>
        <name>stepline::MainWindow</name>
        <message>
            <source>Stepline</source>
            <translation>Stepline</translation>
        </message>
        <message>
            <source>Jobs</source>
            <translation>작업</translation>
        </message>
        <message>
            <source>Dashboard</source>
            <translation>대시보드</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>타임라인</translation>
        </message>
        <message>
            <source>Insights</source>
            <translation>인사이트</translation>
        </message>
        <message>
            <source>Information</source>
            <translation>정보</translation>
        </message>
        <message>
            <source>Profiles folder</source>
            <translation>프로파일 폴더</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>파일(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Open File...</source>
            <translation>파일 열기(&amp;O)...</translation>
        </message>
        <message>
            <source>Open &amp;Folder...</source>
            <translation>폴더 열기(&amp;F)...</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>최근 항목 열기(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Unload Profile</source>
            <translation>프로파일 내리기(&amp;U)</translation>
        </message>
        <message>
            <source>&amp;Cancel Loading</source>
            <translation>불러오기 취소(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>끝내기(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>보기(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Jobs</source>
            <translation>작업(&amp;J)</translation>
        </message>
        <message>
            <source>&amp;Dashboard</source>
            <translation>대시보드(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Timeline</source>
            <translation>타임라인(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Insights</source>
            <translation>인사이트(&amp;I)</translation>
        </message>
        <message>
            <source>I&amp;nformation</source>
            <translation>정보(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Refresh Job List</source>
            <translation>작업 목록 새로 고침(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>설정(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Preferences...</source>
            <translation>환경 설정(&amp;P)...</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>도움말(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>단축키(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;About Stepline</source>
            <translation>Stepline 정보(&amp;A)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>취소</translation>
        </message>
        <message>
            <source>Clear List</source>
            <translation>목록 지우기</translation>
        </message>
        <message>
            <source>No profile loaded</source>
            <translation>불러온 프로파일 없음</translation>
        </message>
        <message>
            <source>Profile memory: %1</source>
            <translation>프로파일 메모리: %1</translation>
        </message>
        <message>
            <source>the file or folder does not exist</source>
            <translation>파일이나 폴더가 없습니다</translation>
        </message>
        <message>
            <source>Check the path, or pick a job from the Jobs tab.</source>
            <translation>경로를 확인하거나 작업 탭에서 작업을 고르세요.</translation>
        </message>
        <message>
            <source>Unload the current profile?</source>
            <translation>현재 프로파일을 내릴까요?</translation>
        </message>
        <message>
            <source>Only one profile is kept in memory. Unload %1 and load %2?</source>
            <translation>메모리에는 프로파일 하나만 둡니다. %1을(를) 내리고 %2을(를) 불러올까요?</translation>
        </message>
        <message>
            <source>Open trace file</source>
            <translation>트레이스 파일 열기</translation>
        </message>
        <message>
            <source>Open job folder</source>
            <translation>작업 폴더 열기</translation>
        </message>
        <message>
            <source>The new language applies the next time Stepline starts.</source>
            <translation>새 언어는 Stepline을 다음에 시작할 때 적용됩니다.</translation>
        </message>
        <message>
            <source>About Stepline</source>
            <translation>Stepline 정보</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Stepline %1&lt;/h3&gt;&lt;p&gt;A native viewer for deep-learning training profiles (PyTorch profiler / Kineto traces).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later. Built with Qt %2.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Stepline %1&lt;/h3&gt;&lt;p&gt;딥러닝 학습 프로파일(PyTorch 프로파일러 / Kineto 트레이스)을 위한 네이티브 뷰어입니다.&lt;/p&gt;&lt;p&gt;GNU 일반 공중 사용 허가서 버전 3 이상으로 배포됩니다. Qt %2로 빌드했습니다.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Opening...</source>
            <translation>여는 중...</translation>
        </message>
        <message>
            <source>Loading %1</source>
            <translation>%1 불러오는 중</translation>
        </message>
        <message>
            <source>%1: %2 of %3</source>
            <extracomment>%1 is the loading stage (reading, sorting...), %2 and %3 sizes</extracomment>
            <translation>%1: %3 중 %2</translation>
        </message>
        <message>
            <source>Loading</source>
            <translation>불러오는 중</translation>
        </message>
        <message numerus="yes">
            <source>Loaded %1: %n event(s)</source>
            <translation>
                <numerusform>%1 불러옴: 이벤트 %n개</numerusform>
            </translation>
        </message>
        <message>
            <source>Could not load %1</source>
            <translation>%1을(를) 불러올 수 없습니다</translation>
        </message>
        <message>
            <source>Loading %1 was canceled</source>
            <translation>%1 불러오기가 취소되었습니다</translation>
        </message>
        <message>
            <source>%1 - Stepline</source>
            <translation>%1 - Stepline</translation>
        </message>
        <message>
            <source>Save &amp;As...</source>
            <translation>다른 이름으로 저장(&amp;A)...</translation>
        </message>
        <message>
            <source>Save profile as</source>
            <translation>프로파일을 다른 이름으로 저장</translation>
        </message>
        <message>
            <source>Stepline profiles (*.stepline);;All files (*)</source>
            <translation>Stepline 프로파일 (*.stepline);;모든 파일 (*)</translation>
        </message>
        <message>
            <source>Saving %1...</source>
            <translation>%1 저장 중...</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>%1 저장됨</translation>
        </message>
        <message>
            <source>Save failed</source>
            <translation>저장 실패</translation>
        </message>
        <message>
            <source>The profile could not be saved as %1.</source>
            <translation>프로파일을 %1(으)로 저장할 수 없습니다.</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>랭크</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>비교</translation>
        </message>
        <message>
            <source>Loading the baseline %1...</source>
            <translation>기준 %1 로드 중...</translation>
        </message>
        <message>
            <source>Baseline %1: its aggregates take %2 (the profile itself was freed)</source>
            <translation>기준 %1: 집계가 %2을(를) 사용합니다(프로파일 자체는 해제됨)</translation>
        </message>
        <message>
            <source>Could not load the baseline %1</source>
            <translation>기준 %1을(를) 로드할 수 없습니다</translation>
        </message>
        <message>
            <source>&lt;h3&gt;The baseline could not be loaded&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</source>
            <translation>&lt;h3&gt;기준을 로드할 수 없습니다&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Compare &amp;with...</source>
            <translation>비교 대상(&amp;W)...</translation>
        </message>
        <message>
            <source>Clear Co&amp;mparison</source>
            <translation>비교 지우기(&amp;M)</translation>
        </message>
        <message>
            <source>R&amp;anks</source>
            <translation>랭크(&amp;A)</translation>
        </message>
        <message>
            <source>Co&amp;mpare</source>
            <translation>비교(&amp;M)</translation>
        </message>
        <message>
            <source>Idle &amp;Causes Band</source>
            <translation>유휴 원인 띠(&amp;C)</translation>
        </message>
        <message>
            <source>A thin band under each GPU's streams shading every idle interval by its cause</source>
            <translation>각 GPU 스트림 아래에 모든 유휴 구간을 원인별로 칠하는 얇은 띠</translation>
        </message>
        <message>
            <source> + baseline %1</source>
            <translation> + 기준 %1</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Loading the baseline...&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</source>
            <translation>&lt;h3&gt;기준 로드 중...&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Compare with (baseline)</source>
            <translation>비교 대상(기준)</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Baseline ready&lt;/h3&gt;&lt;p&gt;%1 is loaded as the baseline. Open a profile to compare it with.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;기준 준비됨&lt;/h3&gt;&lt;p&gt;%1이(가) 기준으로 로드되었습니다. 비교할 프로파일을 여세요.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>설명서(&amp;M)</translation>
        </message>
        <message>
            <source>Timeline: search names</source>
            <translation>타임라인: 이름 검색</translation>
        </message>
        <message>
            <source>Traces (*.json *.json.gz *.json.zst *.gz *.zst *.sqlite *.stepline);;All files (*)</source>
            <translation>트레이스 (*.json *.json.gz *.json.zst *.gz *.zst *.sqlite *.stepline);;모든 파일 (*)</translation>
        </message>
    </context>
    <context>
        <name>stepline::ManualWindow</name>
        <message>
            <source>Stepline Manual</source>
            <translation>Stepline 설명서</translation>
        </message>
    </context>
    <context>
        <name>stepline::OpPerfTable</name>
        <message>
            <source>Operator efficiency</source>
            <translation>연산자 효율</translation>
        </message>
        <message>
            <source>Not in this profile: %1</source>
            <translation>프로파일에 없음: %1</translation>
        </message>
    </context>
    <context>
        <name>stepline::OpPerfTableModel</name>
        <message>
            <source>Above the roof: a wrong shape, type or peak; no efficiency shown</source>
            <translation>루프 위: 잘못된 형태, 타입 또는 피크이므로 효율을 표시하지 않습니다</translation>
        </message>
        <message>
            <source>over peak</source>
            <translation>피크 초과</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>연산</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>메모리</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>연산자</translation>
        </message>
        <message>
            <source>Input Dims</source>
            <translation>Input Dims</translation>
        </message>
        <message>
            <source>Input type</source>
            <translation>Input type</translation>
        </message>
        <message>
            <source>Calls</source>
            <translation>호출</translation>
        </message>
        <message>
            <source>Kernel time</source>
            <translation>커널 시간</translation>
        </message>
        <message>
            <source>TFLOP/s</source>
            <translation>TFLOP/s</translation>
        </message>
        <message>
            <source>TB/s</source>
            <translation>TB/s</translation>
        </message>
        <message>
            <source>FLOP/byte</source>
            <translation>FLOP/바이트</translation>
        </message>
        <message>
            <source>% of roof</source>
            <translation>루프 대비 %</translation>
        </message>
        <message>
            <source>Bound</source>
            <translation>제한 요인</translation>
        </message>
        <message>
            <source>Above roof</source>
            <translation>루프 초과 시간</translation>
        </message>
    </context>
    <context>
        <name>stepline::PythonStatsPanel</name>
        <message>
            <source>Phase:</source>
            <translation>단계:</translation>
        </message>
        <message>
            <source>Whole job</source>
            <translation>전체 작업</translation>
        </message>
        <message>
            <source>Initialization (before the first step)</source>
            <translation>초기화 (첫 스텝 전)</translation>
        </message>
        <message>
            <source>Training loop</source>
            <translation>학습 루프</translation>
        </message>
        <message>
            <source>Finalization (after the last step)</source>
            <translation>마무리 (마지막 스텝 후)</translation>
        </message>
        <message>
            <source>Steps:</source>
            <translation>스텝:</translation>
        </message>
        <message>
            <source>any</source>
            <translation>전체</translation>
        </message>
        <message>
            <source>Function</source>
            <translation>함수</translation>
        </message>
        <message>
            <source>Calls</source>
            <translation>호출</translation>
        </message>
        <message>
            <source>Total time</source>
            <translation>총 시간</translation>
        </message>
        <message>
            <source>Self time</source>
            <translation>자체 시간</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>불러온 프로파일이 없습니다.</translation>
        </message>
        <message>
            <source>No python_function events match. Python functions are recorded when the trace is taken with with_stack=True.</source>
            <translation>일치하는 python_function 이벤트가 없습니다. Python 함수는 with_stack=True로 트레이스를 기록할 때 남습니다.</translation>
        </message>
        <message numerus="yes">
            <source>%n function(s). Total time counts a recursive function once; self time leaves out the Python functions it called.</source>
            <translation>
                <numerusform>함수 %n개. 총 시간은 재귀 함수를 한 번만 세고, 자체 시간은 호출한 Python 함수를 뺍니다.</numerusform>
            </translation>
        </message>
        <message>
            <source>Source:</source>
            <translation>소스:</translation>
        </message>
        <message>
            <source>Filter by function name</source>
            <translation>함수 이름으로 필터</translation>
        </message>
        <message>
            <source>Inclusive time (cProfile's cumulative time): the function and everything it called.</source>
            <translation>포함 시간(cProfile의 누적 시간): 함수와 그 함수가 호출한 모든 것.</translation>
        </message>
        <message>
            <source>Time in the function itself (cProfile's tottime).</source>
            <translation>함수 자체에서 보낸 시간(cProfile의 tottime).</translation>
        </message>
        <message>
            <source>python_function events (trace)</source>
            <translation>python_function 이벤트(트레이스)</translation>
        </message>
        <message numerus="yes">
            <source>cProfile dumps (%n file(s))</source>
            <translation>
                <numerusform>cProfile 덤프(파일 %n개)</numerusform>
            </translation>
        </message>
        <message>
            <source>Initialization</source>
            <translation>초기화</translation>
        </message>
        <message>
            <source>Finalization</source>
            <translation>마무리</translation>
        </message>
        <message>
            <source>python_function events come from traces taken with with_stack=True; cProfile and pyinstrument dumps are the SageMaker Debugger's python_stats files of the job.</source>
            <translation>python_function 이벤트는 with_stack=True로 기록한 트레이스에서 옵니다. cProfile 및 pyinstrument 덤프는 이 작업의 SageMaker Debugger python_stats 파일입니다.</translation>
        </message>
        <message>
            <source>The Debugger's node id (&lt;pid&gt;-&lt;host&gt;) the dumps come from.</source>
            <translation>덤프가 나온 Debugger 노드 ID(&lt;pid&gt;-&lt;host&gt;)입니다.</translation>
        </message>
        <message>
            <source>Node:</source>
            <translation>노드:</translation>
        </message>
        <message>
            <source>Any</source>
            <translation>전체</translation>
        </message>
        <message>
            <source>Dumps that start and end in this mode; also the mode the step numbers count in (train when Any, as smdebug does).</source>
            <translation>이 모드에서 시작하고 끝나는 덤프입니다. 스텝 번호를 세는 모드이기도 합니다(전체일 때는 smdebug처럼 train).</translation>
        </message>
        <message>
            <source>Mode:</source>
            <translation>모드:</translation>
        </message>
        <message>
            <source>Training phase: the dumps with this start mode and end mode.</source>
            <translation>학습 단계: 이 시작 모드와 종료 모드를 가진 덤프입니다.</translation>
        </message>
        <message>
            <source>Training phase:</source>
            <translation>학습 단계:</translation>
        </message>
        <message>
            <source>The phase of the first step the dumps start at (smdebug's start_phase).</source>
            <translation>덤프가 시작하는 첫 스텝의 단계(smdebug의 start_phase)입니다.</translation>
        </message>
        <message>
            <source>The phase of the last step the dumps end at (smdebug's end_phase).</source>
            <translation>덤프가 끝나는 마지막 스텝의 단계(smdebug의 end_phase)입니다.</translation>
        </message>
        <message>
            <source>to</source>
            <translation>~</translation>
        </message>
        <message>
            <source>Timeline selection</source>
            <translation>타임라인 선택</translation>
        </message>
        <message>
            <source>Only what overlaps the time range selected on the timeline (shift-drag there).</source>
            <translation>타임라인에서 선택한 시간 범위와 겹치는 것만 표시합니다(타임라인에서 Shift+드래그).</translation>
        </message>
        <message>
            <source>Dump</source>
            <translation>덤프</translation>
        </message>
        <message>
            <source>Profiler</source>
            <translation>프로파일러</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>노드</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>시작</translation>
        </message>
        <message>
            <source>End</source>
            <translation>끝</translation>
        </message>
        <message>
            <source>From</source>
            <translation>시작 시각</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>지속 시간</translation>
        </message>
        <message>
            <source>Job phase</source>
            <translation>작업 단계</translation>
        </message>
        <message>
            <source>Readable</source>
            <translation>읽기 가능</translation>
        </message>
        <message>
            <source>Every dump of the job. Select rows to show only those; greyed rows are outside the selection above.</source>
            <translation>작업의 모든 덤프입니다. 행을 선택하면 그것만 표시합니다. 회색 행은 위의 선택 범위 밖입니다.</translation>
        </message>
        <message>
            <source>Calls (cProfile: calls/primitive calls where they differ). pyinstrument samples call stacks and counts no calls.</source>
            <translation>호출(cProfile: 다를 때 호출/기본 호출). pyinstrument는 호출 스택을 샘플링하며 호출 횟수를 세지 않습니다.</translation>
        </message>
        <message>
            <source>Called by</source>
            <translation>호출한 함수</translation>
        </message>
        <message>
            <source>The functions that called the selected one, and its calls and times when called from each.</source>
            <translation>선택한 함수를 호출한 함수들과, 각 호출자에서 호출될 때의 호출 횟수와 시간입니다.</translation>
        </message>
        <message>
            <source>The functions the selected one called, with their calls and times from it.</source>
            <translation>선택한 함수가 호출한 함수들과, 그 함수에서 호출된 횟수와 시간입니다.</translation>
        </message>
        <message>
            <source>Callers and callees</source>
            <translation>호출자와 피호출자</translation>
        </message>
        <message>
            <source>Call tree</source>
            <translation>호출 트리</translation>
        </message>
        <message numerus="yes">
            <source>pyinstrument dumps (%n file(s))</source>
            <translation>
                <numerusform>pyinstrument 덤프(파일 %n개)</numerusform>
            </translation>
        </message>
        <message>
            <source>Every node</source>
            <translation>모든 노드</translation>
        </message>
        <message>
            <source>(none: shift-drag on the timeline)</source>
            <translation>(없음: 타임라인에서 Shift+드래그)</translation>
        </message>
        <message>
            <source>%1 to %2 after the job start</source>
            <translation>작업 시작 후 %1 ~ %2</translation>
        </message>
        <message>
            <source>folder name unknown</source>
            <translation>알 수 없는 폴더 이름</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>예</translation>
        </message>
        <message>
            <source>no: %1</source>
            <translation>아니요: %1</translation>
        </message>
        <message>
            <source>No %1 dump matches this selection.</source>
            <translation>이 선택에 맞는 %1 덤프가 없습니다.</translation>
        </message>
        <message numerus="yes">
            <source>%1 of %2 %3 dumps merged: %n function(s).</source>
            <translation>
                <numerusform>%3 덤프 %2개 중 %1개 병합: 함수 %n개.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 calls (%2 primitive). Times are summed over the dumps, like pstats.Stats.add.</source>
            <translation>호출 %1회(기본 %2회). 시간은 pstats.Stats.add처럼 덤프 전체의 합입니다.</translation>
        </message>
        <message>
            <source>pyinstrument samples call stacks: times are summed over the dumps, it counts no calls.</source>
            <translation>pyinstrument는 호출 스택을 샘플링합니다. 시간은 덤프 전체의 합이며 호출 횟수는 세지 않습니다.</translation>
        </message>
        <message numerus="yes">
            <source>Only the %n dump(s) selected in the table.</source>
            <translation>
                <numerusform>표에서 선택한 덤프 %n개만 표시합니다.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n dump(s) could not be read (see the Readable column).</source>
            <translation>
                <numerusform>덤프 %n개를 읽지 못했습니다('읽기 가능' 열 참고).</numerusform>
            </translation>
        </message>
        <message>
            <source>Widen the selection: every dump is greyed in the table.</source>
            <translation>선택 범위를 넓히세요. 표의 모든 덤프가 회색입니다.</translation>
        </message>
        <message>
            <source>%1 (%2)
total %3, self %4</source>
            <translation>%1 (%2)
전체 %3, 자체 %4</translation>
        </message>
        <message>
            <source>pyinstrument samples call stacks and counts no calls.</source>
            <translation>pyinstrument는 호출 스택을 샘플링하며 호출 횟수를 세지 않습니다.</translation>
        </message>
    </context>
    <context>
        <name>stepline::RankHeatmapWidget</name>
        <message>
            <source>%1 per rank and step</source>
            <translation>랭크와 스텝별 %1</translation>
        </message>
    </context>
    <context>
        <name>stepline::RanksView</name>
        <message>
            <source>Align node clocks</source>
            <translation>노드 시계 맞추기</translation>
        </message>
        <message>
            <source>Subtract each node's estimated clock offset (median end of the matched collectives against the first node) before comparing arrivals. Off: the clocks as recorded.</source>
            <translation>도착 시각을 비교하기 전에 각 노드의 추정 시계 오프셋(첫 노드 대비 일치한 집합 통신 종료 시각의 중앙값)을 뺍니다. 끄면: 기록된 시계 그대로.</translation>
        </message>
        <message>
            <source>Scope:</source>
            <translation>범위:</translation>
        </message>
        <message>
            <source>Straggler #</source>
            <translation>낙오자 순위</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>랭크</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>노드</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>집합 통신</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>대기</translation>
        </message>
        <message>
            <source>Times last</source>
            <translation>마지막 도착 횟수</translation>
        </message>
        <message>
            <source>Delay caused</source>
            <translation>유발한 지연</translation>
        </message>
        <message>
            <source>Unmatched</source>
            <translation>불일치</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>종류</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>그룹</translation>
        </message>
        <message>
            <source>Seq / order</source>
            <translation>Seq / 순서</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>랭크</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>크기</translation>
        </message>
        <message>
            <source>Skew</source>
            <translation>도착 편차</translation>
        </message>
        <message>
            <source>Last rank</source>
            <translation>마지막 랭크</translation>
        </message>
        <message>
            <source>Delay</source>
            <translation>지연</translation>
        </message>
        <message>
            <source>Transfer</source>
            <translation>전송</translation>
        </message>
        <message>
            <source>algbw GB/s</source>
            <translation>algbw GB/s</translation>
        </message>
        <message>
            <source>busbw GB/s</source>
            <translation>busbw GB/s</translation>
        </message>
        <message>
            <source>Double-click a collective to open it in the timeline: the kernels of every rank taking part, the last arrival selected and marked.</source>
            <translation>집합 통신을 두 번 클릭하면 타임라인에서 엽니다: 참여한 모든 랭크의 커널, 마지막 도착이 선택되고 표시됩니다.</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>불러온 프로파일이 없습니다.</translation>
        </message>
        <message>
            <source>%1 collectives matched (%2 of %3 communication kernels).</source>
            <translation>집합 통신 %1개 일치(통신 커널 %3개 중 %2개).</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>알 수 없음</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (subtracted): %2.</source>
            <translation>%1 대비 노드 시계 오프셋(차감됨): %2.</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (not applied): %2.</source>
            <translation>%1 대비 노드 시계 오프셋(적용 안 됨): %2.</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>경고: %1</translation>
        </message>
        <message>
            <source>Seq %1</source>
            <translation>Seq %1</translation>
        </message>
        <message>
            <source>#%1</source>
            <translation>#%1</translation>
        </message>
        <message>
            <source>Matching the collectives of every rank...</source>
            <translation>모든 랭크의 집합 통신을 맞추는 중...</translation>
        </message>
        <message>
            <source>Negative: the ranks' ends come before the last arrival even with the node clocks aligned, so the clock offset estimate does not fit this collective.</source>
            <translation>음수: 노드 시계를 맞춘 뒤에도 랭크들의 종료가 마지막 도착보다 앞섭니다. 시계 오프셋 추정이 이 집합 통신에 맞지 않습니다.</translation>
        </message>
        <message>
            <source>Negative: the ranks' ends come before the last arrival on their own clocks. The nodes' clocks disagree; turn on "Align node clocks".</source>
            <translation>음수: 각 랭크의 시계로는 종료가 마지막 도착보다 앞섭니다. 노드 시계가 서로 다릅니다. "노드 시계 맞추기"를 켜십시오.</translation>
        </message>
        <message>
            <source>Colour:</source>
            <translation>색상:</translation>
        </message>
        <message>
            <source>In synchronous training every rank's step lasts as long as the slowest one's: step time looks the same everywhere. The straggler arrives late and waits least.</source>
            <translation>동기식 학습에서는 모든 랭크의 스텝이 가장 느린 랭크만큼 걸리므로 스텝 시간은 어디서나 같아 보입니다. 낙오 랭크는 늦게 도착하고 가장 적게 기다립니다.</translation>
        </message>
        <message>
            <source>clock skew</source>
            <translation>시계 차이</translation>
        </message>
        <message>
            <source>Exposed wait</source>
            <translation>노출된 대기</translation>
        </message>
        <message>
            <source>Exposed transfer</source>
            <translation>노출된 전송</translation>
        </message>
        <message>
            <source>Communication no computation hid, while the rank waited for the last peer of a collective (its GPUs summed). Caused by the late rank, not by the network.</source>
            <translation>계산에 가려지지 않은 통신 중 랭크가 집합 통신의 마지막 피어를 기다린 시간 (GPU 합계). 네트워크가 아니라 늦은 랭크 때문입니다.</translation>
        </message>
        <message>
            <source>Communication no computation hid, after the last peer arrived: the transfer itself.</source>
            <translation>마지막 피어가 도착한 뒤 계산에 가려지지 않은 통신: 전송 자체입니다.</translation>
        </message>
        <message>
            <source>Not known here: the ranks of this job were read without their events.</source>
            <translation>여기서는 알 수 없음: 이 작업의 랭크들이 이벤트 없이 읽혔습니다.</translation>
        </message>
        <message>
            <source>Not split: this rank took part in no matched collective.</source>
            <translation>나뉘지 않음: 이 랭크는 매칭된 집합 통신에 참여하지 않았습니다.</translation>
        </message>
    </context>
    <context>
        <name>stepline::SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>설정</translation>
        </message>
        <message>
            <source>Folder with one sub-folder or trace file per training job</source>
            <translation>학습 작업마다 하위 폴더나 트레이스 파일이 하나씩 있는 폴더</translation>
        </message>
        <message>
            <source>Browse...</source>
            <translation>찾아보기...</translation>
        </message>
        <message>
            <source>Profiles folder:</source>
            <translation>프로파일 폴더:</translation>
        </message>
        <message>
            <source>Profiles folder</source>
            <translation>프로파일 폴더</translation>
        </message>
        <message>
            <source>Follow the system</source>
            <translation>시스템 따르기</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>밝게</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>어둡게</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>테마:</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>자동</translation>
        </message>
        <message>
            <source>Nanoseconds (ns)</source>
            <translation>나노초 (ns)</translation>
        </message>
        <message>
            <source>Microseconds (µs)</source>
            <translation>마이크로초 (µs)</translation>
        </message>
        <message>
            <source>Milliseconds (ms)</source>
            <translation>밀리초 (ms)</translation>
        </message>
        <message>
            <source>Seconds (s)</source>
            <translation>초 (s)</translation>
        </message>
        <message>
            <source>Time units:</source>
            <translation>시간 단위:</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>시스템 언어</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>언어:</translation>
        </message>
        <message>
            <source>A new language applies the next time Stepline starts.</source>
            <translation>새 언어는 Stepline을 다음에 시작할 때 적용됩니다.</translation>
        </message>
    </context>
    <context>
        <name>stepline::ShortcutPanel</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>단축키</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>동작</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>단축키</translation>
        </message>
    </context>
    <context>
        <name>stepline::SubsetDialog</name>
        <message>
            <source>The job may not fit in memory</source>
            <translation>작업이 메모리에 들어가지 않을 수 있습니다</translation>
        </message>
        <message>
            <source>Loading %1 needs about %2 of memory (a model of about %3 for %4 events), but only %5 is available. Load part of the job: some of its ranks, a time window, or both.</source>
            <translation>%1을(를) 불러오려면 약 %2의 메모리가 필요하지만(이벤트 %4개, 모델 약 %3) 사용 가능한 메모리는 %5뿐입니다. 작업의 일부만 불러오세요: 일부 랭크, 시간 구간 또는 둘 다.</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>랭크</translation>
        </message>
        <message>
            <source>Rank %1  -  %2 (%3, about %4 in memory)</source>
            <translation>랭크 %1  -  %2 (%3, 메모리 약 %4)</translation>
        </message>
        <message>
            <source>Time window</source>
            <translation>시간 구간</translation>
        </message>
        <message>
            <source>e.g. 0s</source>
            <translation>예: 0s</translation>
        </message>
        <message>
            <source>e.g. 10s</source>
            <translation>예: 10s</translation>
        </message>
        <message>
            <source>From:</source>
            <translation>시작:</translation>
        </message>
        <message>
            <source>To:</source>
            <translation>끝:</translation>
        </message>
        <message>
            <source>Times since the job start (0 on the timeline): 2s, 1500ms, 300us; a plain number is seconds. Slices overlapping the window are kept whole.</source>
            <translation>작업 시작부터의 시간(타임라인의 0): 2s, 1500ms, 300us. 단위 없는 숫자는 초입니다. 구간에 걸친 슬라이스는 통째로 유지됩니다.</translation>
        </message>
        <message>
            <source>Load Subset</source>
            <translation>일부 불러오기</translation>
        </message>
        <message>
            <source>Load Anyway</source>
            <translation>그래도 불러오기</translation>
        </message>
        <message>
            <source>Check at least one rank.</source>
            <translation>랭크를 하나 이상 선택하세요.</translation>
        </message>
        <message>
            <source>The window needs a start and a later end, e.g. 0s and 10s.</source>
            <translation>구간에는 시작과 그보다 뒤의 끝이 필요합니다. 예: 0s와 10s.</translation>
        </message>
        <message>
            <source>With this choice: about %1 of the %2 available; it should fit.</source>
            <translation>이 선택으로는 사용 가능한 %2 중 약 %1: 들어갈 것입니다.</translation>
        </message>
        <message>
            <source>With this choice: about %1 of the %2 available; still too much.</source>
            <translation>이 선택으로는 사용 가능한 %2 중 약 %1: 아직 너무 많습니다.</translation>
        </message>
    </context>
    <context>
        <name>stepline::TimelineView</name>
        <message>
            <source>%1 more launch arrows hidden</source>
            <translation>실행 화살표 %1개 숨김</translation>
        </message>
        <message>
            <source>%1 events merged
%2
click to zoom in</source>
            <translation>이벤트 %1개 병합됨
%2
클릭하면 확대</translation>
        </message>
        <message>
            <source>%1 instant events merged
first: %2</source>
            <translation>순간 이벤트 %1개 병합됨
첫 번째: %2</translation>
        </message>
        <message>
            <source>Timeline: zoom in</source>
            <translation>타임라인: 확대</translation>
        </message>
        <message>
            <source>W, +</source>
            <translation>W, +</translation>
        </message>
        <message>
            <source>Timeline: zoom out</source>
            <translation>타임라인: 축소</translation>
        </message>
        <message>
            <source>S, -</source>
            <translation>S, -</translation>
        </message>
        <message>
            <source>Timeline: pan left / right</source>
            <translation>타임라인: 왼쪽 / 오른쪽으로 이동</translation>
        </message>
        <message>
            <source>A, Left / D, Right</source>
            <translation>A, 왼쪽 / D, 오른쪽</translation>
        </message>
        <message>
            <source>Timeline: scroll the rows</source>
            <translation>타임라인: 행 스크롤</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>위 / 아래</translation>
        </message>
        <message>
            <source>Timeline: show the whole job</source>
            <translation>타임라인: 작업 전체 보기</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Home</translation>
        </message>
        <message>
            <source>Timeline: zoom to the selection (or the measured range)</source>
            <translation>타임라인: 선택 항목(또는 측정 구간)으로 확대</translation>
        </message>
        <message>
            <source>F</source>
            <translation>F</translation>
        </message>
        <message>
            <source>Timeline: measure a range</source>
            <translation>타임라인: 구간 측정</translation>
        </message>
        <message>
            <source>Shift+drag</source>
            <translation>Shift+드래그</translation>
        </message>
        <message>
            <source>Timeline: clear the measured range</source>
            <translation>타임라인: 측정 구간 지우기</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Timeline: pan</source>
            <translation>타임라인: 이동</translation>
        </message>
        <message>
            <source>drag</source>
            <translation>드래그</translation>
        </message>
    </context>
    <context>
        <name>stepline::TimelineWidget</name>
        <message>
            <source>Step</source>
            <translation>스텝</translation>
        </message>
        <message>
            <source>Go to ProfilerStep N (Enter)</source>
            <translation>ProfilerStep N으로 이동 (Enter)</translation>
        </message>
        <message>
            <source>Previous step</source>
            <translation>이전 스텝</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>다음 스텝</translation>
        </message>
        <message>
            <source>Search names (Ctrl+F)</source>
            <translation>이름 검색 (Ctrl+F)</translation>
        </message>
        <message>
            <source>Regex</source>
            <translation>정규식</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>이전 일치 (Shift+Enter)</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>다음 일치 (Enter)</translation>
        </message>
        <message>
            <source>Only rows with matches</source>
            <translation>일치하는 행만</translation>
        </message>
        <message>
            <source>Hide idle rows</source>
            <translation>유휴 행 숨기기</translation>
        </message>
        <message>
            <source>All launch arrows</source>
            <translation>모든 실행 화살표</translation>
        </message>
        <message>
            <source>Wall clock</source>
            <translation>벽시계 시각</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>맞춤</translation>
        </message>
        <message>
            <source>Show the whole job (Home)</source>
            <translation>전체 작업 보기 (Home)</translation>
        </message>
        <message>
            <source>Current selection</source>
            <translation>현재 선택</translation>
        </message>
        <message>
            <source>Connections</source>
            <translation>연결</translation>
        </message>
        <message>
            <source>Measured range (Shift+drag)</source>
            <translation>측정 구간 (Shift+드래그)</translation>
        </message>
        <message>
            <source>(no steps)</source>
            <translation>(스텝 없음)</translation>
        </message>
        <message>
            <source>of %1…%2</source>
            <translation>/ %1…%2</translation>
        </message>
        <message>
            <source>&lt;i&gt;No profile loaded.&lt;/i&gt;</source>
            <translation>&lt;i&gt;불러온 프로파일이 없습니다.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>invalid regex</source>
            <translation>잘못된 정규식</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>일치 %1개</translation>
        </message>
        <message>
            <source>last arrival: rank %1</source>
            <translation>마지막 도착: 랭크 %1</translation>
        </message>
        <message>
            <source>Fold all rows</source>
            <translation>모든 행 접기</translation>
        </message>
        <message>
            <source>Unfold all rows</source>
            <translation>모든 행 펼치기</translation>
        </message>
        <message>
            <source>Fold CPU processes</source>
            <translation>CPU 프로세스 접기</translation>
        </message>
        <message>
            <source>Show profiler bookkeeping rows (Spans, Traces, no pid)</source>
            <translation>프로파일러 관리용 행 표시 (Spans, Traces, pid 없음)</translation>
        </message>
        <message>
            <source>all</source>
            <translation>전체</translation>
        </message>
    </context>
    <context>
        <name>stepline::TrackTreeModel</name>
        <message>
            <source>thread %1</source>
            <translation>스레드 %1</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>작업</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>랭크 %1</translation>
        </message>
        <message>
            <source>process %1</source>
            <translation>프로세스 %1</translation>
        </message>
        <message>
            <source>%1 (pid %2)</source>
            <translation>%1 (pid %2)</translation>
        </message>
        <message>
            <source>rank %1 · %2</source>
            <translation>랭크 %1 · %2</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>GPU %1 · rank %2</source>
            <translation>GPU %1 · 랭크 %2</translation>
        </message>
        <message>
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>GPU %1 host</source>
            <translation>GPU %1 호스트</translation>
        </message>
        <message>
            <source>GPU %1 device</source>
            <translation>GPU %1 장치</translation>
        </message>
        <message>
            <source>%1
%2 events</source>
            <translation>%1
이벤트 %2개</translation>
        </message>
        <message>
            <source>Tracks</source>
            <translation>트랙</translation>
        </message>
        <message>
            <source>GPU utilization (mean)</source>
            <translation>GPU 사용률 (평균)</translation>
        </message>
        <message>
            <source>GPU %1 utilization</source>
            <translation>GPU %1 사용률</translation>
        </message>
        <message>
            <source>(no tid)</source>
            <translation>(tid 없음)</translation>
        </message>
        <message>
            <source>(no pid)</source>
            <translation>(pid 없음)</translation>
        </message>
        <message>
            <source>CPU utilization · rank %1</source>
            <translation>CPU 사용률 · 랭크 %1</translation>
        </message>
        <message>
            <source>CPU utilization</source>
            <translation>CPU 사용률</translation>
        </message>
        <message>
            <source>GPU %1 idle causes</source>
            <translation>GPU %1 유휴 원인</translation>
        </message>
        <message>
            <source>GPU %1 memory allocated</source>
            <translation>GPU %1 할당 메모리</translation>
        </message>
        <message>
            <source>GPU %1 memory reserved</source>
            <translation>GPU %1 예약 메모리</translation>
        </message>
    </context>
    <context>
        <name>stepline::WhatIfPanel</name>
        <message>
            <source>Hide the critical path</source>
            <translation>임계 경로 숨기기</translation>
        </message>
        <message>
            <source>Deselect the scenario: the timeline no longer draws its critical path.</source>
            <translation>시나리오 선택 해제: 타임라인에 임계 경로를 더 이상 그리지 않습니다.</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>불러온 프로파일이 없습니다.</translation>
        </message>
        <message>
            <source>What a fix would buy: the job replayed with one cause changed</source>
            <translation>수정으로 얻는 것: 원인 하나를 바꿔 재생한 작업</translation>
        </message>
        <message>
            <source>Not in this profile: %1.</source>
            <translation>이 프로파일에 없음: %1.</translation>
        </message>
        <message>
            <source>No predictions: the replay with nothing changed gives a mean step of %1 against the measured %2, %3 off; the model allows 1 %, so its predictions would not be trusted.</source>
            <translation>예측 없음: 아무것도 바꾸지 않은 재생의 평균 스텝은 %1로 측정값 %2와 %3 차이가 납니다. 모델은 1 %까지 허용하므로 예측을 신뢰할 수 없습니다.</translation>
        </message>
        <message>
            <source>No predictions: %1. Measured mean step %2.</source>
            <translation>예측 없음: %1. 측정된 평균 스텝 %2.</translation>
        </message>
        <message numerus="yes">
            <source>Measured mean step %1 (%n step(s) on all ranks); the replay with nothing changed gives %2 (%3 off, within the 1 % the model allows).</source>
            <translation>
                <numerusform>측정된 평균 스텝 %1(모든 랭크에서 스텝 %n개). 아무것도 바꾸지 않은 재생은 %2(%3 차이, 모델이 허용하는 1 % 이내)입니다.</numerusform>
            </translation>
        </message>
        <message>
            <source>The bars are the predicted mean steps, the line the measured one. Select a row to see the critical path of step %1, the worst, measured and predicted, and to draw both on the timeline.</source>
            <translation>막대는 예측된 평균 스텝, 선은 측정값입니다. 행을 선택하면 가장 나쁜 스텝 %1의 임계 경로를 측정과 예측 모두 보여 주고 타임라인에 그립니다.</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>랭크 %1</translation>
        </message>
        <message>
            <source>ends on %1</source>
            <translation>%1에서 끝남</translation>
        </message>
        <message>
            <source>bound by</source>
            <translation>제약 요인</translation>
        </message>
        <message>
            <source>The chain starts %1 after the step began, at the first event of %2 that nothing before it explains.</source>
            <translation>체인은 스텝 시작 %1 후, 앞의 어떤 것으로도 설명되지 않는 %2의 첫 이벤트에서 시작합니다.</translation>
        </message>
        <message>
            <source>rank %1 · %2 · %3 at %4</source>
            <translation>랭크 %1 · %2 · %4에 %3</translation>
        </message>
        <message numerus="yes">
            <source>%n shorter piece(s), %1 in all, are drawn on the timeline but not listed.</source>
            <translation>
                <numerusform>더 짧은 조각 %n개(모두 %1)는 타임라인에 그려지지만 나열되지 않습니다.</numerusform>
            </translation>
        </message>
        <message>
            <source>Select a row to see its critical path.</source>
            <translation>행을 선택하면 임계 경로를 볼 수 있습니다.</translation>
        </message>
        <message>
            <source>not predicted: %1.</source>
            <translation>예측 안 됨: %1.</translation>
        </message>
        <message>
            <source>No critical path: %1.</source>
            <translation>임계 경로 없음: %1.</translation>
        </message>
        <message>
            <source>Critical path of %1, the worst measured step: the chain of events, across ranks, that set its end. Click a place to open it in the timeline.</source>
            <translation>측정된 가장 나쁜 스텝인 %1의 임계 경로: 랭크를 가로질러 그 끝을 정한 이벤트 체인입니다. 위치를 클릭하면 타임라인에서 엽니다.</translation>
        </message>
        <message>
            <source>step %1</source>
            <translation>스텝 %1</translation>
        </message>
        <message>
            <source>Measured</source>
            <translation>측정</translation>
        </message>
        <message>
            <source>%1 (predicted times)</source>
            <translation>%1(예측 시각)</translation>
        </message>
    </context>
    <context>
        <name>stepline::WhatIfScenarioModel</name>
        <message>
            <source>Data loader returns at once</source>
            <translation>데이터 로더가 즉시 반환</translation>
        </message>
        <message>
            <source>Communication twice as fast</source>
            <translation>통신 두 배 빠르게</translation>
        </message>
        <message>
            <source>No launch overhead</source>
            <translation>실행 오버헤드 없음</translation>
        </message>
        <message>
            <source>Host syncs do not wait</source>
            <translation>호스트 동기화가 기다리지 않음</translation>
        </message>
        <message>
            <source>Copies take no time</source>
            <translation>복사에 시간이 들지 않음</translation>
        </message>
        <message>
            <source>Straggler on time</source>
            <translation>느린 랭크가 제시간에 도착</translation>
        </message>
        <message>
            <source>Host operators twice as fast</source>
            <translation>호스트 연산자 두 배 빠르게</translation>
        </message>
        <message>
            <source>Measured</source>
            <translation>측정</translation>
        </message>
        <message>
            <source>The mean ProfilerStep time over all ranks, as measured.</source>
            <translation>모든 랭크의 평균 ProfilerStep 시간(측정값).</translation>
        </message>
        <message>
            <source>Every DataLoader GetNext call returns at once.</source>
            <translation>모든 DataLoader GetNext 호출이 즉시 반환합니다.</translation>
        </message>
        <message>
            <source>Each collective's transfer (after the last rank arrived) takes half as long.</source>
            <translation>각 집합 통신의 전송(마지막 랭크 도착 후)이 절반의 시간만 걸립니다.</translation>
        </message>
        <message>
            <source>Launch calls and launch latency take no time, as with CUDA graphs.</source>
            <translation>CUDA 그래프처럼 실행 호출과 실행 지연에 시간이 들지 않습니다.</translation>
        </message>
        <message>
            <source>Host synchronizations (.item(), cudaStreamSynchronize, blocking copies) do not wait for the GPU.</source>
            <translation>호스트 동기화(.item(), cudaStreamSynchronize, 블로킹 복사)가 GPU를 기다리지 않습니다.</translation>
        </message>
        <message>
            <source>GPU copies take no time.</source>
            <translation>GPU 복사에 시간이 들지 않습니다.</translation>
        </message>
        <message>
            <source>The top straggler, rank %1, arrives with the second-latest rank at every collective.</source>
            <translation>가장 느린 랭크 %1이 모든 집합 통신에서 두 번째로 늦은 랭크와 함께 도착합니다.</translation>
        </message>
        <message>
            <source>The top straggler arrives with the second-latest rank at every collective.</source>
            <translation>가장 느린 랭크가 모든 집합 통신에서 두 번째로 늦은 랭크와 함께 도착합니다.</translation>
        </message>
        <message>
            <source>Host operator time between launches halves.</source>
            <translation>실행 사이의 호스트 연산자 시간이 절반이 됩니다.</translation>
        </message>
        <message>
            <source>(scenario %1)</source>
            <translation>(시나리오 %1)</translation>
        </message>
        <message>
            <source>not predicted: %1</source>
            <translation>예측 안 됨: %1</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Not predicted: %1</source>
            <translation>예측 안 됨: %1</translation>
        </message>
        <message>
            <source>The bar is the predicted mean step, the line the measured one; the shaded part between them is what the fix would save.</source>
            <translation>막대는 예측된 평균 스텝, 선은 측정값이며, 그 사이의 음영 부분이 수정으로 절약할 시간입니다.</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>시나리오</translation>
        </message>
        <message>
            <source>Predicted mean step</source>
            <translation>예측 평균 스텝</translation>
        </message>
        <message>
            <source>Saving per step</source>
            <translation>스텝당 절약</translation>
        </message>
    </context>
</TS>
