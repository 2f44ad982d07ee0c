import Foundation
import TestSupport
import Testing

@testable import FormEngine

/// Random edits over random forms holding every kind of the vocabulary (valid and invalid text
/// for each kind, taps on checks, segmented rows, buttons and steppers, expansion, list edits)
/// keep the invariants: the form's own invariant check, change sets that turn the old visible
/// rows into the new ones, parents' titles, ``ProblemTally`` equal to `validate()` after every
/// change, and `validate()` equal to a naive recomputation written here from the descriptor.
@Suite("Kind properties")
struct KindPropertyTests {
    /// The day every relative bound is worked out against: 1 December 2026.
    static let today = CalendarDate(year: 2026, month: 12, day: 1)

    /// The key and descriptor of every row the form holds now (a list item's descriptor is its
    /// section's template).
    static func descriptors(_ form: Form) -> [(section: Int, key: RowKey, row: RowDescriptor)] {
        var result: [(Int, RowKey, RowDescriptor)] = []
        for (index, section) in form.descriptor.sections.enumerated() {
            let written = Dictionary(
                section.rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            for row in form.allRows(in: index) {
                if let descriptor = written[row.key] ?? section.template {
                    result.append((index, row.key, descriptor))
                }
            }
        }
        return result
    }

    /// Which rows are active (their section's, their own and their owners' conditions hold),
    /// worked out from the descriptor alone: a condition reads a row's value only while that row
    /// is active.
    final class ActiveRows {
        let form: Form
        var section: [RowKey: Int] = [:]
        var owners: [RowKey: [RowKey]] = [:]
        var conditions: [RowKey: Condition] = [:]
        var holds: [RowKey: Bool] = [:]
        var sectionHolds: [Int: Bool] = [:]

        init(_ form: Form) {
            self.form = form
            for (index, key, _) in KindPropertyTests.descriptors(form) { section[key] = index }
            for descriptor in form.descriptor.sections where !descriptor.isEditable {
                var open: [(key: RowKey, end: Int)] = []
                for (index, row) in descriptor.rows.enumerated() {
                    open.removeAll { $0.end < index }
                    owners[row.key] = open.map(\.key)
                    if let condition = row.visibleWhen { conditions[row.key] = condition }
                    if row.isExpandable { open.append((row.key, index + row.childCount)) }
                }
            }
        }

        /// What a condition reads from `key`: its value while it is active, else none.
        func value(_ key: RowKey) -> Value? { isActive(key) ? ((try? form.value(of: key)) ?? nil) : nil }

        func conditionHolds(_ key: RowKey) -> Bool {
            if let known = holds[key] { return known }
            let result = conditions[key].map { $0.holds(reading: { self.value($0) }) } ?? true
            holds[key] = result
            return result
        }

        func sectionIsShown(_ index: Int) -> Bool {
            if let known = sectionHolds[index] { return known }
            let condition = form.descriptor.sections[index].visibleWhen
            let result = condition.map { $0.holds(reading: { self.value($0) }) } ?? true
            sectionHolds[index] = result
            return result
        }

        func isActive(_ key: RowKey) -> Bool {
            guard let index = section[key], sectionIsShown(index) else { return false }
            return conditionHolds(key) && (owners[key] ?? []).allSatisfy { conditionHolds($0) }
        }
    }

    static func activeKeys(_ form: Form) -> Set<RowKey> {
        let rows = ActiveRows(form)
        return Set(descriptors(form).map(\.key).filter { rows.isActive($0) })
    }

    /// The rules broken now, as `key rule`, recomputed from each row's descriptor and value.
    static func naiveProblems(_ form: Form, today: CalendarDate) -> [String] {
        let active = activeKeys(form)
        var problems: [String] = []
        for (_, key, row) in descriptors(form) where active.contains(key) {
            let value = (try? form.value(of: key)) ?? nil
            var text: String?
            if case .text(let string)? = value { text = string }
            var isToggle = false
            if case .toggle = row.kind { isToggle = true }
            let empty =
                value == nil || text == "" || value == .choices([]) || (isToggle && value == .bool(false))
            func fail(_ rule: String) { problems.append("\(key) \(rule)") }
            for rule in row.rules {
                switch rule {
                case .required: if empty { fail("required") }
                case .minLength(let count):
                    if let text, !text.isEmpty, text.count < count { fail("minLength") }
                case .maxLength(let count): if let text, text.count > count { fail("maxLength") }
                case .pattern(let pattern):
                    if let text, !text.isEmpty,
                        text.range(of: "^(?:\(pattern.source))$", options: .regularExpression) == nil
                    {
                        fail("pattern")
                    }
                case .matches(let other):
                    if !empty, value != ((try? form.value(of: other)) ?? nil) { fail("matches") }
                case .custom(let name): fail(name.rawValue)
                }
            }
            if !empty, let value { kindProblems(row.kind, value, today: today).forEach(fail) }
            if let limits = row.selection.limits {
                var count = 0
                if case .choices(let keys)? = value { count = keys.count }
                if count < limits.minimum { fail("minimumSelections") }
                if let maximum = limits.maximum, count > maximum { fail("maximumSelections") }
            }
        }
        return problems.sorted()
    }

    /// The range and format rules a kind implies, written out from the documented rules.
    static func kindProblems(_ kind: RowKind, _ value: Value, today: CalendarDate) -> [String] {
        var broken: [String] = []
        func range<T: Comparable>(_ item: T, _ minimum: T?, _ maximum: T?) {
            if let minimum, item < minimum { broken.append("minimum") }
            if let maximum, item > maximum { broken.append("maximum") }
        }
        switch (kind, value) {
        case (.text(.email), .text(let text)):
            let parts = text.split(separator: "@", omittingEmptySubsequences: false)
            let domain =
                parts.count == 2 ? parts[1].split(separator: ".", omittingEmptySubsequences: false) : []
            let ok =
                parts.count == 2 && !parts[0].isEmpty && !text.contains(" ") && domain.count >= 2
                && domain.allSatisfy { !$0.isEmpty }
            if !ok { broken.append("format") }
        case (.text(.url), .text(let text)):
            let lower = text.lowercased()
            let rest =
                lower.hasPrefix("https://")
                ? lower.dropFirst(8) : lower.hasPrefix("http://") ? lower.dropFirst(7) : nil
            if rest.map({ $0.isEmpty || $0.hasPrefix("/") || text.contains(" ") }) ?? true {
                broken.append("format")
            }
        case (.text(.phone), .text(let text)):
            let digits = text.filter { $0.isASCII && $0.isNumber }.count
            let others = text.filter { !($0.isASCII && $0.isNumber) }
            if !(5...20).contains(digits) || !others.allSatisfy({ "+()-. ".contains($0) }) {
                broken.append("format")
            }
        case (.number(let settings), .number(let number)):
            range(number, settings.minimum, settings.maximum)
        case (.date(let settings), .date(let day)):
            range(day, settings.earliest?.resolved(today: today), settings.latest?.resolved(today: today))
        case (.dateTime(let settings), .text(let text)):
            if let day = CalendarDate(String(text.prefix(10))) {
                range(day, settings.earliest?.resolved(today: today), settings.latest?.resolved(today: today))
            }
        case (.time(let settings), .text(let text)):
            // "HH:mm", zero-padded, orders as text does.
            range(text, settings.earliest?.description, settings.latest?.description)
        case (.file(let settings), .text(let path)):
            // Something of the other sort there, or nothing while it must exist; a file's extension.
            var isDirectory: ObjCBool = false
            let full = (path as NSString).expandingTildeInPath
            let exists = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            if exists, isDirectory.boolValue != settings.isDirectory {
                broken.append("directory")
            } else if !exists, settings.mustExist {
                broken.append("mustExist")
            }
            let given = (path as NSString).pathExtension.lowercased()
            if !settings.isDirectory, !settings.extensions.isEmpty,
                !settings.extensions.contains(where: { $0.lowercased() == given })
            {
                broken.append("extensions")
            }
        default: break
        }
        return broken
    }

    @Test(arguments: 0..<40)
    func randomEditsKeepTheInvariants(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 7_000)
        let sections = KindFormGenerator.sections(&rng)
        let today = try #require(Self.today)
        var form = try RulesSupport.form(sections, clock: .fixed(today))
        var tally = ProblemTally(form)
        #expect(form.invariantViolations() == [], "seed \(seed) initial")
        #expect(
            form.validate().map { "\($0.key) \($0.rule)" }.sorted() == Self.naiveProblems(form, today: today))
        var actions = 0
        for step in 0..<80 {
            let edit = KindFormGenerator.edit(form, rng: &rng)
            let old = VisibilityPropertyTests.visibleKeys(form)
            let before = form
            let change: FormChange
            do {
                change = try form.apply(edit)
            } catch {
                #expect(
                    VisibilityPropertyTests.visibleKeys(form) == old && form.state() == before.state()
                        && form.validate() == before.validate(),
                    "seed \(seed) step \(step): \(edit) failed but changed the form")
                continue
            }
            if change.action != nil { actions += 1 }
            tally.update(form, after: change)
            let validated = form.validate()
            let new = VisibilityPropertyTests.visibleKeys(form)
            var problems =
                VisibilityPropertyTests.check(change, old: old, new: new) + form.invariantViolations()
                + VisibilityPropertyTests.titleProblems(form)
            if tally.problems(in: form) != validated || tally.count != validated.count {
                problems.append("the tally differs from validate()")
            }
            let naive = Self.naiveProblems(form, today: today)
            if validated.map({ "\($0.key) \($0.rule)" }).sorted() != naive {
                problems.append("validate() \(validated.map { "\($0.key) \($0.rule)" }) ≠ naive \(naive)")
            }
            #expect(problems == [], "seed \(seed) step \(step) \(edit)")
            if !problems.isEmpty { return }
            guard step % 20 == 19 else { continue }
            // Saved and restored, the form is the same (rows that are not saved stay out of both).
            var reloaded = try RulesSupport.form(sections, clock: .fixed(today))
            let saved = form.state()
            #expect(
                reloaded.restore(try FormState.load(data: saved.data())) == [], "seed \(seed) step \(step)")
            // A row cleared to no value is not written, so it comes back with its starting value.
            var restored = reloaded.state()
            for (_, key, row) in Self.descriptors(form)
            where saved.values[key] == nil && row.initialValue != nil
                && (try? form.value(of: key)) == .some(nil)
            {
                restored.values[key] = nil
            }
            #expect(restored == saved, "seed \(seed) step \(step) round trip")
        }
        _ = actions
    }

    @Test("every kind of the vocabulary turns up in the random forms")
    func generatorCoversEveryKind() throws {
        var names: Set<String> = []
        for seed in 0..<40 {
            var rng = SeededGenerator(seed: UInt64(seed) &+ 7_000)
            let form = try RulesSupport.form(KindFormGenerator.sections(&rng))
            for section in form.descriptor.sections {
                names.formUnion((section.rows + (section.template.map { [$0] } ?? [])).map(\.kind.name))
            }
        }
        // The library's vocabulary, so that a new kind fails here until the generator makes it.
        let expected = Set(BuiltInKinds.all.map(\.name))
        #expect(expected.count > 20, "read \(expected.count) kinds")
        #expect(expected.subtracting(names).sorted() == [])
    }
}
