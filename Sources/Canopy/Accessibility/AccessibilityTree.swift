/// A window's accessibility tree as a screen reader meets it (A1, A2, A12): its elements in
/// reading order, inside the accessibility containers that group them. A value read from a
/// host (``ViewHost/accessibilityTree()``); its ``description`` is the accessibility rendering
/// (D48), one element a line.
public struct AccessibilityTree: Sendable, Hashable, CustomStringConvertible {
    /// An element, or a container of nodes visited as a whole (`.contain`, A12).
    public indirect enum Node: Sendable, Hashable {
        /// An element.
        case element(AccessibilityElement)
        /// A container: its label names the group; it is not visited itself.
        case container(label: String, children: [Node])
    }

    /// A rotor a view attached (D91): its name and its entries' labels, in order.
    public struct Rotor: Sendable, Hashable {
        /// The name a person hears when turning to it ("Unread", or a replaced system
        /// rotor's, such as "Headings").
        public let name: String
        /// The labels of its entries, in the order the rotor visits them.
        public let entries: [String]
    }

    /// The top-level nodes in reading order.
    public let nodes: [Node]

    /// The rotors the views attached, in the reading order of the elements and containers
    /// carrying them (D91). The system rotors a view did not replace are not listed:
    /// ``ViewHost/accessibilityRotorEntries(_:)-(AccessibilitySystemRotor)`` reads them.
    public internal(set) var rotors: [Rotor] = []

    init(nodes: [Node], rotors: [Rotor] = []) {
        self.nodes = nodes
        self.rotors = rotors
    }

    /// The elements a person swipes through, first to last: the leaves, containers opened.
    public var elements: [AccessibilityElement] {
        var result: [AccessibilityElement] = []
        var pending = Array(nodes.reversed())
        while let node = pending.popLast() {
            switch node {
            case .element(let element): result.append(element)
            case .container(_, let children): pending.append(contentsOf: children.reversed())
            }
        }
        return result
    }

    /// The labels of the elements, in reading order.
    public var labels: [String] { elements.map(\.label) }

    /// The accessibility rendering (D48): one line per element in reading order, a container
    /// as `container "<label>"` with its elements two spaces further in; no trailing newline,
    /// nothing for an empty tree. Then one line per rotor: `rotor "<name>": ` and its
    /// entries' labels (D91).
    public var description: String {
        var lines: [String] = []
        func add(_ nodes: [Node], indent: String) {
            for node in nodes {
                switch node {
                case .element(let element):
                    lines.append(indent + element.renderedLine)
                case .container(let label, let children):
                    lines.append(indent + "container " + quoted(label))
                    add(children, indent: indent + "  ")
                }
            }
        }
        add(nodes, indent: "")
        for rotor in rotors {
            lines.append(
                "rotor \(quoted(rotor.name)): " + rotor.entries.map(quoted).joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}

/// The collected items made readable: values read, containers sorted by priority, each element
/// beside the item it came from (which names what operating it runs).
@MainActor
struct ResolvedAccessibilityTree {
    let tree: AccessibilityTree
    /// The elements in reading order with their items.
    var elements: [(element: AccessibilityElement, item: AccessibilityItem)] {
        listed ?? level?.elements() ?? []
    }
    /// The elements, when resolved whole.
    private let listed: [(element: AccessibilityElement, item: AccessibilityItem)]?
    /// The level kept between reads, when read from one (D80): its elements are listed when
    /// asked for, from the level as it is then (a resolved tree is used before the next read).
    private let level: AccessibilityReadLevel?
    /// The rotors the views attached, in reading order, with their entries as listed now and
    /// the item carrying them (D91).
    let rotors: [ResolvedAccessibilityRotor]

    /// `items` resolved; each level in reading order by `order` (D76), or in the views' order
    /// by priority alone without one; elements in `selection`'s selected rows get
    /// `isSelected` (D77).
    init(
        _ items: AccessibilityItems, order: AccessibilityReadingOrder? = nil,
        selection: AccessibilityRowSelection = AccessibilityRowSelection()
    ) {
        var elements: [(element: AccessibilityElement, item: AccessibilityItem)] = []
        var rotorOwners: [(reference: AccessibilityRotorReference, owner: AccessibilityItem)] = []
        func noteRotors(of item: AccessibilityItem) {
            for reference in item.rotors
            where !rotorOwners.contains(where: {
                $0.reference == reference
            }) {
                rotorOwners.append((reference, item))
            }
        }
        func resolve(_ items: [AccessibilityItem]) -> [AccessibilityTree.Node] {
            // Higher priorities first (A12); equal ones by place (D76). The window sorts its
            // own top level the same way.
            let sorted =
                order?.sorted(items)
                ?? items.enumerated().sorted {
                    $0.element.sortPriority != $1.element.sortPriority
                        ? $0.element.sortPriority > $1.element.sortPriority
                        : $0.offset < $1.offset
                }.map(\.element)
            return sorted.map { item in
                noteRotors(of: item)
                if item.kind == .container {
                    let children = item.liveChildren.map(Self.liveItems) ?? item.children.reachable
                    return .container(label: item.label, children: resolve(children))
                }
                var element = Self.element(of: item)
                if selection.isInSelectedRow(item) { element.traits.insert(.isSelected) }
                elements.append((element, item))
                return .element(element)
            }
        }
        let nodes = resolve(items.reachable)
        listed = elements
        level = nil
        rotors = rotorOwners.compactMap { reference, owner in
            reference.definition.map { ResolvedAccessibilityRotor($0, owner: owner) }
        }
        tree = AccessibilityTree(nodes: nodes, rotors: rotors.map(\.rotor))
    }

    /// The tree of `level`, read now (D80): its rotors' entries listed now.
    init(_ level: AccessibilityReadLevel) {
        self.level = level
        listed = nil
        rotors = level.rotorOwners().compactMap { reference, owner in
            reference.definition.map { ResolvedAccessibilityRotor($0, owner: owner) }
        }
        tree = AccessibilityTree(nodes: level.nodes, rotors: rotors.map(\.rotor))
    }

    /// The items of a container read from its node now: a tab bar's tabs (D74).
    static func liveItems(of handle: NodeHandle) -> [AccessibilityItem] {
        guard let node = handle.target, node.isMounted, let tabs = node as? any TabSwitching
        else { return [] }
        return tabBarItems(of: tabs)
    }

    /// The public element of `item`, its live values read now.
    static func element(of item: AccessibilityItem) -> AccessibilityElement {
        // D66: an empty value is no value, as an empty label adds nothing to a joined one.
        let values = item.value.compactMap { part -> String? in
            switch part {
            case .text(let text): return text
            case .control(let handle):
                return (handle.target as? any AccessibilityValueReading)?.accessibilityValueText
            }
        }.filter { !$0.isEmpty }
        return AccessibilityElement(
            label: item.label,
            value: values.isEmpty
                ? nil : values.joined(separator: AccessibilityCombining.separator),
            hint: item.hint?.isEmpty == false ? item.hint : nil, identifier: item.identifier,
            traits: item.traits,
            inputLabels: item.inputLabels, actionNames: item.actions.map(\.name),
            isAdjustable: item.adjustment != nil, isActivatable: item.activation != nil,
            isScrollable: item.scrolling != nil, isZoomable: item.zooming != nil,
            headingLevel: item.heading, labelSource: item.labelSource,
            customContent: item.customContent.map(\.content))
    }
}
