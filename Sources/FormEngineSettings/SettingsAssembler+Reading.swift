import FormEngine
import Foundation

/// Reading pane files once each, and keeping the assembled form within `LoadLimits.maxRows`.
extension SettingsAssembler {
    /// Counts `rows` more rows; past `LoadLimits.maxRows` loading stops with the native
    /// loader's error, located at the top pane.
    mutating func count(rows: Int) {
        rowCount += rows
        guard rowCount > limits.maxRows, fatal == nil else { return }
        let file = locator.display(stack.first?.name ?? "")
        stop(
            .malformed(
                Location(file: file),
                reason: "holds more than \(limits.maxRows) rows, more than the limit of \(limits.maxRows)"))
    }

    /// The root dictionary of the pane file at `real`, read and screened on first use only.
    mutating func parsedPane(real: String, display: String) throws(FormError) -> [String: PlistValue] {
        let result: Result<[String: PlistValue], FormError>
        if let known = parsed[real] {
            result = known
        } else {
            do {
                result = .success(try Self.readPlist(real: real, display: display, limits: limits))
            } catch {
                result = .failure(error)
            }
            parsed[real] = result
        }
        return try result.get()
    }

    /// A pane file's root dictionary, screened by the guard before Foundation parses it.
    static func readPlist(real: String, display: String, limits: LoadLimits) throws(FormError)
        -> [String: PlistValue]
    {
        let data: Data
        do {
            data = try DescriptorLoader.read(URL(fileURLWithPath: real), limits: limits)
        } catch {
            switch error {
            case .malformed: throw .malformed(Location(file: display), reason: error.reason)
            default: throw .unreadable(Location(file: display), reason: error.reason)
            }
        }
        let value: PlistValue
        do {
            value = try PlistValue.parse(data, file: display, limits: limits)
        } catch {
            throw .malformed(Location(file: display), reason: error.reason)
        }
        guard case .dictionary(let root) = value else {
            throw .invalidDescriptor(
                Location(file: display),
                reason: "a settings pane must be a dictionary with PreferenceSpecifiers")
        }
        return root
    }
}
