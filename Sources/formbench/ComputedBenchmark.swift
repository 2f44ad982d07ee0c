import FormEngine

/// 7. Rows that compute (#34): a form of `size` text rows beside a country and a city picker
/// whose options follow it, every tenth row's title reading the country. A keystroke into a row
/// nothing reads must cost what it costs without computed rows, whatever the size; a change of
/// the country costs the rows that read it and the sections it touches.
enum ComputedBenchmark {
    static let keystrokes = 500
    /// Country changes per run at 1k rows; fewer at larger sizes (never under 4), where one
    /// change costs milliseconds: short runs of many repetitions would take minutes at 100k.
    static let countryChanges = 50

    static func countryChanges(size: Int) -> Int { max(4, countryChanges * 1_000 / max(size, 1_000)) }

    static let cities: [String: [(key: RowKey, title: String)]] = [
        "fr": [("paris", "Paris"), ("lyon", "Lyon")],
        "it": [("rome", "Rome"), ("milan", "Milan"), ("turin", "Turin")],
    ]

    static func descriptor(size: Int) throws -> FormDescriptor {
        try FormDescriptor(title: "Computed") {
            FormSection("Where") {
                Cell.picker("country", "Country", options: [("fr", "France"), ("it", "Italy")])
                Cell.picker("city", "City").options(reading: "country") { answers in
                    cities[answers.text("country") ?? ""] ?? []
                }
            }
            FormSection("Rows") {
                for index in 0..<size {
                    if index % 10 == 0 {
                        Cell.text(RowKey("row\(index)"), "Row").title(reading: "country") { answers in
                            "Row in \(answers.text("country") ?? "-")"
                        }
                    } else {
                        Cell.text(RowKey("row\(index)"), "Row")
                    }
                }
            }
        }
    }

    static func run(size: Int, stopwatch: Stopwatch, into report: inout Report) throws {
        // One pass with `--repetitions 1`, for callgrind (docs/PERFORMANCE.md).
        let short = stopwatch.repetitions == 1 ? stopwatch : stopwatch.forShortRuns
        var form = try Form(descriptor(size: size))
        let typing = short.median(operations: keystrokes) { typeUnread(&form) }
        // A country change costs milliseconds from 10k rows on: the plain repetitions there.
        let changes = countryChanges(size: size)
        let choosing = (size > 1_000 ? stopwatch : short).median(operations: changes) {
            chooseCountry(&form, times: changes)
        }
        report.record(
            "computed.keystroke", "computed: keystroke in a row nothing reads", .seconds, size: size, typing)
        report.record(
            "computed.country", "computed: country change (city options, titles)", .seconds, size: size,
            choosing)
    }

    /// Keystrokes into a row nothing reads.
    @inline(never) static func typeUnread(_ form: inout Form) {
        var text = ""
        for index in 0..<keystrokes {
            text += String(index % 10)
            if text.count > 40 { text = "" }
            Sink.consume((try? form.apply(.setText("row1", text)))?.sections.count ?? 0)
        }
    }

    /// Changes of the country, which the city's options and every tenth title read.
    @inline(never) static func chooseCountry(_ form: inout Form, times: Int) {
        for index in 0..<times {
            let change = try? form.apply(.set("country", .choice(index % 2 == 0 ? "it" : "fr")))
            Sink.consume(change?.sections.count ?? 0)
        }
    }
}
