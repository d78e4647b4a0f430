import Foundation

/// Input modifiers of devices Canopy does not simulate: the Digital Crown, Apple Pencil, the
/// pointer's style, hover-effect groups, the Mac's Services menu, focus sections and scopes.
/// Recorded on the view's line with their values (``RecordedCall``), with a `platformUnavailable`
/// diagnostic where the simulated platform's SwiftUI lacks them (D4, D85).
extension View {
    /// Shows or hides the Digital Crown's accessory (watchOS only).
    public func digitalCrownAccessory(_ visibility: Visibility) -> some View {
        recordCall("digitalCrownAccessory", on: .nowhere, (nil, visibility))
    }

    /// A view shown beside the Digital Crown (watchOS only).
    public func digitalCrownAccessory<Content: View>(@ViewBuilder content: () -> Content)
        -> some View
    {
        recordCall("digitalCrownAccessory", on: .nowhere, ("content", "…"))
    }

    /// Binds `binding` to the Digital Crown's rotation (watchOS only).
    public func digitalCrownRotation<V: BinaryFloatingPoint>(_ binding: Binding<V>) -> some View {
        recordCall("digitalCrownRotation", on: .nowhere, (nil, binding))
    }

    /// Binds `binding` to the Digital Crown's rotation within a range (watchOS only).
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride? = nil,
        sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
        isHapticFeedbackEnabled: Bool = true
    ) -> some View where V.Stride: BinaryFloatingPoint {
        recordCall(
            "digitalCrownRotation", on: .nowhere, (nil, binding), ("from", Double(minValue)),
            ("through", Double(maxValue)), ("sensitivity", sensitivity),
            ("isContinuous", isContinuous))
    }

    /// Binds `binding` to the Digital Crown's rotation, with its events (watchOS only).
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
        onIdle: @escaping () -> Void = {}
    ) -> some View {
        recordCall("digitalCrownRotation", on: .nowhere, (nil, binding))
    }

    /// Binds `binding` to the Digital Crown's rotation within a range, with its events
    /// (watchOS only).
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        _ binding: Binding<V>, from minValue: V, through maxValue: V,
        sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
        isHapticFeedbackEnabled: Bool = true,
        onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
        onIdle: @escaping () -> Void = {}
    ) -> some View {
        recordCall(
            "digitalCrownRotation", on: .nowhere, (nil, binding), ("from", Double(minValue)),
            ("through", Double(maxValue)), ("sensitivity", sensitivity),
            ("isContinuous", isContinuous))
    }

    /// Binds `detent` to the Digital Crown's rotation in steps of `stride` (watchOS only).
    public func digitalCrownRotation<V: BinaryFloatingPoint>(
        detent: Binding<V>, from minValue: V, through maxValue: V, by stride: V.Stride,
        sensitivity: DigitalCrownRotationalSensitivity = .high, isContinuous: Bool = false,
        isHapticFeedbackEnabled: Bool = true,
        onChange: @escaping (DigitalCrownEvent) -> Void = { _ in },
        onIdle: @escaping () -> Void = {}
    ) -> some View where V.Stride: BinaryFloatingPoint {
        recordCall(
            "digitalCrownRotation", on: .nowhere, ("detent", detent),
            ("from", Double(minValue)), ("through", Double(maxValue)),
            ("by", Double(stride)), ("sensitivity", sensitivity))
    }

    /// Runs `action` when a person double-taps the side of an Apple Pencil (iPadOS).
    public func onPencilDoubleTap(
        perform action: @escaping (PencilDoubleTapGestureValue) -> Void
    ) -> some View {
        recordCall("onPencilDoubleTap", on: .touch)
    }

    /// Runs `action` as a person squeezes an Apple Pencil (iPadOS).
    public func onPencilSqueeze(perform action: @escaping (PencilSqueezeGesturePhase) -> Void)
        -> some View
    {
        recordCall("onPencilSqueeze", on: .touch)
    }

    /// The pointer's look over this view (macOS).
    public func pointerStyle(_ style: PointerStyle?) -> some View {
        recordCall("pointerStyle", on: .mac, (nil, style as Any))
    }

    /// Applies `effect` while the pointer is over this view or, with `group`, over any view of
    /// the group (iPadOS and visionOS).
    public func hoverEffect(
        _ effect: some CustomHoverEffect, in group: HoverEffectGroup? = nil, isEnabled: Bool = true
    ) -> some View {
        recordCall(
            "hoverEffect", on: .touch, (nil, effect), ("in", group as Any),
            ("isEnabled", isEnabled))
    }

    /// Makes this view a hover-effect group: its views' effects activate together.
    public func hoverEffectGroup() -> some View {
        recordCall("hoverEffectGroup", on: .touch)
    }

    /// Makes this view `group`, or no group when `nil`.
    public func hoverEffectGroup(_ group: HoverEffectGroup?) -> some View {
        recordCall("hoverEffectGroup", on: .touch, (nil, group as Any))
    }

    /// Makes this view the hover-effect group `id` in `namespace`.
    public func hoverEffectGroup(
        id: String? = nil, in namespace: Namespace.ID,
        behavior: HoverEffectGroup.Behavior = .activatesGroup
    ) -> some View {
        recordCall("hoverEffectGroup", on: .touch, ("id", id as Any), ("behavior", behavior))
    }

    /// The hover effect of the list rows in this view (visionOS and iPadOS).
    public func listRowHoverEffect(_ effect: HoverEffect?) -> some View {
        recordCall("listRowHoverEffect", on: .touch, (nil, effect?.name ?? "nil"))
    }

    /// Turns the list rows' hover effect off, or on.
    public func listRowHoverEffectDisabled(_ disabled: Bool = true) -> some View {
        recordCall("listRowHoverEffectDisabled", on: .touch, (nil, disabled))
    }

    /// Makes this view a focus section: moving focus by direction lands in it (macOS, tvOS).
    public func focusSection() -> some View {
        recordCall("focusSection", on: .mac)
    }

    /// Scopes `prefersDefaultFocus` to this view (macOS, tvOS, watchOS).
    public func focusScope(_ namespace: Namespace.ID) -> some View {
        recordCall("focusScope", on: .mac)
    }

    /// Whether this view prefers default focus within `namespace`'s scope (macOS, tvOS,
    /// watchOS).
    public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID)
        -> some View
    {
        recordCall("prefersDefaultFocus", on: .mac, (nil, prefersDefaultFocus))
    }

    /// Hides the focus ring or highlight of the focusable views in this view.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        recordCall("focusEffectDisabled", (nil, disabled))
    }

    /// Offers `payload` to the Services menu (macOS).
    public func exportableToServices<T: Transferable>(
        _ payload: @autoclosure @escaping () -> [T]
    ) -> some View {
        recordCall("exportableToServices", on: .mac, (nil, "\(T.self)"))
    }

    /// Offers `payload` to the Services menu, and takes back what a service edits (macOS).
    public func exportableToServices<T: Transferable>(
        _ payload: @autoclosure @escaping () -> [T], onEdit: @escaping ([T]) -> Bool
    ) -> some View {
        recordCall("exportableToServices", on: .mac, (nil, "\(T.self)"))
    }

    /// Takes values of `T` a service sends (macOS).
    public func importableFromServices<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T]) -> Bool
    ) -> some View {
        recordCall("importableFromServices", on: .mac, ("for", "\(T.self)"))
    }

    /// Offers items of `contentTypes` to services (macOS).
    public func exportsItemProviders(
        _ contentTypes: [UTType], onExport: @escaping () -> [NSItemProvider]
    ) -> some View {
        recordCall("exportsItemProviders", on: .mac, (nil, contentTypes.map(\.identifier)))
    }

    /// Offers items of `contentTypes` to services, and takes back what they edit (macOS).
    public func exportsItemProviders(
        _ contentTypes: [UTType], onExport: @escaping () -> [NSItemProvider],
        onEdit: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        recordCall("exportsItemProviders", on: .mac, (nil, contentTypes.map(\.identifier)))
    }

    /// Takes items of `contentTypes` services send (macOS).
    public func importsItemProviders(
        _ contentTypes: [UTType], onImport: @escaping ([NSItemProvider]) -> Bool
    ) -> some View {
        recordCall("importsItemProviders", on: .mac, (nil, contentTypes.map(\.identifier)))
    }

    /// Gives this view the item a drag of it carries (`nil`: none): a drag source, as
    /// `onDrag` (D83).
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View {
        modifier(
            _DragSourceModifier(
                items: { action?().map { [$0] } ?? [] }, name: ".itemProvider"))
    }

    /// Runs `action` with the modifier keys held, old and new, when those in `mask` change
    /// (macOS; recorded: Canopy's host holds no modifier keys).
    public func onModifierKeysChanged(
        mask: EventModifiers = .all, initial: Bool = true,
        _ action: @escaping (EventModifiers, EventModifiers) -> Void
    ) -> some View {
        recordCall("onModifierKeysChanged", on: .mac)
    }

    /// Shows `alternate` instead of this view while `modifiers` are held (macOS; recorded).
    public func modifierKeyAlternate<V: View>(
        _ modifiers: EventModifiers, @ViewBuilder _ alternate: () -> V
    ) -> some View {
        recordCall("modifierKeyAlternate", on: .mac, (nil, modifiers.symbols))
    }

    /// Runs `action` when a long touch on the remote's surface begins and ends (tvOS only).
    public func onLongTouchGesture(
        minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
        onTouchingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        recordCall("onLongTouchGesture", on: .nowhere, ("minimumDuration", minimumDuration))
    }

    /// Tags the interactions in this view for activity tracking (recorded).
    public func interactionActivityTrackingTag(_ tag: String) -> some View {
        recordCall("interactionActivityTrackingTag", (nil, tag))
    }

    /// Runs `action` when a person starts and stops resizing the window interactively
    /// (recorded: Canopy's windows are resized by the host, never interactively).
    public func onInteractiveResizeChange(_ action: @escaping (Bool) -> Void) -> some View {
        recordCall("onInteractiveResizeChange")
    }

    /// Keeps the rows in this view from being selected (recorded).
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        recordCall("selectionDisabled", (nil, isDisabled))
    }
}

/// How fast the Digital Crown turns a value.
public enum DigitalCrownRotationalSensitivity: Sendable, Hashable {
    /// Slowly.
    case low
    /// Moderately.
    case medium
    /// Quickly.
    case high
}

/// A Digital Crown rotation event.
public struct DigitalCrownEvent: Sendable {
    /// How far the crown turned.
    public let offset: Double
    /// How fast it turned.
    public let velocity: Double
}

/// Where an Apple Pencil hovers.
public struct PencilHoverPose: Sendable, Hashable {
    /// The point under the tip.
    public var location: CGPoint
    /// The tip's height above the screen.
    public var zOffset: CGFloat
    /// The angle from the screen's plane.
    public var altitude: Angle
    /// The angle around the screen's normal.
    public var azimuth: Angle
    /// The barrel's roll.
    public var roll: Angle
}

/// An Apple Pencil double tap.
public struct PencilDoubleTapGestureValue: Sendable, Hashable {
    /// Where the pencil hovered, if it did.
    public var hoverPose: PencilHoverPose?
}

/// An Apple Pencil squeeze.
public struct PencilSqueezeGestureValue: Sendable, Hashable {
    /// Where the pencil hovered, if it did.
    public var hoverPose: PencilHoverPose?
}

/// The phases of an Apple Pencil squeeze.
public enum PencilSqueezeGesturePhase: Sendable, Hashable {
    /// The squeeze is under way.
    case active(PencilSqueezeGestureValue)
    /// The squeeze ended.
    case ended(PencilSqueezeGestureValue)
    /// The squeeze failed.
    case failed
}

/// The pointer's look over a view (macOS).
public struct PointerStyle: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// The platform's arrow.
    public static let `default` = PointerStyle(name: "default")
    /// An I-beam over horizontal text.
    public static let horizontalText = PointerStyle(name: "horizontalText")
    /// An I-beam over vertical text.
    public static let verticalText = PointerStyle(name: "verticalText")
    /// A crosshair for selecting a rectangle.
    public static let rectSelection = PointerStyle(name: "rectSelection")
    /// An open hand.
    public static let grabIdle = PointerStyle(name: "grabIdle")
    /// A closed hand.
    public static let grabActive = PointerStyle(name: "grabActive")
    /// A pointing hand over a link.
    public static let link = PointerStyle(name: "link")
    /// A magnifier that zooms in.
    public static let zoomIn = PointerStyle(name: "zoomIn")
    /// A magnifier that zooms out.
    public static let zoomOut = PointerStyle(name: "zoomOut")
    /// Resizing a column.
    public static let columnResize = PointerStyle(name: "columnResize")
    /// Resizing a row.
    public static let rowResize = PointerStyle(name: "rowResize")
    /// `.link`.
    public var description: String { "." + name }
}

/// A hover effect a view applies (`HoverEffect`'s presets among them).
public protocol CustomHoverEffect: Sendable {}

extension HoverEffect: CustomHoverEffect {}

extension HoverEffect: CustomStringConvertible {
    /// `.lift`.
    public var description: String { name }
}

/// Views whose hover effects activate together.
public struct HoverEffectGroup: Sendable, Hashable, CustomStringConvertible {
    /// How a group's effects activate.
    public struct Behavior: Sendable, Hashable, CustomStringConvertible {
        let name: String
        /// Hovering any view of the group activates all of them.
        public static let activatesGroup = Behavior(name: "activatesGroup")
        /// `.activatesGroup`.
        public var description: String { "." + name }
    }

    let id: String?
    let behavior: Behavior

    /// The group `id` in `namespace`.
    public init(id: String? = nil, in namespace: Namespace.ID, behavior: Behavior = .activatesGroup)
    {
        self.id = id
        self.behavior = behavior
    }

    /// `HoverEffectGroup(id: "card")`.
    public var description: String { "HoverEffectGroup(id: \(id.map(quoted) ?? "nil"))" }
}

extension DigitalCrownRotationalSensitivity: CustomStringConvertible {
    /// `.high`.
    public var description: String {
        switch self {
        case .low: ".low"
        case .medium: ".medium"
        case .high: ".high"
        }
    }
}
