import Foundation
import TestSupport
import Testing

@testable import formcli

/// `formcli --completions SHELL` scripts, run by the shells themselves on a form with an `email`
/// row: `formcli signup.plist --set em<Tab>` must offer `email=`.
@Suite("shell completion")
struct CompletionTests {
    /// A form with an `email` row in a scratch directory, and a PATH that finds the built formcli.
    struct Setup {
        var directory: URL
        var form: String
        var path: String

        init() throws {
            directory = try CLI.temporaryDirectory()
            form = directory.appendingPathComponent("signup.plist").path
            let root: [Any] = [
                [
                    Fixtures.cell("email", "text", title: "Email"),
                    Fixtures.cell("emailOptIn", "switch", title: "News"),
                    Fixtures.cell("name", "text", title: "Name"),
                ]
            ]
            try Fixtures.data(root).write(to: URL(fileURLWithPath: form))
            let bin = try CLI.executable.deletingLastPathComponent().path
            path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        }

        /// Runs `program` (a shell) with formcli on PATH, in the scratch directory.
        func run(_ program: String, _ arguments: [String]) throws -> CLI.Result {
            let env = try #require(Repository.tool("env"))
            return try Repository.run(env, ["PATH=\(path)", program] + arguments, directory: directory)
        }
    }

    @Test("--completions prints a script for each shell; an unknown shell is a usage error")
    func scripts() throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try CLI.run(["--completions", shell])
            #expect(result.status == 0)
            #expect(result.stdout.contains("--keys"))
        }
        #expect(try CLI.run(["--completions", "tcsh"]).status == 64)
        #expect(try CLI.run(["--completions"]).status == 64)
    }

    @Test("--keys lists every row key of the form, hidden ones too")
    func keys() throws {
        let keys = try CLI.run(["--keys"]).stdout.split(separator: "\n")
        #expect(keys.first == "fullName")
        #expect(keys.contains("married"))
        #expect(
            try CLI.run(["--keys", Repository.settingsBundle("Phone.bundle")]).stdout.contains(
                "pcmu_preference\n"))
        #expect(try CLI.run(["--keys", "/nonexistent.plist"]).status == 66)
    }

    @Test(
        "bash: --set completes row keys with =, --tap without, flags and files",
        .enabled(if: Repository.tool("bash") != nil))
    func bash() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let script = """
            source <(formcli --completions bash)
            complete -p formcli
            t() { COMP_LINE=$1; COMP_POINT=${#1}; COMP_WORDS=($1); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                  _formcli; printf '%s|' "${COMPREPLY[@]}"; echo; }
            t "formcli signup.plist --set em"
            t "formcli --tap name signup.plist --set na"
            t "formcli signup.plist --tap na"
            t "formcli signup.plist --set=na"
            t "formcli --state x.plist signup.plist --set emailO"
            t "formcli --exp"
            t "formcli sign"
            t "formcli --completions f"
            t "formcli --"
            t "formcli --lang "
            t "formcli --idiom p"
            """
        let result = try setup.run("bash", ["-c", script])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "complete -F _formcli formcli")
        #expect(
            Array(lines.dropFirst().prefix(8)) == [
                "email=|emailOptIn=|", "name=|", "name|", "name=|", "emailOptIn=|", "--expand-all|",
                "signup.plist|",
                "fish|",
            ])
        // Every flag of the option table is offered, and no other (the script is made from it).
        let flags = Set(lines[9].split(separator: "|").map(String.init))
        #expect(flags == Set(OptionTable.all.map(\.name)))
        #expect(Array(lines[10...11]) == ["none|", "phone|pad|"])
    }

    /// Drives an interactive `zsh -f -i` on a pseudo-terminal (zpty) with compinit and the
    /// generated `_formcli` in its fpath: types each line and Tab, then reports the matches zsh's
    /// completion system computed (`compadd -A`, so zsh's own prefix matching), each case ended
    /// by `<tabbed>`, printed once the Tab's completion has finished (the next line is typed only
    /// then, so a slow machine cannot interrupt it).
    static let zshDriver = #"""
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z "PROMPT='> '; fpath=($PWD \$fpath); autoload -U compinit; compinit -u -D; bindkey -e"
        zpty -w z "compadd() { if [[ \${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd \"\$@\"; return; fi; local -a hits; builtin compadd -A hits \"\$@\"; local suffix=''; (( \${@[(I)-S]} )) && suffix=\${@[\${@[(I)-S]}+1]}; local h; for h in \$hits; do print -rn -- \"<match>\$h\$suffix</match>\"; done; builtin compadd \"\$@\" }"
        zpty -w z "_tab() { zle complete-word; print -rn -- '<tab''bed>' }; zle -N _tab; bindkey '^I' _tab"
        zpty -w z "print -r -- '<re''ady>'"
        zpty -r z line '*<ready>*'
        for typed in "$@"; do
          zpty -n -w z "$typed"$'\t'
          out=""; zpty -r z out '*<tabbed>*'
          print -rn -- "$out"
          zpty -n -w z $'\x15'"print -r -- '<do''ne>'"$'\n'
          rest=""; zpty -r z rest '*<done>*'
        done
        zpty -d z
        """#

    @Test(
        "zsh: Tab in an interactive zsh (zpty, compinit) offers the keys",
        .enabled(if: Repository.tool("zsh") != nil))
    func zsh() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let script = try CLI.run(["--completions", "zsh"]).stdout
        try Data(script.utf8).write(to: setup.directory.appendingPathComponent("_formcli"))
        try Data(Self.zshDriver.utf8).write(to: setup.directory.appendingPathComponent("driver.zsh"))
        let timeout = try #require(Repository.tool("timeout"))
        let result = try setup.run(
            timeout,
            [
                "60", "zsh", "-f", "driver.zsh", "formcli signup.plist --set em",
                "formcli signup.plist --tap na",
                "formcli --state x.plist signup.plist --set=emailO", "formcli --completions f", "formcli sig",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let cases = result.stdout.components(separatedBy: "<tabbed>").dropLast().map { output in
            output.components(separatedBy: "<match>").dropFirst().compactMap {
                $0.components(separatedBy: "</match>").first
            }
        }
        #expect(cases == [["email=", "emailOptIn="], ["name"], ["emailOptIn="], ["fish"], ["signup.plist"]])
    }

    @Test("fish: complete -C offers the keys", .enabled(if: Repository.tool("fish") != nil))
    func fish() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.directory) }
        let script = """
            formcli --completions fish | source
            complete -C 'formcli signup.plist --set em'
            echo next
            complete -C 'formcli signup.plist --tap na'
            echo next
            complete -C 'formcli --'
            """
        let result = try setup.run("fish", ["--no-config", "-c", script])
        #expect(result.status == 0, "\(result.stderr)")
        let candidates = result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(Array(candidates.prefix(5)) == ["email=", "emailOptIn=", "next", "name", "next"])
        // Every flag of the option table is offered, and no other.
        #expect(Set(candidates.dropFirst(5)) == Set(OptionTable.all.map(\.name)))
    }
}
