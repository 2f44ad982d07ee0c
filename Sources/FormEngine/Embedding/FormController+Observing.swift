/// Subscribing to changes: closures and async streams receive the same changes in the same order.
extension FormController {
    /// A closure observer, kept while its subscription lives. The subscription holds the
    /// handler, so a handler that captures the controller keeps it alive only as long as the
    /// subscription: releasing the subscription releases both.
    struct Observer {
        weak var subscription: FormSubscription?
    }

    /// Calls `handler` with every change published from now on, before the edit that made it
    /// returns. Changes that change nothing (setting a row to the value it holds) are not
    /// published.
    ///
    /// Keep the returned subscription: observing stops when it is cancelled or released.
    /// An observer may edit the form; that edit's change is delivered to every observer after
    /// the current one has been delivered to all of them. The edit itself applies at once, so
    /// observers later in line for the current change already read the newer form: an observer
    /// that rebuilds a table from ``form`` while it applies a change should make its own edits
    /// later (`Task { @MainActor in … }`).
    public func observe(_ handler: @escaping @MainActor (FormChange) -> Void) -> FormSubscription {
        let id = makeID()
        let subscription = FormSubscription(id: id, controller: self, handler: handler)
        observers[id] = Observer(subscription: subscription)
        return subscription
    }

    /// A new stream of every change published after this call, in order, never dropped.
    /// The stream finishes when the controller is released; stop reading (cancel the task)
    /// to unsubscribe.
    ///
    /// ```swift
    /// Task {
    ///     for await change in controller.changes() { apply(change) }
    /// }
    /// ```
    public func changes() -> AsyncStream<FormChange> {
        let (stream, continuation) = AsyncStream.makeStream(of: FormChange.self, bufferingPolicy: .unbounded)
        let id = makeID()
        streams[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[id] = nil }
        }
        return stream
    }

    /// The number of live closure observers and streams (for tests and diagnostics).
    package var observerCount: Int {
        observers.values.filter { $0.subscription != nil }.count + streams.count
    }

    /// Stops calling the observer `id`.
    func removeObserver(_ id: Int) {
        observers[id] = nil
    }

    func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// Delivers `change` to every observer and stream, after any change still being delivered.
    func publish(_ change: FormChange) {
        guard !change.isEmpty else { return }
        pending.append(change)
        guard !isPublishing else { return }
        isPublishing = true
        defer { isPublishing = false }
        while !pending.isEmpty {
            let next = pending.removeFirst()
            for id in observers.keys.sorted() {
                guard let observer = observers[id] else { continue }
                guard let subscription = observer.subscription, let handler = subscription.handler else {
                    observers[id] = nil
                    continue
                }
                handler(next)
            }
            for (id, continuation) in streams.sorted(by: { $0.key < $1.key }) {
                if case .terminated = continuation.yield(next) { streams[id] = nil }
            }
        }
    }
}
