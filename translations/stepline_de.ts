<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>CliArgs</name>
        <message>
            <source>%1 takes no value</source>
            <translation>%1 nimmt keinen Wert</translation>
        </message>
        <message>
            <source>%1 needs a value</source>
            <translation>%1 braucht einen Wert</translation>
        </message>
        <message>
            <source>unknown option %1</source>
            <translation>unbekannte Option %1</translation>
        </message>
        <message>
            <source>only one PATH, got also %1</source>
            <translation>nur ein PATH erlaubt, zusätzlich erhalten: %1</translation>
        </message>
        <message>
            <source>--step-range needs the name (or a pattern with * and ?) of an NVTX range</source>
            <translation>--step-range braucht den Namen (oder ein Muster mit * und ?) eines NVTX-Bereichs</translation>
        </message>
    </context>
    <context>
        <name>CompareCharts</name>
        <message>
            <source>Rank window lengths, BASE and NEW</source>
            <translation>Längen der Rank-Fenster, BASE und NEW</translation>
        </message>
        <message>
            <source>Step times, BASE and NEW</source>
            <translation>Schrittzeiten, BASE und NEW</translation>
        </message>
        <message>
            <source>Neither profile has a step or a window to compare.</source>
            <translation>Keines der Profile hat einen Schritt oder ein Fenster zum Vergleichen.</translation>
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
            <translation>BASE: %1 x, %2
NEW: %3 x, %4</translation>
        </message>
        <message>
            <source>ratio %1</source>
            <translation>Verhältnis %1</translation>
        </message>
        <message>
            <source>No change on the rows both have.</source>
            <translation>Keine Änderung bei den Zeilen, die beide haben.</translation>
        </message>
        <message>
            <source>GPU time per step, BASE and NEW</source>
            <translation>GPU-Zeit je Schritt, BASE und NEW</translation>
        </message>
        <message>
            <source>GPU time per device, BASE and NEW</source>
            <translation>GPU-Zeit je Gerät, BASE und NEW</translation>
        </message>
        <message>
            <source>Neither profile has GPU activity: no GPU time breakdown.</source>
            <translation>Keines der Profile hat GPU-Aktivität: keine GPU-Zeitaufteilung.</translation>
        </message>
        <message>
            <source>No GPU time on either side.</source>
            <translation>Auf keiner Seite GPU-Zeit.</translation>
        </message>
        <message>
            <source>Median rank window: %1 -&gt; %2</source>
            <translation>Median des Rank-Fensters: %1 -&gt; %2</translation>
        </message>
        <message>
            <source>Median step: %1 -&gt; %2</source>
            <translation>Median-Schritt: %1 -&gt; %2</translation>
        </message>
        <message>
            <source>NEW is %1 % slower than BASE</source>
            <translation>NEW ist %1 % langsamer als BASE</translation>
        </message>
        <message>
            <source>NEW is %1 % faster than BASE</source>
            <translation>NEW ist %1 % schneller als BASE</translation>
        </message>
        <message>
            <source>Unchanged: NEW is within %1 % of BASE</source>
            <translation>Unverändert: NEW liegt innerhalb von %1 % von BASE</translation>
        </message>
        <message>
            <source>Kernel time, NEW - BASE (top %1 by |delta|)</source>
            <translation>Kernelzeit, NEW - BASE (Top %1 nach |Differenz|)</translation>
        </message>
        <message>
            <source>Operator time, NEW - BASE (top %1 by |delta|)</source>
            <translation>Operatorzeit, NEW - BASE (Top %1 nach |Differenz|)</translation>
        </message>
        <message>
            <source>No operator (cpu_op) name is on both sides.</source>
            <translation>Kein Operatorname (cpu_op) kommt auf beiden Seiten vor.</translation>
        </message>
        <message>
            <source>Comparison of two profiles</source>
            <translation>Vergleich zweier Profile</translation>
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
            <translation>Kernel nach normalisiertem Namen zugeordnet.</translation>
        </message>
        <message>
            <source>GPU time per step (BASE -&gt; NEW):</source>
            <translation>GPU-Zeit je Schritt (BASE -&gt; NEW):</translation>
        </message>
        <message>
            <source>GPU time per device over its span (BASE -&gt; NEW):</source>
            <translation>GPU-Zeit je Gerät über seine Spanne (BASE -&gt; NEW):</translation>
        </message>
        <message>
            <source>not in this profile</source>
            <translation>nicht in diesem Profil</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>Leerlauf</translation>
        </message>
        <message>
            <source>Kernel</source>
            <translation>Kernel</translation>
        </message>
        <message>
            <source>Count BASE</source>
            <translation>Anzahl BASE</translation>
        </message>
        <message>
            <source>Count NEW</source>
            <translation>Anzahl NEW</translation>
        </message>
        <message>
            <source>Total BASE</source>
            <translation>Summe BASE</translation>
        </message>
        <message>
            <source>Total NEW</source>
            <translation>Summe NEW</translation>
        </message>
        <message>
            <source>Delta</source>
            <translation>Differenz</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>Operator</translation>
        </message>
        <message>
            <source>Why the mean step changed, NEW - BASE</source>
            <translation>Warum sich der mittlere Schritt änderte, NEW - BASE</translation>
        </message>
        <message>
            <source>%1 of the delta</source>
            <translation>%1 der Differenz</translation>
        </message>
        <message>
            <source>The mean step did not change.</source>
            <translation>Der mittlere Schritt hat sich nicht geändert.</translation>
        </message>
        <message>
            <source>mean step delta</source>
            <translation>mittlere Schrittdifferenz</translation>
        </message>
        <message>
            <source>95 % interval [%1, %2]</source>
            <translation>95-%-Intervall [%1, %2]</translation>
        </message>
        <message>
            <source>No interval: fewer than 2 steps on a side.</source>
            <translation>Kein Intervall: weniger als 2 Schritte auf einer Seite.</translation>
        </message>
        <message>
            <source>No significant change</source>
            <translation>Keine signifikante Änderung</translation>
        </message>
        <message>
            <source>mean step delta %1, 95 % interval [%2, %3]</source>
            <translation>mittlere Schrittdifferenz %1, 95-%-Intervall [%2, %3]</translation>
        </message>
        <message>
            <source>No kernel name is on both sides. Try matching by normalized names or by operator.</source>
            <translation>Kein Kernelname kommt auf beiden Seiten vor. Versuchen Sie den Abgleich über normalisierte Namen oder über den Operator.</translation>
        </message>
        <message>
            <source>Comparability: %1</source>
            <translation>Vergleichbarkeit: %1</translation>
        </message>
    </context>
    <context>
        <name>ConvertCommand</name>
        <message>
            <source>Usage: stepline convert PATH -o FILE.stepline [--level 1..19]</source>
            <translation>Aufruf: stepline convert PATH -o FILE.stepline [--level 1..19]</translation>
        </message>
        <message>
            <source>--level takes a number from 1 to 19</source>
            <translation>--level erwartet eine Zahl von 1 bis 19</translation>
        </message>
        <message>
            <source>Writes a trace file or a job folder as one compact .stepline file.</source>
            <translation>Schreibt eine Trace-Datei oder einen Job-Ordner als eine kompakte .stepline-Datei.</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH fehlt</translation>
        </message>
        <message>
            <source>missing -o FILE.stepline</source>
            <translation>-o FILE.stepline fehlt</translation>
        </message>
        <message>
            <source>%1: %2 events, %3 bytes (loaded in %4 ms, written in %5 ms)</source>
            <translation>%1: %2 Ereignisse, %3 Bytes (geladen in %4 ms, geschrieben in %5 ms)</translation>
        </message>
    </context>
    <context>
        <name>ExportChartsCommand</name>
        <message>
            <source>--annotation needs a name</source>
            <translation>--annotation benötigt einen Namen</translation>
        </message>
        <message>
            <source>--format is png, svg or pdf</source>
            <translation>--format ist png, svg oder pdf</translation>
        </message>
        <message>
            <source>--size is WIDTHxHEIGHT in pixels, e.g. 1200x700</source>
            <translation>--size ist BREITExHÖHE in Pixeln, z. B. 1200x700</translation>
        </message>
        <message>
            <source>--size must be between 100x100 and 10000x10000</source>
            <translation>--size muss zwischen 100x100 und 10000x10000 liegen</translation>
        </message>
        <message>
            <source>--dpr is a device pixel ratio from 1 to 4</source>
            <translation>--dpr ist ein Gerätepixelverhältnis von 1 bis 4</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH fehlt</translation>
        </message>
        <message>
            <source>missing -o FILE.pdf</source>
            <translation>-o FILE.pdf fehlt</translation>
        </message>
        <message>
            <source>missing -o DIR</source>
            <translation>-o DIR fehlt</translation>
        </message>
        <message>
            <source>stepline: warning: the profile has no %1; every chart says so</source>
            <translation>stepline: Warnung: Das Profil hat kein(e) %1; jedes Diagramm sagt es</translation>
        </message>
        <message>
            <source>set with --set on the command line</source>
            <translation>mit --set auf der Befehlszeile gesetzt</translation>
        </message>
        <message>
            <source>--match is exact or normalized</source>
            <translation>--match ist exact oder normalized</translation>
        </message>
        <message>
            <source>--match needs --compare BASE</source>
            <translation>--match braucht --compare BASE</translation>
        </message>
    </context>
    <context>
        <name>ExportTimelineCommand</name>
        <message>
            <source>--from needs a time in ns (0 or more)</source>
            <translation>--from braucht eine Zeit in ns (0 oder mehr)</translation>
        </message>
        <message>
            <source>--to needs a time in ns (0 or more)</source>
            <translation>--to braucht eine Zeit in ns (0 oder mehr)</translation>
        </message>
        <message>
            <source>--step needs a step number</source>
            <translation>--step braucht eine Schrittnummer</translation>
        </message>
        <message>
            <source>--size is WIDTHxHEIGHT in pixels, from 200x100 to 10000x10000</source>
            <translation>--size ist BREITExHÖHE in Pixeln, von 200x100 bis 10000x10000</translation>
        </message>
        <message>
            <source>--rows needs a regular expression</source>
            <translation>--rows braucht einen regulären Ausdruck</translation>
        </message>
        <message>
            <source>unexpected argument: %1</source>
            <translation>unerwartetes Argument: %1</translation>
        </message>
        <message>
            <source>PATH and -o FILE are required</source>
            <translation>PATH und -o DATEI sind erforderlich</translation>
        </message>
        <message>
            <source>--from and --to go together</source>
            <translation>--from und --to gehören zusammen</translation>
        </message>
        <message>
            <source>--to must be after --from</source>
            <translation>--to muss nach --from liegen</translation>
        </message>
        <message>
            <source>use either --from/--to or --step</source>
            <translation>entweder --from/--to oder --step verwenden</translation>
        </message>
        <message>
            <source>no image writer for .%1</source>
            <translation>kein Bildschreiber für .%1</translation>
        </message>
    </context>
    <context>
        <name>JobsCommand</name>
        <message>
            <source>stepline jobs: warning: the facts cache was not saved (%1)</source>
            <translation>stepline jobs: Warnung: Der Fakten-Cache wurde nicht gespeichert (%1)</translation>
        </message>
    </context>
    <context>
        <name>stepline::LoadError</name>
        <message>
            <source>(byte %1)</source>
            <translation>(Byte %1)</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>Lesen</translation>
        </message>
        <message>
            <source>The compressed file is damaged. Download or copy it again, or decompress it with gzip -d / zstd -d to see how far it reads.</source>
            <translation>Die komprimierte Datei ist beschädigt. Laden oder kopieren Sie sie erneut, oder entpacken Sie sie mit gzip -d / zstd -d, um zu sehen, wie weit sie lesbar ist.</translation>
        </message>
        <message>
            <source>This JSON has no "traceEvents" array, so it is not a Chrome/PyTorch trace (top-level keys: %1).</source>
            <translation>Dieses JSON hat kein Array "traceEvents" und ist daher kein Chrome/PyTorch-Trace (Schlüssel der obersten Ebene: %1).</translation>
        </message>
        <message>
            <source>Open the .json / .pt.trace.json file written by the PyTorch profiler (torch.profiler) or another Chrome-trace producer.</source>
            <translation>Öffnen Sie die .json- / .pt.trace.json-Datei, die der PyTorch-Profiler (torch.profiler) oder ein anderer Chrome-Trace-Erzeuger geschrieben hat.</translation>
        </message>
        <message>
            <source>The trace contains no events.</source>
            <translation>Der Trace enthält keine Ereignisse.</translation>
        </message>
        <message>
            <source>None of the %1 events of this trace can be shown (only metadata, flows or skipped events).</source>
            <translation>Keines der %1 Ereignisse dieses Traces kann angezeigt werden (nur Metadaten, Flows oder übersprungene Ereignisse).</translation>
        </message>
        <message>
            <source>Record a profile with at least one active step (torch.profiler.schedule with active &gt;= 1) and export it again.</source>
            <translation>Zeichnen Sie ein Profil mit mindestens einem aktiven Schritt auf (torch.profiler.schedule mit active &gt;= 1) und exportieren Sie es erneut.</translation>
        </message>
        <message>
            <source>Not a trace: %1.</source>
            <translation>Kein Trace: %1.</translation>
        </message>
        <message>
            <source>Open the .json / .json.gz / .json.zst trace written by the PyTorch profiler or another Chrome-trace producer.</source>
            <translation>Öffnen Sie den .json- / .json.gz- / .json.zst-Trace, den der PyTorch-Profiler oder ein anderer Chrome-Trace-Erzeuger geschrieben hat.</translation>
        </message>
        <message>
            <source>Cannot load: %1.</source>
            <translation>Laden nicht möglich: %1.</translation>
        </message>
        <message>
            <source>The file is probably damaged; check it with a JSON tool.</source>
            <translation>Die Datei ist wahrscheinlich beschädigt; prüfen Sie sie mit einem JSON-Werkzeug.</translation>
        </message>
        <message>
            <source>The JSON is malformed here: %1.</source>
            <translation>Das JSON ist hier fehlerhaft: %1.</translation>
        </message>
        <message>
            <source>The file is damaged or was edited by hand. Export the trace again, or fix the JSON at this position.</source>
            <translation>Die Datei ist beschädigt oder wurde von Hand bearbeitet. Exportieren Sie den Trace erneut oder korrigieren Sie das JSON an dieser Stelle.</translation>
        </message>
        <message>
            <source>Loading was canceled.</source>
            <translation>Das Laden wurde abgebrochen.</translation>
        </message>
        <message>
            <source>The trace has more events than Stepline can index (about 4 billion).</source>
            <translation>Der Trace hat mehr Ereignisse, als Stepline indizieren kann (etwa 4 Milliarden).</translation>
        </message>
        <message>
            <source>Record a shorter window (fewer active steps) or split the trace.</source>
            <translation>Zeichnen Sie ein kürzeres Fenster auf (weniger aktive Schritte) oder teilen Sie den Trace.</translation>
        </message>
        <message>
            <source>The gzip data is corrupt at compressed byte %1 (%2).</source>
            <translation>Die gzip-Daten sind bei komprimiertem Byte %1 beschädigt (%2).</translation>
        </message>
        <message>
            <source>The zstd data is corrupt at compressed byte %1 (%2).</source>
            <translation>Die zstd-Daten sind bei komprimiertem Byte %1 beschädigt (%2).</translation>
        </message>
        <message>
            <source>The file does not exist.</source>
            <translation>Die Datei existiert nicht.</translation>
        </message>
        <message>
            <source>The file cannot be read: %1.</source>
            <translation>Die Datei kann nicht gelesen werden: %1.</translation>
        </message>
        <message>
            <source>Check the path and the file permissions.</source>
            <translation>Prüfen Sie den Pfad und die Dateiberechtigungen.</translation>
        </message>
        <message>
            <source>The file is empty.</source>
            <translation>Die Datei ist leer.</translation>
        </message>
        <message>
            <source>The profiler may still be writing it, or it crashed before writing.</source>
            <translation>Der Profiler schreibt sie möglicherweise noch, oder er ist vor dem Schreiben abgestürzt.</translation>
        </message>
        <message>
            <source>Loading this file needs about %1 MiB of memory, but only %2 MiB are available.</source>
            <translation>Das Laden dieser Datei benötigt etwa %1 MiB Speicher, verfügbar sind aber nur %2 MiB.</translation>
        </message>
        <message>
            <source>Reading the file failed: %1.</source>
            <translation>Das Lesen der Datei ist fehlgeschlagen: %1.</translation>
        </message>
        <message>
            <source>Indexing</source>
            <translation>Indizieren</translation>
        </message>
        <message>
            <source>The path does not exist.</source>
            <translation>Der Pfad existiert nicht.</translation>
        </message>
        <message>
            <source>Check the path.</source>
            <translation>Prüfen Sie den Pfad.</translation>
        </message>
        <message>
            <source>Point Stepline at the folder the profiler wrote its traces to.</source>
            <translation>Öffnen Sie in Stepline den Ordner, in den der Profiler seine Traces geschrieben hat.</translation>
        </message>
        <message>
            <source>Loading these %1 files needs about %2 MiB of memory, but only %3 MiB are available.</source>
            <translation>Das Laden dieser %1 Dateien benötigt etwa %2 MiB Speicher, verfügbar sind aber nur %3 MiB.</translation>
        </message>
        <message>
            <source>No file in this folder is a trace. First problem: %1</source>
            <translation>Keine Datei in diesem Ordner ist ein Trace. Erstes Problem: %1</translation>
        </message>
        <message>
            <source>The file cannot be read: %1</source>
            <translation>Die Datei kann nicht gelesen werden: %1</translation>
        </message>
        <message>
            <source>Check the file's permissions.</source>
            <translation>Prüfen Sie die Berechtigungen der Datei.</translation>
        </message>
        <message>
            <source>Reading system metrics</source>
            <translation>Systemmetriken werden gelesen</translation>
        </message>
        <message>
            <source>No complete SageMaker Debugger system-metrics line in the file.</source>
            <translation>Die Datei enthält keine vollständige Systemmetrik-Zeile von SageMaker Debugger.</translation>
        </message>
        <message>
            <source>Each line must be a JSON object with Dimension, Value and Timestamp.</source>
            <translation>Jede Zeile muss ein JSON-Objekt mit Dimension, Value und Timestamp sein.</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is inconsistent: %3</source>
            <translation>Block '%1' bei Byte %2 ist inkonsistent: %3</translation>
        </message>
        <message>
            <source>The file is damaged. Copy it again, or convert the source trace again with 'stepline convert SOURCE -o FILE.stepline'.</source>
            <translation>Die Datei ist beschädigt. Kopieren Sie sie erneut oder konvertieren Sie den Quell-Trace erneut mit 'stepline convert SOURCE -o FILE.stepline'.</translation>
        </message>
        <message>
            <source>Cannot open the file: %1</source>
            <translation>Die Datei kann nicht geöffnet werden: %1</translation>
        </message>
        <message>
            <source>This is not a Stepline file (wrong magic number).</source>
            <translation>Dies ist keine Stepline-Datei (falsche magische Zahl).</translation>
        </message>
        <message>
            <source>Open a .stepline file written by 'stepline convert', or the original trace.</source>
            <translation>Öffnen Sie eine mit 'stepline convert' geschriebene .stepline-Datei oder den ursprünglichen Trace.</translation>
        </message>
        <message>
            <source>The file is truncated: it ends inside its %1-byte header.</source>
            <translation>Die Datei ist abgeschnitten: Sie endet in ihrem %1-Byte-Kopf.</translation>
        </message>
        <message>
            <source>This file uses Stepline format version %1; this build reads version %2.</source>
            <translation>Diese Datei verwendet Stepline-Format Version %1; dieser Build liest Version %2.</translation>
        </message>
        <message>
            <source>Open it with a newer Stepline, or convert the source trace again with this one.</source>
            <translation>Öffnen Sie sie mit einem neueren Stepline oder konvertieren Sie den Quell-Trace mit diesem erneut.</translation>
        </message>
        <message>
            <source>The file is truncated at byte %1: its end marker is missing (%2 complete blocks).</source>
            <translation>Die Datei ist bei Byte %1 abgeschnitten: Ihre Endmarke fehlt (%2 vollständige Blöcke).</translation>
        </message>
        <message>
            <source>Read error: %1</source>
            <translation>Lesefehler: %1</translation>
        </message>
        <message>
            <source>Check the disk.</source>
            <translation>Prüfen Sie den Datenträger.</translation>
        </message>
        <message>
            <source>The block header at byte %1 is damaged (checksum mismatch).</source>
            <translation>Der Blockkopf bei Byte %1 ist beschädigt (Prüfsumme stimmt nicht).</translation>
        </message>
        <message>
            <source>The block at byte %1 claims %2 bytes, more than the format allows.</source>
            <translation>Der Block bei Byte %1 gibt %2 Bytes an, mehr als das Format erlaubt.</translation>
        </message>
        <message>
            <source>The file is truncated at byte %1, inside block '%2' that starts at byte %3 and needs %4 more bytes.</source>
            <translation>Die Datei ist bei Byte %1 abgeschnitten, in Block '%2', der bei Byte %3 beginnt und %4 weitere Bytes braucht.</translation>
        </message>
        <message>
            <source>The file does not start with its description block.</source>
            <translation>Die Datei beginnt nicht mit ihrem Beschreibungsblock.</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (bad compressed-data header).</source>
            <translation>Block '%1' bei Byte %2 ist beschädigt (fehlerhafter Kopf der komprimierten Daten).</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (checksum mismatch).</source>
            <translation>Block '%1' bei Byte %2 ist beschädigt (Prüfsumme stimmt nicht).</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (%3).</source>
            <translation>Block '%1' bei Byte %2 ist beschädigt (%3).</translation>
        </message>
        <message>
            <source>the description is cut short</source>
            <translation>die Beschreibung ist zu kurz</translation>
        </message>
        <message>
            <source>a table claims %1 rows</source>
            <translation>eine Tabelle gibt %1 Zeilen an</translation>
        </message>
        <message>
            <source>the string table is empty</source>
            <translation>die Zeichenkettentabelle ist leer</translation>
        </message>
        <message>
            <source>bad rank count</source>
            <translation>ungültige Anzahl von Ranks</translation>
        </message>
        <message>
            <source>bad device count</source>
            <translation>ungültige Anzahl von Geräten</translation>
        </message>
        <message>
            <source>bad metadata count</source>
            <translation>ungültige Anzahl von Metadaten</translation>
        </message>
        <message>
            <source>bad process count</source>
            <translation>ungültige Anzahl von Prozessen</translation>
        </message>
        <message>
            <source>bad track count</source>
            <translation>ungültige Anzahl von Spuren</translation>
        </message>
        <message>
            <source>unknown track kind %1</source>
            <translation>unbekannte Spurart %1</translation>
        </message>
        <message>
            <source>a track claims %1 depths</source>
            <translation>eine Spur gibt %1 Tiefen an</translation>
        </message>
        <message>
            <source>bad counter series count</source>
            <translation>ungültige Anzahl von Zählerreihen</translation>
        </message>
        <message>
            <source>bad warning count</source>
            <translation>ungültige Anzahl von Warnungen</translation>
        </message>
        <message>
            <source>bad warning sample count</source>
            <translation>ungültige Anzahl von Warnungsbeispielen</translation>
        </message>
        <message>
            <source>warning '%1' has inconsistent samples</source>
            <translation>Warnung '%1' hat inkonsistente Beispiele</translation>
        </message>
        <message>
            <source>the description does not have the expected length</source>
            <translation>die Beschreibung hat nicht die erwartete Länge</translation>
        </message>
        <message>
            <source>%1 rows announced for '%2' but only %3 blocks hold them</source>
            <translation>%1 Zeilen für '%2' angekündigt, aber nur %3 Blöcke enthalten sie</translation>
        </message>
        <message>
            <source>%1 more rows than announced</source>
            <translation>%1 Zeilen mehr als angekündigt</translation>
        </message>
        <message>
            <source>row %1 holds an invalid value</source>
            <translation>Zeile %1 enthält einen ungültigen Wert</translation>
        </message>
        <message>
            <source>the column does not have the expected length</source>
            <translation>die Spalte hat nicht die erwartete Länge</translation>
        </message>
        <message>
            <source>more strings than announced</source>
            <translation>mehr Zeichenketten als angekündigt</translation>
        </message>
        <message>
            <source>string %1 is cut short</source>
            <translation>Zeichenkette %1 ist zu kurz</translation>
        </message>
        <message>
            <source>string %1 is empty or repeated</source>
            <translation>Zeichenkette %1 ist leer oder doppelt</translation>
        </message>
        <message>
            <source>trailing bytes after the strings</source>
            <translation>überzählige Bytes nach den Zeichenketten</translation>
        </message>
        <message>
            <source>args blocks before their offsets</source>
            <translation>args-Blöcke vor ihren Offsets</translation>
        </message>
        <message>
            <source>bad args block count</source>
            <translation>ungültige Anzahl von args-Blöcken</translation>
        </message>
        <message>
            <source>args block %1 is cut short</source>
            <translation>args-Block %1 ist zu kurz</translation>
        </message>
        <message>
            <source>args block %1 is out of order</source>
            <translation>args-Block %1 ist außer der Reihe</translation>
        </message>
        <message>
            <source>trailing bytes after the args blocks</source>
            <translation>überzählige Bytes nach den args-Blöcken</translation>
        </message>
        <message>
            <source>a slice column has %1 rows instead of %2</source>
            <translation>eine Slice-Spalte hat %1 statt %2 Zeilen</translation>
        </message>
        <message>
            <source>an instant column has %1 rows instead of %2</source>
            <translation>eine Instant-Spalte hat %1 statt %2 Zeilen</translation>
        </message>
        <message>
            <source>counter columns have the wrong length</source>
            <translation>Zählerspalten haben die falsche Länge</translation>
        </message>
        <message>
            <source>a flow column has %1 rows instead of %2</source>
            <translation>eine Flow-Spalte hat %1 statt %2 Zeilen</translation>
        </message>
        <message>
            <source>%1 strings instead of %2</source>
            <translation>%1 Zeichenketten statt %2</translation>
        </message>
        <message>
            <source>depth offsets have the wrong length</source>
            <translation>Tiefen-Offsets haben die falsche Länge</translation>
        </message>
        <message>
            <source>the args blocks do not cover every args id</source>
            <translation>die args-Blöcke decken nicht jede args-ID ab</translation>
        </message>
        <message>
            <source>a process refers to a missing rank or string</source>
            <translation>ein Prozess verweist auf einen fehlenden Rank oder eine fehlende Zeichenkette</translation>
        </message>
        <message>
            <source>a track refers to a missing process, rank, string or slice</source>
            <translation>eine Spur verweist auf einen fehlenden Prozess, Rank, eine Zeichenkette oder Slice</translation>
        </message>
        <message>
            <source>a track's depths lie outside the depth table</source>
            <translation>die Tiefen einer Spur liegen außerhalb der Tiefentabelle</translation>
        </message>
        <message>
            <source>a track's depth offsets go backwards</source>
            <translation>die Tiefen-Offsets einer Spur laufen rückwärts</translation>
        </message>
        <message>
            <source>a counter series refers to missing samples</source>
            <translation>eine Zählerreihe verweist auf fehlende Messwerte</translation>
        </message>
        <message>
            <source>slice %1 has no track</source>
            <translation>Slice %1 hat keine Spur</translation>
        </message>
        <message>
            <source>instant %1 has no track</source>
            <translation>Instant %1 hat keine Spur</translation>
        </message>
        <message>
            <source>flow %1 has a missing end</source>
            <translation>Flow %1 hat ein fehlendes Ende</translation>
        </message>
        <message>
            <source>Opening</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <source>a second description block</source>
            <translation>ein zweiter Beschreibungsblock</translation>
        </message>
        <message>
            <source>There is not enough memory to open this file.</source>
            <translation>Es ist nicht genug Speicher vorhanden, um diese Datei zu öffnen.</translation>
        </message>
        <message>
            <source>Close other programs or use a machine with more memory.</source>
            <translation>Schließen Sie andere Programme oder verwenden Sie einen Rechner mit mehr Speicher.</translation>
        </message>
        <message>
            <source>--ranks takes rank numbers and ranges like 0,3 or 0-3,8 (got "%1")</source>
            <translation>--ranks erwartet Rangnummern und Bereiche wie 0,3 oder 0-3,8 (erhalten: "%1")</translation>
        </message>
        <message>
            <source>--window takes T0:T1, times since the job start like 2s:3s, 1500ms:2500ms or 1.5:2 (seconds) (got "%1")</source>
            <translation>--window erwartet T0:T1, Zeiten seit Jobbeginn wie 2s:3s, 1500ms:2500ms oder 1.5:2 (Sekunden) (erhalten: "%1")</translation>
        </message>
        <message>
            <source>--window is empty: T1 must be after T0 (got "%1")</source>
            <translation>--window ist leer: T1 muss nach T0 liegen (erhalten: "%1")</translation>
        </message>
        <message>
            <source>a cProfile dump block is cut short</source>
            <translation>ein cProfile-Dump-Block ist abgeschnitten</translation>
        </message>
        <message>
            <source>The job has no rank %1; its ranks are %2.</source>
            <translation>Der Job hat keinen Rang %1; seine Ränge sind %2.</translation>
        </message>
        <message>
            <source>Choose ranks the job has.</source>
            <translation>Wählen Sie Ränge, die der Job hat.</translation>
        </message>
        <message>
            <source>No event lies in the window %1 (times since the job start, 0 on the timeline).</source>
            <translation>Im Zeitfenster %1 liegt kein Ereignis (Zeiten seit Jobbeginn, 0 auf der Zeitleiste).</translation>
        </message>
        <message>
            <source>Choose a window inside the job's duration (the timeline and stepline summary show it).</source>
            <translation>Wählen Sie ein Fenster innerhalb der Jobdauer (Zeitleiste und stepline summary zeigen sie).</translation>
        </message>
        <message>
            <source>Load a subset of the ranks or a time window (--ranks, --window), or use a machine with more memory.</source>
            <translation>Laden Sie nur einen Teil der Ränge oder ein Zeitfenster (--ranks, --window) oder nutzen Sie einen Rechner mit mehr Speicher.</translation>
        </message>
        <message>
            <source>the file is larger than 256 MiB (%1 MiB); it was not read</source>
            <translation>die Datei ist größer als 256 MiB (%1 MiB); sie wurde nicht gelesen</translation>
        </message>
        <message>
            <source>the file cannot be read: %1</source>
            <translation>die Datei kann nicht gelesen werden: %1</translation>
        </message>
        <message>
            <source>The cross-rank block (XRNK) is damaged.</source>
            <translation>Der rankübergreifende Block (XRNK) ist beschädigt.</translation>
        </message>
        <message>
            <source>Convert the source trace again with 'stepline convert SOURCE -o FILE.stepline'.</source>
            <translation>Konvertieren Sie die Quell-Trace erneut mit 'stepline convert SOURCE -o FILE.stepline'.</translation>
        </message>
        <message>
            <source>Rank %1 appears in two files.</source>
            <translation>Rank %1 kommt in zwei Dateien vor.</translation>
        </message>
        <message>
            <source>Keep one file per rank in the folder.</source>
            <translation>Behalten Sie pro Rank eine Datei im Ordner.</translation>
        </message>
        <message>
            <source>the job's time range is invalid</source>
            <translation>der Zeitbereich des Jobs ist ungültig</translation>
        </message>
        <message>
            <source>slice %1 lies outside the job's time range</source>
            <translation>Slice %1 liegt außerhalb des Zeitbereichs des Jobs</translation>
        </message>
        <message>
            <source>instant %1 lies outside the job's time range</source>
            <translation>Zeitpunktereignis %1 liegt außerhalb des Zeitbereichs des Jobs</translation>
        </message>
        <message>
            <source>counter sample %1 lies outside the job's time range</source>
            <translation>Zählerwert %1 liegt außerhalb des Zeitbereichs des Jobs</translation>
        </message>
        <message>
            <source>A real trace this large needs a machine with more memory (or --force, which skips the memory check). A small file that inflates this much is usually damaged or made to exhaust memory: check it with 'gzip -l' / 'zstd -l'.</source>
            <translation>Eine echte Aufzeichnung dieser Größe braucht einen Rechner mit mehr Speicher (oder --force, das die Speicherprüfung überspringt). Eine kleine Datei, die sich so weit entpackt, ist meist beschädigt oder darauf angelegt, den Speicher zu erschöpfen: prüfen Sie sie mit 'gzip -l' / 'zstd -l'.</translation>
        </message>
        <message>
            <source>%1 skipped for a bad number (a ts, dur, pid or tid that is not a usable number, such as 1e400), the first at byte %2</source>
            <translation>%1 wegen einer ungültigen Zahl übersprungen (ts, dur, pid oder tid nicht verwendbar, etwa 1e400), das erste bei Byte %2</translation>
        </message>
        <message>
            <source>%1 skipped as %2, the first at byte %3</source>
            <translation>%1 als %2 übersprungen, das erste bei Byte %3</translation>
        </message>
        <message>
            <source>None of the %1 events of this trace can be shown: %2.</source>
            <translation>Keines der %1 Events dieses Traces kann angezeigt werden: %2.</translation>
        </message>
        <message>
            <source>Look at the file at that byte offset: the producer wrote values this viewer cannot use. Fix them or export the trace again.</source>
            <translation>Sehen Sie sich die Datei an diesem Byte-Offset an: Der Erzeuger hat Werte geschrieben, die dieser Viewer nicht verwenden kann. Korrigieren Sie sie oder exportieren Sie den Trace erneut.</translation>
        </message>
        <message>
            <source>The file inflates to more than %1 MiB after only %2 KiB of its compressed bytes, more than the memory check allowed for it; loading stopped there.</source>
            <translation>Die Datei entpackt sich nach nur %2 KiB ihrer komprimierten Bytes auf mehr als %1 MiB, mehr als die Speicherprüfung ihr zugestanden hat; das Laden wurde dort beendet.</translation>
        </message>
        <message>
            <source>Inflating</source>
            <translation>Entpacken</translation>
        </message>
        <message>
            <source>Reading the table %1 of this Nsight Systems export failed: %2.</source>
            <translation>Das Lesen der Tabelle %1 dieses Nsight-Systems-Exports ist fehlgeschlagen: %2.</translation>
        </message>
        <message>
            <source>The file may be damaged or cut short: export the report again (nsys export --type sqlite).</source>
            <translation>Die Datei ist womöglich beschädigt oder abgeschnitten: Exportieren Sie den Bericht erneut (nsys export --type sqlite).</translation>
        </message>
        <message>
            <source>Reading the Nsight Systems export</source>
            <translation>Nsight-Systems-Export wird gelesen</translation>
        </message>
        <message>
            <source>The SQLite file is being written or was left half-written: %1 lies beside it, so its tables may be incomplete.</source>
            <translation>Die SQLite-Datei wird gerade geschrieben oder wurde halb geschrieben zurückgelassen: %1 liegt daneben, ihre Tabellen sind womöglich unvollständig.</translation>
        </message>
        <message>
            <source>Wait until nsys export has finished, or export the report again.</source>
            <translation>Warten Sie, bis nsys export fertig ist, oder exportieren Sie den Bericht erneut.</translation>
        </message>
        <message>
            <source>The SQLite file is truncated: its header says %1 bytes, the file has %2.</source>
            <translation>Die SQLite-Datei ist abgeschnitten: Ihr Kopf nennt %1 Bytes, die Datei hat %2.</translation>
        </message>
        <message>
            <source>Copy the whole file again, or export the report again (nsys export --type sqlite).</source>
            <translation>Kopieren Sie die ganze Datei erneut oder exportieren Sie den Bericht erneut (nsys export --type sqlite).</translation>
        </message>
        <message>
            <source>SQLite cannot open the file: %1.</source>
            <translation>SQLite kann die Datei nicht öffnen: %1.</translation>
        </message>
        <message>
            <source>Check the file permissions, or export the report again.</source>
            <translation>Prüfen Sie die Dateirechte oder exportieren Sie den Bericht erneut.</translation>
        </message>
        <message>
            <source>SQLite cannot read the file: %1.</source>
            <translation>SQLite kann die Datei nicht lesen: %1.</translation>
        </message>
        <message>
            <source>The file is a SQLite database but not an Nsight Systems export: it has none of the tables StringIds, CUPTI_ACTIVITY_KIND_KERNEL, CUPTI_ACTIVITY_KIND_RUNTIME, NVTX_EVENTS, TARGET_INFO_GPU.</source>
            <translation>Die Datei ist eine SQLite-Datenbank, aber kein Nsight-Systems-Export: Ihr fehlen alle Tabellen StringIds, CUPTI_ACTIVITY_KIND_KERNEL, CUPTI_ACTIVITY_KIND_RUNTIME, NVTX_EVENTS, TARGET_INFO_GPU.</translation>
        </message>
        <message>
            <source>Open a report exported with nsys export --type sqlite (a .nsys-rep file must be exported first).</source>
            <translation>Öffnen Sie einen mit nsys export --type sqlite exportierten Bericht (eine .nsys-rep-Datei muss zuerst exportiert werden).</translation>
        </message>
        <message>
            <source>The Nsight Systems export holds no kernel, memcpy, memset, CUDA runtime or NVTX range (tables %1).</source>
            <translation>Der Nsight-Systems-Export enthält keinen Kernel, kein Memcpy, kein Memset, keinen CUDA-Runtime-Aufruf und keinen NVTX-Bereich (Tabellen: %1).</translation>
        </message>
        <message>
            <source>Profile with CUDA or NVTX tracing on (nsys profile -t cuda,nvtx) and export again.</source>
            <translation>Profilieren Sie mit eingeschaltetem CUDA- oder NVTX-Tracing (nsys profile -t cuda,nvtx) und exportieren Sie erneut.</translation>
        </message>
        <message>
            <source>The folder holds no trace files (*.json, *.json.gz, *.json.zst, *.sqlite).</source>
            <translation>Der Ordner enthält keine Trace-Dateien (*.json, *.json.gz, *.json.zst, *.sqlite).</translation>
        </message>
        <message>
            <source>The file changed while it was being read: it had %1 bytes when loading started and has %2 now, so the part after byte %3 was lost.</source>
            <translation>Die Datei hat sich während des Lesens geändert: Beim Start des Ladens hatte sie %1 Bytes, jetzt %2, daher ging der Teil nach Byte %3 verloren.</translation>
        </message>
        <message>
            <source>Another program truncated or rewrote the file. If the profiler is still writing it, wait until it has finished; otherwise copy the file and open the copy.</source>
            <translation>Ein anderes Programm hat die Datei gekürzt oder neu geschrieben. Schreibt der Profiler sie noch, warten Sie, bis er fertig ist; sonst kopieren Sie die Datei und öffnen Sie die Kopie.</translation>
        </message>
        <message>
            <source>Memory ran out while loading: the load needed more memory than this process could get (other programs took it, a memory limit is set on this process, or --force went past the memory check).</source>
            <translation>Beim Laden ging der Speicher aus: Das Laden brauchte mehr Speicher, als dieser Prozess bekommen konnte (andere Programme belegen ihn, für diesen Prozess gilt ein Speicherlimit, oder --force hat die Speicherprüfung übergangen).</translation>
        </message>
        <message>
            <source>Close other programs, load a subset of the ranks or a time window (--ranks, --window), or use a machine with more memory.</source>
            <translation>Schließen Sie andere Programme, laden Sie einen Teil der Ranks oder ein Zeitfenster (--ranks, --window) oder verwenden Sie einen Rechner mit mehr Speicher.</translation>
        </message>
        <message>
            <source>Reading the file failed at byte %1: %2.</source>
            <translation>Das Lesen der Datei ist bei Byte %1 fehlgeschlagen: %2.</translation>
        </message>
        <message>
            <source>The disk or the network file system reported an error. Copy the file to a local disk and open the copy.</source>
            <translation>Die Festplatte oder das Netzwerkdateisystem hat einen Fehler gemeldet. Kopieren Sie die Datei auf eine lokale Festplatte und öffnen Sie die Kopie.</translation>
        </message>
    </context>
    <context>
        <name>MemoryCheck</name>
        <message>
            <source>stepline: %1 would not fit in memory: loading it needs about %2 (a model of about %3 for %4 events, estimated from %5 of files), but only %6 is available.
Load part of the job: --ranks LIST (e.g. --ranks 0,3 or 0-3,8) and/or --window T0:T1 (e.g. --window 0s:10s, times since the job start); or pass --force to try anyway.</source>
            <translation>stepline: %1 passt nicht in den Speicher: Das Laden braucht etwa %2 (ein Modell von etwa %3 für %4 Ereignisse, geschätzt aus %5 Dateien), verfügbar sind nur %6.
Laden Sie einen Teil des Jobs: --ranks LISTE (z. B. --ranks 0,3 oder 0-3,8) und/oder --window T0:T1 (z. B. --window 0s:10s, Zeiten seit Jobbeginn); oder versuchen Sie es trotzdem mit --force.</translation>
        </message>
    </context>
    <context>
        <name>PythonStatsCommand</name>
        <message>
            <source>%1 does not exist</source>
            <translation>%1 existiert nicht</translation>
        </message>
        <message>
            <source>%1 is neither a folder, a .stepline file nor a python_stats dump</source>
            <translation>%1 ist weder ein Ordner noch eine .stepline-Datei noch ein python_stats-Dump</translation>
        </message>
        <message>
            <source>no Python profiler dump (python_stats, python_stats.json) below %1</source>
            <translation>kein Python-Profiler-Dump (python_stats, python_stats.json) unter %1</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH fehlt</translation>
        </message>
        <message>
            <source>--profiler is cprofile or pyinstrument</source>
            <translation>--profiler ist cprofile oder pyinstrument</translation>
        </message>
        <message>
            <source>--mode is train, eval, predict or global</source>
            <translation>--mode ist train, eval, predict oder global</translation>
        </message>
        <message>
            <source>--modes needs START:END, such as train:eval</source>
            <translation>--modes braucht START:END, etwa train:eval</translation>
        </message>
        <message>
            <source>--mode and --modes disagree</source>
            <translation>--mode und --modes widersprechen sich</translation>
        </message>
        <message>
            <source>--phase is initialization, training_loop or finalization</source>
            <translation>--phase ist initialization, training_loop oder finalization</translation>
        </message>
        <message>
            <source>--steps needs A:B or A (step numbers)</source>
            <translation>--steps braucht A:B oder A (Schrittnummern)</translation>
        </message>
        <message>
            <source>--step-phases needs two of start, stepstart, forwardpassend, stepend, end</source>
            <translation>--step-phases braucht zwei von start, stepstart, forwardpassend, stepend, end</translation>
        </message>
        <message>
            <source>--steps A:B needs A &lt;= B</source>
            <translation>--steps A:B braucht A &lt;= B</translation>
        </message>
        <message>
            <source>--step-phases needs --steps</source>
            <translation>--step-phases braucht --steps</translation>
        </message>
        <message>
            <source>--from-us and --to-us take microseconds since the epoch</source>
            <translation>--from-us und --to-us nehmen Mikrosekunden seit der Epoche</translation>
        </message>
        <message>
            <source>--to-us is before --from-us</source>
            <translation>--to-us liegt vor --from-us</translation>
        </message>
        <message>
            <source>--top needs a positive number</source>
            <translation>--top braucht eine positive Zahl</translation>
        </message>
        <message>
            <source>no node %1; the dumps have %2</source>
            <translation>kein Knoten %1; die Dumps haben %2</translation>
        </message>
        <message>
            <source>stepline python-stats: PATH has cProfile and pyinstrument dumps; showing cProfile's (--profiler pyinstrument for the others)</source>
            <translation>stepline python-stats: PATH enthält cProfile- und pyinstrument-Dumps; gezeigt werden die von cProfile (--profiler pyinstrument für die anderen)</translation>
        </message>
        <message numerus="yes">
            <source>stepline python-stats: %n selected dump(s) could not be read (see --list)</source>
            <translation>
                <numerusform>stepline python-stats: %n gewählter Dump konnte nicht gelesen werden (siehe --list)</numerusform>
                <numerusform>stepline python-stats: %n gewählte Dumps konnten nicht gelesen werden (siehe --list)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QObject</name>
        <message>
            <source>no profile</source>
            <translation>kein Profil</translation>
        </message>
        <message>
            <source>invalid --rows regular expression: %1</source>
            <translation>ungültiger regulärer Ausdruck für --rows: %1</translation>
        </message>
        <message>
            <source>there is no ProfilerStep#%1 in this profile</source>
            <translation>in diesem Profil gibt es kein ProfilerStep#%1</translation>
        </message>
    </context>
    <context>
        <name>RulesCommand</name>
        <message>
            <source>--set needs Rule.param=value</source>
            <translation>--set benötigt Rule.param=value</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH fehlt</translation>
        </message>
    </context>
    <context>
        <name>RulesReport</name>
        <message>
            <source>%1 (continued)</source>
            <translation>%1 (Fortsetzung)</translation>
        </message>
        <message>
            <source>Triggered</source>
            <translation>Ausgelöst</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Not applicable</source>
            <translation>Nicht anwendbar</translation>
        </message>
        <message>
            <source>%1 – %2 (%3)</source>
            <translation>%1 – %2 (%3)</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Zeitleiste</translation>
        </message>
        <message>
            <source>Dashboard</source>
            <translation>Dashboard</translation>
        </message>
        <message>
            <source>Rules summary</source>
            <translation>Regelübersicht</translation>
        </message>
        <message>
            <source>The SageMaker Debugger built-in rules (ProfilerReport) on the whole job: %1 triggered, %2 ok, %3 not applicable.</source>
            <translation>Die eingebauten Regeln des SageMaker Debugger (ProfilerReport) für den ganzen Job: %1 ausgelöst, %2 OK, %3 nicht anwendbar.</translation>
        </message>
        <message>
            <source>This profile has no system metrics: GPU utilization is derived from the trace (METRICS.md), not measured.</source>
            <translation>Dieses Profil hat keine Systemmetriken: Die GPU-Auslastung ist aus dem Trace abgeleitet (METRICS.md), nicht gemessen.</translation>
        </message>
        <message>
            <source>Nothing to do.</source>
            <translation>Nichts zu tun.</translation>
        </message>
        <message>
            <source>p. %1</source>
            <translation>S. %1</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>Regel</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Warum</translation>
        </message>
        <message>
            <source>Advice</source>
            <translation>Empfehlung</translation>
        </message>
        <message>
            <source>Section</source>
            <translation>Abschnitt</translation>
        </message>
        <message>
            <source>Each rule has its own section after the charts, in this order: the parameters used, the evidence (times are since the start of the job) and the advice.</source>
            <translation>Jede Regel hat nach den Diagrammen einen eigenen Abschnitt in dieser Reihenfolge: die verwendeten Parameter, die Belege (Zeiten ab Jobbeginn) und die Empfehlung.</translation>
        </message>
        <message>
            <source>Needs: %1</source>
            <translation>Benötigt: %1</translation>
        </message>
        <message>
            <source>Not applicable because: %1</source>
            <translation>Nicht anwendbar, weil: %1</translation>
        </message>
        <message>
            <source>Why: %1</source>
            <translation>Warum: %1</translation>
        </message>
        <message>
            <source>Uses derived data: utilization computed from the trace, not measured by a system monitor.</source>
            <translation>Verwendet abgeleitete Daten: Die Auslastung ist aus dem Trace berechnet, nicht von einem Systemmonitor gemessen.</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Parameter</translation>
        </message>
        <message>
            <source>This rule has no parameters.</source>
            <translation>Diese Regel hat keine Parameter.</translation>
        </message>
        <message>
            <source>%1 (changed)</source>
            <translation>%1 (geändert)</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>Parameter</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Default</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Meaning</source>
            <translation>Bedeutung</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>Belege</translation>
        </message>
        <message>
            <source>No evidence recorded.</source>
            <translation>Keine Belege erfasst.</translation>
        </message>
        <message>
            <source>Fact</source>
            <translation>Befund</translation>
        </message>
        <message>
            <source>Time range</source>
            <translation>Zeitbereich</translation>
        </message>
        <message>
            <source>Open in</source>
            <translation>Öffnen in</translation>
        </message>
        <message>
            <source>Parameters: the documented defaults.</source>
            <translation>Parameter: die dokumentierten Standardwerte.</translation>
        </message>
        <message>
            <source>Parameters: the documented defaults except %1 (%2).</source>
            <translation>Parameter: die dokumentierten Standardwerte außer %1 (%2).</translation>
        </message>
    </context>
    <context>
        <name>stepline::SteplineWriter</name>
        <message>
            <source>A block of the profile is too large for the format (%1 bytes).</source>
            <translation>Ein Block des Profils ist zu groß für das Format (%1 Bytes).</translation>
        </message>
        <message>
            <source>Compression failed: %1</source>
            <translation>Komprimierung fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>The profile is still being built (unsealed args); finalize it first.</source>
            <translation>Das Profil wird noch aufgebaut (nicht versiegelte args); schließen Sie es zuerst ab.</translation>
        </message>
    </context>
    <context>
        <name>WarningText</name>
        <message>
            <source>file ends early (truncated)</source>
            <translation>Datei endet zu früh (abgeschnitten)</translation>
        </message>
        <message>
            <source>events skipped for a bad number (a ts, dur, pid or tid that is not a usable number, such as 1e400)</source>
            <translation>wegen einer ungültigen Zahl übersprungene Events (ts, dur, pid oder tid nicht verwendbar, etwa 1e400)</translation>
        </message>
        <message>
            <source>malformed events skipped</source>
            <translation>fehlerhafte Ereignisse übersprungen</translation>
        </message>
        <message>
            <source>events without a timestamp skipped</source>
            <translation>Events ohne Zeitstempel übersprungen</translation>
        </message>
        <message>
            <source>events with a negative duration skipped</source>
            <translation>Events mit negativer Dauer übersprungen</translation>
        </message>
        <message>
            <source>events of an unknown phase skipped</source>
            <translation>Events einer unbekannten Phase übersprungen</translation>
        </message>
        <message>
            <source>events of an unsupported phase (samples, snapshots) skipped</source>
            <translation>Events einer nicht unterstützten Phase (Samples, Snapshots) übersprungen</translation>
        </message>
        <message>
            <source>end events without a begin</source>
            <translation>Ende-Ereignisse ohne Anfang</translation>
        </message>
        <message>
            <source>begin events without an end</source>
            <translation>Anfangs-Ereignisse ohne Ende</translation>
        </message>
        <message>
            <source>files without baseTimeNanoseconds, aligned with the other ranks' time base</source>
            <translation>Dateien ohne baseTimeNanoseconds, an der Zeitbasis der anderen Ranks ausgerichtet</translation>
        </message>
        <message>
            <source>GPU side not traced</source>
            <translation>GPU-Seite nicht aufgezeichnet</translation>
        </message>
        <message>
            <source>flow ends without a start (written on calls that launch nothing)</source>
            <translation>Flow-Enden ohne Anfang (bei Aufrufen geschrieben, die nichts starten)</translation>
        </message>
        <message>
            <source>flow starts without an end</source>
            <translation>Flow-Anfänge ohne Ende</translation>
        </message>
        <message>
            <source>flow points on no event</source>
            <translation>Flow-Punkte auf keinem Event</translation>
        </message>
        <message>
            <source>partially overlapping events drawn on an extra lane</source>
            <translation>teilweise überlappende Events auf einer zusätzlichen Spur gezeichnet</translation>
        </message>
        <message>
            <source>GPU ops with no matching launch call in the trace</source>
            <translation>GPU-Operationen ohne passenden Launch-Aufruf im Trace</translation>
        </message>
        <message>
            <source>data after the end of the JSON ignored</source>
            <translation>Daten nach dem Ende des JSON ignoriert</translation>
        </message>
        <message>
            <source>files of the folder that could not be read</source>
            <translation>Dateien des Ordners, die nicht gelesen werden konnten</translation>
        </message>
        <message>
            <source>a second, different baseTimeNanoseconds ignored</source>
            <translation>ein zweites, abweichendes baseTimeNanoseconds ignoriert</translation>
        </message>
        <message>
            <source>no byte offset (counted after reading)</source>
            <translation>kein Byte-Offset (nach dem Lesen gezählt)</translation>
        </message>
        <message>
            <source>first at byte %1 of rank %2</source>
            <translation>zuerst bei Byte %1 von Rank %2</translation>
        </message>
        <message>
            <source>%1 launches, no GPU activity recorded: the GPU side was not traced (%2)</source>
            <translation>%1 Launches, keine GPU-Aktivität aufgezeichnet: Die GPU-Seite wurde nicht aufgezeichnet (%2)</translation>
        </message>
        <message>
            <source>%1: %2 (%3)</source>
            <translation>%1: %2 (%3)</translation>
        </message>
        <message>
            <source>Data skipped, cut or changed:</source>
            <translation>Übersprungene, abgeschnittene oder geänderte Daten:</translation>
        </message>
        <message>
            <source>Notes on how the trace was written (nothing lost):</source>
            <translation>Hinweise dazu, wie der Trace geschrieben wurde (nichts verloren):</translation>
        </message>
        <message>
            <source>host events of processes without GPU activity left out (no rank)</source>
            <translation>Host-Ereignisse von Prozessen ohne GPU-Aktivität ausgelassen (kein Rang)</translation>
        </message>
        <message>
            <source>ranks where no NVTX range matches the step range (they have no steps)</source>
            <translation>Ränge, in denen kein NVTX-Bereich zum Schrittbereich passt (sie haben keine Schritte)</translation>
        </message>
        <message>
            <source>ranks with ProfilerStep#N steps, kept instead of the step range's ranges</source>
            <translation>Ränge mit ProfilerStep#N-Schritten, die statt der Bereiche des Schrittbereichs gelten</translation>
        </message>
        <message>
            <source>rows ending before their start kept with a duration of 0</source>
            <translation>Zeilen, die vor ihrem Beginn enden, mit einer Dauer von 0 behalten</translation>
        </message>
    </context>
    <context>
        <name>stepline</name>
        <message>
            <source>Active time: the length of the union of all GPU activity (kernels, memcpy, memset) on a device, clipped to its rank's window. Idle time: window length minus active time. Summed over every GPU of the selected scope.</source>
            <translation>Aktive Zeit: die Länge der Vereinigung aller GPU-Aktivität (Kernels, memcpy, memset) auf einem Gerät, begrenzt auf das Fenster seines Ranks. Leerlaufzeit: Fensterlänge minus aktive Zeit. Summiert über alle GPUs des gewählten Bereichs.</translation>
        </message>
        <message>
            <source>CPU active time: the length of the union of all host events of a rank over all its profiled threads, clipped to the window (time in which at least one profiled thread was busy). Idle: window minus active. Summed over the ranks of the scope.</source>
            <translation>CPU-aktive Zeit: die Länge der Vereinigung aller Host-Ereignisse eines Ranks über alle profilierten Threads, begrenzt auf das Fenster (Zeit, in der mindestens ein profilierter Thread beschäftigt war). Leerlauf: Fenster minus aktive Zeit. Summiert über die Ranks des Bereichs.</translation>
        </message>
        <message>
            <source>Kernels grouped by exact name; the k names with the largest total duration (ties by name) plus one "other" slice for the rest. Overlapping kernels count twice: this is work, not wall time.</source>
            <translation>Kernels nach exaktem Namen gruppiert; die k Namen mit der größten Gesamtdauer (bei Gleichstand nach Name) plus ein Segment „other“ für den Rest. Überlappende Kernels zählen doppelt: Das ist Arbeit, keine Wanduhrzeit.</translation>
        </message>
        <message>
            <source>The 15 kernel names with the largest total duration (sum of their durations), ties by name. Click a bar to select that kernel in the timeline.</source>
            <translation>Die 15 Kernel-Namen mit der größten Gesamtdauer (Summe ihrer Dauern), bei Gleichstand nach Name. Klicken Sie auf einen Balken, um den Kernel in der Zeitleiste auszuwählen.</translation>
        </message>
        <message>
            <source>Kernel launches grouped by exact name; the k most launched names (count, then total time, then name) plus one "other" slice.</source>
            <translation>Kernel-Starts nach exaktem Namen gruppiert; die k am häufigsten gestarteten Namen (Anzahl, dann Gesamtzeit, dann Name) plus ein Segment „other“.</translation>
        </message>
        <message>
            <source>The 15 most launched kernel names: count descending, then total time, then name. Click a bar to select that kernel in the timeline.</source>
            <translation>Die 15 am häufigsten gestarteten Kernel-Namen: Anzahl absteigend, dann Gesamtzeit, dann Name. Klicken Sie auf einen Balken, um den Kernel in der Zeitleiste auszuwählen.</translation>
        </message>
        <message>
            <source>Durations of ProfilerStep#N host events of the scope (and of the GPU-side ProfilerStep annotations where the trace has them), binned by the Freedman-Diaconis rule (5 to 50 bins). Click a bin to list its steps; double-click a step to zoom the timeline to it.</source>
            <translation>Dauern der ProfilerStep#N-Host-Ereignisse des Bereichs (und der GPU-seitigen ProfilerStep-Annotationen, sofern der Trace sie hat), eingeteilt nach der Freedman-Diaconis-Regel (5 bis 50 Klassen). Klicken Sie auf eine Klasse, um ihre Schritte aufzulisten; Doppelklick auf einen Schritt zoomt die Zeitleiste darauf.</translation>
        </message>
        <message>
            <source>Kernel time by precision, from the demangled kernel name (first matching rule wins), then args.dtype, then the launching op's Input type. The classes sum to the total kernel time; "Unknown" is always shown.</source>
            <translation>Kernel-Zeit nach Genauigkeit, aus dem entschlüsselten Kernel-Namen (erste passende Regel gewinnt), dann args.dtype, dann dem Input type der startenden Operation. Die Klassen ergeben zusammen die gesamte Kernel-Zeit; „Unknown“ wird immer angezeigt.</translation>
        </message>
        <message>
            <source>Sum of durations of kernels, gpu_memcpy, gpu_memset and GPU-side cuda_sync events (sync is absent from older traces).</source>
            <translation>Summe der Dauern von Kernels, gpu_memcpy, gpu_memset und GPU-seitigen cuda_sync-Ereignissen (sync fehlt in älteren Traces).</translation>
        </message>
        <message>
            <source>Memcpy time split by the direction in the event name (HtoD, DtoH, DtoD, HtoH, PtoP, other), plus memset time.</source>
            <translation>Memcpy-Zeit nach der Richtung im Ereignisnamen (HtoD, DtoH, DtoD, HtoH, PtoP, sonstige), plus Memset-Zeit.</translation>
        </message>
        <message>
            <source>Durations of every user annotation (record_function range, category user_annotation) with this exact name in the scope, binned by the Freedman-Diaconis rule (5 to 50 bins).</source>
            <translation>Dauern aller Benutzer-Annotationen (record_function-Bereich, Kategorie user_annotation) mit genau diesem Namen im Bereich, eingeteilt nach der Freedman-Diaconis-Regel (5 bis 50 Klassen).</translation>
        </message>
        <message>
            <source>Stepline dashboard chart</source>
            <translation>Stepline-Dashboard-Diagramm</translation>
        </message>
        <message>
            <source>Stepline report</source>
            <translation>Stepline-Bericht</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU activity (kernel, gpu_memcpy or gpu_memset events) in the selected scope.
Record with torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) or pick another scope.</source>
            <translation>Nicht in diesem Profil: keine GPU-Aktivität (kernel-, gpu_memcpy- oder gpu_memset-Ereignisse) im gewählten Bereich.
Zeichnen Sie mit torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) auf oder wählen Sie einen anderen Bereich.</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU kernels in the selected scope.
Record with ProfilerActivity.CUDA enabled, or pick another scope.</source>
            <translation>Nicht in diesem Profil: keine GPU-Kernels im gewählten Bereich.
Zeichnen Sie mit aktivierter ProfilerActivity.CUDA auf oder wählen Sie einen anderen Bereich.</translation>
        </message>
        <message>
            <source>Demangled: %1</source>
            <translation>Entschlüsselt: %1</translation>
        </message>
        <message>
            <source>%1 launches; mean %2, min %3, max %4</source>
            <translation>%1 Starts; Mittel %2, Min. %3, Max. %4</translation>
        </message>
        <message>
            <source>Time of all GPU kernels (top %1 + other)</source>
            <translation>Zeit aller GPU-Kernels (Top %1 + sonstige)</translation>
        </message>
        <message>
            <source>Launches of all GPU kernels (top %1 + other)</source>
            <translation>Starts aller GPU-Kernels (Top %1 + sonstige)</translation>
        </message>
        <message>
            <source>other (%1 kernels)</source>
            <translation>sonstige (%1 Kernels)</translation>
        </message>
        <message>
            <source>%1 launches, %2</source>
            <translation>%1 Starts, %2</translation>
        </message>
        <message>
            <source>Top 15 kernels by time</source>
            <translation>Top 15 Kernels nach Zeit</translation>
        </message>
        <message>
            <source>Top 15 kernels by launches</source>
            <translation>Top 15 Kernels nach Starts</translation>
        </message>
        <message>
            <source>rank %1 · GPU %2</source>
            <translation>Rank %1 · GPU %2</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>Rank %1</translation>
        </message>
        <message>
            <source>GPU utilization over time</source>
            <translation>GPU-Auslastung über die Zeit</translation>
        </message>
        <message>
            <source>node %1 (mean of its GPUs)</source>
            <translation>Knoten %1 (Mittel seiner GPUs)</translation>
        </message>
        <message>
            <source>CPU utilization over time (profiled threads)</source>
            <translation>CPU-Auslastung über die Zeit (profilierte Threads)</translation>
        </message>
        <message>
            <source>Not in this profile: no host events (CPU thread rows) in the selected scope.
Record with ProfilerActivity.CPU, or pick another scope.</source>
            <translation>Nicht in diesem Profil: keine Host-Ereignisse (CPU-Thread-Zeilen) im gewählten Bereich.
Zeichnen Sie mit ProfilerActivity.CPU auf oder wählen Sie einen anderen Bereich.</translation>
        </message>
        <message>
            <source>GPU active time (1 GPU)</source>
            <translation>Aktive GPU-Zeit (1 GPU)</translation>
        </message>
        <message>
            <source>GPU active time (%1 GPUs)</source>
            <translation>Aktive GPU-Zeit (%1 GPUs)</translation>
        </message>
        <message>
            <source>GPU active time</source>
            <translation>Aktive GPU-Zeit</translation>
        </message>
        <message>
            <source>active</source>
            <translation>aktiv</translation>
        </message>
        <message>
            <source>at least one kernel, memcpy or memset running</source>
            <translation>mindestens ein Kernel, memcpy oder memset läuft</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>Leerlauf</translation>
        </message>
        <message>
            <source>window length minus active time</source>
            <translation>Fensterlänge minus aktive Zeit</translation>
        </message>
        <message>
            <source>CPU active time (profiled threads)</source>
            <translation>Aktive CPU-Zeit (profilierte Threads)</translation>
        </message>
        <message>
            <source>at least one profiled thread busy</source>
            <translation>mindestens ein profilierter Thread beschäftigt</translation>
        </message>
        <message>
            <source>GPU activity distribution</source>
            <translation>Verteilung der GPU-Aktivität</translation>
        </message>
        <message>
            <source>kernel</source>
            <translation>Kernel</translation>
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
            <translation>GPU-seitige cuda_sync-Ereignisse</translation>
        </message>
        <message>
            <source>GPU memory operations</source>
            <translation>GPU-Speicheroperationen</translation>
        </message>
        <message>
            <source>%1 operations</source>
            <translation>%1 Operationen</translation>
        </message>
        <message>
            <source>Not in this profile: no gpu_memcpy or gpu_memset events in the selected scope.
The GPU ran kernels only, or memory activities were not recorded.</source>
            <translation>Nicht in diesem Profil: keine gpu_memcpy- oder gpu_memset-Ereignisse im gewählten Bereich.
Die GPU hat nur Kernels ausgeführt, oder Speicheraktivitäten wurden nicht aufgezeichnet.</translation>
        </message>
        <message>
            <source>Kernel time by precision</source>
            <translation>Kernel-Zeit nach Genauigkeit</translation>
        </message>
        <message>
            <source>%1 kernels</source>
            <translation>%1 Kernels</translation>
        </message>
        <message>
            <source>Classified by name: %1, by args.dtype: %2, by the launching op's Input type: %3</source>
            <translation>Nach Name eingeordnet: %1, nach args.dtype: %2, nach dem Input type der startenden Operation: %3</translation>
        </message>
        <message>
            <source>Step time distribution</source>
            <translation>Verteilung der Schrittzeiten</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations.
Use torch.profiler.schedule (the profiler then marks every step), or wrap each training iteration in record_function('ProfilerStep#N').</source>
            <translation>Nicht in diesem Profil: keine ProfilerStep#N-Annotationen.
Verwenden Sie torch.profiler.schedule (der Profiler markiert dann jeden Schritt) oder umschließen Sie jede Trainingsiteration mit record_function('ProfilerStep#N').</translation>
        </message>
        <message>
            <source>host steps (%1)</source>
            <translation>Host-Schritte (%1)</translation>
        </message>
        <message>
            <source>GPU steps (%1)</source>
            <translation>GPU-Schritte (%1)</translation>
        </message>
        <message>
            <source>whole job</source>
            <translation>gesamter Job</translation>
        </message>
        <message>
            <source>node %1</source>
            <translation>Knoten %1</translation>
        </message>
        <message>
            <source>GPU %1:%2</source>
            <translation>GPU %1:%2</translation>
        </message>
        <message>
            <source>Job: %1</source>
            <translation>Job: %1</translation>
        </message>
        <message>
            <source>Format: %1</source>
            <translation>Format: %1</translation>
        </message>
        <message>
            <source>Scope: %1</source>
            <translation>Bereich: %1</translation>
        </message>
        <message>
            <source>Ranks: %1, events: %2</source>
            <translation>Ranks: %1, Ereignisse: %2</translation>
        </message>
        <message>
            <source>Kernels: %1 launches of %2 distinct kernels, %3</source>
            <translation>Kernels: %1 Starts von %2 verschiedenen Kernels, %3</translation>
        </message>
        <message>
            <source>ProfilerSteps: %1</source>
            <translation>ProfilerSteps: %1</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>Rank</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>active %</source>
            <translation>aktiv %</translation>
        </message>
        <message>
            <source>node</source>
            <translation>Knoten</translation>
        </message>
        <message>
            <source>window</source>
            <translation>Fenster</translation>
        </message>
        <message>
            <source>CPU active</source>
            <translation>CPU aktiv</translation>
        </message>
        <message>
            <source>CPU idle</source>
            <translation>CPU Leerlauf</translation>
        </message>
        <message>
            <source>host sync</source>
            <translation>Host-Synchronisation</translation>
        </message>
        <message>
            <source>Annotation “%1”: duration distribution</source>
            <translation>Annotation „%1“: Verteilung der Dauer</translation>
        </message>
        <message>
            <source>Not in this profile: no user annotation named “%1” in the selected scope.
Wrap the code in torch.profiler.record_function('%1'), or pick a name from the list.</source>
            <translation>Nicht in diesem Profil: keine Benutzer-Annotation namens „%1“ im gewählten Bereich.
Umschließen Sie den Code mit torch.profiler.record_function('%1') oder wählen Sie einen Namen aus der Liste.</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Whole job</source>
            <translation>Gesamter Job</translation>
        </message>
        <message>
            <source>Node %1</source>
            <translation>Knoten %1</translation>
        </message>
        <message>
            <source>Rank %1</source>
            <translation>Rank %1</translation>
        </message>
        <message>
            <source>thread %1</source>
            <translation>Thread %1</translation>
        </message>
        <message>
            <source> · rank %1</source>
            <translation> · Rank %1</translation>
        </message>
        <message>
            <source>%1 · GPU %2</source>
            <translation>%1 · GPU %2</translation>
        </message>
        <message>
            <source>%1 (pid %2)</source>
            <translation>%1 (PID %2)</translation>
        </message>
        <message>
            <source>&lt;i&gt;Click an event to see its details.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Klicken Sie auf ein Ereignis, um seine Details zu sehen.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Demangled</source>
            <translation>Entschlüsselt</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategorie</translation>
        </message>
        <message>
            <source> from job start</source>
            <translation> ab Jobbeginn</translation>
        </message>
        <message>
            <source> absolute</source>
            <translation> absolut</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Beginn</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Dauer</translation>
        </message>
        <message>
            <source>Self time</source>
            <translation>Eigenzeit</translation>
        </message>
        <message>
            <source>Thread/stream</source>
            <translation>Thread/Stream</translation>
        </message>
        <message>
            <source>Depth</source>
            <translation>Tiefe</translation>
        </message>
        <message>
            <source>Args</source>
            <translation>Argumente</translation>
        </message>
        <message>
            <source>launched by %1</source>
            <translation>gestartet von %1</translation>
        </message>
        <message>
            <source>framework op: %1</source>
            <translation>Framework-Operation: %1</translation>
        </message>
        <message>
            <source>forward op: %1</source>
            <translation>Vorwärts-Operation: %1</translation>
        </message>
        <message>
            <source>flow from %1</source>
            <translation>Flow von %1</translation>
        </message>
        <message>
            <source>launched %1: %2</source>
            <translation>gestartet %1: %2</translation>
        </message>
        <message>
            <source>GPU op (External id) %1: %2</source>
            <translation>GPU-Operation (External id) %1: %2</translation>
        </message>
        <message>
            <source>backward op: %1</source>
            <translation>Rückwärts-Operation: %1</translation>
        </message>
        <message>
            <source>flow to %1</source>
            <translation>Flow nach %1</translation>
        </message>
        <message>
            <source>Range %1</source>
            <translation>Bereich %1</translation>
        </message>
        <message>
            <source>Row</source>
            <translation>Zeile</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Ereignisse</translation>
        </message>
        <message>
            <source>Busy</source>
            <translation>Belegt</translation>
        </message>
        <message>
            <source>The window cut into equal bins; per bin, GPU active time inside the bin divided by the bin length, per device. A node's curve is the mean of its devices; the per-GPU toggle shows each device. Where the profile has system metrics (SageMaker Debugger GPUUtilization), a dashed "system GPU" curve per node: per bin, the mean of all its GPUs' samples in the bin.</source>
            <translation>Das Fenster in gleich lange Abschnitte geteilt; je Abschnitt die aktive GPU-Zeit im Abschnitt geteilt durch die Abschnittslänge, je Gerät. Die Kurve eines Knotens ist das Mittel seiner Geräte; der Schalter pro GPU zeigt jedes Gerät. Hat das Profil Systemmetriken (SageMaker Debugger GPUUtilization), zusätzlich eine gestrichelte "System-GPU"-Kurve je Knoten: je Abschnitt das Mittel aller Messwerte seiner GPUs im Abschnitt.</translation>
        </message>
        <message>
            <source>Per bin of the rank's window, the union of host events inside the bin divided by the bin length; one curve per rank. Where the profile has system metrics (SageMaker Debugger CPUUtilization per core), a dashed "system CPU" curve per node: per bin, the mean of all its cores' samples taken in the bin (bins without a sample are skipped).</source>
            <translation>Je Abschnitt des Rang-Fensters die Vereinigung der Host-Ereignisse im Abschnitt geteilt durch die Abschnittslänge; eine Kurve je Rang. Hat das Profil Systemmetriken (SageMaker Debugger CPUUtilization je Kern), zusätzlich eine gestrichelte "System-CPU"-Kurve je Knoten: je Abschnitt das Mittel aller Messwerte seiner Kerne in diesem Abschnitt (Abschnitte ohne Messwert werden übersprungen).</translation>
        </message>
        <message>
            <source>node %1: system CPU (mean over %2 cores)</source>
            <translation>Knoten %1: System-CPU (Mittel über %2 Kerne)</translation>
        </message>
        <message>
            <source>node %1: system GPU (mean over %2 GPUs)</source>
            <translation>Knoten %1: System-GPU (Mittel über %2 GPUs)</translation>
        </message>
        <message>
            <source>CPU utilization over time (profiled threads and system)</source>
            <translation>CPU-Auslastung über die Zeit (profilierte Threads und System)</translation>
        </message>
        <message>
            <source>System CPU utilization over time</source>
            <translation>System-CPU-Auslastung über die Zeit</translation>
        </message>
        <message>
            <source>computation</source>
            <translation>Berechnung</translation>
        </message>
        <message>
            <source>exposed communication</source>
            <translation>offene Kommunikation</translation>
        </message>
        <message>
            <source>exposed memcpy</source>
            <translation>offenes memcpy</translation>
        </message>
        <message>
            <source>idle: queued</source>
            <translation>Leerlauf: eingereiht</translation>
        </message>
        <message>
            <source>idle: launch</source>
            <translation>Leerlauf: Start</translation>
        </message>
        <message>
            <source>idle: data loader</source>
            <translation>Leerlauf: Datenlader</translation>
        </message>
        <message>
            <source>idle: sync</source>
            <translation>Leerlauf: Synchronisation</translation>
        </message>
        <message>
            <source>idle: host ops</source>
            <translation>Leerlauf: Host-Operationen</translation>
        </message>
        <message>
            <source>idle: host other</source>
            <translation>Leerlauf: Host sonstiges</translation>
        </message>
        <message>
            <source>idle: unattributed</source>
            <translation>Leerlauf: nicht zugeordnet</translation>
        </message>
        <message>
            <source>Per device, its GPU span (first GPU activity start to last end) split into computation (|union of compute kernels and memsets|), exposed communication (NCCL/RCCL kernels not hidden behind computation), exposed memcpy (copies hidden behind neither) and idle time; every idle nanosecond has one cause: queued, launch, data loader, sync, host ops, host other or unattributed (METRICS.md "Why the GPU was idle").</source>
            <translation>Pro Gerät seine GPU-Spanne (Beginn der ersten bis Ende der letzten GPU-Aktivität), aufgeteilt in Berechnung (|Vereinigung der Rechenkernel und Memsets|), offene Kommunikation (NCCL/RCCL-Kernel, die nicht hinter Berechnung verborgen sind), offenes memcpy (Kopien, hinter keinem von beiden verborgen) und Leerlauf; jede Leerlauf-Nanosekunde hat genau eine Ursache: queued, launch, data loader, sync, host ops, host other oder unattributed (METRICS.md "Why the GPU was idle").</translation>
        </message>
        <message>
            <source>The idle time inside the GPU spans split by cause, as shares of it: queued (the work was already enqueued), launch (the launch call had started), and while the launching thread was in a DataLoader next() (data loader), a synchronizing call (sync), any other host event (host ops) or none (host other); unattributed when no launch call is known. The whole job and, below, the selected scope.</source>
            <translation>Die Leerlaufzeit in den GPU-Spannen nach Ursache, als Anteile: queued (die Arbeit war schon eingereiht), launch (der Startaufruf lief), und während der startende Thread in einem DataLoader next() (data loader), einem synchronisierenden Aufruf (sync), einem anderen Host-Ereignis (host ops) oder keinem (host other) war; unattributed, wenn kein Startaufruf bekannt ist. Der ganze Job und darunter der gewählte Bereich.</translation>
        </message>
        <message>
            <source>Each ProfilerStep#N of the scope's ranks split like the GPU time chart, over the step instead of the span (idle is the step length minus busy time inside it), summed over the scope's devices. Click a bar to zoom the timeline to that step.</source>
            <translation>Jeder ProfilerStep#N der Ränge des Bereichs, aufgeteilt wie das GPU-Zeit-Diagramm, aber über den Schritt statt der Spanne (Leerlauf ist die Schrittlänge minus die belegte Zeit darin), summiert über die Geräte des Bereichs. Einen Balken anklicken, um die Zeitleiste auf diesen Schritt zu zoomen.</translation>
        </message>
        <message>
            <source>From Kineto [memory] events (recorded with profile_memory=True): the bytes allocated and reserved by PyTorch's caching allocator on each GPU after each event, divided by the device's totalGlobalMem. Each point is the highest value inside its bin, so short peaks are not averaged away; the curve starts at the first event.</source>
            <translation>Aus Kineto-[memory]-Ereignissen (aufgezeichnet mit profile_memory=True): die vom Caching-Allocator von PyTorch auf jeder GPU nach jedem Ereignis belegten und reservierten Bytes, geteilt durch totalGlobalMem des Geräts. Jeder Punkt ist der höchste Wert in seinem Intervall, damit kurze Spitzen nicht weggemittelt werden; die Kurve beginnt beim ersten Ereignis.</translation>
        </message>
        <message>
            <source>Durations of every ProfilerStep#N of all ranks of both profiles, counted into the same Freedman-Diaconis bins: BASE and NEW overlaid. Without steps on either side, each rank's whole window instead.</source>
            <translation>Dauer jedes ProfilerStep#N aller Ranks beider Profile, in dieselben Freedman-Diaconis-Klassen gezählt: BASE und NEW übereinander. Ohne Schritte auf einer Seite stattdessen das ganze Fenster jedes Ranks.</translation>
        </message>
        <message>
            <source>The GPU time breakdown of both profiles, per step (the mean over every device and step), or over each device's GPU span when a side has no steps: computation, exposed communication, exposed memcpy and idle time by cause.</source>
            <translation>Die GPU-Zeitaufteilung beider Profile, je Schritt (Mittel über alle Geräte und Schritte) oder über die GPU-Spanne jedes Geräts, wenn eine Seite keine Schritte hat: Berechnung, offene Kommunikation, offenes memcpy und Leerlauf nach Ursache.</translation>
        </message>
        <message>
            <source>Kernels present in both profiles (by exact or normalized name), sorted by the change of their total time, NEW minus BASE: right of 0 NEW spent longer, left of 0 less. Click a bar to select the kernel in the timeline.</source>
            <translation>Kernel, die in beiden Profilen vorkommen (nach exaktem oder normalisiertem Namen), sortiert nach der Änderung ihrer Gesamtzeit, NEW minus BASE: rechts von 0 brauchte NEW länger, links weniger. Ein Klick auf einen Balken wählt den Kernel in der Zeitachse aus.</translation>
        </message>
        <message>
            <source>Operators (cpu_op) present in both profiles, sorted by the change of their total time, NEW minus BASE: right of 0 NEW spent longer, left of 0 less.</source>
            <translation>Operatoren (cpu_op), die in beiden Profilen vorkommen, sortiert nach der Änderung ihrer Gesamtzeit, NEW minus BASE: rechts von 0 brauchte NEW länger, links weniger.</translation>
        </message>
        <message>
            <source>Not in this profile: %1 launches, no GPU activity recorded: the GPU side was not traced.
Record with torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) and check the profiler's warnings about CUPTI/roctracer.</source>
            <translation>Nicht in diesem Profil: %1 Launches, keine GPU-Aktivität aufgezeichnet: Die GPU-Seite wurde nicht aufgezeichnet.
Mit torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) aufzeichnen und die Warnungen des Profilers zu CUPTI/roctracer prüfen.</translation>
        </message>
        <message>
            <source>GPU memory over time</source>
            <translation>GPU-Speicher über die Zeit</translation>
        </message>
        <message>
            <source>memory (% of the GPU)</source>
            <translation>Speicher (% der GPU)</translation>
        </message>
        <message>
            <source>Not in this profile: the GPUs with [memory] events have no totalGlobalMem in the trace's deviceProperties, so their memory cannot be shown as a share.</source>
            <translation>Nicht in diesem Profil: Die GPUs mit [memory]-Ereignissen haben in den deviceProperties der Trace kein totalGlobalMem, daher kann ihr Speicher nicht als Anteil gezeigt werden.</translation>
        </message>
        <message>
            <source>Not in this profile: the trace's %1 GPU [memory] events carry only block sizes, no Total Allocated (PyTorch before 1.10).
Record with a newer PyTorch and torch.profiler.profile(profile_memory=True).</source>
            <translation>Nicht in diesem Profil: Die %1 GPU-[memory]-Ereignisse der Trace enthalten nur Blockgrößen, kein Total Allocated (PyTorch vor 1.10).
Mit einem neueren PyTorch und torch.profiler.profile(profile_memory=True) aufzeichnen.</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU [memory] events in the selected scope.
Record with torch.profiler.profile(profile_memory=True).</source>
            <translation>Nicht in diesem Profil: keine GPU-[memory]-Ereignisse im gewählten Bereich.
Mit torch.profiler.profile(profile_memory=True) aufzeichnen.</translation>
        </message>
        <message>
            <source>%1 allocated (peak %2)</source>
            <translation>%1 belegt (Spitze %2)</translation>
        </message>
        <message>
            <source>%1 reserved (peak %2)</source>
            <translation>%1 reserviert (Spitze %2)</translation>
        </message>
        <message>
            <source>GPU active time (1 GPU): %1 of it exposed communication</source>
            <translation>GPU-Aktivzeit (1 GPU): davon %1 offene Kommunikation</translation>
        </message>
        <message>
            <source>GPU active time (%1 GPUs): %2 of it exposed communication</source>
            <translation>GPU-Aktivzeit (%1 GPUs): davon %2 offene Kommunikation</translation>
        </message>
        <message>
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>GPU time: where each device's span went</source>
            <translation>GPU-Zeit: wohin die Spanne jedes Geräts ging</translation>
        </message>
        <message>
            <source>rank:GPU</source>
            <translation>Rang:GPU</translation>
        </message>
        <message>
            <source>%1: span %2, busy %3 (%4), idle %5</source>
            <translation>%1: Spanne %2, belegt %3 (%4), Leerlauf %5</translation>
        </message>
        <message>
            <source>GPU time per step</source>
            <translation>GPU-Zeit pro Schritt</translation>
        </message>
        <message>
            <source>ProfilerStep#</source>
            <translation>ProfilerStep#</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations on the ranks of the selected scope.
Use torch.profiler.schedule (the profiler then marks every step), or wrap each training iteration in record_function('ProfilerStep#N').</source>
            <translation>Nicht in diesem Profil: keine ProfilerStep#N-Annotationen auf den Rängen des gewählten Bereichs.
torch.profiler.schedule verwenden (der Profiler markiert dann jeden Schritt) oder jede Trainingsiteration in record_function('ProfilerStep#N') einschließen.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 on %2 GPUs: %3 of GPU time</source>
            <translation>%1 auf %2 GPUs: %3 GPU-Zeit</translation>
        </message>
        <message>
            <source>Why the GPUs were idle</source>
            <translation>Warum die GPUs leer liefen</translation>
        </message>
        <message>
            <source>%1: idle %2 of %3 GPU span (%4)</source>
            <translation>%1: Leerlauf %2 von %3 GPU-Spanne (%4)</translation>
        </message>
        <message>
            <source>No idle time: the GPUs of the selected scope were busy over their whole span.</source>
            <translation>Kein Leerlauf: Die GPUs des gewählten Bereichs waren über ihre ganze Spanne belegt.</translation>
        </message>
        <message>
            <source>Kernels: not in this profile</source>
            <translation>Kernel: nicht in diesem Profil</translation>
        </message>
        <message>
            <source>Step time per rank and step</source>
            <translation>Schrittzeit je Rang und Schritt</translation>
        </message>
        <message>
            <source>%1 collectives matched (%2 of %3 communication kernels); clocks as recorded.</source>
            <translation>%1 Kollektive zugeordnet (%2 von %3 Kommunikationskerneln); Uhren wie aufgezeichnet.</translation>
        </message>
        <message>
            <source>rank %1: delay caused %2, last at %3 of %4</source>
            <translation>Rang %1: verursachte Verzögerung %2, zuletzt bei %3 von %4</translation>
        </message>
        <message>
            <source>Straggler ranking: %1</source>
            <translation>Nachzügler-Rangfolge: %1</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannt</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (not applied): %2</source>
            <translation>Uhrversatz der Knoten gegenüber %1 (nicht angewandt): %2</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>Warnung: %1</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Ranks</translation>
        </message>
        <message>
            <source>Rank %1, ProfilerStep#%2</source>
            <translation>Rang %1, ProfilerStep#%2</translation>
        </message>
        <message>
            <source>no such step on this rank</source>
            <translation>dieser Rang hat diesen Schritt nicht</translation>
        </message>
        <message>
            <source>no matched collectives</source>
            <translation>keine zugeordneten Kollektive</translation>
        </message>
        <message>
            <source>waiting in collectives %1 (%2 %)</source>
            <translation>Warten in Kollektiven %1 (%2 %)</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N steps in the selected scope.</source>
            <translation>Nicht in diesem Profil: keine ProfilerStep#N-Schritte im gewählten Bereich.</translation>
        </message>
        <message>
            <source>Time each rank waited in collectives</source>
            <translation>Wartezeit jedes Rangs in Kollektiven</translation>
        </message>
        <message>
            <source>%1 collectives, last at %2, delay caused %3</source>
            <translation>%1 Kollektive, %2-mal zuletzt, verursachte Verzögerung %3</translation>
        </message>
        <message>
            <source>Not in this profile: collectives need two or more ranks with communication kernels (NCCL/RCCL) in the selected scope.
Open the folder with every rank file of the job.</source>
            <translation>Nicht in diesem Profil: Kollektive brauchen zwei oder mehr Ränge mit Kommunikationskerneln (NCCL/RCCL) im gewählten Bereich.
Öffnen Sie den Ordner mit allen Rangdateien des Jobs.</translation>
        </message>
        <message>
            <source>%1 (%2 % of %3)</source>
            <translation>%1 (%2 % von %3)</translation>
        </message>
        <message>
            <source>GPU %1 memory reserved</source>
            <translation>GPU %1 Speicher reserviert</translation>
        </message>
        <message>
            <source>GPU %1 memory allocated</source>
            <translation>GPU %1 Speicher belegt</translation>
        </message>
        <message>
            <source>allocated: %1</source>
            <translation>belegt: %1</translation>
        </message>
        <message>
            <source>reserved: %1</source>
            <translation>reserviert: %1</translation>
        </message>
        <message>
            <source>since the [memory] event at %1 (%2 of %3 on this GPU)</source>
            <translation>seit dem [memory]-Ereignis bei %1 (%2 von %3 auf dieser GPU)</translation>
        </message>
        <message>
            <source>GPU %1, %2</source>
            <translation>GPU %1, %2</translation>
        </message>
        <message>
            <source>%1, from %2 to %3</source>
            <translation>%1, von %2 bis %3</translation>
        </message>
        <message>
            <source>launching thread: %1 (tid %2)</source>
            <translation>startender Thread: %1 (tid %2)</translation>
        </message>
        <message>
            <source>no launch call known for the GPU op that ended it</source>
            <translation>kein Startaufruf für die GPU-Operation bekannt, die ihn beendete</translation>
        </message>
        <message>
            <source>ended by: %1</source>
            <translation>beendet durch: %1</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>Schrittzeit</translation>
        </message>
        <message>
            <source>Wait in collectives</source>
            <translation>Warten in Kollektiven</translation>
        </message>
        <message>
            <source>Step time outside collective waits</source>
            <translation>Schrittzeit ohne Warten in Kollektiven</translation>
        </message>
        <message>
            <source>Arrival lateness at collectives</source>
            <translation>Verspätung bei der Ankunft an Kollektiven</translation>
        </message>
        <message>
            <source>arrived %1 after the first rank</source>
            <translation>%1 nach dem ersten Rang angekommen</translation>
        </message>
        <message>
            <source>last to arrive in this step</source>
            <translation>in diesem Schritt als Letzter angekommen</translation>
        </message>
        <message>
            <source>%1 from %2 (left end of the scale) to %3 (right end); grey: no such step</source>
            <translation>%1 von %2 (linkes Ende der Skala) bis %3 (rechtes Ende); grau: kein solcher Schritt</translation>
        </message>
        <message>
            <source>outlined: the last rank to arrive</source>
            <translation>umrandet: der zuletzt angekommene Rang</translation>
        </message>
        <message>
            <source>Why the mean step changed: the delta of the mean step split into causes that sum to it exactly (computation by the kind of the launching operator, exposed communication, exposed memcpy, each idle cause, other), largest first; each bar starts where the one above ended, the last bar is the whole delta.</source>
            <translation>Warum sich der mittlere Schritt änderte: die Differenz des mittleren Schritts, aufgeteilt in Ursachen, die genau ihre Summe ergeben (Berechnung nach Art des startenden Operators, sichtbare Kommunikation, sichtbares memcpy, jede Leerlaufursache, Sonstiges), die größte zuerst; jeder Balken beginnt, wo der darüber endete, der letzte ist die ganze Differenz.</translation>
        </message>
        <message>
            <source>%1 of %2 files could not be written:</source>
            <translation>%1 von %2 Dateien konnten nicht geschrieben werden:</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>%1 kann nicht geschrieben werden: %2</translation>
        </message>
        <message>
            <source>unknown error</source>
            <translation>unbekannter Fehler</translation>
        </message>
        <message>
            <source>the file was not opened</source>
            <translation>die Datei wurde nicht geöffnet</translation>
        </message>
        <message>
            <source>the file on disk is shorter than what was written</source>
            <translation>die Datei auf der Platte ist kürzer als das Geschriebene</translation>
        </message>
        <message>
            <source>the writer failed</source>
            <translation>der Schreiber ist fehlgeschlagen</translation>
        </message>
        <message>
            <source>Cannot create the folder %1: %2</source>
            <translation>Der Ordner %1 kann nicht angelegt werden: %2</translation>
        </message>
        <message>
            <source>One point per operator and input shape with a perf model: arithmetic intensity (FLOPs / bytes per call) against achieved TFLOP/s (FLOPs x calls / the GPU time its calls launched), log-log; the marker's area grows with that GPU time. The roofs are the device's peak bandwidth up to the ridge point and its dense peak TFLOP/s per precision. Click a point to select the operator on the timeline.</source>
            <translation>Ein Punkt je Operator und Eingabeform mit Leistungsmodell: arithmetische Intensität (FLOPs / Bytes je Aufruf) gegen erreichte TFLOP/s (FLOPs x Aufrufe / die GPU-Zeit, die seine Aufrufe starteten), log-log; die Fläche der Markierung wächst mit dieser GPU-Zeit. Die Dächer sind die Spitzenbandbreite des Geräts bis zum Knickpunkt und seine dichte Spitzenleistung in TFLOP/s je Präzision. Einen Punkt anklicken, um den Operator in der Zeitleiste auszuwählen.</translation>
        </message>
        <message>
            <source>MFU of each ProfilerStep#N: the FLOPs of its GEMM, attention and convolution ops over (step time x the devices' dense peak for the precision holding most of those FLOPs), one curve per rank.</source>
            <translation>MFU jedes ProfilerStep#N: die FLOPs seiner GEMM-, Attention- und Faltungs-Operatoren geteilt durch (Schrittzeit x die dichte Spitzenleistung der Geräte für die Präzision mit den meisten dieser FLOPs), eine Kurve je Rang.</translation>
        </message>
        <message>
            <source>Not in this profile: %1</source>
            <translation>Nicht in diesem Profil: %1</translation>
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
            <translation>%1 Aufrufe, Kernelzeit %2</translation>
        </message>
        <message>
            <source>%1 TFLOP/s at %2 FLOP/byte</source>
            <translation>%1 TFLOP/s bei %2 FLOP/Byte</translation>
        </message>
        <message>
            <source>%1 % of the compute roof</source>
            <translation>%1 % des Rechen-Dachs</translation>
        </message>
        <message>
            <source>%1 % of the memory roof</source>
            <translation>%1 % des Speicher-Dachs</translation>
        </message>
        <message>
            <source>Roofline: achieved TFLOP/s per operator shape</source>
            <translation>Roofline: erreichte TFLOP/s je Operator-Form</translation>
        </message>
        <message>
            <source>Not in this profile: every operator shape is above its roof (a wrong shape, type or peak)</source>
            <translation>Nicht in diesem Profil: jede Operator-Form liegt über ihrem Dach (falsche Form, falscher Typ oder Spitzenwert)</translation>
        </message>
        <message>
            <source>%1 matrix roof: %2 TFLOP/s, %3 TB/s</source>
            <translation>%1-Matrix-Dach: %2 TFLOP/s, %3 TB/s</translation>
        </message>
        <message>
            <source>%1 vector roof: %2 TFLOP/s, %3 TB/s</source>
            <translation>%1-Vektor-Dach: %2 TFLOP/s, %3 TB/s</translation>
        </message>
        <message>
            <source>MFU per step</source>
            <translation>MFU je Schritt</translation>
        </message>
        <message>
            <source>MFU (%)</source>
            <translation>MFU (%)</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations in the selected scope.
Record with torch.profiler.schedule and call prof.step() every step.</source>
            <translation>Nicht in diesem Profil: keine ProfilerStep#N-Annotationen im gewählten Bereich.
Mit torch.profiler.schedule aufzeichnen und in jedem Schritt prof.step() aufrufen.</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>exposed comm: waiting for a late rank</source>
            <translation>sichtbare Kommunikation: Warten auf einen späten Rank</translation>
        </message>
        <message>
            <source>exposed comm: transfer</source>
            <translation>sichtbare Kommunikation: Übertragung</translation>
        </message>
        <message>
            <source>; exposed communication %1 (not split into wait and transfer: no matched collective)</source>
            <translation>; sichtbare Kommunikation %1 (nicht in Warten und Übertragung geteilt: keine zugeordnete kollektive Operation)</translation>
        </message>
        <message>
            <source>; exposed communication %1 = %2 waiting for a late rank + %3 transfer</source>
            <translation>; sichtbare Kommunikation %1 = %2 Warten auf einen späten Rank + %3 Übertragung</translation>
        </message>
        <message>
            <source> (%1 waiting, %2 transfer)</source>
            <translation> (%1 Warten, %2 Übertragung)</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>Berechnung</translation>
        </message>
        <message>
            <source>comm wait</source>
            <translation>Komm.-Warten</translation>
        </message>
        <message>
            <source>comm transfer</source>
            <translation>Komm.-Übertragung</translation>
        </message>
        <message>
            <source>launch</source>
            <translation>Launch</translation>
        </message>
        <message>
            <source>data loader</source>
            <translation>Data Loader</translation>
        </message>
        <message>
            <source>host ops</source>
            <translation>Host-Operationen</translation>
        </message>
    </context>
    <context>
        <name>stepline::ChartCard</name>
        <message>
            <source>What does this chart show?</source>
            <translation>Was zeigt dieses Diagramm?</translation>
        </message>
        <message>
            <source>Remove this histogram</source>
            <translation>Dieses Histogramm entfernen</translation>
        </message>
        <message>
            <source>per GPU</source>
            <translation>pro GPU</translation>
        </message>
        <message>
            <source>Show one curve per GPU besides the node means</source>
            <translation>Neben den Knotenmitteln eine Kurve je GPU zeigen</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG-Bilder (*.png)</translation>
        </message>
        <message>
            <source>SVG images (*.svg)</source>
            <translation>SVG-Bilder (*.svg)</translation>
        </message>
        <message>
            <source>Save chart</source>
            <translation>Diagramm speichern</translation>
        </message>
        <message>
            <source>Save as PNG...</source>
            <translation>Als PNG speichern...</translation>
        </message>
        <message>
            <source>Save as SVG...</source>
            <translation>Als SVG speichern...</translation>
        </message>
        <message>
            <source>Copy image</source>
            <translation>Bild kopieren</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tabelle</translation>
        </message>
        <message>
            <source>Show this chart as a table (full names and values)</source>
            <translation>Dieses Diagramm als Tabelle zeigen (volle Namen und Werte)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Details</translation>
        </message>
    </context>
    <context>
        <name>stepline::CompareController</name>
        <message>
            <source>Compare with a .stepline copy or a part of the job (stepline convert --ranks/--window), or close the loaded profile first.</source>
            <translation>Vergleichen Sie mit einer .stepline-Kopie oder einem Teil des Jobs (stepline convert --ranks/--window), oder schließen Sie zuerst das geladene Profil.</translation>
        </message>
    </context>
    <context>
        <name>stepline::CompareView</name>
        <message>
            <source>Compare with...</source>
            <translation>Vergleichen mit...</translation>
        </message>
        <message>
            <source>Match kernels by normalized name</source>
            <translation>Kernel nach normalisiertem Namen zuordnen</translation>
        </message>
        <message>
            <source>Pair kernels whose names differ only in template arguments, parameters, vendor prefixes or numeric suffixes (README: Normalized kernel names), to compare across library versions or across NVIDIA and AMD.</source>
            <translation>Kernel paaren, deren Namen sich nur in Template-Argumenten, Parametern, Herstellerpräfixen oder Zahlensuffixen unterscheiden (README: Normalized kernel names), um über Bibliotheksversionen oder zwischen NVIDIA und AMD zu vergleichen.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Count BASE</source>
            <translation>Anzahl BASE</translation>
        </message>
        <message>
            <source>Count NEW</source>
            <translation>Anzahl NEW</translation>
        </message>
        <message>
            <source>Total BASE</source>
            <translation>Summe BASE</translation>
        </message>
        <message>
            <source>Total NEW</source>
            <translation>Summe NEW</translation>
        </message>
        <message>
            <source>Delta</source>
            <translation>Differenz</translation>
        </message>
        <message>
            <source>Ratio</source>
            <translation>Verhältnis</translation>
        </message>
        <message>
            <source>Kernels</source>
            <translation>Kernel</translation>
        </message>
        <message>
            <source>Operators</source>
            <translation>Operatoren</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>Annotationen</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>&lt;h3&gt;No baseline&lt;/h3&gt;&lt;p&gt;Pick a profile to compare the loaded one against (File &amp;gt; Compare with...). Only its step times and per-name totals are kept in memory.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Keine Basis&lt;/h3&gt;&lt;p&gt;Wählen Sie ein Profil, mit dem das geladene verglichen wird (Datei &amp;gt; Vergleichen mit...). Nur seine Schrittzeiten und Summen je Name bleiben im Speicher.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>BASE: %1 (%2 steps)</source>
            <translation>BASE: %1 (%2 Schritte)</translation>
        </message>
        <message>
            <source>NEW: %1 (%2 steps)</source>
            <translation>NEW: %1 (%2 Schritte)</translation>
        </message>
        <message>
            <source>Kernels (%1)</source>
            <translation>Kernel (%1)</translation>
        </message>
        <message>
            <source>Operators (%1)</source>
            <translation>Operatoren (%1)</translation>
        </message>
        <message>
            <source>Annotations (%1)</source>
            <translation>Annotationen (%1)</translation>
        </message>
        <message>
            <source>kernel</source>
            <translation>Kernel</translation>
        </message>
        <message>
            <source>operator</source>
            <translation>Operator</translation>
        </message>
        <message>
            <source>annotation</source>
            <translation>Annotation</translation>
        </message>
        <message>
            <source>&lt;b&gt;Only in BASE&lt;/b&gt; (%1)</source>
            <translation>&lt;b&gt;Nur in BASE&lt;/b&gt; (%1)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Only in NEW&lt;/b&gt; (%1)</source>
            <translation>&lt;b&gt;Nur in NEW&lt;/b&gt; (%1)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Comparability: %1&lt;/b&gt;</source>
            <translation>&lt;b&gt;Vergleichbarkeit: %1&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;A side has a single step:&lt;/b&gt; one step says nothing of the spread, so no verdict is given. Profile more steps.</source>
            <translation>&lt;b&gt;Eine Seite hat nur einen Schritt:&lt;/b&gt; Ein Schritt sagt nichts über die Streuung, daher gibt es kein Urteil. Profilieren Sie mehr Schritte.</translation>
        </message>
        <message>
            <source>Exact kernel names barely overlap (%1 % of BASE's kernel time, %2 % of NEW's): tick "Match kernels by normalized name", or run stepline diff --match operator, which pairs kernels through the operator that launched them (%3 % and %4 % paired).</source>
            <translation>Exakte Kernelnamen überschneiden sich kaum (%1 % der Kernelzeit von BASE, %2 % von NEW): Aktivieren Sie "Match kernels by normalized name" oder führen Sie stepline diff --match operator aus, das Kernel über den startenden Operator paart (%3 % und %4 % gepaart).</translation>
        </message>
    </context>
    <context>
        <name>stepline::CriticalPathOverlay</name>
        <message>
            <source>measured: %1, ends on rank %2</source>
            <translation>gemessen: %1, endet auf Rang %2</translation>
        </message>
        <message>
            <source>%1 (predicted): %2</source>
            <translation>%1 (vorhergesagt): %2</translation>
        </message>
        <message>
            <source>Critical path of step %1</source>
            <translation>Kritischer Pfad von Schritt %1</translation>
        </message>
        <message>
            <source>Critical path, measured</source>
            <translation>Kritischer Pfad, gemessen</translation>
        </message>
        <message>
            <source>Critical path, %1 (predicted)</source>
            <translation>Kritischer Pfad, %1 (vorhergesagt)</translation>
        </message>
        <message>
            <source>%1 on rank %2: %3</source>
            <translation>%1 auf Rang %2: %3</translation>
        </message>
        <message>
            <source>%1 pieces merged at this zoom</source>
            <translation>%1 Stücke bei diesem Zoom zusammengefasst</translation>
        </message>
    </context>
    <context>
        <name>stepline::DashboardChart</name>
        <message>
            <source>time (%1)</source>
            <translation>Zeit (%1)</translation>
        </message>
        <message>
            <source>launches</source>
            <translation>Starts</translation>
        </message>
        <message>
            <source>count</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <source>time since job start (%1)</source>
            <translation>Zeit seit Jobbeginn (%1)</translation>
        </message>
        <message>
            <source>utilization (%)</source>
            <translation>Auslastung (%)</translation>
        </message>
        <message>
            <source>duration (%1)</source>
            <translation>Dauer (%1)</translation>
        </message>
        <message>
            <source>click to list them</source>
            <translation>Klicken zum Auflisten</translation>
        </message>
        <message>
            <source>NEW slower</source>
            <translation>NEW langsamer</translation>
        </message>
        <message>
            <source>NEW faster</source>
            <translation>NEW schneller</translation>
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
            <translation>%1: %2 (%3 des Balkens)</translation>
        </message>
        <message>
            <source>click to zoom the timeline to this step</source>
            <translation>klicken, um die Zeitleiste auf diesen Schritt zu zoomen</translation>
        </message>
        <message>
            <source>share (%)</source>
            <translation>Anteil (%)</translation>
        </message>
        <message>
            <source>GPU time (%1)</source>
            <translation>GPU-Zeit (%1)</translation>
        </message>
        <message>
            <source>Mean step delta</source>
            <translation>Mittlere Schrittdifferenz</translation>
        </message>
        <message>
            <source>step (N of ProfilerStep#N)</source>
            <translation>Schritt (N von ProfilerStep#N)</translation>
        </message>
        <message>
            <source>step</source>
            <translation>Schritt</translation>
        </message>
        <message>
            <source>arithmetic intensity (FLOP/byte)</source>
            <translation>arithmetische Intensität (FLOP/Byte)</translation>
        </message>
        <message>
            <source>achieved TFLOP/s</source>
            <translation>erreichte TFLOP/s</translation>
        </message>
    </context>
    <context>
        <name>stepline::DashboardView</name>
        <message>
            <source>Scope:</source>
            <translation>Bereich:</translation>
        </message>
        <message>
            <source>Every chart follows this selection: whole job, one node, one rank or one GPU</source>
            <translation>Alle Diagramme folgen dieser Auswahl: gesamter Job, ein Knoten, ein Rank oder eine GPU</translation>
        </message>
        <message>
            <source>Top k:</source>
            <translation>Top k:</translation>
        </message>
        <message>
            <source>Kernels shown by name in the "all kernels" charts; the rest is "other"</source>
            <translation>Kernels, die in den Diagrammen „alle Kernels“ mit Namen gezeigt werden; der Rest ist „other“</translation>
        </message>
        <message>
            <source>New histogram:</source>
            <translation>Neues Histogramm:</translation>
        </message>
        <message>
            <source>user annotation, e.g. forward</source>
            <translation>Benutzer-Annotation, z. B. forward</translation>
        </message>
        <message>
            <source>Pick or type a user annotation (record_function name) to add its duration histogram</source>
            <translation>Wählen oder tippen Sie eine Benutzer-Annotation (record_function-Name), um ihr Dauer-Histogramm hinzuzufügen</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Hinzufügen</translation>
        </message>
        <message>
            <source>Previous instance of the selected kernel</source>
            <translation>Vorherige Instanz des gewählten Kernels</translation>
        </message>
        <message>
            <source>Next instance of the selected kernel</source>
            <translation>Nächste Instanz des gewählten Kernels</translation>
        </message>
        <message>
            <source>Export dashboard...</source>
            <translation>Dashboard exportieren...</translation>
        </message>
        <message>
            <source>Write every chart as PNG and a PDF report into a folder</source>
            <translation>Alle Diagramme als PNG und einen PDF-Bericht in einen Ordner schreiben</translation>
        </message>
        <message>
            <source>No profile loaded.
Open a trace file or a job folder to see its dashboard.</source>
            <translation>Kein Profil geladen.
Öffnen Sie eine Trace-Datei oder einen Job-Ordner, um sein Dashboard zu sehen.</translation>
        </message>
        <message>
            <source>Computing the dashboard...</source>
            <translation>Dashboard wird berechnet...</translation>
        </message>
        <message>
            <source>Computing...</source>
            <translation>Berechnung...</translation>
        </message>
        <message>
            <source>Selected kernel: %1</source>
            <translation>Gewählter Kernel: %1</translation>
        </message>
        <message>
            <source>%1  rank %2  %3  at %4</source>
            <translation>%1  Rank %2  %3  bei %4</translation>
        </message>
        <message>
            <source>  (GPU)</source>
            <translation>  (GPU)</translation>
        </message>
        <message>
            <source>%1: %2 in %3 – %4 (double-click to show in the timeline)</source>
            <translation>%1: %2 in %3 – %4 (Doppelklick zeigt es in der Zeitleiste)</translation>
        </message>
        <message>
            <source>Export dashboard into folder</source>
            <translation>Dashboard in Ordner exportieren</translation>
        </message>
        <message>
            <source>Export dashboard</source>
            <translation>Dashboard exportieren</translation>
        </message>
        <message>
            <source>Exported %1 files to %2</source>
            <translation>%1 Dateien nach %2 exportiert</translation>
        </message>
        <message>
            <source>Timeline zoomed to %1</source>
            <translation>Zeitleiste auf %1 gezoomt</translation>
        </message>
        <message>
            <source>Export failed: %1</source>
            <translation>Export fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>Selected operator: %1</source>
            <translation>Ausgewählter Operator: %1</translation>
        </message>
    </context>
    <context>
        <name>stepline::DataLoaderPanel</name>
        <message numerus="yes">
            <source>%n outlier(s)</source>
            <translation>
                <numerusform>%n Ausreißer</numerusform>
                <numerusform>%n Ausreißer</numerusform>
            </translation>
        </message>
        <message>
            <source>rank %1, %2 .. %3</source>
            <translation>Rank %1, %2 .. %3</translation>
        </message>
        <message>
            <source>%1 x median</source>
            <translation>%1 x Median</translation>
        </message>
        <message>
            <source>Click to show the window in the timeline</source>
            <translation>Klicken, um das Fenster in der Zeitleiste zu zeigen</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Was</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <source>Median / duration</source>
            <translation>Median / Dauer</translation>
        </message>
        <message>
            <source>Max</source>
            <translation>Max.</translation>
        </message>
        <message>
            <source>Outliers (&gt; 2 x median)</source>
            <translation>Ausreißer (&gt; 2 x Median)</translation>
        </message>
        <message>
            <source>Details / worker</source>
            <translation>Details / Worker</translation>
        </message>
        <message>
            <source>No data-loader events in this profile (enumerate(DataLoader)#... calls, iterator initializations or worker threads).</source>
            <translation>Keine Data-Loader-Ereignisse in diesem Profil (enumerate(DataLoader)#...-Aufrufe, Iterator-Initialisierungen oder Worker-Threads).</translation>
        </message>
        <message>
            <source>multi-process</source>
            <translation>Mehrprozess</translation>
        </message>
        <message>
            <source>single-process (num_workers = 0)</source>
            <translation>Einzelprozess (num_workers = 0)</translation>
        </message>
        <message>
            <source>unknown type</source>
            <translation>unbekannter Typ</translation>
        </message>
        <message numerus="yes">
            <source>Data loader: %1, %n worker thread(s) seen. Click an outlier to show its window in the timeline with every row.</source>
            <translation>
                <numerusform>Data Loader: %1, %n Worker-Thread gesehen. Klicken Sie auf einen Ausreißer, um sein Fenster in der Zeitleiste mit allen Zeilen zu zeigen.</numerusform>
                <numerusform>Data Loader: %1, %n Worker-Threads gesehen. Klicken Sie auf einen Ausreißer, um sein Fenster in der Zeitleiste mit allen Zeilen zu zeigen.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1, workers %2, pin_memory %3</source>
            <translation>%1, Worker %2, pin_memory %3</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannt</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>Iterator initializations</source>
            <translation>Iterator-Initialisierungen</translation>
        </message>
        <message>
            <source>Worker lifetimes</source>
            <translation>Lebensdauer der Worker</translation>
        </message>
        <message>
            <source>GetNext calls</source>
            <translation>GetNext-Aufrufe</translation>
        </message>
        <message>
            <source>Batch time (between GetNext starts)</source>
            <translation>Batch-Zeit (zwischen GetNext-Starts)</translation>
        </message>
    </context>
    <context>
        <name>stepline::DrawListBuilder</name>
        <message>
            <source>peak %1</source>
            <translation>Spitze %1</translation>
        </message>
        <message>
            <source> (%1 of %2)</source>
            <translation> (%1 von %2)</translation>
        </message>
    </context>
    <context>
        <name>stepline::ExplainPanel</name>
        <message>
            <source>Queued (stream or event dependency, launch latency)</source>
            <translation>Eingereiht (Stream- oder Event-Abhängigkeit, Startlatenz)</translation>
        </message>
        <message>
            <source>Launch (the launch call had started, the work had not)</source>
            <translation>Start (der Startaufruf lief, die Arbeit noch nicht)</translation>
        </message>
        <message>
            <source>Data loader (waiting in DataLoader next())</source>
            <translation>Datenlader (Warten in DataLoader next())</translation>
        </message>
        <message>
            <source>Host synchronization (.item(), cudaStreamSynchronize, blocking copies)</source>
            <translation>Host-Synchronisation (.item(), cudaStreamSynchronize, blockierende Kopien)</translation>
        </message>
        <message>
            <source>Host-bound (operators, Python and runtime calls)</source>
            <translation>Host-gebunden (Operatoren, Python- und Runtime-Aufrufe)</translation>
        </message>
        <message>
            <source>Host, unprofiled (no host event of the launching thread)</source>
            <translation>Host, nicht profiliert (kein Host-Ereignis des startenden Threads)</translation>
        </message>
        <message>
            <source>Unattributed (no launch call known)</source>
            <translation>Nicht zugeordnet (kein Startaufruf bekannt)</translation>
        </message>
        <message>
            <source>Exposed communication (not hidden behind computation)</source>
            <translation>Offene Kommunikation (nicht hinter Berechnung verborgen)</translation>
        </message>
        <message>
            <source>Exposed memcpy (not hidden behind computation or communication)</source>
            <translation>Offenes memcpy (nicht hinter Berechnung oder Kommunikation verborgen)</translation>
        </message>
        <message>
            <source>Straggler rank</source>
            <translation>Nachzügler-Rang</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Kein Profil geladen.</translation>
        </message>
        <message>
            <source>Explain: where the GPU time was lost</source>
            <translation>Erklärung: wo die GPU-Zeit verloren ging</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU activity, so there is no GPU time to explain. Record with ProfilerActivity.CUDA.</source>
            <translation>Nicht in diesem Profil: keine GPU-Aktivität, also keine GPU-Zeit zu erklären. Mit ProfilerActivity.CUDA aufzeichnen.</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by GPU time lost; click a place to open it in the timeline.</source>
            <translation>%1 GPU-Zeit auf %2 GPUs (die Summe ihrer Spannen). Befunde nach verlorener GPU-Zeit geordnet; eine Stelle anklicken, um sie in der Zeitleiste zu öffnen.</translation>
        </message>
        <message>
            <source>Nothing lost: the GPUs were busy with computation over their whole spans.</source>
            <translation>Nichts verloren: Die GPUs rechneten über ihre ganzen Spannen.</translation>
        </message>
        <message>
            <source>%1 of GPU time</source>
            <translation>%1 der GPU-Zeit</translation>
        </message>
        <message>
            <source>%1 lost</source>
            <translation>%1 verloren</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>Rank %1</translation>
        </message>
        <message>
            <source>rank %1 · GPU %2</source>
            <translation>Rank %1 · GPU %2</translation>
        </message>
        <message>
            <source>step %1</source>
            <translation>Schritt %1</translation>
        </message>
        <message>
            <source>%1 to %2 (%3)</source>
            <translation>%1 bis %2 (%3)</translation>
        </message>
        <message>
            <source>Worst places:</source>
            <translation>Schlimmste Stellen:</translation>
        </message>
        <message>
            <source>The other ranks waited %1 for rank %2 in all; counted once per rank that waited that is %3 of GPU time.</source>
            <translation>Die anderen Ränge warteten insgesamt %1 auf Rang %2; einmal je wartendem Rang gezählt sind das %3 GPU-Zeit.</translation>
        </message>
        <message>
            <source>Straggler rule: %1. It weighs the %2 against the delay all ranks caused: %3</source>
            <translation>Straggler-Regel: %1. Sie misst die %2 an der Verzögerung, die alle Ränge verursacht haben: %3</translation>
        </message>
        <message>
            <source>triggered</source>
            <translation>ausgelöst</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Longer GPU work on a late rank (the other ranks waited for it)</source>
            <translation>Längere GPU-Arbeit auf einem späten Rank (die anderen Ranks warteten darauf)</translation>
        </message>
        <message>
            <source>Exposed communication: %1 = %2 waiting for a late rank + %3 transfer; %4 of the waits are reported under what the late rank was doing.</source>
            <translation>Sichtbare Kommunikation: %1 = %2 Warten auf einen späten Rank + %3 Übertragung; %4 der Wartezeit werden unter dem geführt, was der späte Rank tat.</translation>
        </message>
        <message>
            <source>Exposed communication: %1 (not split into wait and transfer: a rank with communication took part in no matched collective).</source>
            <translation>Sichtbare Kommunikation: %1 (nicht in Warten und Übertragung geteilt: ein Rank mit Kommunikation nahm an keiner zugeordneten kollektiven Operation teil).</translation>
        </message>
        <message>
            <source>Straggler rule: not applicable (%1), so this finding alone judges rank %2.</source>
            <translation>Straggler-Regel: nicht anwendbar (%1), daher beurteilt nur dieser Befund Rank %2.</translation>
        </message>
        <message>
            <source>not applicable</source>
            <translation>nicht anwendbar</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by what fixing them would save per step (the what-if replay of the job); click a place to open it in the timeline.</source>
            <translation>%1 GPU-Zeit auf %2 GPUs (Summe ihrer Spannen). Befunde nach der Ersparnis pro Schritt geordnet, die ihre Behebung brächte (What-if-Wiedergabe des Jobs); klicken Sie auf eine Stelle, um sie in der Zeitleiste zu öffnen.</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by GPU time lost (no savings predicted: %3); click a place to open it in the timeline.</source>
            <translation>%1 GPU-Zeit auf %2 GPUs (Summe ihrer Spannen). Befunde nach verlorener GPU-Zeit geordnet (keine Ersparnis vorhergesagt: %3); klicken Sie auf eine Stelle, um sie in der Zeitleiste zu öffnen.</translation>
        </message>
        <message>
            <source>would save %1 per step (%2)</source>
            <translation>würde %1 pro Schritt sparen (%2)</translation>
        </message>
    </context>
    <context>
        <name>stepline::IcicleView</name>
        <message>
            <source>No pyinstrument call tree in this selection.</source>
            <translation>Kein pyinstrument-Aufrufbaum in dieser Auswahl.</translation>
        </message>
    </context>
    <context>
        <name>stepline::InformationView</name>
        <message>
            <source>No profile is loaded. Load a job from the Jobs tab to see its metadata, ranks, devices and load report here.</source>
            <translation>Kein Profil geladen. Laden Sie einen Job im Tab „Jobs“, um hier seine Metadaten, Ranks, Geräte und den Ladebericht zu sehen.</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>Job</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Pfad</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Erstellt</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Warnung</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Dauer</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Ereignisse</translation>
        </message>
        <message>
            <source>Memory used</source>
            <translation>Belegter Speicher</translation>
        </message>
        <message>
            <source>Hyperparameters</source>
            <translation>Hyperparameter</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Tags</translation>
        </message>
        <message>
            <source>Ranks and nodes</source>
            <translation>Ranks und Knoten</translation>
        </message>
        <message>
            <source>%1 rank(s) on %2 node(s)</source>
            <translation>%1 Rank(s) auf %2 Knoten</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rank</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>Knoten</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Datei</translation>
        </message>
        <message>
            <source>Rank from</source>
            <translation>Rank aus</translation>
        </message>
        <message>
            <source>World size</source>
            <translation>World size</translation>
        </message>
        <message>
            <source>Backend</source>
            <translation>Backend</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>Warnungen</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Größe</translation>
        </message>
        <message>
            <source>Truncated</source>
            <translation>Abgeschnitten</translation>
        </message>
        <message>
            <source>at byte %1</source>
            <translation>bei Byte %1</translation>
        </message>
        <message>
            <source>Devices</source>
            <translation>Geräte</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>Speicher</translation>
        </message>
        <message>
            <source>SMs</source>
            <translation>SMs</translation>
        </message>
        <message>
            <source>Compute capability</source>
            <translation>Compute Capability</translation>
        </message>
        <message>
            <source>Warp size</source>
            <translation>Warp-Größe</translation>
        </message>
        <message>
            <source>Max threads per block</source>
            <translation>Max. Threads pro Block</translation>
        </message>
        <message>
            <source>The traces list no device properties.</source>
            <translation>Die Traces nennen keine Geräteeigenschaften.</translation>
        </message>
        <message>
            <source>Software versions</source>
            <translation>Softwareversionen</translation>
        </message>
        <message>
            <source>The traces name no software versions.</source>
            <translation>Die Traces nennen keine Softwareversionen.</translation>
        </message>
        <message>
            <source>Load report</source>
            <translation>Ladebericht</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Anzahl</translation>
        </message>
        <message>
            <source>First places (rank @ byte)</source>
            <translation>Erste Stellen (Rank @ Byte)</translation>
        </message>
        <message>
            <source>%1 (cut at byte %2)</source>
            <translation>%1 (abgeschnitten bei Byte %2)</translation>
        </message>
        <message>
            <source>Truncated files:</source>
            <translation>Abgeschnittene Dateien:</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>Events moved to an extra lane (partial overlap):</source>
            <translation>In eine zusätzliche Spur verschobene Ereignisse (teilweise Überlappung):</translation>
        </message>
        <message>
            <source>Subset of the job:</source>
            <translation>Teil des Jobs:</translation>
        </message>
        <message>
            <source>ranks left out: %1; events outside the time window left out: %2</source>
            <translation>ausgelassene Ranks: %1; Ereignisse außerhalb des Zeitfensters ausgelassen: %2</translation>
        </message>
        <message>
            <source>Node clock offsets</source>
            <translation>Uhrversatz der Knoten</translation>
        </message>
        <message>
            <source>Estimated from the ends of %1 matched collectives: per collective, the median end on a node minus the median end on %2; the offset is the median of those. Not applied to any figure unless "Align node clocks" (Ranks tab) or --align-collectives asks.</source>
            <translation>Geschätzt aus den Enden von %1 zugeordneten Kollektiven: je Kollektiv das Median-Ende auf einem Knoten minus das Median-Ende auf %2; der Versatz ist deren Median. Auf keine Zahl angewandt, außer "Knotenuhren angleichen" (Tab Ränge) oder --align-collectives verlangt es.</translation>
        </message>
        <message>
            <source>Offset</source>
            <translation>Versatz</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>Kollektive</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannt</translation>
        </message>
        <message>
            <source>Every event was read: nothing was skipped, cut or changed.</source>
            <translation>Jedes Event wurde gelesen: Nichts wurde übersprungen, abgeschnitten oder geändert.</translation>
        </message>
        <message>
            <source>What it means</source>
            <translation>Bedeutung</translation>
        </message>
        <message>
            <source>no byte offset (counted after reading)</source>
            <translation>kein Byte-Offset (nach dem Lesen gezählt)</translation>
        </message>
    </context>
    <context>
        <name>stepline::InsightsView</name>
        <message>
            <source>Triggered</source>
            <translation>Ausgelöst</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Not applicable</source>
            <translation>Nicht anwendbar</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Kein Profil geladen.</translation>
        </message>
        <message>
            <source>Reset parameters</source>
            <translation>Parameter zurücksetzen</translation>
        </message>
        <message>
            <source>Forget the parameters changed for this job and use the documented defaults.</source>
            <translation>Die für diesen Job geänderten Parameter vergessen und die dokumentierten Standardwerte verwenden.</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>Regel</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Summary</source>
            <translation>Zusammenfassung</translation>
        </message>
        <message>
            <source>&lt;b&gt;Evidence&lt;/b&gt; (click to open it)</source>
            <translation>&lt;b&gt;Belege&lt;/b&gt; (klicken zum Öffnen)</translation>
        </message>
        <message>
            <source>Fact</source>
            <translation>Befund</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Wo</translation>
        </message>
        <message>
            <source>&lt;b&gt;Parameters&lt;/b&gt; (double-click a value to change it; remembered for this job)</source>
            <translation>&lt;b&gt;Parameter&lt;/b&gt; (Doppelklick auf einen Wert ändert ihn; für diesen Job gespeichert)</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>Parameter</translation>
        </message>
        <message>
            <source>Meaning</source>
            <translation>Bedeutung</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <source>Data loader</source>
            <translation>Data Loader</translation>
        </message>
        <message>
            <source>Python functions</source>
            <translation>Python-Funktionen</translation>
        </message>
        <message>
            <source>Running the rules...</source>
            <translation>Regeln werden ausgeführt...</translation>
        </message>
        <message>
            <source>ProfilerReport: &lt;b&gt;%1 triggered&lt;/b&gt;, %2 ok, %3 not applicable.</source>
            <translation>ProfilerReport: &lt;b&gt;%1 ausgelöst&lt;/b&gt;, %2 OK, %3 nicht anwendbar.</translation>
        </message>
        <message>
            <source>GPU utilization is derived from the trace (no system metrics in this profile).</source>
            <translation>Die GPU-Auslastung wird aus dem Trace abgeleitet (keine Systemmetriken in diesem Profil).</translation>
        </message>
        <message>
            <source>Open a profile to run the SageMaker Debugger rules on it.</source>
            <translation>Öffnen Sie ein Profil, um die SageMaker-Debugger-Regeln darauf auszuführen.</translation>
        </message>
        <message>
            <source>Needs:</source>
            <translation>Benötigt:</translation>
        </message>
        <message>
            <source>Why:</source>
            <translation>Warum:</translation>
        </message>
        <message>
            <source>Advice:</source>
            <translation>Rat:</translation>
        </message>
        <message>
            <source>timeline %1 .. %2</source>
            <translation>Zeitleiste %1 .. %2</translation>
        </message>
        <message>
            <source>dashboard</source>
            <translation>Dashboard</translation>
        </message>
        <message>
            <source>Click to zoom the timeline to this period</source>
            <translation>Klicken, um die Zeitleiste auf diesen Zeitraum zu zoomen</translation>
        </message>
        <message>
            <source>Changed for this job</source>
            <translation>Für diesen Job geändert</translation>
        </message>
        <message>
            <source>(this rule has no parameters)</source>
            <translation>(diese Regel hat keine Parameter)</translation>
        </message>
        <message>
            <source>Not changed: %1</source>
            <translation>Nicht geändert: %1</translation>
        </message>
        <message>
            <source>changed in the Insights tab for this job</source>
            <translation>im Tab Erkenntnisse für diesen Job geändert</translation>
        </message>
        <message>
            <source>Computing the GPU time breakdown...</source>
            <translation>GPU-Zeitaufteilung wird berechnet...</translation>
        </message>
        <message>
            <source>What if</source>
            <translation>Was wäre wenn</translation>
        </message>
        <message>
            <source>Replaying the job with each cause changed...</source>
            <translation>Der Job wird mit je einer geänderten Ursache nachgespielt...</translation>
        </message>
    </context>
    <context>
        <name>stepline::JobListModel</name>
        <message>
            <source>In progress</source>
            <translation>Läuft</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>Abgeschlossen</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Fehlgeschlagen</translation>
        </message>
        <message>
            <source>Stopped</source>
            <translation>Gestoppt</translation>
        </message>
        <message>
            <source>Stopping</source>
            <translation>Wird gestoppt</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>Warnung: %1</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Erstellt</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Ranks</translation>
        </message>
        <message>
            <source>Nodes</source>
            <translation>Knoten</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPUs</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>Größe auf der Festplatte</translation>
        </message>
        <message>
            <source>baseTimeNanoseconds + first event</source>
            <translation>baseTimeNanoseconds + erstes Ereignis</translation>
        </message>
        <message>
            <source>first event ts</source>
            <translation>ts des ersten Ereignisses</translation>
        </message>
        <message>
            <source>system metrics Timestamp</source>
            <translation>Timestamp der Systemmetriken</translation>
        </message>
        <message>
            <source>start time in the Python-stats folder name</source>
            <translation>Startzeit im Namen des Python-Statistik-Ordners</translation>
        </message>
        <message>
            <source>Reading the trace to its end to find when it started</source>
            <translation>Die Trace wird bis zum Ende gelesen, um ihren Beginn zu finden</translation>
        </message>
        <message>
            <source>File time: the traces hold no wall-clock time. A download or copy sets it to when the copy was made.</source>
            <translation>Dateizeit: Die Traces enthalten keine Uhrzeit. Ein Download oder eine Kopie setzt sie auf den Zeitpunkt der Kopie.</translation>
        </message>
        <message>
            <source>From job.json</source>
            <translation>Aus job.json</translation>
        </message>
        <message>
            <source>From the trace: %1</source>
            <translation>Aus der Trace: %1</translation>
        </message>
        <message>
            <source>Reading the compressed trace to its end to see whether it is complete</source>
            <translation>Die komprimierte Trace wird bis zum Ende gelesen, um zu prüfen, ob sie vollständig ist</translation>
        </message>
        <message>
            <source>Unknown: no trace of this job can be read</source>
            <translation>Unbekannt: Keine Trace dieses Jobs ist lesbar</translation>
        </message>
        <message>
            <source>Unknown: the traces do not name their hosts</source>
            <translation>Unbekannt: Die Traces nennen ihre Hosts nicht</translation>
        </message>
        <message>
            <source>Reading the traces to their end to find the GPUs they used</source>
            <translation>Die Traces werden bis zum Ende gelesen, um die verwendeten GPUs zu finden</translation>
        </message>
        <message>
            <source>Unknown: a trace of this job cannot be read, or there is no training trace</source>
            <translation>Unbekannt: Eine Trace dieses Jobs ist nicht lesbar, oder es gibt keine Trainings-Trace</translation>
        </message>
        <message>
            <source>GPUs with activity (kernels, memory copies or sets) in the traces</source>
            <translation>GPUs mit Aktivität (Kernels, Speicherkopien oder -füllungen) in den Traces</translation>
        </message>
    </context>
    <context>
        <name>stepline::JobPickerWidget</name>
        <message>
            <source>Loaded profile</source>
            <translation>Geladenes Profil</translation>
        </message>
        <message>
            <source>Unload the profile and free its memory</source>
            <translation>Das Profil entladen und seinen Speicher freigeben</translation>
        </message>
        <message>
            <source>No profiles folder is set yet. Try the demo jobs that come with Stepline, or choose the folder where your training jobs write their traces.</source>
            <translation>Es ist noch kein Profilordner festgelegt. Probieren Sie die mitgelieferten Demo-Jobs aus oder wählen Sie den Ordner, in den Ihre Trainingsjobs ihre Traces schreiben.</translation>
        </message>
        <message>
            <source>Show demo jobs</source>
            <translation>Demo-Jobs zeigen</translation>
        </message>
        <message>
            <source>Profiles folder:</source>
            <translation>Profilordner:</translation>
        </message>
        <message>
            <source>Change...</source>
            <translation>Ändern...</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>Aktualisieren</translation>
        </message>
        <message>
            <source>Search by name</source>
            <translation>Nach Name suchen</translation>
        </message>
        <message>
            <source>All statuses</source>
            <translation>Alle Status</translation>
        </message>
        <message>
            <source>Created from</source>
            <translation>Erstellt ab</translation>
        </message>
        <message>
            <source>to</source>
            <translation>bis</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Laden</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(keiner)</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Memory used: %3</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Belegter Speicher: %3</translation>
        </message>
        <message>
            <source>No profile loaded. Pick a job below and press Load, or open a trace file with File &gt; Open.</source>
            <translation>Kein Profil geladen. Wählen Sie unten einen Job und drücken Sie „Laden“, oder öffnen Sie eine Trace-Datei mit Datei &gt; Öffnen.</translation>
        </message>
        <message numerus="yes">
            <source>%n job(s)</source>
            <translation>
                <numerusform>%n Job</numerusform>
                <numerusform>%n Jobs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n job(s) shown</source>
            <translation>
                <numerusform>%1 von %n Job angezeigt</numerusform>
                <numerusform>%1 von %n Jobs angezeigt</numerusform>
            </translation>
        </message>
        <message>
            <source>scanning...</source>
            <translation>wird durchsucht...</translation>
        </message>
    </context>
    <context>
        <name>stepline::LoadBanner</name>
        <message>
            <source>Open another file...</source>
            <translation>Andere Datei öffnen...</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Details</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Could not load %1</source>
            <translation>%1 konnte nicht geladen werden</translation>
        </message>
        <message>
            <source>%1 ends early at byte %2: the events before it were loaded.</source>
            <translation>%1 endet zu früh bei Byte %2: Die Ereignisse davor wurden geladen.</translation>
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation>
                <numerusform>... und %n weitere</numerusform>
                <numerusform>... und %n weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>ranks left out: %1</source>
            <translation>ausgelassene Ranks: %1</translation>
        </message>
        <message>
            <source>events outside the time window left out: %1</source>
            <translation>Ereignisse außerhalb des Zeitfensters ausgelassen: %1</translation>
        </message>
        <message>
            <source>This is part of the job, as asked: %1.</source>
            <translation>Wie gewünscht ein Teil des Jobs: %1.</translation>
        </message>
        <message>
            <source>A subset of the job is loaded.</source>
            <translation>Ein Teil des Jobs ist geladen.</translation>
        </message>
        <message>
            <source>The profile was loaded completely.</source>
            <translation>Das Profil wurde vollständig geladen.</translation>
        </message>
        <message>
            <source>The profile was loaded with warnings: some data was skipped, cut or changed.</source>
            <translation>Das Profil wurde mit Warnungen geladen: Einige Daten wurden übersprungen, abgeschnitten oder geändert.</translation>
        </message>
        <message>
            <source>Don't show notes again</source>
            <translation>Hinweise nicht mehr zeigen</translation>
        </message>
        <message>
            <source>%1 notes on how the trace was written, nothing lost (Details lists them).</source>
            <translation>%1 Hinweise dazu, wie der Trace geschrieben wurde, nichts verloren (Details listet sie).</translation>
        </message>
        <message>
            <source>These traces may not be one run: figures across ranks mix runs.</source>
            <translation>Diese Traces gehören vielleicht nicht zu einem Lauf: Werte über Ranks hinweg mischen Läufe.</translation>
        </message>
        <message>
            <source>%1. Open each run on its own (the job picker lists them apart).</source>
            <translation>%1. Öffnen Sie jeden Lauf einzeln (die Jobauswahl listet sie getrennt).</translation>
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
            <translation>Jobs</translation>
        </message>
        <message>
            <source>Dashboard</source>
            <translation>Dashboard</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Zeitleiste</translation>
        </message>
        <message>
            <source>Insights</source>
            <translation>Erkenntnisse</translation>
        </message>
        <message>
            <source>Information</source>
            <translation>Informationen</translation>
        </message>
        <message>
            <source>Profiles folder</source>
            <translation>Profilordner</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;Open File...</source>
            <translation>Datei ö&amp;ffnen...</translation>
        </message>
        <message>
            <source>Open &amp;Folder...</source>
            <translation>&amp;Ordner öffnen...</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>&amp;Unload Profile</source>
            <translation>Profil &amp;entladen</translation>
        </message>
        <message>
            <source>&amp;Cancel Loading</source>
            <translation>Laden a&amp;bbrechen</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Jobs</source>
            <translation>&amp;Jobs</translation>
        </message>
        <message>
            <source>&amp;Dashboard</source>
            <translation>&amp;Dashboard</translation>
        </message>
        <message>
            <source>&amp;Timeline</source>
            <translation>&amp;Zeitleiste</translation>
        </message>
        <message>
            <source>&amp;Insights</source>
            <translation>&amp;Erkenntnisse</translation>
        </message>
        <message>
            <source>I&amp;nformation</source>
            <translation>I&amp;nformationen</translation>
        </message>
        <message>
            <source>&amp;Refresh Job List</source>
            <translation>Job-Liste a&amp;ktualisieren</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Einstellungen</translation>
        </message>
        <message>
            <source>&amp;Preferences...</source>
            <translation>&amp;Einstellungen...</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <source>&amp;About Stepline</source>
            <translation>Ü&amp;ber Stepline</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Clear List</source>
            <translation>Liste leeren</translation>
        </message>
        <message>
            <source>No profile loaded</source>
            <translation>Kein Profil geladen</translation>
        </message>
        <message>
            <source>Profile memory: %1</source>
            <translation>Profilspeicher: %1</translation>
        </message>
        <message>
            <source>the file or folder does not exist</source>
            <translation>Die Datei oder der Ordner existiert nicht</translation>
        </message>
        <message>
            <source>Check the path, or pick a job from the Jobs tab.</source>
            <translation>Prüfen Sie den Pfad oder wählen Sie einen Job im Tab „Jobs“.</translation>
        </message>
        <message>
            <source>Unload the current profile?</source>
            <translation>Aktuelles Profil entladen?</translation>
        </message>
        <message>
            <source>Only one profile is kept in memory. Unload %1 and load %2?</source>
            <translation>Es wird nur ein Profil im Speicher gehalten. %1 entladen und %2 laden?</translation>
        </message>
        <message>
            <source>Open trace file</source>
            <translation>Trace-Datei öffnen</translation>
        </message>
        <message>
            <source>Open job folder</source>
            <translation>Job-Ordner öffnen</translation>
        </message>
        <message>
            <source>The new language applies the next time Stepline starts.</source>
            <translation>Die neue Sprache gilt ab dem nächsten Start von Stepline.</translation>
        </message>
        <message>
            <source>About Stepline</source>
            <translation>Über Stepline</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Stepline %1&lt;/h3&gt;&lt;p&gt;A native viewer for deep-learning training profiles (PyTorch profiler / Kineto traces).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later. Built with Qt %2.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Stepline %1&lt;/h3&gt;&lt;p&gt;Ein nativer Betrachter für Profile von Deep-Learning-Trainings (PyTorch-Profiler / Kineto-Traces).&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder später. Erstellt mit Qt %2.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Opening...</source>
            <translation>Wird geöffnet...</translation>
        </message>
        <message>
            <source>Loading %1</source>
            <translation>%1 wird geladen</translation>
        </message>
        <message>
            <source>%1: %2 of %3</source>
            <extracomment>%1 is the loading stage (reading, sorting...), %2 and %3 sizes</extracomment>
            <translation>%1: %2 von %3</translation>
        </message>
        <message>
            <source>Loading</source>
            <translation>Laden</translation>
        </message>
        <message numerus="yes">
            <source>Loaded %1: %n event(s)</source>
            <translation>
                <numerusform>%1 geladen: %n Ereignis</numerusform>
                <numerusform>%1 geladen: %n Ereignisse</numerusform>
            </translation>
        </message>
        <message>
            <source>Could not load %1</source>
            <translation>%1 konnte nicht geladen werden</translation>
        </message>
        <message>
            <source>Loading %1 was canceled</source>
            <translation>Laden von %1 abgebrochen</translation>
        </message>
        <message>
            <source>%1 - Stepline</source>
            <translation>%1 - Stepline</translation>
        </message>
        <message>
            <source>Save &amp;As...</source>
            <translation>Speichern &amp;unter...</translation>
        </message>
        <message>
            <source>Save profile as</source>
            <translation>Profil speichern unter</translation>
        </message>
        <message>
            <source>Stepline profiles (*.stepline);;All files (*)</source>
            <translation>Stepline-Profile (*.stepline);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Saving %1...</source>
            <translation>%1 wird gespeichert...</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>%1 gespeichert</translation>
        </message>
        <message>
            <source>Save failed</source>
            <translation>Speichern fehlgeschlagen</translation>
        </message>
        <message>
            <source>The profile could not be saved as %1.</source>
            <translation>Das Profil konnte nicht als %1 gespeichert werden.</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Ranks</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>Vergleich</translation>
        </message>
        <message>
            <source>Loading the baseline %1...</source>
            <translation>Basis %1 wird geladen...</translation>
        </message>
        <message>
            <source>Baseline %1: its aggregates take %2 (the profile itself was freed)</source>
            <translation>Basis %1: ihre Aggregate belegen %2 (das Profil selbst wurde freigegeben)</translation>
        </message>
        <message>
            <source>Could not load the baseline %1</source>
            <translation>Die Basis %1 konnte nicht geladen werden</translation>
        </message>
        <message>
            <source>&lt;h3&gt;The baseline could not be loaded&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Die Basis konnte nicht geladen werden&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Compare &amp;with...</source>
            <translation>Vergleichen &amp;mit...</translation>
        </message>
        <message>
            <source>Clear Co&amp;mparison</source>
            <translation>Vergleich &amp;entfernen</translation>
        </message>
        <message>
            <source>R&amp;anks</source>
            <translation>R&amp;anks</translation>
        </message>
        <message>
            <source>Co&amp;mpare</source>
            <translation>&amp;Vergleich</translation>
        </message>
        <message>
            <source>Idle &amp;Causes Band</source>
            <translation>Band der Leerlauf&amp;ursachen</translation>
        </message>
        <message>
            <source>A thin band under each GPU's streams shading every idle interval by its cause</source>
            <translation>Ein schmales Band unter den Streams jeder GPU, das jedes Leerlaufintervall nach seiner Ursache einfärbt</translation>
        </message>
        <message>
            <source> + baseline %1</source>
            <translation> + Basis %1</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Loading the baseline...&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Basis wird geladen...&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Compare with (baseline)</source>
            <translation>Vergleichen mit (Basis)</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Baseline ready&lt;/h3&gt;&lt;p&gt;%1 is loaded as the baseline. Open a profile to compare it with.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Basis bereit&lt;/h3&gt;&lt;p&gt;%1 ist als Basis geladen. Öffnen Sie ein Profil, um es damit zu vergleichen.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>&amp;Handbuch</translation>
        </message>
        <message>
            <source>Timeline: search names</source>
            <translation>Zeitleiste: Namen suchen</translation>
        </message>
        <message>
            <source>Traces (*.json *.json.gz *.json.zst *.gz *.zst *.sqlite *.stepline);;All files (*)</source>
            <translation>Traces (*.json *.json.gz *.json.zst *.gz *.zst *.sqlite *.stepline);;Alle Dateien (*)</translation>
        </message>
    </context>
    <context>
        <name>stepline::ManualWindow</name>
        <message>
            <source>Stepline Manual</source>
            <translation>Stepline-Handbuch</translation>
        </message>
    </context>
    <context>
        <name>stepline::OpPerfTable</name>
        <message>
            <source>Operator efficiency</source>
            <translation>Operator-Effizienz</translation>
        </message>
        <message>
            <source>Not in this profile: %1</source>
            <translation>Nicht in diesem Profil: %1</translation>
        </message>
    </context>
    <context>
        <name>stepline::OpPerfTableModel</name>
        <message>
            <source>Above the roof: a wrong shape, type or peak; no efficiency shown</source>
            <translation>Über dem Dach: falsche Form, falscher Typ oder Spitzenwert; keine Effizienz angezeigt</translation>
        </message>
        <message>
            <source>over peak</source>
            <translation>über Spitze</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>Rechnen</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>Speicher</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>Operator</translation>
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
            <translation>Aufrufe</translation>
        </message>
        <message>
            <source>Kernel time</source>
            <translation>Kernelzeit</translation>
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
            <translation>FLOP/Byte</translation>
        </message>
        <message>
            <source>% of roof</source>
            <translation>% des Dachs</translation>
        </message>
        <message>
            <source>Bound</source>
            <translation>Begrenzt durch</translation>
        </message>
        <message>
            <source>Above roof</source>
            <translation>Über dem Dach</translation>
        </message>
    </context>
    <context>
        <name>stepline::PythonStatsPanel</name>
        <message>
            <source>Phase:</source>
            <translation>Phase:</translation>
        </message>
        <message>
            <source>Whole job</source>
            <translation>Gesamter Job</translation>
        </message>
        <message>
            <source>Initialization (before the first step)</source>
            <translation>Initialisierung (vor dem ersten Schritt)</translation>
        </message>
        <message>
            <source>Training loop</source>
            <translation>Trainingsschleife</translation>
        </message>
        <message>
            <source>Finalization (after the last step)</source>
            <translation>Abschluss (nach dem letzten Schritt)</translation>
        </message>
        <message>
            <source>Steps:</source>
            <translation>Schritte:</translation>
        </message>
        <message>
            <source>any</source>
            <translation>beliebig</translation>
        </message>
        <message>
            <source>Function</source>
            <translation>Funktion</translation>
        </message>
        <message>
            <source>Calls</source>
            <translation>Aufrufe</translation>
        </message>
        <message>
            <source>Total time</source>
            <translation>Gesamtzeit</translation>
        </message>
        <message>
            <source>Self time</source>
            <translation>Eigenzeit</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Kein Profil geladen.</translation>
        </message>
        <message>
            <source>No python_function events match. Python functions are recorded when the trace is taken with with_stack=True.</source>
            <translation>Keine passenden python_function-Ereignisse. Python-Funktionen werden aufgezeichnet, wenn der Trace mit with_stack=True erstellt wird.</translation>
        </message>
        <message numerus="yes">
            <source>%n function(s). Total time counts a recursive function once; self time leaves out the Python functions it called.</source>
            <translation>
                <numerusform>%n Funktion. Die Gesamtzeit zählt eine rekursive Funktion einmal; die Eigenzeit lässt die von ihr aufgerufenen Python-Funktionen weg.</numerusform>
                <numerusform>%n Funktionen. Die Gesamtzeit zählt eine rekursive Funktion einmal; die Eigenzeit lässt die von ihr aufgerufenen Python-Funktionen weg.</numerusform>
            </translation>
        </message>
        <message>
            <source>Source:</source>
            <translation>Quelle:</translation>
        </message>
        <message>
            <source>Filter by function name</source>
            <translation>Nach Funktionsname filtern</translation>
        </message>
        <message>
            <source>Inclusive time (cProfile's cumulative time): the function and everything it called.</source>
            <translation>Inklusive Zeit (kumulative Zeit von cProfile): die Funktion und alles, was sie aufgerufen hat.</translation>
        </message>
        <message>
            <source>Time in the function itself (cProfile's tottime).</source>
            <translation>Zeit in der Funktion selbst (tottime von cProfile).</translation>
        </message>
        <message>
            <source>python_function events (trace)</source>
            <translation>python_function-Ereignisse (Trace)</translation>
        </message>
        <message numerus="yes">
            <source>cProfile dumps (%n file(s))</source>
            <translation>
                <numerusform>cProfile-Dumps (%n Datei)</numerusform>
                <numerusform>cProfile-Dumps (%n Dateien)</numerusform>
            </translation>
        </message>
        <message>
            <source>Initialization</source>
            <translation>Initialisierung</translation>
        </message>
        <message>
            <source>Finalization</source>
            <translation>Abschluss</translation>
        </message>
        <message>
            <source>python_function events come from traces taken with with_stack=True; cProfile and pyinstrument dumps are the SageMaker Debugger's python_stats files of the job.</source>
            <translation>python_function-Ereignisse stammen aus Traces mit with_stack=True; cProfile- und pyinstrument-Dumps sind die python_stats-Dateien des SageMaker Debuggers zu diesem Job.</translation>
        </message>
        <message>
            <source>The Debugger's node id (&lt;pid&gt;-&lt;host&gt;) the dumps come from.</source>
            <translation>Die Knoten-ID des Debuggers (&lt;pid&gt;-&lt;host&gt;), von der die Dumps stammen.</translation>
        </message>
        <message>
            <source>Node:</source>
            <translation>Knoten:</translation>
        </message>
        <message>
            <source>Any</source>
            <translation>Beliebig</translation>
        </message>
        <message>
            <source>Dumps that start and end in this mode; also the mode the step numbers count in (train when Any, as smdebug does).</source>
            <translation>Dumps, die in diesem Modus beginnen und enden; auch der Modus, in dem die Schrittnummern zählen (train bei „Beliebig“, wie bei smdebug).</translation>
        </message>
        <message>
            <source>Mode:</source>
            <translation>Modus:</translation>
        </message>
        <message>
            <source>Training phase: the dumps with this start mode and end mode.</source>
            <translation>Trainingsphase: die Dumps mit diesem Start- und Endmodus.</translation>
        </message>
        <message>
            <source>Training phase:</source>
            <translation>Trainingsphase:</translation>
        </message>
        <message>
            <source>The phase of the first step the dumps start at (smdebug's start_phase).</source>
            <translation>Die Phase des ersten Schritts, in der die Dumps beginnen (start_phase von smdebug).</translation>
        </message>
        <message>
            <source>The phase of the last step the dumps end at (smdebug's end_phase).</source>
            <translation>Die Phase des letzten Schritts, in der die Dumps enden (end_phase von smdebug).</translation>
        </message>
        <message>
            <source>to</source>
            <translation>bis</translation>
        </message>
        <message>
            <source>Timeline selection</source>
            <translation>Zeitleisten-Auswahl</translation>
        </message>
        <message>
            <source>Only what overlaps the time range selected on the timeline (shift-drag there).</source>
            <translation>Nur was sich mit dem auf der Zeitleiste gewählten Zeitraum überschneidet (dort mit Umschalt ziehen).</translation>
        </message>
        <message>
            <source>Dump</source>
            <translation>Dump</translation>
        </message>
        <message>
            <source>Profiler</source>
            <translation>Profiler</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>Knoten</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Beginn</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Ende</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Ab</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Dauer</translation>
        </message>
        <message>
            <source>Job phase</source>
            <translation>Job-Phase</translation>
        </message>
        <message>
            <source>Readable</source>
            <translation>Lesbar</translation>
        </message>
        <message>
            <source>Every dump of the job. Select rows to show only those; greyed rows are outside the selection above.</source>
            <translation>Alle Dumps des Jobs. Zeilen auswählen, um nur diese zu zeigen; ausgegraute Zeilen liegen außerhalb der Auswahl oben.</translation>
        </message>
        <message>
            <source>Calls (cProfile: calls/primitive calls where they differ). pyinstrument samples call stacks and counts no calls.</source>
            <translation>Aufrufe (cProfile: Aufrufe/primitive Aufrufe, wo sie sich unterscheiden). pyinstrument tastet Aufrufstapel ab und zählt keine Aufrufe.</translation>
        </message>
        <message>
            <source>Called by</source>
            <translation>Aufgerufen von</translation>
        </message>
        <message>
            <source>The functions that called the selected one, and its calls and times when called from each.</source>
            <translation>Die Funktionen, die die gewählte aufgerufen haben, und deren Aufrufe und Zeiten je Aufrufer.</translation>
        </message>
        <message>
            <source>The functions the selected one called, with their calls and times from it.</source>
            <translation>Die Funktionen, die die gewählte aufgerufen hat, mit ihren Aufrufen und Zeiten von dort.</translation>
        </message>
        <message>
            <source>Callers and callees</source>
            <translation>Aufrufer und Aufgerufene</translation>
        </message>
        <message>
            <source>Call tree</source>
            <translation>Aufrufbaum</translation>
        </message>
        <message numerus="yes">
            <source>pyinstrument dumps (%n file(s))</source>
            <translation>
                <numerusform>pyinstrument-Dumps (%n Datei)</numerusform>
                <numerusform>pyinstrument-Dumps (%n Dateien)</numerusform>
            </translation>
        </message>
        <message>
            <source>Every node</source>
            <translation>Alle Knoten</translation>
        </message>
        <message>
            <source>(none: shift-drag on the timeline)</source>
            <translation>(keine: auf der Zeitleiste mit Umschalt ziehen)</translation>
        </message>
        <message>
            <source>%1 to %2 after the job start</source>
            <translation>%1 bis %2 nach dem Jobstart</translation>
        </message>
        <message>
            <source>folder name unknown</source>
            <translation>Ordnername unbekannt</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no: %1</source>
            <translation>nein: %1</translation>
        </message>
        <message>
            <source>No %1 dump matches this selection.</source>
            <translation>Kein %1-Dump passt zu dieser Auswahl.</translation>
        </message>
        <message numerus="yes">
            <source>%1 of %2 %3 dumps merged: %n function(s).</source>
            <translation>
                <numerusform>%1 von %2 %3-Dumps zusammengeführt: %n Funktion.</numerusform>
                <numerusform>%1 von %2 %3-Dumps zusammengeführt: %n Funktionen.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 calls (%2 primitive). Times are summed over the dumps, like pstats.Stats.add.</source>
            <translation>%1 Aufrufe (%2 primitiv). Die Zeiten sind über die Dumps summiert, wie bei pstats.Stats.add.</translation>
        </message>
        <message>
            <source>pyinstrument samples call stacks: times are summed over the dumps, it counts no calls.</source>
            <translation>pyinstrument tastet Aufrufstapel ab: Die Zeiten sind über die Dumps summiert, Aufrufe zählt es nicht.</translation>
        </message>
        <message numerus="yes">
            <source>Only the %n dump(s) selected in the table.</source>
            <translation>
                <numerusform>Nur der %n in der Tabelle gewählte Dump.</numerusform>
                <numerusform>Nur die %n in der Tabelle gewählten Dumps.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n dump(s) could not be read (see the Readable column).</source>
            <translation>
                <numerusform>%n Dump konnte nicht gelesen werden (siehe Spalte „Lesbar“).</numerusform>
                <numerusform>%n Dumps konnten nicht gelesen werden (siehe Spalte „Lesbar“).</numerusform>
            </translation>
        </message>
        <message>
            <source>Widen the selection: every dump is greyed in the table.</source>
            <translation>Auswahl erweitern: Alle Dumps sind in der Tabelle ausgegraut.</translation>
        </message>
        <message>
            <source>%1 (%2)
total %3, self %4</source>
            <translation>%1 (%2)
gesamt %3, eigen %4</translation>
        </message>
        <message>
            <source>pyinstrument samples call stacks and counts no calls.</source>
            <translation>pyinstrument tastet Aufrufstapel ab und zählt keine Aufrufe.</translation>
        </message>
    </context>
    <context>
        <name>stepline::RankHeatmapWidget</name>
        <message>
            <source>%1 per rank and step</source>
            <translation>%1 pro Rang und Schritt</translation>
        </message>
    </context>
    <context>
        <name>stepline::RanksView</name>
        <message>
            <source>Align node clocks</source>
            <translation>Knotenuhren angleichen</translation>
        </message>
        <message>
            <source>Subtract each node's estimated clock offset (median end of the matched collectives against the first node) before comparing arrivals. Off: the clocks as recorded.</source>
            <translation>Vor dem Vergleich der Ankünfte den geschätzten Uhrversatz jedes Knotens abziehen (Median der Enden der zugeordneten Kollektive gegenüber dem ersten Knoten). Aus: die Uhren wie aufgezeichnet.</translation>
        </message>
        <message>
            <source>Scope:</source>
            <translation>Bereich:</translation>
        </message>
        <message>
            <source>Straggler #</source>
            <translation>Nachzügler #</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rank</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>Knoten</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>Kollektive</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>Wartezeit</translation>
        </message>
        <message>
            <source>Times last</source>
            <translation>Mal zuletzt</translation>
        </message>
        <message>
            <source>Delay caused</source>
            <translation>Verursachte Verzögerung</translation>
        </message>
        <message>
            <source>Unmatched</source>
            <translation>Nicht zugeordnet</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>Gruppe</translation>
        </message>
        <message>
            <source>Seq / order</source>
            <translation>Seq / Reihenfolge</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Ranks</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Größe</translation>
        </message>
        <message>
            <source>Skew</source>
            <translation>Versatz</translation>
        </message>
        <message>
            <source>Last rank</source>
            <translation>Letzter Rang</translation>
        </message>
        <message>
            <source>Delay</source>
            <translation>Verzögerung</translation>
        </message>
        <message>
            <source>Transfer</source>
            <translation>Übertragung</translation>
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
            <translation>Doppelklick auf ein Kollektiv öffnet es in der Zeitleiste: die Kernel aller beteiligten Ränge, die letzte Ankunft ausgewählt und markiert.</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Kein Profil geladen.</translation>
        </message>
        <message>
            <source>%1 collectives matched (%2 of %3 communication kernels).</source>
            <translation>%1 Kollektive zugeordnet (%2 von %3 Kommunikationskerneln).</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannt</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (subtracted): %2.</source>
            <translation>Uhrversatz der Knoten gegenüber %1 (abgezogen): %2.</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (not applied): %2.</source>
            <translation>Uhrversatz der Knoten gegenüber %1 (nicht angewandt): %2.</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>Warnung: %1</translation>
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
            <translation>Die Kollektive aller Ränge werden zugeordnet...</translation>
        </message>
        <message>
            <source>Negative: the ranks' ends come before the last arrival even with the node clocks aligned, so the clock offset estimate does not fit this collective.</source>
            <translation>Negativ: Die Enden der Ränge liegen auch mit ausgerichteten Knotenuhren vor der letzten Ankunft; die geschätzte Uhrenabweichung passt nicht zu diesem Kollektiv.</translation>
        </message>
        <message>
            <source>Negative: the ranks' ends come before the last arrival on their own clocks. The nodes' clocks disagree; turn on "Align node clocks".</source>
            <translation>Negativ: Auf ihren eigenen Uhren enden die Ränge vor der letzten Ankunft. Die Uhren der Knoten weichen ab; schalten Sie „Knotenuhren angleichen“ ein.</translation>
        </message>
        <message>
            <source>Colour:</source>
            <translation>Farbe:</translation>
        </message>
        <message>
            <source>In synchronous training every rank's step lasts as long as the slowest one's: step time looks the same everywhere. The straggler arrives late and waits least.</source>
            <translation>Im synchronen Training dauert der Schritt jedes Rangs so lange wie der des langsamsten: Die Schrittzeit sieht überall gleich aus. Der Nachzügler kommt spät an und wartet am wenigsten.</translation>
        </message>
        <message>
            <source>clock skew</source>
            <translation>Uhrenversatz</translation>
        </message>
        <message>
            <source>Exposed wait</source>
            <translation>Sichtbares Warten</translation>
        </message>
        <message>
            <source>Exposed transfer</source>
            <translation>Sichtbare Übertragung</translation>
        </message>
        <message>
            <source>Communication no computation hid, while the rank waited for the last peer of a collective (its GPUs summed). Caused by the late rank, not by the network.</source>
            <translation>Nicht von Berechnung verdeckte Kommunikation, während der Rank auf den letzten Partner einer kollektiven Operation wartete (über seine GPUs summiert). Verursacht vom späten Rank, nicht vom Netzwerk.</translation>
        </message>
        <message>
            <source>Communication no computation hid, after the last peer arrived: the transfer itself.</source>
            <translation>Nicht von Berechnung verdeckte Kommunikation, nachdem der letzte Partner eintraf: die Übertragung selbst.</translation>
        </message>
        <message>
            <source>Not known here: the ranks of this job were read without their events.</source>
            <translation>Hier nicht bekannt: die Ranks dieses Jobs wurden ohne ihre Ereignisse gelesen.</translation>
        </message>
        <message>
            <source>Not split: this rank took part in no matched collective.</source>
            <translation>Nicht geteilt: dieser Rank nahm an keiner zugeordneten kollektiven Operation teil.</translation>
        </message>
    </context>
    <context>
        <name>stepline::SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Folder with one sub-folder or trace file per training job</source>
            <translation>Ordner mit einem Unterordner oder einer Trace-Datei je Trainingsjob</translation>
        </message>
        <message>
            <source>Browse...</source>
            <translation>Durchsuchen...</translation>
        </message>
        <message>
            <source>Profiles folder:</source>
            <translation>Profilordner:</translation>
        </message>
        <message>
            <source>Profiles folder</source>
            <translation>Profilordner</translation>
        </message>
        <message>
            <source>Follow the system</source>
            <translation>Dem System folgen</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Design:</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatisch</translation>
        </message>
        <message>
            <source>Nanoseconds (ns)</source>
            <translation>Nanosekunden (ns)</translation>
        </message>
        <message>
            <source>Microseconds (µs)</source>
            <translation>Mikrosekunden (µs)</translation>
        </message>
        <message>
            <source>Milliseconds (ms)</source>
            <translation>Millisekunden (ms)</translation>
        </message>
        <message>
            <source>Seconds (s)</source>
            <translation>Sekunden (s)</translation>
        </message>
        <message>
            <source>Time units:</source>
            <translation>Zeiteinheit:</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Systemsprache</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Sprache:</translation>
        </message>
        <message>
            <source>A new language applies the next time Stepline starts.</source>
            <translation>Eine neue Sprache gilt ab dem nächsten Start von Stepline.</translation>
        </message>
    </context>
    <context>
        <name>stepline::ShortcutPanel</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Tastenkürzel</translation>
        </message>
    </context>
    <context>
        <name>stepline::SubsetDialog</name>
        <message>
            <source>The job may not fit in memory</source>
            <translation>Der Job passt möglicherweise nicht in den Speicher</translation>
        </message>
        <message>
            <source>Loading %1 needs about %2 of memory (a model of about %3 for %4 events), but only %5 is available. Load part of the job: some of its ranks, a time window, or both.</source>
            <translation>Das Laden von %1 braucht etwa %2 Speicher (ein Modell von etwa %3 für %4 Ereignisse), verfügbar sind nur %5. Laden Sie einen Teil des Jobs: einige Ränge, ein Zeitfenster oder beides.</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Ranks</translation>
        </message>
        <message>
            <source>Rank %1  -  %2 (%3, about %4 in memory)</source>
            <translation>Rang %1  -  %2 (%3, etwa %4 im Speicher)</translation>
        </message>
        <message>
            <source>Time window</source>
            <translation>Zeitfenster</translation>
        </message>
        <message>
            <source>e.g. 0s</source>
            <translation>z. B. 0s</translation>
        </message>
        <message>
            <source>e.g. 10s</source>
            <translation>z. B. 10s</translation>
        </message>
        <message>
            <source>From:</source>
            <translation>Von:</translation>
        </message>
        <message>
            <source>To:</source>
            <translation>Bis:</translation>
        </message>
        <message>
            <source>Times since the job start (0 on the timeline): 2s, 1500ms, 300us; a plain number is seconds. Slices overlapping the window are kept whole.</source>
            <translation>Zeiten seit Jobbeginn (0 auf der Zeitleiste): 2s, 1500ms, 300us; eine Zahl ohne Einheit sind Sekunden. Slices, die das Fenster überlappen, bleiben ganz erhalten.</translation>
        </message>
        <message>
            <source>Load Subset</source>
            <translation>Teil laden</translation>
        </message>
        <message>
            <source>Load Anyway</source>
            <translation>Trotzdem laden</translation>
        </message>
        <message>
            <source>Check at least one rank.</source>
            <translation>Wählen Sie mindestens einen Rang.</translation>
        </message>
        <message>
            <source>The window needs a start and a later end, e.g. 0s and 10s.</source>
            <translation>Das Fenster braucht einen Anfang und ein späteres Ende, z. B. 0s und 10s.</translation>
        </message>
        <message>
            <source>With this choice: about %1 of the %2 available; it should fit.</source>
            <translation>Mit dieser Auswahl: etwa %1 der verfügbaren %2; das sollte passen.</translation>
        </message>
        <message>
            <source>With this choice: about %1 of the %2 available; still too much.</source>
            <translation>Mit dieser Auswahl: etwa %1 der verfügbaren %2; immer noch zu viel.</translation>
        </message>
    </context>
    <context>
        <name>stepline::TimelineView</name>
        <message>
            <source>%1 more launch arrows hidden</source>
            <translation>%1 weitere Start-Pfeile ausgeblendet</translation>
        </message>
        <message>
            <source>%1 events merged
%2
click to zoom in</source>
            <translation>%1 Ereignisse zusammengefasst
%2
Klicken zum Vergrößern</translation>
        </message>
        <message>
            <source>%1 instant events merged
first: %2</source>
            <translation>%1 Momentereignisse zusammengefasst
erstes: %2</translation>
        </message>
        <message>
            <source>Timeline: zoom in</source>
            <translation>Zeitleiste: vergrößern</translation>
        </message>
        <message>
            <source>W, +</source>
            <translation>W, +</translation>
        </message>
        <message>
            <source>Timeline: zoom out</source>
            <translation>Zeitleiste: verkleinern</translation>
        </message>
        <message>
            <source>S, -</source>
            <translation>S, -</translation>
        </message>
        <message>
            <source>Timeline: pan left / right</source>
            <translation>Zeitleiste: nach links / rechts verschieben</translation>
        </message>
        <message>
            <source>A, Left / D, Right</source>
            <translation>A, Links / D, Rechts</translation>
        </message>
        <message>
            <source>Timeline: scroll the rows</source>
            <translation>Zeitleiste: Zeilen rollen</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>Hoch / Runter</translation>
        </message>
        <message>
            <source>Timeline: show the whole job</source>
            <translation>Zeitleiste: ganzen Job zeigen</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Pos1</translation>
        </message>
        <message>
            <source>Timeline: zoom to the selection (or the measured range)</source>
            <translation>Zeitleiste: auf die Auswahl (oder den Messbereich) zoomen</translation>
        </message>
        <message>
            <source>F</source>
            <translation>F</translation>
        </message>
        <message>
            <source>Timeline: measure a range</source>
            <translation>Zeitleiste: Bereich messen</translation>
        </message>
        <message>
            <source>Shift+drag</source>
            <translation>Umschalt+Ziehen</translation>
        </message>
        <message>
            <source>Timeline: clear the measured range</source>
            <translation>Zeitleiste: Messbereich löschen</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Timeline: pan</source>
            <translation>Zeitleiste: verschieben</translation>
        </message>
        <message>
            <source>drag</source>
            <translation>Ziehen</translation>
        </message>
    </context>
    <context>
        <name>stepline::TimelineWidget</name>
        <message>
            <source>Step</source>
            <translation>Schritt</translation>
        </message>
        <message>
            <source>Go to ProfilerStep N (Enter)</source>
            <translation>Zu ProfilerStep N gehen (Enter)</translation>
        </message>
        <message>
            <source>Previous step</source>
            <translation>Vorheriger Schritt</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>Nächster Schritt</translation>
        </message>
        <message>
            <source>Search names (Ctrl+F)</source>
            <translation>Namen suchen (Strg+F)</translation>
        </message>
        <message>
            <source>Regex</source>
            <translation>Regex</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>Vorheriger Treffer (Umschalt+Enter)</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>Nächster Treffer (Enter)</translation>
        </message>
        <message>
            <source>Only rows with matches</source>
            <translation>Nur Zeilen mit Treffern</translation>
        </message>
        <message>
            <source>Hide idle rows</source>
            <translation>Untätige Zeilen ausblenden</translation>
        </message>
        <message>
            <source>All launch arrows</source>
            <translation>Alle Start-Pfeile</translation>
        </message>
        <message>
            <source>Wall clock</source>
            <translation>Uhrzeit</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>Einpassen</translation>
        </message>
        <message>
            <source>Show the whole job (Home)</source>
            <translation>Den ganzen Job zeigen (Pos1)</translation>
        </message>
        <message>
            <source>Current selection</source>
            <translation>Aktuelle Auswahl</translation>
        </message>
        <message>
            <source>Connections</source>
            <translation>Verbindungen</translation>
        </message>
        <message>
            <source>Measured range (Shift+drag)</source>
            <translation>Gemessener Bereich (Umschalt+Ziehen)</translation>
        </message>
        <message>
            <source>(no steps)</source>
            <translation>(keine Schritte)</translation>
        </message>
        <message>
            <source>of %1…%2</source>
            <translation>von %1…%2</translation>
        </message>
        <message>
            <source>&lt;i&gt;No profile loaded.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Kein Profil geladen.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>invalid regex</source>
            <translation>ungültiger regulärer Ausdruck</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 von %2</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>%1 Treffer</translation>
        </message>
        <message>
            <source>last arrival: rank %1</source>
            <translation>letzte Ankunft: Rang %1</translation>
        </message>
        <message>
            <source>Fold all rows</source>
            <translation>Alle Zeilen einklappen</translation>
        </message>
        <message>
            <source>Unfold all rows</source>
            <translation>Alle Zeilen ausklappen</translation>
        </message>
        <message>
            <source>Fold CPU processes</source>
            <translation>CPU-Prozesse einklappen</translation>
        </message>
        <message>
            <source>Show profiler bookkeeping rows (Spans, Traces, no pid)</source>
            <translation>Verwaltungszeilen des Profilers zeigen (Spans, Traces, ohne pid)</translation>
        </message>
        <message>
            <source>all</source>
            <translation>alle</translation>
        </message>
    </context>
    <context>
        <name>stepline::TrackTreeModel</name>
        <message>
            <source>thread %1</source>
            <translation>Thread %1</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>Job</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>Rank %1</translation>
        </message>
        <message>
            <source>process %1</source>
            <translation>Prozess %1</translation>
        </message>
        <message>
            <source>%1 (pid %2)</source>
            <translation>%1 (PID %2)</translation>
        </message>
        <message>
            <source>rank %1 · %2</source>
            <translation>Rank %1 · %2</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPUs</translation>
        </message>
        <message>
            <source>GPU %1 · rank %2</source>
            <translation>GPU %1 · Rank %2</translation>
        </message>
        <message>
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>GPU %1 host</source>
            <translation>GPU %1 Host</translation>
        </message>
        <message>
            <source>GPU %1 device</source>
            <translation>GPU %1 Gerät</translation>
        </message>
        <message>
            <source>%1
%2 events</source>
            <translation>%1
%2 Ereignisse</translation>
        </message>
        <message>
            <source>Tracks</source>
            <translation>Spuren</translation>
        </message>
        <message>
            <source>GPU utilization (mean)</source>
            <translation>GPU-Auslastung (Mittel)</translation>
        </message>
        <message>
            <source>GPU %1 utilization</source>
            <translation>Auslastung GPU %1</translation>
        </message>
        <message>
            <source>(no tid)</source>
            <translation>(keine TID)</translation>
        </message>
        <message>
            <source>(no pid)</source>
            <translation>(keine PID)</translation>
        </message>
        <message>
            <source>CPU utilization · rank %1</source>
            <translation>CPU-Auslastung · Rank %1</translation>
        </message>
        <message>
            <source>CPU utilization</source>
            <translation>CPU-Auslastung</translation>
        </message>
        <message>
            <source>GPU %1 idle causes</source>
            <translation>GPU %1 Leerlaufursachen</translation>
        </message>
        <message>
            <source>GPU %1 memory allocated</source>
            <translation>GPU %1 Speicher belegt</translation>
        </message>
        <message>
            <source>GPU %1 memory reserved</source>
            <translation>GPU %1 Speicher reserviert</translation>
        </message>
    </context>
    <context>
        <name>stepline::WhatIfPanel</name>
        <message>
            <source>Hide the critical path</source>
            <translation>Kritischen Pfad ausblenden</translation>
        </message>
        <message>
            <source>Deselect the scenario: the timeline no longer draws its critical path.</source>
            <translation>Szenario abwählen: Die Zeitachse zeichnet seinen kritischen Pfad nicht mehr.</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Kein Profil geladen.</translation>
        </message>
        <message>
            <source>What a fix would buy: the job replayed with one cause changed</source>
            <translation>Was eine Korrektur bringen würde: der Job mit einer geänderten Ursache nachgespielt</translation>
        </message>
        <message>
            <source>Not in this profile: %1.</source>
            <translation>Nicht in diesem Profil: %1.</translation>
        </message>
        <message>
            <source>No predictions: the replay with nothing changed gives a mean step of %1 against the measured %2, %3 off; the model allows 1 %, so its predictions would not be trusted.</source>
            <translation>Keine Vorhersagen: Das Nachspielen ohne Änderung ergibt einen mittleren Schritt von %1 gegenüber gemessenen %2, %3 Abweichung; das Modell erlaubt 1 %, seinen Vorhersagen wäre also nicht zu trauen.</translation>
        </message>
        <message>
            <source>No predictions: %1. Measured mean step %2.</source>
            <translation>Keine Vorhersagen: %1. Gemessener mittlerer Schritt %2.</translation>
        </message>
        <message numerus="yes">
            <source>Measured mean step %1 (%n step(s) on all ranks); the replay with nothing changed gives %2 (%3 off, within the 1 % the model allows).</source>
            <translation>
                <numerusform>Gemessener mittlerer Schritt %1 (%n Schritt auf allen Rängen); das Nachspielen ohne Änderung ergibt %2 (%3 Abweichung, innerhalb der 1 %, die das Modell erlaubt).</numerusform>
                <numerusform>Gemessener mittlerer Schritt %1 (%n Schritte auf allen Rängen); das Nachspielen ohne Änderung ergibt %2 (%3 Abweichung, innerhalb der 1 %, die das Modell erlaubt).</numerusform>
            </translation>
        </message>
        <message>
            <source>The bars are the predicted mean steps, the line the measured one. Select a row to see the critical path of step %1, the worst, measured and predicted, and to draw both on the timeline.</source>
            <translation>Die Balken sind die vorhergesagten mittleren Schritte, die Linie der gemessene. Wählen Sie eine Zeile, um den kritischen Pfad von Schritt %1, dem schlechtesten, gemessen und vorhergesagt zu sehen und beide in die Zeitachse zu zeichnen.</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>Rank %1</translation>
        </message>
        <message>
            <source>ends on %1</source>
            <translation>endet auf %1</translation>
        </message>
        <message>
            <source>bound by</source>
            <translation>begrenzt durch</translation>
        </message>
        <message>
            <source>The chain starts %1 after the step began, at the first event of %2 that nothing before it explains.</source>
            <translation>Die Kette beginnt %1 nach dem Schrittbeginn, beim ersten Ereignis von %2, das nichts davor erklärt.</translation>
        </message>
        <message>
            <source>rank %1 · %2 · %3 at %4</source>
            <translation>Rang %1 · %2 · %3 bei %4</translation>
        </message>
        <message numerus="yes">
            <source>%n shorter piece(s), %1 in all, are drawn on the timeline but not listed.</source>
            <translation>
                <numerusform>%n kürzeres Stück, zusammen %1, ist in der Zeitachse gezeichnet, aber nicht aufgeführt.</numerusform>
                <numerusform>%n kürzere Stücke, zusammen %1, sind in der Zeitachse gezeichnet, aber nicht aufgeführt.</numerusform>
            </translation>
        </message>
        <message>
            <source>Select a row to see its critical path.</source>
            <translation>Wählen Sie eine Zeile, um ihren kritischen Pfad zu sehen.</translation>
        </message>
        <message>
            <source>not predicted: %1.</source>
            <translation>nicht vorhergesagt: %1.</translation>
        </message>
        <message>
            <source>No critical path: %1.</source>
            <translation>Kein kritischer Pfad: %1.</translation>
        </message>
        <message>
            <source>Critical path of %1, the worst measured step: the chain of events, across ranks, that set its end. Click a place to open it in the timeline.</source>
            <translation>Kritischer Pfad von %1, dem schlechtesten gemessenen Schritt: die Kette von Ereignissen über die Ränge, die sein Ende bestimmt hat. Klicken Sie auf eine Stelle, um sie in der Zeitachse zu öffnen.</translation>
        </message>
        <message>
            <source>step %1</source>
            <translation>Schritt %1</translation>
        </message>
        <message>
            <source>Measured</source>
            <translation>Gemessen</translation>
        </message>
        <message>
            <source>%1 (predicted times)</source>
            <translation>%1 (vorhergesagte Zeiten)</translation>
        </message>
    </context>
    <context>
        <name>stepline::WhatIfScenarioModel</name>
        <message>
            <source>Data loader returns at once</source>
            <translation>Data Loader liefert sofort</translation>
        </message>
        <message>
            <source>Communication twice as fast</source>
            <translation>Kommunikation doppelt so schnell</translation>
        </message>
        <message>
            <source>No launch overhead</source>
            <translation>Kein Launch-Overhead</translation>
        </message>
        <message>
            <source>Host syncs do not wait</source>
            <translation>Host-Synchronisierungen warten nicht</translation>
        </message>
        <message>
            <source>Copies take no time</source>
            <translation>Kopien kosten keine Zeit</translation>
        </message>
        <message>
            <source>Straggler on time</source>
            <translation>Nachzügler pünktlich</translation>
        </message>
        <message>
            <source>Host operators twice as fast</source>
            <translation>Host-Operatoren doppelt so schnell</translation>
        </message>
        <message>
            <source>Measured</source>
            <translation>Gemessen</translation>
        </message>
        <message>
            <source>The mean ProfilerStep time over all ranks, as measured.</source>
            <translation>Die mittlere ProfilerStep-Zeit über alle Ränge, wie gemessen.</translation>
        </message>
        <message>
            <source>Every DataLoader GetNext call returns at once.</source>
            <translation>Jeder DataLoader-GetNext-Aufruf kehrt sofort zurück.</translation>
        </message>
        <message>
            <source>Each collective's transfer (after the last rank arrived) takes half as long.</source>
            <translation>Die Übertragung jeder Kollektivoperation (nachdem der letzte Rang ankam) dauert halb so lang.</translation>
        </message>
        <message>
            <source>Launch calls and launch latency take no time, as with CUDA graphs.</source>
            <translation>Launch-Aufrufe und Launch-Latenz kosten keine Zeit, wie mit CUDA-Graphen.</translation>
        </message>
        <message>
            <source>Host synchronizations (.item(), cudaStreamSynchronize, blocking copies) do not wait for the GPU.</source>
            <translation>Host-Synchronisierungen (.item(), cudaStreamSynchronize, blockierende Kopien) warten nicht auf die GPU.</translation>
        </message>
        <message>
            <source>GPU copies take no time.</source>
            <translation>GPU-Kopien kosten keine Zeit.</translation>
        </message>
        <message>
            <source>The top straggler, rank %1, arrives with the second-latest rank at every collective.</source>
            <translation>Der schlimmste Nachzügler, Rang %1, kommt bei jeder Kollektivoperation mit dem zweitletzten Rang an.</translation>
        </message>
        <message>
            <source>The top straggler arrives with the second-latest rank at every collective.</source>
            <translation>Der schlimmste Nachzügler kommt bei jeder Kollektivoperation mit dem zweitletzten Rang an.</translation>
        </message>
        <message>
            <source>Host operator time between launches halves.</source>
            <translation>Die Host-Operatorzeit zwischen Launches halbiert sich.</translation>
        </message>
        <message>
            <source>(scenario %1)</source>
            <translation>(Szenario %1)</translation>
        </message>
        <message>
            <source>not predicted: %1</source>
            <translation>nicht vorhergesagt: %1</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Not predicted: %1</source>
            <translation>Nicht vorhergesagt: %1</translation>
        </message>
        <message>
            <source>The bar is the predicted mean step, the line the measured one; the shaded part between them is what the fix would save.</source>
            <translation>Der Balken ist der vorhergesagte mittlere Schritt, die Linie der gemessene; der schattierte Teil dazwischen ist, was die Korrektur sparen würde.</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Szenario</translation>
        </message>
        <message>
            <source>Predicted mean step</source>
            <translation>Vorhergesagter mittlerer Schritt</translation>
        </message>
        <message>
            <source>Saving per step</source>
            <translation>Ersparnis pro Schritt</translation>
        </message>
    </context>
</TS>
