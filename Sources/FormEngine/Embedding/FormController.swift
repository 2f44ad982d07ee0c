import Foundation

/// The one place an app keeps its form: it owns a ``Form``, applies every edit to it and tells
/// observers what changed.
///
/// Every change goes through the controller — a tap, a typed value set by code, a reset, a
/// restored state — and reaches closure observers (``observe(_:)``) and async streams
/// (``changes()``) the same way, as one ``FormChange`` per edit, in order.
///
/// ```swift
/// let controller = FormController(try Form(DescriptorLoader().load(contentsOf: url)))
/// let subscription = controller.observe { change in
///     print(change.insertedIndexPaths)   // apply to a table view, a list or a terminal
/// }
/// try controller.apply(.tap("fullName"))   // observers see firstName and lastName inserted
/// try controller.field("firstName", as: String.self).set("Ada")
/// ```
///
/// The controller is `@MainActor`: UIKit, SwiftUI and a terminal loop all drive a form from one
/// thread, so edits and notifications need no locks and observers run synchronously, before
/// the edit returns. ``form`` is a value: copy it freely to another thread to read or save it.
@MainActor
public final class FormController {
    /// The form as it is now. Read anything from it; change it only through the controller.
    public internal(set) var form: Form

    var observers: [Int: Observer] = [:]
    /// The observers of one row each (``observe(row:_:)``), by the row's key, then by id.
    var rowObservers: [RowKey: [Int: Observer]] = [:]
    /// The row each row observer watches, by id.
    var observedRows: [Int: RowKey] = [:]
    /// The form's problems, kept change by change once asked for (``problemCount``).
    var tally: ProblemTally?
    var streams: [Int: AsyncStream<FormChange>.Continuation] = [:]
    var nextID = 0
    var pending: [FormChange] = []
    var isPublishing = false

    /// Makes a controller that owns `form`.
    public init(_ form: Form) {
        self.form = form
    }

    /// Makes a controller for a descriptor, in the starting state its file describes.
    /// - Throws: ``LoadError/invalidDescriptor(_:reason:)`` when the descriptor's structure is
    ///   invalid (see ``Form/init(_:locale:clock:rules:behaviors:)``).
    public convenience init(_ descriptor: FormDescriptor, locale: Locale? = nil) throws(LoadError) {
        self.init(try Form(descriptor, locale: locale))
    }

    deinit {
        for continuation in streams.values { continuation.finish() }
    }

    // MARK: Editing

    /// Applies one ``Edit`` and publishes its change: the way to change the form.
    /// - Throws: whatever ``Form/apply(_:)`` throws; nothing changes and nothing is published.
    @discardableResult
    public func apply(_ edit: Edit) throws(EditError) -> FormChange {
        let change = try form.apply(edit)
        tally?.update(form, after: change)
        publish(change)
        return change
    }
}
