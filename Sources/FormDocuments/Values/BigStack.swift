import Foundation

/// Runs recursive work on a thread of its own with a large stack, so that the depth limits
/// (``DocumentOptions/maxDepth``, ``JSONSchema/maxNesting``) bound the work and not the caller's
/// stack, which may be 512 KiB.
package enum BigStack {
    /// The stack of the work's thread: 512 MiB of address space, reserved, not committed (only
    /// the pages the recursion touches are). A debug build's 2,000 levels take about 36 MiB; a
    /// sanitizer's frames, several times larger, need the rest.
    package static let size = 512 << 20

    private final class Box<T>: @unchecked Sendable {
        // Written by the work's thread before it signals `done`, read after `wait()`: the
        // semaphore orders the two.
        var result: Result<T, any Error> = .failure(CancellationError())
        let done = DispatchSemaphore(value: 0)
    }

    /// `body`'s result (or error), computed on a thread with a ``size``-byte stack.
    package static func run<T>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        let box = Box<T>()
        let thread = Thread {
            box.result = Result { try body() }
            box.done.signal()
        }
        thread.stackSize = size
        thread.start()
        box.done.wait()
        return try box.result.get()
    }

    /// How deeply arrays and objects nest in JSON text, strings skipped (an upper bound's
    /// worth of precision: a malformed text may count wrong, and the parser then says why).
    package static func nesting(of bytes: [UInt8]) -> Int {
        var depth = 0
        var deepest = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// How deeply `value` nests, counted without recursion.
    package static func nesting(of value: JSONValue) -> Int {
        var deepest = 0
        var stack: [(JSONValue, Int)] = [(value, 0)]
        while let (current, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            switch current {
            case .array(let array): for element in array { stack.append((element, depth + 1)) }
            case .object(let object):
                for (_, element) in object.members { stack.append((element, depth + 1)) }
            default: break
            }
        }
        return deepest
    }

    /// Recursion this deep runs on the caller's stack; deeper goes to a thread of its own.
    package static let callerDepth = 24
}
