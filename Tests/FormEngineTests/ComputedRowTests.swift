import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Rows built in code that compute their options, texts, validation and starting value from
/// other answers, recomputed only when a row they read changes.
@Suite("Rows that compute")
struct ComputedRowTests {
    /// Cities by country, as an app would look them up.
    static let cities: [String: [(key: RowKey, title: String)]] = [
        "fr": [("paris", "Paris"), ("lyon", "Lyon")],
        "it": [("rome", "Rome"), ("milan", "Milan"), ("turin", "Turin")],
        "de": [],
    ]

    /// Counts closure runs, to show what is not recomputed.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var runs: [String: Int] = [:]
        func count(_ name: String) {
            lock.withLock { runs[name, default: 0] += 1 }
        }
        subscript(name: String) -> Int { lock.withLock { runs[name, default: 0] } }
    }

    static func descriptor(counter: Counter = Counter()) throws -> FormDescriptor {
        try FormDescriptor(title: "Address") {
            FormSection("Where") {
                Cell.picker(
                    "country", "Country", options: [("fr", "France"), ("it", "Italy"), ("de", "Germany")]
                )
                .value(.choice("fr"))
                Cell.picker("city", "City")
                    .options(reading: "country") { answers in
                        counter.count("options")
                        return cities[answers.text("country") ?? ""] ?? []
                    }
                    .value(computed: { .choice("lyon") })
                Cell.text("district", "District").visible(when: .isSet("city", true))
                Cell.text("postcode", "Postcode")
                    .title(reading: "country") { answers in
                        counter.count("title")
                        return answers.text("country") == "it" ? "CAP" : "Postcode"
                    }
                    .placeholder(reading: "country") { answers in
                        answers.text("country") == "fr" ? "75001" : ""
                    }
                    .validate(reading: "country") { value, answers in
                        guard answers.text("country") == "fr", case .text(let text)? = value else {
                            return nil
                        }
                        return text.count == 5 ? nil : "a French postcode has five digits"
                    }
            }
            FormSection("Other") {
                Cell.text("name", "Name")
                Cell.text("note", "Note").visible(when: .equals("city", .choice("rome")))
            }
        }
    }

    @Test func optionsAndStartingValueAreComputedWhenTheFormIsMade() throws {
        let form = try Form(Self.descriptor())
        #expect(try form.value(of: "city") == .choice("lyon"))
        #expect(
            form.allRows(in: 0).map(\.key) == [
                "country", "fr", "it", "de", "city", "paris", "lyon", "district", "postcode",
            ])
        #expect(try form.row("postcode").title == "Postcode")
    }

    @Test func choosingAnotherCountryReplacesTheCitiesAndClearsTheCity() throws {
        var form = try Form(Self.descriptor())
        try form.apply(.tap("city"))
        let old = VisibilityPropertyTests.visibleKeys(form)
        let change = try form.apply(.set("country", .choice("it")))
        let new = VisibilityPropertyTests.visibleKeys(form)
        #expect(VisibilityPropertyTests.check(change, old: old, new: new) == [])
        #expect(new[0] == ["country", "city", "rome", "milan", "turin", "postcode"])
        #expect(change.clearedSelections == ["city"])
        #expect(try form.value(of: "city") == nil)
        #expect(!(try form.isVisible("district")), "hidden with the city it reads")
        for key: RowKey in ["city", "rome", "paris", "postcode"] {
            #expect(change.changedKeys.contains(key), "\(key) in \(change.changedKeys)")
        }
        #expect(try form.row("postcode").title == "CAP")
        #expect(change.reconfiguredKeys.contains("postcode"))
        // A city of the new country can be chosen, and the note in the other section follows it.
        let chosen = try form.apply(.tap("rome"))
        #expect(try form.value(of: "city") == .choice("rome"))
        #expect(try form.isVisible("note"))
        #expect(chosen.insertedIndexPaths.contains(IndexPath(indexes: [1, 1])))
        #expect(form.invariantViolations() == [])
    }

    @Test func aCountryWithoutCitiesLeavesAPickerWithNothingToChoose() throws {
        var form = try Form(Self.descriptor())
        try form.apply(.set("country", .choice("de")))
        #expect(try form.value(of: "city") == nil)
        #expect(try form.row("city").isExpandable == false)
        #expect(throws: EditError.self) { try form.apply(.set("city", .choice("paris"))) }
        try form.apply(.set("country", .choice("fr")))
        try form.apply(.set("city", .choice("paris")))
        #expect(try form.value(of: "city") == .choice("paris"))
        #expect(form.invariantViolations() == [])
    }

    @Test func anEditNoComputedRowReadsRunsNoClosure() throws {
        let counter = Counter()
        var form = try Form(Self.descriptor(counter: counter))
        let (options, title) = (counter["options"], counter["title"])
        for text in ["A", "Ad", "Ada"] { try form.apply(.setText("name", text)) }
        try form.apply(.setText("postcode", "7500"))
        #expect(counter["options"] == options)
        #expect(counter["title"] == title)
        try form.apply(.set("country", .choice("it")))
        #expect(counter["options"] == options + 1)
        #expect(counter["title"] == title + 1)
    }

    @Test func aValidationInCodeReadsItsRows() throws {
        var form = try Form(Self.descriptor())
        try form.apply(.setText("postcode", "7500"))
        #expect(try form.problems(of: "postcode").map(\.message) == ["a French postcode has five digits"])
        #expect(try form.problems(of: "postcode").map(\.rule) == [.validate])
        let change = try form.apply(.set("country", .choice("it")))
        #expect(change.changedKeys.contains("postcode"))
        #expect(try form.problems(of: "postcode") == [])
    }

    @Test func aValidationInCodeRunsOnAnEmptyRowWithoutRulesAndFollowsABatch() throws {
        let descriptor = try FormDescriptor(title: "Ticket") {
            FormSection("Ticket") {
                Cell.text("kind", "Kind")
                Cell.text("seat", "Seat").validate(reading: "kind") { value, answers in
                    answers.text("kind") == "train" && value == nil ? "a train ticket needs a seat" : nil
                }
            }
        }
        var form = try Form(descriptor)
        #expect(form.validate().isEmpty)
        try form.apply(.setText("kind", "train"))
        #expect(try form.problems(of: "seat").map(\.message) == ["a train ticket needs a seat"])
        // Compared whole (a batch, a reset): the row the validation reads changed its value, so
        // the reader is listed, and a problem count checks it again.
        var after = form
        try after.apply(.setText("kind", "bus"))
        let change = FormChange(from: form, to: after)
        #expect(change.changedKeys.contains("seat"), "\(change.changedKeys)")
        #expect(try after.problems(of: "seat") == [])
    }

    @Test func resetsAndRestoresComputeAgain() throws {
        var form = try Form(Self.descriptor())
        let saved = form.state()
        try form.apply(.set("country", .choice("it")))
        try form.apply(.set("city", .choice("milan")))
        try form.apply(.restore(saved))
        #expect(form.allRows(in: 0).map(\.key).contains("lyon"))
        #expect(try form.value(of: "city") == .choice("lyon"))
        try form.apply(.set("country", .choice("it")))
        try form.apply(.resetAll)
        #expect(try form.value(of: "city") == .choice("lyon"))
        #expect(try form.row("postcode").title == "Postcode")
        try form.apply(.set("country", .choice("it")))
        try form.apply(.reset("country"))
        #expect(form.allRows(in: 0).map(\.key).contains("paris"))
        #expect(try form.row("postcode").title == "Postcode")
        #expect(form.invariantViolations() == [])
    }

    @Test func theBuilderRefusesReadsOfMissingRowsAndOptionsOnOtherKinds() {
        #expect(throws: DescriptorProblems.self) {
            try FormDescriptor {
                FormSection {
                    Cell.text("a", "A").title(reading: "nowhere") { _ in "A" }
                    Cell.text("b", "B").options(reading: "a") { _ in [] }
                }
            }
        }
        do {
            _ = try FormDescriptor {
                FormSection {
                    Cell.text("a", "A").title(reading: "nowhere") { _ in "A" }
                    Cell.text("b", "B").options(reading: "a") { _ in [] }
                }
            }
        } catch {
            #expect(
                error.problems.map(\.description) == [
                    "section 1, row 1 (a): reads 'nowhere', which is not a row of the form",
                    "section 1, row 2 (b): computed options need a picker",
                ])
        }
    }

    @Test func aComputedStartingValueThatDoesNotFitIsRefused() throws {
        let descriptor = try FormDescriptor {
            FormSection { Cell.toggle("t", "T").value(computed: { .text("yes") }) }
        }
        #expect(throws: LoadError.self) { try Form(descriptor) }
    }

    @MainActor @Test func aControllerBatchChoosesACityOfTheNewCountry() throws {
        let controller = FormController(try Form(Self.descriptor()))
        let change = try controller.perform([.set("country", .choice("it")), .set("city", .choice("milan"))])
        #expect(try controller.form.value(of: "city") == .choice("milan"))
        #expect(change.changedKeys.contains("milan") && change.changedKeys.contains("lyon"))
        #expect(controller.form.invariantViolations() == [])
    }

    @Test func aRuleNobodyRegisteredIsAProblemNotSilence() throws {
        let descriptor = try FormDescriptor { FormSection { Cell.text("nick", "Nick").rules("notAdmin") } }
        let form = try Form(descriptor)
        #expect(
            form.validate().map(\.description) == [
                "section 1, row 1 (nick): no rule 'notAdmin' is registered (Form(_:rules:) or Cell.validate)"
            ])
        let given = try Form(
            descriptor, rules: ["notAdmin": { value, _ in value == .text("admin") ? "reserved" : nil }])
        #expect(given.validate() == [])
    }

    @Test func descriptorsWithClosuresAreEqualOnlyWhenBuiltOnce() throws {
        let one = try Self.descriptor()
        let two = try Self.descriptor()
        #expect(one == one)
        #expect(one != two)
    }

    /// Random edits on forms with computed options keep every change set within UIKit's rules
    /// and naming what a full comparison of before and after finds.
    @Test(arguments: 0..<30)
    func randomEditsKeepChangeSetsExact(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        var form = try Form(Self.descriptor())
        var saved = form.state()
        let keys: [RowKey] = [
            "country", "fr", "it", "de", "city", "paris", "lyon", "rome", "milan", "turin", "district",
            "postcode", "name", "note",
        ]
        for step in 0..<80 {
            let key = keys[Int.random(in: 0..<keys.count, using: &rng)]
            let edit: Edit
            if step % 7 == 3 { saved = form.state() }
            switch Int.random(in: 0..<11, using: &rng) {
            case 0, 1, 2: edit = .tap(key)
            case 3: edit = .set("country", .choice(["fr", "it", "de"][Int.random(in: 0..<3, using: &rng)]))
            case 4: edit = .setText(key, ["", "75001", "x"][Int.random(in: 0..<3, using: &rng)])
            case 5: edit = .reset(key)
            case 6: edit = .expandAll
            case 7:
                edit = .set("city", .choice(["paris", "rome", "milan"][Int.random(in: 0..<3, using: &rng)]))
            case 8: edit = .resetSection(Int.random(in: 0..<2, using: &rng))
            case 9: edit = .restore(saved)
            default: edit = .setExpanded(key, to: Bool.random(using: &rng))
            }
            let old = VisibilityPropertyTests.visibleKeys(form)
            let oldRows = (0..<form.sectionCount).map { form.visibleRows(in: $0) }
            let before = form
            let change: FormChange
            do {
                change = try form.apply(edit)
            } catch {
                #expect(form.state() == before.state(), "\(edit) half-applied")
                continue
            }
            let new = VisibilityPropertyTests.visibleKeys(form)
            let newRows = (0..<form.sectionCount).map { form.visibleRows(in: $0) }
            let full = FormChange(from: before, to: form)
            var problems =
                VisibilityPropertyTests.check(change, old: old, new: new) + form.invariantViolations()
                + VisibilityPropertyTests.contentProblems(change, old: oldRows, new: newRows, edit: edit)
            var typed: RowKey?
            if case .setText(let key, _) = edit { typed = key }
            let missing = Set(full.changedKeys).subtracting(change.changedKeys).subtracting(
                [typed].compactMap { $0 })
            if !missing.isEmpty {
                problems.append("changedKeys miss \(missing.sorted { $0.rawValue < $1.rawValue })")
            }
            let inserted = Set(change.insertedIndexPaths.map { new[$0[0]][$0[1]] })
            let fullInserted = Set(full.insertedIndexPaths.map { new[$0[0]][$0[1]] })
            if inserted != fullInserted {
                problems.append("inserted \(inserted) but the comparison \(fullInserted)")
            }
            #expect(problems == [], "seed \(seed) step \(step) \(edit)")
            if !problems.isEmpty { return }
        }
    }
}
