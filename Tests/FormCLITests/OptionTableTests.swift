import TestSupport
import Testing

@testable import formcli

/// formcli's ``OptionTable`` is the one declaration of its options: these tests hold the table to
/// itself and hold the parser, `--help` and the refusals to the table, entry by entry, so a flag
/// added to the table is checked without a test of its own.
@Suite("the option table")
struct OptionTableTests {
    /// A minimal command line of each mode, which the parser takes.
    static let modeArguments: [(Options.Mode, [String])] = [
        (.walk, []), (.dump, ["--dump"]), (.html, ["--html"]), (.check, ["--check", "x.plist"]),
        (.checkValues, ["--check-values", "--state", "s.plist"]), (.defaults, ["--defaults", "b.bundle"]),
        (.keys, ["--keys"]), (.completions, ["--completions", "bash"]), (.examples, ["--example"]),
    ]

    /// A value the flag takes: its first completion word, a KEY=VALUE, a number or a name.
    static func sample(_ spec: OptionSpec) -> [String] {
        guard let value = spec.value else { return [spec.name] }
        switch spec.completion {
        case .words(let words): return [spec.name, String(words.split(separator: " ")[0])]
        case .rowKeys(let suffix): return [spec.name, suffix.isEmpty ? "a" : "a" + suffix + "1"]
        default: return [spec.name, value == "N" ? "5" : "x"]
        }
    }

    /// The message `arguments` are refused with, or nil when they parse.
    static func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try Options.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("names are unique, every entry is documented, and what it names is declared")
    func consistent() {
        let names = OptionTable.all.map(\.name)
        #expect(Set(names).count == names.count)
        for spec in OptionTable.all {
            #expect(spec.name.hasPrefix("--"), "\(spec.name)")
            #expect(!spec.docs.isEmpty, "\(spec.name) has no --help or man entry")
            #expect(!spec.summary.isEmpty, "\(spec.name) has no summary")
            // The completion scripts quote a summary with '…'.
            #expect(!spec.summary.contains("'"), "\(spec.name)'s summary has a quote")
            for other in spec.excludes + spec.requires {
                #expect(OptionTable.spec(named: other) != nil, "\(spec.name) names \(other)")
            }
        }
        // Every mode but a walk and the list of examples is chosen by exactly one flag.
        for (mode, _) in Self.modeArguments where mode != .walk && mode != .examples {
            #expect(OptionTable.all.filter { $0.mode == mode }.count == 1, "\(mode)")
        }
    }

    @Test("the parser takes a value after exactly the flags that declare one")
    func values() {
        for spec in OptionTable.all where spec.mode != .help && spec.mode != .version {
            if spec.value == nil {
                #expect(Self.refusal([spec.name + "=1"]) == "\(spec.name) takes no value")
            } else if !spec.valueIsOptional {
                #expect(Self.refusal([spec.name]) == "\(spec.name) needs a value")
            }
        }
        #expect(Self.refusal(["-h"]) == nil)
        #expect(Self.refusal(["--frobnicate"]) == "unknown option '--frobnicate'")
    }

    @Test("a flag given outside its modes is refused as its declaration says, and taken inside them")
    func modes() throws {
        for spec in OptionTable.all {
            guard let modes = spec.modes else { continue }
            for (mode, arguments) in Self.modeArguments where !arguments.contains(spec.name) {
                // What it requires is given only where it belongs (--json would be refused first).
                let message = Self.refusal(
                    arguments + Self.sample(spec) + (modes.contains(mode) ? spec.requires : []))
                if modes.contains(mode) {
                    #expect(message == nil, "\(spec.name) in \(mode)")
                    continue
                }
                switch spec.outside {
                case .takesNo(let what):
                    #expect(message == "\(mode.flag) takes no \(what)", "\(spec.name) in \(mode)")
                case .onlyAppliesTo(let place):
                    #expect(message == "\(spec.name) only applies to \(place)", "\(spec.name) in \(mode)")
                }
            }
        }
        #expect(Self.refusal(["--dump", "--reveal"]) == "--reveal only applies to --dump --json")
        #expect(Self.refusal(["--dump", "--json", "--reveal"]) == nil)
    }

    @Test("flags that exclude each other are refused together")
    func excludes() {
        for spec in OptionTable.all {
            for other in spec.excludes {
                #expect(Self.refusal([spec.name, other]) == "\(spec.name) and \(other) cannot be combined")
                #expect(Self.refusal([other, spec.name]) == "\(spec.name) and \(other) cannot be combined")
            }
        }
    }

    @Test("--help has every entry of the table, its label and its first line")
    func help() throws {
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        for group in [OptionSpec.Group.mode, .option, .limit] {
            for (spec, doc) in OptionTable.docs(group) {
                let label = doc.label ?? spec.name + (spec.value.map { " " + $0 } ?? "")
                let first = doc.help.split(separator: "\n")[0]
                #expect(help.stdout.contains("\n  \(label) ") && help.stdout.contains(first), "\(label)")
            }
        }
        #expect(help.stdout.contains(OptionTable.usage))
    }
}
