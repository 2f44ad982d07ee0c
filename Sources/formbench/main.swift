import FormEngine
import Foundation

// formbench: FormEngine's performance suite (issue #7). `swift run -c release formbench`.

let options: BenchOptions
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    if !error.message.isEmpty { FileHandle.standardError.write(Data("formbench: \(error.message)\n".utf8)) }
    FileHandle.standardError.write(Data((BenchOptions.usage + "\n").utf8))
    exit(error.message.isEmpty ? 0 : 64)
}

do {
    if let probe = options.probe {
        try MemoryProbe.probe(probe.what, path: probe.path)
        exit(0)
    }
    let stopwatch = Stopwatch(warmUp: 1, repetitions: options.repetitions)
    if let directory = options.schemas {
        try SchemaBenchmark.run(directory: URL(fileURLWithPath: directory), stopwatch: stopwatch)
        exit(0)
    }
    var report = Report(sizes: options.sizes, repetitions: options.repetitions)
    let started = ContinuousClock.now
    for size in options.sizes {
        if !options.json { FileHandle.standardError.write(Data("formbench: \(size) rows…\n".utf8)) }
        let cells = TutorialLayout.cells(rows: size)
        let files = try TutorialLayout.files(rows: size)
        let descriptor = try DescriptorLoader().load(data: files[0].data)
        let run = options.only.contains
        if run("load") {
            try LoadBenchmark.run(files, size: size, stopwatch: stopwatch, into: &report)
            try EveryKindBenchmark.run(
                size: size, tutorialRows: cells.count, stopwatch: stopwatch, into: &report)
        }
        if run("tap") {
            try InteractionBenchmark.runTaps(
                descriptor, cells: cells, size: size, stopwatch: stopwatch, into: &report)
        }
        if run("edit") {
            try InteractionBenchmark.runEdits(descriptor, size: size, stopwatch: stopwatch, into: &report)
        }
        if run("list"), size == options.sizes.first {
            try ListBenchmark.run(stopwatch: stopwatch, column: size, into: &report)
        }
        if run("dump") { try DumpBenchmark.run(descriptor, size: size, stopwatch: stopwatch, into: &report) }
        if run("memory") { try MemoryProbe.run(files, size: size, into: &report) }
        if run("computed") { try ComputedBenchmark.run(size: size, stopwatch: stopwatch, into: &report) }
    }
    Targets.evaluate(&report)
    let elapsed = (ContinuousClock.now - started).seconds
    if options.json {
        print(report.json, terminator: "")
    } else {
        print(report.table, terminator: "")
        print(
            String(
                format: "\n%d repetitions (median, after 1 warm-up), %.1f s in all", options.repetitions,
                elapsed))
    }
} catch {
    FileHandle.standardError.write(Data("formbench: \(error)\n".utf8))
    exit(1)
}
