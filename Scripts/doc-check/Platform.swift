// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// (Stand-ins for Apple's declarations, documented by Apple; each is named for the one it mirrors.)
// Stand-ins for the UIKit and SwiftUI declarations the docs' examples use, so that
// Scripts/check-docs.py can type-check those examples on Linux, which has neither framework.
// Each mirrors the real declaration's shape (names, labels, types) closely enough that an example
// that compiles here compiles in an app; none does anything. Add a declaration here only when an
// example uses it, copying its signature from Apple's documentation.
import Foundation

// MARK: - UIKit

extension IndexPath {
    public var section: Int { self[0] }
    public var row: Int { self[1] }
}

@MainActor
open class UIControl {
    public var isEnabled = true
    nonisolated public init() {}
}

@MainActor
open class UIButton: UIControl {}

@MainActor
open class UISlider: UIControl {
    public var value: Float = 0
}

public struct UIListContentConfiguration {
    public var text: String?
    public var secondaryText: String?
}

@MainActor
open class UITableViewCell {
    public var contentConfiguration: UIListContentConfiguration?
    public var indentationLevel = 0
    nonisolated public init() {}
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        UIListContentConfiguration()
    }
}

@MainActor
open class UITableView {
    public enum RowAnimation: Sendable { case fade, right, left, top, bottom, none, middle, automatic }
    nonisolated public init() {}
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    public func reconfigureRows(at indexPaths: [IndexPath]) {}
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
        -> UITableViewCell
    { UITableViewCell() }
}

@MainActor
open class UIViewController {
    nonisolated public init(nibName: String?, bundle: Bundle?) {}
    public required init?(coder: NSCoder) {}
    open func viewDidLoad() {}
}

@MainActor
open class UITableViewController: UIViewController {
    public var tableView = UITableView()
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

extension UITableView {
    public enum Style: Sendable { case plain, grouped, insetGrouped }
}

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    nonisolated public init() {}
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection: SectionIdentifierType? = nil
    ) {}
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
}

@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public init(
        tableView: UITableView,
        cellProvider: @escaping (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    ) {}
    public func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) {}
}

// MARK: - SwiftUI

@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { return neverDrawn() }
}

/// A stand-in's `body`: the examples are type-checked, never run.
public func neverDrawn() -> Never { fatalError("a stand-in is never drawn") }

/// Every built view is an `AnyView` here: the examples are checked for what they call, not for
/// SwiftUI's view types.
public struct AnyView: View {
    nonisolated public init(_ view: some View) {}
    public var body: Never { return neverDrawn() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildExpression(_ view: some View) -> AnyView { AnyView(view) }
    public static func buildBlock(_ views: AnyView...) -> AnyView { views.first ?? AnyView(EmptyView()) }
    public static func buildOptional(_ view: AnyView?) -> AnyView { view ?? AnyView(EmptyView()) }
    public static func buildEither(first view: AnyView) -> AnyView { view }
    public static func buildEither(second view: AnyView) -> AnyView { view }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { return neverDrawn() }
}

public struct Text: View {
    nonisolated public init(_ content: String) {}
    public var body: Never { return neverDrawn() }
}

public struct LabeledContent: View {
    nonisolated public init(_ title: String, value: String) {}
    public var body: Never { return neverDrawn() }
}

public struct TextField: View {
    nonisolated public init(_ title: String, text: Binding<String>) {}
    public var body: Never { return neverDrawn() }
}

public struct Toggle: View {
    nonisolated public init(_ title: String, isOn: Binding<Bool>) {}
    public var body: Never { return neverDrawn() }
}

public struct List: View {
    nonisolated public init(@ViewBuilder content: () -> AnyView) {}
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> AnyView
    ) {}
    public var body: Never { return neverDrawn() }
}

public struct ForEach: View {
    nonisolated public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> AnyView
    ) {}
    public var body: Never { return neverDrawn() }
}

public struct Section: View {
    nonisolated public init(_ title: String, @ViewBuilder content: () -> AnyView) {}
    public var body: Never { return neverDrawn() }
}

extension View {
    public func onTapGesture(perform action: @escaping () -> Void) -> AnyView { AnyView(self) }
}

@propertyWrapper
public struct Binding<Value> {
    nonisolated public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value { fatalError("a stand-in is never read") }
}

@propertyWrapper
public struct State<Value> {
    nonisolated public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError("a stand-in is never read") }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { fatalError("a stand-in is never read") }
}

@MainActor
public func withAnimation<Result>(_ body: () throws -> Result) rethrows -> Result { try body() }
