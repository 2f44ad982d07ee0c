import Foundation
import TestSupport
import Testing

/// `formcli --html` pages opened in a real browser: headless Chromium loads each page, the DOM it
/// built is checked against the form's state (`--dump-dom`), and its screenshot must not be blank
/// (`Scripts/png-stats.py`). Skipped, saying so, when chromium or python3 is not installed;
/// `.ci/run` installs chromium.
@Suite(
    "formcli --html in Chromium (skipped without chromium: apt-get install chromium)",
    .systemTest, .enabled(if: Repository.chromium != nil && Repository.tool("python3") != nil))
struct BrowserTests {
    /// What Chromium made of a page: the DOM it serialised and what its screenshot holds.
    struct Rendered {
        var dom: String
        var width: Int
        var height: Int
        var colours: Int
        var ink: Double
        /// The most common colour of the screenshot, `#rrggbb`.
        var background: String

        /// How often `text` occurs in the DOM.
        func count(_ text: String) -> Int { dom.components(separatedBy: text).count - 1 }
    }

    /// Writes `formcli --html arguments` to DIRECTORY/name.html, renders it to name.png at a
    /// phone's width, and reads both back.
    static func render(
        _ arguments: [String], name: String, in directory: URL, browserFlags: [String] = []
    ) throws -> Rendered {
        let page = try CLI.run(["--html"] + arguments)
        #expect(page.status == 0, "\(page.stderr)")
        let html = directory.appendingPathComponent(name + ".html")
        let png = directory.appendingPathComponent(name + ".png")
        try Data(page.stdout.utf8).write(to: html)
        let chromium = try #require(Repository.chromium)
        let timeout = try #require(Repository.tool("timeout"))
        let browser = try Repository.run(
            timeout,
            [
                "120", chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--no-first-run", "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
                "--window-size=390,844", "--screenshot=\(png.path)", "--dump-dom",
            ] + browserFlags + [html.absoluteString])
        #expect(browser.status == 0, "\(browser.stderr.suffix(2000))")
        let stats = try Repository.run(
            try #require(Repository.tool("python3")), [Repository.path("Scripts/png-stats.py"), png.path])
        #expect(stats.status == 0, "\(stats.stderr)")
        let fields = stats.stdout.split(separator: " ").map { String($0.filter { !$0.isNewline }) }
        try #require(fields.count == 5, "png-stats printed '\(stats.stdout)'")
        return Rendered(
            dom: browser.stdout, width: Int(fields[0]) ?? 0, height: Int(fields[1]) ?? 0,
            colours: Int(fields[2]) ?? 0, ink: Double(fields[3]) ?? 0, background: fields[4])
    }

    /// The rows `--dump` lists (every line that is a row, not a title or footer).
    static func dumpRows(_ arguments: [String]) throws -> [String] {
        try CLI.run(["--dump"] + arguments).stdout.split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("  (") }
    }

    /// Asserts a screenshot is a drawn page, not a blank one.
    static func expectDrawn(_ rendered: Rendered) {
        #expect(rendered.width == 390 && rendered.height == 844)
        #expect(rendered.colours > 50, "a blank page has one colour; this one has \(rendered.colours)")
        #expect(rendered.ink > 0.05, "only \(rendered.ink) of the pixels differ from the background")
    }

    @Test("the default form: sections, every row, <details> open exactly as the state says")
    func defaultForm() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let edits = [
            "--set", "firstName=Ada", "--tap", "fullName", "--tap", "maritalStatus", "--tap", "married",
        ]
        let rendered = try Self.render(edits, name: "default", in: directory)
        Self.expectDrawn(rendered)
        #expect(rendered.dom.contains("<h1>Profile</h1>"))
        #expect(rendered.count("<section class=\"section\"") == 4)
        for header in ["Personal", "Preferences", "Work Experience", "Skills"] {
            #expect(rendered.dom.contains("<h2>\(header)</h2>"))
        }
        // Every row of the fully expanded form is in the DOM (collapsed ones inside closed <details>).
        let all = try Self.dumpRows(edits + ["--expand-all"])
        #expect(rendered.count(" data-kind=") == all.count)
        let visible = try Self.dumpRows(edits)
        #expect(rendered.count("<details ") == all.filter { $0.contains("▸") || $0.contains("▾") }.count)
        #expect(rendered.count(" open=\"\"") == visible.filter { $0.contains("▾") }.count)
        #expect(rendered.dom.contains("<details data-key=\"fullName\" open=\"\">"))
        #expect(rendered.dom.contains("<details data-key=\"maritalStatus\" open=\"\">"))
        #expect(rendered.dom.contains("<details data-key=\"dateOfBirth\">"))
        #expect(rendered.dom.contains("aria-checked=\"true\""))
        #expect(rendered.dom.contains("Last name is required"))
        #expect(!rendered.dom.contains("<script"))
    }

    @Test("light and dark follow prefers-color-scheme: iOS's grouped backgrounds")
    func colourSchemes() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let light = try Self.render([], name: "light", in: directory)
        let dark = try Self.render([], name: "dark", in: directory, browserFlags: ["--force-dark-mode"])
        Self.expectDrawn(light)
        Self.expectDrawn(dark)
        #expect(light.background == "#f2f2f7")
        #expect(dark.background == "#000000")
    }

    @Test("a Settings bundle: groups, a link to the child pane, the pane as a section")
    func settingsBundle() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let rendered = try Self.render(
            [Repository.settingsBundle("Phone.bundle"), "--tap", "transport_preference"], name: "phone",
            in: directory)
        Self.expectDrawn(rendered)
        #expect(rendered.dom.contains("<h1>Phone</h1>"))
        #expect(rendered.count("<section class=\"section\"") == 3)
        #expect(rendered.dom.contains("<details data-key=\"transport_preference\" open=\"\">"))
        #expect(rendered.dom.contains("href=\"#pane-1\""))
        #expect(rendered.count("<section class=\"pane\" id=\"pane-1\"") == 1)
        #expect(rendered.dom.contains("<h2>Narrowband</h2>"))
        #expect(rendered.dom.contains("data-key=\"opus_preference\""))
    }

    @Test("a 1,000-row form (../shared/bench/gen_form.py's layout), one group tapped open")
    func thousandRows() throws {
        let directory = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let form = directory.appendingPathComponent("big.plist")
        try Self.generateForm(rows: 1000, to: form)
        let rendered = try Self.render([form.path, "--tap", "1.4"], name: "big", in: directory)
        Self.expectDrawn(rendered)
        let all = try Self.dumpRows([form.path, "--expand-all"])
        #expect(all.count >= 1000)
        #expect(rendered.count(" data-kind=") == all.count)
        #expect(rendered.count(" open=\"\"") == 1)
        #expect(rendered.dom.contains("<details data-key=\"1.4\" open=\"\">"))
        #expect(rendered.count("<details ") == all.filter { $0.contains("▸") || $0.contains("▾") }.count)
    }

    /// A form of about `rows` rows: `python3 ../shared/bench/gen_form.py` when it is there, the
    /// same layout written here otherwise (groups of an expandable row and its text, option,
    /// switch and slider rows).
    static func generateForm(rows: Int, to url: URL) throws {
        let script = Repository.root.deletingLastPathComponent().appendingPathComponent(
            "shared/bench/gen_form.py")
        if FileManager.default.fileExists(atPath: script.path), let python = Repository.tool("python3") {
            let result = try Repository.run(python, [script.path, String(rows), url.path])
            if result.status == 0 { return }
        }
        var cells: [[String: Any]] = []
        var group = 0
        while cells.count < rows {
            switch group % 4 {
            case 0:
                cells.append(Fixtures.cell(nil, title: "", subtitle: "Name \(group)", children: 2))
                cells += [
                    Fixtures.cell(nil, "text", title: "First name"),
                    Fixtures.cell(nil, "text", title: "Last name"),
                ]
            case 1:
                cells.append(Fixtures.cell(nil, title: "Football", subtitle: "Sport \(group)", children: 2))
                cells += [
                    Fixtures.cell(nil, "option", title: "Football"),
                    Fixtures.cell(nil, "option", title: "Tennis"),
                ]
            case 2:
                cells.append(Fixtures.cell(nil, title: "Single", subtitle: "Status \(group)", children: 1))
                cells.append(Fixtures.cell(nil, "switch", title: "Married", extra: ["value": false]))
            default:
                cells.append(Fixtures.cell(nil, title: "0", subtitle: "Level \(group)", children: 1))
                cells.append(Fixtures.cell(nil, "slider", title: "0", extra: ["value": 0]))
            }
            group += 1
        }
        try Fixtures.data([cells]).write(to: url)
    }
}
