import Foundation
import Observation

/// Creates a UIKit app delegate and keeps it for the app's life (S7). Declare it once, in the
/// ``App``. On iOS and iPadOS the host calls the delegate's launch callbacks once, before the
/// first window's content appears, and asks it for each window's scene configuration. A
/// delegate that is an `ObservableObject` or `@Observable` is put in every scene's
/// environment (values flow **down** from the app into every window).
///
///     @main
///     struct DelegateDemo: App {
///         @UIApplicationDelegateAdaptor var delegate: AppDelegate
///         var body: some Scene { WindowGroup { ContentView() } }
///     }
///
/// On macOS, which has no UIKit, the delegate is created but never called, and a diagnostic
/// names the platform (D4).
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>:
    DynamicProperty
{
    private var record: ApplicationDelegateRecord?

    /// An adaptor that creates a `delegateType` when the app launches.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// The delegate the app created.
    @MainActor public var wrappedValue: DelegateType { ApplicationDelegateRecord.object(record) }

    /// Creates the delegate on first installation and tells the app about it.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        record = ApplicationDelegateRecord.install(
            DelegateType.self, kit: .uiKit, context: &context)
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Bindings to the delegate's properties.
    @MainActor public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject<DelegateType>.Wrapper(object: wrappedValue)
    }
}

/// Creates an AppKit app delegate and keeps it for the app's life (S7). Declare it once, in the
/// ``App``. On macOS the host calls its launch callbacks once, before the first window's content
/// appears, and its activation callbacks as the app gains and loses its key window. A delegate
/// that is an `ObservableObject` or `@Observable` is put in every scene's environment.
///
/// On iOS and iPadOS, which have no AppKit, the delegate is created but never called, and a
/// diagnostic names the platform (D4).
@propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject & NSApplicationDelegate>:
    DynamicProperty
{
    private var record: ApplicationDelegateRecord?

    /// An adaptor that creates a `delegateType` when the app launches.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    /// The delegate the app created.
    @MainActor public var wrappedValue: DelegateType { ApplicationDelegateRecord.object(record) }

    /// Creates the delegate on first installation and tells the app about it.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        record = ApplicationDelegateRecord.install(
            DelegateType.self, kit: .appKit, context: &context)
    }
}

extension NSApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Bindings to the delegate's properties.
    @MainActor public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject<DelegateType>.Wrapper(object: wrappedValue)
    }
}

extension UIApplicationDelegateAdaptor: _InputComparable {
    /// The delegate lives in the app's node; the property itself never differs.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

extension NSApplicationDelegateAdaptor: _InputComparable {
    /// The delegate lives in the app's node; the property itself never differs.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

/// The framework a delegate adaptor belongs to, and so the platforms it runs on (S7).
enum DelegateKit: Sendable {
    case uiKit, appKit

    func isAvailable(on platform: Platform) -> Bool {
        switch self {
        case .uiKit: platform != .macOS
        case .appKit: platform == .macOS
        }
    }

    var adaptorName: String {
        switch self {
        case .uiKit: "UIApplicationDelegateAdaptor"
        case .appKit: "NSApplicationDelegateAdaptor"
        }
    }
}

/// One app delegate: created once per node that declares the adaptor (so once per app), with
/// the environment write that puts it in every scene when it is observable.
@MainActor
final class ApplicationDelegateRecord {
    let object: NSObject
    let kit: DelegateKit
    /// Puts the delegate where `@EnvironmentObject` and `@Environment(Delegate.self)` find it;
    /// `nil` when it is neither an `ObservableObject` nor `@Observable`.
    let environmentWrite: ((inout EnvironmentValues) -> Void)?

    private init<T: NSObject>(_ object: T, kit: DelegateKit) {
        self.object = object
        self.kit = kit
        environmentWrite =
            object is any ObservableObject || object is any Observable
            ? { $0[EnvironmentObjectKey<T>.self] = object } : nil
    }

    /// Puts a scene delegate in its window's environment, when it is observable.
    static func environmentWrite<T: UISceneDelegate>(for object: T)
        -> ((inout EnvironmentValues) -> Void)?
    {
        guard object is any ObservableObject || object is any Observable else { return nil }
        return { $0[EnvironmentObjectKey<T>.self] = object }
    }

    /// Finds or creates the node's delegate, subscribes the node to it when it is an
    /// `ObservableObject`, and hands it to the app node (the only place it has an effect).
    static func install<T: NSObject>(
        _ type: T.Type, kit: DelegateKit, context: inout PropertyInstallContext
    ) -> ApplicationDelegateRecord {
        let record = context.slot {
            ApplicationDelegateRecord(DelegateConstruction.make(type), kit: kit)
        }
        if let observable = record.object as? any ObservableObject {
            context.subscribe(toChangesOf: observable)
        }
        if let owner = context.node as? any ApplicationDelegateOwner {
            owner.claimedDelegates.append(record)
        } else {
            context.node.graph.record(
                Diagnostic(
                    kind: .misplacedProperty,
                    message:
                        "\(kit.adaptorName)<\(T.self)> is declared in \(context.node.path), not in the App: the delegate is created but never called",
                    viewPath: context.node.path))
        }
        return record
    }

    /// The record's delegate; outside an installed property, a new one each time (SwiftUI
    /// traps there).
    static func object<T: NSObject>(_ record: ApplicationDelegateRecord?) -> T {
        if let object = record?.object as? T { return object }
        UnhostedDiagnostics.record(
            Diagnostic(
                kind: .stateAccessOutsideView,
                message:
                    "Accessing the delegate of a delegate adaptor outside an App: a new \(T.self) is created each time"
            ))
        return DelegateConstruction.make(T.self)
    }
}

/// The node of an ``App``: the one place a delegate adaptor takes effect.
@MainActor
protocol ApplicationDelegateOwner: AnyObject {
    /// The adaptors installed during the current evaluation, in declaration order.
    var claimedDelegates: [ApplicationDelegateRecord] { get set }
}

extension UIApplicationDelegateAdaptor: InstalledProperty {}

extension NSApplicationDelegateAdaptor: InstalledProperty {}
