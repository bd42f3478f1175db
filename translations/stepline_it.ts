<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
    <context>
        <name>CliArgs</name>
        <message>
            <source>%1 takes no value</source>
            <translation>%1 non accetta un valore</translation>
        </message>
        <message>
            <source>%1 needs a value</source>
            <translation>%1 richiede un valore</translation>
        </message>
        <message>
            <source>unknown option %1</source>
            <translation>opzione sconosciuta %1</translation>
        </message>
        <message>
            <source>only one PATH, got also %1</source>
            <translation>è ammesso un solo PATH, ricevuto anche %1</translation>
        </message>
        <message>
            <source>--step-range needs the name (or a pattern with * and ?) of an NVTX range</source>
            <translation>--step-range richiede il nome (o un modello con * e ?) di un intervallo NVTX</translation>
        </message>
    </context>
    <context>
        <name>CompareCharts</name>
        <message>
            <source>Rank window lengths, BASE and NEW</source>
            <translation>Lunghezze delle finestre dei rank, BASE e NEW</translation>
        </message>
        <message>
            <source>Step times, BASE and NEW</source>
            <translation>Tempi dei passi, BASE e NEW</translation>
        </message>
        <message>
            <source>Neither profile has a step or a window to compare.</source>
            <translation>Nessuno dei profili ha un passo o una finestra da confrontare.</translation>
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
            <translation>rapporto %1</translation>
        </message>
        <message>
            <source>No change on the rows both have.</source>
            <translation>Nessuna variazione sulle righe comuni.</translation>
        </message>
        <message>
            <source>GPU time per step, BASE and NEW</source>
            <translation>Tempo GPU per passo, BASE e NEW</translation>
        </message>
        <message>
            <source>GPU time per device, BASE and NEW</source>
            <translation>Tempo GPU per dispositivo, BASE e NEW</translation>
        </message>
        <message>
            <source>Neither profile has GPU activity: no GPU time breakdown.</source>
            <translation>Nessuno dei profili ha attività GPU: nessuna ripartizione del tempo GPU.</translation>
        </message>
        <message>
            <source>No GPU time on either side.</source>
            <translation>Nessun tempo GPU su nessuno dei due lati.</translation>
        </message>
        <message>
            <source>Median rank window: %1 -&gt; %2</source>
            <translation>Finestra di rank mediana: %1 -&gt; %2</translation>
        </message>
        <message>
            <source>Median step: %1 -&gt; %2</source>
            <translation>Passo mediano: %1 -&gt; %2</translation>
        </message>
        <message>
            <source>NEW is %1 % slower than BASE</source>
            <translation>NEW è più lento di BASE del %1 %</translation>
        </message>
        <message>
            <source>NEW is %1 % faster than BASE</source>
            <translation>NEW è più veloce di BASE del %1 %</translation>
        </message>
        <message>
            <source>Unchanged: NEW is within %1 % of BASE</source>
            <translation>Invariato: NEW è entro il %1 % di BASE</translation>
        </message>
        <message>
            <source>Kernel time, NEW - BASE (top %1 by |delta|)</source>
            <translation>Tempo dei kernel, NEW - BASE (primi %1 per |differenza|)</translation>
        </message>
        <message>
            <source>Operator time, NEW - BASE (top %1 by |delta|)</source>
            <translation>Tempo degli operatori, NEW - BASE (primi %1 per |differenza|)</translation>
        </message>
        <message>
            <source>No operator (cpu_op) name is on both sides.</source>
            <translation>Nessun nome di operatore (cpu_op) è su entrambi i lati.</translation>
        </message>
        <message>
            <source>Comparison of two profiles</source>
            <translation>Confronto di due profili</translation>
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
            <translation>Kernel abbinati per nome normalizzato.</translation>
        </message>
        <message>
            <source>GPU time per step (BASE -&gt; NEW):</source>
            <translation>Tempo GPU per passo (BASE -&gt; NEW):</translation>
        </message>
        <message>
            <source>GPU time per device over its span (BASE -&gt; NEW):</source>
            <translation>Tempo GPU per dispositivo sul suo intervallo (BASE -&gt; NEW):</translation>
        </message>
        <message>
            <source>not in this profile</source>
            <translation>non presente in questo profilo</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>inattivo</translation>
        </message>
        <message>
            <source>Kernel</source>
            <translation>Kernel</translation>
        </message>
        <message>
            <source>Count BASE</source>
            <translation>Numero BASE</translation>
        </message>
        <message>
            <source>Count NEW</source>
            <translation>Numero NEW</translation>
        </message>
        <message>
            <source>Total BASE</source>
            <translation>Totale BASE</translation>
        </message>
        <message>
            <source>Total NEW</source>
            <translation>Totale NEW</translation>
        </message>
        <message>
            <source>Delta</source>
            <translation>Differenza</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>Operatore</translation>
        </message>
        <message>
            <source>Why the mean step changed, NEW - BASE</source>
            <translation>Perché lo step medio è cambiato, NEW - BASE</translation>
        </message>
        <message>
            <source>%1 of the delta</source>
            <translation>%1 della differenza</translation>
        </message>
        <message>
            <source>The mean step did not change.</source>
            <translation>Lo step medio non è cambiato.</translation>
        </message>
        <message>
            <source>mean step delta</source>
            <translation>differenza media per step</translation>
        </message>
        <message>
            <source>95 % interval [%1, %2]</source>
            <translation>intervallo al 95 % [%1, %2]</translation>
        </message>
        <message>
            <source>No interval: fewer than 2 steps on a side.</source>
            <translation>Nessun intervallo: meno di 2 step su un lato.</translation>
        </message>
        <message>
            <source>No significant change</source>
            <translation>Nessuna variazione significativa</translation>
        </message>
        <message>
            <source>mean step delta %1, 95 % interval [%2, %3]</source>
            <translation>differenza media per step %1, intervallo al 95 % [%2, %3]</translation>
        </message>
        <message>
            <source>No kernel name is on both sides. Try matching by normalized names or by operator.</source>
            <translation>Nessun nome di kernel è presente su entrambi i lati. Prova l'abbinamento per nomi normalizzati o per operatore.</translation>
        </message>
        <message>
            <source>Comparability: %1</source>
            <translation>Confrontabilità: %1</translation>
        </message>
    </context>
    <context>
        <name>ConvertCommand</name>
        <message>
            <source>Usage: stepline convert PATH -o FILE.stepline [--level 1..19]</source>
            <translation>Uso: stepline convert PATH -o FILE.stepline [--level 1..19]</translation>
        </message>
        <message>
            <source>--level takes a number from 1 to 19</source>
            <translation>--level accetta un numero da 1 a 19</translation>
        </message>
        <message>
            <source>Writes a trace file or a job folder as one compact .stepline file.</source>
            <translation>Scrive un file di traccia o una cartella di job come un unico file .stepline compatto.</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH mancante</translation>
        </message>
        <message>
            <source>missing -o FILE.stepline</source>
            <translation>-o FILE.stepline mancante</translation>
        </message>
        <message>
            <source>%1: %2 events, %3 bytes (loaded in %4 ms, written in %5 ms)</source>
            <translation>%1: %2 eventi, %3 byte (caricato in %4 ms, scritto in %5 ms)</translation>
        </message>
    </context>
    <context>
        <name>ExportChartsCommand</name>
        <message>
            <source>--annotation needs a name</source>
            <translation>--annotation richiede un nome</translation>
        </message>
        <message>
            <source>--format is png, svg or pdf</source>
            <translation>--format è png, svg o pdf</translation>
        </message>
        <message>
            <source>--size is WIDTHxHEIGHT in pixels, e.g. 1200x700</source>
            <translation>--size è LARGHEZZAxALTEZZA in pixel, ad es. 1200x700</translation>
        </message>
        <message>
            <source>--size must be between 100x100 and 10000x10000</source>
            <translation>--size deve essere tra 100x100 e 10000x10000</translation>
        </message>
        <message>
            <source>--dpr is a device pixel ratio from 1 to 4</source>
            <translation>--dpr è un rapporto pixel del dispositivo da 1 a 4</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH mancante</translation>
        </message>
        <message>
            <source>missing -o FILE.pdf</source>
            <translation>-o FILE.pdf mancante</translation>
        </message>
        <message>
            <source>missing -o DIR</source>
            <translation>-o DIR mancante</translation>
        </message>
        <message>
            <source>stepline: warning: the profile has no %1; every chart says so</source>
            <translation>stepline: avviso: il profilo non ha %1; ogni grafico lo indica</translation>
        </message>
        <message>
            <source>set with --set on the command line</source>
            <translation>impostati con --set sulla riga di comando</translation>
        </message>
        <message>
            <source>--match is exact or normalized</source>
            <translation>--match è exact o normalized</translation>
        </message>
        <message>
            <source>--match needs --compare BASE</source>
            <translation>--match richiede --compare BASE</translation>
        </message>
    </context>
    <context>
        <name>ExportTimelineCommand</name>
        <message>
            <source>--from needs a time in ns (0 or more)</source>
            <translation>--from richiede un tempo in ns (0 o più)</translation>
        </message>
        <message>
            <source>--to needs a time in ns (0 or more)</source>
            <translation>--to richiede un tempo in ns (0 o più)</translation>
        </message>
        <message>
            <source>--step needs a step number</source>
            <translation>--step richiede un numero di step</translation>
        </message>
        <message>
            <source>--size is WIDTHxHEIGHT in pixels, from 200x100 to 10000x10000</source>
            <translation>--size è LARGHEZZAxALTEZZA in pixel, da 200x100 a 10000x10000</translation>
        </message>
        <message>
            <source>--rows needs a regular expression</source>
            <translation>--rows richiede un'espressione regolare</translation>
        </message>
        <message>
            <source>unexpected argument: %1</source>
            <translation>argomento inatteso: %1</translation>
        </message>
        <message>
            <source>PATH and -o FILE are required</source>
            <translation>PATH e -o FILE sono obbligatori</translation>
        </message>
        <message>
            <source>--from and --to go together</source>
            <translation>--from e --to vanno usati insieme</translation>
        </message>
        <message>
            <source>--to must be after --from</source>
            <translation>--to deve essere dopo --from</translation>
        </message>
        <message>
            <source>use either --from/--to or --step</source>
            <translation>usa --from/--to oppure --step</translation>
        </message>
        <message>
            <source>no image writer for .%1</source>
            <translation>nessun writer di immagini per .%1</translation>
        </message>
    </context>
    <context>
        <name>JobsCommand</name>
        <message>
            <source>stepline jobs: warning: the facts cache was not saved (%1)</source>
            <translation>stepline jobs: avviso: la cache dei dati non è stata salvata (%1)</translation>
        </message>
    </context>
    <context>
        <name>stepline::LoadError</name>
        <message>
            <source>(byte %1)</source>
            <translation>(byte %1)</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>Lettura</translation>
        </message>
        <message>
            <source>The compressed file is damaged. Download or copy it again, or decompress it with gzip -d / zstd -d to see how far it reads.</source>
            <translation>Il file compresso è danneggiato. Scaricalo o copialo di nuovo, oppure decomprimilo con gzip -d / zstd -d per vedere fin dove si legge.</translation>
        </message>
        <message>
            <source>This JSON has no "traceEvents" array, so it is not a Chrome/PyTorch trace (top-level keys: %1).</source>
            <translation>Questo JSON non ha un array "traceEvents", quindi non è una traccia Chrome/PyTorch (chiavi di primo livello: %1).</translation>
        </message>
        <message>
            <source>Open the .json / .pt.trace.json file written by the PyTorch profiler (torch.profiler) or another Chrome-trace producer.</source>
            <translation>Apri il file .json / .pt.trace.json scritto dal profiler di PyTorch (torch.profiler) o da un altro produttore di tracce Chrome.</translation>
        </message>
        <message>
            <source>The trace contains no events.</source>
            <translation>La traccia non contiene eventi.</translation>
        </message>
        <message>
            <source>None of the %1 events of this trace can be shown (only metadata, flows or skipped events).</source>
            <translation>Nessuno dei %1 eventi di questa traccia può essere mostrato (solo metadati, flussi o eventi scartati).</translation>
        </message>
        <message>
            <source>Record a profile with at least one active step (torch.profiler.schedule with active &gt;= 1) and export it again.</source>
            <translation>Registra un profilo con almeno un passo attivo (torch.profiler.schedule con active &gt;= 1) ed esportalo di nuovo.</translation>
        </message>
        <message>
            <source>Not a trace: %1.</source>
            <translation>Non è una traccia: %1.</translation>
        </message>
        <message>
            <source>Open the .json / .json.gz / .json.zst trace written by the PyTorch profiler or another Chrome-trace producer.</source>
            <translation>Apri la traccia .json / .json.gz / .json.zst scritta dal profiler di PyTorch o da un altro produttore di tracce Chrome.</translation>
        </message>
        <message>
            <source>Cannot load: %1.</source>
            <translation>Impossibile caricare: %1.</translation>
        </message>
        <message>
            <source>The file is probably damaged; check it with a JSON tool.</source>
            <translation>Il file è probabilmente danneggiato; controllalo con uno strumento JSON.</translation>
        </message>
        <message>
            <source>The JSON is malformed here: %1.</source>
            <translation>Il JSON è malformato qui: %1.</translation>
        </message>
        <message>
            <source>The file is damaged or was edited by hand. Export the trace again, or fix the JSON at this position.</source>
            <translation>Il file è danneggiato o è stato modificato a mano. Esporta di nuovo la traccia o correggi il JSON in questa posizione.</translation>
        </message>
        <message>
            <source>Loading was canceled.</source>
            <translation>Il caricamento è stato annullato.</translation>
        </message>
        <message>
            <source>The trace has more events than Stepline can index (about 4 billion).</source>
            <translation>La traccia ha più eventi di quanti Stepline ne possa indicizzare (circa 4 miliardi).</translation>
        </message>
        <message>
            <source>Record a shorter window (fewer active steps) or split the trace.</source>
            <translation>Registra una finestra più breve (meno passi attivi) o dividi la traccia.</translation>
        </message>
        <message>
            <source>The gzip data is corrupt at compressed byte %1 (%2).</source>
            <translation>I dati gzip sono corrotti al byte compresso %1 (%2).</translation>
        </message>
        <message>
            <source>The zstd data is corrupt at compressed byte %1 (%2).</source>
            <translation>I dati zstd sono corrotti al byte compresso %1 (%2).</translation>
        </message>
        <message>
            <source>The file does not exist.</source>
            <translation>Il file non esiste.</translation>
        </message>
        <message>
            <source>The file cannot be read: %1.</source>
            <translation>Il file non può essere letto: %1.</translation>
        </message>
        <message>
            <source>Check the path and the file permissions.</source>
            <translation>Controlla il percorso e i permessi del file.</translation>
        </message>
        <message>
            <source>The file is empty.</source>
            <translation>Il file è vuoto.</translation>
        </message>
        <message>
            <source>The profiler may still be writing it, or it crashed before writing.</source>
            <translation>Il profiler potrebbe starlo ancora scrivendo, oppure si è arrestato prima di scrivere.</translation>
        </message>
        <message>
            <source>Loading this file needs about %1 MiB of memory, but only %2 MiB are available.</source>
            <translation>Il caricamento di questo file richiede circa %1 MiB di memoria, ma ne sono disponibili solo %2 MiB.</translation>
        </message>
        <message>
            <source>Reading the file failed: %1.</source>
            <translation>Lettura del file non riuscita: %1.</translation>
        </message>
        <message>
            <source>Indexing</source>
            <translation>Indicizzazione</translation>
        </message>
        <message>
            <source>The path does not exist.</source>
            <translation>Il percorso non esiste.</translation>
        </message>
        <message>
            <source>Check the path.</source>
            <translation>Controlla il percorso.</translation>
        </message>
        <message>
            <source>Point Stepline at the folder the profiler wrote its traces to.</source>
            <translation>Indica a Stepline la cartella in cui il profiler ha scritto le tracce.</translation>
        </message>
        <message>
            <source>Loading these %1 files needs about %2 MiB of memory, but only %3 MiB are available.</source>
            <translation>Il caricamento di questi %1 file richiede circa %2 MiB di memoria, ma ne sono disponibili solo %3 MiB.</translation>
        </message>
        <message>
            <source>No file in this folder is a trace. First problem: %1</source>
            <translation>Nessun file di questa cartella è una traccia. Primo problema: %1</translation>
        </message>
        <message>
            <source>The file cannot be read: %1</source>
            <translation>Il file non può essere letto: %1</translation>
        </message>
        <message>
            <source>Check the file's permissions.</source>
            <translation>Controlla i permessi del file.</translation>
        </message>
        <message>
            <source>Reading system metrics</source>
            <translation>Lettura delle metriche di sistema</translation>
        </message>
        <message>
            <source>No complete SageMaker Debugger system-metrics line in the file.</source>
            <translation>Il file non contiene alcuna riga completa di metriche di sistema di SageMaker Debugger.</translation>
        </message>
        <message>
            <source>Each line must be a JSON object with Dimension, Value and Timestamp.</source>
            <translation>Ogni riga deve essere un oggetto JSON con Dimension, Value e Timestamp.</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is inconsistent: %3</source>
            <translation>Il blocco '%1' al byte %2 è incoerente: %3</translation>
        </message>
        <message>
            <source>The file is damaged. Copy it again, or convert the source trace again with 'stepline convert SOURCE -o FILE.stepline'.</source>
            <translation>Il file è danneggiato. Copialo di nuovo o riconverti la traccia sorgente con 'stepline convert SOURCE -o FILE.stepline'.</translation>
        </message>
        <message>
            <source>Cannot open the file: %1</source>
            <translation>Impossibile aprire il file: %1</translation>
        </message>
        <message>
            <source>This is not a Stepline file (wrong magic number).</source>
            <translation>Non è un file Stepline (numero magico errato).</translation>
        </message>
        <message>
            <source>Open a .stepline file written by 'stepline convert', or the original trace.</source>
            <translation>Apri un file .stepline scritto da 'stepline convert', o la traccia originale.</translation>
        </message>
        <message>
            <source>The file is truncated: it ends inside its %1-byte header.</source>
            <translation>Il file è troncato: termina all'interno della sua intestazione di %1 byte.</translation>
        </message>
        <message>
            <source>This file uses Stepline format version %1; this build reads version %2.</source>
            <translation>Questo file usa la versione %1 del formato Stepline; questa build legge la versione %2.</translation>
        </message>
        <message>
            <source>Open it with a newer Stepline, or convert the source trace again with this one.</source>
            <translation>Aprilo con uno Stepline più recente, o riconverti la traccia sorgente con questo.</translation>
        </message>
        <message>
            <source>The file is truncated at byte %1: its end marker is missing (%2 complete blocks).</source>
            <translation>Il file è troncato al byte %1: manca il marcatore di fine (%2 blocchi completi).</translation>
        </message>
        <message>
            <source>Read error: %1</source>
            <translation>Errore di lettura: %1</translation>
        </message>
        <message>
            <source>Check the disk.</source>
            <translation>Controlla il disco.</translation>
        </message>
        <message>
            <source>The block header at byte %1 is damaged (checksum mismatch).</source>
            <translation>L'intestazione del blocco al byte %1 è danneggiata (checksum errato).</translation>
        </message>
        <message>
            <source>The block at byte %1 claims %2 bytes, more than the format allows.</source>
            <translation>Il blocco al byte %1 dichiara %2 byte, più di quanto il formato consenta.</translation>
        </message>
        <message>
            <source>The file is truncated at byte %1, inside block '%2' that starts at byte %3 and needs %4 more bytes.</source>
            <translation>Il file è troncato al byte %1, nel blocco '%2' che inizia al byte %3 e richiede altri %4 byte.</translation>
        </message>
        <message>
            <source>The file does not start with its description block.</source>
            <translation>Il file non inizia con il suo blocco di descrizione.</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (bad compressed-data header).</source>
            <translation>Il blocco '%1' al byte %2 è danneggiato (intestazione dei dati compressi errata).</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (checksum mismatch).</source>
            <translation>Il blocco '%1' al byte %2 è danneggiato (checksum errato).</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (%3).</source>
            <translation>Il blocco '%1' al byte %2 è danneggiato (%3).</translation>
        </message>
        <message>
            <source>the description is cut short</source>
            <translation>la descrizione è troncata</translation>
        </message>
        <message>
            <source>a table claims %1 rows</source>
            <translation>una tabella dichiara %1 righe</translation>
        </message>
        <message>
            <source>the string table is empty</source>
            <translation>la tabella delle stringhe è vuota</translation>
        </message>
        <message>
            <source>bad rank count</source>
            <translation>numero di rank errato</translation>
        </message>
        <message>
            <source>bad device count</source>
            <translation>numero di dispositivi errato</translation>
        </message>
        <message>
            <source>bad metadata count</source>
            <translation>numero di metadati errato</translation>
        </message>
        <message>
            <source>bad process count</source>
            <translation>numero di processi errato</translation>
        </message>
        <message>
            <source>bad track count</source>
            <translation>numero di tracce errato</translation>
        </message>
        <message>
            <source>unknown track kind %1</source>
            <translation>tipo di traccia sconosciuto %1</translation>
        </message>
        <message>
            <source>a track claims %1 depths</source>
            <translation>una traccia dichiara %1 profondità</translation>
        </message>
        <message>
            <source>bad counter series count</source>
            <translation>numero di serie di contatori errato</translation>
        </message>
        <message>
            <source>bad warning count</source>
            <translation>numero di avvisi errato</translation>
        </message>
        <message>
            <source>bad warning sample count</source>
            <translation>numero di campioni di avviso errato</translation>
        </message>
        <message>
            <source>warning '%1' has inconsistent samples</source>
            <translation>l'avviso '%1' ha campioni incoerenti</translation>
        </message>
        <message>
            <source>the description does not have the expected length</source>
            <translation>la descrizione non ha la lunghezza prevista</translation>
        </message>
        <message>
            <source>%1 rows announced for '%2' but only %3 blocks hold them</source>
            <translation>%1 righe annunciate per '%2' ma solo %3 blocchi le contengono</translation>
        </message>
        <message>
            <source>%1 more rows than announced</source>
            <translation>%1 righe in più del previsto</translation>
        </message>
        <message>
            <source>row %1 holds an invalid value</source>
            <translation>la riga %1 contiene un valore non valido</translation>
        </message>
        <message>
            <source>the column does not have the expected length</source>
            <translation>la colonna non ha la lunghezza prevista</translation>
        </message>
        <message>
            <source>more strings than announced</source>
            <translation>più stringhe del previsto</translation>
        </message>
        <message>
            <source>string %1 is cut short</source>
            <translation>la stringa %1 è troncata</translation>
        </message>
        <message>
            <source>string %1 is empty or repeated</source>
            <translation>la stringa %1 è vuota o ripetuta</translation>
        </message>
        <message>
            <source>trailing bytes after the strings</source>
            <translation>byte in eccesso dopo le stringhe</translation>
        </message>
        <message>
            <source>args blocks before their offsets</source>
            <translation>blocchi args prima dei loro offset</translation>
        </message>
        <message>
            <source>bad args block count</source>
            <translation>numero di blocchi args errato</translation>
        </message>
        <message>
            <source>args block %1 is cut short</source>
            <translation>il blocco args %1 è troncato</translation>
        </message>
        <message>
            <source>args block %1 is out of order</source>
            <translation>il blocco args %1 è fuori ordine</translation>
        </message>
        <message>
            <source>trailing bytes after the args blocks</source>
            <translation>byte in eccesso dopo i blocchi args</translation>
        </message>
        <message>
            <source>a slice column has %1 rows instead of %2</source>
            <translation>una colonna di slice ha %1 righe invece di %2</translation>
        </message>
        <message>
            <source>an instant column has %1 rows instead of %2</source>
            <translation>una colonna di instant ha %1 righe invece di %2</translation>
        </message>
        <message>
            <source>counter columns have the wrong length</source>
            <translation>le colonne dei contatori hanno la lunghezza sbagliata</translation>
        </message>
        <message>
            <source>a flow column has %1 rows instead of %2</source>
            <translation>una colonna di flussi ha %1 righe invece di %2</translation>
        </message>
        <message>
            <source>%1 strings instead of %2</source>
            <translation>%1 stringhe invece di %2</translation>
        </message>
        <message>
            <source>depth offsets have the wrong length</source>
            <translation>gli offset di profondità hanno la lunghezza sbagliata</translation>
        </message>
        <message>
            <source>the args blocks do not cover every args id</source>
            <translation>i blocchi args non coprono ogni id args</translation>
        </message>
        <message>
            <source>a process refers to a missing rank or string</source>
            <translation>un processo fa riferimento a un rank o a una stringa mancante</translation>
        </message>
        <message>
            <source>a track refers to a missing process, rank, string or slice</source>
            <translation>una traccia fa riferimento a un processo, rank, stringa o slice mancante</translation>
        </message>
        <message>
            <source>a track's depths lie outside the depth table</source>
            <translation>le profondità di una traccia sono fuori dalla tabella delle profondità</translation>
        </message>
        <message>
            <source>a track's depth offsets go backwards</source>
            <translation>gli offset di profondità di una traccia vanno all'indietro</translation>
        </message>
        <message>
            <source>a counter series refers to missing samples</source>
            <translation>una serie di contatori fa riferimento a campioni mancanti</translation>
        </message>
        <message>
            <source>slice %1 has no track</source>
            <translation>la slice %1 non ha una traccia</translation>
        </message>
        <message>
            <source>instant %1 has no track</source>
            <translation>l'instant %1 non ha una traccia</translation>
        </message>
        <message>
            <source>flow %1 has a missing end</source>
            <translation>il flusso %1 ha un'estremità mancante</translation>
        </message>
        <message>
            <source>Opening</source>
            <translation>Apertura</translation>
        </message>
        <message>
            <source>a second description block</source>
            <translation>un secondo blocco di descrizione</translation>
        </message>
        <message>
            <source>There is not enough memory to open this file.</source>
            <translation>Non c'è abbastanza memoria per aprire questo file.</translation>
        </message>
        <message>
            <source>Close other programs or use a machine with more memory.</source>
            <translation>Chiudi altri programmi o usa una macchina con più memoria.</translation>
        </message>
        <message>
            <source>--ranks takes rank numbers and ranges like 0,3 or 0-3,8 (got "%1")</source>
            <translation>--ranks accetta numeri di rank e intervalli come 0,3 o 0-3,8 (ricevuto "%1")</translation>
        </message>
        <message>
            <source>--window takes T0:T1, times since the job start like 2s:3s, 1500ms:2500ms or 1.5:2 (seconds) (got "%1")</source>
            <translation>--window accetta T0:T1, tempi dall'inizio del job come 2s:3s, 1500ms:2500ms o 1.5:2 (secondi) (ricevuto "%1")</translation>
        </message>
        <message>
            <source>--window is empty: T1 must be after T0 (got "%1")</source>
            <translation>--window è vuota: T1 deve venire dopo T0 (ricevuto "%1")</translation>
        </message>
        <message>
            <source>a cProfile dump block is cut short</source>
            <translation>un blocco di dump cProfile è troncato</translation>
        </message>
        <message>
            <source>The job has no rank %1; its ranks are %2.</source>
            <translation>Il job non ha il rank %1; i suoi rank sono %2.</translation>
        </message>
        <message>
            <source>Choose ranks the job has.</source>
            <translation>Scegli rank presenti nel job.</translation>
        </message>
        <message>
            <source>No event lies in the window %1 (times since the job start, 0 on the timeline).</source>
            <translation>Nessun evento nella finestra %1 (tempi dall'inizio del job, 0 sulla timeline).</translation>
        </message>
        <message>
            <source>Choose a window inside the job's duration (the timeline and stepline summary show it).</source>
            <translation>Scegli una finestra entro la durata del job (la mostrano la timeline e stepline summary).</translation>
        </message>
        <message>
            <source>Load a subset of the ranks or a time window (--ranks, --window), or use a machine with more memory.</source>
            <translation>Carica solo alcuni rank o una finestra temporale (--ranks, --window), oppure usa una macchina con più memoria.</translation>
        </message>
        <message>
            <source>the file is larger than 256 MiB (%1 MiB); it was not read</source>
            <translation>il file supera 256 MiB (%1 MiB); non è stato letto</translation>
        </message>
        <message>
            <source>the file cannot be read: %1</source>
            <translation>il file non può essere letto: %1</translation>
        </message>
        <message>
            <source>The cross-rank block (XRNK) is damaged.</source>
            <translation>Il blocco tra rank (XRNK) è danneggiato.</translation>
        </message>
        <message>
            <source>Convert the source trace again with 'stepline convert SOURCE -o FILE.stepline'.</source>
            <translation>Converti di nuovo la traccia sorgente con 'stepline convert SOURCE -o FILE.stepline'.</translation>
        </message>
        <message>
            <source>Rank %1 appears in two files.</source>
            <translation>Il rank %1 compare in due file.</translation>
        </message>
        <message>
            <source>Keep one file per rank in the folder.</source>
            <translation>Tieni un solo file per rank nella cartella.</translation>
        </message>
        <message>
            <source>the job's time range is invalid</source>
            <translation>l'intervallo di tempo del job non è valido</translation>
        </message>
        <message>
            <source>slice %1 lies outside the job's time range</source>
            <translation>lo slice %1 è fuori dall'intervallo di tempo del job</translation>
        </message>
        <message>
            <source>instant %1 lies outside the job's time range</source>
            <translation>l'evento istantaneo %1 è fuori dall'intervallo di tempo del job</translation>
        </message>
        <message>
            <source>counter sample %1 lies outside the job's time range</source>
            <translation>il campione del contatore %1 è fuori dall'intervallo di tempo del job</translation>
        </message>
        <message>
            <source>A real trace this large needs a machine with more memory (or --force, which skips the memory check). A small file that inflates this much is usually damaged or made to exhaust memory: check it with 'gzip -l' / 'zstd -l'.</source>
            <translation>Una traccia reale così grande richiede una macchina con più memoria (oppure --force, che salta il controllo della memoria). Un file piccolo che si decomprime così tanto di solito è danneggiato o fatto per esaurire la memoria: controllalo con 'gzip -l' / 'zstd -l'.</translation>
        </message>
        <message>
            <source>%1 skipped for a bad number (a ts, dur, pid or tid that is not a usable number, such as 1e400), the first at byte %2</source>
            <translation>%1 saltati per un numero non valido (ts, dur, pid o tid non utilizzabile, come 1e400), il primo al byte %2</translation>
        </message>
        <message>
            <source>%1 skipped as %2, the first at byte %3</source>
            <translation>%1 saltati come %2, il primo al byte %3</translation>
        </message>
        <message>
            <source>None of the %1 events of this trace can be shown: %2.</source>
            <translation>Nessuno dei %1 eventi di questa traccia può essere mostrato: %2.</translation>
        </message>
        <message>
            <source>Look at the file at that byte offset: the producer wrote values this viewer cannot use. Fix them or export the trace again.</source>
            <translation>Guardate il file a quell'offset: il produttore ha scritto valori che questo visualizzatore non può usare. Correggeteli o esportate di nuovo la traccia.</translation>
        </message>
        <message>
            <source>The file inflates to more than %1 MiB after only %2 KiB of its compressed bytes, more than the memory check allowed for it; loading stopped there.</source>
            <translation>Il file si decomprime in più di %1 MiB dopo soli %2 KiB dei suoi byte compressi, più di quanto il controllo della memoria gli abbia concesso; il caricamento si è fermato lì.</translation>
        </message>
        <message>
            <source>Inflating</source>
            <translation>Decompressione</translation>
        </message>
        <message>
            <source>Reading the table %1 of this Nsight Systems export failed: %2.</source>
            <translation>La lettura della tabella %1 di questa esportazione di Nsight Systems non è riuscita: %2.</translation>
        </message>
        <message>
            <source>The file may be damaged or cut short: export the report again (nsys export --type sqlite).</source>
            <translation>Il file potrebbe essere danneggiato o troncato: esporta di nuovo il report (nsys export --type sqlite).</translation>
        </message>
        <message>
            <source>Reading the Nsight Systems export</source>
            <translation>Lettura dell'esportazione di Nsight Systems</translation>
        </message>
        <message>
            <source>The SQLite file is being written or was left half-written: %1 lies beside it, so its tables may be incomplete.</source>
            <translation>Il file SQLite è in scrittura o è stato lasciato scritto a metà: accanto c'è %1, quindi le sue tabelle potrebbero essere incomplete.</translation>
        </message>
        <message>
            <source>Wait until nsys export has finished, or export the report again.</source>
            <translation>Attendi che nsys export sia terminato, oppure esporta di nuovo il report.</translation>
        </message>
        <message>
            <source>The SQLite file is truncated: its header says %1 bytes, the file has %2.</source>
            <translation>Il file SQLite è troncato: la sua intestazione indica %1 byte, il file ne ha %2.</translation>
        </message>
        <message>
            <source>Copy the whole file again, or export the report again (nsys export --type sqlite).</source>
            <translation>Copia di nuovo l'intero file, oppure esporta di nuovo il report (nsys export --type sqlite).</translation>
        </message>
        <message>
            <source>SQLite cannot open the file: %1.</source>
            <translation>SQLite non riesce ad aprire il file: %1.</translation>
        </message>
        <message>
            <source>Check the file permissions, or export the report again.</source>
            <translation>Controlla i permessi del file, oppure esporta di nuovo il report.</translation>
        </message>
        <message>
            <source>SQLite cannot read the file: %1.</source>
            <translation>SQLite non riesce a leggere il file: %1.</translation>
        </message>
        <message>
            <source>The file is a SQLite database but not an Nsight Systems export: it has none of the tables StringIds, CUPTI_ACTIVITY_KIND_KERNEL, CUPTI_ACTIVITY_KIND_RUNTIME, NVTX_EVENTS, TARGET_INFO_GPU.</source>
            <translation>Il file è un database SQLite ma non un'esportazione di Nsight Systems: non ha nessuna delle tabelle StringIds, CUPTI_ACTIVITY_KIND_KERNEL, CUPTI_ACTIVITY_KIND_RUNTIME, NVTX_EVENTS, TARGET_INFO_GPU.</translation>
        </message>
        <message>
            <source>Open a report exported with nsys export --type sqlite (a .nsys-rep file must be exported first).</source>
            <translation>Apri un report esportato con nsys export --type sqlite (un file .nsys-rep va prima esportato).</translation>
        </message>
        <message>
            <source>The Nsight Systems export holds no kernel, memcpy, memset, CUDA runtime or NVTX range (tables %1).</source>
            <translation>L'esportazione di Nsight Systems non contiene kernel, memcpy, memset, chiamate del runtime CUDA né intervalli NVTX (tabelle: %1).</translation>
        </message>
        <message>
            <source>Profile with CUDA or NVTX tracing on (nsys profile -t cuda,nvtx) and export again.</source>
            <translation>Esegui il profiling con il tracciamento CUDA o NVTX attivo (nsys profile -t cuda,nvtx) ed esporta di nuovo.</translation>
        </message>
        <message>
            <source>The folder holds no trace files (*.json, *.json.gz, *.json.zst, *.sqlite).</source>
            <translation>La cartella non contiene file di traccia (*.json, *.json.gz, *.json.zst, *.sqlite).</translation>
        </message>
        <message>
            <source>The file changed while it was being read: it had %1 bytes when loading started and has %2 now, so the part after byte %3 was lost.</source>
            <translation>Il file è cambiato mentre veniva letto: aveva %1 byte all'inizio del caricamento e ora ne ha %2, quindi la parte dopo il byte %3 è andata persa.</translation>
        </message>
        <message>
            <source>Another program truncated or rewrote the file. If the profiler is still writing it, wait until it has finished; otherwise copy the file and open the copy.</source>
            <translation>Un altro programma ha troncato o riscritto il file. Se il profiler lo sta ancora scrivendo, attendi che abbia finito; altrimenti copia il file e apri la copia.</translation>
        </message>
        <message>
            <source>Memory ran out while loading: the load needed more memory than this process could get (other programs took it, a memory limit is set on this process, or --force went past the memory check).</source>
            <translation>La memoria si è esaurita durante il caricamento: serviva più memoria di quanta questo processo potesse ottenere (altri programmi la occupano, questo processo ha un limite di memoria, oppure --force ha scavalcato il controllo della memoria).</translation>
        </message>
        <message>
            <source>Close other programs, load a subset of the ranks or a time window (--ranks, --window), or use a machine with more memory.</source>
            <translation>Chiudi altri programmi, carica un sottoinsieme dei rank o una finestra temporale (--ranks, --window), oppure usa una macchina con più memoria.</translation>
        </message>
        <message>
            <source>Reading the file failed at byte %1: %2.</source>
            <translation>La lettura del file non è riuscita al byte %1: %2.</translation>
        </message>
        <message>
            <source>The disk or the network file system reported an error. Copy the file to a local disk and open the copy.</source>
            <translation>Il disco o il file system di rete ha segnalato un errore. Copiare il file su un disco locale e aprire la copia.</translation>
        </message>
    </context>
    <context>
        <name>MemoryCheck</name>
        <message>
            <source>stepline: %1 would not fit in memory: loading it needs about %2 (a model of about %3 for %4 events, estimated from %5 of files), but only %6 is available.
Load part of the job: --ranks LIST (e.g. --ranks 0,3 or 0-3,8) and/or --window T0:T1 (e.g. --window 0s:10s, times since the job start); or pass --force to try anyway.</source>
            <translation>stepline: %1 non entrerebbe in memoria: caricarlo richiede circa %2 (un modello di circa %3 per %4 eventi, stimato da %5 di file), ma sono disponibili solo %6.
Carica una parte del job: --ranks ELENCO (es. --ranks 0,3 o 0-3,8) e/o --window T0:T1 (es. --window 0s:10s, tempi dall'inizio del job); oppure usa --force per provare comunque.</translation>
        </message>
    </context>
    <context>
        <name>PythonStatsCommand</name>
        <message>
            <source>%1 does not exist</source>
            <translation>%1 non esiste</translation>
        </message>
        <message>
            <source>%1 is neither a folder, a .stepline file nor a python_stats dump</source>
            <translation>%1 non è né una cartella, né un file .stepline, né un dump python_stats</translation>
        </message>
        <message>
            <source>no Python profiler dump (python_stats, python_stats.json) below %1</source>
            <translation>nessun dump di profiler Python (python_stats, python_stats.json) sotto %1</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH mancante</translation>
        </message>
        <message>
            <source>--profiler is cprofile or pyinstrument</source>
            <translation>--profiler è cprofile o pyinstrument</translation>
        </message>
        <message>
            <source>--mode is train, eval, predict or global</source>
            <translation>--mode è train, eval, predict o global</translation>
        </message>
        <message>
            <source>--modes needs START:END, such as train:eval</source>
            <translation>--modes richiede INIZIO:FINE, per esempio train:eval</translation>
        </message>
        <message>
            <source>--mode and --modes disagree</source>
            <translation>--mode e --modes sono in contrasto</translation>
        </message>
        <message>
            <source>--phase is initialization, training_loop or finalization</source>
            <translation>--phase è initialization, training_loop o finalization</translation>
        </message>
        <message>
            <source>--steps needs A:B or A (step numbers)</source>
            <translation>--steps richiede A:B o A (numeri di step)</translation>
        </message>
        <message>
            <source>--step-phases needs two of start, stepstart, forwardpassend, stepend, end</source>
            <translation>--step-phases richiede due tra start, stepstart, forwardpassend, stepend, end</translation>
        </message>
        <message>
            <source>--steps A:B needs A &lt;= B</source>
            <translation>--steps A:B richiede A &lt;= B</translation>
        </message>
        <message>
            <source>--step-phases needs --steps</source>
            <translation>--step-phases richiede --steps</translation>
        </message>
        <message>
            <source>--from-us and --to-us take microseconds since the epoch</source>
            <translation>--from-us e --to-us accettano microsecondi dall'epoch</translation>
        </message>
        <message>
            <source>--to-us is before --from-us</source>
            <translation>--to-us è prima di --from-us</translation>
        </message>
        <message>
            <source>--top needs a positive number</source>
            <translation>--top richiede un numero positivo</translation>
        </message>
        <message>
            <source>no node %1; the dumps have %2</source>
            <translation>nessun nodo %1; i dump hanno %2</translation>
        </message>
        <message>
            <source>stepline python-stats: PATH has cProfile and pyinstrument dumps; showing cProfile's (--profiler pyinstrument for the others)</source>
            <translation>stepline python-stats: PATH contiene dump cProfile e pyinstrument; vengono mostrati quelli di cProfile (--profiler pyinstrument per gli altri)</translation>
        </message>
        <message numerus="yes">
            <source>stepline python-stats: %n selected dump(s) could not be read (see --list)</source>
            <translation>
                <numerusform>stepline python-stats: %n dump selezionato non è stato letto (vedere --list)</numerusform>
                <numerusform>stepline python-stats: %n dump selezionati non sono stati letti (vedere --list)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QObject</name>
        <message>
            <source>no profile</source>
            <translation>nessun profilo</translation>
        </message>
        <message>
            <source>invalid --rows regular expression: %1</source>
            <translation>espressione regolare --rows non valida: %1</translation>
        </message>
        <message>
            <source>there is no ProfilerStep#%1 in this profile</source>
            <translation>in questo profilo non c'è ProfilerStep#%1</translation>
        </message>
    </context>
    <context>
        <name>RulesCommand</name>
        <message>
            <source>--set needs Rule.param=value</source>
            <translation>--set richiede Rule.param=value</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH mancante</translation>
        </message>
    </context>
    <context>
        <name>RulesReport</name>
        <message>
            <source>%1 (continued)</source>
            <translation>%1 (continua)</translation>
        </message>
        <message>
            <source>Triggered</source>
            <translation>Attivata</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Not applicable</source>
            <translation>Non applicabile</translation>
        </message>
        <message>
            <source>%1 – %2 (%3)</source>
            <translation>%1 – %2 (%3)</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Timeline</translation>
        </message>
        <message>
            <source>Dashboard</source>
            <translation>Dashboard</translation>
        </message>
        <message>
            <source>Rules summary</source>
            <translation>Riepilogo delle regole</translation>
        </message>
        <message>
            <source>The SageMaker Debugger built-in rules (ProfilerReport) on the whole job: %1 triggered, %2 ok, %3 not applicable.</source>
            <translation>Le regole integrate di SageMaker Debugger (ProfilerReport) sull'intero job: %1 attivate, %2 OK, %3 non applicabili.</translation>
        </message>
        <message>
            <source>This profile has no system metrics: GPU utilization is derived from the trace (METRICS.md), not measured.</source>
            <translation>Questo profilo non ha metriche di sistema: l'utilizzo della GPU è ricavato dalla traccia (METRICS.md), non misurato.</translation>
        </message>
        <message>
            <source>Nothing to do.</source>
            <translation>Nulla da fare.</translation>
        </message>
        <message>
            <source>p. %1</source>
            <translation>p. %1</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>Regola</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Esito</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Perché</translation>
        </message>
        <message>
            <source>Advice</source>
            <translation>Consiglio</translation>
        </message>
        <message>
            <source>Section</source>
            <translation>Sezione</translation>
        </message>
        <message>
            <source>Each rule has its own section after the charts, in this order: the parameters used, the evidence (times are since the start of the job) and the advice.</source>
            <translation>Ogni regola ha una propria sezione dopo i grafici, in questo ordine: i parametri usati, le evidenze (tempi dall'inizio del job) e il consiglio.</translation>
        </message>
        <message>
            <source>Needs: %1</source>
            <translation>Richiede: %1</translation>
        </message>
        <message>
            <source>Not applicable because: %1</source>
            <translation>Non applicabile perché: %1</translation>
        </message>
        <message>
            <source>Why: %1</source>
            <translation>Perché: %1</translation>
        </message>
        <message>
            <source>Uses derived data: utilization computed from the trace, not measured by a system monitor.</source>
            <translation>Usa dati derivati: l'utilizzo è calcolato dalla traccia, non misurato da un monitor di sistema.</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Parametri</translation>
        </message>
        <message>
            <source>This rule has no parameters.</source>
            <translation>Questa regola non ha parametri.</translation>
        </message>
        <message>
            <source>%1 (changed)</source>
            <translation>%1 (modificato)</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>Parametro</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valore</translation>
        </message>
        <message>
            <source>Default</source>
            <translation>Predefinito</translation>
        </message>
        <message>
            <source>Meaning</source>
            <translation>Significato</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>Evidenze</translation>
        </message>
        <message>
            <source>No evidence recorded.</source>
            <translation>Nessuna evidenza registrata.</translation>
        </message>
        <message>
            <source>Fact</source>
            <translation>Fatto</translation>
        </message>
        <message>
            <source>Time range</source>
            <translation>Intervallo di tempo</translation>
        </message>
        <message>
            <source>Open in</source>
            <translation>Apri in</translation>
        </message>
        <message>
            <source>Parameters: the documented defaults.</source>
            <translation>Parametri: i valori predefiniti documentati.</translation>
        </message>
        <message>
            <source>Parameters: the documented defaults except %1 (%2).</source>
            <translation>Parametri: i valori predefiniti documentati tranne %1 (%2).</translation>
        </message>
    </context>
    <context>
        <name>stepline::SteplineWriter</name>
        <message>
            <source>A block of the profile is too large for the format (%1 bytes).</source>
            <translation>Un blocco del profilo è troppo grande per il formato (%1 byte).</translation>
        </message>
        <message>
            <source>Compression failed: %1</source>
            <translation>Compressione non riuscita: %1</translation>
        </message>
        <message>
            <source>The profile is still being built (unsealed args); finalize it first.</source>
            <translation>Il profilo è ancora in costruzione (args non sigillati); finalizzalo prima.</translation>
        </message>
    </context>
    <context>
        <name>WarningText</name>
        <message>
            <source>file ends early (truncated)</source>
            <translation>il file termina troppo presto (troncato)</translation>
        </message>
        <message>
            <source>events skipped for a bad number (a ts, dur, pid or tid that is not a usable number, such as 1e400)</source>
            <translation>eventi saltati per un numero non valido (ts, dur, pid o tid non utilizzabile, come 1e400)</translation>
        </message>
        <message>
            <source>malformed events skipped</source>
            <translation>eventi malformati scartati</translation>
        </message>
        <message>
            <source>events without a timestamp skipped</source>
            <translation>eventi senza timestamp saltati</translation>
        </message>
        <message>
            <source>events with a negative duration skipped</source>
            <translation>eventi con durata negativa saltati</translation>
        </message>
        <message>
            <source>events of an unknown phase skipped</source>
            <translation>eventi di fase sconosciuta saltati</translation>
        </message>
        <message>
            <source>events of an unsupported phase (samples, snapshots) skipped</source>
            <translation>eventi di fase non supportata (campioni, snapshot) saltati</translation>
        </message>
        <message>
            <source>end events without a begin</source>
            <translation>eventi di fine senza inizio</translation>
        </message>
        <message>
            <source>begin events without an end</source>
            <translation>eventi di inizio senza fine</translation>
        </message>
        <message>
            <source>files without baseTimeNanoseconds, aligned with the other ranks' time base</source>
            <translation>file senza baseTimeNanoseconds, allineati alla base dei tempi degli altri rank</translation>
        </message>
        <message>
            <source>GPU side not traced</source>
            <translation>lato GPU non tracciato</translation>
        </message>
        <message>
            <source>flow ends without a start (written on calls that launch nothing)</source>
            <translation>fine di flussi senza inizio (scritte su chiamate che non lanciano nulla)</translation>
        </message>
        <message>
            <source>flow starts without an end</source>
            <translation>inizi di flussi senza fine</translation>
        </message>
        <message>
            <source>flow points on no event</source>
            <translation>punti di flusso su nessun evento</translation>
        </message>
        <message>
            <source>partially overlapping events drawn on an extra lane</source>
            <translation>eventi parzialmente sovrapposti disegnati su una corsia aggiuntiva</translation>
        </message>
        <message>
            <source>GPU ops with no matching launch call in the trace</source>
            <translation>operazioni GPU senza chiamata di lancio corrispondente nella traccia</translation>
        </message>
        <message>
            <source>data after the end of the JSON ignored</source>
            <translation>dati dopo la fine del JSON ignorati</translation>
        </message>
        <message>
            <source>files of the folder that could not be read</source>
            <translation>file della cartella che non si sono potuti leggere</translation>
        </message>
        <message>
            <source>a second, different baseTimeNanoseconds ignored</source>
            <translation>un secondo baseTimeNanoseconds diverso ignorato</translation>
        </message>
        <message>
            <source>no byte offset (counted after reading)</source>
            <translation>nessun offset in byte (contato dopo la lettura)</translation>
        </message>
        <message>
            <source>first at byte %1 of rank %2</source>
            <translation>la prima al byte %1 del rank %2</translation>
        </message>
        <message>
            <source>%1 launches, no GPU activity recorded: the GPU side was not traced (%2)</source>
            <translation>%1 lanci, nessuna attività GPU registrata: il lato GPU non è stato tracciato (%2)</translation>
        </message>
        <message>
            <source>%1: %2 (%3)</source>
            <translation>%1: %2 (%3)</translation>
        </message>
        <message>
            <source>Data skipped, cut or changed:</source>
            <translation>Dati saltati, tagliati o modificati:</translation>
        </message>
        <message>
            <source>Notes on how the trace was written (nothing lost):</source>
            <translation>Note su come è stata scritta la traccia (nulla perso):</translation>
        </message>
        <message>
            <source>host events of processes without GPU activity left out (no rank)</source>
            <translation>eventi host di processi senza attività GPU esclusi (nessun rank)</translation>
        </message>
        <message>
            <source>ranks where no NVTX range matches the step range (they have no steps)</source>
            <translation>rank in cui nessun intervallo NVTX corrisponde all'intervallo di passo (non hanno passi)</translation>
        </message>
        <message>
            <source>ranks with ProfilerStep#N steps, kept instead of the step range's ranges</source>
            <translation>rank con passi ProfilerStep#N, mantenuti al posto degli intervalli dell'intervallo di passo</translation>
        </message>
        <message>
            <source>rows ending before their start kept with a duration of 0</source>
            <translation>righe che finiscono prima del loro inizio mantenute con durata 0</translation>
        </message>
    </context>
    <context>
        <name>stepline</name>
        <message>
            <source>Active time: the length of the union of all GPU activity (kernels, memcpy, memset) on a device, clipped to its rank's window. Idle time: window length minus active time. Summed over every GPU of the selected scope.</source>
            <translation>Tempo attivo: la lunghezza dell'unione di tutta l'attività GPU (kernel, memcpy, memset) su un dispositivo, limitata alla finestra del suo rank. Tempo inattivo: lunghezza della finestra meno il tempo attivo. Sommato su tutte le GPU dell'ambito selezionato.</translation>
        </message>
        <message>
            <source>CPU active time: the length of the union of all host events of a rank over all its profiled threads, clipped to the window (time in which at least one profiled thread was busy). Idle: window minus active. Summed over the ranks of the scope.</source>
            <translation>Tempo CPU attivo: la lunghezza dell'unione di tutti gli eventi host di un rank su tutti i suoi thread profilati, limitata alla finestra (tempo in cui almeno un thread profilato era occupato). Inattivo: finestra meno tempo attivo. Sommato sui rank dell'ambito.</translation>
        </message>
        <message>
            <source>Kernels grouped by exact name; the k names with the largest total duration (ties by name) plus one "other" slice for the rest. Overlapping kernels count twice: this is work, not wall time.</source>
            <translation>Kernel raggruppati per nome esatto; i k nomi con la durata totale maggiore (a parità, per nome) più una fetta "other" per il resto. I kernel sovrapposti contano due volte: è lavoro, non tempo reale.</translation>
        </message>
        <message>
            <source>The 15 kernel names with the largest total duration (sum of their durations), ties by name. Click a bar to select that kernel in the timeline.</source>
            <translation>I 15 nomi di kernel con la durata totale maggiore (somma delle durate), a parità per nome. Fai clic su una barra per selezionare quel kernel nella timeline.</translation>
        </message>
        <message>
            <source>Kernel launches grouped by exact name; the k most launched names (count, then total time, then name) plus one "other" slice.</source>
            <translation>Lanci di kernel raggruppati per nome esatto; i k nomi più lanciati (numero, poi tempo totale, poi nome) più una fetta "other".</translation>
        </message>
        <message>
            <source>The 15 most launched kernel names: count descending, then total time, then name. Click a bar to select that kernel in the timeline.</source>
            <translation>I 15 nomi di kernel più lanciati: numero decrescente, poi tempo totale, poi nome. Fai clic su una barra per selezionare quel kernel nella timeline.</translation>
        </message>
        <message>
            <source>Durations of ProfilerStep#N host events of the scope (and of the GPU-side ProfilerStep annotations where the trace has them), binned by the Freedman-Diaconis rule (5 to 50 bins). Click a bin to list its steps; double-click a step to zoom the timeline to it.</source>
            <translation>Durate degli eventi host ProfilerStep#N dell'ambito (e delle annotazioni ProfilerStep lato GPU, se la traccia le contiene), suddivise con la regola di Freedman-Diaconis (da 5 a 50 classi). Fai clic su una classe per elencarne i passi; doppio clic su un passo per ingrandire la timeline su di esso.</translation>
        </message>
        <message>
            <source>Kernel time by precision, from the demangled kernel name (first matching rule wins), then args.dtype, then the launching op's Input type. The classes sum to the total kernel time; "Unknown" is always shown.</source>
            <translation>Tempo dei kernel per precisione, dal nome del kernel decodificato (vince la prima regola che corrisponde), poi args.dtype, poi l'Input type dell'operazione che lo lancia. Le classi sommano al tempo totale dei kernel; "Unknown" è sempre mostrato.</translation>
        </message>
        <message>
            <source>Sum of durations of kernels, gpu_memcpy, gpu_memset and GPU-side cuda_sync events (sync is absent from older traces).</source>
            <translation>Somma delle durate di kernel, gpu_memcpy, gpu_memset ed eventi cuda_sync lato GPU (sync manca nelle tracce più vecchie).</translation>
        </message>
        <message>
            <source>Memcpy time split by the direction in the event name (HtoD, DtoH, DtoD, HtoH, PtoP, other), plus memset time.</source>
            <translation>Tempo memcpy suddiviso per la direzione nel nome dell'evento (HtoD, DtoH, DtoD, HtoH, PtoP, altro), più il tempo memset.</translation>
        </message>
        <message>
            <source>Durations of every user annotation (record_function range, category user_annotation) with this exact name in the scope, binned by the Freedman-Diaconis rule (5 to 50 bins).</source>
            <translation>Durate di tutte le annotazioni utente (intervallo record_function, categoria user_annotation) con esattamente questo nome nell'ambito, suddivise con la regola di Freedman-Diaconis (da 5 a 50 classi).</translation>
        </message>
        <message>
            <source>Stepline dashboard chart</source>
            <translation>Grafico della dashboard di Stepline</translation>
        </message>
        <message>
            <source>Stepline report</source>
            <translation>Report di Stepline</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU activity (kernel, gpu_memcpy or gpu_memset events) in the selected scope.
Record with torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) or pick another scope.</source>
            <translation>Non presente in questo profilo: nessuna attività GPU (eventi kernel, gpu_memcpy o gpu_memset) nell'ambito selezionato.
Registra con torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) o scegli un altro ambito.</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU kernels in the selected scope.
Record with ProfilerActivity.CUDA enabled, or pick another scope.</source>
            <translation>Non presente in questo profilo: nessun kernel GPU nell'ambito selezionato.
Registra con ProfilerActivity.CUDA attivo o scegli un altro ambito.</translation>
        </message>
        <message>
            <source>Demangled: %1</source>
            <translation>Decodificato: %1</translation>
        </message>
        <message>
            <source>%1 launches; mean %2, min %3, max %4</source>
            <translation>%1 lanci; media %2, min %3, max %4</translation>
        </message>
        <message>
            <source>Time of all GPU kernels (top %1 + other)</source>
            <translation>Tempo di tutti i kernel GPU (top %1 + altri)</translation>
        </message>
        <message>
            <source>Launches of all GPU kernels (top %1 + other)</source>
            <translation>Lanci di tutti i kernel GPU (top %1 + altri)</translation>
        </message>
        <message>
            <source>other (%1 kernels)</source>
            <translation>altri (%1 kernel)</translation>
        </message>
        <message>
            <source>%1 launches, %2</source>
            <translation>%1 lanci, %2</translation>
        </message>
        <message>
            <source>Top 15 kernels by time</source>
            <translation>I 15 kernel principali per tempo</translation>
        </message>
        <message>
            <source>Top 15 kernels by launches</source>
            <translation>I 15 kernel principali per lanci</translation>
        </message>
        <message>
            <source>rank %1 · GPU %2</source>
            <translation>rank %1 · GPU %2</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>rank %1</translation>
        </message>
        <message>
            <source>GPU utilization over time</source>
            <translation>Utilizzo GPU nel tempo</translation>
        </message>
        <message>
            <source>node %1 (mean of its GPUs)</source>
            <translation>nodo %1 (media delle sue GPU)</translation>
        </message>
        <message>
            <source>CPU utilization over time (profiled threads)</source>
            <translation>Utilizzo CPU nel tempo (thread profilati)</translation>
        </message>
        <message>
            <source>Not in this profile: no host events (CPU thread rows) in the selected scope.
Record with ProfilerActivity.CPU, or pick another scope.</source>
            <translation>Non presente in questo profilo: nessun evento host (righe di thread CPU) nell'ambito selezionato.
Registra con ProfilerActivity.CPU o scegli un altro ambito.</translation>
        </message>
        <message>
            <source>GPU active time (1 GPU)</source>
            <translation>Tempo GPU attivo (1 GPU)</translation>
        </message>
        <message>
            <source>GPU active time (%1 GPUs)</source>
            <translation>Tempo GPU attivo (%1 GPU)</translation>
        </message>
        <message>
            <source>GPU active time</source>
            <translation>Tempo GPU attivo</translation>
        </message>
        <message>
            <source>active</source>
            <translation>attivo</translation>
        </message>
        <message>
            <source>at least one kernel, memcpy or memset running</source>
            <translation>almeno un kernel, memcpy o memset in esecuzione</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>inattivo</translation>
        </message>
        <message>
            <source>window length minus active time</source>
            <translation>lunghezza della finestra meno il tempo attivo</translation>
        </message>
        <message>
            <source>CPU active time (profiled threads)</source>
            <translation>Tempo CPU attivo (thread profilati)</translation>
        </message>
        <message>
            <source>at least one profiled thread busy</source>
            <translation>almeno un thread profilato occupato</translation>
        </message>
        <message>
            <source>GPU activity distribution</source>
            <translation>Distribuzione dell'attività GPU</translation>
        </message>
        <message>
            <source>kernel</source>
            <translation>kernel</translation>
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
            <translation>eventi cuda_sync lato GPU</translation>
        </message>
        <message>
            <source>GPU memory operations</source>
            <translation>Operazioni di memoria GPU</translation>
        </message>
        <message>
            <source>%1 operations</source>
            <translation>%1 operazioni</translation>
        </message>
        <message>
            <source>Not in this profile: no gpu_memcpy or gpu_memset events in the selected scope.
The GPU ran kernels only, or memory activities were not recorded.</source>
            <translation>Non presente in questo profilo: nessun evento gpu_memcpy o gpu_memset nell'ambito selezionato.
La GPU ha eseguito solo kernel, oppure le attività di memoria non sono state registrate.</translation>
        </message>
        <message>
            <source>Kernel time by precision</source>
            <translation>Tempo dei kernel per precisione</translation>
        </message>
        <message>
            <source>%1 kernels</source>
            <translation>%1 kernel</translation>
        </message>
        <message>
            <source>Classified by name: %1, by args.dtype: %2, by the launching op's Input type: %3</source>
            <translation>Classificati per nome: %1, per args.dtype: %2, per l'Input type dell'operazione che lancia: %3</translation>
        </message>
        <message>
            <source>Step time distribution</source>
            <translation>Distribuzione dei tempi dei passi</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations.
Use torch.profiler.schedule (the profiler then marks every step), or wrap each training iteration in record_function('ProfilerStep#N').</source>
            <translation>Non presente in questo profilo: nessuna annotazione ProfilerStep#N.
Usa torch.profiler.schedule (il profiler segna allora ogni passo) o racchiudi ogni iterazione di addestramento in record_function('ProfilerStep#N').</translation>
        </message>
        <message>
            <source>host steps (%1)</source>
            <translation>passi host (%1)</translation>
        </message>
        <message>
            <source>GPU steps (%1)</source>
            <translation>passi GPU (%1)</translation>
        </message>
        <message>
            <source>whole job</source>
            <translation>intero job</translation>
        </message>
        <message>
            <source>node %1</source>
            <translation>nodo %1</translation>
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
            <translation>Formato: %1</translation>
        </message>
        <message>
            <source>Scope: %1</source>
            <translation>Ambito: %1</translation>
        </message>
        <message>
            <source>Ranks: %1, events: %2</source>
            <translation>Rank: %1, eventi: %2</translation>
        </message>
        <message>
            <source>Kernels: %1 launches of %2 distinct kernels, %3</source>
            <translation>Kernel: %1 lanci di %2 kernel distinti, %3</translation>
        </message>
        <message>
            <source>ProfilerSteps: %1</source>
            <translation>ProfilerStep: %1</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>rank</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nome</translation>
        </message>
        <message>
            <source>active %</source>
            <translation>attivo %</translation>
        </message>
        <message>
            <source>node</source>
            <translation>nodo</translation>
        </message>
        <message>
            <source>window</source>
            <translation>finestra</translation>
        </message>
        <message>
            <source>CPU active</source>
            <translation>CPU attiva</translation>
        </message>
        <message>
            <source>CPU idle</source>
            <translation>CPU inattiva</translation>
        </message>
        <message>
            <source>host sync</source>
            <translation>sincronizzazione host</translation>
        </message>
        <message>
            <source>Annotation “%1”: duration distribution</source>
            <translation>Annotazione “%1”: distribuzione delle durate</translation>
        </message>
        <message>
            <source>Not in this profile: no user annotation named “%1” in the selected scope.
Wrap the code in torch.profiler.record_function('%1'), or pick a name from the list.</source>
            <translation>Non presente in questo profilo: nessuna annotazione utente chiamata “%1” nell'ambito selezionato.
Racchiudi il codice in torch.profiler.record_function('%1') o scegli un nome dall'elenco.</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Whole job</source>
            <translation>Intero job</translation>
        </message>
        <message>
            <source>Node %1</source>
            <translation>Nodo %1</translation>
        </message>
        <message>
            <source>Rank %1</source>
            <translation>Rank %1</translation>
        </message>
        <message>
            <source>thread %1</source>
            <translation>thread %1</translation>
        </message>
        <message>
            <source> · rank %1</source>
            <translation> · rank %1</translation>
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
            <translation>&lt;i&gt;Fai clic su un evento per vederne i dettagli.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Demangled</source>
            <translation>Decodificato</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoria</translation>
        </message>
        <message>
            <source> from job start</source>
            <translation> dall'inizio del job</translation>
        </message>
        <message>
            <source> absolute</source>
            <translation> assoluto</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Inizio</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Durata</translation>
        </message>
        <message>
            <source>Self time</source>
            <translation>Tempo proprio</translation>
        </message>
        <message>
            <source>Thread/stream</source>
            <translation>Thread/stream</translation>
        </message>
        <message>
            <source>Depth</source>
            <translation>Profondità</translation>
        </message>
        <message>
            <source>Args</source>
            <translation>Argomenti</translation>
        </message>
        <message>
            <source>launched by %1</source>
            <translation>lanciato da %1</translation>
        </message>
        <message>
            <source>framework op: %1</source>
            <translation>operazione del framework: %1</translation>
        </message>
        <message>
            <source>forward op: %1</source>
            <translation>operazione forward: %1</translation>
        </message>
        <message>
            <source>flow from %1</source>
            <translation>flusso da %1</translation>
        </message>
        <message>
            <source>launched %1: %2</source>
            <translation>lanciato %1: %2</translation>
        </message>
        <message>
            <source>GPU op (External id) %1: %2</source>
            <translation>operazione GPU (External id) %1: %2</translation>
        </message>
        <message>
            <source>backward op: %1</source>
            <translation>operazione backward: %1</translation>
        </message>
        <message>
            <source>flow to %1</source>
            <translation>flusso verso %1</translation>
        </message>
        <message>
            <source>Range %1</source>
            <translation>Intervallo %1</translation>
        </message>
        <message>
            <source>Row</source>
            <translation>Riga</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Eventi</translation>
        </message>
        <message>
            <source>Busy</source>
            <translation>Occupato</translation>
        </message>
        <message>
            <source>The window cut into equal bins; per bin, GPU active time inside the bin divided by the bin length, per device. A node's curve is the mean of its devices; the per-GPU toggle shows each device. Where the profile has system metrics (SageMaker Debugger GPUUtilization), a dashed "system GPU" curve per node: per bin, the mean of all its GPUs' samples in the bin.</source>
            <translation>La finestra divisa in intervalli uguali; per ogni intervallo, il tempo attivo della GPU nell'intervallo diviso per la sua durata, per dispositivo. La curva di un nodo è la media dei suoi dispositivi; l'opzione per GPU mostra ogni dispositivo. Se il profilo ha metriche di sistema (GPUUtilization di SageMaker Debugger), una curva tratteggiata "GPU di sistema" per nodo: per ogni intervallo, la media di tutti i campioni delle sue GPU nell'intervallo.</translation>
        </message>
        <message>
            <source>Per bin of the rank's window, the union of host events inside the bin divided by the bin length; one curve per rank. Where the profile has system metrics (SageMaker Debugger CPUUtilization per core), a dashed "system CPU" curve per node: per bin, the mean of all its cores' samples taken in the bin (bins without a sample are skipped).</source>
            <translation>Per ogni intervallo della finestra del rank, l'unione degli eventi host nell'intervallo divisa per la sua durata; una curva per rank. Se il profilo ha metriche di sistema (CPUUtilization per core di SageMaker Debugger), una curva tratteggiata "CPU di sistema" per nodo: per ogni intervallo, la media di tutti i campioni dei suoi core presi nell'intervallo (gli intervalli senza campioni sono saltati).</translation>
        </message>
        <message>
            <source>node %1: system CPU (mean over %2 cores)</source>
            <translation>nodo %1: CPU di sistema (media su %2 core)</translation>
        </message>
        <message>
            <source>node %1: system GPU (mean over %2 GPUs)</source>
            <translation>nodo %1: GPU di sistema (media su %2 GPU)</translation>
        </message>
        <message>
            <source>CPU utilization over time (profiled threads and system)</source>
            <translation>Utilizzo CPU nel tempo (thread profilati e sistema)</translation>
        </message>
        <message>
            <source>System CPU utilization over time</source>
            <translation>Utilizzo CPU di sistema nel tempo</translation>
        </message>
        <message>
            <source>computation</source>
            <translation>calcolo</translation>
        </message>
        <message>
            <source>exposed communication</source>
            <translation>comunicazione esposta</translation>
        </message>
        <message>
            <source>exposed memcpy</source>
            <translation>memcpy esposto</translation>
        </message>
        <message>
            <source>idle: queued</source>
            <translation>inattivo: in coda</translation>
        </message>
        <message>
            <source>idle: launch</source>
            <translation>inattivo: avvio</translation>
        </message>
        <message>
            <source>idle: data loader</source>
            <translation>inattivo: data loader</translation>
        </message>
        <message>
            <source>idle: sync</source>
            <translation>inattivo: sincronizzazione</translation>
        </message>
        <message>
            <source>idle: host ops</source>
            <translation>inattivo: operazioni host</translation>
        </message>
        <message>
            <source>idle: host other</source>
            <translation>inattivo: host altro</translation>
        </message>
        <message>
            <source>idle: unattributed</source>
            <translation>inattivo: non attribuito</translation>
        </message>
        <message>
            <source>Per device, its GPU span (first GPU activity start to last end) split into computation (|union of compute kernels and memsets|), exposed communication (NCCL/RCCL kernels not hidden behind computation), exposed memcpy (copies hidden behind neither) and idle time; every idle nanosecond has one cause: queued, launch, data loader, sync, host ops, host other or unattributed (METRICS.md "Why the GPU was idle").</source>
            <translation>Per dispositivo, il suo intervallo GPU (dall'inizio della prima attività GPU alla fine dell'ultima) diviso in calcolo (|unione di kernel di calcolo e memset|), comunicazione esposta (kernel NCCL/RCCL non nascosti dal calcolo), memcpy esposto (copie nascoste da nessuno dei due) e tempo inattivo; ogni nanosecondo inattivo ha una sola causa: queued, launch, data loader, sync, host ops, host other o unattributed (METRICS.md "Why the GPU was idle").</translation>
        </message>
        <message>
            <source>The idle time inside the GPU spans split by cause, as shares of it: queued (the work was already enqueued), launch (the launch call had started), and while the launching thread was in a DataLoader next() (data loader), a synchronizing call (sync), any other host event (host ops) or none (host other); unattributed when no launch call is known. The whole job and, below, the selected scope.</source>
            <translation>Il tempo inattivo negli intervalli GPU diviso per causa, come quote: queued (il lavoro era già in coda), launch (la chiamata di avvio era iniziata), e mentre il thread di avvio era in un DataLoader next() (data loader), in una chiamata di sincronizzazione (sync), in un altro evento host (host ops) o in nessuno (host other); unattributed quando non si conosce la chiamata di avvio. L'intero job e, sotto, l'ambito scelto.</translation>
        </message>
        <message>
            <source>Each ProfilerStep#N of the scope's ranks split like the GPU time chart, over the step instead of the span (idle is the step length minus busy time inside it), summed over the scope's devices. Click a bar to zoom the timeline to that step.</source>
            <translation>Ogni ProfilerStep#N dei rank dell'ambito diviso come il grafico del tempo GPU, sul passo invece che sull'intervallo (l'inattività è la durata del passo meno il tempo occupato al suo interno), sommato sui dispositivi dell'ambito. Clic su una barra per zoomare la timeline su quel passo.</translation>
        </message>
        <message>
            <source>From Kineto [memory] events (recorded with profile_memory=True): the bytes allocated and reserved by PyTorch's caching allocator on each GPU after each event, divided by the device's totalGlobalMem. Each point is the highest value inside its bin, so short peaks are not averaged away; the curve starts at the first event.</source>
            <translation>Dagli eventi Kineto [memory] (registrati con profile_memory=True): i byte allocati e riservati dall'allocatore con cache di PyTorch su ogni GPU dopo ogni evento, divisi per il totalGlobalMem del dispositivo. Ogni punto è il valore più alto nel suo intervallo, così i picchi brevi non vengono mediati; la curva inizia al primo evento.</translation>
        </message>
        <message>
            <source>Durations of every ProfilerStep#N of all ranks of both profiles, counted into the same Freedman-Diaconis bins: BASE and NEW overlaid. Without steps on either side, each rank's whole window instead.</source>
            <translation>Durate di ogni ProfilerStep#N di tutti i rank dei due profili, contate negli stessi intervalli di Freedman-Diaconis: BASE e NEW sovrapposti. Senza passi su un lato, l'intera finestra di ogni rank.</translation>
        </message>
        <message>
            <source>The GPU time breakdown of both profiles, per step (the mean over every device and step), or over each device's GPU span when a side has no steps: computation, exposed communication, exposed memcpy and idle time by cause.</source>
            <translation>La ripartizione del tempo GPU dei due profili, per passo (media su tutti i dispositivi e passi), o sull'intervallo GPU di ogni dispositivo quando un lato non ha passi: calcolo, comunicazione esposta, memcpy esposto e inattività per causa.</translation>
        </message>
        <message>
            <source>Kernels present in both profiles (by exact or normalized name), sorted by the change of their total time, NEW minus BASE: right of 0 NEW spent longer, left of 0 less. Click a bar to select the kernel in the timeline.</source>
            <translation>Kernel presenti in entrambi i profili (per nome esatto o normalizzato), ordinati per variazione del tempo totale, NEW meno BASE: a destra di 0 NEW ha impiegato di più, a sinistra di meno. Fai clic su una barra per selezionare il kernel nella timeline.</translation>
        </message>
        <message>
            <source>Operators (cpu_op) present in both profiles, sorted by the change of their total time, NEW minus BASE: right of 0 NEW spent longer, left of 0 less.</source>
            <translation>Operatori (cpu_op) presenti in entrambi i profili, ordinati per variazione del tempo totale, NEW meno BASE: a destra di 0 NEW ha impiegato di più, a sinistra di meno.</translation>
        </message>
        <message>
            <source>Not in this profile: %1 launches, no GPU activity recorded: the GPU side was not traced.
Record with torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) and check the profiler's warnings about CUPTI/roctracer.</source>
            <translation>Non in questo profilo: %1 lanci, nessuna attività GPU registrata: il lato GPU non è stato tracciato.
Registrate con torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) e controllate gli avvisi del profiler su CUPTI/roctracer.</translation>
        </message>
        <message>
            <source>GPU memory over time</source>
            <translation>Memoria GPU nel tempo</translation>
        </message>
        <message>
            <source>memory (% of the GPU)</source>
            <translation>memoria (% della GPU)</translation>
        </message>
        <message>
            <source>Not in this profile: the GPUs with [memory] events have no totalGlobalMem in the trace's deviceProperties, so their memory cannot be shown as a share.</source>
            <translation>Non presente in questo profilo: le GPU con eventi [memory] non hanno totalGlobalMem nelle deviceProperties della traccia, quindi la loro memoria non può essere mostrata come quota.</translation>
        </message>
        <message>
            <source>Not in this profile: the trace's %1 GPU [memory] events carry only block sizes, no Total Allocated (PyTorch before 1.10).
Record with a newer PyTorch and torch.profiler.profile(profile_memory=True).</source>
            <translation>Non presente in questo profilo: i %1 eventi GPU [memory] della traccia riportano solo la dimensione dei blocchi, nessun Total Allocated (PyTorch prima della 1.10).
Registra con un PyTorch più recente e torch.profiler.profile(profile_memory=True).</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU [memory] events in the selected scope.
Record with torch.profiler.profile(profile_memory=True).</source>
            <translation>Non presente in questo profilo: nessun evento GPU [memory] nell'ambito scelto.
Registra con torch.profiler.profile(profile_memory=True).</translation>
        </message>
        <message>
            <source>%1 allocated (peak %2)</source>
            <translation>%1 allocata (picco %2)</translation>
        </message>
        <message>
            <source>%1 reserved (peak %2)</source>
            <translation>%1 riservata (picco %2)</translation>
        </message>
        <message>
            <source>GPU active time (1 GPU): %1 of it exposed communication</source>
            <translation>Tempo attivo GPU (1 GPU): di cui %1 comunicazione esposta</translation>
        </message>
        <message>
            <source>GPU active time (%1 GPUs): %2 of it exposed communication</source>
            <translation>Tempo attivo GPU (%1 GPU): di cui %2 comunicazione esposta</translation>
        </message>
        <message>
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>GPU time: where each device's span went</source>
            <translation>Tempo GPU: dove è andato l'intervallo di ogni dispositivo</translation>
        </message>
        <message>
            <source>rank:GPU</source>
            <translation>rank:GPU</translation>
        </message>
        <message>
            <source>%1: span %2, busy %3 (%4), idle %5</source>
            <translation>%1: intervallo %2, occupato %3 (%4), inattivo %5</translation>
        </message>
        <message>
            <source>GPU time per step</source>
            <translation>Tempo GPU per passo</translation>
        </message>
        <message>
            <source>ProfilerStep#</source>
            <translation>ProfilerStep#</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations on the ranks of the selected scope.
Use torch.profiler.schedule (the profiler then marks every step), or wrap each training iteration in record_function('ProfilerStep#N').</source>
            <translation>Non presente in questo profilo: nessuna annotazione ProfilerStep#N sui rank dell'ambito scelto.
Usa torch.profiler.schedule (il profiler marca allora ogni passo), o racchiudi ogni iterazione di addestramento in record_function('ProfilerStep#N').</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>%1 on %2 GPUs: %3 of GPU time</source>
            <translation>%1 su %2 GPU: %3 di tempo GPU</translation>
        </message>
        <message>
            <source>Why the GPUs were idle</source>
            <translation>Perché le GPU erano inattive</translation>
        </message>
        <message>
            <source>%1: idle %2 of %3 GPU span (%4)</source>
            <translation>%1: inattivo %2 su %3 di intervallo GPU (%4)</translation>
        </message>
        <message>
            <source>No idle time: the GPUs of the selected scope were busy over their whole span.</source>
            <translation>Nessun tempo inattivo: le GPU dell'ambito scelto sono state occupate per tutto il loro intervallo.</translation>
        </message>
        <message>
            <source>Kernels: not in this profile</source>
            <translation>Kernel: non in questo profilo</translation>
        </message>
        <message>
            <source>Step time per rank and step</source>
            <translation>Tempo di step per rank e step</translation>
        </message>
        <message>
            <source>%1 collectives matched (%2 of %3 communication kernels); clocks as recorded.</source>
            <translation>%1 collettive abbinate (%2 di %3 kernel di comunicazione); orologi come registrati.</translation>
        </message>
        <message>
            <source>rank %1: delay caused %2, last at %3 of %4</source>
            <translation>rank %1: ritardo causato %2, ultimo in %3 su %4</translation>
        </message>
        <message>
            <source>Straggler ranking: %1</source>
            <translation>Classifica dei ritardatari: %1</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>sconosciuto</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (not applied): %2</source>
            <translation>Scostamenti d'orologio dei nodi rispetto a %1 (non applicati): %2</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>Avviso: %1</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Rank</translation>
        </message>
        <message>
            <source>Rank %1, ProfilerStep#%2</source>
            <translation>Rank %1, ProfilerStep#%2</translation>
        </message>
        <message>
            <source>no such step on this rank</source>
            <translation>questo rank non ha questo step</translation>
        </message>
        <message>
            <source>no matched collectives</source>
            <translation>nessuna collettiva abbinata</translation>
        </message>
        <message>
            <source>waiting in collectives %1 (%2 %)</source>
            <translation>attesa nelle collettive %1 (%2 %)</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N steps in the selected scope.</source>
            <translation>Non in questo profilo: nessuno step ProfilerStep#N nell'ambito scelto.</translation>
        </message>
        <message>
            <source>Time each rank waited in collectives</source>
            <translation>Tempo di attesa di ogni rank nelle collettive</translation>
        </message>
        <message>
            <source>%1 collectives, last at %2, delay caused %3</source>
            <translation>%1 collettive, ultimo %2 volte, ritardo causato %3</translation>
        </message>
        <message>
            <source>Not in this profile: collectives need two or more ranks with communication kernels (NCCL/RCCL) in the selected scope.
Open the folder with every rank file of the job.</source>
            <translation>Non in questo profilo: le collettive richiedono due o più rank con kernel di comunicazione (NCCL/RCCL) nell'ambito scelto.
Apri la cartella con tutti i file dei rank del job.</translation>
        </message>
        <message>
            <source>%1 (%2 % of %3)</source>
            <translation>%1 (%2 % di %3)</translation>
        </message>
        <message>
            <source>GPU %1 memory reserved</source>
            <translation>GPU %1 memoria riservata</translation>
        </message>
        <message>
            <source>GPU %1 memory allocated</source>
            <translation>GPU %1 memoria allocata</translation>
        </message>
        <message>
            <source>allocated: %1</source>
            <translation>allocata: %1</translation>
        </message>
        <message>
            <source>reserved: %1</source>
            <translation>riservata: %1</translation>
        </message>
        <message>
            <source>since the [memory] event at %1 (%2 of %3 on this GPU)</source>
            <translation>dall'evento [memory] a %1 (%2 di %3 su questa GPU)</translation>
        </message>
        <message>
            <source>GPU %1, %2</source>
            <translation>GPU %1, %2</translation>
        </message>
        <message>
            <source>%1, from %2 to %3</source>
            <translation>%1, da %2 a %3</translation>
        </message>
        <message>
            <source>launching thread: %1 (tid %2)</source>
            <translation>thread di avvio: %1 (tid %2)</translation>
        </message>
        <message>
            <source>no launch call known for the GPU op that ended it</source>
            <translation>nessuna chiamata di avvio nota per l'operazione GPU che lo ha terminato</translation>
        </message>
        <message>
            <source>ended by: %1</source>
            <translation>terminato da: %1</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>Tempo dello step</translation>
        </message>
        <message>
            <source>Wait in collectives</source>
            <translation>Attesa nelle collettive</translation>
        </message>
        <message>
            <source>Step time outside collective waits</source>
            <translation>Tempo dello step fuori dalle attese nelle collettive</translation>
        </message>
        <message>
            <source>Arrival lateness at collectives</source>
            <translation>Ritardo di arrivo alle collettive</translation>
        </message>
        <message>
            <source>arrived %1 after the first rank</source>
            <translation>arrivato %1 dopo il primo rank</translation>
        </message>
        <message>
            <source>last to arrive in this step</source>
            <translation>ultimo ad arrivare in questo step</translation>
        </message>
        <message>
            <source>%1 from %2 (left end of the scale) to %3 (right end); grey: no such step</source>
            <translation>%1 da %2 (estremo sinistro della scala) a %3 (estremo destro); grigio: nessuno step</translation>
        </message>
        <message>
            <source>outlined: the last rank to arrive</source>
            <translation>bordato: l'ultimo rank arrivato</translation>
        </message>
        <message>
            <source>Why the mean step changed: the delta of the mean step split into causes that sum to it exactly (computation by the kind of the launching operator, exposed communication, exposed memcpy, each idle cause, other), largest first; each bar starts where the one above ended, the last bar is the whole delta.</source>
            <translation>Perché lo step medio è cambiato: la differenza dello step medio divisa in cause la cui somma è esattamente pari a essa (calcolo per tipo di operatore che l'ha lanciato, comunicazione esposta, memcpy esposto, ogni causa di inattività, altro), la più grande per prima; ogni barra inizia dove finisce quella sopra, l'ultima è l'intera differenza.</translation>
        </message>
        <message>
            <source>%1 of %2 files could not be written:</source>
            <translation>%1 file su %2 non sono stati scritti:</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>Impossibile scrivere %1: %2</translation>
        </message>
        <message>
            <source>unknown error</source>
            <translation>errore sconosciuto</translation>
        </message>
        <message>
            <source>the file was not opened</source>
            <translation>il file non è stato aperto</translation>
        </message>
        <message>
            <source>the file on disk is shorter than what was written</source>
            <translation>il file su disco è più corto di quanto scritto</translation>
        </message>
        <message>
            <source>the writer failed</source>
            <translation>la scrittura non è riuscita</translation>
        </message>
        <message>
            <source>Cannot create the folder %1: %2</source>
            <translation>Impossibile creare la cartella %1: %2</translation>
        </message>
        <message>
            <source>One point per operator and input shape with a perf model: arithmetic intensity (FLOPs / bytes per call) against achieved TFLOP/s (FLOPs x calls / the GPU time its calls launched), log-log; the marker's area grows with that GPU time. The roofs are the device's peak bandwidth up to the ridge point and its dense peak TFLOP/s per precision. Click a point to select the operator on the timeline.</source>
            <translation>Un punto per operatore e forma di input con un modello di prestazioni: intensità aritmetica (FLOPs / byte per chiamata) contro TFLOP/s raggiunti (FLOPs x chiamate / il tempo GPU lanciato dalle sue chiamate), log-log; l'area del marcatore cresce con quel tempo GPU. I tetti sono la banda di picco del dispositivo fino al punto di cresta e il suo picco denso in TFLOP/s per precisione. Fai clic su un punto per selezionare l'operatore nella timeline.</translation>
        </message>
        <message>
            <source>MFU of each ProfilerStep#N: the FLOPs of its GEMM, attention and convolution ops over (step time x the devices' dense peak for the precision holding most of those FLOPs), one curve per rank.</source>
            <translation>MFU di ogni ProfilerStep#N: i FLOPs delle sue operazioni GEMM, attention e convoluzione diviso (durata dello step x il picco denso dei dispositivi per la precisione che contiene la maggior parte di quei FLOPs), una curva per rank.</translation>
        </message>
        <message>
            <source>Not in this profile: %1</source>
            <translation>Non presente in questo profilo: %1</translation>
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
            <translation>%1 chiamate, tempo dei kernel %2</translation>
        </message>
        <message>
            <source>%1 TFLOP/s at %2 FLOP/byte</source>
            <translation>%1 TFLOP/s a %2 FLOP/byte</translation>
        </message>
        <message>
            <source>%1 % of the compute roof</source>
            <translation>%1 % del tetto di calcolo</translation>
        </message>
        <message>
            <source>%1 % of the memory roof</source>
            <translation>%1 % del tetto di memoria</translation>
        </message>
        <message>
            <source>Roofline: achieved TFLOP/s per operator shape</source>
            <translation>Roofline: TFLOP/s raggiunti per forma di operatore</translation>
        </message>
        <message>
            <source>Not in this profile: every operator shape is above its roof (a wrong shape, type or peak)</source>
            <translation>Non presente in questo profilo: ogni forma di operatore è sopra il suo tetto (forma, tipo o picco errati)</translation>
        </message>
        <message>
            <source>%1 matrix roof: %2 TFLOP/s, %3 TB/s</source>
            <translation>Tetto matriciale %1: %2 TFLOP/s, %3 TB/s</translation>
        </message>
        <message>
            <source>%1 vector roof: %2 TFLOP/s, %3 TB/s</source>
            <translation>Tetto vettoriale %1: %2 TFLOP/s, %3 TB/s</translation>
        </message>
        <message>
            <source>MFU per step</source>
            <translation>MFU per step</translation>
        </message>
        <message>
            <source>MFU (%)</source>
            <translation>MFU (%)</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations in the selected scope.
Record with torch.profiler.schedule and call prof.step() every step.</source>
            <translation>Non presente in questo profilo: nessuna annotazione ProfilerStep#N nell'ambito scelto.
Registra con torch.profiler.schedule e chiama prof.step() a ogni step.</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>exposed comm: waiting for a late rank</source>
            <translation>comunicazione esposta: attesa di un rank in ritardo</translation>
        </message>
        <message>
            <source>exposed comm: transfer</source>
            <translation>comunicazione esposta: trasferimento</translation>
        </message>
        <message>
            <source>; exposed communication %1 (not split into wait and transfer: no matched collective)</source>
            <translation>; comunicazione esposta %1 (non divisa in attesa e trasferimento: nessuna collettiva abbinata)</translation>
        </message>
        <message>
            <source>; exposed communication %1 = %2 waiting for a late rank + %3 transfer</source>
            <translation>; comunicazione esposta %1 = %2 di attesa di un rank in ritardo + %3 di trasferimento</translation>
        </message>
        <message>
            <source> (%1 waiting, %2 transfer)</source>
            <translation> (%1 di attesa, %2 di trasferimento)</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>calcolo</translation>
        </message>
        <message>
            <source>comm wait</source>
            <translation>attesa comm.</translation>
        </message>
        <message>
            <source>comm transfer</source>
            <translation>trasferimento comm.</translation>
        </message>
        <message>
            <source>launch</source>
            <translation>lancio</translation>
        </message>
        <message>
            <source>data loader</source>
            <translation>data loader</translation>
        </message>
        <message>
            <source>host ops</source>
            <translation>operazioni host</translation>
        </message>
    </context>
    <context>
        <name>stepline::ChartCard</name>
        <message>
            <source>What does this chart show?</source>
            <translation>Cosa mostra questo grafico?</translation>
        </message>
        <message>
            <source>Remove this histogram</source>
            <translation>Rimuovi questo istogramma</translation>
        </message>
        <message>
            <source>per GPU</source>
            <translation>per GPU</translation>
        </message>
        <message>
            <source>Show one curve per GPU besides the node means</source>
            <translation>Mostra una curva per GPU oltre alle medie dei nodi</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>Immagini PNG (*.png)</translation>
        </message>
        <message>
            <source>SVG images (*.svg)</source>
            <translation>Immagini SVG (*.svg)</translation>
        </message>
        <message>
            <source>Save chart</source>
            <translation>Salva grafico</translation>
        </message>
        <message>
            <source>Save as PNG...</source>
            <translation>Salva come PNG...</translation>
        </message>
        <message>
            <source>Save as SVG...</source>
            <translation>Salva come SVG...</translation>
        </message>
        <message>
            <source>Copy image</source>
            <translation>Copia immagine</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tabella</translation>
        </message>
        <message>
            <source>Show this chart as a table (full names and values)</source>
            <translation>Mostra questo grafico come tabella (nomi completi e valori)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valore</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Dettagli</translation>
        </message>
    </context>
    <context>
        <name>stepline::CompareController</name>
        <message>
            <source>Compare with a .stepline copy or a part of the job (stepline convert --ranks/--window), or close the loaded profile first.</source>
            <translation>Confronta con una copia .stepline o con una parte del job (stepline convert --ranks/--window), oppure chiudi prima il profilo caricato.</translation>
        </message>
    </context>
    <context>
        <name>stepline::CompareView</name>
        <message>
            <source>Compare with...</source>
            <translation>Confronta con...</translation>
        </message>
        <message>
            <source>Match kernels by normalized name</source>
            <translation>Abbina i kernel per nome normalizzato</translation>
        </message>
        <message>
            <source>Pair kernels whose names differ only in template arguments, parameters, vendor prefixes or numeric suffixes (README: Normalized kernel names), to compare across library versions or across NVIDIA and AMD.</source>
            <translation>Abbina i kernel i cui nomi differiscono solo per argomenti template, parametri, prefissi del produttore o suffissi numerici (README: Normalized kernel names), per confrontare tra versioni delle librerie o tra NVIDIA e AMD.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Count BASE</source>
            <translation>Numero BASE</translation>
        </message>
        <message>
            <source>Count NEW</source>
            <translation>Numero NEW</translation>
        </message>
        <message>
            <source>Total BASE</source>
            <translation>Totale BASE</translation>
        </message>
        <message>
            <source>Total NEW</source>
            <translation>Totale NEW</translation>
        </message>
        <message>
            <source>Delta</source>
            <translation>Differenza</translation>
        </message>
        <message>
            <source>Ratio</source>
            <translation>Rapporto</translation>
        </message>
        <message>
            <source>Kernels</source>
            <translation>Kernel</translation>
        </message>
        <message>
            <source>Operators</source>
            <translation>Operatori</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>Annotazioni</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Numero</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Totale</translation>
        </message>
        <message>
            <source>&lt;h3&gt;No baseline&lt;/h3&gt;&lt;p&gt;Pick a profile to compare the loaded one against (File &amp;gt; Compare with...). Only its step times and per-name totals are kept in memory.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Nessun riferimento&lt;/h3&gt;&lt;p&gt;Scegli un profilo con cui confrontare quello caricato (File &amp;gt; Confronta con...). In memoria restano solo i suoi tempi di passo e i totali per nome.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>BASE: %1 (%2 steps)</source>
            <translation>BASE: %1 (%2 passi)</translation>
        </message>
        <message>
            <source>NEW: %1 (%2 steps)</source>
            <translation>NEW: %1 (%2 passi)</translation>
        </message>
        <message>
            <source>Kernels (%1)</source>
            <translation>Kernel (%1)</translation>
        </message>
        <message>
            <source>Operators (%1)</source>
            <translation>Operatori (%1)</translation>
        </message>
        <message>
            <source>Annotations (%1)</source>
            <translation>Annotazioni (%1)</translation>
        </message>
        <message>
            <source>kernel</source>
            <translation>kernel</translation>
        </message>
        <message>
            <source>operator</source>
            <translation>operatore</translation>
        </message>
        <message>
            <source>annotation</source>
            <translation>annotazione</translation>
        </message>
        <message>
            <source>&lt;b&gt;Only in BASE&lt;/b&gt; (%1)</source>
            <translation>&lt;b&gt;Solo in BASE&lt;/b&gt; (%1)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Only in NEW&lt;/b&gt; (%1)</source>
            <translation>&lt;b&gt;Solo in NEW&lt;/b&gt; (%1)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Comparability: %1&lt;/b&gt;</source>
            <translation>&lt;b&gt;Confrontabilità: %1&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;A side has a single step:&lt;/b&gt; one step says nothing of the spread, so no verdict is given. Profile more steps.</source>
            <translation>&lt;b&gt;Un lato ha un solo step:&lt;/b&gt; uno step non dice nulla della dispersione, quindi non viene dato alcun verdetto. Profila più step.</translation>
        </message>
        <message>
            <source>Exact kernel names barely overlap (%1 % of BASE's kernel time, %2 % of NEW's): tick "Match kernels by normalized name", or run stepline diff --match operator, which pairs kernels through the operator that launched them (%3 % and %4 % paired).</source>
            <translation>I nomi esatti dei kernel quasi non si sovrappongono (%1 % del tempo kernel di BASE, %2 % di NEW): seleziona "Match kernels by normalized name", oppure esegui stepline diff --match operator, che abbina i kernel tramite l'operatore che li ha lanciati (%3 % e %4 % abbinati).</translation>
        </message>
    </context>
    <context>
        <name>stepline::CriticalPathOverlay</name>
        <message>
            <source>measured: %1, ends on rank %2</source>
            <translation>misurato: %1, termina sul rank %2</translation>
        </message>
        <message>
            <source>%1 (predicted): %2</source>
            <translation>%1 (previsto): %2</translation>
        </message>
        <message>
            <source>Critical path of step %1</source>
            <translation>Percorso critico dello step %1</translation>
        </message>
        <message>
            <source>Critical path, measured</source>
            <translation>Percorso critico, misurato</translation>
        </message>
        <message>
            <source>Critical path, %1 (predicted)</source>
            <translation>Percorso critico, %1 (previsto)</translation>
        </message>
        <message>
            <source>%1 on rank %2: %3</source>
            <translation>%1 sul rank %2: %3</translation>
        </message>
        <message>
            <source>%1 pieces merged at this zoom</source>
            <translation>%1 pezzi uniti a questo zoom</translation>
        </message>
    </context>
    <context>
        <name>stepline::DashboardChart</name>
        <message>
            <source>time (%1)</source>
            <translation>tempo (%1)</translation>
        </message>
        <message>
            <source>launches</source>
            <translation>lanci</translation>
        </message>
        <message>
            <source>count</source>
            <translation>numero</translation>
        </message>
        <message>
            <source>time since job start (%1)</source>
            <translation>tempo dall'inizio del job (%1)</translation>
        </message>
        <message>
            <source>utilization (%)</source>
            <translation>utilizzo (%)</translation>
        </message>
        <message>
            <source>duration (%1)</source>
            <translation>durata (%1)</translation>
        </message>
        <message>
            <source>click to list them</source>
            <translation>fai clic per elencarli</translation>
        </message>
        <message>
            <source>NEW slower</source>
            <translation>NEW più lento</translation>
        </message>
        <message>
            <source>NEW faster</source>
            <translation>NEW più veloce</translation>
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
            <translation>%1: %2 (%3 della barra)</translation>
        </message>
        <message>
            <source>click to zoom the timeline to this step</source>
            <translation>clic per zoomare la timeline su questo passo</translation>
        </message>
        <message>
            <source>share (%)</source>
            <translation>quota (%)</translation>
        </message>
        <message>
            <source>GPU time (%1)</source>
            <translation>tempo GPU (%1)</translation>
        </message>
        <message>
            <source>Mean step delta</source>
            <translation>Differenza media per step</translation>
        </message>
        <message>
            <source>step (N of ProfilerStep#N)</source>
            <translation>step (N di ProfilerStep#N)</translation>
        </message>
        <message>
            <source>step</source>
            <translation>step</translation>
        </message>
        <message>
            <source>arithmetic intensity (FLOP/byte)</source>
            <translation>intensità aritmetica (FLOP/byte)</translation>
        </message>
        <message>
            <source>achieved TFLOP/s</source>
            <translation>TFLOP/s raggiunti</translation>
        </message>
    </context>
    <context>
        <name>stepline::DashboardView</name>
        <message>
            <source>Scope:</source>
            <translation>Ambito:</translation>
        </message>
        <message>
            <source>Every chart follows this selection: whole job, one node, one rank or one GPU</source>
            <translation>Ogni grafico segue questa selezione: intero job, un nodo, un rank o una GPU</translation>
        </message>
        <message>
            <source>Top k:</source>
            <translation>Top k:</translation>
        </message>
        <message>
            <source>Kernels shown by name in the "all kernels" charts; the rest is "other"</source>
            <translation>Kernel mostrati per nome nei grafici "tutti i kernel"; il resto è "other"</translation>
        </message>
        <message>
            <source>New histogram:</source>
            <translation>Nuovo istogramma:</translation>
        </message>
        <message>
            <source>user annotation, e.g. forward</source>
            <translation>annotazione utente, ad es. forward</translation>
        </message>
        <message>
            <source>Pick or type a user annotation (record_function name) to add its duration histogram</source>
            <translation>Scegli o digita un'annotazione utente (nome record_function) per aggiungerne l'istogramma delle durate</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Aggiungi</translation>
        </message>
        <message>
            <source>Previous instance of the selected kernel</source>
            <translation>Istanza precedente del kernel selezionato</translation>
        </message>
        <message>
            <source>Next instance of the selected kernel</source>
            <translation>Istanza successiva del kernel selezionato</translation>
        </message>
        <message>
            <source>Export dashboard...</source>
            <translation>Esporta dashboard...</translation>
        </message>
        <message>
            <source>Write every chart as PNG and a PDF report into a folder</source>
            <translation>Scrivi ogni grafico come PNG e un report PDF in una cartella</translation>
        </message>
        <message>
            <source>No profile loaded.
Open a trace file or a job folder to see its dashboard.</source>
            <translation>Nessun profilo caricato.
Apri un file di traccia o una cartella di job per vederne la dashboard.</translation>
        </message>
        <message>
            <source>Computing the dashboard...</source>
            <translation>Calcolo della dashboard...</translation>
        </message>
        <message>
            <source>Computing...</source>
            <translation>Calcolo...</translation>
        </message>
        <message>
            <source>Selected kernel: %1</source>
            <translation>Kernel selezionato: %1</translation>
        </message>
        <message>
            <source>%1  rank %2  %3  at %4</source>
            <translation>%1  rank %2  %3  a %4</translation>
        </message>
        <message>
            <source>  (GPU)</source>
            <translation>  (GPU)</translation>
        </message>
        <message>
            <source>%1: %2 in %3 – %4 (double-click to show in the timeline)</source>
            <translation>%1: %2 in %3 – %4 (doppio clic per mostrarlo nella timeline)</translation>
        </message>
        <message>
            <source>Export dashboard into folder</source>
            <translation>Esporta la dashboard in una cartella</translation>
        </message>
        <message>
            <source>Export dashboard</source>
            <translation>Esporta dashboard</translation>
        </message>
        <message>
            <source>Exported %1 files to %2</source>
            <translation>%1 file esportati in %2</translation>
        </message>
        <message>
            <source>Timeline zoomed to %1</source>
            <translation>Timeline zoomata su %1</translation>
        </message>
        <message>
            <source>Export failed: %1</source>
            <translation>Esportazione non riuscita: %1</translation>
        </message>
        <message>
            <source>Selected operator: %1</source>
            <translation>Operatore selezionato: %1</translation>
        </message>
    </context>
    <context>
        <name>stepline::DataLoaderPanel</name>
        <message numerus="yes">
            <source>%n outlier(s)</source>
            <translation>
                <numerusform>%n valore anomalo</numerusform>
                <numerusform>%n valori anomali</numerusform>
            </translation>
        </message>
        <message>
            <source>rank %1, %2 .. %3</source>
            <translation>rank %1, %2 .. %3</translation>
        </message>
        <message>
            <source>%1 x median</source>
            <translation>%1 x mediana</translation>
        </message>
        <message>
            <source>Click to show the window in the timeline</source>
            <translation>Fai clic per mostrare la finestra nella timeline</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Cosa</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Numero</translation>
        </message>
        <message>
            <source>Median / duration</source>
            <translation>Mediana / durata</translation>
        </message>
        <message>
            <source>Max</source>
            <translation>Max</translation>
        </message>
        <message>
            <source>Outliers (&gt; 2 x median)</source>
            <translation>Valori anomali (&gt; 2 x mediana)</translation>
        </message>
        <message>
            <source>Details / worker</source>
            <translation>Dettagli / worker</translation>
        </message>
        <message>
            <source>No data-loader events in this profile (enumerate(DataLoader)#... calls, iterator initializations or worker threads).</source>
            <translation>Nessun evento del data loader in questo profilo (chiamate enumerate(DataLoader)#..., inizializzazioni dell'iteratore o thread worker).</translation>
        </message>
        <message>
            <source>multi-process</source>
            <translation>multiprocesso</translation>
        </message>
        <message>
            <source>single-process (num_workers = 0)</source>
            <translation>processo singolo (num_workers = 0)</translation>
        </message>
        <message>
            <source>unknown type</source>
            <translation>tipo sconosciuto</translation>
        </message>
        <message numerus="yes">
            <source>Data loader: %1, %n worker thread(s) seen. Click an outlier to show its window in the timeline with every row.</source>
            <translation>
                <numerusform>Data loader: %1, %n thread worker visto. Fai clic su un valore anomalo per mostrarne la finestra nella timeline con tutte le righe.</numerusform>
                <numerusform>Data loader: %1, %n thread worker visti. Fai clic su un valore anomalo per mostrarne la finestra nella timeline con tutte le righe.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1, workers %2, pin_memory %3</source>
            <translation>%1, worker %2, pin_memory %3</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>sconosciuto</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sì</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Iterator initializations</source>
            <translation>Inizializzazioni dell'iteratore</translation>
        </message>
        <message>
            <source>Worker lifetimes</source>
            <translation>Durata dei worker</translation>
        </message>
        <message>
            <source>GetNext calls</source>
            <translation>Chiamate GetNext</translation>
        </message>
        <message>
            <source>Batch time (between GetNext starts)</source>
            <translation>Tempo del batch (tra gli avvii di GetNext)</translation>
        </message>
    </context>
    <context>
        <name>stepline::DrawListBuilder</name>
        <message>
            <source>peak %1</source>
            <translation>picco %1</translation>
        </message>
        <message>
            <source> (%1 of %2)</source>
            <translation> (%1 di %2)</translation>
        </message>
    </context>
    <context>
        <name>stepline::ExplainPanel</name>
        <message>
            <source>Queued (stream or event dependency, launch latency)</source>
            <translation>In coda (dipendenza di stream o evento, latenza di avvio)</translation>
        </message>
        <message>
            <source>Launch (the launch call had started, the work had not)</source>
            <translation>Avvio (la chiamata di avvio era iniziata, il lavoro no)</translation>
        </message>
        <message>
            <source>Data loader (waiting in DataLoader next())</source>
            <translation>Data loader (attesa in DataLoader next())</translation>
        </message>
        <message>
            <source>Host synchronization (.item(), cudaStreamSynchronize, blocking copies)</source>
            <translation>Sincronizzazione dell'host (.item(), cudaStreamSynchronize, copie bloccanti)</translation>
        </message>
        <message>
            <source>Host-bound (operators, Python and runtime calls)</source>
            <translation>Limitato dall'host (operatori, Python e chiamate runtime)</translation>
        </message>
        <message>
            <source>Host, unprofiled (no host event of the launching thread)</source>
            <translation>Host, non profilato (nessun evento host del thread di avvio)</translation>
        </message>
        <message>
            <source>Unattributed (no launch call known)</source>
            <translation>Non attribuito (nessuna chiamata di avvio nota)</translation>
        </message>
        <message>
            <source>Exposed communication (not hidden behind computation)</source>
            <translation>Comunicazione esposta (non nascosta dal calcolo)</translation>
        </message>
        <message>
            <source>Exposed memcpy (not hidden behind computation or communication)</source>
            <translation>memcpy esposto (non nascosto da calcolo o comunicazione)</translation>
        </message>
        <message>
            <source>Straggler rank</source>
            <translation>Rank ritardatario</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Nessun profilo caricato.</translation>
        </message>
        <message>
            <source>Explain: where the GPU time was lost</source>
            <translation>Spiegazione: dove si è perso il tempo GPU</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU activity, so there is no GPU time to explain. Record with ProfilerActivity.CUDA.</source>
            <translation>Non presente in questo profilo: nessuna attività GPU, quindi nessun tempo GPU da spiegare. Registra con ProfilerActivity.CUDA.</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by GPU time lost; click a place to open it in the timeline.</source>
            <translation>%1 di tempo GPU su %2 GPU (la somma dei loro intervalli). Risultati ordinati per tempo GPU perso; clic su un punto per aprirlo nella timeline.</translation>
        </message>
        <message>
            <source>Nothing lost: the GPUs were busy with computation over their whole spans.</source>
            <translation>Nulla di perso: le GPU hanno calcolato per tutto il loro intervallo.</translation>
        </message>
        <message>
            <source>%1 of GPU time</source>
            <translation>%1 del tempo GPU</translation>
        </message>
        <message>
            <source>%1 lost</source>
            <translation>%1 persi</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>rank %1</translation>
        </message>
        <message>
            <source>rank %1 · GPU %2</source>
            <translation>rank %1 · GPU %2</translation>
        </message>
        <message>
            <source>step %1</source>
            <translation>passo %1</translation>
        </message>
        <message>
            <source>%1 to %2 (%3)</source>
            <translation>da %1 a %2 (%3)</translation>
        </message>
        <message>
            <source>Worst places:</source>
            <translation>Punti peggiori:</translation>
        </message>
        <message>
            <source>The other ranks waited %1 for rank %2 in all; counted once per rank that waited that is %3 of GPU time.</source>
            <translation>Gli altri rank hanno aspettato il rank %2 per %1 in tutto; contato una volta per ogni rank che ha aspettato, sono %3 di tempo GPU.</translation>
        </message>
        <message>
            <source>Straggler rule: %1. It weighs the %2 against the delay all ranks caused: %3</source>
            <translation>Regola Straggler: %1. Confronta i %2 con il ritardo causato da tutti i rank: %3</translation>
        </message>
        <message>
            <source>triggered</source>
            <translation>attivata</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Longer GPU work on a late rank (the other ranks waited for it)</source>
            <translation>Lavoro GPU più lungo su un rank in ritardo (gli altri rank lo hanno atteso)</translation>
        </message>
        <message>
            <source>Exposed communication: %1 = %2 waiting for a late rank + %3 transfer; %4 of the waits are reported under what the late rank was doing.</source>
            <translation>Comunicazione esposta: %1 = %2 di attesa di un rank in ritardo + %3 di trasferimento; %4 delle attese sono riportate sotto ciò che faceva il rank in ritardo.</translation>
        </message>
        <message>
            <source>Exposed communication: %1 (not split into wait and transfer: a rank with communication took part in no matched collective).</source>
            <translation>Comunicazione esposta: %1 (non divisa in attesa e trasferimento: un rank con comunicazione non ha partecipato ad alcuna collettiva abbinata).</translation>
        </message>
        <message>
            <source>Straggler rule: not applicable (%1), so this finding alone judges rank %2.</source>
            <translation>Regola Straggler: non applicabile (%1), quindi solo questo risultato giudica il rank %2.</translation>
        </message>
        <message>
            <source>not applicable</source>
            <translation>non applicabile</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by what fixing them would save per step (the what-if replay of the job); click a place to open it in the timeline.</source>
            <translation>%1 di tempo GPU su %2 GPU (somma dei loro intervalli). Risultati ordinati per il risparmio per passo che darebbe correggerli (riesecuzione what-if del job); fai clic su un punto per aprirlo nella timeline.</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by GPU time lost (no savings predicted: %3); click a place to open it in the timeline.</source>
            <translation>%1 di tempo GPU su %2 GPU (somma dei loro intervalli). Risultati ordinati per tempo GPU perso (nessun risparmio previsto: %3); fai clic su un punto per aprirlo nella timeline.</translation>
        </message>
        <message>
            <source>would save %1 per step (%2)</source>
            <translation>farebbe risparmiare %1 per passo (%2)</translation>
        </message>
    </context>
    <context>
        <name>stepline::IcicleView</name>
        <message>
            <source>No pyinstrument call tree in this selection.</source>
            <translation>Nessun albero delle chiamate pyinstrument in questa selezione.</translation>
        </message>
    </context>
    <context>
        <name>stepline::InformationView</name>
        <message>
            <source>No profile is loaded. Load a job from the Jobs tab to see its metadata, ranks, devices and load report here.</source>
            <translation>Nessun profilo caricato. Carica un job dalla scheda Job per vedere qui metadati, rank, dispositivi e report di caricamento.</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>Job</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Percorso</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stato</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Creato</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Avviso</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Formato</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Durata</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Eventi</translation>
        </message>
        <message>
            <source>Memory used</source>
            <translation>Memoria usata</translation>
        </message>
        <message>
            <source>Hyperparameters</source>
            <translation>Iperparametri</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Tag</translation>
        </message>
        <message>
            <source>Ranks and nodes</source>
            <translation>Rank e nodi</translation>
        </message>
        <message>
            <source>%1 rank(s) on %2 node(s)</source>
            <translation>%1 rank su %2 nodi</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rank</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>Nodo</translation>
        </message>
        <message>
            <source>File</source>
            <translation>File</translation>
        </message>
        <message>
            <source>Rank from</source>
            <translation>Rank da</translation>
        </message>
        <message>
            <source>World size</source>
            <translation>Dimensione del mondo</translation>
        </message>
        <message>
            <source>Backend</source>
            <translation>Backend</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>Avvisi</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Dimensione</translation>
        </message>
        <message>
            <source>Truncated</source>
            <translation>Troncato</translation>
        </message>
        <message>
            <source>at byte %1</source>
            <translation>al byte %1</translation>
        </message>
        <message>
            <source>Devices</source>
            <translation>Dispositivi</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>Memoria</translation>
        </message>
        <message>
            <source>SMs</source>
            <translation>SM</translation>
        </message>
        <message>
            <source>Compute capability</source>
            <translation>Capacità di calcolo</translation>
        </message>
        <message>
            <source>Warp size</source>
            <translation>Dimensione del warp</translation>
        </message>
        <message>
            <source>Max threads per block</source>
            <translation>Thread max per blocco</translation>
        </message>
        <message>
            <source>The traces list no device properties.</source>
            <translation>Le tracce non elencano proprietà dei dispositivi.</translation>
        </message>
        <message>
            <source>Software versions</source>
            <translation>Versioni del software</translation>
        </message>
        <message>
            <source>The traces name no software versions.</source>
            <translation>Le tracce non indicano versioni del software.</translation>
        </message>
        <message>
            <source>Load report</source>
            <translation>Report di caricamento</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Numero</translation>
        </message>
        <message>
            <source>First places (rank @ byte)</source>
            <translation>Prime posizioni (rank @ byte)</translation>
        </message>
        <message>
            <source>%1 (cut at byte %2)</source>
            <translation>%1 (troncato al byte %2)</translation>
        </message>
        <message>
            <source>Truncated files:</source>
            <translation>File troncati:</translation>
        </message>
        <message>
            <source>none</source>
            <translation>nessuno</translation>
        </message>
        <message>
            <source>Events moved to an extra lane (partial overlap):</source>
            <translation>Eventi spostati in una corsia aggiuntiva (sovrapposizione parziale):</translation>
        </message>
        <message>
            <source>Subset of the job:</source>
            <translation>Parte del job:</translation>
        </message>
        <message>
            <source>ranks left out: %1; events outside the time window left out: %2</source>
            <translation>rank esclusi: %1; eventi fuori dalla finestra temporale esclusi: %2</translation>
        </message>
        <message>
            <source>Node clock offsets</source>
            <translation>Scostamenti d'orologio dei nodi</translation>
        </message>
        <message>
            <source>Estimated from the ends of %1 matched collectives: per collective, the median end on a node minus the median end on %2; the offset is the median of those. Not applied to any figure unless "Align node clocks" (Ranks tab) or --align-collectives asks.</source>
            <translation>Stimato dalle fini di %1 collettive abbinate: per collettiva, la fine mediana su un nodo meno la fine mediana su %2; lo scostamento è la loro mediana. Non applicato ad alcun valore a meno che "Allinea gli orologi dei nodi" (scheda Rank) o --align-collectives lo chieda.</translation>
        </message>
        <message>
            <source>Offset</source>
            <translation>Scostamento</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>Collettive</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>sconosciuto</translation>
        </message>
        <message>
            <source>Every event was read: nothing was skipped, cut or changed.</source>
            <translation>Ogni evento è stato letto: nulla è stato saltato, tagliato o modificato.</translation>
        </message>
        <message>
            <source>What it means</source>
            <translation>Significato</translation>
        </message>
        <message>
            <source>no byte offset (counted after reading)</source>
            <translation>nessun offset in byte (contato dopo la lettura)</translation>
        </message>
    </context>
    <context>
        <name>stepline::InsightsView</name>
        <message>
            <source>Triggered</source>
            <translation>Attivata</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Not applicable</source>
            <translation>Non applicabile</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Nessun profilo caricato.</translation>
        </message>
        <message>
            <source>Reset parameters</source>
            <translation>Ripristina parametri</translation>
        </message>
        <message>
            <source>Forget the parameters changed for this job and use the documented defaults.</source>
            <translation>Dimentica i parametri modificati per questo job e usa i valori predefiniti documentati.</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>Regola</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Esito</translation>
        </message>
        <message>
            <source>Summary</source>
            <translation>Riepilogo</translation>
        </message>
        <message>
            <source>&lt;b&gt;Evidence&lt;/b&gt; (click to open it)</source>
            <translation>&lt;b&gt;Prove&lt;/b&gt; (fai clic per aprirle)</translation>
        </message>
        <message>
            <source>Fact</source>
            <translation>Fatto</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valore</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Dove</translation>
        </message>
        <message>
            <source>&lt;b&gt;Parameters&lt;/b&gt; (double-click a value to change it; remembered for this job)</source>
            <translation>&lt;b&gt;Parametri&lt;/b&gt; (doppio clic su un valore per cambiarlo; ricordato per questo job)</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>Parametro</translation>
        </message>
        <message>
            <source>Meaning</source>
            <translation>Significato</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Regole</translation>
        </message>
        <message>
            <source>Data loader</source>
            <translation>Data loader</translation>
        </message>
        <message>
            <source>Python functions</source>
            <translation>Funzioni Python</translation>
        </message>
        <message>
            <source>Running the rules...</source>
            <translation>Esecuzione delle regole...</translation>
        </message>
        <message>
            <source>ProfilerReport: &lt;b&gt;%1 triggered&lt;/b&gt;, %2 ok, %3 not applicable.</source>
            <translation>ProfilerReport: &lt;b&gt;%1 attivate&lt;/b&gt;, %2 ok, %3 non applicabili.</translation>
        </message>
        <message>
            <source>GPU utilization is derived from the trace (no system metrics in this profile).</source>
            <translation>L'utilizzo GPU è ricavato dalla traccia (nessuna metrica di sistema in questo profilo).</translation>
        </message>
        <message>
            <source>Open a profile to run the SageMaker Debugger rules on it.</source>
            <translation>Apri un profilo per eseguirvi le regole di SageMaker Debugger.</translation>
        </message>
        <message>
            <source>Needs:</source>
            <translation>Richiede:</translation>
        </message>
        <message>
            <source>Why:</source>
            <translation>Perché:</translation>
        </message>
        <message>
            <source>Advice:</source>
            <translation>Consiglio:</translation>
        </message>
        <message>
            <source>timeline %1 .. %2</source>
            <translation>timeline %1 .. %2</translation>
        </message>
        <message>
            <source>dashboard</source>
            <translation>dashboard</translation>
        </message>
        <message>
            <source>Click to zoom the timeline to this period</source>
            <translation>Fai clic per ingrandire la timeline su questo periodo</translation>
        </message>
        <message>
            <source>Changed for this job</source>
            <translation>Modificato per questo job</translation>
        </message>
        <message>
            <source>(this rule has no parameters)</source>
            <translation>(questa regola non ha parametri)</translation>
        </message>
        <message>
            <source>Not changed: %1</source>
            <translation>Non modificato: %1</translation>
        </message>
        <message>
            <source>changed in the Insights tab for this job</source>
            <translation>modificati nella scheda Approfondimenti per questo job</translation>
        </message>
        <message>
            <source>Computing the GPU time breakdown...</source>
            <translation>Calcolo della ripartizione del tempo GPU...</translation>
        </message>
        <message>
            <source>What if</source>
            <translation>E se</translation>
        </message>
        <message>
            <source>Replaying the job with each cause changed...</source>
            <translation>Riesecuzione del job con ogni causa cambiata...</translation>
        </message>
    </context>
    <context>
        <name>stepline::JobListModel</name>
        <message>
            <source>In progress</source>
            <translation>In corso</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>Completato</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Non riuscito</translation>
        </message>
        <message>
            <source>Stopped</source>
            <translation>Arrestato</translation>
        </message>
        <message>
            <source>Stopping</source>
            <translation>In arresto</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>Avviso: %1</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Creato</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Stato</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Rank</translation>
        </message>
        <message>
            <source>Nodes</source>
            <translation>Nodi</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>Dimensione su disco</translation>
        </message>
        <message>
            <source>baseTimeNanoseconds + first event</source>
            <translation>baseTimeNanoseconds + primo evento</translation>
        </message>
        <message>
            <source>first event ts</source>
            <translation>ts del primo evento</translation>
        </message>
        <message>
            <source>system metrics Timestamp</source>
            <translation>Timestamp delle metriche di sistema</translation>
        </message>
        <message>
            <source>start time in the Python-stats folder name</source>
            <translation>ora di inizio nel nome della cartella delle statistiche Python</translation>
        </message>
        <message>
            <source>Reading the trace to its end to find when it started</source>
            <translation>Lettura della traccia fino alla fine per trovarne l'inizio</translation>
        </message>
        <message>
            <source>File time: the traces hold no wall-clock time. A download or copy sets it to when the copy was made.</source>
            <translation>Ora del file: le tracce non contengono un orario reale. Un download o una copia la imposta al momento della copia.</translation>
        </message>
        <message>
            <source>From job.json</source>
            <translation>Da job.json</translation>
        </message>
        <message>
            <source>From the trace: %1</source>
            <translation>Dalla traccia: %1</translation>
        </message>
        <message>
            <source>Reading the compressed trace to its end to see whether it is complete</source>
            <translation>Lettura della traccia compressa fino alla fine per vedere se è completa</translation>
        </message>
        <message>
            <source>Unknown: no trace of this job can be read</source>
            <translation>Sconosciuto: nessuna traccia di questo job è leggibile</translation>
        </message>
        <message>
            <source>Unknown: the traces do not name their hosts</source>
            <translation>Sconosciuto: le tracce non indicano i loro host</translation>
        </message>
        <message>
            <source>Reading the traces to their end to find the GPUs they used</source>
            <translation>Lettura delle tracce fino alla fine per trovare le GPU usate</translation>
        </message>
        <message>
            <source>Unknown: a trace of this job cannot be read, or there is no training trace</source>
            <translation>Sconosciuto: una traccia di questo job non è leggibile, oppure non c'è alcuna traccia di addestramento</translation>
        </message>
        <message>
            <source>GPUs with activity (kernels, memory copies or sets) in the traces</source>
            <translation>GPU con attività (kernel, copie o impostazioni di memoria) nelle tracce</translation>
        </message>
    </context>
    <context>
        <name>stepline::JobPickerWidget</name>
        <message>
            <source>Loaded profile</source>
            <translation>Profilo caricato</translation>
        </message>
        <message>
            <source>Unload the profile and free its memory</source>
            <translation>Scarica il profilo e libera la sua memoria</translation>
        </message>
        <message>
            <source>No profiles folder is set yet. Try the demo jobs that come with Stepline, or choose the folder where your training jobs write their traces.</source>
            <translation>Non è ancora impostata una cartella dei profili. Prova i job dimostrativi inclusi in Stepline, oppure scegli la cartella in cui i tuoi job di addestramento scrivono le tracce.</translation>
        </message>
        <message>
            <source>Show demo jobs</source>
            <translation>Mostra i job dimostrativi</translation>
        </message>
        <message>
            <source>Profiles folder:</source>
            <translation>Cartella dei profili:</translation>
        </message>
        <message>
            <source>Change...</source>
            <translation>Cambia...</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>Aggiorna</translation>
        </message>
        <message>
            <source>Search by name</source>
            <translation>Cerca per nome</translation>
        </message>
        <message>
            <source>All statuses</source>
            <translation>Tutti gli stati</translation>
        </message>
        <message>
            <source>Created from</source>
            <translation>Creati dal</translation>
        </message>
        <message>
            <source>to</source>
            <translation>al</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Carica</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(nessuna)</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Memory used: %3</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Memoria usata: %3</translation>
        </message>
        <message>
            <source>No profile loaded. Pick a job below and press Load, or open a trace file with File &gt; Open.</source>
            <translation>Nessun profilo caricato. Scegli un job qui sotto e premi Carica, oppure apri un file di traccia con File &gt; Apri.</translation>
        </message>
        <message numerus="yes">
            <source>%n job(s)</source>
            <translation>
                <numerusform>%n job</numerusform>
                <numerusform>%n job</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n job(s) shown</source>
            <translation>
                <numerusform>%1 di %n job mostrato</numerusform>
                <numerusform>%1 di %n job mostrati</numerusform>
            </translation>
        </message>
        <message>
            <source>scanning...</source>
            <translation>scansione...</translation>
        </message>
    </context>
    <context>
        <name>stepline::LoadBanner</name>
        <message>
            <source>Open another file...</source>
            <translation>Apri un altro file...</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Dettagli</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <source>Could not load %1</source>
            <translation>Impossibile caricare %1</translation>
        </message>
        <message>
            <source>%1 ends early at byte %2: the events before it were loaded.</source>
            <translation>%1 termina troppo presto al byte %2: gli eventi precedenti sono stati caricati.</translation>
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation>
                <numerusform>... e %n altro</numerusform>
                <numerusform>... e altri %n</numerusform>
            </translation>
        </message>
        <message>
            <source>ranks left out: %1</source>
            <translation>rank esclusi: %1</translation>
        </message>
        <message>
            <source>events outside the time window left out: %1</source>
            <translation>eventi fuori dalla finestra temporale esclusi: %1</translation>
        </message>
        <message>
            <source>This is part of the job, as asked: %1.</source>
            <translation>Parte del job, come richiesto: %1.</translation>
        </message>
        <message>
            <source>A subset of the job is loaded.</source>
            <translation>È caricata una parte del job.</translation>
        </message>
        <message>
            <source>The profile was loaded completely.</source>
            <translation>Il profilo è stato caricato completamente.</translation>
        </message>
        <message>
            <source>The profile was loaded with warnings: some data was skipped, cut or changed.</source>
            <translation>Il profilo è stato caricato con avvisi: alcuni dati sono stati saltati, tagliati o modificati.</translation>
        </message>
        <message>
            <source>Don't show notes again</source>
            <translation>Non mostrare più le note</translation>
        </message>
        <message>
            <source>%1 notes on how the trace was written, nothing lost (Details lists them).</source>
            <translation>%1 note su come è stata scritta la traccia, nulla perso (Details le elenca).</translation>
        </message>
        <message>
            <source>These traces may not be one run: figures across ranks mix runs.</source>
            <translation>Queste tracce potrebbero non essere di un'unica esecuzione: i valori tra i rank mescolano esecuzioni.</translation>
        </message>
        <message>
            <source>%1. Open each run on its own (the job picker lists them apart).</source>
            <translation>%1. Apri ogni esecuzione da sola (il selettore dei job le elenca separatamente).</translation>
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
            <translation>Job</translation>
        </message>
        <message>
            <source>Dashboard</source>
            <translation>Dashboard</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Timeline</translation>
        </message>
        <message>
            <source>Insights</source>
            <translation>Approfondimenti</translation>
        </message>
        <message>
            <source>Information</source>
            <translation>Informazioni</translation>
        </message>
        <message>
            <source>Profiles folder</source>
            <translation>Cartella dei profili</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <source>&amp;Open File...</source>
            <translation>&amp;Apri file...</translation>
        </message>
        <message>
            <source>Open &amp;Folder...</source>
            <translation>Apri &amp;cartella...</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Apri &amp;recenti</translation>
        </message>
        <message>
            <source>&amp;Unload Profile</source>
            <translation>&amp;Scarica profilo</translation>
        </message>
        <message>
            <source>&amp;Cancel Loading</source>
            <translation>A&amp;nnulla caricamento</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Esci</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <source>&amp;Jobs</source>
            <translation>&amp;Job</translation>
        </message>
        <message>
            <source>&amp;Dashboard</source>
            <translation>&amp;Dashboard</translation>
        </message>
        <message>
            <source>&amp;Timeline</source>
            <translation>&amp;Timeline</translation>
        </message>
        <message>
            <source>&amp;Insights</source>
            <translation>A&amp;pprofondimenti</translation>
        </message>
        <message>
            <source>I&amp;nformation</source>
            <translation>I&amp;nformazioni</translation>
        </message>
        <message>
            <source>&amp;Refresh Job List</source>
            <translation>A&amp;ggiorna elenco dei job</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Impostazioni</translation>
        </message>
        <message>
            <source>&amp;Preferences...</source>
            <translation>&amp;Preferenze...</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aiuto</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Scorciatoie da tastiera</translation>
        </message>
        <message>
            <source>&amp;About Stepline</source>
            <translation>&amp;Informazioni su Stepline</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <source>Clear List</source>
            <translation>Svuota elenco</translation>
        </message>
        <message>
            <source>No profile loaded</source>
            <translation>Nessun profilo caricato</translation>
        </message>
        <message>
            <source>Profile memory: %1</source>
            <translation>Memoria del profilo: %1</translation>
        </message>
        <message>
            <source>the file or folder does not exist</source>
            <translation>il file o la cartella non esiste</translation>
        </message>
        <message>
            <source>Check the path, or pick a job from the Jobs tab.</source>
            <translation>Controlla il percorso o scegli un job dalla scheda Job.</translation>
        </message>
        <message>
            <source>Unload the current profile?</source>
            <translation>Scaricare il profilo attuale?</translation>
        </message>
        <message>
            <source>Only one profile is kept in memory. Unload %1 and load %2?</source>
            <translation>In memoria si tiene un solo profilo. Scaricare %1 e caricare %2?</translation>
        </message>
        <message>
            <source>Open trace file</source>
            <translation>Apri file di traccia</translation>
        </message>
        <message>
            <source>Open job folder</source>
            <translation>Apri cartella del job</translation>
        </message>
        <message>
            <source>The new language applies the next time Stepline starts.</source>
            <translation>La nuova lingua verrà applicata al prossimo avvio di Stepline.</translation>
        </message>
        <message>
            <source>About Stepline</source>
            <translation>Informazioni su Stepline</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Stepline %1&lt;/h3&gt;&lt;p&gt;A native viewer for deep-learning training profiles (PyTorch profiler / Kineto traces).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later. Built with Qt %2.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Stepline %1&lt;/h3&gt;&lt;p&gt;Un visualizzatore nativo di profili di addestramento di deep learning (profiler PyTorch / tracce Kineto).&lt;/p&gt;&lt;p&gt;Distribuito con la GNU General Public License, versione 3 o successiva. Compilato con Qt %2.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Opening...</source>
            <translation>Apertura...</translation>
        </message>
        <message>
            <source>Loading %1</source>
            <translation>Caricamento di %1</translation>
        </message>
        <message>
            <source>%1: %2 of %3</source>
            <extracomment>%1 is the loading stage (reading, sorting...), %2 and %3 sizes</extracomment>
            <translation>%1: %2 di %3</translation>
        </message>
        <message>
            <source>Loading</source>
            <translation>Caricamento</translation>
        </message>
        <message numerus="yes">
            <source>Loaded %1: %n event(s)</source>
            <translation>
                <numerusform>%1 caricato: %n evento</numerusform>
                <numerusform>%1 caricato: %n eventi</numerusform>
            </translation>
        </message>
        <message>
            <source>Could not load %1</source>
            <translation>Impossibile caricare %1</translation>
        </message>
        <message>
            <source>Loading %1 was canceled</source>
            <translation>Il caricamento di %1 è stato annullato</translation>
        </message>
        <message>
            <source>%1 - Stepline</source>
            <translation>%1 - Stepline</translation>
        </message>
        <message>
            <source>Save &amp;As...</source>
            <translation>S&amp;alva con nome...</translation>
        </message>
        <message>
            <source>Save profile as</source>
            <translation>Salva il profilo con nome</translation>
        </message>
        <message>
            <source>Stepline profiles (*.stepline);;All files (*)</source>
            <translation>Profili Stepline (*.stepline);;Tutti i file (*)</translation>
        </message>
        <message>
            <source>Saving %1...</source>
            <translation>Salvataggio di %1...</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>%1 salvato</translation>
        </message>
        <message>
            <source>Save failed</source>
            <translation>Salvataggio non riuscito</translation>
        </message>
        <message>
            <source>The profile could not be saved as %1.</source>
            <translation>Impossibile salvare il profilo come %1.</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Rank</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>Confronto</translation>
        </message>
        <message>
            <source>Loading the baseline %1...</source>
            <translation>Caricamento del riferimento %1...</translation>
        </message>
        <message>
            <source>Baseline %1: its aggregates take %2 (the profile itself was freed)</source>
            <translation>Riferimento %1: i suoi aggregati occupano %2 (il profilo stesso è stato liberato)</translation>
        </message>
        <message>
            <source>Could not load the baseline %1</source>
            <translation>Impossibile caricare il riferimento %1</translation>
        </message>
        <message>
            <source>&lt;h3&gt;The baseline could not be loaded&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Impossibile caricare il riferimento&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Compare &amp;with...</source>
            <translation>Confronta &amp;con...</translation>
        </message>
        <message>
            <source>Clear Co&amp;mparison</source>
            <translation>Cancella il co&amp;nfronto</translation>
        </message>
        <message>
            <source>R&amp;anks</source>
            <translation>R&amp;ank</translation>
        </message>
        <message>
            <source>Co&amp;mpare</source>
            <translation>Co&amp;nfronto</translation>
        </message>
        <message>
            <source>Idle &amp;Causes Band</source>
            <translation>Banda delle &amp;cause di inattività</translation>
        </message>
        <message>
            <source>A thin band under each GPU's streams shading every idle interval by its cause</source>
            <translation>Una banda sottile sotto gli stream di ogni GPU che colora ogni intervallo inattivo secondo la sua causa</translation>
        </message>
        <message>
            <source> + baseline %1</source>
            <translation> + riferimento %1</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Loading the baseline...&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Caricamento del riferimento...&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Compare with (baseline)</source>
            <translation>Confronta con (riferimento)</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Baseline ready&lt;/h3&gt;&lt;p&gt;%1 is loaded as the baseline. Open a profile to compare it with.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Riferimento pronto&lt;/h3&gt;&lt;p&gt;%1 è caricato come riferimento. Apri un profilo da confrontare.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>&amp;Manuale</translation>
        </message>
        <message>
            <source>Timeline: search names</source>
            <translation>Timeline: cerca i nomi</translation>
        </message>
        <message>
            <source>Traces (*.json *.json.gz *.json.zst *.gz *.zst *.sqlite *.stepline);;All files (*)</source>
            <translation>Tracce (*.json *.json.gz *.json.zst *.gz *.zst *.sqlite *.stepline);;Tutti i file (*)</translation>
        </message>
    </context>
    <context>
        <name>stepline::ManualWindow</name>
        <message>
            <source>Stepline Manual</source>
            <translation>Manuale di Stepline</translation>
        </message>
    </context>
    <context>
        <name>stepline::OpPerfTable</name>
        <message>
            <source>Operator efficiency</source>
            <translation>Efficienza degli operatori</translation>
        </message>
        <message>
            <source>Not in this profile: %1</source>
            <translation>Non presente in questo profilo: %1</translation>
        </message>
    </context>
    <context>
        <name>stepline::OpPerfTableModel</name>
        <message>
            <source>Above the roof: a wrong shape, type or peak; no efficiency shown</source>
            <translation>Sopra il tetto: forma, tipo o picco errati; nessuna efficienza mostrata</translation>
        </message>
        <message>
            <source>over peak</source>
            <translation>oltre il picco</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>calcolo</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>memoria</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>Operatore</translation>
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
            <translation>Chiamate</translation>
        </message>
        <message>
            <source>Kernel time</source>
            <translation>Tempo dei kernel</translation>
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
            <translation>FLOP/byte</translation>
        </message>
        <message>
            <source>% of roof</source>
            <translation>% del tetto</translation>
        </message>
        <message>
            <source>Bound</source>
            <translation>Limitato da</translation>
        </message>
        <message>
            <source>Above roof</source>
            <translation>Sopra il tetto</translation>
        </message>
    </context>
    <context>
        <name>stepline::PythonStatsPanel</name>
        <message>
            <source>Phase:</source>
            <translation>Fase:</translation>
        </message>
        <message>
            <source>Whole job</source>
            <translation>Intero job</translation>
        </message>
        <message>
            <source>Initialization (before the first step)</source>
            <translation>Inizializzazione (prima del primo passo)</translation>
        </message>
        <message>
            <source>Training loop</source>
            <translation>Ciclo di addestramento</translation>
        </message>
        <message>
            <source>Finalization (after the last step)</source>
            <translation>Finalizzazione (dopo l'ultimo passo)</translation>
        </message>
        <message>
            <source>Steps:</source>
            <translation>Passi:</translation>
        </message>
        <message>
            <source>any</source>
            <translation>qualsiasi</translation>
        </message>
        <message>
            <source>Function</source>
            <translation>Funzione</translation>
        </message>
        <message>
            <source>Calls</source>
            <translation>Chiamate</translation>
        </message>
        <message>
            <source>Total time</source>
            <translation>Tempo totale</translation>
        </message>
        <message>
            <source>Self time</source>
            <translation>Tempo proprio</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Nessun profilo caricato.</translation>
        </message>
        <message>
            <source>No python_function events match. Python functions are recorded when the trace is taken with with_stack=True.</source>
            <translation>Nessun evento python_function corrisponde. Le funzioni Python vengono registrate quando la traccia è acquisita con with_stack=True.</translation>
        </message>
        <message numerus="yes">
            <source>%n function(s). Total time counts a recursive function once; self time leaves out the Python functions it called.</source>
            <translation>
                <numerusform>%n funzione. Il tempo totale conta una funzione ricorsiva una sola volta; il tempo proprio esclude le funzioni Python che chiama.</numerusform>
                <numerusform>%n funzioni. Il tempo totale conta una funzione ricorsiva una sola volta; il tempo proprio esclude le funzioni Python che chiama.</numerusform>
            </translation>
        </message>
        <message>
            <source>Source:</source>
            <translation>Origine:</translation>
        </message>
        <message>
            <source>Filter by function name</source>
            <translation>Filtra per nome di funzione</translation>
        </message>
        <message>
            <source>Inclusive time (cProfile's cumulative time): the function and everything it called.</source>
            <translation>Tempo inclusivo (tempo cumulativo di cProfile): la funzione e tutto ciò che ha chiamato.</translation>
        </message>
        <message>
            <source>Time in the function itself (cProfile's tottime).</source>
            <translation>Tempo nella funzione stessa (tottime di cProfile).</translation>
        </message>
        <message>
            <source>python_function events (trace)</source>
            <translation>Eventi python_function (traccia)</translation>
        </message>
        <message numerus="yes">
            <source>cProfile dumps (%n file(s))</source>
            <translation>
                <numerusform>Dump cProfile (%n file)</numerusform>
                <numerusform>Dump cProfile (%n file)</numerusform>
            </translation>
        </message>
        <message>
            <source>Initialization</source>
            <translation>Inizializzazione</translation>
        </message>
        <message>
            <source>Finalization</source>
            <translation>Finalizzazione</translation>
        </message>
        <message>
            <source>python_function events come from traces taken with with_stack=True; cProfile and pyinstrument dumps are the SageMaker Debugger's python_stats files of the job.</source>
            <translation>Gli eventi python_function provengono da tracce registrate con with_stack=True; i dump cProfile e pyinstrument sono i file python_stats del SageMaker Debugger per questo job.</translation>
        </message>
        <message>
            <source>The Debugger's node id (&lt;pid&gt;-&lt;host&gt;) the dumps come from.</source>
            <translation>L'id del nodo del Debugger (&lt;pid&gt;-&lt;host&gt;) da cui provengono i dump.</translation>
        </message>
        <message>
            <source>Node:</source>
            <translation>Nodo:</translation>
        </message>
        <message>
            <source>Any</source>
            <translation>Qualsiasi</translation>
        </message>
        <message>
            <source>Dumps that start and end in this mode; also the mode the step numbers count in (train when Any, as smdebug does).</source>
            <translation>I dump che iniziano e finiscono in questa modalità; è anche la modalità in cui contano i numeri di step (train con «Qualsiasi», come fa smdebug).</translation>
        </message>
        <message>
            <source>Mode:</source>
            <translation>Modalità:</translation>
        </message>
        <message>
            <source>Training phase: the dumps with this start mode and end mode.</source>
            <translation>Fase di addestramento: i dump con questa modalità iniziale e finale.</translation>
        </message>
        <message>
            <source>Training phase:</source>
            <translation>Fase di addestramento:</translation>
        </message>
        <message>
            <source>The phase of the first step the dumps start at (smdebug's start_phase).</source>
            <translation>La fase del primo step in cui iniziano i dump (start_phase di smdebug).</translation>
        </message>
        <message>
            <source>The phase of the last step the dumps end at (smdebug's end_phase).</source>
            <translation>La fase dell'ultimo step in cui finiscono i dump (end_phase di smdebug).</translation>
        </message>
        <message>
            <source>to</source>
            <translation>al</translation>
        </message>
        <message>
            <source>Timeline selection</source>
            <translation>Selezione della timeline</translation>
        </message>
        <message>
            <source>Only what overlaps the time range selected on the timeline (shift-drag there).</source>
            <translation>Solo ciò che si sovrappone all'intervallo selezionato sulla timeline (trascinare lì con Maiusc).</translation>
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
            <translation>Nodo</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Inizio</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Fine</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Da</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Durata</translation>
        </message>
        <message>
            <source>Job phase</source>
            <translation>Fase del job</translation>
        </message>
        <message>
            <source>Readable</source>
            <translation>Leggibile</translation>
        </message>
        <message>
            <source>Every dump of the job. Select rows to show only those; greyed rows are outside the selection above.</source>
            <translation>Tutti i dump del job. Selezionare righe per mostrare solo quelle; le righe in grigio sono fuori dalla selezione sopra.</translation>
        </message>
        <message>
            <source>Calls (cProfile: calls/primitive calls where they differ). pyinstrument samples call stacks and counts no calls.</source>
            <translation>Chiamate (cProfile: chiamate/chiamate primitive dove differiscono). pyinstrument campiona gli stack di chiamate e non conta le chiamate.</translation>
        </message>
        <message>
            <source>Called by</source>
            <translation>Chiamata da</translation>
        </message>
        <message>
            <source>The functions that called the selected one, and its calls and times when called from each.</source>
            <translation>Le funzioni che hanno chiamato quella selezionata, con le sue chiamate e i tempi da ciascuna.</translation>
        </message>
        <message>
            <source>The functions the selected one called, with their calls and times from it.</source>
            <translation>Le funzioni chiamate da quella selezionata, con le loro chiamate e i tempi da essa.</translation>
        </message>
        <message>
            <source>Callers and callees</source>
            <translation>Chiamanti e chiamate</translation>
        </message>
        <message>
            <source>Call tree</source>
            <translation>Albero delle chiamate</translation>
        </message>
        <message numerus="yes">
            <source>pyinstrument dumps (%n file(s))</source>
            <translation>
                <numerusform>dump pyinstrument (%n file)</numerusform>
                <numerusform>dump pyinstrument (%n file)</numerusform>
            </translation>
        </message>
        <message>
            <source>Every node</source>
            <translation>Tutti i nodi</translation>
        </message>
        <message>
            <source>(none: shift-drag on the timeline)</source>
            <translation>(nessuna: trascinare con Maiusc sulla timeline)</translation>
        </message>
        <message>
            <source>%1 to %2 after the job start</source>
            <translation>da %1 a %2 dopo l'inizio del job</translation>
        </message>
        <message>
            <source>folder name unknown</source>
            <translation>nome della cartella sconosciuto</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sì</translation>
        </message>
        <message>
            <source>no: %1</source>
            <translation>no: %1</translation>
        </message>
        <message>
            <source>No %1 dump matches this selection.</source>
            <translation>Nessun dump %1 corrisponde a questa selezione.</translation>
        </message>
        <message numerus="yes">
            <source>%1 of %2 %3 dumps merged: %n function(s).</source>
            <translation>
                <numerusform>%1 di %2 dump %3 uniti: %n funzione.</numerusform>
                <numerusform>%1 di %2 dump %3 uniti: %n funzioni.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 calls (%2 primitive). Times are summed over the dumps, like pstats.Stats.add.</source>
            <translation>%1 chiamate (%2 primitive). I tempi sono sommati sui dump, come pstats.Stats.add.</translation>
        </message>
        <message>
            <source>pyinstrument samples call stacks: times are summed over the dumps, it counts no calls.</source>
            <translation>pyinstrument campiona gli stack di chiamate: i tempi sono sommati sui dump, non conta le chiamate.</translation>
        </message>
        <message numerus="yes">
            <source>Only the %n dump(s) selected in the table.</source>
            <translation>
                <numerusform>Solo il dump selezionato nella tabella (%n).</numerusform>
                <numerusform>Solo i %n dump selezionati nella tabella.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n dump(s) could not be read (see the Readable column).</source>
            <translation>
                <numerusform>%n dump non è stato letto (vedere la colonna Leggibile).</numerusform>
                <numerusform>%n dump non sono stati letti (vedere la colonna Leggibile).</numerusform>
            </translation>
        </message>
        <message>
            <source>Widen the selection: every dump is greyed in the table.</source>
            <translation>Allargare la selezione: tutti i dump sono in grigio nella tabella.</translation>
        </message>
        <message>
            <source>%1 (%2)
total %3, self %4</source>
            <translation>%1 (%2)
totale %3, propria %4</translation>
        </message>
        <message>
            <source>pyinstrument samples call stacks and counts no calls.</source>
            <translation>pyinstrument campiona gli stack di chiamate e non conta le chiamate.</translation>
        </message>
    </context>
    <context>
        <name>stepline::RankHeatmapWidget</name>
        <message>
            <source>%1 per rank and step</source>
            <translation>%1 per rank e step</translation>
        </message>
    </context>
    <context>
        <name>stepline::RanksView</name>
        <message>
            <source>Align node clocks</source>
            <translation>Allinea gli orologi dei nodi</translation>
        </message>
        <message>
            <source>Subtract each node's estimated clock offset (median end of the matched collectives against the first node) before comparing arrivals. Off: the clocks as recorded.</source>
            <translation>Sottrae lo scostamento d'orologio stimato di ogni nodo (mediana delle fini delle collettive abbinate rispetto al primo nodo) prima di confrontare gli arrivi. Spento: gli orologi come registrati.</translation>
        </message>
        <message>
            <source>Scope:</source>
            <translation>Ambito:</translation>
        </message>
        <message>
            <source>Straggler #</source>
            <translation>Ritardatario n.</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rank</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>Nodo</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>Collettive</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>Attesa</translation>
        </message>
        <message>
            <source>Times last</source>
            <translation>Volte ultimo</translation>
        </message>
        <message>
            <source>Delay caused</source>
            <translation>Ritardo causato</translation>
        </message>
        <message>
            <source>Unmatched</source>
            <translation>Non abbinati</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>Gruppo</translation>
        </message>
        <message>
            <source>Seq / order</source>
            <translation>Seq / ordine</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Rank</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Dimensione</translation>
        </message>
        <message>
            <source>Skew</source>
            <translation>Scarto</translation>
        </message>
        <message>
            <source>Last rank</source>
            <translation>Ultimo rank</translation>
        </message>
        <message>
            <source>Delay</source>
            <translation>Ritardo</translation>
        </message>
        <message>
            <source>Transfer</source>
            <translation>Trasferimento</translation>
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
            <translation>Fai doppio clic su una collettiva per aprirla nella timeline: i kernel di ogni rank partecipante, l'ultimo arrivo selezionato e marcato.</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Nessun profilo caricato.</translation>
        </message>
        <message>
            <source>%1 collectives matched (%2 of %3 communication kernels).</source>
            <translation>%1 collettive abbinate (%2 di %3 kernel di comunicazione).</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>sconosciuto</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (subtracted): %2.</source>
            <translation>Scostamenti d'orologio dei nodi rispetto a %1 (sottratti): %2.</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (not applied): %2.</source>
            <translation>Scostamenti d'orologio dei nodi rispetto a %1 (non applicati): %2.</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>Avviso: %1</translation>
        </message>
        <message>
            <source>Seq %1</source>
            <translation>Seq %1</translation>
        </message>
        <message>
            <source>#%1</source>
            <translation>n.%1</translation>
        </message>
        <message>
            <source>Matching the collectives of every rank...</source>
            <translation>Abbinamento delle collettive di tutti i rank...</translation>
        </message>
        <message>
            <source>Negative: the ranks' ends come before the last arrival even with the node clocks aligned, so the clock offset estimate does not fit this collective.</source>
            <translation>Negativo: le fini dei rank precedono l'ultimo arrivo anche con gli orologi dei nodi allineati; la stima dello scostamento degli orologi non si adatta a questa collettiva.</translation>
        </message>
        <message>
            <source>Negative: the ranks' ends come before the last arrival on their own clocks. The nodes' clocks disagree; turn on "Align node clocks".</source>
            <translation>Negativo: sui propri orologi i rank finiscono prima dell'ultimo arrivo. Gli orologi dei nodi non concordano; attivare «Allinea gli orologi dei nodi».</translation>
        </message>
        <message>
            <source>Colour:</source>
            <translation>Colore:</translation>
        </message>
        <message>
            <source>In synchronous training every rank's step lasts as long as the slowest one's: step time looks the same everywhere. The straggler arrives late and waits least.</source>
            <translation>Nell'addestramento sincrono lo step di ogni rank dura quanto quello del più lento: il tempo dello step sembra uguale ovunque. Il ritardatario arriva tardi e aspetta meno di tutti.</translation>
        </message>
        <message>
            <source>clock skew</source>
            <translation>sfasamento degli orologi</translation>
        </message>
        <message>
            <source>Exposed wait</source>
            <translation>Attesa esposta</translation>
        </message>
        <message>
            <source>Exposed transfer</source>
            <translation>Trasferimento esposto</translation>
        </message>
        <message>
            <source>Communication no computation hid, while the rank waited for the last peer of a collective (its GPUs summed). Caused by the late rank, not by the network.</source>
            <translation>Comunicazione non nascosta dal calcolo, mentre il rank attendeva l'ultimo peer di una collettiva (somma delle sue GPU). Causata dal rank in ritardo, non dalla rete.</translation>
        </message>
        <message>
            <source>Communication no computation hid, after the last peer arrived: the transfer itself.</source>
            <translation>Comunicazione non nascosta dal calcolo, dopo l'arrivo dell'ultimo peer: il trasferimento stesso.</translation>
        </message>
        <message>
            <source>Not known here: the ranks of this job were read without their events.</source>
            <translation>Non noto qui: i rank di questo job sono stati letti senza i loro eventi.</translation>
        </message>
        <message>
            <source>Not split: this rank took part in no matched collective.</source>
            <translation>Non diviso: questo rank non ha partecipato ad alcuna collettiva abbinata.</translation>
        </message>
    </context>
    <context>
        <name>stepline::SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Impostazioni</translation>
        </message>
        <message>
            <source>Folder with one sub-folder or trace file per training job</source>
            <translation>Cartella con una sottocartella o un file di traccia per job di addestramento</translation>
        </message>
        <message>
            <source>Browse...</source>
            <translation>Sfoglia...</translation>
        </message>
        <message>
            <source>Profiles folder:</source>
            <translation>Cartella dei profili:</translation>
        </message>
        <message>
            <source>Profiles folder</source>
            <translation>Cartella dei profili</translation>
        </message>
        <message>
            <source>Follow the system</source>
            <translation>Segui il sistema</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Chiaro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Scuro</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Tema:</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatico</translation>
        </message>
        <message>
            <source>Nanoseconds (ns)</source>
            <translation>Nanosecondi (ns)</translation>
        </message>
        <message>
            <source>Microseconds (µs)</source>
            <translation>Microsecondi (µs)</translation>
        </message>
        <message>
            <source>Milliseconds (ms)</source>
            <translation>Millisecondi (ms)</translation>
        </message>
        <message>
            <source>Seconds (s)</source>
            <translation>Secondi (s)</translation>
        </message>
        <message>
            <source>Time units:</source>
            <translation>Unità di tempo:</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Lingua del sistema</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Lingua:</translation>
        </message>
        <message>
            <source>A new language applies the next time Stepline starts.</source>
            <translation>Una nuova lingua verrà applicata al prossimo avvio di Stepline.</translation>
        </message>
    </context>
    <context>
        <name>stepline::ShortcutPanel</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Scorciatoie da tastiera</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Azione</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Scorciatoia</translation>
        </message>
    </context>
    <context>
        <name>stepline::SubsetDialog</name>
        <message>
            <source>The job may not fit in memory</source>
            <translation>Il job potrebbe non entrare in memoria</translation>
        </message>
        <message>
            <source>Loading %1 needs about %2 of memory (a model of about %3 for %4 events), but only %5 is available. Load part of the job: some of its ranks, a time window, or both.</source>
            <translation>Caricare %1 richiede circa %2 di memoria (un modello di circa %3 per %4 eventi), ma sono disponibili solo %5. Carica una parte del job: alcuni rank, una finestra temporale o entrambi.</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Rank</translation>
        </message>
        <message>
            <source>Rank %1  -  %2 (%3, about %4 in memory)</source>
            <translation>Rank %1  -  %2 (%3, circa %4 in memoria)</translation>
        </message>
        <message>
            <source>Time window</source>
            <translation>Finestra temporale</translation>
        </message>
        <message>
            <source>e.g. 0s</source>
            <translation>es. 0s</translation>
        </message>
        <message>
            <source>e.g. 10s</source>
            <translation>es. 10s</translation>
        </message>
        <message>
            <source>From:</source>
            <translation>Da:</translation>
        </message>
        <message>
            <source>To:</source>
            <translation>A:</translation>
        </message>
        <message>
            <source>Times since the job start (0 on the timeline): 2s, 1500ms, 300us; a plain number is seconds. Slices overlapping the window are kept whole.</source>
            <translation>Tempi dall'inizio del job (0 sulla timeline): 2s, 1500ms, 300us; un numero senza unità è in secondi. Le slice che si sovrappongono alla finestra restano intere.</translation>
        </message>
        <message>
            <source>Load Subset</source>
            <translation>Carica la selezione</translation>
        </message>
        <message>
            <source>Load Anyway</source>
            <translation>Carica comunque</translation>
        </message>
        <message>
            <source>Check at least one rank.</source>
            <translation>Seleziona almeno un rank.</translation>
        </message>
        <message>
            <source>The window needs a start and a later end, e.g. 0s and 10s.</source>
            <translation>La finestra richiede un inizio e una fine successiva, es. 0s e 10s.</translation>
        </message>
        <message>
            <source>With this choice: about %1 of the %2 available; it should fit.</source>
            <translation>Con questa scelta: circa %1 dei %2 disponibili; dovrebbe entrare.</translation>
        </message>
        <message>
            <source>With this choice: about %1 of the %2 available; still too much.</source>
            <translation>Con questa scelta: circa %1 dei %2 disponibili; ancora troppo.</translation>
        </message>
    </context>
    <context>
        <name>stepline::TimelineView</name>
        <message>
            <source>%1 more launch arrows hidden</source>
            <translation>%1 frecce di lancio nascoste</translation>
        </message>
        <message>
            <source>%1 events merged
%2
click to zoom in</source>
            <translation>%1 eventi uniti
%2
fai clic per ingrandire</translation>
        </message>
        <message>
            <source>%1 instant events merged
first: %2</source>
            <translation>%1 eventi istantanei uniti
primo: %2</translation>
        </message>
        <message>
            <source>Timeline: zoom in</source>
            <translation>Timeline: ingrandisci</translation>
        </message>
        <message>
            <source>W, +</source>
            <translation>W, +</translation>
        </message>
        <message>
            <source>Timeline: zoom out</source>
            <translation>Timeline: riduci</translation>
        </message>
        <message>
            <source>S, -</source>
            <translation>S, -</translation>
        </message>
        <message>
            <source>Timeline: pan left / right</source>
            <translation>Timeline: sposta a sinistra / destra</translation>
        </message>
        <message>
            <source>A, Left / D, Right</source>
            <translation>A, Sinistra / D, Destra</translation>
        </message>
        <message>
            <source>Timeline: scroll the rows</source>
            <translation>Timeline: scorri le righe</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>Su / Giù</translation>
        </message>
        <message>
            <source>Timeline: show the whole job</source>
            <translation>Timeline: mostra tutto il job</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Home</translation>
        </message>
        <message>
            <source>Timeline: zoom to the selection (or the measured range)</source>
            <translation>Timeline: ingrandisci sulla selezione (o sull'intervallo misurato)</translation>
        </message>
        <message>
            <source>F</source>
            <translation>F</translation>
        </message>
        <message>
            <source>Timeline: measure a range</source>
            <translation>Timeline: misura un intervallo</translation>
        </message>
        <message>
            <source>Shift+drag</source>
            <translation>Maiusc+trascina</translation>
        </message>
        <message>
            <source>Timeline: clear the measured range</source>
            <translation>Timeline: cancella l'intervallo misurato</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Timeline: pan</source>
            <translation>Timeline: sposta</translation>
        </message>
        <message>
            <source>drag</source>
            <translation>trascina</translation>
        </message>
    </context>
    <context>
        <name>stepline::TimelineWidget</name>
        <message>
            <source>Step</source>
            <translation>Passo</translation>
        </message>
        <message>
            <source>Go to ProfilerStep N (Enter)</source>
            <translation>Vai a ProfilerStep N (Invio)</translation>
        </message>
        <message>
            <source>Previous step</source>
            <translation>Passo precedente</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>Passo successivo</translation>
        </message>
        <message>
            <source>Search names (Ctrl+F)</source>
            <translation>Cerca nomi (Ctrl+F)</translation>
        </message>
        <message>
            <source>Regex</source>
            <translation>Regex</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>Corrispondenza precedente (Maiusc+Invio)</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>Corrispondenza successiva (Invio)</translation>
        </message>
        <message>
            <source>Only rows with matches</source>
            <translation>Solo righe con corrispondenze</translation>
        </message>
        <message>
            <source>Hide idle rows</source>
            <translation>Nascondi righe inattive</translation>
        </message>
        <message>
            <source>All launch arrows</source>
            <translation>Tutte le frecce di lancio</translation>
        </message>
        <message>
            <source>Wall clock</source>
            <translation>Ora reale</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>Adatta</translation>
        </message>
        <message>
            <source>Show the whole job (Home)</source>
            <translation>Mostra l'intero job (Home)</translation>
        </message>
        <message>
            <source>Current selection</source>
            <translation>Selezione attuale</translation>
        </message>
        <message>
            <source>Connections</source>
            <translation>Connessioni</translation>
        </message>
        <message>
            <source>Measured range (Shift+drag)</source>
            <translation>Intervallo misurato (Maiusc+trascina)</translation>
        </message>
        <message>
            <source>(no steps)</source>
            <translation>(nessun passo)</translation>
        </message>
        <message>
            <source>of %1…%2</source>
            <translation>di %1…%2</translation>
        </message>
        <message>
            <source>&lt;i&gt;No profile loaded.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Nessun profilo caricato.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>invalid regex</source>
            <translation>espressione regolare non valida</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 di %2</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>%1 corrispondenze</translation>
        </message>
        <message>
            <source>last arrival: rank %1</source>
            <translation>ultimo arrivo: rank %1</translation>
        </message>
        <message>
            <source>Fold all rows</source>
            <translation>Comprimi tutte le righe</translation>
        </message>
        <message>
            <source>Unfold all rows</source>
            <translation>Espandi tutte le righe</translation>
        </message>
        <message>
            <source>Fold CPU processes</source>
            <translation>Comprimi i processi CPU</translation>
        </message>
        <message>
            <source>Show profiler bookkeeping rows (Spans, Traces, no pid)</source>
            <translation>Mostra le righe di servizio del profiler (Spans, Traces, senza pid)</translation>
        </message>
        <message>
            <source>all</source>
            <translation>tutti</translation>
        </message>
    </context>
    <context>
        <name>stepline::TrackTreeModel</name>
        <message>
            <source>thread %1</source>
            <translation>thread %1</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>Job</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>rank %1</translation>
        </message>
        <message>
            <source>process %1</source>
            <translation>processo %1</translation>
        </message>
        <message>
            <source>%1 (pid %2)</source>
            <translation>%1 (pid %2)</translation>
        </message>
        <message>
            <source>rank %1 · %2</source>
            <translation>rank %1 · %2</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>GPU %1 · rank %2</source>
            <translation>GPU %1 · rank %2</translation>
        </message>
        <message>
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>GPU %1 host</source>
            <translation>GPU %1 host</translation>
        </message>
        <message>
            <source>GPU %1 device</source>
            <translation>GPU %1 dispositivo</translation>
        </message>
        <message>
            <source>%1
%2 events</source>
            <translation>%1
%2 eventi</translation>
        </message>
        <message>
            <source>Tracks</source>
            <translation>Tracce</translation>
        </message>
        <message>
            <source>GPU utilization (mean)</source>
            <translation>Utilizzo GPU (media)</translation>
        </message>
        <message>
            <source>GPU %1 utilization</source>
            <translation>Utilizzo della GPU %1</translation>
        </message>
        <message>
            <source>(no tid)</source>
            <translation>(nessun tid)</translation>
        </message>
        <message>
            <source>(no pid)</source>
            <translation>(nessun pid)</translation>
        </message>
        <message>
            <source>CPU utilization · rank %1</source>
            <translation>Utilizzo CPU · rank %1</translation>
        </message>
        <message>
            <source>CPU utilization</source>
            <translation>Utilizzo CPU</translation>
        </message>
        <message>
            <source>GPU %1 idle causes</source>
            <translation>GPU %1 cause di inattività</translation>
        </message>
        <message>
            <source>GPU %1 memory allocated</source>
            <translation>GPU %1 memoria allocata</translation>
        </message>
        <message>
            <source>GPU %1 memory reserved</source>
            <translation>GPU %1 memoria riservata</translation>
        </message>
    </context>
    <context>
        <name>stepline::WhatIfPanel</name>
        <message>
            <source>Hide the critical path</source>
            <translation>Nascondi il percorso critico</translation>
        </message>
        <message>
            <source>Deselect the scenario: the timeline no longer draws its critical path.</source>
            <translation>Deseleziona lo scenario: la timeline non disegna più il suo percorso critico.</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Nessun profilo caricato.</translation>
        </message>
        <message>
            <source>What a fix would buy: the job replayed with one cause changed</source>
            <translation>Cosa renderebbe una correzione: il job rieseguito con una causa cambiata</translation>
        </message>
        <message>
            <source>Not in this profile: %1.</source>
            <translation>Non in questo profilo: %1.</translation>
        </message>
        <message>
            <source>No predictions: the replay with nothing changed gives a mean step of %1 against the measured %2, %3 off; the model allows 1 %, so its predictions would not be trusted.</source>
            <translation>Nessuna previsione: la riesecuzione senza modifiche dà uno step medio di %1 contro %2 misurati, %3 di scarto; il modello ammette l'1 %, quindi le sue previsioni non sarebbero affidabili.</translation>
        </message>
        <message>
            <source>No predictions: %1. Measured mean step %2.</source>
            <translation>Nessuna previsione: %1. Step medio misurato %2.</translation>
        </message>
        <message numerus="yes">
            <source>Measured mean step %1 (%n step(s) on all ranks); the replay with nothing changed gives %2 (%3 off, within the 1 % the model allows).</source>
            <translation>
                <numerusform>Step medio misurato %1 (%n step su tutti i rank); la riesecuzione senza modifiche dà %2 (%3 di scarto, entro l'1 % che il modello ammette).</numerusform>
                <numerusform>Step medio misurato %1 (%n step su tutti i rank); la riesecuzione senza modifiche dà %2 (%3 di scarto, entro l'1 % che il modello ammette).</numerusform>
            </translation>
        </message>
        <message>
            <source>The bars are the predicted mean steps, the line the measured one. Select a row to see the critical path of step %1, the worst, measured and predicted, and to draw both on the timeline.</source>
            <translation>Le barre sono gli step medi previsti, la linea quello misurato. Seleziona una riga per vedere il percorso critico dello step %1, il peggiore, misurato e previsto, e disegnarli entrambi sulla timeline.</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>rank %1</translation>
        </message>
        <message>
            <source>ends on %1</source>
            <translation>termina su %1</translation>
        </message>
        <message>
            <source>bound by</source>
            <translation>limitato da</translation>
        </message>
        <message>
            <source>The chain starts %1 after the step began, at the first event of %2 that nothing before it explains.</source>
            <translation>La catena inizia %1 dopo l'inizio dello step, al primo evento di %2 che nulla prima di esso spiega.</translation>
        </message>
        <message>
            <source>rank %1 · %2 · %3 at %4</source>
            <translation>rank %1 · %2 · %3 a %4</translation>
        </message>
        <message numerus="yes">
            <source>%n shorter piece(s), %1 in all, are drawn on the timeline but not listed.</source>
            <translation>
                <numerusform>%n pezzo più breve, %1 in tutto, è disegnato sulla timeline ma non elencato.</numerusform>
                <numerusform>%n pezzi più brevi, %1 in tutto, sono disegnati sulla timeline ma non elencati.</numerusform>
            </translation>
        </message>
        <message>
            <source>Select a row to see its critical path.</source>
            <translation>Seleziona una riga per vederne il percorso critico.</translation>
        </message>
        <message>
            <source>not predicted: %1.</source>
            <translation>non previsto: %1.</translation>
        </message>
        <message>
            <source>No critical path: %1.</source>
            <translation>Nessun percorso critico: %1.</translation>
        </message>
        <message>
            <source>Critical path of %1, the worst measured step: the chain of events, across ranks, that set its end. Click a place to open it in the timeline.</source>
            <translation>Percorso critico di %1, il peggiore step misurato: la catena di eventi, attraverso i rank, che ne ha fissato la fine. Fai clic su un punto per aprirlo nella timeline.</translation>
        </message>
        <message>
            <source>step %1</source>
            <translation>step %1</translation>
        </message>
        <message>
            <source>Measured</source>
            <translation>Misurato</translation>
        </message>
        <message>
            <source>%1 (predicted times)</source>
            <translation>%1 (tempi previsti)</translation>
        </message>
    </context>
    <context>
        <name>stepline::WhatIfScenarioModel</name>
        <message>
            <source>Data loader returns at once</source>
            <translation>Il data loader risponde subito</translation>
        </message>
        <message>
            <source>Communication twice as fast</source>
            <translation>Comunicazione due volte più veloce</translation>
        </message>
        <message>
            <source>No launch overhead</source>
            <translation>Nessun overhead di lancio</translation>
        </message>
        <message>
            <source>Host syncs do not wait</source>
            <translation>Le sincronizzazioni host non attendono</translation>
        </message>
        <message>
            <source>Copies take no time</source>
            <translation>Le copie non richiedono tempo</translation>
        </message>
        <message>
            <source>Straggler on time</source>
            <translation>Ritardatario puntuale</translation>
        </message>
        <message>
            <source>Host operators twice as fast</source>
            <translation>Operatori host due volte più veloci</translation>
        </message>
        <message>
            <source>Measured</source>
            <translation>Misurato</translation>
        </message>
        <message>
            <source>The mean ProfilerStep time over all ranks, as measured.</source>
            <translation>Il tempo medio di ProfilerStep su tutti i rank, come misurato.</translation>
        </message>
        <message>
            <source>Every DataLoader GetNext call returns at once.</source>
            <translation>Ogni chiamata GetNext del DataLoader ritorna subito.</translation>
        </message>
        <message>
            <source>Each collective's transfer (after the last rank arrived) takes half as long.</source>
            <translation>Il trasferimento di ogni collettiva (dopo l'arrivo dell'ultimo rank) dura la metà.</translation>
        </message>
        <message>
            <source>Launch calls and launch latency take no time, as with CUDA graphs.</source>
            <translation>Le chiamate di lancio e la latenza di lancio non richiedono tempo, come con i CUDA graph.</translation>
        </message>
        <message>
            <source>Host synchronizations (.item(), cudaStreamSynchronize, blocking copies) do not wait for the GPU.</source>
            <translation>Le sincronizzazioni host (.item(), cudaStreamSynchronize, copie bloccanti) non attendono la GPU.</translation>
        </message>
        <message>
            <source>GPU copies take no time.</source>
            <translation>Le copie GPU non richiedono tempo.</translation>
        </message>
        <message>
            <source>The top straggler, rank %1, arrives with the second-latest rank at every collective.</source>
            <translation>Il peggior ritardatario, il rank %1, arriva con il penultimo rank a ogni collettiva.</translation>
        </message>
        <message>
            <source>The top straggler arrives with the second-latest rank at every collective.</source>
            <translation>Il peggior ritardatario arriva con il penultimo rank a ogni collettiva.</translation>
        </message>
        <message>
            <source>Host operator time between launches halves.</source>
            <translation>Il tempo degli operatori host tra i lanci si dimezza.</translation>
        </message>
        <message>
            <source>(scenario %1)</source>
            <translation>(scenario %1)</translation>
        </message>
        <message>
            <source>not predicted: %1</source>
            <translation>non previsto: %1</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Not predicted: %1</source>
            <translation>Non previsto: %1</translation>
        </message>
        <message>
            <source>The bar is the predicted mean step, the line the measured one; the shaded part between them is what the fix would save.</source>
            <translation>La barra è lo step medio previsto, la linea quello misurato; la parte ombreggiata tra le due è ciò che la correzione farebbe risparmiare.</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scenario</translation>
        </message>
        <message>
            <source>Predicted mean step</source>
            <translation>Step medio previsto</translation>
        </message>
        <message>
            <source>Saving per step</source>
            <translation>Risparmio per step</translation>
        </message>
    </context>
</TS>
