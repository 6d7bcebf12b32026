import Foundation

/// Command-line options of `richtext-bench`. Paths default to siblings of the Benchmarks
/// folder (found from this source file's location), so the tool works from any cwd.
struct Options {
    /// The Benchmarks folder.
    static let benchmarksDirectory: String = {
        // .../Benchmarks/Sources/richtext-bench/Options.swift
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }()

    /// The repository's top folder (the Benchmarks folder's parent).
    static let repository = URL(fileURLWithPath: benchmarksDirectory).deletingLastPathComponent().path

    var corpusDirectory = Options.repository + "/Tests/Corpus"
    var markdownFile = Options.repository + "/README.md"
    var output = Options.repository + "/BENCHMARKS.md"
    /// Whether `--output` was given: a partial run (`--only`) writes no report otherwise,
    /// so profiling one scenario never replaces the checked-in BENCHMARKS.md.
    var outputIsExplicit = false
    var skparagraphResults: String?
    var callgrindReport: String?
    /// `--dask-report FILE`: the Dask section's text, written by dask_bench.py.
    var daskReport: String?
    var exportDirectory: String?
    var exportOnly = false
    var profileColdLatin: Int?
    /// `--profile-corpus ID`: the corpus `--profile-cold-latin` lays out (default latin200).
    var profileCorpus = "latin200"
    /// `--profile-first-sight`: empty the shaped-word cache before every profiled layout.
    var profileFirstSight = false
    /// `--profile-texts N`: profile only the corpus' first N texts (1 matches `relayout/*`,
    /// which lays out one paragraph again and again).
    var profileTexts: Int?
    /// `--profile-workers N`: time `--profile-cold-latin` layouts on one thread and on N at
    /// once, as the `threads` scenario does, five times (`Profile.profileColdLatinOnWorkers`).
    var profileWorkers = 1
    /// `--profile-document KB`: time a `scale/*` document's stages apart (`DocumentProfile`).
    var profileDocument: Int?
    /// `--profile-markdown KB`: time a `markdown/*` document's stages apart (`MarkdownProfile`).
    var profileMarkdown: Int?
    var runs = 7
    /// Wall time aimed at for one timed run (a batch of operations), in seconds.
    var runTarget = 0.05
    /// Internal: a memory probe in a child process ("peak:richtext", "retained:pango", ...).
    var probe: String?
    var skipMemory = false
    /// `--compare-lines CORPUS:INDEX`: print RichText's and Pango's lines for one text.
    var compareLines: String?
    /// `--suite-start EPOCH`: when run.sh started (for the total time in the report).
    var suiteStart: Double?
    /// `--only P1,P2`: time only scenarios whose id starts with one of these prefixes
    /// (for quick checks while working; the report then covers just those).
    var only: [String] = []
    /// `--textmeasure PATH`: the (release) `textmeasure` binary the serve scenario drives.
    var textmeasure: String?

    static let usage = """
        usage: richtext-bench [--corpus DIR] [--markdown FILE] [--output FILE]
                              [--skparagraph RESULTS.json] [--callgrind-report FILE]
                              [--dask-report FILE]
                              [--export-corpus DIR [--export-only]] [--runs N] [--run-ms MS]
                              [--profile-cold-latin N [--profile-corpus ID] [--profile-first-sight] [--profile-texts N]
                                                    [--profile-workers N]]
                              [--profile-document KB] [--profile-markdown KB]
                              [--no-memory]
                              [--compare-lines CORPUS:INDEX] [--only PREFIX,...]
                              [--textmeasure PATH]
          --corpus DIR            Tests/Corpus folder (default ../Tests/Corpus)
          --markdown FILE         markdown document of the markdown scenario (default ../README.md)
          --output FILE           where to write the report (default ../BENCHMARKS.md; a run
                                  with --only writes one only when this is given)
          --skparagraph FILE      JSON results written by skparagraph.py (else "not run")
          --callgrind-report FILE text for the "Where the time goes" section
          --dask-report FILE      text for the "Measuring at cluster scale (Dask)" section
          --export-corpus DIR     write the generated corpora (JSON Lines) for skparagraph.py
          --export-only           only generate and export the corpora, then exit
          --runs N                timed runs per scenario (default 7; the median is reported)
          --run-ms MS             wall time aimed at per timed run (default 50)
          --profile-cold-latin N  only lay out N distinct Latin-200 paragraphs with RichText
                                  (for callgrind; nothing else is run or written)
          --profile-corpus ID     the corpus --profile-cold-latin lays out instead (e.g. cjk, mixed,
                                  nonce; "relayout": re-layouts of shaped Latin-200 paragraphs;
                                  "labels": 2,000 English texts of ~24 characters)
          --profile-first-sight   empty the shaped-word cache before every profiled layout
                                  (removeAllShapedWords, as the first-sight/* scenarios)
          --profile-texts N       profile only the first N texts (1: one paragraph, hot, as relayout/*)
          --profile-workers N     time the layouts on 1 thread, then on N at once (each
                                  worker laying out --profile-cold-latin of them), five
                                  times, as the threads scenario does
          --profile-document KB   time shaping, layout and their release apart, per KB, on the
                                  scale/* documents of that size (e.g. 10, 1024), then exit
          --profile-markdown KB   time rendering, layout and their release apart, per KB, on the
                                  markdown/* documents of that size (10, 100 or 1000), then exit
          --no-memory             skip the memory probes
          --compare-lines ID:I    print RichText's and Pango's lines for text I of corpus ID, then exit
          --suite-start EPOCH     when run.sh started (the report gives the total time)
          --only PREFIX,...       time only the scenarios whose id starts with a prefix
                                  (e.g. cold/latin200,relayout); quick checks, partial report
          --textmeasure PATH      the textmeasure binary for the serve scenario (run.sh builds
                                  it in release mode; without it the scenario says "not run")
        """

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var index = 1
        func value(_ flag: String) -> String {
            index += 1
            guard index < arguments.count else { fail("\(flag) needs a value") }
            return arguments[index]
        }
        func number(_ flag: String) -> Int {
            let text = value(flag)
            guard let n = Int(text), n > 0 else { fail("\(flag) needs a positive integer, got '\(text)'") }
            return n
        }
        while index < arguments.count {
            let flag = arguments[index]
            switch flag {
            case "--corpus": options.corpusDirectory = value(flag)
            case "--markdown": options.markdownFile = value(flag)
            case "--output":
                options.output = value(flag)
                options.outputIsExplicit = true
            case "--skparagraph": options.skparagraphResults = value(flag)
            case "--callgrind-report": options.callgrindReport = value(flag)
            case "--dask-report": options.daskReport = value(flag)
            case "--export-corpus": options.exportDirectory = value(flag)
            case "--export-only": options.exportOnly = true
            case "--profile-cold-latin": options.profileColdLatin = number(flag)
            case "--profile-corpus": options.profileCorpus = value(flag)
            case "--profile-first-sight": options.profileFirstSight = true
            case "--profile-texts": options.profileTexts = max(1, number(flag))
            case "--profile-workers": options.profileWorkers = max(1, number(flag))
            case "--profile-document": options.profileDocument = max(1, number(flag))
            case "--profile-markdown": options.profileMarkdown = max(1, number(flag))
            case "--runs": options.runs = number(flag)
            case "--run-ms": options.runTarget = Double(number(flag)) / 1000
            case "--probe": options.probe = value(flag)
            case "--no-memory": options.skipMemory = true
            case "--compare-lines": options.compareLines = value(flag)
            case "--suite-start": options.suiteStart = Double(value(flag))
            case "--only": options.only = value(flag).split(separator: ",").map(String.init)
            case "--textmeasure": options.textmeasure = value(flag)
            case "-h", "--help":
                print(usage)
                exit(0)
            default: fail("unknown argument '\(flag)'\n\(usage)")
            }
            index += 1
        }
        return options
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("richtext-bench: \(message)\n".utf8))
    exit(2)
}

func printNote(_ message: String) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
}

/// `text` padded with spaces to `width` characters.
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
