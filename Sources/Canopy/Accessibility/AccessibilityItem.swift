/// One thing a subtree contributes to the accessibility tree, as the collector caches it: an
/// element, a container of items (`.contain`), or the mark a hidden view leaves (A9), which
/// takes no part in reading but keeps an outer modifier from creating an element over it
/// (design §9.4). Values flow up: a node's items are made from its children's.
///
/// Operations do not carry closures: they name the node that performs them
/// (``AccessibilityOperation``), so an item compares by value and a node re-evaluated with a
/// new closure needs no re-collection.
struct AccessibilityItem: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case element
        case container
        case hidden
    }

    /// Where an element's label came from: for `explain`-style answers and the audit (D47).
    enum LabelSource: Equatable, Sendable {
        /// No label yet.
        case none
        /// A `Text` (its content), or a control's label text.
        case text
        /// An image's asset or symbol name (D41).
        case imageName
        /// `Image(_:label:)`'s label or an accessibility modifier: text the author wrote.
        case authored
        /// Joined from several children (`.combine`, a control's label, D42).
        case combined
    }

    var kind: Kind
    var label: String = ""
    var labelSource: LabelSource = .none
    /// The view that gave the label: the text, image, control or modifier (for `explain`).
    var labelOrigin: NodeHandle?
    /// The view whose frame places the item in reading order (D76): the view that made the
    /// element or the container; a modifier that changes the element keeps it.
    var placement: NodeHandle?
    /// The value's parts, joined with `", "` when read (D43); live parts read a control.
    var value: [AccessibilityValuePart] = []
    var hint: String?
    var identifier: String?
    var traits = AccessibilityTraits()
    var inputLabels: [String] = []
    var heading = AccessibilityHeadingLevel.unspecified
    var sortPriority: Double = 0
    /// What activating the element does (A13), if anything.
    var activation: AccessibilityOperation?
    /// What adjusting it does (A15); an element with one is adjustable.
    var adjustment: AccessibilityOperation?
    /// What scrolling it with three fingers does, if anything (D93).
    var scrolling: AccessibilityOperation?
    /// What zooming it does, if anything (D93).
    var zooming: AccessibilityOperation?
    /// Its named actions, innermost first, in source order (D44).
    var actions: [AccessibilityNamedAction] = []
    /// Its custom content, in the order written; one entry per key, the outermost write
    /// winning (D90).
    var customContent: [AccessibilityCustomContentEntry] = []
    /// The rotors attached to it, innermost first; their entries are read when the tree is
    /// read (D91).
    var rotors: [AccessibilityRotorReference] = []
    /// A container's items.
    var children = AccessibilityItems.empty
    /// A container whose elements are read from this node when the tree is read (a tab bar:
    /// its tabs' titles arrive as preferences, after the view that shows them was evaluated).
    var liveChildren: NodeHandle?

    static let hidden = AccessibilityItem(kind: .hidden)

    static func element(
        label: String, source: LabelSource, origin: NodeHandle?, traits: AccessibilityTraits = []
    ) -> AccessibilityItem {
        AccessibilityItem(
            kind: .element, label: label, labelSource: source, labelOrigin: origin,
            placement: origin, traits: traits)
    }
}

/// A piece of an element's value: a fixed string, or a control's value read when the tree is
/// read (a toggle is not evaluated again when the state it is bound to changes).
enum AccessibilityValuePart: Equatable, Sendable {
    case text(String)
    case control(NodeHandle)

    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.text(let a), .text(let b)): a == b
        case (.control(let a), .control(let b)): a === b
        default: false
        }
    }
}

extension AccessibilityItem {
    static func == (lhs: AccessibilityItem, rhs: AccessibilityItem) -> Bool {
        lhs.kind == rhs.kind && lhs.label == rhs.label && lhs.labelSource == rhs.labelSource
            && lhs.labelOrigin === rhs.labelOrigin && lhs.value == rhs.value
            && lhs.hint == rhs.hint && lhs.identifier == rhs.identifier
            && lhs.traits == rhs.traits && lhs.inputLabels == rhs.inputLabels
            && lhs.heading == rhs.heading && lhs.sortPriority == rhs.sortPriority
            && lhs.activation == rhs.activation && lhs.adjustment == rhs.adjustment
            && lhs.actions == rhs.actions && lhs.children == rhs.children
            && lhs.customContent == rhs.customContent && lhs.rotors == rhs.rotors
            && lhs.scrolling == rhs.scrolling && lhs.zooming == rhs.zooming
            && lhs.liveChildren === rhs.liveChildren && lhs.placement === rhs.placement
    }
}

/// What an operation runs: a control's own behaviour, or a closure an accessibility modifier
/// holds, found on the node when it runs.
struct AccessibilityOperation: Equatable, Sendable {
    enum Selector: Equatable {
        /// The control's own: a button's action, a toggle's flip, a link's navigation, a
        /// stepper's or slider's step.
        case control
        /// The `accessibilityAction(_:_:)` closure of the given kind on a modifier node.
        case modifierAction(AccessibilityActionKind)
        /// The `accessibilityAdjustableAction(_:)` handler on a modifier node.
        case modifierAdjustment
        /// The `accessibilityScrollAction(_:)` handler on a modifier node (D93).
        case modifierScroll
        /// The `accessibilityZoomAction(_:)` handler on a modifier node (D93).
        case modifierZoom
        /// Choosing the option of a picker, or the tab of a tab view, shown with this text.
        case option(String)
    }

    let node: NodeHandle
    let selector: Selector

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.node === rhs.node && lhs.selector == rhs.selector
    }
}

/// A custom action an element offers by name (A14).
struct AccessibilityNamedAction: Equatable, Sendable {
    let name: String
    let operation: AccessibilityOperation
}
