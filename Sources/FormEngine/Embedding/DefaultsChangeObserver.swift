import Foundation

/// Runs an action on the main actor whenever a `UserDefaults` suite posts
/// `didChangeNotification`, until released: how ``FormDefaults`` (and through it a Settings
/// bundle's binding) hears of changes made elsewhere in its suite.
final class DefaultsChangeObserver: Sendable {
    private nonisolated(unsafe) let token: any NSObjectProtocol

    /// Starts observing; `action` runs at once when the notification is posted on the main
    /// thread, else in a task on the main actor.
    init(_ action: @escaping @MainActor @Sendable () -> Void) {
        token = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: nil, queue: nil
        ) { _ in
            if Thread.isMainThread {
                MainActor.assumeIsolated { action() }
            } else {
                Task { @MainActor in action() }
            }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
