import FormEngine
import FormWalk
import Foundation

// The star rating (StarRating.swift) used as the library's own kinds are. Each step checks what
// it shows, so that CI (Scripts/run-examples.sh) fails when the kind stops working.

func check(_ holds: Bool, _ what: String) {
    guard holds else {
        FileHandle.standardError.write(Data("StarRating: \(what)\n".utf8))
        exit(1)
    }
}

do {
    // 1. A descriptor file names the kind once the loader knows it.
    var loader = DescriptorLoader()
    loader.kinds = [StarRating()]
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "review.json")
    let fromFile = try loader.load(contentsOf: file)

    // 2. The builder makes the same form, the kind's value carrying its settings.
    let inCode = try FormDescriptor(title: "Review") {
        FormSection("Your visit") {
            Cell("food", "Food", kind: StarRating()).required()
            Cell("service", "Service", kind: StarRating(maximum: 3))
            Cell.text("why", "What went wrong?").visible(when: .oneOf("service", [.number(0), .number(1)]))
        }
    }
    check(inCode == fromFile, "the form built in code is not the form review.json describes")

    // 3. The walk edits it, here in line mode over a pipe, as a script would drive it.
    let commands = "set food 4\nset service 9\nset service 1\nset why Cold soup\nshow\ndone\n"
    var keys: [Int32] = [0, 0]
    var transcript: [Int32] = [0, 0]
    check(pipe(&keys) == 0 && pipe(&transcript) == 0, "no pipes")
    _ = commands.withCString { write(keys[1], $0, strlen($0)) }
    close(keys[1])
    var walk = FormWalk(try Form(fromFile), options: FormWalkOptions(mode: .line))
    let result = try walk.run(input: keys[0], output: transcript[1], errors: transcript[1])
    close(transcript[1])
    let shown = String(
        decoding: FileHandle(fileDescriptor: transcript[0]).readDataToEndOfFile(), as: UTF8.self)
    print(shown, terminator: "")
    check(result.ending == .submitted, "the walk was not submitted: \(result.ending)")
    check(shown.contains("Service has at most 3 stars"), "9 of 3 stars is not a problem")
    check(shown.contains("Food: ★★★★☆"), "the listing does not show the rating")

    // 4. The answers type it as a number.
    let answers = result.form.answers().json
    print(answers)
    check(answers.contains("\"food\":4") && answers.contains("\"service\":1"), "answers: \(answers)")
} catch {
    FileHandle.standardError.write(Data("StarRating: \(error)\n".utf8))
    exit(1)
}
