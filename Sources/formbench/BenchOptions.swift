/// formbench's command line: `[--sizes 1000,10000,100000] [--repetitions N] [--only GROUPS]
/// [--json]`, or `--schemas DIR` (the JSON Schema validator on a corpus folder).
struct BenchOptions {
    /// The benchmarks' groups, for `--only`.
    static let groups = ["load", "tap", "edit", "list", "dump", "memory", "computed"]

    var sizes = [1000, 10000, 100_000]
    var repetitions = 5
    var json = false
    /// The groups to run (`--only load,tap`); all by default. Targets whose figures are not
    /// measured show as not measured.
    var only = Set(groups)
    /// `--memory-probe WHAT FILE`: the child process of ``MemoryProbe``.
    var probe: (what: String, path: String)?
    /// `--schemas DIR`: time ``SchemaBenchmark`` on the corpus folder DIR instead.
    var schemas: String?

    static let usage =
        "usage: formbench [--sizes 1000,10000,100000] [--repetitions N] [--only \(groups.joined(separator: ","))] [--json] | --schemas DIR [--repetitions N]"

    struct UsageError: Error {
        var message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions {
        var options = BenchOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--json": options.json = true
            case "--sizes":
                let sizes = rest.popFirst()?.split(separator: ",").map {
                    Int($0.replacingOccurrences(of: "_", with: ""))
                }
                guard let sizes, !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) >= 20 }) else {
                    throw UsageError(
                        message: "--sizes takes a comma-separated list of row counts (each ≥ 20)")
                }
                options.sizes = sizes.compactMap { $0 }
            case "--repetitions":
                guard let count = rest.popFirst().flatMap({ Int($0) }), count >= 1 else {
                    throw UsageError(message: "--repetitions takes a whole number ≥ 1")
                }
                options.repetitions = count
            case "--only":
                let names = rest.popFirst()?.split(separator: ",").map(String.init) ?? []
                guard !names.isEmpty, names.allSatisfy(groups.contains) else {
                    throw UsageError(message: "--only takes groups among \(groups.joined(separator: ", "))")
                }
                options.only = Set(names)
            case "--schemas":
                guard let directory = rest.popFirst() else {
                    throw UsageError(
                        message: "--schemas takes a corpus folder (../shared/corpus/json-schema)")
                }
                options.schemas = directory
            case "--memory-probe":
                guard let what = rest.popFirst(), let path = rest.popFirst() else {
                    throw UsageError(message: "--memory-probe takes WHAT and FILE")
                }
                options.probe = (what, path)
            case "-h", "--help":
                throw UsageError(message: "")
            default:
                throw UsageError(message: "unknown argument '\(argument)'")
            }
        }
        return options
    }
}
