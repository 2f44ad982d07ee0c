/// A closure observer's registration, returned by ``FormController/observe(_:)``.
///
/// Observing lasts as long as you keep this object, like a Combine `AnyCancellable`: store it
/// in a property, and release it or call ``cancel()`` to stop.
@MainActor
public final class FormSubscription {
    let id: Int
    weak var controller: FormController?
    /// The observer's closure, owned here (not by the controller) so that it goes away with
    /// the subscription, with whatever it captured.
    private(set) var handler: (@MainActor (FormChange) -> Void)?

    init(id: Int, controller: FormController, handler: @escaping @MainActor (FormChange) -> Void) {
        self.id = id
        self.controller = controller
        self.handler = handler
    }

    /// Stops the observer; it is not called again. Calling it twice does nothing.
    public func cancel() {
        controller?.removeObserver(id)
        controller = nil
        handler = nil
    }
}
