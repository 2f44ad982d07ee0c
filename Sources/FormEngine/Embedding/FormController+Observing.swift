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
            + rowObservers.values.reduce(0) { $0 + $1.values.filter { $0.subscription != nil }.count }
    }

    /// Calls `handler` with the row `key` as it shows now whenever a published change names it
    /// (its ``FormChange/changedKeys``: its value, title, selection, expansion or whether its
    /// problems show changed, or the form set back a value it normalised) — and for no other
    /// change. For UIKit apps and others without Observation: configure the row's cell in
    /// `handler`. A change that removes the row (a deleted item) does not call it.
    ///
    /// ```swift
    /// let cell = UITableViewCell()
    /// let subscription = controller.observe(row: "volume") { row in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = row.label
    ///     content.secondaryText = row.detail
    ///     cell.contentConfiguration = content
    /// }
    /// ```
    ///
    /// Keep the returned subscription: observing stops when it is cancelled or released. Row
    /// observers of a change are called after the closure observers (``observe(_:)``) of that
    /// change, in the order they subscribed.
    /// - Complexity: publishing a change costs O(k) for the k keys it names, however many rows
    ///   are observed.
    public func observe(row key: RowKey, _ handler: @escaping @MainActor (Row) -> Void) -> FormSubscription {
        let id = makeID()
        let subscription = FormSubscription(id: id, controller: self) { [weak self] _ in
            guard let self, let row = try? self.form.row(key) else { return }
            handler(row)
        }
        rowObservers[key, default: [:]][id] = Observer(subscription: subscription)
        observedRows[id] = key
        return subscription
    }

    /// Stops calling the observer `id`.
    func removeObserver(_ id: Int) {
        observers[id] = nil
        if let key = observedRows.removeValue(forKey: id) {
            rowObservers[key]?[id] = nil
            if rowObservers[key]?.isEmpty == true { rowObservers[key] = nil }
        }
    }

    /// Calls the observers of the rows `change` names, each once, in the order they subscribed.
    private func notifyRows(_ change: FormChange) {
        guard !rowObservers.isEmpty else { return }
        var due: [(Int, RowKey)] = []
        var seen: Set<RowKey> = []
        for key in change.changedKeys where seen.insert(key).inserted {
            guard let observers = rowObservers[key] else { continue }
            for id in observers.keys { due.append((id, key)) }
        }
        for (id, key) in due.sorted(by: { $0.0 < $1.0 }) {
            guard let observer = rowObservers[key]?[id] else { continue }
            guard let subscription = observer.subscription, let handler = subscription.handler else {
                removeObserver(id)
                continue
            }
            handler(change)
        }
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
            notifyRows(next)
            for (id, continuation) in streams.sorted(by: { $0.key < $1.key }) {
                if case .terminated = continuation.yield(next) { streams[id] = nil }
            }
        }
    }
}
