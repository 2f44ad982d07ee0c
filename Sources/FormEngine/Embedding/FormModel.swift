#if canImport(Observation)
    import Observation

    /// An `@Observable` model a SwiftUI view can hold directly: it mirrors its controller's form
    /// and re-renders the views that read it whenever any change is published — by the view, by
    /// code, by a reset or a restored state. A view that shows one row reads ``row(_:)``
    /// instead, and is re-rendered only by changes to that row.
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
        /// How many rules the form breaks now (``FormController/problemCount``); a view that
        /// reads it is re-rendered when the count changes.
        public private(set) var problemCount: Int
        /// The error of the most recent refused edit; `nil` once an edit succeeds.
        public var lastError: EditError?
        /// The controller behind the model: edit through it, or observe it, as anywhere else.
        @ObservationIgnored public let controller: FormController
        @ObservationIgnored var subscription: FormSubscription?
        /// The row models handed out, by key, kept so that every read of a row finds the same one.
        @ObservationIgnored var rows: [RowKey: RowModel] = [:]

        /// Makes a model that mirrors `controller`.
        public init(controller: FormController) {
            self.controller = controller
            form = controller.form
            problemCount = controller.problemCount
            subscription = controller.observe { [weak self] change in
                guard let self else { return }
                self.form = self.controller.form
                self.lastChange = change
                let count = self.controller.problemCount
                if count != self.problemCount { self.problemCount = count }
                for key in change.changedKeys {
                    guard let model = self.rows[key], let row = try? self.form.row(key) else { continue }
                    model.update(row)
                }
            }
        }

        /// The observable model of the row `key`, or `nil` when no row has the key. A view that
        /// reads it is re-rendered only by changes to that row (the keys a change's
        /// ``FormChange/changedKeys`` names, a value set back after the form normalised it
        /// included), never by edits of other rows.
        ///
        /// ```swift
        /// struct TextSizeRow: View {
        ///     let row: RowModel
        ///     var body: some View { LabeledContent(row.row.label, value: row.row.detail) }
        /// }
        /// ```
        public func row(_ key: RowKey) -> RowModel? {
            if let model = rows[key] { return model }
            guard let row = try? form.row(key) else { return nil }
            let model = RowModel(row)
            rows[key] = model
            return model
        }

        /// Makes a model, and its controller, for `form`.
        public convenience init(_ form: Form) {
            self.init(controller: FormController(form))
        }

        /// The value of the row `key` as `T`, or `nil` (see ``FieldAccessor/get()``).
        public func value<T: FieldValue>(_ key: RowKey, as type: T.Type = T.self) -> T? {
            guard let value = try? form.value(of: key) else { return nil }
            return T.read(value)
        }

        /// Applies an ``Edit`` through the controller; a refusal changes nothing and is kept in
        /// ``lastError``. Use it in SwiftUI actions and as a binding's setter:
        /// `model.apply(.set("name", .text(newValue)))`.
        public func apply(_ edit: Edit) {
            record { () throws(EditError) in try controller.apply(edit) }
        }

        private func record(_ edit: () throws(EditError) -> FormChange) {
            do {
                _ = try edit()
                lastError = nil
            } catch {
                lastError = error
            }
        }
    }

    /// One row of a ``FormModel``, observable on its own: views that read ``row`` are
    /// re-rendered when that row changes and for no other edit. Get it from
    /// ``FormModel/row(_:)``.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @MainActor
    public final class RowModel: Observable {
        private let registrar = ObservationRegistrar()
        private var current: Row

        init(_ row: Row) {
            current = row
        }

        /// The row as it shows now.
        public var row: Row {
            registrar.access(self, keyPath: \.row)
            return current
        }

        /// Takes the row's new state and tells the views that read it, even when it equals the
        /// old one: a value the form set back must reach a control that shows another.
        func update(_ row: Row) {
            registrar.withMutation(of: self, keyPath: \.row) { current = row }
        }
    }
#endif
