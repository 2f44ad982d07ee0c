import FormEngine
import Foundation

/// 5. Memory: peak and retained resident memory per row while loading a form, measured in a
/// fresh child process (`formbench --memory-probe WHAT FILE`) so that earlier sizes and the
/// generator's own allocations do not count. The child reads the bytes, resets the kernel's
/// high-water mark (`/proc/self/clear_refs`), loads, and reports `VmHWM` and `VmRSS` growth.
enum MemoryProbe {
    static let kinds = [
        ("engine-xml", "memory: peak per row, xml load", "xml"),
        ("engine-binary", "memory: peak per row, binary load", "binary"),
        ("plist-xml", "memory: peak per row, PropertyListSerialization xml", "xml"),
    ]

    static func run(_ files: [TutorialLayout.File], size: Int, into report: inout Report) throws {
        for (what, label, format) in kinds {
            guard let data = files.first(where: { $0.name == format })?.data else { continue }
            let url = FileManager.default.temporaryDirectory
                .appendingPathComponent(
                    "formbench-\(ProcessInfo.processInfo.processIdentifier)-\(what).plist")
            try data.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            process.arguments = ["--memory-probe", what, url.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let fields = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace)
                .compactMap { Double($0) }
            guard process.terminationStatus == 0, fields.count == 3, fields[0] > 0 else {
                FileHandle.standardError.write(
                    Data(
                        "formbench: memory probe \(what) failed (status \(process.terminationStatus), output \(String(decoding: output, as: UTF8.self)))\n"
                            .utf8))
                continue
            }
            let rows = fields[0]
            report.record("memory.\(what).peak", label, .bytes, size: size, fields[1] / rows)
            if what.hasPrefix("engine") {
                let retained = label.replacingOccurrences(of: "peak", with: "retained")
                report.record("memory.\(what).retained", retained, .bytes, size: size, fields[2] / rows)
            }
        }
    }

    /// The child's side: prints `ROWS PEAK_GROWTH RETAINED_GROWTH` (bytes).
    static func probe(_ what: String, path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        resetPeak()
        let before = status("VmRSS:")
        let rows: Int
        if what.hasPrefix("engine") {
            let form = try Form(DescriptorLoader().load(data: data))
            rows = form.descriptor.sections.reduce(0) { $0 + $1.rows.count }
            let peak = status("VmHWM:")
            let after = status("VmRSS:")
            print(rows, peak - before, after - before)
            withExtendedLifetime(form) {}
        } else {
            let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
            rows = ((plist as? [Any])?.first as? [Any])?.count ?? 0
            let peak = status("VmHWM:")
            let after = status("VmRSS:")
            print(rows, peak - before, after - before)
            withExtendedLifetime(plist) {}
        }
    }

    /// Writing 5 to clear_refs resets VmHWM to the current resident size (Linux ≥ 4.0).
    private static func resetPeak() {
        try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
    }

    /// A `/proc/self/status` field in bytes (the file gives kB).
    private static func status(_ field: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(field) {
            let number = line.dropFirst(field.count).split(whereSeparator: \.isWhitespace).first.flatMap {
                Int($0)
            }
            return (number ?? 0) * 1024
        }
        return 0
    }
}
