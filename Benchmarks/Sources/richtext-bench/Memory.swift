import Foundation
import RichText

/// What a memory probe (a child process) reports.
struct MemoryProbe {
    var values: [String: Double] = [:]
    subscript(key: String) -> Double { values[key] ?? .nan }
}

/// Memory is measured in child processes of this executable (`--probe KIND:ENGINE`), so that
/// the peak RSS (VmHWM) is not the peak of the timing scenarios that ran before, and the
/// heap is not fragmented by them.
enum Memory {
    static let retainedLayouts = 20
    static let retainedDocumentBytes = 10 * 1024
    static let peakDocumentBytes = 1024 * 1024

    /// Runs `--probe kind:engine` in a child process and parses its `key=value` output.
    static func probe(_ kind: String, engine: String, options: Options) -> MemoryProbe? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--probe", "\(kind):\(engine)", "--corpus", options.corpusDirectory]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch {
            printNote("warning: memory probe \(kind):\(engine) failed to start: \(error)")
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            printNote("warning: memory probe \(kind):\(engine) exited with \(process.terminationStatus)")
            return nil
        }
        var result = MemoryProbe()
        for field in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace) {
            let parts = field.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Double(parts[1]) { result.values[String(parts[0])] = value }
        }
        return result
    }

    /// Resets VmHWM to the current RSS (Linux ≥ 4.0: write "5" to /proc/self/clear_refs).
    static func resetPeak() -> Bool {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
    }

    /// The child side: prints `key=value` pairs and exits.
    static func runProbe(_ spec: String, options: Options) -> Never {
        let parts = spec.split(separator: ":").map(String.init)
        guard parts.count == 2 else { fail("bad probe '\(spec)'") }
        let (kind, engine) = (parts[0], parts[1])
        let pool = Corpora.latin200(options.corpusDirectory)
        let fontDirectory =
            (FontContext.bundledFontPaths.first.map { ($0 as NSString).deletingLastPathComponent }) ?? ""
        var out: [String: Double] = [:]
        let warmup = Sample(pool[0])
        let container = TextContainer(width: Scenarios.width)
        let pango = engine == "pango" ? PangoEngine(fontDirectory: fontDirectory) : nil
        if engine == "pango" && pango == nil { fail("no Pango") }
        // Load the fonts and warm caches before the baseline.
        if let pango {
            _ = pango.layout(warmup, width: Scenarios.width)
        } else {
            _ = TextLayout(container: container, text: warmup.rich).lineCount
        }
        switch kind {
        case "peak":
            let document = Sample(Corpora.document(bytes: peakDocumentBytes, variant: 0, pool: pool))
            Malloc.trim()
            let reset = resetPeak()
            out["peakReset"] = reset ? 1 : 0
            out["rssBefore"] = Double(procStatus("VmRSS") ?? 0)
            out["hwmBefore"] = Double(procStatus("VmHWM") ?? 0)
            out["mallocBefore"] = Double(Malloc.inUse)
            var lines = 0
            if let pango {
                let handle = pango.retainedLayout(document, width: Scenarios.width)
                lines = handle.relayout(width: Scenarios.width)
                out["hwmAfter"] = Double(procStatus("VmHWM") ?? 0)
                out["mallocAfter"] = Double(Malloc.inUse)
                withExtendedLifetime(handle) {}
            } else {
                let layout = TextLayout(container: container, text: document.rich)
                lines = layout.lineCount
                out["hwmAfter"] = Double(procStatus("VmHWM") ?? 0)
                out["mallocAfter"] = Double(Malloc.inUse)
                withExtendedLifetime(layout) {}
            }
            out["lines"] = Double(lines)
            out["scalars"] = Double(document.scalars)
            out["bytes"] = Double(document.byteCount)
        case "retained":
            let documents = (0..<retainedLayouts).map {
                Sample(Corpora.document(bytes: retainedDocumentBytes, variant: 100 + $0, pool: pool))
            }
            Malloc.trim()
            let before = Malloc.inUse
            let rssBefore = procStatus("VmRSS") ?? 0
            var lines = 0
            if let pango {
                let handles = documents.map { pango.retainedLayout($0, width: Scenarios.width) }
                lines = handles.reduce(0) { $0 + $1.relayout(width: Scenarios.width) }
                out["mallocAfter"] = Double(Malloc.inUse)
                out["rssAfter"] = Double(procStatus("VmRSS") ?? 0)
                withExtendedLifetime(handles) {}
            } else {
                let layouts = documents.map { TextLayout(container: container, text: $0.rich) }
                lines = layouts.reduce(0) { $0 + $1.lineCount }
                out["mallocAfter"] = Double(Malloc.inUse)
                out["rssAfter"] = Double(procStatus("VmRSS") ?? 0)
                withExtendedLifetime(layouts) {}
            }
            out["mallocBefore"] = Double(before)
            out["rssBefore"] = Double(rssBefore)
            out["lines"] = Double(lines)
            out["scalars"] = Double(documents.reduce(0) { $0 + $1.scalars })
            out["utf16"] = Double(documents.reduce(0) { $0 + $1.string.utf16.count })
            out["bytes"] = Double(documents.reduce(0) { $0 + $1.byteCount })
        default:
            fail("bad probe kind '\(kind)'")
        }
        print(out.sorted { $0.key < $1.key }.map { "\($0.key)=\(Int($0.value))" }.joined(separator: " "))
        exit(0)
    }
}
