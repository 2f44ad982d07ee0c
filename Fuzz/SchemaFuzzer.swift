import Foundation

/// libFuzzer entry point for JSON Schema (`Sources/FormSchema`), built by `Scripts/fuzz.sh schema
/// SECONDS`. An input is a schema, then optionally a line `%%` and an instance. The schema is read
/// (the JSON parser, the draft, the index of `$id`s and anchors) with small limits and no catalogue
/// folder, so nothing is read from disk; when it loads, the instance — or the schema's own bytes
/// without one — is validated twice (every problem written, and the quiet first-problem walk),
/// with `format` asserting on every other input.
public func schemaFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = [UInt8](UnsafeBufferPointer(start: start, count: count))
    let separator = Array("\n%%\n".utf8)
    var schemaBytes = bytes[...]
    var instanceBytes = bytes[...]
    if let cut = bytes.firstRange(of: separator) {
        schemaBytes = bytes[..<cut.lowerBound]
        instanceBytes = bytes[cut.upperBound...]
    }
    let limits = DocumentOptions(maxBytes: 1 << 20, maxDepth: 64)
    let options = SchemaOptions(assertFormat: count % 2 == 0, limits: limits, maxReferenceDepth: 50)
    guard let schema = try? JSONSchema(data: Data(schemaBytes), file: "fuzz.json", options: options),
        let instance = try? JSONValue.parse(Data(instanceBytes), file: "instance.json", options: limits)
    else { return 0 }
    let problems = schema.validate(instance)
    if problems.isEmpty != schema.isValid(instance) {
        fatalError("validate found \(problems.count) problems but isValid disagrees")
    }
    return 0
}
