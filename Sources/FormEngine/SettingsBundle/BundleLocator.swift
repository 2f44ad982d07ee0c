import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds files inside a Settings bundle and refuses every path that leads out of it: absolute
/// paths, `..`, and symbolic links whose target lies outside the bundle's real directory.
struct BundleLocator: Sendable {
    /// The bundle directory as the user named it (used in messages).
    let displayRoot: String
    /// The bundle directory with every symbolic link resolved.
    let realRoot: String

    /// Why a name cannot be used.
    enum Refusal: Error, Equatable {
        /// The name leads outside the bundle; loading stops.
        case escapes(String)
        /// No such file in the bundle.
        case missing
    }

    /// A locator for the bundle directory `root`, or `nil` when it does not exist.
    init?(root: String) {
        guard let real = Self.realPath(root) else { return nil }
        displayRoot = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        realRoot = real
    }

    /// The path a message shows for a file of the bundle: `BUNDLE/NAME`.
    func display(_ name: String) -> String {
        displayRoot.isEmpty ? name : "\(displayRoot)/\(name)"
    }

    /// The real path of the regular file `name` (relative to the bundle), checked to lie inside it.
    func resolve(_ name: String) -> Result<String, Refusal> {
        if name.isEmpty || name.contains("\0") {
            return .failure(.escapes("the file name is empty or invalid"))
        }
        if name.hasPrefix("/") || name.hasPrefix("~") {
            return .failure(.escapes("absolute paths are not allowed ('\(name)')"))
        }
        if name.split(separator: "/").contains("..") {
            return .failure(.escapes("'..' is not allowed ('\(name)')"))
        }
        let candidate = "\(realRoot)/\(name)"
        var info = stat()
        guard lstat(candidate, &info) == 0 else { return .failure(.missing) }
        guard let real = Self.realPath(candidate) else { return .failure(.missing) }
        guard real.hasPrefix(realRoot + "/") else {
            return .failure(.escapes("'\(name)' is a symbolic link leading outside the bundle"))
        }
        var target = stat()
        guard stat(real, &target) == 0, (target.st_mode & S_IFMT) == S_IFREG else {
            return .failure(.missing)
        }
        return .success(real)
    }

    /// The path with every symbolic link, `.` and `..` resolved, or `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bundle directory and top pane for what the user named: a bundle directory (its
    /// `Root.plist`) or a pane file inside one.
    static func split(_ path: String) -> (root: String, pane: String) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return (path, "Root.plist")
        }
        return (PathText.directory(of: path), (path as NSString).lastPathComponent)
    }
}
