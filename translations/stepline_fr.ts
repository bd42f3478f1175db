<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>CliArgs</name>
        <message>
            <source>%1 takes no value</source>
            <translation>%1 ne prend pas de valeur</translation>
        </message>
        <message>
            <source>%1 needs a value</source>
            <translation>%1 attend une valeur</translation>
        </message>
        <message>
            <source>unknown option %1</source>
            <translation>option inconnue %1</translation>
        </message>
        <message>
            <source>only one PATH, got also %1</source>
            <translation>un seul PATH est permis, reçu aussi %1</translation>
        </message>
        <message>
            <source>--step-range needs the name (or a pattern with * and ?) of an NVTX range</source>
            <translation>--step-range attend le nom (ou un motif avec * et ?) d'une plage NVTX</translation>
        </message>
    </context>
    <context>
        <name>CompareCharts</name>
        <message>
            <source>Rank window lengths, BASE and NEW</source>
            <translation>Longueurs des fenêtres de rang, BASE et NEW</translation>
        </message>
        <message>
            <source>Step times, BASE and NEW</source>
            <translation>Temps des étapes, BASE et NEW</translation>
        </message>
        <message>
            <source>Neither profile has a step or a window to compare.</source>
            <translation>Aucun des profils n'a d'étape ni de fenêtre à comparer.</translation>
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
            <translation>BASE : %1 x, %2
NEW : %3 x, %4</translation>
        </message>
        <message>
            <source>ratio %1</source>
            <translation>rapport %1</translation>
        </message>
        <message>
            <source>No change on the rows both have.</source>
            <translation>Aucun changement sur les lignes communes.</translation>
        </message>
        <message>
            <source>GPU time per step, BASE and NEW</source>
            <translation>Temps GPU par étape, BASE et NEW</translation>
        </message>
        <message>
            <source>GPU time per device, BASE and NEW</source>
            <translation>Temps GPU par appareil, BASE et NEW</translation>
        </message>
        <message>
            <source>Neither profile has GPU activity: no GPU time breakdown.</source>
            <translation>Aucun des profils n'a d'activité GPU : pas de répartition du temps GPU.</translation>
        </message>
        <message>
            <source>No GPU time on either side.</source>
            <translation>Aucun temps GPU d'un côté comme de l'autre.</translation>
        </message>
        <message>
            <source>Median rank window: %1 -&gt; %2</source>
            <translation>Fenêtre de rang médiane : %1 -&gt; %2</translation>
        </message>
        <message>
            <source>Median step: %1 -&gt; %2</source>
            <translation>Étape médiane : %1 -&gt; %2</translation>
        </message>
        <message>
            <source>NEW is %1 % slower than BASE</source>
            <translation>NEW est %1 % plus lent que BASE</translation>
        </message>
        <message>
            <source>NEW is %1 % faster than BASE</source>
            <translation>NEW est %1 % plus rapide que BASE</translation>
        </message>
        <message>
            <source>Unchanged: NEW is within %1 % of BASE</source>
            <translation>Inchangé : NEW est à moins de %1 % de BASE</translation>
        </message>
        <message>
            <source>Kernel time, NEW - BASE (top %1 by |delta|)</source>
            <translation>Temps des noyaux, NEW - BASE (les %1 plus grands |écarts|)</translation>
        </message>
        <message>
            <source>Operator time, NEW - BASE (top %1 by |delta|)</source>
            <translation>Temps des opérateurs, NEW - BASE (les %1 plus grands |écarts|)</translation>
        </message>
        <message>
            <source>No operator (cpu_op) name is on both sides.</source>
            <translation>Aucun nom d'opérateur (cpu_op) n'est des deux côtés.</translation>
        </message>
        <message>
            <source>Comparison of two profiles</source>
            <translation>Comparaison de deux profils</translation>
        </message>
        <message>
            <source>BASE: %1</source>
            <translation>BASE : %1</translation>
        </message>
        <message>
            <source>NEW: %1</source>
            <translation>NEW : %1</translation>
        </message>
        <message>
            <source>Kernels matched by normalized name.</source>
            <translation>Noyaux appariés par nom normalisé.</translation>
        </message>
        <message>
            <source>GPU time per step (BASE -&gt; NEW):</source>
            <translation>Temps GPU par étape (BASE -&gt; NEW) :</translation>
        </message>
        <message>
            <source>GPU time per device over its span (BASE -&gt; NEW):</source>
            <translation>Temps GPU par appareil sur son intervalle (BASE -&gt; NEW) :</translation>
        </message>
        <message>
            <source>not in this profile</source>
            <translation>absent de ce profil</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>inactif</translation>
        </message>
        <message>
            <source>Kernel</source>
            <translation>Noyau</translation>
        </message>
        <message>
            <source>Count BASE</source>
            <translation>Nombre BASE</translation>
        </message>
        <message>
            <source>Count NEW</source>
            <translation>Nombre NEW</translation>
        </message>
        <message>
            <source>Total BASE</source>
            <translation>Total BASE</translation>
        </message>
        <message>
            <source>Total NEW</source>
            <translation>Total NEW</translation>
        </message>
        <message>
            <source>Delta</source>
            <translation>Écart</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>Opérateur</translation>
        </message>
        <message>
            <source>Why the mean step changed, NEW - BASE</source>
            <translation>Pourquoi l'étape moyenne a changé, NEW - BASE</translation>
        </message>
        <message>
            <source>%1 of the delta</source>
            <translation>%1 de l'écart</translation>
        </message>
        <message>
            <source>The mean step did not change.</source>
            <translation>L'étape moyenne n'a pas changé.</translation>
        </message>
        <message>
            <source>mean step delta</source>
            <translation>écart moyen par étape</translation>
        </message>
        <message>
            <source>95 % interval [%1, %2]</source>
            <translation>intervalle à 95 % [%1, %2]</translation>
        </message>
        <message>
            <source>No interval: fewer than 2 steps on a side.</source>
            <translation>Pas d'intervalle : moins de 2 étapes d'un côté.</translation>
        </message>
        <message>
            <source>No significant change</source>
            <translation>Aucun changement significatif</translation>
        </message>
        <message>
            <source>mean step delta %1, 95 % interval [%2, %3]</source>
            <translation>écart moyen par étape %1, intervalle à 95 % [%2, %3]</translation>
        </message>
        <message>
            <source>No kernel name is on both sides. Try matching by normalized names or by operator.</source>
            <translation>Aucun nom de noyau n'est présent des deux côtés. Essayez l'appariement par noms normalisés ou par opérateur.</translation>
        </message>
        <message>
            <source>Comparability: %1</source>
            <translation>Comparabilité : %1</translation>
        </message>
    </context>
    <context>
        <name>ConvertCommand</name>
        <message>
            <source>Usage: stepline convert PATH -o FILE.stepline [--level 1..19]</source>
            <translation>Usage : stepline convert PATH -o FILE.stepline [--level 1..19]</translation>
        </message>
        <message>
            <source>--level takes a number from 1 to 19</source>
            <translation>--level attend un nombre de 1 à 19</translation>
        </message>
        <message>
            <source>Writes a trace file or a job folder as one compact .stepline file.</source>
            <translation>Écrit un fichier de trace ou un dossier de tâche sous forme d'un fichier .stepline compact.</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH manquant</translation>
        </message>
        <message>
            <source>missing -o FILE.stepline</source>
            <translation>-o FILE.stepline manquant</translation>
        </message>
        <message>
            <source>%1: %2 events, %3 bytes (loaded in %4 ms, written in %5 ms)</source>
            <translation>%1 : %2 événements, %3 octets (chargé en %4 ms, écrit en %5 ms)</translation>
        </message>
    </context>
    <context>
        <name>ExportChartsCommand</name>
        <message>
            <source>--annotation needs a name</source>
            <translation>--annotation nécessite un nom</translation>
        </message>
        <message>
            <source>--format is png, svg or pdf</source>
            <translation>--format vaut png, svg ou pdf</translation>
        </message>
        <message>
            <source>--size is WIDTHxHEIGHT in pixels, e.g. 1200x700</source>
            <translation>--size est LARGEURxHAUTEUR en pixels, p. ex. 1200x700</translation>
        </message>
        <message>
            <source>--size must be between 100x100 and 10000x10000</source>
            <translation>--size doit être compris entre 100x100 et 10000x10000</translation>
        </message>
        <message>
            <source>--dpr is a device pixel ratio from 1 to 4</source>
            <translation>--dpr est un rapport de pixels du périphérique de 1 à 4</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH manquant</translation>
        </message>
        <message>
            <source>missing -o FILE.pdf</source>
            <translation>-o FILE.pdf manquant</translation>
        </message>
        <message>
            <source>missing -o DIR</source>
            <translation>-o DIR manquant</translation>
        </message>
        <message>
            <source>stepline: warning: the profile has no %1; every chart says so</source>
            <translation>stepline : avertissement : le profil n'a pas de %1 ; chaque graphique l'indique</translation>
        </message>
        <message>
            <source>set with --set on the command line</source>
            <translation>définis avec --set sur la ligne de commande</translation>
        </message>
        <message>
            <source>--match is exact or normalized</source>
            <translation>--match vaut exact ou normalized</translation>
        </message>
        <message>
            <source>--match needs --compare BASE</source>
            <translation>--match nécessite --compare BASE</translation>
        </message>
    </context>
    <context>
        <name>ExportTimelineCommand</name>
        <message>
            <source>--from needs a time in ns (0 or more)</source>
            <translation>--from attend un temps en ns (0 ou plus)</translation>
        </message>
        <message>
            <source>--to needs a time in ns (0 or more)</source>
            <translation>--to attend un temps en ns (0 ou plus)</translation>
        </message>
        <message>
            <source>--step needs a step number</source>
            <translation>--step attend un numéro d'étape</translation>
        </message>
        <message>
            <source>--size is WIDTHxHEIGHT in pixels, from 200x100 to 10000x10000</source>
            <translation>--size vaut LARGEURxHAUTEUR en pixels, de 200x100 à 10000x10000</translation>
        </message>
        <message>
            <source>--rows needs a regular expression</source>
            <translation>--rows attend une expression régulière</translation>
        </message>
        <message>
            <source>unexpected argument: %1</source>
            <translation>argument inattendu : %1</translation>
        </message>
        <message>
            <source>PATH and -o FILE are required</source>
            <translation>PATH et -o FICHIER sont obligatoires</translation>
        </message>
        <message>
            <source>--from and --to go together</source>
            <translation>--from et --to vont ensemble</translation>
        </message>
        <message>
            <source>--to must be after --from</source>
            <translation>--to doit être après --from</translation>
        </message>
        <message>
            <source>use either --from/--to or --step</source>
            <translation>utilisez soit --from/--to, soit --step</translation>
        </message>
        <message>
            <source>no image writer for .%1</source>
            <translation>aucun encodeur d'image pour .%1</translation>
        </message>
    </context>
    <context>
        <name>JobsCommand</name>
        <message>
            <source>stepline jobs: warning: the facts cache was not saved (%1)</source>
            <translation>stepline jobs : avertissement : le cache des informations n'a pas été enregistré (%1)</translation>
        </message>
    </context>
    <context>
        <name>stepline::LoadError</name>
        <message>
            <source>(byte %1)</source>
            <translation>(octet %1)</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>Lecture</translation>
        </message>
        <message>
            <source>The compressed file is damaged. Download or copy it again, or decompress it with gzip -d / zstd -d to see how far it reads.</source>
            <translation>Le fichier compressé est endommagé. Téléchargez-le ou copiez-le à nouveau, ou décompressez-le avec gzip -d / zstd -d pour voir jusqu'où il se lit.</translation>
        </message>
        <message>
            <source>This JSON has no "traceEvents" array, so it is not a Chrome/PyTorch trace (top-level keys: %1).</source>
            <translation>Ce JSON n'a pas de tableau "traceEvents" : ce n'est donc pas une trace Chrome/PyTorch (clés de premier niveau : %1).</translation>
        </message>
        <message>
            <source>Open the .json / .pt.trace.json file written by the PyTorch profiler (torch.profiler) or another Chrome-trace producer.</source>
            <translation>Ouvrez le fichier .json / .pt.trace.json écrit par le profileur PyTorch (torch.profiler) ou un autre producteur de traces Chrome.</translation>
        </message>
        <message>
            <source>The trace contains no events.</source>
            <translation>La trace ne contient aucun événement.</translation>
        </message>
        <message>
            <source>None of the %1 events of this trace can be shown (only metadata, flows or skipped events).</source>
            <translation>Aucun des %1 événements de cette trace ne peut être affiché (uniquement des métadonnées, des flux ou des événements ignorés).</translation>
        </message>
        <message>
            <source>Record a profile with at least one active step (torch.profiler.schedule with active &gt;= 1) and export it again.</source>
            <translation>Enregistrez un profil avec au moins une étape active (torch.profiler.schedule avec active &gt;= 1) et exportez-le à nouveau.</translation>
        </message>
        <message>
            <source>Not a trace: %1.</source>
            <translation>Pas une trace : %1.</translation>
        </message>
        <message>
            <source>Open the .json / .json.gz / .json.zst trace written by the PyTorch profiler or another Chrome-trace producer.</source>
            <translation>Ouvrez la trace .json / .json.gz / .json.zst écrite par le profileur PyTorch ou un autre producteur de traces Chrome.</translation>
        </message>
        <message>
            <source>Cannot load: %1.</source>
            <translation>Chargement impossible : %1.</translation>
        </message>
        <message>
            <source>The file is probably damaged; check it with a JSON tool.</source>
            <translation>Le fichier est probablement endommagé ; vérifiez-le avec un outil JSON.</translation>
        </message>
        <message>
            <source>The JSON is malformed here: %1.</source>
            <translation>Le JSON est mal formé ici : %1.</translation>
        </message>
        <message>
            <source>The file is damaged or was edited by hand. Export the trace again, or fix the JSON at this position.</source>
            <translation>Le fichier est endommagé ou a été modifié à la main. Exportez à nouveau la trace ou corrigez le JSON à cette position.</translation>
        </message>
        <message>
            <source>Loading was canceled.</source>
            <translation>Le chargement a été annulé.</translation>
        </message>
        <message>
            <source>The trace has more events than Stepline can index (about 4 billion).</source>
            <translation>La trace contient plus d'événements que Stepline ne peut en indexer (environ 4 milliards).</translation>
        </message>
        <message>
            <source>Record a shorter window (fewer active steps) or split the trace.</source>
            <translation>Enregistrez une fenêtre plus courte (moins d'étapes actives) ou découpez la trace.</translation>
        </message>
        <message>
            <source>The gzip data is corrupt at compressed byte %1 (%2).</source>
            <translation>Les données gzip sont corrompues à l'octet compressé %1 (%2).</translation>
        </message>
        <message>
            <source>The zstd data is corrupt at compressed byte %1 (%2).</source>
            <translation>Les données zstd sont corrompues à l'octet compressé %1 (%2).</translation>
        </message>
        <message>
            <source>The file does not exist.</source>
            <translation>Le fichier n'existe pas.</translation>
        </message>
        <message>
            <source>The file cannot be read: %1.</source>
            <translation>Le fichier ne peut pas être lu : %1.</translation>
        </message>
        <message>
            <source>Check the path and the file permissions.</source>
            <translation>Vérifiez le chemin et les droits d'accès du fichier.</translation>
        </message>
        <message>
            <source>The file is empty.</source>
            <translation>Le fichier est vide.</translation>
        </message>
        <message>
            <source>The profiler may still be writing it, or it crashed before writing.</source>
            <translation>Le profileur est peut-être encore en train de l'écrire, ou il s'est arrêté avant d'écrire.</translation>
        </message>
        <message>
            <source>Loading this file needs about %1 MiB of memory, but only %2 MiB are available.</source>
            <translation>Le chargement de ce fichier nécessite environ %1 Mio de mémoire, mais seuls %2 Mio sont disponibles.</translation>
        </message>
        <message>
            <source>Reading the file failed: %1.</source>
            <translation>La lecture du fichier a échoué : %1.</translation>
        </message>
        <message>
            <source>Indexing</source>
            <translation>Indexation</translation>
        </message>
        <message>
            <source>The path does not exist.</source>
            <translation>Le chemin n'existe pas.</translation>
        </message>
        <message>
            <source>Check the path.</source>
            <translation>Vérifiez le chemin.</translation>
        </message>
        <message>
            <source>Point Stepline at the folder the profiler wrote its traces to.</source>
            <translation>Indiquez à Stepline le dossier dans lequel le profileur a écrit ses traces.</translation>
        </message>
        <message>
            <source>Loading these %1 files needs about %2 MiB of memory, but only %3 MiB are available.</source>
            <translation>Le chargement de ces %1 fichiers nécessite environ %2 Mio de mémoire, mais seuls %3 Mio sont disponibles.</translation>
        </message>
        <message>
            <source>No file in this folder is a trace. First problem: %1</source>
            <translation>Aucun fichier de ce dossier n'est une trace. Premier problème : %1</translation>
        </message>
        <message>
            <source>The file cannot be read: %1</source>
            <translation>Le fichier ne peut pas être lu : %1</translation>
        </message>
        <message>
            <source>Check the file's permissions.</source>
            <translation>Vérifiez les droits d'accès du fichier.</translation>
        </message>
        <message>
            <source>Reading system metrics</source>
            <translation>Lecture des métriques système</translation>
        </message>
        <message>
            <source>No complete SageMaker Debugger system-metrics line in the file.</source>
            <translation>Le fichier ne contient aucune ligne complète de métriques système SageMaker Debugger.</translation>
        </message>
        <message>
            <source>Each line must be a JSON object with Dimension, Value and Timestamp.</source>
            <translation>Chaque ligne doit être un objet JSON avec Dimension, Value et Timestamp.</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is inconsistent: %3</source>
            <translation>Le bloc '%1' à l'octet %2 est incohérent : %3</translation>
        </message>
        <message>
            <source>The file is damaged. Copy it again, or convert the source trace again with 'stepline convert SOURCE -o FILE.stepline'.</source>
            <translation>Le fichier est endommagé. Copiez-le à nouveau ou reconvertissez la trace source avec 'stepline convert SOURCE -o FILE.stepline'.</translation>
        </message>
        <message>
            <source>Cannot open the file: %1</source>
            <translation>Impossible d'ouvrir le fichier : %1</translation>
        </message>
        <message>
            <source>This is not a Stepline file (wrong magic number).</source>
            <translation>Ce n'est pas un fichier Stepline (mauvais nombre magique).</translation>
        </message>
        <message>
            <source>Open a .stepline file written by 'stepline convert', or the original trace.</source>
            <translation>Ouvrez un fichier .stepline écrit par 'stepline convert', ou la trace d'origine.</translation>
        </message>
        <message>
            <source>The file is truncated: it ends inside its %1-byte header.</source>
            <translation>Le fichier est tronqué : il se termine dans son en-tête de %1 octets.</translation>
        </message>
        <message>
            <source>This file uses Stepline format version %1; this build reads version %2.</source>
            <translation>Ce fichier utilise la version %1 du format Stepline ; cette version lit la version %2.</translation>
        </message>
        <message>
            <source>Open it with a newer Stepline, or convert the source trace again with this one.</source>
            <translation>Ouvrez-le avec un Stepline plus récent, ou reconvertissez la trace source avec celui-ci.</translation>
        </message>
        <message>
            <source>The file is truncated at byte %1: its end marker is missing (%2 complete blocks).</source>
            <translation>Le fichier est tronqué à l'octet %1 : son marqueur de fin manque (%2 blocs complets).</translation>
        </message>
        <message>
            <source>Read error: %1</source>
            <translation>Erreur de lecture : %1</translation>
        </message>
        <message>
            <source>Check the disk.</source>
            <translation>Vérifiez le disque.</translation>
        </message>
        <message>
            <source>The block header at byte %1 is damaged (checksum mismatch).</source>
            <translation>L'en-tête de bloc à l'octet %1 est endommagé (somme de contrôle incorrecte).</translation>
        </message>
        <message>
            <source>The block at byte %1 claims %2 bytes, more than the format allows.</source>
            <translation>Le bloc à l'octet %1 annonce %2 octets, plus que le format ne le permet.</translation>
        </message>
        <message>
            <source>The file is truncated at byte %1, inside block '%2' that starts at byte %3 and needs %4 more bytes.</source>
            <translation>Le fichier est tronqué à l'octet %1, dans le bloc '%2' qui commence à l'octet %3 et requiert encore %4 octets.</translation>
        </message>
        <message>
            <source>The file does not start with its description block.</source>
            <translation>Le fichier ne commence pas par son bloc de description.</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (bad compressed-data header).</source>
            <translation>Le bloc '%1' à l'octet %2 est endommagé (en-tête de données compressées incorrect).</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (checksum mismatch).</source>
            <translation>Le bloc '%1' à l'octet %2 est endommagé (somme de contrôle incorrecte).</translation>
        </message>
        <message>
            <source>Block '%1' at byte %2 is damaged (%3).</source>
            <translation>Le bloc '%1' à l'octet %2 est endommagé (%3).</translation>
        </message>
        <message>
            <source>the description is cut short</source>
            <translation>la description est tronquée</translation>
        </message>
        <message>
            <source>a table claims %1 rows</source>
            <translation>une table annonce %1 lignes</translation>
        </message>
        <message>
            <source>the string table is empty</source>
            <translation>la table des chaînes est vide</translation>
        </message>
        <message>
            <source>bad rank count</source>
            <translation>nombre de rangs incorrect</translation>
        </message>
        <message>
            <source>bad device count</source>
            <translation>nombre de périphériques incorrect</translation>
        </message>
        <message>
            <source>bad metadata count</source>
            <translation>nombre de métadonnées incorrect</translation>
        </message>
        <message>
            <source>bad process count</source>
            <translation>nombre de processus incorrect</translation>
        </message>
        <message>
            <source>bad track count</source>
            <translation>nombre de pistes incorrect</translation>
        </message>
        <message>
            <source>unknown track kind %1</source>
            <translation>type de piste inconnu %1</translation>
        </message>
        <message>
            <source>a track claims %1 depths</source>
            <translation>une piste annonce %1 profondeurs</translation>
        </message>
        <message>
            <source>bad counter series count</source>
            <translation>nombre de séries de compteurs incorrect</translation>
        </message>
        <message>
            <source>bad warning count</source>
            <translation>nombre d'avertissements incorrect</translation>
        </message>
        <message>
            <source>bad warning sample count</source>
            <translation>nombre d'échantillons d'avertissement incorrect</translation>
        </message>
        <message>
            <source>warning '%1' has inconsistent samples</source>
            <translation>l'avertissement '%1' a des échantillons incohérents</translation>
        </message>
        <message>
            <source>the description does not have the expected length</source>
            <translation>la description n'a pas la longueur attendue</translation>
        </message>
        <message>
            <source>%1 rows announced for '%2' but only %3 blocks hold them</source>
            <translation>%1 lignes annoncées pour '%2' mais seuls %3 blocs les contiennent</translation>
        </message>
        <message>
            <source>%1 more rows than announced</source>
            <translation>%1 lignes de plus qu'annoncé</translation>
        </message>
        <message>
            <source>row %1 holds an invalid value</source>
            <translation>la ligne %1 contient une valeur invalide</translation>
        </message>
        <message>
            <source>the column does not have the expected length</source>
            <translation>la colonne n'a pas la longueur attendue</translation>
        </message>
        <message>
            <source>more strings than announced</source>
            <translation>plus de chaînes qu'annoncé</translation>
        </message>
        <message>
            <source>string %1 is cut short</source>
            <translation>la chaîne %1 est tronquée</translation>
        </message>
        <message>
            <source>string %1 is empty or repeated</source>
            <translation>la chaîne %1 est vide ou répétée</translation>
        </message>
        <message>
            <source>trailing bytes after the strings</source>
            <translation>octets en trop après les chaînes</translation>
        </message>
        <message>
            <source>args blocks before their offsets</source>
            <translation>blocs args avant leurs décalages</translation>
        </message>
        <message>
            <source>bad args block count</source>
            <translation>nombre de blocs args incorrect</translation>
        </message>
        <message>
            <source>args block %1 is cut short</source>
            <translation>le bloc args %1 est tronqué</translation>
        </message>
        <message>
            <source>args block %1 is out of order</source>
            <translation>le bloc args %1 est dans le désordre</translation>
        </message>
        <message>
            <source>trailing bytes after the args blocks</source>
            <translation>octets en trop après les blocs args</translation>
        </message>
        <message>
            <source>a slice column has %1 rows instead of %2</source>
            <translation>une colonne de tranches a %1 lignes au lieu de %2</translation>
        </message>
        <message>
            <source>an instant column has %1 rows instead of %2</source>
            <translation>une colonne d'instants a %1 lignes au lieu de %2</translation>
        </message>
        <message>
            <source>counter columns have the wrong length</source>
            <translation>les colonnes de compteurs n'ont pas la bonne longueur</translation>
        </message>
        <message>
            <source>a flow column has %1 rows instead of %2</source>
            <translation>une colonne de flux a %1 lignes au lieu de %2</translation>
        </message>
        <message>
            <source>%1 strings instead of %2</source>
            <translation>%1 chaînes au lieu de %2</translation>
        </message>
        <message>
            <source>depth offsets have the wrong length</source>
            <translation>les décalages de profondeur n'ont pas la bonne longueur</translation>
        </message>
        <message>
            <source>the args blocks do not cover every args id</source>
            <translation>les blocs args ne couvrent pas chaque id args</translation>
        </message>
        <message>
            <source>a process refers to a missing rank or string</source>
            <translation>un processus fait référence à un rang ou une chaîne manquant</translation>
        </message>
        <message>
            <source>a track refers to a missing process, rank, string or slice</source>
            <translation>une piste fait référence à un processus, rang, une chaîne ou tranche manquant</translation>
        </message>
        <message>
            <source>a track's depths lie outside the depth table</source>
            <translation>les profondeurs d'une piste sont hors de la table des profondeurs</translation>
        </message>
        <message>
            <source>a track's depth offsets go backwards</source>
            <translation>les décalages de profondeur d'une piste reculent</translation>
        </message>
        <message>
            <source>a counter series refers to missing samples</source>
            <translation>une série de compteurs fait référence à des échantillons manquants</translation>
        </message>
        <message>
            <source>slice %1 has no track</source>
            <translation>la tranche %1 n'a pas de piste</translation>
        </message>
        <message>
            <source>instant %1 has no track</source>
            <translation>l'instant %1 n'a pas de piste</translation>
        </message>
        <message>
            <source>flow %1 has a missing end</source>
            <translation>le flux %1 a une extrémité manquante</translation>
        </message>
        <message>
            <source>Opening</source>
            <translation>Ouverture</translation>
        </message>
        <message>
            <source>a second description block</source>
            <translation>un second bloc de description</translation>
        </message>
        <message>
            <source>There is not enough memory to open this file.</source>
            <translation>Il n'y a pas assez de mémoire pour ouvrir ce fichier.</translation>
        </message>
        <message>
            <source>Close other programs or use a machine with more memory.</source>
            <translation>Fermez d'autres programmes ou utilisez une machine avec plus de mémoire.</translation>
        </message>
        <message>
            <source>--ranks takes rank numbers and ranges like 0,3 or 0-3,8 (got "%1")</source>
            <translation>--ranks attend des numéros de rangs et des plages comme 0,3 ou 0-3,8 (reçu « %1 »)</translation>
        </message>
        <message>
            <source>--window takes T0:T1, times since the job start like 2s:3s, 1500ms:2500ms or 1.5:2 (seconds) (got "%1")</source>
            <translation>--window attend T0:T1, des temps depuis le début du job comme 2s:3s, 1500ms:2500ms ou 1.5:2 (secondes) (reçu « %1 »)</translation>
        </message>
        <message>
            <source>--window is empty: T1 must be after T0 (got "%1")</source>
            <translation>--window est vide : T1 doit être après T0 (reçu « %1 »)</translation>
        </message>
        <message>
            <source>a cProfile dump block is cut short</source>
            <translation>un bloc de dump cProfile est tronqué</translation>
        </message>
        <message>
            <source>The job has no rank %1; its ranks are %2.</source>
            <translation>Le job n'a pas de rang %1 ; ses rangs sont %2.</translation>
        </message>
        <message>
            <source>Choose ranks the job has.</source>
            <translation>Choisissez des rangs que le job contient.</translation>
        </message>
        <message>
            <source>No event lies in the window %1 (times since the job start, 0 on the timeline).</source>
            <translation>Aucun événement dans la fenêtre %1 (temps depuis le début du job, 0 sur la chronologie).</translation>
        </message>
        <message>
            <source>Choose a window inside the job's duration (the timeline and stepline summary show it).</source>
            <translation>Choisissez une fenêtre dans la durée du job (la chronologie et stepline summary l'indiquent).</translation>
        </message>
        <message>
            <source>Load a subset of the ranks or a time window (--ranks, --window), or use a machine with more memory.</source>
            <translation>Chargez une partie des rangs ou une fenêtre de temps (--ranks, --window), ou utilisez une machine avec plus de mémoire.</translation>
        </message>
        <message>
            <source>the file is larger than 256 MiB (%1 MiB); it was not read</source>
            <translation>le fichier dépasse 256 Mio (%1 Mio) ; il n'a pas été lu</translation>
        </message>
        <message>
            <source>the file cannot be read: %1</source>
            <translation>le fichier ne peut pas être lu : %1</translation>
        </message>
        <message>
            <source>The cross-rank block (XRNK) is damaged.</source>
            <translation>Le bloc inter-rangs (XRNK) est endommagé.</translation>
        </message>
        <message>
            <source>Convert the source trace again with 'stepline convert SOURCE -o FILE.stepline'.</source>
            <translation>Convertissez de nouveau la trace source avec 'stepline convert SOURCE -o FILE.stepline'.</translation>
        </message>
        <message>
            <source>Rank %1 appears in two files.</source>
            <translation>Le rang %1 apparaît dans deux fichiers.</translation>
        </message>
        <message>
            <source>Keep one file per rank in the folder.</source>
            <translation>Gardez un seul fichier par rang dans le dossier.</translation>
        </message>
        <message>
            <source>the job's time range is invalid</source>
            <translation>la plage de temps du job n'est pas valide</translation>
        </message>
        <message>
            <source>slice %1 lies outside the job's time range</source>
            <translation>la tranche %1 est hors de la plage de temps du job</translation>
        </message>
        <message>
            <source>instant %1 lies outside the job's time range</source>
            <translation>l'événement instantané %1 est hors de la plage de temps du job</translation>
        </message>
        <message>
            <source>counter sample %1 lies outside the job's time range</source>
            <translation>l'échantillon de compteur %1 est hors de la plage de temps du job</translation>
        </message>
        <message>
            <source>A real trace this large needs a machine with more memory (or --force, which skips the memory check). A small file that inflates this much is usually damaged or made to exhaust memory: check it with 'gzip -l' / 'zstd -l'.</source>
            <translation>Une vraie trace aussi grande demande une machine avec plus de mémoire (ou --force, qui saute la vérification de mémoire). Un petit fichier qui se décompresse autant est en général endommagé ou fait pour épuiser la mémoire : vérifiez-le avec 'gzip -l' / 'zstd -l'.</translation>
        </message>
        <message>
            <source>%1 skipped for a bad number (a ts, dur, pid or tid that is not a usable number, such as 1e400), the first at byte %2</source>
            <translation>%1 ignorés pour un nombre invalide (ts, dur, pid ou tid inutilisable, comme 1e400), le premier à l'octet %2</translation>
        </message>
        <message>
            <source>%1 skipped as %2, the first at byte %3</source>
            <translation>%1 ignorés comme %2, le premier à l'octet %3</translation>
        </message>
        <message>
            <source>None of the %1 events of this trace can be shown: %2.</source>
            <translation>Aucun des %1 événements de cette trace ne peut être affiché : %2.</translation>
        </message>
        <message>
            <source>Look at the file at that byte offset: the producer wrote values this viewer cannot use. Fix them or export the trace again.</source>
            <translation>Regardez le fichier à cette position : le producteur a écrit des valeurs que ce visualiseur ne peut pas utiliser. Corrigez-les ou exportez de nouveau la trace.</translation>
        </message>
        <message>
            <source>The file inflates to more than %1 MiB after only %2 KiB of its compressed bytes, more than the memory check allowed for it; loading stopped there.</source>
            <translation>Le fichier se décompresse en plus de %1 Mio après seulement %2 Kio de ses octets compressés, plus que ce que la vérification de mémoire lui a accordé ; le chargement s'est arrêté là.</translation>
        </message>
        <message>
            <source>Inflating</source>
            <translation>Décompression</translation>
        </message>
        <message>
            <source>Reading the table %1 of this Nsight Systems export failed: %2.</source>
            <translation>La lecture de la table %1 de cet export Nsight Systems a échoué : %2.</translation>
        </message>
        <message>
            <source>The file may be damaged or cut short: export the report again (nsys export --type sqlite).</source>
            <translation>Le fichier est peut-être endommagé ou tronqué : exportez à nouveau le rapport (nsys export --type sqlite).</translation>
        </message>
        <message>
            <source>Reading the Nsight Systems export</source>
            <translation>Lecture de l'export Nsight Systems</translation>
        </message>
        <message>
            <source>The SQLite file is being written or was left half-written: %1 lies beside it, so its tables may be incomplete.</source>
            <translation>Le fichier SQLite est en cours d'écriture ou a été laissé à moitié écrit : %1 se trouve à côté, ses tables sont peut-être incomplètes.</translation>
        </message>
        <message>
            <source>Wait until nsys export has finished, or export the report again.</source>
            <translation>Attendez la fin de nsys export, ou exportez à nouveau le rapport.</translation>
        </message>
        <message>
            <source>The SQLite file is truncated: its header says %1 bytes, the file has %2.</source>
            <translation>Le fichier SQLite est tronqué : son en-tête indique %1 octets, le fichier en a %2.</translation>
        </message>
        <message>
            <source>Copy the whole file again, or export the report again (nsys export --type sqlite).</source>
            <translation>Copiez à nouveau le fichier entier, ou exportez à nouveau le rapport (nsys export --type sqlite).</translation>
        </message>
        <message>
            <source>SQLite cannot open the file: %1.</source>
            <translation>SQLite ne peut pas ouvrir le fichier : %1.</translation>
        </message>
        <message>
            <source>Check the file permissions, or export the report again.</source>
            <translation>Vérifiez les droits du fichier, ou exportez à nouveau le rapport.</translation>
        </message>
        <message>
            <source>SQLite cannot read the file: %1.</source>
            <translation>SQLite ne peut pas lire le fichier : %1.</translation>
        </message>
        <message>
            <source>The file is a SQLite database but not an Nsight Systems export: it has none of the tables StringIds, CUPTI_ACTIVITY_KIND_KERNEL, CUPTI_ACTIVITY_KIND_RUNTIME, NVTX_EVENTS, TARGET_INFO_GPU.</source>
            <translation>Le fichier est une base SQLite mais pas un export Nsight Systems : il n'a aucune des tables StringIds, CUPTI_ACTIVITY_KIND_KERNEL, CUPTI_ACTIVITY_KIND_RUNTIME, NVTX_EVENTS, TARGET_INFO_GPU.</translation>
        </message>
        <message>
            <source>Open a report exported with nsys export --type sqlite (a .nsys-rep file must be exported first).</source>
            <translation>Ouvrez un rapport exporté avec nsys export --type sqlite (un fichier .nsys-rep doit d'abord être exporté).</translation>
        </message>
        <message>
            <source>The Nsight Systems export holds no kernel, memcpy, memset, CUDA runtime or NVTX range (tables %1).</source>
            <translation>L'export Nsight Systems ne contient aucun kernel, memcpy, memset, appel du runtime CUDA ni intervalle NVTX (tables : %1).</translation>
        </message>
        <message>
            <source>Profile with CUDA or NVTX tracing on (nsys profile -t cuda,nvtx) and export again.</source>
            <translation>Profilez avec le traçage CUDA ou NVTX activé (nsys profile -t cuda,nvtx) et exportez à nouveau.</translation>
        </message>
        <message>
            <source>The folder holds no trace files (*.json, *.json.gz, *.json.zst, *.sqlite).</source>
            <translation>Le dossier ne contient aucun fichier de trace (*.json, *.json.gz, *.json.zst, *.sqlite).</translation>
        </message>
        <message>
            <source>The file changed while it was being read: it had %1 bytes when loading started and has %2 now, so the part after byte %3 was lost.</source>
            <translation>Le fichier a changé pendant sa lecture : il faisait %1 octets au début du chargement et en fait %2 maintenant, la partie après l'octet %3 est donc perdue.</translation>
        </message>
        <message>
            <source>Another program truncated or rewrote the file. If the profiler is still writing it, wait until it has finished; otherwise copy the file and open the copy.</source>
            <translation>Un autre programme a tronqué ou réécrit le fichier. Si le profileur l'écrit encore, attendez qu'il ait terminé ; sinon copiez le fichier et ouvrez la copie.</translation>
        </message>
        <message>
            <source>Memory ran out while loading: the load needed more memory than this process could get (other programs took it, a memory limit is set on this process, or --force went past the memory check).</source>
            <translation>La mémoire a manqué pendant le chargement : il fallait plus de mémoire que ce processus ne pouvait en obtenir (d'autres programmes l'occupent, une limite de mémoire est fixée pour ce processus, ou --force a passé outre la vérification de mémoire).</translation>
        </message>
        <message>
            <source>Close other programs, load a subset of the ranks or a time window (--ranks, --window), or use a machine with more memory.</source>
            <translation>Fermez d'autres programmes, chargez une partie des rangs ou une fenêtre de temps (--ranks, --window), ou utilisez une machine avec plus de mémoire.</translation>
        </message>
        <message>
            <source>Reading the file failed at byte %1: %2.</source>
            <translation>La lecture du fichier a échoué à l’octet %1 : %2.</translation>
        </message>
        <message>
            <source>The disk or the network file system reported an error. Copy the file to a local disk and open the copy.</source>
            <translation>Le disque ou le système de fichiers réseau a signalé une erreur. Copiez le fichier sur un disque local et ouvrez la copie.</translation>
        </message>
    </context>
    <context>
        <name>MemoryCheck</name>
        <message>
            <source>stepline: %1 would not fit in memory: loading it needs about %2 (a model of about %3 for %4 events, estimated from %5 of files), but only %6 is available.
Load part of the job: --ranks LIST (e.g. --ranks 0,3 or 0-3,8) and/or --window T0:T1 (e.g. --window 0s:10s, times since the job start); or pass --force to try anyway.</source>
            <translation>stepline : %1 ne tiendrait pas en mémoire : le charger demande environ %2 (un modèle d'environ %3 pour %4 événements, estimé à partir de %5 de fichiers), mais seuls %6 sont disponibles.
Chargez une partie du job : --ranks LISTE (p. ex. --ranks 0,3 ou 0-3,8) et/ou --window T0:T1 (p. ex. --window 0s:10s, temps depuis le début du job) ; ou passez --force pour essayer quand même.</translation>
        </message>
    </context>
    <context>
        <name>PythonStatsCommand</name>
        <message>
            <source>%1 does not exist</source>
            <translation>%1 n'existe pas</translation>
        </message>
        <message>
            <source>%1 is neither a folder, a .stepline file nor a python_stats dump</source>
            <translation>%1 n'est ni un dossier, ni un fichier .stepline, ni un dump python_stats</translation>
        </message>
        <message>
            <source>no Python profiler dump (python_stats, python_stats.json) below %1</source>
            <translation>aucun dump de profileur Python (python_stats, python_stats.json) sous %1</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH manquant</translation>
        </message>
        <message>
            <source>--profiler is cprofile or pyinstrument</source>
            <translation>--profiler vaut cprofile ou pyinstrument</translation>
        </message>
        <message>
            <source>--mode is train, eval, predict or global</source>
            <translation>--mode vaut train, eval, predict ou global</translation>
        </message>
        <message>
            <source>--modes needs START:END, such as train:eval</source>
            <translation>--modes attend DÉBUT:FIN, par exemple train:eval</translation>
        </message>
        <message>
            <source>--mode and --modes disagree</source>
            <translation>--mode et --modes se contredisent</translation>
        </message>
        <message>
            <source>--phase is initialization, training_loop or finalization</source>
            <translation>--phase vaut initialization, training_loop ou finalization</translation>
        </message>
        <message>
            <source>--steps needs A:B or A (step numbers)</source>
            <translation>--steps attend A:B ou A (numéros de pas)</translation>
        </message>
        <message>
            <source>--step-phases needs two of start, stepstart, forwardpassend, stepend, end</source>
            <translation>--step-phases attend deux valeurs parmi start, stepstart, forwardpassend, stepend, end</translation>
        </message>
        <message>
            <source>--steps A:B needs A &lt;= B</source>
            <translation>--steps A:B attend A &lt;= B</translation>
        </message>
        <message>
            <source>--step-phases needs --steps</source>
            <translation>--step-phases nécessite --steps</translation>
        </message>
        <message>
            <source>--from-us and --to-us take microseconds since the epoch</source>
            <translation>--from-us et --to-us prennent des microsecondes depuis l'epoch</translation>
        </message>
        <message>
            <source>--to-us is before --from-us</source>
            <translation>--to-us est avant --from-us</translation>
        </message>
        <message>
            <source>--top needs a positive number</source>
            <translation>--top attend un nombre positif</translation>
        </message>
        <message>
            <source>no node %1; the dumps have %2</source>
            <translation>aucun nœud %1 ; les dumps ont %2</translation>
        </message>
        <message>
            <source>stepline python-stats: PATH has cProfile and pyinstrument dumps; showing cProfile's (--profiler pyinstrument for the others)</source>
            <translation>stepline python-stats : PATH contient des dumps cProfile et pyinstrument ; affichage de ceux de cProfile (--profiler pyinstrument pour les autres)</translation>
        </message>
        <message numerus="yes">
            <source>stepline python-stats: %n selected dump(s) could not be read (see --list)</source>
            <translation>
                <numerusform>stepline python-stats : %n dump sélectionné n'a pas pu être lu (voir --list)</numerusform>
                <numerusform>stepline python-stats : %n dumps sélectionnés n'ont pas pu être lus (voir --list)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>QObject</name>
        <message>
            <source>no profile</source>
            <translation>aucun profil</translation>
        </message>
        <message>
            <source>invalid --rows regular expression: %1</source>
            <translation>expression régulière --rows invalide : %1</translation>
        </message>
        <message>
            <source>there is no ProfilerStep#%1 in this profile</source>
            <translation>il n'y a pas de ProfilerStep#%1 dans ce profil</translation>
        </message>
    </context>
    <context>
        <name>RulesCommand</name>
        <message>
            <source>--set needs Rule.param=value</source>
            <translation>--set nécessite Rule.param=value</translation>
        </message>
        <message>
            <source>missing PATH</source>
            <translation>PATH manquant</translation>
        </message>
    </context>
    <context>
        <name>RulesReport</name>
        <message>
            <source>%1 (continued)</source>
            <translation>%1 (suite)</translation>
        </message>
        <message>
            <source>Triggered</source>
            <translation>Déclenchée</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Not applicable</source>
            <translation>Non applicable</translation>
        </message>
        <message>
            <source>%1 – %2 (%3)</source>
            <translation>%1 – %2 (%3)</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Chronologie</translation>
        </message>
        <message>
            <source>Dashboard</source>
            <translation>Tableau de bord</translation>
        </message>
        <message>
            <source>Rules summary</source>
            <translation>Résumé des règles</translation>
        </message>
        <message>
            <source>The SageMaker Debugger built-in rules (ProfilerReport) on the whole job: %1 triggered, %2 ok, %3 not applicable.</source>
            <translation>Les règles intégrées de SageMaker Debugger (ProfilerReport) sur toute la tâche : %1 déclenchées, %2 OK, %3 non applicables.</translation>
        </message>
        <message>
            <source>This profile has no system metrics: GPU utilization is derived from the trace (METRICS.md), not measured.</source>
            <translation>Ce profil n'a pas de métriques système : l'utilisation GPU est déduite de la trace (METRICS.md), pas mesurée.</translation>
        </message>
        <message>
            <source>Nothing to do.</source>
            <translation>Rien à faire.</translation>
        </message>
        <message>
            <source>p. %1</source>
            <translation>p. %1</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>Règle</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Verdict</translation>
        </message>
        <message>
            <source>Why</source>
            <translation>Pourquoi</translation>
        </message>
        <message>
            <source>Advice</source>
            <translation>Conseil</translation>
        </message>
        <message>
            <source>Section</source>
            <translation>Section</translation>
        </message>
        <message>
            <source>Each rule has its own section after the charts, in this order: the parameters used, the evidence (times are since the start of the job) and the advice.</source>
            <translation>Chaque règle a sa propre section après les graphiques, dans cet ordre : les paramètres utilisés, les éléments probants (temps depuis le début de la tâche) et le conseil.</translation>
        </message>
        <message>
            <source>Needs: %1</source>
            <translation>Nécessite : %1</translation>
        </message>
        <message>
            <source>Not applicable because: %1</source>
            <translation>Non applicable, car : %1</translation>
        </message>
        <message>
            <source>Why: %1</source>
            <translation>Pourquoi : %1</translation>
        </message>
        <message>
            <source>Uses derived data: utilization computed from the trace, not measured by a system monitor.</source>
            <translation>Utilise des données dérivées : l'utilisation est calculée à partir de la trace, pas mesurée par un moniteur système.</translation>
        </message>
        <message>
            <source>Parameters</source>
            <translation>Paramètres</translation>
        </message>
        <message>
            <source>This rule has no parameters.</source>
            <translation>Cette règle n'a pas de paramètres.</translation>
        </message>
        <message>
            <source>%1 (changed)</source>
            <translation>%1 (modifié)</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>Paramètre</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Default</source>
            <translation>Par défaut</translation>
        </message>
        <message>
            <source>Meaning</source>
            <translation>Signification</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>Éléments probants</translation>
        </message>
        <message>
            <source>No evidence recorded.</source>
            <translation>Aucun élément probant enregistré.</translation>
        </message>
        <message>
            <source>Fact</source>
            <translation>Fait</translation>
        </message>
        <message>
            <source>Time range</source>
            <translation>Plage de temps</translation>
        </message>
        <message>
            <source>Open in</source>
            <translation>Ouvrir dans</translation>
        </message>
        <message>
            <source>Parameters: the documented defaults.</source>
            <translation>Paramètres : les valeurs par défaut documentées.</translation>
        </message>
        <message>
            <source>Parameters: the documented defaults except %1 (%2).</source>
            <translation>Paramètres : les valeurs par défaut documentées sauf %1 (%2).</translation>
        </message>
    </context>
    <context>
        <name>stepline::SteplineWriter</name>
        <message>
            <source>A block of the profile is too large for the format (%1 bytes).</source>
            <translation>Un bloc du profil est trop grand pour le format (%1 octets).</translation>
        </message>
        <message>
            <source>Compression failed: %1</source>
            <translation>La compression a échoué : %1</translation>
        </message>
        <message>
            <source>The profile is still being built (unsealed args); finalize it first.</source>
            <translation>Le profil est encore en construction (args non scellés) ; finalisez-le d'abord.</translation>
        </message>
    </context>
    <context>
        <name>WarningText</name>
        <message>
            <source>file ends early (truncated)</source>
            <translation>le fichier se termine trop tôt (tronqué)</translation>
        </message>
        <message>
            <source>events skipped for a bad number (a ts, dur, pid or tid that is not a usable number, such as 1e400)</source>
            <translation>événements ignorés pour un nombre invalide (ts, dur, pid ou tid inutilisable, comme 1e400)</translation>
        </message>
        <message>
            <source>malformed events skipped</source>
            <translation>événements malformés ignorés</translation>
        </message>
        <message>
            <source>events without a timestamp skipped</source>
            <translation>événements sans horodatage ignorés</translation>
        </message>
        <message>
            <source>events with a negative duration skipped</source>
            <translation>événements de durée négative ignorés</translation>
        </message>
        <message>
            <source>events of an unknown phase skipped</source>
            <translation>événements de phase inconnue ignorés</translation>
        </message>
        <message>
            <source>events of an unsupported phase (samples, snapshots) skipped</source>
            <translation>événements de phase non prise en charge (échantillons, instantanés) ignorés</translation>
        </message>
        <message>
            <source>end events without a begin</source>
            <translation>événements de fin sans début</translation>
        </message>
        <message>
            <source>begin events without an end</source>
            <translation>événements de début sans fin</translation>
        </message>
        <message>
            <source>files without baseTimeNanoseconds, aligned with the other ranks' time base</source>
            <translation>fichiers sans baseTimeNanoseconds, alignés sur la base de temps des autres rangs</translation>
        </message>
        <message>
            <source>GPU side not traced</source>
            <translation>côté GPU non tracé</translation>
        </message>
        <message>
            <source>flow ends without a start (written on calls that launch nothing)</source>
            <translation>fins de flux sans début (écrites sur des appels qui ne lancent rien)</translation>
        </message>
        <message>
            <source>flow starts without an end</source>
            <translation>débuts de flux sans fin</translation>
        </message>
        <message>
            <source>flow points on no event</source>
            <translation>points de flux sur aucun événement</translation>
        </message>
        <message>
            <source>partially overlapping events drawn on an extra lane</source>
            <translation>événements en chevauchement partiel dessinés sur une voie supplémentaire</translation>
        </message>
        <message>
            <source>GPU ops with no matching launch call in the trace</source>
            <translation>opérations GPU sans appel de lancement correspondant dans la trace</translation>
        </message>
        <message>
            <source>data after the end of the JSON ignored</source>
            <translation>données après la fin du JSON ignorées</translation>
        </message>
        <message>
            <source>files of the folder that could not be read</source>
            <translation>fichiers du dossier illisibles</translation>
        </message>
        <message>
            <source>a second, different baseTimeNanoseconds ignored</source>
            <translation>un second baseTimeNanoseconds différent ignoré</translation>
        </message>
        <message>
            <source>no byte offset (counted after reading)</source>
            <translation>pas de position en octets (compté après la lecture)</translation>
        </message>
        <message>
            <source>first at byte %1 of rank %2</source>
            <translation>d'abord à l'octet %1 du rang %2</translation>
        </message>
        <message>
            <source>%1 launches, no GPU activity recorded: the GPU side was not traced (%2)</source>
            <translation>%1 lancements, aucune activité GPU enregistrée : le côté GPU n'a pas été tracé (%2)</translation>
        </message>
        <message>
            <source>%1: %2 (%3)</source>
            <translation>%1 : %2 (%3)</translation>
        </message>
        <message>
            <source>Data skipped, cut or changed:</source>
            <translation>Données ignorées, coupées ou modifiées :</translation>
        </message>
        <message>
            <source>Notes on how the trace was written (nothing lost):</source>
            <translation>Remarques sur l'écriture de la trace (rien de perdu) :</translation>
        </message>
        <message>
            <source>host events of processes without GPU activity left out (no rank)</source>
            <translation>événements hôte de processus sans activité GPU écartés (pas un rang)</translation>
        </message>
        <message>
            <source>ranks where no NVTX range matches the step range (they have no steps)</source>
            <translation>rangs où aucune plage NVTX ne correspond à la plage de pas (ils n'ont pas de pas)</translation>
        </message>
        <message>
            <source>ranks with ProfilerStep#N steps, kept instead of the step range's ranges</source>
            <translation>rangs avec des pas ProfilerStep#N, gardés à la place des plages de la plage de pas</translation>
        </message>
        <message>
            <source>rows ending before their start kept with a duration of 0</source>
            <translation>lignes finissant avant leur début conservées avec une durée de 0</translation>
        </message>
    </context>
    <context>
        <name>stepline</name>
        <message>
            <source>Active time: the length of the union of all GPU activity (kernels, memcpy, memset) on a device, clipped to its rank's window. Idle time: window length minus active time. Summed over every GPU of the selected scope.</source>
            <translation>Temps actif : la longueur de l'union de toute l'activité GPU (kernels, memcpy, memset) d'un périphérique, limitée à la fenêtre de son rang. Temps inactif : longueur de la fenêtre moins le temps actif. Sommé sur tous les GPU de la portée choisie.</translation>
        </message>
        <message>
            <source>CPU active time: the length of the union of all host events of a rank over all its profiled threads, clipped to the window (time in which at least one profiled thread was busy). Idle: window minus active. Summed over the ranks of the scope.</source>
            <translation>Temps CPU actif : la longueur de l'union de tous les événements hôte d'un rang sur tous ses threads profilés, limitée à la fenêtre (temps pendant lequel au moins un thread profilé était occupé). Inactif : fenêtre moins temps actif. Sommé sur les rangs de la portée.</translation>
        </message>
        <message>
            <source>Kernels grouped by exact name; the k names with the largest total duration (ties by name) plus one "other" slice for the rest. Overlapping kernels count twice: this is work, not wall time.</source>
            <translation>Kernels regroupés par nom exact ; les k noms de plus grande durée totale (à égalité, par nom) plus une part « other » pour le reste. Les kernels qui se chevauchent comptent deux fois : c'est du travail, pas du temps réel.</translation>
        </message>
        <message>
            <source>The 15 kernel names with the largest total duration (sum of their durations), ties by name. Click a bar to select that kernel in the timeline.</source>
            <translation>Les 15 noms de kernels de plus grande durée totale (somme de leurs durées), à égalité par nom. Cliquez sur une barre pour sélectionner ce kernel dans la chronologie.</translation>
        </message>
        <message>
            <source>Kernel launches grouped by exact name; the k most launched names (count, then total time, then name) plus one "other" slice.</source>
            <translation>Lancements de kernels regroupés par nom exact ; les k noms les plus lancés (nombre, puis temps total, puis nom) plus une part « other ».</translation>
        </message>
        <message>
            <source>The 15 most launched kernel names: count descending, then total time, then name. Click a bar to select that kernel in the timeline.</source>
            <translation>Les 15 noms de kernels les plus lancés : nombre décroissant, puis temps total, puis nom. Cliquez sur une barre pour sélectionner ce kernel dans la chronologie.</translation>
        </message>
        <message>
            <source>Durations of ProfilerStep#N host events of the scope (and of the GPU-side ProfilerStep annotations where the trace has them), binned by the Freedman-Diaconis rule (5 to 50 bins). Click a bin to list its steps; double-click a step to zoom the timeline to it.</source>
            <translation>Durées des événements hôte ProfilerStep#N de la portée (et des annotations ProfilerStep côté GPU lorsque la trace en contient), réparties selon la règle de Freedman-Diaconis (5 à 50 classes). Cliquez sur une classe pour lister ses étapes ; double-cliquez sur une étape pour y zoomer la chronologie.</translation>
        </message>
        <message>
            <source>Kernel time by precision, from the demangled kernel name (first matching rule wins), then args.dtype, then the launching op's Input type. The classes sum to the total kernel time; "Unknown" is always shown.</source>
            <translation>Temps des kernels par précision, d'après le nom démanglé du kernel (la première règle qui correspond l'emporte), puis args.dtype, puis le Input type de l'opération qui le lance. Les classes totalisent le temps des kernels ; « Unknown » est toujours affiché.</translation>
        </message>
        <message>
            <source>Sum of durations of kernels, gpu_memcpy, gpu_memset and GPU-side cuda_sync events (sync is absent from older traces).</source>
            <translation>Somme des durées des kernels, gpu_memcpy, gpu_memset et événements cuda_sync côté GPU (sync est absent des traces anciennes).</translation>
        </message>
        <message>
            <source>Memcpy time split by the direction in the event name (HtoD, DtoH, DtoD, HtoH, PtoP, other), plus memset time.</source>
            <translation>Temps memcpy réparti selon la direction indiquée dans le nom de l'événement (HtoD, DtoH, DtoD, HtoH, PtoP, autre), plus le temps memset.</translation>
        </message>
        <message>
            <source>Durations of every user annotation (record_function range, category user_annotation) with this exact name in the scope, binned by the Freedman-Diaconis rule (5 to 50 bins).</source>
            <translation>Durées de toutes les annotations utilisateur (plage record_function, catégorie user_annotation) portant exactement ce nom dans la portée, réparties selon la règle de Freedman-Diaconis (5 à 50 classes).</translation>
        </message>
        <message>
            <source>Stepline dashboard chart</source>
            <translation>Graphique du tableau de bord Stepline</translation>
        </message>
        <message>
            <source>Stepline report</source>
            <translation>Rapport Stepline</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU activity (kernel, gpu_memcpy or gpu_memset events) in the selected scope.
Record with torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) or pick another scope.</source>
            <translation>Absent de ce profil : aucune activité GPU (événements kernel, gpu_memcpy ou gpu_memset) dans la portée choisie.
Enregistrez avec torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) ou choisissez une autre portée.</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU kernels in the selected scope.
Record with ProfilerActivity.CUDA enabled, or pick another scope.</source>
            <translation>Absent de ce profil : aucun kernel GPU dans la portée choisie.
Enregistrez avec ProfilerActivity.CUDA activé ou choisissez une autre portée.</translation>
        </message>
        <message>
            <source>Demangled: %1</source>
            <translation>Démanglé : %1</translation>
        </message>
        <message>
            <source>%1 launches; mean %2, min %3, max %4</source>
            <translation>%1 lancements ; moyenne %2, min %3, max %4</translation>
        </message>
        <message>
            <source>Time of all GPU kernels (top %1 + other)</source>
            <translation>Temps de tous les kernels GPU (top %1 + autres)</translation>
        </message>
        <message>
            <source>Launches of all GPU kernels (top %1 + other)</source>
            <translation>Lancements de tous les kernels GPU (top %1 + autres)</translation>
        </message>
        <message>
            <source>other (%1 kernels)</source>
            <translation>autres (%1 kernels)</translation>
        </message>
        <message>
            <source>%1 launches, %2</source>
            <translation>%1 lancements, %2</translation>
        </message>
        <message>
            <source>Top 15 kernels by time</source>
            <translation>Top 15 des kernels par temps</translation>
        </message>
        <message>
            <source>Top 15 kernels by launches</source>
            <translation>Top 15 des kernels par lancements</translation>
        </message>
        <message>
            <source>rank %1 · GPU %2</source>
            <translation>rang %1 · GPU %2</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>rang %1</translation>
        </message>
        <message>
            <source>GPU utilization over time</source>
            <translation>Utilisation GPU dans le temps</translation>
        </message>
        <message>
            <source>node %1 (mean of its GPUs)</source>
            <translation>nœud %1 (moyenne de ses GPU)</translation>
        </message>
        <message>
            <source>CPU utilization over time (profiled threads)</source>
            <translation>Utilisation CPU dans le temps (threads profilés)</translation>
        </message>
        <message>
            <source>Not in this profile: no host events (CPU thread rows) in the selected scope.
Record with ProfilerActivity.CPU, or pick another scope.</source>
            <translation>Absent de ce profil : aucun événement hôte (lignes de threads CPU) dans la portée choisie.
Enregistrez avec ProfilerActivity.CPU ou choisissez une autre portée.</translation>
        </message>
        <message>
            <source>GPU active time (1 GPU)</source>
            <translation>Temps GPU actif (1 GPU)</translation>
        </message>
        <message>
            <source>GPU active time (%1 GPUs)</source>
            <translation>Temps GPU actif (%1 GPU)</translation>
        </message>
        <message>
            <source>GPU active time</source>
            <translation>Temps GPU actif</translation>
        </message>
        <message>
            <source>active</source>
            <translation>actif</translation>
        </message>
        <message>
            <source>at least one kernel, memcpy or memset running</source>
            <translation>au moins un kernel, memcpy ou memset en cours</translation>
        </message>
        <message>
            <source>idle</source>
            <translation>inactif</translation>
        </message>
        <message>
            <source>window length minus active time</source>
            <translation>longueur de la fenêtre moins le temps actif</translation>
        </message>
        <message>
            <source>CPU active time (profiled threads)</source>
            <translation>Temps CPU actif (threads profilés)</translation>
        </message>
        <message>
            <source>at least one profiled thread busy</source>
            <translation>au moins un thread profilé occupé</translation>
        </message>
        <message>
            <source>GPU activity distribution</source>
            <translation>Répartition de l'activité GPU</translation>
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
            <translation>événements cuda_sync côté GPU</translation>
        </message>
        <message>
            <source>GPU memory operations</source>
            <translation>Opérations mémoire GPU</translation>
        </message>
        <message>
            <source>%1 operations</source>
            <translation>%1 opérations</translation>
        </message>
        <message>
            <source>Not in this profile: no gpu_memcpy or gpu_memset events in the selected scope.
The GPU ran kernels only, or memory activities were not recorded.</source>
            <translation>Absent de ce profil : aucun événement gpu_memcpy ou gpu_memset dans la portée choisie.
Le GPU n'a exécuté que des kernels, ou les activités mémoire n'ont pas été enregistrées.</translation>
        </message>
        <message>
            <source>Kernel time by precision</source>
            <translation>Temps des kernels par précision</translation>
        </message>
        <message>
            <source>%1 kernels</source>
            <translation>%1 kernels</translation>
        </message>
        <message>
            <source>Classified by name: %1, by args.dtype: %2, by the launching op's Input type: %3</source>
            <translation>Classés par nom : %1, par args.dtype : %2, par le Input type de l'opération qui lance : %3</translation>
        </message>
        <message>
            <source>Step time distribution</source>
            <translation>Répartition des durées d'étape</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations.
Use torch.profiler.schedule (the profiler then marks every step), or wrap each training iteration in record_function('ProfilerStep#N').</source>
            <translation>Absent de ce profil : aucune annotation ProfilerStep#N.
Utilisez torch.profiler.schedule (le profileur marque alors chaque étape) ou entourez chaque itération d'entraînement de record_function('ProfilerStep#N').</translation>
        </message>
        <message>
            <source>host steps (%1)</source>
            <translation>étapes hôte (%1)</translation>
        </message>
        <message>
            <source>GPU steps (%1)</source>
            <translation>étapes GPU (%1)</translation>
        </message>
        <message>
            <source>whole job</source>
            <translation>tâche entière</translation>
        </message>
        <message>
            <source>node %1</source>
            <translation>nœud %1</translation>
        </message>
        <message>
            <source>GPU %1:%2</source>
            <translation>GPU %1:%2</translation>
        </message>
        <message>
            <source>Job: %1</source>
            <translation>Tâche : %1</translation>
        </message>
        <message>
            <source>Format: %1</source>
            <translation>Format : %1</translation>
        </message>
        <message>
            <source>Scope: %1</source>
            <translation>Portée : %1</translation>
        </message>
        <message>
            <source>Ranks: %1, events: %2</source>
            <translation>Rangs : %1, événements : %2</translation>
        </message>
        <message>
            <source>Kernels: %1 launches of %2 distinct kernels, %3</source>
            <translation>Kernels : %1 lancements de %2 kernels distincts, %3</translation>
        </message>
        <message>
            <source>ProfilerSteps: %1</source>
            <translation>ProfilerSteps : %1</translation>
        </message>
        <message>
            <source>rank</source>
            <translation>rang</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>name</source>
            <translation>nom</translation>
        </message>
        <message>
            <source>active %</source>
            <translation>actif %</translation>
        </message>
        <message>
            <source>node</source>
            <translation>nœud</translation>
        </message>
        <message>
            <source>window</source>
            <translation>fenêtre</translation>
        </message>
        <message>
            <source>CPU active</source>
            <translation>CPU actif</translation>
        </message>
        <message>
            <source>CPU idle</source>
            <translation>CPU inactif</translation>
        </message>
        <message>
            <source>host sync</source>
            <translation>synchro hôte</translation>
        </message>
        <message>
            <source>Annotation “%1”: duration distribution</source>
            <translation>Annotation « %1 » : répartition des durées</translation>
        </message>
        <message>
            <source>Not in this profile: no user annotation named “%1” in the selected scope.
Wrap the code in torch.profiler.record_function('%1'), or pick a name from the list.</source>
            <translation>Absent de ce profil : aucune annotation utilisateur nommée « %1 » dans la portée choisie.
Entourez le code de torch.profiler.record_function('%1') ou choisissez un nom dans la liste.</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Whole job</source>
            <translation>Tâche entière</translation>
        </message>
        <message>
            <source>Node %1</source>
            <translation>Nœud %1</translation>
        </message>
        <message>
            <source>Rank %1</source>
            <translation>Rang %1</translation>
        </message>
        <message>
            <source>thread %1</source>
            <translation>thread %1</translation>
        </message>
        <message>
            <source> · rank %1</source>
            <translation> · rang %1</translation>
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
            <translation>&lt;i&gt;Cliquez sur un événement pour voir ses détails.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Demangled</source>
            <translation>Démanglé</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Catégorie</translation>
        </message>
        <message>
            <source> from job start</source>
            <translation> depuis le début de la tâche</translation>
        </message>
        <message>
            <source> absolute</source>
            <translation> absolu</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Début</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Durée</translation>
        </message>
        <message>
            <source>Self time</source>
            <translation>Temps propre</translation>
        </message>
        <message>
            <source>Thread/stream</source>
            <translation>Thread/flux</translation>
        </message>
        <message>
            <source>Depth</source>
            <translation>Profondeur</translation>
        </message>
        <message>
            <source>Args</source>
            <translation>Arguments</translation>
        </message>
        <message>
            <source>launched by %1</source>
            <translation>lancé par %1</translation>
        </message>
        <message>
            <source>framework op: %1</source>
            <translation>opération du framework : %1</translation>
        </message>
        <message>
            <source>forward op: %1</source>
            <translation>opération forward : %1</translation>
        </message>
        <message>
            <source>flow from %1</source>
            <translation>flux depuis %1</translation>
        </message>
        <message>
            <source>launched %1: %2</source>
            <translation>lancé %1 : %2</translation>
        </message>
        <message>
            <source>GPU op (External id) %1: %2</source>
            <translation>opération GPU (External id) %1 : %2</translation>
        </message>
        <message>
            <source>backward op: %1</source>
            <translation>opération backward : %1</translation>
        </message>
        <message>
            <source>flow to %1</source>
            <translation>flux vers %1</translation>
        </message>
        <message>
            <source>Range %1</source>
            <translation>Plage %1</translation>
        </message>
        <message>
            <source>Row</source>
            <translation>Ligne</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Événements</translation>
        </message>
        <message>
            <source>Busy</source>
            <translation>Occupé</translation>
        </message>
        <message>
            <source>The window cut into equal bins; per bin, GPU active time inside the bin divided by the bin length, per device. A node's curve is the mean of its devices; the per-GPU toggle shows each device. Where the profile has system metrics (SageMaker Debugger GPUUtilization), a dashed "system GPU" curve per node: per bin, the mean of all its GPUs' samples in the bin.</source>
            <translation>La fenêtre découpée en intervalles égaux ; pour chaque intervalle, le temps actif GPU dans l'intervalle divisé par sa longueur, par périphérique. La courbe d'un nœud est la moyenne de ses périphériques ; l'option par GPU montre chaque périphérique. Si le profil contient des métriques système (GPUUtilization de SageMaker Debugger), une courbe « GPU système » en pointillés par nœud : pour chaque intervalle, la moyenne de tous les échantillons de ses GPU dans l'intervalle.</translation>
        </message>
        <message>
            <source>Per bin of the rank's window, the union of host events inside the bin divided by the bin length; one curve per rank. Where the profile has system metrics (SageMaker Debugger CPUUtilization per core), a dashed "system CPU" curve per node: per bin, the mean of all its cores' samples taken in the bin (bins without a sample are skipped).</source>
            <translation>Pour chaque intervalle de la fenêtre du rang, l'union des événements hôte dans l'intervalle divisée par sa longueur ; une courbe par rang. Si le profil contient des métriques système (CPUUtilization par cœur de SageMaker Debugger), une courbe « CPU système » en pointillés par nœud : pour chaque intervalle, la moyenne de tous les échantillons de ses cœurs pris dans l'intervalle (les intervalles sans échantillon sont ignorés).</translation>
        </message>
        <message>
            <source>node %1: system CPU (mean over %2 cores)</source>
            <translation>nœud %1 : CPU système (moyenne sur %2 cœurs)</translation>
        </message>
        <message>
            <source>node %1: system GPU (mean over %2 GPUs)</source>
            <translation>nœud %1 : GPU système (moyenne sur %2 GPU)</translation>
        </message>
        <message>
            <source>CPU utilization over time (profiled threads and system)</source>
            <translation>Utilisation CPU dans le temps (threads profilés et système)</translation>
        </message>
        <message>
            <source>System CPU utilization over time</source>
            <translation>Utilisation CPU du système dans le temps</translation>
        </message>
        <message>
            <source>computation</source>
            <translation>calcul</translation>
        </message>
        <message>
            <source>exposed communication</source>
            <translation>communication exposée</translation>
        </message>
        <message>
            <source>exposed memcpy</source>
            <translation>memcpy exposé</translation>
        </message>
        <message>
            <source>idle: queued</source>
            <translation>inactif : en file</translation>
        </message>
        <message>
            <source>idle: launch</source>
            <translation>inactif : lancement</translation>
        </message>
        <message>
            <source>idle: data loader</source>
            <translation>inactif : chargeur de données</translation>
        </message>
        <message>
            <source>idle: sync</source>
            <translation>inactif : synchronisation</translation>
        </message>
        <message>
            <source>idle: host ops</source>
            <translation>inactif : opérations hôte</translation>
        </message>
        <message>
            <source>idle: host other</source>
            <translation>inactif : hôte autre</translation>
        </message>
        <message>
            <source>idle: unattributed</source>
            <translation>inactif : non attribué</translation>
        </message>
        <message>
            <source>Per device, its GPU span (first GPU activity start to last end) split into computation (|union of compute kernels and memsets|), exposed communication (NCCL/RCCL kernels not hidden behind computation), exposed memcpy (copies hidden behind neither) and idle time; every idle nanosecond has one cause: queued, launch, data loader, sync, host ops, host other or unattributed (METRICS.md "Why the GPU was idle").</source>
            <translation>Pour chaque périphérique, sa plage GPU (du début de la première activité GPU à la fin de la dernière) répartie en calcul (|union des noyaux de calcul et des memsets|), communication exposée (noyaux NCCL/RCCL non masqués par le calcul), memcpy exposé (copies masquées par aucun des deux) et temps inactif ; chaque nanoseconde inactive a une seule cause : queued, launch, data loader, sync, host ops, host other ou unattributed (METRICS.md "Why the GPU was idle").</translation>
        </message>
        <message>
            <source>The idle time inside the GPU spans split by cause, as shares of it: queued (the work was already enqueued), launch (the launch call had started), and while the launching thread was in a DataLoader next() (data loader), a synchronizing call (sync), any other host event (host ops) or none (host other); unattributed when no launch call is known. The whole job and, below, the selected scope.</source>
            <translation>Le temps inactif dans les plages GPU réparti par cause, en parts : queued (le travail était déjà en file), launch (l'appel de lancement avait commencé), et pendant que le thread de lancement était dans un DataLoader next() (data loader), un appel de synchronisation (sync), un autre événement hôte (host ops) ou aucun (host other) ; unattributed si aucun appel de lancement n'est connu. Le job entier et, en dessous, la portée choisie.</translation>
        </message>
        <message>
            <source>Each ProfilerStep#N of the scope's ranks split like the GPU time chart, over the step instead of the span (idle is the step length minus busy time inside it), summed over the scope's devices. Click a bar to zoom the timeline to that step.</source>
            <translation>Chaque ProfilerStep#N des rangs de la portée réparti comme le graphique du temps GPU, sur l'étape au lieu de la plage (l'inactivité est la longueur de l'étape moins le temps occupé qu'elle contient), sommé sur les périphériques de la portée. Cliquez une barre pour zoomer la chronologie sur cette étape.</translation>
        </message>
        <message>
            <source>From Kineto [memory] events (recorded with profile_memory=True): the bytes allocated and reserved by PyTorch's caching allocator on each GPU after each event, divided by the device's totalGlobalMem. Each point is the highest value inside its bin, so short peaks are not averaged away; the curve starts at the first event.</source>
            <translation>D'après les événements Kineto [memory] (enregistrés avec profile_memory=True) : les octets alloués et réservés par l'allocateur à cache de PyTorch sur chaque GPU après chaque événement, divisés par le totalGlobalMem du périphérique. Chaque point est la plus haute valeur de son intervalle, pour que les pics brefs ne soient pas moyennés ; la courbe commence au premier événement.</translation>
        </message>
        <message>
            <source>Durations of every ProfilerStep#N of all ranks of both profiles, counted into the same Freedman-Diaconis bins: BASE and NEW overlaid. Without steps on either side, each rank's whole window instead.</source>
            <translation>Durées de chaque ProfilerStep#N de tous les rangs des deux profils, comptées dans les mêmes classes de Freedman-Diaconis : BASE et NEW superposés. Sans étapes d'un côté, la fenêtre entière de chaque rang à la place.</translation>
        </message>
        <message>
            <source>The GPU time breakdown of both profiles, per step (the mean over every device and step), or over each device's GPU span when a side has no steps: computation, exposed communication, exposed memcpy and idle time by cause.</source>
            <translation>La répartition du temps GPU des deux profils, par étape (moyenne sur tous les appareils et étapes), ou sur l'intervalle GPU de chaque appareil quand un côté n'a pas d'étapes : calcul, communication exposée, memcpy exposé et inactivité par cause.</translation>
        </message>
        <message>
            <source>Kernels present in both profiles (by exact or normalized name), sorted by the change of their total time, NEW minus BASE: right of 0 NEW spent longer, left of 0 less. Click a bar to select the kernel in the timeline.</source>
            <translation>Noyaux présents dans les deux profils (par nom exact ou normalisé), triés par la variation de leur temps total, NEW moins BASE : à droite de 0 NEW a pris plus longtemps, à gauche moins. Cliquez sur une barre pour sélectionner le noyau dans la chronologie.</translation>
        </message>
        <message>
            <source>Operators (cpu_op) present in both profiles, sorted by the change of their total time, NEW minus BASE: right of 0 NEW spent longer, left of 0 less.</source>
            <translation>Opérateurs (cpu_op) présents dans les deux profils, triés par la variation de leur temps total, NEW moins BASE : à droite de 0 NEW a pris plus longtemps, à gauche moins.</translation>
        </message>
        <message>
            <source>Not in this profile: %1 launches, no GPU activity recorded: the GPU side was not traced.
Record with torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) and check the profiler's warnings about CUPTI/roctracer.</source>
            <translation>Absent de ce profil : %1 lancements, aucune activité GPU enregistrée : le côté GPU n'a pas été tracé.
Enregistrez avec torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) et vérifiez les avertissements du profileur sur CUPTI/roctracer.</translation>
        </message>
        <message>
            <source>GPU memory over time</source>
            <translation>Mémoire GPU dans le temps</translation>
        </message>
        <message>
            <source>memory (% of the GPU)</source>
            <translation>mémoire (% du GPU)</translation>
        </message>
        <message>
            <source>Not in this profile: the GPUs with [memory] events have no totalGlobalMem in the trace's deviceProperties, so their memory cannot be shown as a share.</source>
            <translation>Absent de ce profil : les GPU ayant des événements [memory] n'ont pas de totalGlobalMem dans les deviceProperties de la trace ; leur mémoire ne peut pas être montrée en part.</translation>
        </message>
        <message>
            <source>Not in this profile: the trace's %1 GPU [memory] events carry only block sizes, no Total Allocated (PyTorch before 1.10).
Record with a newer PyTorch and torch.profiler.profile(profile_memory=True).</source>
            <translation>Absent de ce profil : les %1 événements GPU [memory] de la trace ne donnent que la taille des blocs, pas de Total Allocated (PyTorch avant 1.10).
Enregistrez avec un PyTorch plus récent et torch.profiler.profile(profile_memory=True).</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU [memory] events in the selected scope.
Record with torch.profiler.profile(profile_memory=True).</source>
            <translation>Absent de ce profil : aucun événement GPU [memory] dans la portée choisie.
Enregistrez avec torch.profiler.profile(profile_memory=True).</translation>
        </message>
        <message>
            <source>%1 allocated (peak %2)</source>
            <translation>%1 alloué (pic %2)</translation>
        </message>
        <message>
            <source>%1 reserved (peak %2)</source>
            <translation>%1 réservé (pic %2)</translation>
        </message>
        <message>
            <source>GPU active time (1 GPU): %1 of it exposed communication</source>
            <translation>Temps actif GPU (1 GPU) : dont %1 de communication exposée</translation>
        </message>
        <message>
            <source>GPU active time (%1 GPUs): %2 of it exposed communication</source>
            <translation>Temps actif GPU (%1 GPU) : dont %2 de communication exposée</translation>
        </message>
        <message>
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>GPU time: where each device's span went</source>
            <translation>Temps GPU : où est passée la plage de chaque périphérique</translation>
        </message>
        <message>
            <source>rank:GPU</source>
            <translation>rang:GPU</translation>
        </message>
        <message>
            <source>%1: span %2, busy %3 (%4), idle %5</source>
            <translation>%1 : plage %2, occupé %3 (%4), inactif %5</translation>
        </message>
        <message>
            <source>GPU time per step</source>
            <translation>Temps GPU par étape</translation>
        </message>
        <message>
            <source>ProfilerStep#</source>
            <translation>ProfilerStep#</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations on the ranks of the selected scope.
Use torch.profiler.schedule (the profiler then marks every step), or wrap each training iteration in record_function('ProfilerStep#N').</source>
            <translation>Absent de ce profil : aucune annotation ProfilerStep#N sur les rangs de la portée choisie.
Utilisez torch.profiler.schedule (le profileur marque alors chaque étape), ou entourez chaque itération d'entraînement de record_function('ProfilerStep#N').</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>%1 on %2 GPUs: %3 of GPU time</source>
            <translation>%1 sur %2 GPU : %3 de temps GPU</translation>
        </message>
        <message>
            <source>Why the GPUs were idle</source>
            <translation>Pourquoi les GPU étaient inactifs</translation>
        </message>
        <message>
            <source>%1: idle %2 of %3 GPU span (%4)</source>
            <translation>%1 : inactif %2 sur %3 de plage GPU (%4)</translation>
        </message>
        <message>
            <source>No idle time: the GPUs of the selected scope were busy over their whole span.</source>
            <translation>Aucun temps inactif : les GPU de la portée choisie ont été occupés sur toute leur plage.</translation>
        </message>
        <message>
            <source>Kernels: not in this profile</source>
            <translation>Kernels : absents de ce profil</translation>
        </message>
        <message>
            <source>Step time per rank and step</source>
            <translation>Durée d'étape par rang et par étape</translation>
        </message>
        <message>
            <source>%1 collectives matched (%2 of %3 communication kernels); clocks as recorded.</source>
            <translation>%1 collectives appariées (%2 sur %3 noyaux de communication) ; horloges telles qu'enregistrées.</translation>
        </message>
        <message>
            <source>rank %1: delay caused %2, last at %3 of %4</source>
            <translation>rang %1 : retard causé %2, dernier à %3 sur %4</translation>
        </message>
        <message>
            <source>Straggler ranking: %1</source>
            <translation>Classement des retardataires : %1</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>inconnue</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (not applied): %2</source>
            <translation>Décalages d'horloge des nœuds par rapport à %1 (non appliqués) : %2</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>Avertissement : %1</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Rangs</translation>
        </message>
        <message>
            <source>Rank %1, ProfilerStep#%2</source>
            <translation>Rang %1, ProfilerStep#%2</translation>
        </message>
        <message>
            <source>no such step on this rank</source>
            <translation>pas d'étape de ce numéro sur ce rang</translation>
        </message>
        <message>
            <source>no matched collectives</source>
            <translation>aucune collective appariée</translation>
        </message>
        <message>
            <source>waiting in collectives %1 (%2 %)</source>
            <translation>attente dans les collectives %1 (%2 %)</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N steps in the selected scope.</source>
            <translation>Absent de ce profil : aucune étape ProfilerStep#N dans la portée choisie.</translation>
        </message>
        <message>
            <source>Time each rank waited in collectives</source>
            <translation>Temps d'attente de chaque rang dans les collectives</translation>
        </message>
        <message>
            <source>%1 collectives, last at %2, delay caused %3</source>
            <translation>%1 collectives, dernier %2 fois, retard causé %3</translation>
        </message>
        <message>
            <source>Not in this profile: collectives need two or more ranks with communication kernels (NCCL/RCCL) in the selected scope.
Open the folder with every rank file of the job.</source>
            <translation>Absent de ce profil : les collectives demandent au moins deux rangs avec des noyaux de communication (NCCL/RCCL) dans la portée choisie.
Ouvrez le dossier contenant tous les fichiers de rang du job.</translation>
        </message>
        <message>
            <source>%1 (%2 % of %3)</source>
            <translation>%1 (%2 % de %3)</translation>
        </message>
        <message>
            <source>GPU %1 memory reserved</source>
            <translation>GPU %1 mémoire réservée</translation>
        </message>
        <message>
            <source>GPU %1 memory allocated</source>
            <translation>GPU %1 mémoire allouée</translation>
        </message>
        <message>
            <source>allocated: %1</source>
            <translation>alloué : %1</translation>
        </message>
        <message>
            <source>reserved: %1</source>
            <translation>réservé : %1</translation>
        </message>
        <message>
            <source>since the [memory] event at %1 (%2 of %3 on this GPU)</source>
            <translation>depuis l'événement [memory] à %1 (%2 sur %3 sur ce GPU)</translation>
        </message>
        <message>
            <source>GPU %1, %2</source>
            <translation>GPU %1, %2</translation>
        </message>
        <message>
            <source>%1, from %2 to %3</source>
            <translation>%1, de %2 à %3</translation>
        </message>
        <message>
            <source>launching thread: %1 (tid %2)</source>
            <translation>thread de lancement : %1 (tid %2)</translation>
        </message>
        <message>
            <source>no launch call known for the GPU op that ended it</source>
            <translation>aucun appel de lancement connu pour l'opération GPU qui l'a terminé</translation>
        </message>
        <message>
            <source>ended by: %1</source>
            <translation>terminé par : %1</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>Durée de l'étape</translation>
        </message>
        <message>
            <source>Wait in collectives</source>
            <translation>Attente dans les collectives</translation>
        </message>
        <message>
            <source>Step time outside collective waits</source>
            <translation>Durée de l'étape hors attentes des collectives</translation>
        </message>
        <message>
            <source>Arrival lateness at collectives</source>
            <translation>Retard d'arrivée aux collectives</translation>
        </message>
        <message>
            <source>arrived %1 after the first rank</source>
            <translation>arrivé %1 après le premier rang</translation>
        </message>
        <message>
            <source>last to arrive in this step</source>
            <translation>dernier arrivé dans cette étape</translation>
        </message>
        <message>
            <source>%1 from %2 (left end of the scale) to %3 (right end); grey: no such step</source>
            <translation>%1 de %2 (extrémité gauche de l'échelle) à %3 (extrémité droite) ; gris : pas d'étape</translation>
        </message>
        <message>
            <source>outlined: the last rank to arrive</source>
            <translation>encadré : le dernier rang arrivé</translation>
        </message>
        <message>
            <source>Why the mean step changed: the delta of the mean step split into causes that sum to it exactly (computation by the kind of the launching operator, exposed communication, exposed memcpy, each idle cause, other), largest first; each bar starts where the one above ended, the last bar is the whole delta.</source>
            <translation>Pourquoi l'étape moyenne a changé : l'écart de l'étape moyenne réparti en causes dont la somme lui est exactement égale (calcul par type d'opérateur lanceur, communication exposée, memcpy exposé, chaque cause d'inactivité, autre), la plus grande d'abord ; chaque barre commence où finit celle du dessus, la dernière est l'écart entier.</translation>
        </message>
        <message>
            <source>%1 of %2 files could not be written:</source>
            <translation>%1 fichiers sur %2 n'ont pas pu être écrits :</translation>
        </message>
        <message>
            <source>Cannot write %1: %2</source>
            <translation>Impossible d'écrire %1 : %2</translation>
        </message>
        <message>
            <source>unknown error</source>
            <translation>erreur inconnue</translation>
        </message>
        <message>
            <source>the file was not opened</source>
            <translation>le fichier n'a pas été ouvert</translation>
        </message>
        <message>
            <source>the file on disk is shorter than what was written</source>
            <translation>le fichier sur le disque est plus court que ce qui a été écrit</translation>
        </message>
        <message>
            <source>the writer failed</source>
            <translation>l'écriture a échoué</translation>
        </message>
        <message>
            <source>Cannot create the folder %1: %2</source>
            <translation>Impossible de créer le dossier %1 : %2</translation>
        </message>
        <message>
            <source>One point per operator and input shape with a perf model: arithmetic intensity (FLOPs / bytes per call) against achieved TFLOP/s (FLOPs x calls / the GPU time its calls launched), log-log; the marker's area grows with that GPU time. The roofs are the device's peak bandwidth up to the ridge point and its dense peak TFLOP/s per precision. Click a point to select the operator on the timeline.</source>
            <translation>Un point par opérateur et forme d'entrée ayant un modèle de performance : intensité arithmétique (FLOPs / octets par appel) contre TFLOP/s atteints (FLOPs x appels / le temps GPU lancé par ses appels), log-log ; l'aire du marqueur croît avec ce temps GPU. Les toits sont la bande passante de pointe de l'appareil jusqu'au point de crête, puis son pic dense en TFLOP/s par précision. Cliquez sur un point pour sélectionner l'opérateur dans la chronologie.</translation>
        </message>
        <message>
            <source>MFU of each ProfilerStep#N: the FLOPs of its GEMM, attention and convolution ops over (step time x the devices' dense peak for the precision holding most of those FLOPs), one curve per rank.</source>
            <translation>MFU de chaque ProfilerStep#N : les FLOPs de ses opérations GEMM, attention et convolution divisés par (durée de l'étape x le pic dense des appareils pour la précision qui porte la plupart de ces FLOPs), une courbe par rang.</translation>
        </message>
        <message>
            <source>Not in this profile: %1</source>
            <translation>Absent de ce profil : %1</translation>
        </message>
        <message>
            <source>Input Dims: %1</source>
            <translation>Input Dims : %1</translation>
        </message>
        <message>
            <source>Input type: %1</source>
            <translation>Input type : %1</translation>
        </message>
        <message>
            <source>%1 calls, kernel time %2</source>
            <translation>%1 appels, temps de noyau %2</translation>
        </message>
        <message>
            <source>%1 TFLOP/s at %2 FLOP/byte</source>
            <translation>%1 TFLOP/s à %2 FLOP/octet</translation>
        </message>
        <message>
            <source>%1 % of the compute roof</source>
            <translation>%1 % du toit de calcul</translation>
        </message>
        <message>
            <source>%1 % of the memory roof</source>
            <translation>%1 % du toit mémoire</translation>
        </message>
        <message>
            <source>Roofline: achieved TFLOP/s per operator shape</source>
            <translation>Roofline : TFLOP/s atteints par forme d'opérateur</translation>
        </message>
        <message>
            <source>Not in this profile: every operator shape is above its roof (a wrong shape, type or peak)</source>
            <translation>Absent de ce profil : chaque forme d'opérateur est au-dessus de son toit (forme, type ou pic erroné)</translation>
        </message>
        <message>
            <source>%1 matrix roof: %2 TFLOP/s, %3 TB/s</source>
            <translation>Toit matriciel %1 : %2 TFLOP/s, %3 To/s</translation>
        </message>
        <message>
            <source>%1 vector roof: %2 TFLOP/s, %3 TB/s</source>
            <translation>Toit vectoriel %1 : %2 TFLOP/s, %3 To/s</translation>
        </message>
        <message>
            <source>MFU per step</source>
            <translation>MFU par étape</translation>
        </message>
        <message>
            <source>MFU (%)</source>
            <translation>MFU (%)</translation>
        </message>
        <message>
            <source>Not in this profile: no ProfilerStep#N annotations in the selected scope.
Record with torch.profiler.schedule and call prof.step() every step.</source>
            <translation>Absent de ce profil : aucune annotation ProfilerStep#N dans la portée choisie.
Enregistrez avec torch.profiler.schedule et appelez prof.step() à chaque étape.</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>exposed comm: waiting for a late rank</source>
            <translation>communication exposée : attente d'un rang en retard</translation>
        </message>
        <message>
            <source>exposed comm: transfer</source>
            <translation>communication exposée : transfert</translation>
        </message>
        <message>
            <source>; exposed communication %1 (not split into wait and transfer: no matched collective)</source>
            <translation>; communication exposée %1 (non séparée en attente et transfert : aucune collective appariée)</translation>
        </message>
        <message>
            <source>; exposed communication %1 = %2 waiting for a late rank + %3 transfer</source>
            <translation>; communication exposée %1 = %2 d'attente d'un rang en retard + %3 de transfert</translation>
        </message>
        <message>
            <source> (%1 waiting, %2 transfer)</source>
            <translation> (%1 d'attente, %2 de transfert)</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>calcul</translation>
        </message>
        <message>
            <source>comm wait</source>
            <translation>attente comm.</translation>
        </message>
        <message>
            <source>comm transfer</source>
            <translation>transfert comm.</translation>
        </message>
        <message>
            <source>launch</source>
            <translation>lancement</translation>
        </message>
        <message>
            <source>data loader</source>
            <translation>chargeur de données</translation>
        </message>
        <message>
            <source>host ops</source>
            <translation>opérations hôte</translation>
        </message>
    </context>
    <context>
        <name>stepline::ChartCard</name>
        <message>
            <source>What does this chart show?</source>
            <translation>Que montre ce graphique ?</translation>
        </message>
        <message>
            <source>Remove this histogram</source>
            <translation>Supprimer cet histogramme</translation>
        </message>
        <message>
            <source>per GPU</source>
            <translation>par GPU</translation>
        </message>
        <message>
            <source>Show one curve per GPU besides the node means</source>
            <translation>Afficher une courbe par GPU en plus des moyennes par nœud</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>Images PNG (*.png)</translation>
        </message>
        <message>
            <source>SVG images (*.svg)</source>
            <translation>Images SVG (*.svg)</translation>
        </message>
        <message>
            <source>Save chart</source>
            <translation>Enregistrer le graphique</translation>
        </message>
        <message>
            <source>Save as PNG...</source>
            <translation>Enregistrer en PNG...</translation>
        </message>
        <message>
            <source>Save as SVG...</source>
            <translation>Enregistrer en SVG...</translation>
        </message>
        <message>
            <source>Copy image</source>
            <translation>Copier l'image</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Tableau</translation>
        </message>
        <message>
            <source>Show this chart as a table (full names and values)</source>
            <translation>Afficher ce graphique sous forme de tableau (noms complets et valeurs)</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Détails</translation>
        </message>
    </context>
    <context>
        <name>stepline::CompareController</name>
        <message>
            <source>Compare with a .stepline copy or a part of the job (stepline convert --ranks/--window), or close the loaded profile first.</source>
            <translation>Comparez avec une copie .stepline ou une partie du job (stepline convert --ranks/--window), ou fermez d'abord le profil chargé.</translation>
        </message>
    </context>
    <context>
        <name>stepline::CompareView</name>
        <message>
            <source>Compare with...</source>
            <translation>Comparer avec...</translation>
        </message>
        <message>
            <source>Match kernels by normalized name</source>
            <translation>Apparier les noyaux par nom normalisé</translation>
        </message>
        <message>
            <source>Pair kernels whose names differ only in template arguments, parameters, vendor prefixes or numeric suffixes (README: Normalized kernel names), to compare across library versions or across NVIDIA and AMD.</source>
            <translation>Apparier les noyaux dont les noms ne diffèrent que par les arguments de template, les paramètres, les préfixes de fabricant ou les suffixes numériques (README : Normalized kernel names), pour comparer entre versions de bibliothèques ou entre NVIDIA et AMD.</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Count BASE</source>
            <translation>Nombre BASE</translation>
        </message>
        <message>
            <source>Count NEW</source>
            <translation>Nombre NEW</translation>
        </message>
        <message>
            <source>Total BASE</source>
            <translation>Total BASE</translation>
        </message>
        <message>
            <source>Total NEW</source>
            <translation>Total NEW</translation>
        </message>
        <message>
            <source>Delta</source>
            <translation>Écart</translation>
        </message>
        <message>
            <source>Ratio</source>
            <translation>Rapport</translation>
        </message>
        <message>
            <source>Kernels</source>
            <translation>Noyaux</translation>
        </message>
        <message>
            <source>Operators</source>
            <translation>Opérateurs</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>Annotations</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>&lt;h3&gt;No baseline&lt;/h3&gt;&lt;p&gt;Pick a profile to compare the loaded one against (File &amp;gt; Compare with...). Only its step times and per-name totals are kept in memory.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Aucune référence&lt;/h3&gt;&lt;p&gt;Choisissez un profil auquel comparer celui qui est chargé (Fichier &amp;gt; Comparer avec...). Seuls ses temps d'étape et ses totaux par nom restent en mémoire.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>BASE: %1 (%2 steps)</source>
            <translation>BASE : %1 (%2 étapes)</translation>
        </message>
        <message>
            <source>NEW: %1 (%2 steps)</source>
            <translation>NEW : %1 (%2 étapes)</translation>
        </message>
        <message>
            <source>Kernels (%1)</source>
            <translation>Noyaux (%1)</translation>
        </message>
        <message>
            <source>Operators (%1)</source>
            <translation>Opérateurs (%1)</translation>
        </message>
        <message>
            <source>Annotations (%1)</source>
            <translation>Annotations (%1)</translation>
        </message>
        <message>
            <source>kernel</source>
            <translation>kernel</translation>
        </message>
        <message>
            <source>operator</source>
            <translation>opérateur</translation>
        </message>
        <message>
            <source>annotation</source>
            <translation>annotation</translation>
        </message>
        <message>
            <source>&lt;b&gt;Only in BASE&lt;/b&gt; (%1)</source>
            <translation>&lt;b&gt;Seulement dans BASE&lt;/b&gt; (%1)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Only in NEW&lt;/b&gt; (%1)</source>
            <translation>&lt;b&gt;Seulement dans NEW&lt;/b&gt; (%1)</translation>
        </message>
        <message>
            <source>&lt;b&gt;Comparability: %1&lt;/b&gt;</source>
            <translation>&lt;b&gt;Comparabilité : %1&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;A side has a single step:&lt;/b&gt; one step says nothing of the spread, so no verdict is given. Profile more steps.</source>
            <translation>&lt;b&gt;Un côté n'a qu'une étape :&lt;/b&gt; une étape ne dit rien de la dispersion, aucun verdict n'est donc donné. Profilez davantage d'étapes.</translation>
        </message>
        <message>
            <source>Exact kernel names barely overlap (%1 % of BASE's kernel time, %2 % of NEW's): tick "Match kernels by normalized name", or run stepline diff --match operator, which pairs kernels through the operator that launched them (%3 % and %4 % paired).</source>
            <translation>Les noms exacts des noyaux se recoupent à peine (%1 % du temps noyau de BASE, %2 % de celui de NEW) : cochez "Match kernels by normalized name", ou lancez stepline diff --match operator, qui apparie les noyaux par l'opérateur qui les a lancés (%3 % et %4 % appariés).</translation>
        </message>
    </context>
    <context>
        <name>stepline::CriticalPathOverlay</name>
        <message>
            <source>measured: %1, ends on rank %2</source>
            <translation>mesuré : %1, se termine sur le rang %2</translation>
        </message>
        <message>
            <source>%1 (predicted): %2</source>
            <translation>%1 (prédit) : %2</translation>
        </message>
        <message>
            <source>Critical path of step %1</source>
            <translation>Chemin critique de l'étape %1</translation>
        </message>
        <message>
            <source>Critical path, measured</source>
            <translation>Chemin critique, mesuré</translation>
        </message>
        <message>
            <source>Critical path, %1 (predicted)</source>
            <translation>Chemin critique, %1 (prédit)</translation>
        </message>
        <message>
            <source>%1 on rank %2: %3</source>
            <translation>%1 sur le rang %2 : %3</translation>
        </message>
        <message>
            <source>%1 pieces merged at this zoom</source>
            <translation>%1 morceaux fusionnés à ce zoom</translation>
        </message>
    </context>
    <context>
        <name>stepline::DashboardChart</name>
        <message>
            <source>time (%1)</source>
            <translation>temps (%1)</translation>
        </message>
        <message>
            <source>launches</source>
            <translation>lancements</translation>
        </message>
        <message>
            <source>count</source>
            <translation>nombre</translation>
        </message>
        <message>
            <source>time since job start (%1)</source>
            <translation>temps depuis le début de la tâche (%1)</translation>
        </message>
        <message>
            <source>utilization (%)</source>
            <translation>utilisation (%)</translation>
        </message>
        <message>
            <source>duration (%1)</source>
            <translation>durée (%1)</translation>
        </message>
        <message>
            <source>click to list them</source>
            <translation>cliquer pour les lister</translation>
        </message>
        <message>
            <source>NEW slower</source>
            <translation>NEW plus lent</translation>
        </message>
        <message>
            <source>NEW faster</source>
            <translation>NEW plus rapide</translation>
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
            <translation>%1 : %2 (%3 de la barre)</translation>
        </message>
        <message>
            <source>click to zoom the timeline to this step</source>
            <translation>cliquer pour zoomer la chronologie sur cette étape</translation>
        </message>
        <message>
            <source>share (%)</source>
            <translation>part (%)</translation>
        </message>
        <message>
            <source>GPU time (%1)</source>
            <translation>temps GPU (%1)</translation>
        </message>
        <message>
            <source>Mean step delta</source>
            <translation>Écart moyen par étape</translation>
        </message>
        <message>
            <source>step (N of ProfilerStep#N)</source>
            <translation>étape (N de ProfilerStep#N)</translation>
        </message>
        <message>
            <source>step</source>
            <translation>étape</translation>
        </message>
        <message>
            <source>arithmetic intensity (FLOP/byte)</source>
            <translation>intensité arithmétique (FLOP/octet)</translation>
        </message>
        <message>
            <source>achieved TFLOP/s</source>
            <translation>TFLOP/s atteints</translation>
        </message>
    </context>
    <context>
        <name>stepline::DashboardView</name>
        <message>
            <source>Scope:</source>
            <translation>Portée :</translation>
        </message>
        <message>
            <source>Every chart follows this selection: whole job, one node, one rank or one GPU</source>
            <translation>Tous les graphiques suivent cette sélection : tâche entière, un nœud, un rang ou un GPU</translation>
        </message>
        <message>
            <source>Top k:</source>
            <translation>Top k :</translation>
        </message>
        <message>
            <source>Kernels shown by name in the "all kernels" charts; the rest is "other"</source>
            <translation>Kernels affichés par nom dans les graphiques « tous les kernels » ; le reste est « other »</translation>
        </message>
        <message>
            <source>New histogram:</source>
            <translation>Nouvel histogramme :</translation>
        </message>
        <message>
            <source>user annotation, e.g. forward</source>
            <translation>annotation utilisateur, p. ex. forward</translation>
        </message>
        <message>
            <source>Pick or type a user annotation (record_function name) to add its duration histogram</source>
            <translation>Choisissez ou saisissez une annotation utilisateur (nom record_function) pour ajouter l'histogramme de ses durées</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Ajouter</translation>
        </message>
        <message>
            <source>Previous instance of the selected kernel</source>
            <translation>Instance précédente du kernel sélectionné</translation>
        </message>
        <message>
            <source>Next instance of the selected kernel</source>
            <translation>Instance suivante du kernel sélectionné</translation>
        </message>
        <message>
            <source>Export dashboard...</source>
            <translation>Exporter le tableau de bord...</translation>
        </message>
        <message>
            <source>Write every chart as PNG and a PDF report into a folder</source>
            <translation>Écrire chaque graphique en PNG et un rapport PDF dans un dossier</translation>
        </message>
        <message>
            <source>No profile loaded.
Open a trace file or a job folder to see its dashboard.</source>
            <translation>Aucun profil chargé.
Ouvrez un fichier de trace ou un dossier de tâche pour voir son tableau de bord.</translation>
        </message>
        <message>
            <source>Computing the dashboard...</source>
            <translation>Calcul du tableau de bord...</translation>
        </message>
        <message>
            <source>Computing...</source>
            <translation>Calcul...</translation>
        </message>
        <message>
            <source>Selected kernel: %1</source>
            <translation>Kernel sélectionné : %1</translation>
        </message>
        <message>
            <source>%1  rank %2  %3  at %4</source>
            <translation>%1  rang %2  %3  à %4</translation>
        </message>
        <message>
            <source>  (GPU)</source>
            <translation>  (GPU)</translation>
        </message>
        <message>
            <source>%1: %2 in %3 – %4 (double-click to show in the timeline)</source>
            <translation>%1 : %2 dans %3 – %4 (double-cliquez pour l'afficher dans la chronologie)</translation>
        </message>
        <message>
            <source>Export dashboard into folder</source>
            <translation>Exporter le tableau de bord dans un dossier</translation>
        </message>
        <message>
            <source>Export dashboard</source>
            <translation>Exporter le tableau de bord</translation>
        </message>
        <message>
            <source>Exported %1 files to %2</source>
            <translation>%1 fichiers exportés vers %2</translation>
        </message>
        <message>
            <source>Timeline zoomed to %1</source>
            <translation>Chronologie zoomée sur %1</translation>
        </message>
        <message>
            <source>Export failed: %1</source>
            <translation>Échec de l'exportation : %1</translation>
        </message>
        <message>
            <source>Selected operator: %1</source>
            <translation>Opérateur sélectionné : %1</translation>
        </message>
    </context>
    <context>
        <name>stepline::DataLoaderPanel</name>
        <message numerus="yes">
            <source>%n outlier(s)</source>
            <translation>
                <numerusform>%n valeur aberrante</numerusform>
                <numerusform>%n valeurs aberrantes</numerusform>
            </translation>
        </message>
        <message>
            <source>rank %1, %2 .. %3</source>
            <translation>rang %1, %2 .. %3</translation>
        </message>
        <message>
            <source>%1 x median</source>
            <translation>%1 x médiane</translation>
        </message>
        <message>
            <source>Click to show the window in the timeline</source>
            <translation>Cliquer pour afficher la fenêtre dans la chronologie</translation>
        </message>
        <message>
            <source>What</source>
            <translation>Quoi</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Median / duration</source>
            <translation>Médiane / durée</translation>
        </message>
        <message>
            <source>Max</source>
            <translation>Max</translation>
        </message>
        <message>
            <source>Outliers (&gt; 2 x median)</source>
            <translation>Valeurs aberrantes (&gt; 2 x médiane)</translation>
        </message>
        <message>
            <source>Details / worker</source>
            <translation>Détails / worker</translation>
        </message>
        <message>
            <source>No data-loader events in this profile (enumerate(DataLoader)#... calls, iterator initializations or worker threads).</source>
            <translation>Aucun événement de chargeur de données dans ce profil (appels enumerate(DataLoader)#..., initialisations d'itérateur ou threads worker).</translation>
        </message>
        <message>
            <source>multi-process</source>
            <translation>multiprocessus</translation>
        </message>
        <message>
            <source>single-process (num_workers = 0)</source>
            <translation>monoprocessus (num_workers = 0)</translation>
        </message>
        <message>
            <source>unknown type</source>
            <translation>type inconnu</translation>
        </message>
        <message numerus="yes">
            <source>Data loader: %1, %n worker thread(s) seen. Click an outlier to show its window in the timeline with every row.</source>
            <translation>
                <numerusform>Chargeur de données : %1, %n thread worker vu. Cliquez sur une valeur aberrante pour afficher sa fenêtre dans la chronologie avec toutes les lignes.</numerusform>
                <numerusform>Chargeur de données : %1, %n threads worker vus. Cliquez sur une valeur aberrante pour afficher sa fenêtre dans la chronologie avec toutes les lignes.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1, workers %2, pin_memory %3</source>
            <translation>%1, workers %2, pin_memory %3</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>inconnue</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>Iterator initializations</source>
            <translation>Initialisations d'itérateur</translation>
        </message>
        <message>
            <source>Worker lifetimes</source>
            <translation>Durées de vie des workers</translation>
        </message>
        <message>
            <source>GetNext calls</source>
            <translation>Appels GetNext</translation>
        </message>
        <message>
            <source>Batch time (between GetNext starts)</source>
            <translation>Temps par lot (entre les débuts de GetNext)</translation>
        </message>
    </context>
    <context>
        <name>stepline::DrawListBuilder</name>
        <message>
            <source>peak %1</source>
            <translation>pic %1</translation>
        </message>
        <message>
            <source> (%1 of %2)</source>
            <translation> (%1 de %2)</translation>
        </message>
    </context>
    <context>
        <name>stepline::ExplainPanel</name>
        <message>
            <source>Queued (stream or event dependency, launch latency)</source>
            <translation>En file (dépendance de flux ou d'événement, latence de lancement)</translation>
        </message>
        <message>
            <source>Launch (the launch call had started, the work had not)</source>
            <translation>Lancement (l'appel de lancement avait commencé, pas le travail)</translation>
        </message>
        <message>
            <source>Data loader (waiting in DataLoader next())</source>
            <translation>Chargeur de données (attente dans DataLoader next())</translation>
        </message>
        <message>
            <source>Host synchronization (.item(), cudaStreamSynchronize, blocking copies)</source>
            <translation>Synchronisation de l'hôte (.item(), cudaStreamSynchronize, copies bloquantes)</translation>
        </message>
        <message>
            <source>Host-bound (operators, Python and runtime calls)</source>
            <translation>Limité par l'hôte (opérateurs, Python et appels runtime)</translation>
        </message>
        <message>
            <source>Host, unprofiled (no host event of the launching thread)</source>
            <translation>Hôte, non profilé (aucun événement hôte du thread de lancement)</translation>
        </message>
        <message>
            <source>Unattributed (no launch call known)</source>
            <translation>Non attribué (aucun appel de lancement connu)</translation>
        </message>
        <message>
            <source>Exposed communication (not hidden behind computation)</source>
            <translation>Communication exposée (non masquée par le calcul)</translation>
        </message>
        <message>
            <source>Exposed memcpy (not hidden behind computation or communication)</source>
            <translation>memcpy exposé (non masqué par le calcul ni la communication)</translation>
        </message>
        <message>
            <source>Straggler rank</source>
            <translation>Rang retardataire</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Aucun profil chargé.</translation>
        </message>
        <message>
            <source>Explain: where the GPU time was lost</source>
            <translation>Explication : où le temps GPU a été perdu</translation>
        </message>
        <message>
            <source>Not in this profile: no GPU activity, so there is no GPU time to explain. Record with ProfilerActivity.CUDA.</source>
            <translation>Absent de ce profil : aucune activité GPU, donc aucun temps GPU à expliquer. Enregistrez avec ProfilerActivity.CUDA.</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by GPU time lost; click a place to open it in the timeline.</source>
            <translation>%1 de temps GPU sur %2 GPU (la somme de leurs plages). Constats classés par temps GPU perdu ; cliquez un endroit pour l'ouvrir dans la chronologie.</translation>
        </message>
        <message>
            <source>Nothing lost: the GPUs were busy with computation over their whole spans.</source>
            <translation>Rien de perdu : les GPU ont calculé sur toute leur plage.</translation>
        </message>
        <message>
            <source>%1 of GPU time</source>
            <translation>%1 du temps GPU</translation>
        </message>
        <message>
            <source>%1 lost</source>
            <translation>%1 perdus</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>rang %1</translation>
        </message>
        <message>
            <source>rank %1 · GPU %2</source>
            <translation>rang %1 · GPU %2</translation>
        </message>
        <message>
            <source>step %1</source>
            <translation>étape %1</translation>
        </message>
        <message>
            <source>%1 to %2 (%3)</source>
            <translation>%1 à %2 (%3)</translation>
        </message>
        <message>
            <source>Worst places:</source>
            <translation>Pires endroits :</translation>
        </message>
        <message>
            <source>The other ranks waited %1 for rank %2 in all; counted once per rank that waited that is %3 of GPU time.</source>
            <translation>Les autres rangs ont attendu le rang %2 %1 en tout ; compté une fois par rang qui a attendu, cela fait %3 de temps GPU.</translation>
        </message>
        <message>
            <source>Straggler rule: %1. It weighs the %2 against the delay all ranks caused: %3</source>
            <translation>Règle Straggler : %1. Elle compare les %2 au retard causé par tous les rangs : %3</translation>
        </message>
        <message>
            <source>triggered</source>
            <translation>déclenchée</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Longer GPU work on a late rank (the other ranks waited for it)</source>
            <translation>Travail GPU plus long sur un rang en retard (les autres rangs l'ont attendu)</translation>
        </message>
        <message>
            <source>Exposed communication: %1 = %2 waiting for a late rank + %3 transfer; %4 of the waits are reported under what the late rank was doing.</source>
            <translation>Communication exposée : %1 = %2 d'attente d'un rang en retard + %3 de transfert ; %4 des attentes sont rapportées sous ce que faisait le rang en retard.</translation>
        </message>
        <message>
            <source>Exposed communication: %1 (not split into wait and transfer: a rank with communication took part in no matched collective).</source>
            <translation>Communication exposée : %1 (non séparée en attente et transfert : un rang avec communication n'a participé à aucune collective appariée).</translation>
        </message>
        <message>
            <source>Straggler rule: not applicable (%1), so this finding alone judges rank %2.</source>
            <translation>Règle Straggler : non applicable (%1), ce constat seul juge donc le rang %2.</translation>
        </message>
        <message>
            <source>not applicable</source>
            <translation>non applicable</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by what fixing them would save per step (the what-if replay of the job); click a place to open it in the timeline.</source>
            <translation>%1 de temps GPU sur %2 GPU (somme de leurs étendues). Constats classés par le gain par pas qu'apporterait leur correction (rejeu what-if de la tâche) ; cliquez sur un endroit pour l'ouvrir dans la chronologie.</translation>
        </message>
        <message>
            <source>%1 of GPU time on %2 GPUs (the sum of their spans). Findings ranked by GPU time lost (no savings predicted: %3); click a place to open it in the timeline.</source>
            <translation>%1 de temps GPU sur %2 GPU (somme de leurs étendues). Constats classés par temps GPU perdu (aucun gain prédit : %3) ; cliquez sur un endroit pour l'ouvrir dans la chronologie.</translation>
        </message>
        <message>
            <source>would save %1 per step (%2)</source>
            <translation>ferait gagner %1 par pas (%2)</translation>
        </message>
    </context>
    <context>
        <name>stepline::IcicleView</name>
        <message>
            <source>No pyinstrument call tree in this selection.</source>
            <translation>Aucun arbre d'appels pyinstrument dans cette sélection.</translation>
        </message>
    </context>
    <context>
        <name>stepline::InformationView</name>
        <message>
            <source>No profile is loaded. Load a job from the Jobs tab to see its metadata, ranks, devices and load report here.</source>
            <translation>Aucun profil chargé. Chargez une tâche depuis l'onglet Tâches pour voir ici ses métadonnées, rangs, périphériques et son rapport de chargement.</translation>
        </message>
        <message>
            <source>Job</source>
            <translation>Tâche</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Path</source>
            <translation>Chemin</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Créée</translation>
        </message>
        <message>
            <source>Warning</source>
            <translation>Avertissement</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Durée</translation>
        </message>
        <message>
            <source>Events</source>
            <translation>Événements</translation>
        </message>
        <message>
            <source>Memory used</source>
            <translation>Mémoire utilisée</translation>
        </message>
        <message>
            <source>Hyperparameters</source>
            <translation>Hyperparamètres</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Étiquettes</translation>
        </message>
        <message>
            <source>Ranks and nodes</source>
            <translation>Rangs et nœuds</translation>
        </message>
        <message>
            <source>%1 rank(s) on %2 node(s)</source>
            <translation>%1 rang(s) sur %2 nœud(s)</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>Nœud</translation>
        </message>
        <message>
            <source>File</source>
            <translation>Fichier</translation>
        </message>
        <message>
            <source>Rank from</source>
            <translation>Rang d'après</translation>
        </message>
        <message>
            <source>World size</source>
            <translation>Taille du monde</translation>
        </message>
        <message>
            <source>Backend</source>
            <translation>Backend</translation>
        </message>
        <message>
            <source>Warnings</source>
            <translation>Avertissements</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Taille</translation>
        </message>
        <message>
            <source>Truncated</source>
            <translation>Tronqué</translation>
        </message>
        <message>
            <source>at byte %1</source>
            <translation>à l'octet %1</translation>
        </message>
        <message>
            <source>Devices</source>
            <translation>Périphériques</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>Mémoire</translation>
        </message>
        <message>
            <source>SMs</source>
            <translation>SM</translation>
        </message>
        <message>
            <source>Compute capability</source>
            <translation>Capacité de calcul</translation>
        </message>
        <message>
            <source>Warp size</source>
            <translation>Taille de warp</translation>
        </message>
        <message>
            <source>Max threads per block</source>
            <translation>Threads max. par bloc</translation>
        </message>
        <message>
            <source>The traces list no device properties.</source>
            <translation>Les traces ne listent aucune propriété de périphérique.</translation>
        </message>
        <message>
            <source>Software versions</source>
            <translation>Versions des logiciels</translation>
        </message>
        <message>
            <source>The traces name no software versions.</source>
            <translation>Les traces ne mentionnent aucune version de logiciel.</translation>
        </message>
        <message>
            <source>Load report</source>
            <translation>Rapport de chargement</translation>
        </message>
        <message>
            <source>Count</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>First places (rank @ byte)</source>
            <translation>Premiers emplacements (rang @ octet)</translation>
        </message>
        <message>
            <source>%1 (cut at byte %2)</source>
            <translation>%1 (coupé à l'octet %2)</translation>
        </message>
        <message>
            <source>Truncated files:</source>
            <translation>Fichiers tronqués :</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>Events moved to an extra lane (partial overlap):</source>
            <translation>Événements déplacés sur une voie supplémentaire (chevauchement partiel) :</translation>
        </message>
        <message>
            <source>Subset of the job:</source>
            <translation>Partie du job :</translation>
        </message>
        <message>
            <source>ranks left out: %1; events outside the time window left out: %2</source>
            <translation>rangs laissés de côté : %1 ; événements hors de la fenêtre de temps laissés de côté : %2</translation>
        </message>
        <message>
            <source>Node clock offsets</source>
            <translation>Décalages d'horloge des nœuds</translation>
        </message>
        <message>
            <source>Estimated from the ends of %1 matched collectives: per collective, the median end on a node minus the median end on %2; the offset is the median of those. Not applied to any figure unless "Align node clocks" (Ranks tab) or --align-collectives asks.</source>
            <translation>Estimé à partir des fins de %1 collectives appariées : pour chaque collective, la fin médiane sur un nœud moins la fin médiane sur %2 ; le décalage est leur médiane. Appliqué à aucun chiffre sauf si « Aligner les horloges des nœuds » (onglet Rangs) ou --align-collectives le demande.</translation>
        </message>
        <message>
            <source>Offset</source>
            <translation>Décalage</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>Collectives</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>inconnue</translation>
        </message>
        <message>
            <source>Every event was read: nothing was skipped, cut or changed.</source>
            <translation>Tous les événements ont été lus : rien n'a été ignoré, coupé ni modifié.</translation>
        </message>
        <message>
            <source>What it means</source>
            <translation>Signification</translation>
        </message>
        <message>
            <source>no byte offset (counted after reading)</source>
            <translation>pas de position en octets (compté après la lecture)</translation>
        </message>
    </context>
    <context>
        <name>stepline::InsightsView</name>
        <message>
            <source>Triggered</source>
            <translation>Déclenchée</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Not applicable</source>
            <translation>Non applicable</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Aucun profil chargé.</translation>
        </message>
        <message>
            <source>Reset parameters</source>
            <translation>Réinitialiser les paramètres</translation>
        </message>
        <message>
            <source>Forget the parameters changed for this job and use the documented defaults.</source>
            <translation>Oublier les paramètres modifiés pour cette tâche et utiliser les valeurs par défaut documentées.</translation>
        </message>
        <message>
            <source>Rule</source>
            <translation>Règle</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Verdict</translation>
        </message>
        <message>
            <source>Summary</source>
            <translation>Résumé</translation>
        </message>
        <message>
            <source>&lt;b&gt;Evidence&lt;/b&gt; (click to open it)</source>
            <translation>&lt;b&gt;Éléments&lt;/b&gt; (cliquer pour ouvrir)</translation>
        </message>
        <message>
            <source>Fact</source>
            <translation>Fait</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Où</translation>
        </message>
        <message>
            <source>&lt;b&gt;Parameters&lt;/b&gt; (double-click a value to change it; remembered for this job)</source>
            <translation>&lt;b&gt;Paramètres&lt;/b&gt; (double-cliquez sur une valeur pour la modifier ; mémorisé pour cette tâche)</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>Paramètre</translation>
        </message>
        <message>
            <source>Meaning</source>
            <translation>Signification</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>Data loader</source>
            <translation>Chargeur de données</translation>
        </message>
        <message>
            <source>Python functions</source>
            <translation>Fonctions Python</translation>
        </message>
        <message>
            <source>Running the rules...</source>
            <translation>Exécution des règles...</translation>
        </message>
        <message>
            <source>ProfilerReport: &lt;b&gt;%1 triggered&lt;/b&gt;, %2 ok, %3 not applicable.</source>
            <translation>ProfilerReport : &lt;b&gt;%1 déclenchée(s)&lt;/b&gt;, %2 OK, %3 non applicable(s).</translation>
        </message>
        <message>
            <source>GPU utilization is derived from the trace (no system metrics in this profile).</source>
            <translation>L'utilisation GPU est déduite de la trace (pas de métriques système dans ce profil).</translation>
        </message>
        <message>
            <source>Open a profile to run the SageMaker Debugger rules on it.</source>
            <translation>Ouvrez un profil pour y exécuter les règles de SageMaker Debugger.</translation>
        </message>
        <message>
            <source>Needs:</source>
            <translation>Nécessite :</translation>
        </message>
        <message>
            <source>Why:</source>
            <translation>Pourquoi :</translation>
        </message>
        <message>
            <source>Advice:</source>
            <translation>Conseil :</translation>
        </message>
        <message>
            <source>timeline %1 .. %2</source>
            <translation>chronologie %1 .. %2</translation>
        </message>
        <message>
            <source>dashboard</source>
            <translation>tableau de bord</translation>
        </message>
        <message>
            <source>Click to zoom the timeline to this period</source>
            <translation>Cliquer pour zoomer la chronologie sur cette période</translation>
        </message>
        <message>
            <source>Changed for this job</source>
            <translation>Modifié pour cette tâche</translation>
        </message>
        <message>
            <source>(this rule has no parameters)</source>
            <translation>(cette règle n'a pas de paramètres)</translation>
        </message>
        <message>
            <source>Not changed: %1</source>
            <translation>Non modifié : %1</translation>
        </message>
        <message>
            <source>changed in the Insights tab for this job</source>
            <translation>modifiés dans l'onglet Analyses pour cette tâche</translation>
        </message>
        <message>
            <source>Computing the GPU time breakdown...</source>
            <translation>Calcul de la répartition du temps GPU...</translation>
        </message>
        <message>
            <source>What if</source>
            <translation>Et si</translation>
        </message>
        <message>
            <source>Replaying the job with each cause changed...</source>
            <translation>Rejeu du job avec chaque cause modifiée...</translation>
        </message>
    </context>
    <context>
        <name>stepline::JobListModel</name>
        <message>
            <source>In progress</source>
            <translation>En cours</translation>
        </message>
        <message>
            <source>Completed</source>
            <translation>Terminée</translation>
        </message>
        <message>
            <source>Failed</source>
            <translation>Échouée</translation>
        </message>
        <message>
            <source>Stopped</source>
            <translation>Arrêtée</translation>
        </message>
        <message>
            <source>Stopping</source>
            <translation>Arrêt en cours</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>Avertissement : %1</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <source>Created</source>
            <translation>Créée</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>État</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Rangs</translation>
        </message>
        <message>
            <source>Nodes</source>
            <translation>Nœuds</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Size on disk</source>
            <translation>Taille sur le disque</translation>
        </message>
        <message>
            <source>baseTimeNanoseconds + first event</source>
            <translation>baseTimeNanoseconds + premier événement</translation>
        </message>
        <message>
            <source>first event ts</source>
            <translation>ts du premier événement</translation>
        </message>
        <message>
            <source>system metrics Timestamp</source>
            <translation>Timestamp des métriques système</translation>
        </message>
        <message>
            <source>start time in the Python-stats folder name</source>
            <translation>heure de début dans le nom du dossier des statistiques Python</translation>
        </message>
        <message>
            <source>Reading the trace to its end to find when it started</source>
            <translation>Lecture de la trace jusqu'à la fin pour trouver son début</translation>
        </message>
        <message>
            <source>File time: the traces hold no wall-clock time. A download or copy sets it to when the copy was made.</source>
            <translation>Heure du fichier : les traces ne contiennent aucune heure réelle. Un téléchargement ou une copie la fixe au moment de la copie.</translation>
        </message>
        <message>
            <source>From job.json</source>
            <translation>Depuis job.json</translation>
        </message>
        <message>
            <source>From the trace: %1</source>
            <translation>Depuis la trace : %1</translation>
        </message>
        <message>
            <source>Reading the compressed trace to its end to see whether it is complete</source>
            <translation>Lecture de la trace compressée jusqu'à la fin pour voir si elle est complète</translation>
        </message>
        <message>
            <source>Unknown: no trace of this job can be read</source>
            <translation>Inconnu : aucune trace de cette tâche n'est lisible</translation>
        </message>
        <message>
            <source>Unknown: the traces do not name their hosts</source>
            <translation>Inconnu : les traces ne nomment pas leurs hôtes</translation>
        </message>
        <message>
            <source>Reading the traces to their end to find the GPUs they used</source>
            <translation>Lecture des traces jusqu'à la fin pour trouver les GPU utilisés</translation>
        </message>
        <message>
            <source>Unknown: a trace of this job cannot be read, or there is no training trace</source>
            <translation>Inconnu : une trace de cette tâche est illisible, ou il n'y a pas de trace d'entraînement</translation>
        </message>
        <message>
            <source>GPUs with activity (kernels, memory copies or sets) in the traces</source>
            <translation>GPU ayant une activité (noyaux, copies ou remplissages mémoire) dans les traces</translation>
        </message>
    </context>
    <context>
        <name>stepline::JobPickerWidget</name>
        <message>
            <source>Loaded profile</source>
            <translation>Profil chargé</translation>
        </message>
        <message>
            <source>Unload the profile and free its memory</source>
            <translation>Décharger le profil et libérer sa mémoire</translation>
        </message>
        <message>
            <source>No profiles folder is set yet. Try the demo jobs that come with Stepline, or choose the folder where your training jobs write their traces.</source>
            <translation>Aucun dossier de profils n'est encore défini. Essayez les tâches de démonstration fournies avec Stepline, ou choisissez le dossier où vos tâches d'entraînement écrivent leurs traces.</translation>
        </message>
        <message>
            <source>Show demo jobs</source>
            <translation>Afficher les tâches de démonstration</translation>
        </message>
        <message>
            <source>Profiles folder:</source>
            <translation>Dossier des profils :</translation>
        </message>
        <message>
            <source>Change...</source>
            <translation>Changer...</translation>
        </message>
        <message>
            <source>Refresh</source>
            <translation>Actualiser</translation>
        </message>
        <message>
            <source>Search by name</source>
            <translation>Rechercher par nom</translation>
        </message>
        <message>
            <source>All statuses</source>
            <translation>Tous les états</translation>
        </message>
        <message>
            <source>Created from</source>
            <translation>Créées du</translation>
        </message>
        <message>
            <source>to</source>
            <translation>au</translation>
        </message>
        <message>
            <source>Load</source>
            <translation>Charger</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(aucun)</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Memory used: %3</source>
            <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Mémoire utilisée : %3</translation>
        </message>
        <message>
            <source>No profile loaded. Pick a job below and press Load, or open a trace file with File &gt; Open.</source>
            <translation>Aucun profil chargé. Choisissez une tâche ci-dessous et appuyez sur Charger, ou ouvrez un fichier de trace avec Fichier &gt; Ouvrir.</translation>
        </message>
        <message numerus="yes">
            <source>%n job(s)</source>
            <translation>
                <numerusform>%n tâche</numerusform>
                <numerusform>%n tâches</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 of %n job(s) shown</source>
            <translation>
                <numerusform>%1 sur %n tâche affichée</numerusform>
                <numerusform>%1 sur %n tâches affichées</numerusform>
            </translation>
        </message>
        <message>
            <source>scanning...</source>
            <translation>analyse...</translation>
        </message>
    </context>
    <context>
        <name>stepline::LoadBanner</name>
        <message>
            <source>Open another file...</source>
            <translation>Ouvrir un autre fichier...</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Détails</translation>
        </message>
        <message>
            <source>Dismiss</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Could not load %1</source>
            <translation>Impossible de charger %1</translation>
        </message>
        <message>
            <source>%1 ends early at byte %2: the events before it were loaded.</source>
            <translation>%1 se termine trop tôt à l'octet %2 : les événements précédents ont été chargés.</translation>
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation>
                <numerusform>... et %n autre</numerusform>
                <numerusform>... et %n autres</numerusform>
            </translation>
        </message>
        <message>
            <source>ranks left out: %1</source>
            <translation>rangs laissés de côté : %1</translation>
        </message>
        <message>
            <source>events outside the time window left out: %1</source>
            <translation>événements hors de la fenêtre de temps laissés de côté : %1</translation>
        </message>
        <message>
            <source>This is part of the job, as asked: %1.</source>
            <translation>Partie du job, comme demandé : %1.</translation>
        </message>
        <message>
            <source>A subset of the job is loaded.</source>
            <translation>Une partie du job est chargée.</translation>
        </message>
        <message>
            <source>The profile was loaded completely.</source>
            <translation>Le profil a été chargé entièrement.</translation>
        </message>
        <message>
            <source>The profile was loaded with warnings: some data was skipped, cut or changed.</source>
            <translation>Le profil a été chargé avec des avertissements : des données ont été ignorées, coupées ou modifiées.</translation>
        </message>
        <message>
            <source>Don't show notes again</source>
            <translation>Ne plus afficher les notes</translation>
        </message>
        <message>
            <source>%1 notes on how the trace was written, nothing lost (Details lists them).</source>
            <translation>%1 notes sur la façon dont la trace a été écrite, rien de perdu (Details les liste).</translation>
        </message>
        <message>
            <source>These traces may not be one run: figures across ranks mix runs.</source>
            <translation>Ces traces ne sont peut-être pas d'une seule exécution : les chiffres entre rangs mélangent des exécutions.</translation>
        </message>
        <message>
            <source>%1. Open each run on its own (the job picker lists them apart).</source>
            <translation>%1. Ouvrez chaque exécution séparément (le sélecteur de tâches les liste à part).</translation>
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
            <translation>Tâches</translation>
        </message>
        <message>
            <source>Dashboard</source>
            <translation>Tableau de bord</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Chronologie</translation>
        </message>
        <message>
            <source>Insights</source>
            <translation>Analyses</translation>
        </message>
        <message>
            <source>Information</source>
            <translation>Informations</translation>
        </message>
        <message>
            <source>Profiles folder</source>
            <translation>Dossier des profils</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;Open File...</source>
            <translation>&amp;Ouvrir un fichier...</translation>
        </message>
        <message>
            <source>Open &amp;Folder...</source>
            <translation>Ouvrir un &amp;dossier...</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Ouvrir un fichier &amp;récent</translation>
        </message>
        <message>
            <source>&amp;Unload Profile</source>
            <translation>&amp;Décharger le profil</translation>
        </message>
        <message>
            <source>&amp;Cancel Loading</source>
            <translation>&amp;Annuler le chargement</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Jobs</source>
            <translation>&amp;Tâches</translation>
        </message>
        <message>
            <source>&amp;Dashboard</source>
            <translation>Tableau de &amp;bord</translation>
        </message>
        <message>
            <source>&amp;Timeline</source>
            <translation>&amp;Chronologie</translation>
        </message>
        <message>
            <source>&amp;Insights</source>
            <translation>A&amp;nalyses</translation>
        </message>
        <message>
            <source>I&amp;nformation</source>
            <translation>I&amp;nformations</translation>
        </message>
        <message>
            <source>&amp;Refresh Job List</source>
            <translation>Actualise&amp;r la liste des tâches</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Paramètres</translation>
        </message>
        <message>
            <source>&amp;Preferences...</source>
            <translation>&amp;Préférences...</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Raccourcis clavier</translation>
        </message>
        <message>
            <source>&amp;About Stepline</source>
            <translation>À &amp;propos de Stepline</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <source>Clear List</source>
            <translation>Effacer la liste</translation>
        </message>
        <message>
            <source>No profile loaded</source>
            <translation>Aucun profil chargé</translation>
        </message>
        <message>
            <source>Profile memory: %1</source>
            <translation>Mémoire du profil : %1</translation>
        </message>
        <message>
            <source>the file or folder does not exist</source>
            <translation>le fichier ou le dossier n'existe pas</translation>
        </message>
        <message>
            <source>Check the path, or pick a job from the Jobs tab.</source>
            <translation>Vérifiez le chemin ou choisissez une tâche dans l'onglet Tâches.</translation>
        </message>
        <message>
            <source>Unload the current profile?</source>
            <translation>Décharger le profil actuel ?</translation>
        </message>
        <message>
            <source>Only one profile is kept in memory. Unload %1 and load %2?</source>
            <translation>Un seul profil est gardé en mémoire. Décharger %1 et charger %2 ?</translation>
        </message>
        <message>
            <source>Open trace file</source>
            <translation>Ouvrir un fichier de trace</translation>
        </message>
        <message>
            <source>Open job folder</source>
            <translation>Ouvrir un dossier de tâche</translation>
        </message>
        <message>
            <source>The new language applies the next time Stepline starts.</source>
            <translation>La nouvelle langue s'appliquera au prochain démarrage de Stepline.</translation>
        </message>
        <message>
            <source>About Stepline</source>
            <translation>À propos de Stepline</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Stepline %1&lt;/h3&gt;&lt;p&gt;A native viewer for deep-learning training profiles (PyTorch profiler / Kineto traces).&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later. Built with Qt %2.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Stepline %1&lt;/h3&gt;&lt;p&gt;Une visionneuse native de profils d'entraînement en apprentissage profond (profileur PyTorch / traces Kineto).&lt;/p&gt;&lt;p&gt;Distribué sous la licence publique générale GNU, version 3 ou ultérieure. Construit avec Qt %2.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Opening...</source>
            <translation>Ouverture...</translation>
        </message>
        <message>
            <source>Loading %1</source>
            <translation>Chargement de %1</translation>
        </message>
        <message>
            <source>%1: %2 of %3</source>
            <extracomment>%1 is the loading stage (reading, sorting...), %2 and %3 sizes</extracomment>
            <translation>%1 : %2 sur %3</translation>
        </message>
        <message>
            <source>Loading</source>
            <translation>Chargement</translation>
        </message>
        <message numerus="yes">
            <source>Loaded %1: %n event(s)</source>
            <translation>
                <numerusform>%1 chargé : %n événement</numerusform>
                <numerusform>%1 chargé : %n événements</numerusform>
            </translation>
        </message>
        <message>
            <source>Could not load %1</source>
            <translation>Impossible de charger %1</translation>
        </message>
        <message>
            <source>Loading %1 was canceled</source>
            <translation>Le chargement de %1 a été annulé</translation>
        </message>
        <message>
            <source>%1 - Stepline</source>
            <translation>%1 - Stepline</translation>
        </message>
        <message>
            <source>Save &amp;As...</source>
            <translation>Enregistrer &amp;sous...</translation>
        </message>
        <message>
            <source>Save profile as</source>
            <translation>Enregistrer le profil sous</translation>
        </message>
        <message>
            <source>Stepline profiles (*.stepline);;All files (*)</source>
            <translation>Profils Stepline (*.stepline);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Saving %1...</source>
            <translation>Enregistrement de %1...</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>%1 enregistré</translation>
        </message>
        <message>
            <source>Save failed</source>
            <translation>Échec de l'enregistrement</translation>
        </message>
        <message>
            <source>The profile could not be saved as %1.</source>
            <translation>Le profil n'a pas pu être enregistré sous %1.</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Rangs</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>Comparaison</translation>
        </message>
        <message>
            <source>Loading the baseline %1...</source>
            <translation>Chargement de la référence %1...</translation>
        </message>
        <message>
            <source>Baseline %1: its aggregates take %2 (the profile itself was freed)</source>
            <translation>Référence %1 : ses agrégats occupent %2 (le profil lui-même a été libéré)</translation>
        </message>
        <message>
            <source>Could not load the baseline %1</source>
            <translation>Impossible de charger la référence %1</translation>
        </message>
        <message>
            <source>&lt;h3&gt;The baseline could not be loaded&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</source>
            <translation>&lt;h3&gt;La référence n'a pas pu être chargée&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Compare &amp;with...</source>
            <translation>Comparer a&amp;vec...</translation>
        </message>
        <message>
            <source>Clear Co&amp;mparison</source>
            <translation>Effacer la co&amp;mparaison</translation>
        </message>
        <message>
            <source>R&amp;anks</source>
            <translation>R&amp;angs</translation>
        </message>
        <message>
            <source>Co&amp;mpare</source>
            <translation>Co&amp;mparaison</translation>
        </message>
        <message>
            <source>Idle &amp;Causes Band</source>
            <translation>Bande des &amp;causes d'inactivité</translation>
        </message>
        <message>
            <source>A thin band under each GPU's streams shading every idle interval by its cause</source>
            <translation>Une fine bande sous les flux de chaque GPU qui colore chaque intervalle inactif selon sa cause</translation>
        </message>
        <message>
            <source> + baseline %1</source>
            <translation> + référence %1</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Loading the baseline...&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Chargement de la référence...&lt;/h3&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Compare with (baseline)</source>
            <translation>Comparer avec (référence)</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Baseline ready&lt;/h3&gt;&lt;p&gt;%1 is loaded as the baseline. Open a profile to compare it with.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Référence prête&lt;/h3&gt;&lt;p&gt;%1 est chargé comme référence. Ouvrez un profil à comparer avec elle.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>&amp;Manuel</translation>
        </message>
        <message>
            <source>Timeline: search names</source>
            <translation>Chronologie : rechercher des noms</translation>
        </message>
        <message>
            <source>Traces (*.json *.json.gz *.json.zst *.gz *.zst *.sqlite *.stepline);;All files (*)</source>
            <translation>Traces (*.json *.json.gz *.json.zst *.gz *.zst *.sqlite *.stepline);;Tous les fichiers (*)</translation>
        </message>
    </context>
    <context>
        <name>stepline::ManualWindow</name>
        <message>
            <source>Stepline Manual</source>
            <translation>Manuel de Stepline</translation>
        </message>
    </context>
    <context>
        <name>stepline::OpPerfTable</name>
        <message>
            <source>Operator efficiency</source>
            <translation>Efficacité des opérateurs</translation>
        </message>
        <message>
            <source>Not in this profile: %1</source>
            <translation>Absent de ce profil : %1</translation>
        </message>
    </context>
    <context>
        <name>stepline::OpPerfTableModel</name>
        <message>
            <source>Above the roof: a wrong shape, type or peak; no efficiency shown</source>
            <translation>Au-dessus du toit : forme, type ou pic erroné ; aucune efficacité affichée</translation>
        </message>
        <message>
            <source>over peak</source>
            <translation>au-dessus du pic</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>calcul</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>mémoire</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>Opérateur</translation>
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
            <translation>Appels</translation>
        </message>
        <message>
            <source>Kernel time</source>
            <translation>Temps de noyau</translation>
        </message>
        <message>
            <source>TFLOP/s</source>
            <translation>TFLOP/s</translation>
        </message>
        <message>
            <source>TB/s</source>
            <translation>To/s</translation>
        </message>
        <message>
            <source>FLOP/byte</source>
            <translation>FLOP/octet</translation>
        </message>
        <message>
            <source>% of roof</source>
            <translation>% du toit</translation>
        </message>
        <message>
            <source>Bound</source>
            <translation>Limité par</translation>
        </message>
        <message>
            <source>Above roof</source>
            <translation>Au-dessus du toit</translation>
        </message>
    </context>
    <context>
        <name>stepline::PythonStatsPanel</name>
        <message>
            <source>Phase:</source>
            <translation>Phase :</translation>
        </message>
        <message>
            <source>Whole job</source>
            <translation>Tâche entière</translation>
        </message>
        <message>
            <source>Initialization (before the first step)</source>
            <translation>Initialisation (avant la première étape)</translation>
        </message>
        <message>
            <source>Training loop</source>
            <translation>Boucle d'entraînement</translation>
        </message>
        <message>
            <source>Finalization (after the last step)</source>
            <translation>Finalisation (après la dernière étape)</translation>
        </message>
        <message>
            <source>Steps:</source>
            <translation>Étapes :</translation>
        </message>
        <message>
            <source>any</source>
            <translation>toutes</translation>
        </message>
        <message>
            <source>Function</source>
            <translation>Fonction</translation>
        </message>
        <message>
            <source>Calls</source>
            <translation>Appels</translation>
        </message>
        <message>
            <source>Total time</source>
            <translation>Temps total</translation>
        </message>
        <message>
            <source>Self time</source>
            <translation>Temps propre</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Aucun profil chargé.</translation>
        </message>
        <message>
            <source>No python_function events match. Python functions are recorded when the trace is taken with with_stack=True.</source>
            <translation>Aucun événement python_function ne correspond. Les fonctions Python sont enregistrées lorsque la trace est prise avec with_stack=True.</translation>
        </message>
        <message numerus="yes">
            <source>%n function(s). Total time counts a recursive function once; self time leaves out the Python functions it called.</source>
            <translation>
                <numerusform>%n fonction. Le temps total compte une fonction récursive une seule fois ; le temps propre exclut les fonctions Python qu'elle appelle.</numerusform>
                <numerusform>%n fonctions. Le temps total compte une fonction récursive une seule fois ; le temps propre exclut les fonctions Python qu'elle appelle.</numerusform>
            </translation>
        </message>
        <message>
            <source>Source:</source>
            <translation>Source :</translation>
        </message>
        <message>
            <source>Filter by function name</source>
            <translation>Filtrer par nom de fonction</translation>
        </message>
        <message>
            <source>Inclusive time (cProfile's cumulative time): the function and everything it called.</source>
            <translation>Temps inclusif (temps cumulé de cProfile) : la fonction et tout ce qu'elle a appelé.</translation>
        </message>
        <message>
            <source>Time in the function itself (cProfile's tottime).</source>
            <translation>Temps passé dans la fonction elle-même (tottime de cProfile).</translation>
        </message>
        <message>
            <source>python_function events (trace)</source>
            <translation>Événements python_function (trace)</translation>
        </message>
        <message numerus="yes">
            <source>cProfile dumps (%n file(s))</source>
            <translation>
                <numerusform>Dumps cProfile (%n fichier)</numerusform>
                <numerusform>Dumps cProfile (%n fichiers)</numerusform>
            </translation>
        </message>
        <message>
            <source>Initialization</source>
            <translation>Initialisation</translation>
        </message>
        <message>
            <source>Finalization</source>
            <translation>Finalisation</translation>
        </message>
        <message>
            <source>python_function events come from traces taken with with_stack=True; cProfile and pyinstrument dumps are the SageMaker Debugger's python_stats files of the job.</source>
            <translation>Les événements python_function viennent de traces prises avec with_stack=True ; les dumps cProfile et pyinstrument sont les fichiers python_stats du SageMaker Debugger pour ce job.</translation>
        </message>
        <message>
            <source>The Debugger's node id (&lt;pid&gt;-&lt;host&gt;) the dumps come from.</source>
            <translation>L'identifiant de nœud du Debugger (&lt;pid&gt;-&lt;host&gt;) d'où viennent les dumps.</translation>
        </message>
        <message>
            <source>Node:</source>
            <translation>Nœud :</translation>
        </message>
        <message>
            <source>Any</source>
            <translation>Tous</translation>
        </message>
        <message>
            <source>Dumps that start and end in this mode; also the mode the step numbers count in (train when Any, as smdebug does).</source>
            <translation>Les dumps qui commencent et finissent dans ce mode ; c'est aussi le mode dans lequel les numéros de pas comptent (train pour « Tous », comme smdebug).</translation>
        </message>
        <message>
            <source>Mode:</source>
            <translation>Mode :</translation>
        </message>
        <message>
            <source>Training phase: the dumps with this start mode and end mode.</source>
            <translation>Phase d'entraînement : les dumps avec ce mode de début et ce mode de fin.</translation>
        </message>
        <message>
            <source>Training phase:</source>
            <translation>Phase d'entraînement :</translation>
        </message>
        <message>
            <source>The phase of the first step the dumps start at (smdebug's start_phase).</source>
            <translation>La phase du premier pas où commencent les dumps (start_phase de smdebug).</translation>
        </message>
        <message>
            <source>The phase of the last step the dumps end at (smdebug's end_phase).</source>
            <translation>La phase du dernier pas où finissent les dumps (end_phase de smdebug).</translation>
        </message>
        <message>
            <source>to</source>
            <translation>au</translation>
        </message>
        <message>
            <source>Timeline selection</source>
            <translation>Sélection de la chronologie</translation>
        </message>
        <message>
            <source>Only what overlaps the time range selected on the timeline (shift-drag there).</source>
            <translation>Seulement ce qui chevauche la plage de temps sélectionnée sur la chronologie (y glisser avec Maj).</translation>
        </message>
        <message>
            <source>Dump</source>
            <translation>Dump</translation>
        </message>
        <message>
            <source>Profiler</source>
            <translation>Profileur</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>Nœud</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Début</translation>
        </message>
        <message>
            <source>End</source>
            <translation>Fin</translation>
        </message>
        <message>
            <source>From</source>
            <translation>Début</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Durée</translation>
        </message>
        <message>
            <source>Job phase</source>
            <translation>Phase du job</translation>
        </message>
        <message>
            <source>Readable</source>
            <translation>Lisible</translation>
        </message>
        <message>
            <source>Every dump of the job. Select rows to show only those; greyed rows are outside the selection above.</source>
            <translation>Tous les dumps du job. Sélectionnez des lignes pour n'afficher qu'elles ; les lignes grisées sont hors de la sélection ci-dessus.</translation>
        </message>
        <message>
            <source>Calls (cProfile: calls/primitive calls where they differ). pyinstrument samples call stacks and counts no calls.</source>
            <translation>Appels (cProfile : appels/appels primitifs quand ils diffèrent). pyinstrument échantillonne les piles d'appels et ne compte pas les appels.</translation>
        </message>
        <message>
            <source>Called by</source>
            <translation>Appelée par</translation>
        </message>
        <message>
            <source>The functions that called the selected one, and its calls and times when called from each.</source>
            <translation>Les fonctions qui ont appelé celle sélectionnée, avec ses appels et temps depuis chacune.</translation>
        </message>
        <message>
            <source>The functions the selected one called, with their calls and times from it.</source>
            <translation>Les fonctions appelées par celle sélectionnée, avec leurs appels et temps depuis elle.</translation>
        </message>
        <message>
            <source>Callers and callees</source>
            <translation>Appelants et appelées</translation>
        </message>
        <message>
            <source>Call tree</source>
            <translation>Arbre d'appels</translation>
        </message>
        <message numerus="yes">
            <source>pyinstrument dumps (%n file(s))</source>
            <translation>
                <numerusform>dumps pyinstrument (%n fichier)</numerusform>
                <numerusform>dumps pyinstrument (%n fichiers)</numerusform>
            </translation>
        </message>
        <message>
            <source>Every node</source>
            <translation>Tous les nœuds</translation>
        </message>
        <message>
            <source>(none: shift-drag on the timeline)</source>
            <translation>(aucune : glisser avec Maj sur la chronologie)</translation>
        </message>
        <message>
            <source>%1 to %2 after the job start</source>
            <translation>de %1 à %2 après le début du job</translation>
        </message>
        <message>
            <source>folder name unknown</source>
            <translation>nom de dossier inconnu</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>no: %1</source>
            <translation>non : %1</translation>
        </message>
        <message>
            <source>No %1 dump matches this selection.</source>
            <translation>Aucun dump %1 ne correspond à cette sélection.</translation>
        </message>
        <message numerus="yes">
            <source>%1 of %2 %3 dumps merged: %n function(s).</source>
            <translation>
                <numerusform>%1 dumps %3 sur %2 fusionnés : %n fonction.</numerusform>
                <numerusform>%1 dumps %3 sur %2 fusionnés : %n fonctions.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 calls (%2 primitive). Times are summed over the dumps, like pstats.Stats.add.</source>
            <translation>%1 appels (%2 primitifs). Les temps sont additionnés sur les dumps, comme pstats.Stats.add.</translation>
        </message>
        <message>
            <source>pyinstrument samples call stacks: times are summed over the dumps, it counts no calls.</source>
            <translation>pyinstrument échantillonne les piles d'appels : les temps sont additionnés sur les dumps, il ne compte pas les appels.</translation>
        </message>
        <message numerus="yes">
            <source>Only the %n dump(s) selected in the table.</source>
            <translation>
                <numerusform>Seulement le dump sélectionné dans le tableau (%n).</numerusform>
                <numerusform>Seulement les %n dumps sélectionnés dans le tableau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n dump(s) could not be read (see the Readable column).</source>
            <translation>
                <numerusform>%n dump n'a pas pu être lu (voir la colonne Lisible).</numerusform>
                <numerusform>%n dumps n'ont pas pu être lus (voir la colonne Lisible).</numerusform>
            </translation>
        </message>
        <message>
            <source>Widen the selection: every dump is greyed in the table.</source>
            <translation>Élargissez la sélection : tous les dumps sont grisés dans le tableau.</translation>
        </message>
        <message>
            <source>%1 (%2)
total %3, self %4</source>
            <translation>%1 (%2)
total %3, propre %4</translation>
        </message>
        <message>
            <source>pyinstrument samples call stacks and counts no calls.</source>
            <translation>pyinstrument échantillonne les piles d'appels et ne compte pas les appels.</translation>
        </message>
    </context>
    <context>
        <name>stepline::RankHeatmapWidget</name>
        <message>
            <source>%1 per rank and step</source>
            <translation>%1 par rang et par étape</translation>
        </message>
    </context>
    <context>
        <name>stepline::RanksView</name>
        <message>
            <source>Align node clocks</source>
            <translation>Aligner les horloges des nœuds</translation>
        </message>
        <message>
            <source>Subtract each node's estimated clock offset (median end of the matched collectives against the first node) before comparing arrivals. Off: the clocks as recorded.</source>
            <translation>Soustraire le décalage d'horloge estimé de chaque nœud (médiane des fins des collectives appariées par rapport au premier nœud) avant de comparer les arrivées. Désactivé : les horloges telles qu'enregistrées.</translation>
        </message>
        <message>
            <source>Scope:</source>
            <translation>Portée :</translation>
        </message>
        <message>
            <source>Straggler #</source>
            <translation>Retardataire n°</translation>
        </message>
        <message>
            <source>Rank</source>
            <translation>Rang</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>Nœud</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>Collectives</translation>
        </message>
        <message>
            <source>Wait</source>
            <translation>Attente</translation>
        </message>
        <message>
            <source>Times last</source>
            <translation>Fois dernier</translation>
        </message>
        <message>
            <source>Delay caused</source>
            <translation>Retard causé</translation>
        </message>
        <message>
            <source>Unmatched</source>
            <translation>Non appariés</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <source>Group</source>
            <translation>Groupe</translation>
        </message>
        <message>
            <source>Seq / order</source>
            <translation>Seq / ordre</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Rangs</translation>
        </message>
        <message>
            <source>Size</source>
            <translation>Taille</translation>
        </message>
        <message>
            <source>Skew</source>
            <translation>Décalage</translation>
        </message>
        <message>
            <source>Last rank</source>
            <translation>Dernier rang</translation>
        </message>
        <message>
            <source>Delay</source>
            <translation>Retard</translation>
        </message>
        <message>
            <source>Transfer</source>
            <translation>Transfert</translation>
        </message>
        <message>
            <source>algbw GB/s</source>
            <translation>algbw Go/s</translation>
        </message>
        <message>
            <source>busbw GB/s</source>
            <translation>busbw Go/s</translation>
        </message>
        <message>
            <source>Double-click a collective to open it in the timeline: the kernels of every rank taking part, the last arrival selected and marked.</source>
            <translation>Double-cliquez sur une collective pour l'ouvrir dans la chronologie : les noyaux de chaque rang participant, la dernière arrivée sélectionnée et marquée.</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Aucun profil chargé.</translation>
        </message>
        <message>
            <source>%1 collectives matched (%2 of %3 communication kernels).</source>
            <translation>%1 collectives appariées (%2 sur %3 noyaux de communication).</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>inconnue</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (subtracted): %2.</source>
            <translation>Décalages d'horloge des nœuds par rapport à %1 (soustraits) : %2.</translation>
        </message>
        <message>
            <source>Node clock offsets against %1 (not applied): %2.</source>
            <translation>Décalages d'horloge des nœuds par rapport à %1 (non appliqués) : %2.</translation>
        </message>
        <message>
            <source>Warning: %1</source>
            <translation>Avertissement : %1</translation>
        </message>
        <message>
            <source>Seq %1</source>
            <translation>Seq %1</translation>
        </message>
        <message>
            <source>#%1</source>
            <translation>n°%1</translation>
        </message>
        <message>
            <source>Matching the collectives of every rank...</source>
            <translation>Appariement des collectives de tous les rangs...</translation>
        </message>
        <message>
            <source>Negative: the ranks' ends come before the last arrival even with the node clocks aligned, so the clock offset estimate does not fit this collective.</source>
            <translation>Négatif : les fins des rangs précèdent la dernière arrivée même avec les horloges des nœuds alignées ; l'estimation du décalage d'horloge ne convient pas à cette collective.</translation>
        </message>
        <message>
            <source>Negative: the ranks' ends come before the last arrival on their own clocks. The nodes' clocks disagree; turn on "Align node clocks".</source>
            <translation>Négatif : sur leurs propres horloges, les rangs finissent avant la dernière arrivée. Les horloges des nœuds divergent ; activez « Aligner les horloges des nœuds ».</translation>
        </message>
        <message>
            <source>Colour:</source>
            <translation>Couleur :</translation>
        </message>
        <message>
            <source>In synchronous training every rank's step lasts as long as the slowest one's: step time looks the same everywhere. The straggler arrives late and waits least.</source>
            <translation>En entraînement synchrone, l'étape de chaque rang dure autant que celle du plus lent : la durée d'étape paraît partout la même. Le retardataire arrive tard et attend le moins.</translation>
        </message>
        <message>
            <source>clock skew</source>
            <translation>décalage d'horloge</translation>
        </message>
        <message>
            <source>Exposed wait</source>
            <translation>Attente exposée</translation>
        </message>
        <message>
            <source>Exposed transfer</source>
            <translation>Transfert exposé</translation>
        </message>
        <message>
            <source>Communication no computation hid, while the rank waited for the last peer of a collective (its GPUs summed). Caused by the late rank, not by the network.</source>
            <translation>Communication qu'aucun calcul n'a masquée, pendant que le rang attendait le dernier pair d'une collective (somme de ses GPU). Causée par le rang en retard, pas par le réseau.</translation>
        </message>
        <message>
            <source>Communication no computation hid, after the last peer arrived: the transfer itself.</source>
            <translation>Communication qu'aucun calcul n'a masquée, après l'arrivée du dernier pair : le transfert lui-même.</translation>
        </message>
        <message>
            <source>Not known here: the ranks of this job were read without their events.</source>
            <translation>Inconnu ici : les rangs de cette tâche ont été lus sans leurs événements.</translation>
        </message>
        <message>
            <source>Not split: this rank took part in no matched collective.</source>
            <translation>Non séparé : ce rang n'a participé à aucune collective appariée.</translation>
        </message>
    </context>
    <context>
        <name>stepline::SettingsDialog</name>
        <message>
            <source>Settings</source>
            <translation>Paramètres</translation>
        </message>
        <message>
            <source>Folder with one sub-folder or trace file per training job</source>
            <translation>Dossier avec un sous-dossier ou un fichier de trace par tâche d'entraînement</translation>
        </message>
        <message>
            <source>Browse...</source>
            <translation>Parcourir...</translation>
        </message>
        <message>
            <source>Profiles folder:</source>
            <translation>Dossier des profils :</translation>
        </message>
        <message>
            <source>Profiles folder</source>
            <translation>Dossier des profils</translation>
        </message>
        <message>
            <source>Follow the system</source>
            <translation>Suivre le système</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <source>Theme:</source>
            <translation>Thème :</translation>
        </message>
        <message>
            <source>Automatic</source>
            <translation>Automatique</translation>
        </message>
        <message>
            <source>Nanoseconds (ns)</source>
            <translation>Nanosecondes (ns)</translation>
        </message>
        <message>
            <source>Microseconds (µs)</source>
            <translation>Microsecondes (µs)</translation>
        </message>
        <message>
            <source>Milliseconds (ms)</source>
            <translation>Millisecondes (ms)</translation>
        </message>
        <message>
            <source>Seconds (s)</source>
            <translation>Secondes (s)</translation>
        </message>
        <message>
            <source>Time units:</source>
            <translation>Unité de temps :</translation>
        </message>
        <message>
            <source>System language</source>
            <translation>Langue du système</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Langue :</translation>
        </message>
        <message>
            <source>A new language applies the next time Stepline starts.</source>
            <translation>Une nouvelle langue s'appliquera au prochain démarrage de Stepline.</translation>
        </message>
    </context>
    <context>
        <name>stepline::ShortcutPanel</name>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Raccourci</translation>
        </message>
    </context>
    <context>
        <name>stepline::SubsetDialog</name>
        <message>
            <source>The job may not fit in memory</source>
            <translation>Le job risque de ne pas tenir en mémoire</translation>
        </message>
        <message>
            <source>Loading %1 needs about %2 of memory (a model of about %3 for %4 events), but only %5 is available. Load part of the job: some of its ranks, a time window, or both.</source>
            <translation>Charger %1 demande environ %2 de mémoire (un modèle d'environ %3 pour %4 événements), mais seuls %5 sont disponibles. Chargez une partie du job : certains rangs, une fenêtre de temps, ou les deux.</translation>
        </message>
        <message>
            <source>Ranks</source>
            <translation>Rangs</translation>
        </message>
        <message>
            <source>Rank %1  -  %2 (%3, about %4 in memory)</source>
            <translation>Rang %1  -  %2 (%3, environ %4 en mémoire)</translation>
        </message>
        <message>
            <source>Time window</source>
            <translation>Fenêtre de temps</translation>
        </message>
        <message>
            <source>e.g. 0s</source>
            <translation>p. ex. 0s</translation>
        </message>
        <message>
            <source>e.g. 10s</source>
            <translation>p. ex. 10s</translation>
        </message>
        <message>
            <source>From:</source>
            <translation>De :</translation>
        </message>
        <message>
            <source>To:</source>
            <translation>À :</translation>
        </message>
        <message>
            <source>Times since the job start (0 on the timeline): 2s, 1500ms, 300us; a plain number is seconds. Slices overlapping the window are kept whole.</source>
            <translation>Temps depuis le début du job (0 sur la chronologie) : 2s, 1500ms, 300us ; un nombre seul est en secondes. Les tranches qui chevauchent la fenêtre sont gardées entières.</translation>
        </message>
        <message>
            <source>Load Subset</source>
            <translation>Charger la sélection</translation>
        </message>
        <message>
            <source>Load Anyway</source>
            <translation>Charger quand même</translation>
        </message>
        <message>
            <source>Check at least one rank.</source>
            <translation>Cochez au moins un rang.</translation>
        </message>
        <message>
            <source>The window needs a start and a later end, e.g. 0s and 10s.</source>
            <translation>La fenêtre demande un début et une fin plus tardive, p. ex. 0s et 10s.</translation>
        </message>
        <message>
            <source>With this choice: about %1 of the %2 available; it should fit.</source>
            <translation>Avec ce choix : environ %1 des %2 disponibles ; cela devrait tenir.</translation>
        </message>
        <message>
            <source>With this choice: about %1 of the %2 available; still too much.</source>
            <translation>Avec ce choix : environ %1 des %2 disponibles ; encore trop.</translation>
        </message>
    </context>
    <context>
        <name>stepline::TimelineView</name>
        <message>
            <source>%1 more launch arrows hidden</source>
            <translation>%1 flèches de lancement masquées</translation>
        </message>
        <message>
            <source>%1 events merged
%2
click to zoom in</source>
            <translation>%1 événements fusionnés
%2
cliquer pour zoomer</translation>
        </message>
        <message>
            <source>%1 instant events merged
first: %2</source>
            <translation>%1 événements instantanés fusionnés
premier : %2</translation>
        </message>
        <message>
            <source>Timeline: zoom in</source>
            <translation>Chronologie : zoom avant</translation>
        </message>
        <message>
            <source>W, +</source>
            <translation>W, +</translation>
        </message>
        <message>
            <source>Timeline: zoom out</source>
            <translation>Chronologie : zoom arrière</translation>
        </message>
        <message>
            <source>S, -</source>
            <translation>S, -</translation>
        </message>
        <message>
            <source>Timeline: pan left / right</source>
            <translation>Chronologie : défiler à gauche / à droite</translation>
        </message>
        <message>
            <source>A, Left / D, Right</source>
            <translation>A, Gauche / D, Droite</translation>
        </message>
        <message>
            <source>Timeline: scroll the rows</source>
            <translation>Chronologie : faire défiler les lignes</translation>
        </message>
        <message>
            <source>Up / Down</source>
            <translation>Haut / Bas</translation>
        </message>
        <message>
            <source>Timeline: show the whole job</source>
            <translation>Chronologie : afficher toute la tâche</translation>
        </message>
        <message>
            <source>Home</source>
            <translation>Origine</translation>
        </message>
        <message>
            <source>Timeline: zoom to the selection (or the measured range)</source>
            <translation>Chronologie : zoomer sur la sélection (ou la plage mesurée)</translation>
        </message>
        <message>
            <source>F</source>
            <translation>F</translation>
        </message>
        <message>
            <source>Timeline: measure a range</source>
            <translation>Chronologie : mesurer une plage</translation>
        </message>
        <message>
            <source>Shift+drag</source>
            <translation>Maj+glisser</translation>
        </message>
        <message>
            <source>Timeline: clear the measured range</source>
            <translation>Chronologie : effacer la plage mesurée</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Échap</translation>
        </message>
        <message>
            <source>Timeline: pan</source>
            <translation>Chronologie : défiler</translation>
        </message>
        <message>
            <source>drag</source>
            <translation>glisser</translation>
        </message>
    </context>
    <context>
        <name>stepline::TimelineWidget</name>
        <message>
            <source>Step</source>
            <translation>Étape</translation>
        </message>
        <message>
            <source>Go to ProfilerStep N (Enter)</source>
            <translation>Aller à ProfilerStep N (Entrée)</translation>
        </message>
        <message>
            <source>Previous step</source>
            <translation>Étape précédente</translation>
        </message>
        <message>
            <source>Next step</source>
            <translation>Étape suivante</translation>
        </message>
        <message>
            <source>Search names (Ctrl+F)</source>
            <translation>Rechercher des noms (Ctrl+F)</translation>
        </message>
        <message>
            <source>Regex</source>
            <translation>Regex</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>Correspondance précédente (Maj+Entrée)</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>Correspondance suivante (Entrée)</translation>
        </message>
        <message>
            <source>Only rows with matches</source>
            <translation>Seulement les lignes avec correspondances</translation>
        </message>
        <message>
            <source>Hide idle rows</source>
            <translation>Masquer les lignes inactives</translation>
        </message>
        <message>
            <source>All launch arrows</source>
            <translation>Toutes les flèches de lancement</translation>
        </message>
        <message>
            <source>Wall clock</source>
            <translation>Heure réelle</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>Ajuster</translation>
        </message>
        <message>
            <source>Show the whole job (Home)</source>
            <translation>Afficher toute la tâche (Origine)</translation>
        </message>
        <message>
            <source>Current selection</source>
            <translation>Sélection actuelle</translation>
        </message>
        <message>
            <source>Connections</source>
            <translation>Connexions</translation>
        </message>
        <message>
            <source>Measured range (Shift+drag)</source>
            <translation>Plage mesurée (Maj+glisser)</translation>
        </message>
        <message>
            <source>(no steps)</source>
            <translation>(aucune étape)</translation>
        </message>
        <message>
            <source>of %1…%2</source>
            <translation>sur %1…%2</translation>
        </message>
        <message>
            <source>&lt;i&gt;No profile loaded.&lt;/i&gt;</source>
            <translation>&lt;i&gt;Aucun profil chargé.&lt;/i&gt;</translation>
        </message>
        <message>
            <source>invalid regex</source>
            <translation>expression régulière invalide</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 sur %2</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>%1 correspondances</translation>
        </message>
        <message>
            <source>last arrival: rank %1</source>
            <translation>dernière arrivée : rang %1</translation>
        </message>
        <message>
            <source>Fold all rows</source>
            <translation>Replier toutes les lignes</translation>
        </message>
        <message>
            <source>Unfold all rows</source>
            <translation>Déplier toutes les lignes</translation>
        </message>
        <message>
            <source>Fold CPU processes</source>
            <translation>Replier les processus CPU</translation>
        </message>
        <message>
            <source>Show profiler bookkeeping rows (Spans, Traces, no pid)</source>
            <translation>Afficher les lignes internes du profileur (Spans, Traces, sans pid)</translation>
        </message>
        <message>
            <source>all</source>
            <translation>toutes</translation>
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
            <translation>Tâche</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>rang %1</translation>
        </message>
        <message>
            <source>process %1</source>
            <translation>processus %1</translation>
        </message>
        <message>
            <source>%1 (pid %2)</source>
            <translation>%1 (pid %2)</translation>
        </message>
        <message>
            <source>rank %1 · %2</source>
            <translation>rang %1 · %2</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>GPU %1 · rank %2</source>
            <translation>GPU %1 · rang %2</translation>
        </message>
        <message>
            <source>GPU %1</source>
            <translation>GPU %1</translation>
        </message>
        <message>
            <source>GPU %1 host</source>
            <translation>GPU %1 hôte</translation>
        </message>
        <message>
            <source>GPU %1 device</source>
            <translation>GPU %1 périphérique</translation>
        </message>
        <message>
            <source>%1
%2 events</source>
            <translation>%1
%2 événements</translation>
        </message>
        <message>
            <source>Tracks</source>
            <translation>Pistes</translation>
        </message>
        <message>
            <source>GPU utilization (mean)</source>
            <translation>Utilisation GPU (moyenne)</translation>
        </message>
        <message>
            <source>GPU %1 utilization</source>
            <translation>Utilisation du GPU %1</translation>
        </message>
        <message>
            <source>(no tid)</source>
            <translation>(pas de tid)</translation>
        </message>
        <message>
            <source>(no pid)</source>
            <translation>(pas de pid)</translation>
        </message>
        <message>
            <source>CPU utilization · rank %1</source>
            <translation>Utilisation CPU · rang %1</translation>
        </message>
        <message>
            <source>CPU utilization</source>
            <translation>Utilisation CPU</translation>
        </message>
        <message>
            <source>GPU %1 idle causes</source>
            <translation>GPU %1 causes d'inactivité</translation>
        </message>
        <message>
            <source>GPU %1 memory allocated</source>
            <translation>GPU %1 mémoire allouée</translation>
        </message>
        <message>
            <source>GPU %1 memory reserved</source>
            <translation>GPU %1 mémoire réservée</translation>
        </message>
    </context>
    <context>
        <name>stepline::WhatIfPanel</name>
        <message>
            <source>Hide the critical path</source>
            <translation>Masquer le chemin critique</translation>
        </message>
        <message>
            <source>Deselect the scenario: the timeline no longer draws its critical path.</source>
            <translation>Désélectionner le scénario : la chronologie ne dessine plus son chemin critique.</translation>
        </message>
        <message>
            <source>No profile loaded.</source>
            <translation>Aucun profil chargé.</translation>
        </message>
        <message>
            <source>What a fix would buy: the job replayed with one cause changed</source>
            <translation>Ce qu'une correction rapporterait : le job rejoué avec une cause modifiée</translation>
        </message>
        <message>
            <source>Not in this profile: %1.</source>
            <translation>Absent de ce profil : %1.</translation>
        </message>
        <message>
            <source>No predictions: the replay with nothing changed gives a mean step of %1 against the measured %2, %3 off; the model allows 1 %, so its predictions would not be trusted.</source>
            <translation>Aucune prédiction : le rejeu sans changement donne une étape moyenne de %1 contre %2 mesurés, soit %3 d'écart ; le modèle tolère 1 %, ses prédictions ne seraient donc pas fiables.</translation>
        </message>
        <message>
            <source>No predictions: %1. Measured mean step %2.</source>
            <translation>Aucune prédiction : %1. Étape moyenne mesurée %2.</translation>
        </message>
        <message numerus="yes">
            <source>Measured mean step %1 (%n step(s) on all ranks); the replay with nothing changed gives %2 (%3 off, within the 1 % the model allows).</source>
            <translation>
                <numerusform>Étape moyenne mesurée %1 (%n étape sur tous les rangs) ; le rejeu sans changement donne %2 (%3 d'écart, dans le 1 % que le modèle tolère).</numerusform>
                <numerusform>Étape moyenne mesurée %1 (%n étapes sur tous les rangs) ; le rejeu sans changement donne %2 (%3 d'écart, dans le 1 % que le modèle tolère).</numerusform>
            </translation>
        </message>
        <message>
            <source>The bars are the predicted mean steps, the line the measured one. Select a row to see the critical path of step %1, the worst, measured and predicted, and to draw both on the timeline.</source>
            <translation>Les barres sont les étapes moyennes prédites, la ligne l'étape mesurée. Sélectionnez une ligne pour voir le chemin critique de l'étape %1, la pire, mesuré et prédit, et les dessiner tous deux sur la chronologie.</translation>
        </message>
        <message>
            <source>rank %1</source>
            <translation>rang %1</translation>
        </message>
        <message>
            <source>ends on %1</source>
            <translation>se termine sur %1</translation>
        </message>
        <message>
            <source>bound by</source>
            <translation>limité par</translation>
        </message>
        <message>
            <source>The chain starts %1 after the step began, at the first event of %2 that nothing before it explains.</source>
            <translation>La chaîne commence %1 après le début de l'étape, au premier événement de %2 que rien avant lui n'explique.</translation>
        </message>
        <message>
            <source>rank %1 · %2 · %3 at %4</source>
            <translation>rang %1 · %2 · %3 à %4</translation>
        </message>
        <message numerus="yes">
            <source>%n shorter piece(s), %1 in all, are drawn on the timeline but not listed.</source>
            <translation>
                <numerusform>%n morceau plus court, %1 en tout, est dessiné sur la chronologie mais pas listé.</numerusform>
                <numerusform>%n morceaux plus courts, %1 en tout, sont dessinés sur la chronologie mais pas listés.</numerusform>
            </translation>
        </message>
        <message>
            <source>Select a row to see its critical path.</source>
            <translation>Sélectionnez une ligne pour voir son chemin critique.</translation>
        </message>
        <message>
            <source>not predicted: %1.</source>
            <translation>non prédit : %1.</translation>
        </message>
        <message>
            <source>No critical path: %1.</source>
            <translation>Pas de chemin critique : %1.</translation>
        </message>
        <message>
            <source>Critical path of %1, the worst measured step: the chain of events, across ranks, that set its end. Click a place to open it in the timeline.</source>
            <translation>Chemin critique de %1, la pire étape mesurée : la chaîne d'événements, à travers les rangs, qui a fixé sa fin. Cliquez sur un endroit pour l'ouvrir dans la chronologie.</translation>
        </message>
        <message>
            <source>step %1</source>
            <translation>étape %1</translation>
        </message>
        <message>
            <source>Measured</source>
            <translation>Mesuré</translation>
        </message>
        <message>
            <source>%1 (predicted times)</source>
            <translation>%1 (temps prédits)</translation>
        </message>
    </context>
    <context>
        <name>stepline::WhatIfScenarioModel</name>
        <message>
            <source>Data loader returns at once</source>
            <translation>Le chargeur de données répond aussitôt</translation>
        </message>
        <message>
            <source>Communication twice as fast</source>
            <translation>Communication deux fois plus rapide</translation>
        </message>
        <message>
            <source>No launch overhead</source>
            <translation>Aucun surcoût de lancement</translation>
        </message>
        <message>
            <source>Host syncs do not wait</source>
            <translation>Les synchronisations hôte n'attendent pas</translation>
        </message>
        <message>
            <source>Copies take no time</source>
            <translation>Les copies ne prennent aucun temps</translation>
        </message>
        <message>
            <source>Straggler on time</source>
            <translation>Retardataire à l'heure</translation>
        </message>
        <message>
            <source>Host operators twice as fast</source>
            <translation>Opérateurs hôte deux fois plus rapides</translation>
        </message>
        <message>
            <source>Measured</source>
            <translation>Mesuré</translation>
        </message>
        <message>
            <source>The mean ProfilerStep time over all ranks, as measured.</source>
            <translation>Le temps moyen de ProfilerStep sur tous les rangs, tel que mesuré.</translation>
        </message>
        <message>
            <source>Every DataLoader GetNext call returns at once.</source>
            <translation>Chaque appel GetNext du DataLoader répond aussitôt.</translation>
        </message>
        <message>
            <source>Each collective's transfer (after the last rank arrived) takes half as long.</source>
            <translation>Le transfert de chaque collective (après l'arrivée du dernier rang) prend moitié moins de temps.</translation>
        </message>
        <message>
            <source>Launch calls and launch latency take no time, as with CUDA graphs.</source>
            <translation>Les appels de lancement et la latence de lancement ne prennent aucun temps, comme avec les graphes CUDA.</translation>
        </message>
        <message>
            <source>Host synchronizations (.item(), cudaStreamSynchronize, blocking copies) do not wait for the GPU.</source>
            <translation>Les synchronisations hôte (.item(), cudaStreamSynchronize, copies bloquantes) n'attendent pas le GPU.</translation>
        </message>
        <message>
            <source>GPU copies take no time.</source>
            <translation>Les copies GPU ne prennent aucun temps.</translation>
        </message>
        <message>
            <source>The top straggler, rank %1, arrives with the second-latest rank at every collective.</source>
            <translation>Le pire retardataire, le rang %1, arrive avec l'avant-dernier rang à chaque collective.</translation>
        </message>
        <message>
            <source>The top straggler arrives with the second-latest rank at every collective.</source>
            <translation>Le pire retardataire arrive avec l'avant-dernier rang à chaque collective.</translation>
        </message>
        <message>
            <source>Host operator time between launches halves.</source>
            <translation>Le temps des opérateurs hôte entre les lancements est divisé par deux.</translation>
        </message>
        <message>
            <source>(scenario %1)</source>
            <translation>(scénario %1)</translation>
        </message>
        <message>
            <source>not predicted: %1</source>
            <translation>non prédit : %1</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Not predicted: %1</source>
            <translation>Non prédit : %1</translation>
        </message>
        <message>
            <source>The bar is the predicted mean step, the line the measured one; the shaded part between them is what the fix would save.</source>
            <translation>La barre est l'étape moyenne prédite, la ligne l'étape mesurée ; la partie ombrée entre les deux est ce que la correction ferait gagner.</translation>
        </message>
        <message>
            <source>Scenario</source>
            <translation>Scénario</translation>
        </message>
        <message>
            <source>Predicted mean step</source>
            <translation>Étape moyenne prédite</translation>
        </message>
        <message>
            <source>Saving per step</source>
            <translation>Gain par étape</translation>
        </message>
    </context>
</TS>
