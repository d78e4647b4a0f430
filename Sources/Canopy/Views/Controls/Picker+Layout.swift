import Foundation

/// D105: how a picker is laid out and drawn. A menu or segmented picker is one control: its
/// options are mounted (for their texts and tags) but not placed, so they are neither drawn
/// nor touched, as SwiftUI shows them only in the open menu or as segments. The other styles
/// (inline, radio group, wheel, palette, navigation link) show their options stacked.
extension PickerNode {
    /// The look the layout follows: menu, segmented, or `nil` for the stacked styles.
    enum ControlForm {
        case menu
        case segmented
    }

    var controlForm: ControlForm? {
        switch resolvedStyle {
        case .picker(.menu)?: .menu
        case .picker(.segmented)?: .segmented
        default: nil
        }
    }

    /// The selected option's text as the control shows it (an empty selection shows nothing).
    fileprivate var shownValue: String { controlValue ?? "" }

    /// D105's layout, or `nil` for the stacked styles (their options laid out as a column).
    func pickerLayout(in context: LeafLayoutContext) -> ControlLayout? {
        guard let form = controlForm else { return nil }
        let metric = context.textMetric()
        let line = CGFloat(metric.lineHeight)
        let showsLabel =
            !context.environment.labelsHidden
            && (context.platform == .macOS || isRowOfListOrForm(self))
        /// On a Mac: the label (unless hidden), 8, then the control, 20 high.
        func besideLabel(_ control: CGSize, rule: String) -> ControlLayout {
            var layout = ControlLayout(
                title: showsLabel ? view.title : "", metric: metric, rule: rule)
            layout.accessory = control
            layout.minHeight = 20
            if !showsLabel { layout.accessorySpacing = 0 }
            return layout
        }
        switch (form, context.platform) {
        case (.menu, .macOS):
            // A pop-up button: the value, 8 each side and a 16-point arrow.
            return besideLabel(
                CGSize(width: textWidth(shownValue, metric) + 32, height: max(20, line)),
                rule: "D105 menu picker")
        case (.menu, _) where showsLabel:
            // A row of a list or form: the label at the leading edge, the value and its
            // up-down chevron at the trailing edge, across the row.
            var layout = ControlLayout(title: view.title, metric: metric, rule: "D105 menu picker")
            layout.fillsWidth = true
            layout.accessory = CGSize(width: textWidth(shownValue, metric) + 20, height: line)
            return layout
        case (.menu, _):
            // The value and its chevron, as a borderless button; the label is not shown.
            return ControlLayout(title: menuTitle, metric: metric, rule: "D105 menu picker")
        case (.segmented, .macOS):
            return besideLabel(
                CGSize(width: segmentsWidth(metric, padding: 10), height: 20),
                rule: "D105 segmented picker")
        case (.segmented, _):
            // Across the proposed width, 32 high; alone, as wide as its widest segment
            // allows every segment to be; the label is not shown.
            var layout = ControlLayout(title: "", metric: metric, rule: "D105 segmented picker")
            layout.fillsWidth = true
            layout.accessory = CGSize(width: segmentsWidth(metric, padding: 12), height: 32)
            layout.accessorySpacing = 0
            layout.minHeight = 32
            return layout
        }
    }

    /// `Vanilla ▾`: the value with the menu's mark, as the control draws it.
    fileprivate var menuTitle: String { shownValue.isEmpty ? "▾" : shownValue + " ▾" }

    /// The width of `text` on one line.
    fileprivate func textWidth(_ text: String, _ metric: TextMetric) -> CGFloat {
        metric.size(of: metric.lines(of: text, proposal: .unspecified, lineLimit: 1)).width
    }

    /// Equal segments, each as wide as the widest option's text with `padding` each side.
    fileprivate func segmentsWidth(_ metric: TextMetric, padding: CGFloat) -> CGFloat {
        let widest = optionLabels.map { textWidth($0, metric) }.max() ?? 0
        return CGFloat(optionLabels.count) * (widest + 2 * padding)
    }
}

extension PickerNode {
    /// Where the control is drawn in `frame`: its value's box, or the segments' outline (a
    /// segmented control across the row has its segments share the whole width).
    func controlBox(of layout: ControlLayout, form: ControlForm, in frame: CGRect) -> CGRect? {
        guard let accessory = layout.accessory else { return nil }
        let width = form == .segmented && layout.fillsWidth ? frame.width : accessory.width
        return CGRect(
            x: frame.maxX - width, y: frame.midY - accessory.height / 2, width: width,
            height: accessory.height)
    }
}

extension PickerNode: WindowPainting {
    /// A menu picker: its value with the menu's mark (on macOS in a pop-up's outline, after
    /// the label); in a row, the label at the leading edge and the value at the trailing
    /// one. A segmented picker: an outline, each option centred in an equal share, the
    /// selected one bracketed. A stacked style: an outline around its options.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, into picture: inout WindowPicture,
        _ painter: WindowPainter
    ) {
        guard let form = controlForm,
            let layout = currentLayout(in: layoutContext(graph.layout)) as? ControlLayout
        else {
            picture.add(.outline(frame))
            return
        }
        let metric = layout.metric
        let line = CGFloat(metric.lineHeight)
        if let title = layout.titlePlacement(in: frame, proposal: proposal),
            !(title.lines.first ?? "").isEmpty
        {
            painter.addText(
                title.lines, at: title.origin, metric: metric, within: frame, into: &picture)
        }
        guard let box = controlBox(of: layout, form: form, in: frame) else { return }
        switch form {
        case .menu:
            let value = menuTitle
            if graph.platform == .macOS { picture.add(.outline(box)) }
            picture.add(
                .text(
                    screenLine(value),
                    in: CGRect(x: box.minX, y: box.midY - line / 2, width: box.width, height: line),
                    pointSize: metric.pointSize, centred: true))
        case .segmented:
            picture.add(.outline(box))
            let labels = optionLabels
            guard !labels.isEmpty else { return }
            let share = box.width / CGFloat(labels.count)
            let selected = controlValue
            for (index, label) in labels.enumerated() {
                let shown = label == selected ? "[" + label + "]" : label
                picture.add(
                    .text(
                        screenLine(shown),
                        in: CGRect(
                            x: box.minX + CGFloat(index) * share, y: box.midY - line / 2,
                            width: share, height: line),
                        pointSize: metric.pointSize, centred: true))
            }
        }
    }
}
