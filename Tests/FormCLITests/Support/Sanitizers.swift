import Foundation

/// Which sanitizer runtime, if any, this test process runs under (`swift test --sanitize=…`).
enum Sanitizers {
    /// Whether ThreadSanitizer's runtime is loaded (its entry symbol resolves; RTLD_DEFAULT is
    /// a null handle with glibc).
    static let thread = dlsym(nil, "__tsan_init") != nil
    /// Whether AddressSanitizer's runtime is loaded.
    static let address = dlsym(nil, "__asan_init") != nil
}
