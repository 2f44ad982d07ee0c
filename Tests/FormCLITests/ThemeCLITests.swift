import Foundation
import TestSupport
import Testing

/// `--theme NAME` and `FORMCLI_THEME`: the named themes, a usage error naming them otherwise,
/// and the completion scripts offering them.
@Suite struct ThemeCLITests {
    @Test func anUnknownThemeIsAUsageErrorNamingTheKnownOnes() throws {
        let flag = try CLI.run(["--theme", "neon"])
        #expect(flag.status == 64)
        #expect(
            flag.stderr.contains(
                "--theme: unknown theme 'neon'; the themes are default, high-contrast, monochrome"))
        var environment = ProcessInfo.processInfo.environment
        environment["FORMCLI_THEME"] = "neon"
        let variable = try CLI.run(["--plain"], stdin: "quit\n", environment: environment)
        #expect(variable.status == 64)
        #expect(variable.stderr.contains("FORMCLI_THEME: unknown theme 'neon'"), "\(variable.stderr)")
        environment["FORMCLI_THEME"] = "high-contrast"
        #expect(try CLI.run(["--plain"], stdin: "quit\n", environment: environment).status == 0)
        #expect(try CLI.run(["--plain", "--theme=monochrome"], stdin: "quit\n").status == 0)
    }

    @Test func completionsOfferTheThemes() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try CLI.run(["--completions", shell]).stdout
            #expect(script.contains("default high-contrast monochrome"), "\(shell)")
        }
    }
}
