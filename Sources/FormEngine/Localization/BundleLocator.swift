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
package struct BundleLocator: Sendable {
    /// The bundle directory as the user named it (used in messages).
    package let displayRoot: String
    /// The bundle directory with every symbolic link resolved.
    package let realRoot: String
    /// Whether symbolic links must stay inside the directory (a bundle's); a form's strings
    /// tables, whose names come from the folder, not from a file, may be links to anywhere.
    var confined = true

    /// Why a name cannot be used.
    package enum Refusal: Error, Equatable {
        /// The name leads outside the bundle; loading stops.
        case escapes(String)
        /// No such file in the bundle.
        case missing
    }

    /// A locator for the bundle directory `root`, or `nil` when it does not exist; messages name
    /// its files under `display` (default: `root` as given; empty: the bare names).
    package init?(root: String, display: String? = nil) {
        guard let real = Self.realPath(root) else { return nil }
        let shown = display ?? root
        displayRoot = shown.count > 1 && shown.hasSuffix("/") ? String(shown.dropLast()) : shown
        realRoot = real
    }

    /// The path a message shows for a file of the bundle: `BUNDLE/NAME`.
    package func display(_ name: String) -> String {
        displayRoot.isEmpty ? name : "\(displayRoot)/\(name)"
    }

    /// The real path of the regular file `name` (relative to the bundle), checked to lie inside it.
    package func resolve(_ name: String) -> Result<String, Refusal> {
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
        guard !confined || real.hasPrefix(realRoot + "/") else {
            return .failure(.escapes("'\(name)' is a symbolic link leading outside the bundle"))
        }
        var target = stat()
        guard stat(real, &target) == 0, (target.st_mode & S_IFMT) == S_IFREG else {
            return .failure(.missing)
        }
        return .success(real)
    }

    /// The path with every symbolic link, `.` and `..` resolved, or `nil` when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bundle directory and top pane for what the user named: a bundle directory (its
    /// `Root.plist`, or the device's variant), or a pane file anywhere inside one — in a
    /// subfolder, or named from a working directory inside the bundle (`Advanced.plist`, `.`).
    /// `root` keeps the user's spelling where it can (`.` when the user is inside the bundle).
    package static func split(_ path: String) -> (root: String, pane: String) {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists, isDirectory.boolValue { return (path, "Root.plist") }
        guard exists, let real = realPath(path), let (bundle, pane) = enclosingBundle(of: real) else {
            return (PathText.directory(of: path), lastComponent(of: path))
        }
        // The user's spelling of the bundle: the path without the pane's components.
        let given = path.split(separator: "/", omittingEmptySubsequences: true)
        let depth = pane.split(separator: "/").count
        if given.count >= depth,
            given.suffix(depth).joined(separator: "/") == pane
        {
            let prefix = given.dropLast(depth).joined(separator: "/")
            let spelled = path.hasPrefix("/") ? "/" + prefix : (prefix.isEmpty ? "." : prefix)
            if realPath(spelled) == bundle { return (spelled, pane) }
        }
        return (bundle, pane)
    }

    /// The nearest directory enclosing the real path `real` whose name ends in `.bundle`, and
    /// `real` relative to it; `nil` when there is none.
    package static func enclosingBundle(of real: String) -> (bundle: String, pane: String)? {
        let parts = real.split(separator: "/", omittingEmptySubsequences: true)
        guard parts.count >= 2 else { return nil }
        for index in stride(from: parts.count - 2, through: 0, by: -1) where parts[index].hasSuffix(".bundle")
        {
            let bundle = "/" + parts[...index].joined(separator: "/")
            return (bundle, parts[(index + 1)...].joined(separator: "/"))
        }
        return nil
    }

    /// The last component of a path, without trailing slashes.
    package static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
