#if canImport(Observation)
    import Observation

    /// An `@Observable` model a SwiftUI view can hold directly: it mirrors its controller's form
    /// and re-renders the views that read it whenever any change is published — by the view, by
    /// code, by a reset or a restored state.
    ///
    /// ```swift
    /// struct FormView: View {
    ///     @State var model: FormModel     // FormModel(form), made by whoever shows the view
    ///     var body: some View {
    ///         List(0..<model.form.sectionCount, id: \.self) { section in
    ///             ForEach(model.form.visibleRows(in: section), id: \.key) { row in
    ///                 Text(row.label).onTapGesture { model.apply(.tap(row.key)) }
    ///             }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Its edits do not throw, so they fit SwiftUI's actions and bindings: a refused edit changes
    /// nothing and is kept in ``lastError``. Available where the toolchain has the Observation
    /// module (Apple platforms, and Linux with Swift 5.9 or later) — on Apple platforms from
    /// macOS 14, iOS 17, tvOS 17, watchOS 10 and visionOS 1, where Observation is; an app with
    /// an older deployment target uses ``FormController`` there.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Observable
    @MainActor
    public final class FormModel {
        /// The form as it is now; a view that reads it is re-rendered when it changes.
        public private(set) var form: Form
        /// The most recent change, for views that animate rows in and out.
        public private(set) var lastChange: FormChange?
        /// The error of the most recent refused edit; `nil` once an edit succeeds.
        public var lastError: FormError?
        /// The controller behind the model: edit through it, or observe it, as anywhere else.
        @ObservationIgnored public let controller: FormController
        @ObservationIgnored var subscription: FormSubscription?

        /// Makes a model that mirrors `controller`.
        public init(controller: FormController) {
            self.controller = controller
            form = controller.form
            subscription = controller.observe { [weak self] change in
                guard let self else { return }
                self.form = self.controller.form
                self.lastChange = change
            }
        }

        /// Makes a model, and its controller, for `form`.
        public convenience init(_ form: Form) {
            self.init(controller: FormController(form))
        }

        /// The value of the row `key` as `T`, or `nil` (see ``FieldAccessor/get()``).
        public func value<T: FieldValue>(_ key: RowKey, as type: T.Type = T.self) -> T? {
            guard let value = try? form.value(of: key) else { return nil }
            return T(formValue: value)
        }

        /// Applies an ``Edit`` through the controller; a refusal changes nothing and is kept in
        /// ``lastError``. Use it in SwiftUI actions and as a binding's setter:
        /// `model.apply(.set("name", .text(newValue)))`.
        public func apply(_ edit: Edit) {
            record { () throws(FormError) in try controller.apply(edit) }
        }

        private func record(_ edit: () throws(FormError) -> FormChange) {
            do {
                _ = try edit()
                lastError = nil
            } catch {
                lastError = error
            }
        }
    }
#endif
