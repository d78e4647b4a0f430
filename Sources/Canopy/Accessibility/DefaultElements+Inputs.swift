import Foundation

/// The elements of the controls that hold a value a person enters or chooses (D74): text
/// inputs, pickers, date pickers. Their values are read when the tree is read, as a toggle's
/// are: the state they are bound to can change without the control being evaluated again.

extension TextInputNode: AccessibilityFacet, AccessibilityValueReading {
    /// One element labelled by the field's title (an editor has none), valued by its text;
    /// activating it focuses it, as a double tap starts editing (D74).
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        let title = Input.isEditor ? "" : view.inputTitle
        var element = AccessibilityItem.element(
            label: title, source: title.isEmpty ? .none : .text, origin: handle,
            traits: [])
        element.value = [.control(handle)]
        element.activation = AccessibilityOperation(node: handle, selector: .control)
        return AccessibilityItems(element)
    }

    /// The text, one `•` a character in a secure field; while empty, the prompt (D74).
    var accessibilityValueText: String? {
        let text = view.inputText.wrappedValue
        if text.isEmpty { return view.inputPrompt }
        return Input.masksText ? String(repeating: "•", count: text.count) : text
    }
}

extension PickerNode: AccessibilityFacet, AccessibilityValueReading, AccessibilityAdjustable {
    /// By its style (D74): a menu (the default) or navigation-link picker is one button
    /// labelled by the title and valued by the selected option; a wheel is one adjustable
    /// element; a segmented, inline, radio-group or palette picker is a container named by the
    /// title whose options are buttons, the selected one with `isSelected`.
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        let look: PickerLook
        if case .picker(let resolved) = resolvedStyle { look = resolved } else { look = .menu }
        switch look {
        case .segmented, .inline, .radioGroup, .palette:
            let selected = AnyHashable(view.selection.wrappedValue)
            let options = self.options.map { option in
                var element = AccessibilityItem.element(
                    label: option.text, source: .text, origin: handle,
                    traits: option.tag == selected ? [.isButton, .isSelected] : .isButton)
                element.activation = AccessibilityOperation(
                    node: handle, selector: .option(option.text))
                return element
            }
            var container = AccessibilityItem(kind: .container)
            container.placement = handle
            container.label = view.title
            container.children = AccessibilityItems(options)
            return AccessibilityItems(container)
        case .wheel:
            var element = controlElement(self, title: view.title, content: content, traits: [])
            element.activation = nil
            element.value = [.control(handle)]
            element.adjustment = AccessibilityOperation(node: handle, selector: .control)
            return AccessibilityItems(element)
        case .automatic, .menu, .navigationLink:
            var element = controlElement(
                self, title: view.title, content: content, traits: .isButton)
            element.value = [.control(handle)]
            return AccessibilityItems(element)
        }
    }

    /// The selected option's text.
    var accessibilityValueText: String? { controlValue }

    /// A wheel turns to the next or previous option, stopping at the ends.
    func accessibilityAdjust(_ direction: AccessibilityAdjustmentDirection) -> Bool {
        let all = options
        let selected = AnyHashable(view.selection.wrappedValue)
        guard let index = all.firstIndex(where: { $0.tag == selected }) else {
            return all.first.map { choose($0.text) } ?? false
        }
        let next = direction == .increment ? index + 1 : index - 1
        guard all.indices.contains(next) else { return false }
        return choose(all[next].text)
    }
}

extension DatePickerNode: AccessibilityFacet, AccessibilityValueReading {
    /// A button labelled by its label, valued by the date as it is shown (D74).
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        var element = controlElement(self, title: nil, content: content, traits: .isButton)
        element.value = [.control(handle)]
        return AccessibilityItems(element)
    }

    /// The selected date, formatted as the picker shows it.
    var accessibilityValueText: String? { controlValue }
}
