/// The properties accessibility modifiers attach to an element (A6–A9, A12–A15): what one
/// ``AccessibilityAttachmentModifier`` holds. A chain of modifiers on one view writes into one
/// value, the newer write replacing (the outermost wins, A6) and traits, actions and their
/// order accumulating.
struct AccessibilityProperties {
    /// A change to the traits, applied in the order written (A8).
    enum TraitChange {
        case add(AccessibilityTraits)
        case remove(AccessibilityTraits)
    }

    /// An action attached with ``View/accessibilityAction(_:_:)`` or a named form.
    struct Action {
        let kind: AccessibilityActionKind
        let handler: @MainActor () -> Void
    }

    var label: String?
    var value: String?
    var hint: String?
    var identifier: String?
    var inputLabels: [String]?
    var traitChanges: [TraitChange] = []
    var heading: AccessibilityHeadingLevel?
    var sortPriority: Double?
    var isHidden: Bool?
    var actions: [Action] = []
    var adjustableAction: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
    /// What a three-finger scroll on the element runs (D93).
    var scrollAction: (@MainActor (Edge) -> Void)?
    /// What a zoom on the element runs (D93).
    var zoomAction: (@MainActor (AccessibilityZoomGestureAction) -> Void)?
    /// Custom content, in the order written (D90).
    var customContent: [AccessibilityCustomContentEntry] = []
    /// Rotors, in the order written (D91).
    var rotors: [AccessibilityRotorDefinition] = []
    /// The id a rotor entry made in a namespace finds this view by (D91).
    var rotorEntryTarget: AccessibilityRotorEntryTarget?
    /// Modifiers Canopy records but does not interpret (rotors, custom content, text content
    /// type, large content viewer…), printed on the view's line.
    var recorded: [String] = []

    /// Whether the properties create an element over content that contributes none (IMPL
    /// `willCreateNode`; the spec names label, value, hint, added traits and actions).
    var createsElement: Bool {
        label != nil || value != nil || hint != nil || !actions.isEmpty
            || adjustableAction != nil || scrollAction != nil || zoomAction != nil
            || traitChanges.contains {
                if case .add = $0 { return true } else { return false }
            }
    }

    /// `self` with `newer`'s writes on top: a chained modifier written outside this one.
    func merged(with newer: AccessibilityProperties) -> AccessibilityProperties {
        var result = self
        result.label = newer.label ?? label
        result.value = newer.value ?? value
        result.hint = newer.hint ?? hint
        result.identifier = newer.identifier ?? identifier
        result.inputLabels = newer.inputLabels ?? inputLabels
        result.traitChanges += newer.traitChanges
        result.heading = newer.heading ?? heading
        result.sortPriority = newer.sortPriority ?? sortPriority
        result.isHidden = newer.isHidden ?? isHidden
        result.actions += newer.actions
        result.adjustableAction = newer.adjustableAction ?? adjustableAction
        result.scrollAction = newer.scrollAction ?? scrollAction
        result.zoomAction = newer.zoomAction ?? zoomAction
        result.customContent += newer.customContent
        result.rotors += newer.rotors
        result.rotorEntryTarget = newer.rotorEntryTarget ?? rotorEntryTarget
        result.recorded += newer.recorded
        return result
    }

    /// Applies the properties to one element (`node` performs its actions).
    @MainActor func apply(to item: inout AccessibilityItem, node: _ViewNode) {
        if item.kind == .container {
            // A container is named by its label and placed by its priority (A12); the rest
            // belongs to elements.
            if let label { item.label = label }
            if let identifier { item.identifier = identifier }
            if let sortPriority { item.sortPriority = sortPriority }
            addRotors(to: &item, node: node)
            return
        }
        if let label {
            item.label = label
            item.labelSource = .authored
            item.labelOrigin = node.handle
        }
        if let value { item.value = [.text(value)] }
        if let hint { item.hint = hint }
        if let identifier { item.identifier = identifier }
        if let inputLabels { item.inputLabels = inputLabels }
        for change in traitChanges {
            switch change {
            case .add(let traits): item.traits.formUnion(traits)
            case .remove(let traits): item.traits.subtract(traits)
            }
        }
        if let heading { item.heading = heading }
        if let sortPriority { item.sortPriority = sortPriority }
        for action in actions {
            let operation = AccessibilityOperation(
                node: node.handle, selector: .modifierAction(action.kind))
            if let name = action.kind.performedName {
                // A second action of one name replaces the first where it stood.
                if let index = item.actions.firstIndex(where: { $0.name == name }) {
                    item.actions[index] = AccessibilityNamedAction(name: name, operation: operation)
                } else {
                    item.actions.append(AccessibilityNamedAction(name: name, operation: operation))
                }
            } else {
                // D64: an attached default action replaces a control's own.
                item.activation = operation
            }
        }
        if adjustableAction != nil {
            item.adjustment = AccessibilityOperation(
                node: node.handle, selector: .modifierAdjustment)
        }
        if scrollAction != nil {
            item.scrolling = AccessibilityOperation(node: node.handle, selector: .modifierScroll)
        }
        if zoomAction != nil {
            item.zooming = AccessibilityOperation(node: node.handle, selector: .modifierZoom)
        }
        AccessibilityCustomContentEntry.apply(customContent, to: &item.customContent)
        addRotors(to: &item, node: node)
    }

    /// Gives `item` this modifier's rotors, after those written further in.
    @MainActor private func addRotors(to item: inout AccessibilityItem, node: _ViewNode) {
        for index in rotors.indices {
            item.rotors.append(AccessibilityRotorReference(node: node.handle, index: index))
        }
    }

    /// The attributes the tree renderer prints on the modified view's line.
    var renderedAttributes: [String] {
        var result: [String] = []
        if let label { result.append(".accessibilityLabel(\(quoted(label)))") }
        if let value { result.append(".accessibilityValue(\(quoted(value)))") }
        if let hint { result.append(".accessibilityHint(\(quoted(hint)))") }
        if let identifier { result.append(".accessibilityIdentifier(\(quoted(identifier)))") }
        if let inputLabels {
            result.append(
                ".accessibilityInputLabels([\(inputLabels.map(quoted).joined(separator: ", "))])")
        }
        for change in traitChanges {
            switch change {
            case .add(let traits): result.append(".accessibilityAddTraits(\(traits))")
            case .remove(let traits): result.append(".accessibilityRemoveTraits(\(traits))")
            }
        }
        if let heading { result.append(".accessibilityHeading(.\(heading))") }
        if let sortPriority {
            result.append(".accessibilitySortPriority(\(ValueFormatter.format(sortPriority)))")
        }
        if let isHidden { result.append(".accessibilityHidden(\(isHidden))") }
        for action in actions {
            switch action.kind.kind {
            case .named(let name): result.append(".accessibilityAction(named: \(quoted(name)))")
            case .default: result.append(".accessibilityAction")
            default: result.append(".accessibilityAction(.\(action.kind.performedName ?? ""))")
            }
        }
        if adjustableAction != nil { result.append(".accessibilityAdjustableAction") }
        if scrollAction != nil { result.append(".accessibilityScrollAction") }
        if zoomAction != nil { result.append(".accessibilityZoomAction") }
        for entry in customContent {
            result.append(
                ".accessibilityCustomContent(\(quoted(entry.label)), "
                    + (entry.value.map(quoted) ?? "nil") + ")")
        }
        result += rotors.map(\.renderedAttribute)
        if rotorEntryTarget != nil { result.append(".accessibilityRotorEntry") }
        result += recorded
        return result
    }
}
