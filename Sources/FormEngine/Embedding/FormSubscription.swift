/// A closure observer's registration, returned by ``FormController/observe(_:)``.
///
/// Observing lasts as long as you keep this object, like a Combine `AnyCancellable`: store it
/// in a property, and release it or call ``cancel()`` to stop.
@MainActor
public final class FormSubscription {
    let id: Int
    weak var controller: FormController?

    init(id: Int, controller: FormController) {
        self.id = id
        self.controller = controller
    }

    /// Stops the observer; it is not called again. Calling it twice does nothing.
    public func cancel() {
        controller?.removeObserver(id)
        controller = nil
    }
}
