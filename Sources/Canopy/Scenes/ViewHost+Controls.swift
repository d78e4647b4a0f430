import Foundation

/// Operating the controls beyond buttons, toggles and fields, as a person would: pick an
/// option, step a stepper, move a slider, long-press a view.
extension ViewHost {
    /// Picks the option whose text is `option` in the picker titled `label` (a menu's item: tap
    /// it instead), then flushes. Returns `false` if the picker is disabled. An option that is
    /// not there is an error listing the options.
    @discardableResult
    public func pick(_ option: String, in label: String) throws -> Bool {
        var missing: [String] = []
        let result = try operate(.picker, label) { node in
            guard let picker = node as? any OptionChoosing else { return false }
            if picker.optionLabels.contains(option) { return picker.choose(option) }
            missing = picker.optionLabels
            return false
        }
        if !missing.isEmpty {
            throw OptionNotFound(option: option, picker: label, available: missing)
        }
        return result
    }

    /// Steps the stepper labelled `label` up once. Returns `false` if it is disabled.
    @discardableResult
    public func increment(_ label: String) throws -> Bool {
        try operate(.stepper, label) { ($0 as? any SteppingNode)?.step(up: true) ?? false }
    }

    /// Steps the stepper labelled `label` down once. Returns `false` if it is disabled.
    @discardableResult
    public func decrement(_ label: String) throws -> Bool {
        try operate(.stepper, label) { ($0 as? any SteppingNode)?.step(up: false) ?? false }
    }

    /// Moves the slider labelled `label` (`"Slider"` without a label) to `value`, clamped to its
    /// range and rounded to its step. Returns `false` if it is disabled.
    @discardableResult
    public func slide(_ label: String, to value: Double) throws -> Bool {
        try operate(.slider, label) { ($0 as? any SlidingNode)?.slide(to: value) ?? false }
    }

    /// Submits the text field titled `label` (Return): it takes focus and the `onSubmit`
    /// actions around it run. Returns `false` if it is disabled.
    @discardableResult
    public func submit(_ label: String) throws -> Bool {
        try operate(.textField, label) { ($0 as? any TextTyping)?.submit() ?? false }
    }

    /// Sets the date picker labelled `label` to `date` (clamped to its range). Returns `false`
    /// if it is disabled.
    @discardableResult
    public func setDate(_ date: Date, in label: String) throws -> Bool {
        try operate(.datePicker, label) { ($0 as? any DateSetting)?.set(date) ?? false }
    }

    /// Long-presses the view with `onLongPressGesture` whose text is `label`; on iOS and
    /// iPadOS, where a long press opens a context menu, a view with a `contextMenu` when no
    /// gesture has that text.
    @discardableResult
    public func longPress(_ label: String) throws -> Bool {
        flush()
        let gestures = graph.reachable((any InteractiveNode).self) {
            $0.controlKind == .longPressGesture && $0.controlLabel == label
        }
        if platform != .macOS, gestures.isEmpty, !contextMenus(labelled: label).isEmpty {
            return try openContextMenu(label)
        }
        return try operate(.longPressGesture, label) { $0.tap() }
    }

    /// Opens the context menu of the view whose text is `label`, as a secondary click (a long
    /// press on iOS) does: its items appear and can be tapped; choosing one closes it, as
    /// ``dismissPresentation()`` does. Returns `false` if the view is disabled or the menu has
    /// no items.
    @discardableResult
    public func openContextMenu(_ label: String) throws -> Bool {
        flush()
        guard let menu = contextMenus(labelled: label).first else {
            throw ControlNotFound(
                kind: .contextMenu, label: label,
                available: graph.reachable((any ContextMenuOpening).self) { _ in true }
                    .map(\.contextMenuLabel))
        }
        guard menu.canOpenContextMenu else { return false }
        owner?.windowWasUsed(self)
        HostContext.running(on: platform, clock: clock) { menu.openContextMenu() }
        flush()
        return true
    }

    private func contextMenus(labelled label: String) -> [any ContextMenuOpening] {
        graph.reachable((any ContextMenuOpening).self) { $0.contextMenuLabel == label }
    }

    /// Selects the row showing `text` in the first list with a selection that has one, then
    /// flushes. A row no such list shows is an error listing the rows.
    public func selectRow(_ text: String) throws {
        flush()
        var rows: [String] = []
        for list in graph.reachable((any SelectableList).self) where list.isSelectable {
            if HostContext.running(on: platform, clock: clock, { list.select(rowWithText: text) })
                != nil
            {
                owner?.windowWasUsed(self)
                flush()
                return
            }
            rows += list.rowTexts
        }
        throw RowNotFound(row: text, available: rows)
    }

    /// The URLs the window's views opened (`Link`, `openURL`), oldest first.
    public var openedURLs: [URL] { window.openedURLs }
}

/// A pick that named an option the picker does not have.
public struct OptionNotFound: Error, CustomStringConvertible {
    /// The option looked for.
    public let option: String
    /// The picker's label.
    public let picker: String
    /// The options the picker has.
    public let available: [String]

    /// A sentence naming the missing option and the ones present.
    public var description: String {
        "The picker \(quoted(picker)) has no option \(quoted(option)); its options are: "
            + available.map(quoted).joined(separator: ", ")
    }
}

/// A row selection that named a row no selectable list shows.
public struct RowNotFound: Error, CustomStringConvertible {
    /// The row looked for.
    public let row: String
    /// The rows the selectable lists show.
    public let available: [String]

    /// A sentence naming the missing row and the ones present.
    public var description: String {
        "No selectable list has a row \(quoted(row)); the rows are: "
            + (available.isEmpty ? "none" : available.map(quoted).joined(separator: ", "))
    }
}

/// A control stepped up or down (a stepper).
@MainActor
protocol SteppingNode: _ViewNode {
    func step(up: Bool) -> Bool
}

/// A control moved to a value (a slider).
@MainActor
protocol SlidingNode: _ViewNode {
    func slide(to value: Double) -> Bool
}

extension StepperNode: SteppingNode {}
extension SliderNode: SlidingNode {}

/// A control set to a date (a date picker).
@MainActor
protocol DateSetting: _ViewNode {
    func set(_ date: Date) -> Bool
}

extension DatePickerNode: DateSetting {}
