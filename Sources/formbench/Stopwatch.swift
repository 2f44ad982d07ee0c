/// Timing with a warm-up and the median of several repetitions, on `ContinuousClock`.
struct Stopwatch {
    /// Untimed runs before the timed ones.
    var warmUp = 1
    /// Timed runs; the median is reported.
    var repetitions = 5

    /// The same with five times the repetitions (at least 15), for runs of a few milliseconds.
    var forShortRuns: Stopwatch {
        Stopwatch(warmUp: warmUp, repetitions: max(15, repetitions * 5))
    }

    /// The median time of one run of `body`, in seconds; `operations` divides it (time per
    /// operation when one run performs several).
    func median(operations: Int = 1, _ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        for _ in 0..<warmUp { try body() }
        var samples: [Double] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<max(1, repetitions) {
            let elapsed = try clock.measure(body)
            samples.append(elapsed.seconds / Double(max(1, operations)))
        }
        samples.sort()
        let middle = samples.count / 2
        return samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) * 1e-18
    }
}

/// Keeps a computed value alive so the optimiser cannot drop the work that produced it.
enum Sink {
    nonisolated(unsafe) static var total = 0

    @inline(never)
    static func consume(_ value: Int) { total &+= value }
}
