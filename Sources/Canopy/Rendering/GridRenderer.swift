/// Draws a laid-out window on a character grid (D20): a text screenshot of what a person would
/// see, each view at its frame. Views are drawn back to front in tree order (a background, the
/// view, then its overlay; later `ZStack` children on top), clipped to the window: text prints
/// its laid-out lines from its top-leading cell, one character per cell; controls, borders and
/// presented sheets draw outlines; shapes are filled with `░` when asked; the navigation and
/// tab bars are drawn in the space layout gave them. Views that are not shown (a hidden tab, a
/// level below the top of a navigation stack) have no frame and leave no trace. Deterministic,
/// and it only reads the graph and its last layout.
@MainActor
final class GridRenderer {
    let platform: Platform
    let options: RenderOptions

    init(platform: Platform, options: RenderOptions) {
        self.platform = platform
        self.options = options
    }

    /// What is left to do, in a stack: views to visit, and drawing that waits for a view's
    /// content (a border or an overlaid style over it, a sheet's backdrop before the sheet).
    private enum Step {
        case visit(_ViewNode)
        case outline(CGRect)
        case fill(CGRect)
        case presentation(CGRect)
    }

    /// The window whose root is `root`, laid out at `size`, as framed grid lines.
    func render(_ root: _ViewNode, size: CGSize) -> String {
        var canvas = GridCanvas(
            size: size, cell: GridCanvas.cell(on: platform), ascii: options.ascii)
        // An explicit stack: a 100,000-level tree is drawn without deep recursion.
        var steps: [Step] = [.visit(root)]
        while let step = steps.popLast() {
            switch step {
            case .visit(let node):
                visit(node, on: &canvas, then: &steps)
            case .outline(let rect):
                canvas.outline(rect)
            case .fill(let rect):
                canvas.fill(rect, with: fillCharacter)
            case .presentation(let rect):
                // A sheet covers what is below it, with a margin of one cell for its edge.
                let area = canvas.cells(of: rect)
                let columns = (area.columns.lowerBound - 1)..<(area.columns.upperBound + 1)
                let rows = (area.rows.lowerBound - 1)..<(area.rows.upperBound + 1)
                canvas.fill(columns: columns, rows: rows, with: " ")
                canvas.outline(columns: columns, rows: rows)
            }
        }
        return canvas.framed()
    }

    private func visit(_ node: _ViewNode, on canvas: inout GridCanvas, then steps: inout [Step]) {
        if node.layoutFacet != nil {
            // A view layout did not place (not shown) is not drawn, nor is anything below it.
            guard let record = node.layoutRecord, record.isPlaced else { return }
            // The window's edges are the grid's frame already.
            if options.drawsBoxes, node.renderRole == .line, !(node is TextNode),
                node !== node.graph.root
            {
                canvas.outline(record.frame)
            }
            if let painting = node as? any GridPainting {
                painting.paint(in: record.frame, proposal: record.proposal, on: &canvas, self)
            } else if let control = node as? any InteractiveNode {
                paintControl(control, in: record.frame, on: &canvas)
            }
        }
        if let recording = node as? any AttributeRecording {
            if recording.recorded(BorderAttribute.self) != nil,
                let frame = node.graph.layout.frame(of: node)
            {
                // A border is drawn over the content, as an overlay is.
                steps.append(.outline(frame))
            }
            // A style as a background is filled before the content, as an overlay after it.
            if options.fillsShapes,
                let name = recording.recorded(CallAttribute<AnyShapeStyle>.self)?.name,
                name == "background" || name == "overlay",
                let frame = node.graph.layout.frame(of: node)
            {
                if name == "background" {
                    canvas.fill(frame, with: fillCharacter)
                } else {
                    steps.append(.fill(frame))
                }
            }
        }
        let children = node.children
        if let sheet = node as? any Dismissible, sheet.isPresenting, children.count > 1,
            let frame = node.graph.layout.frame(of: children[1])
        {
            steps.append(.visit(children[1]))
            steps.append(.presentation(frame))
            steps.append(.visit(children[0]))
            return
        }
        if children.count == 2, node.displayFacet?.decoration?.label == "background" {
            // A background is drawn before the content it is behind.
            steps.append(.visit(children[0]))
            steps.append(.visit(children[1]))
            return
        }
        for child in children.reversed() { steps.append(.visit(child)) }
    }

    /// What a filled shape is drawn with.
    var fillCharacter: Character { options.ascii ? ":" : "░" }

    /// Writes `text`'s lines from the top-leading corner of `frame`, `lineHeight` apart, cut
    /// at the frame's last column.
    func write(
        _ lines: [String], at origin: CGPoint, lineHeight: CGFloat, within frame: CGRect,
        on canvas: inout GridCanvas
    ) {
        let column = canvas.column(origin.x)
        let last = canvas.column(frame.maxX) - 1
        for (index, line) in lines.enumerated() {
            let row = canvas.row(origin.y + CGFloat(index) * lineHeight)
            canvas.write(screenLine(line), row: row, column: column, last: last)
        }
    }

    /// A control as its resolved look draws it: an outline unless it is borderless, its title
    /// where its layout put it (a label made of views draws itself), a switch or checkbox
    /// beside it, a text field's text or prompt inside brackets.
    private func paintControl(
        _ control: any InteractiveNode, in frame: CGRect, on canvas: inout GridCanvas
    ) {
        guard !control.drawsStyleBody else { return }
        let look = control.resolvedStyle
        let area = canvas.cells(of: frame)
        switch control.controlKind {
        case .tapGesture, .longPressGesture:
            return
        case .textField:
            canvas.outline(columns: area.columns, rows: area.rows)
            let value = control.controlValue ?? ""
            canvas.write(
                screenLine(value.isEmpty ? control.controlLabel : value),
                row: area.rows.lowerBound, column: area.columns.lowerBound + 1,
                last: area.columns.upperBound - 2)
            return
        case .toggle:
            let isOn = control.controlValue == "on"
            if look == ToggleLook.switch.rawValue {
                let accessory = canvas.cells(
                    of: CGRect(x: frame.maxX - 51, y: frame.midY - 15.5, width: 51, height: 31))
                let knob = options.ascii ? (isOn ? "( on)" : "(off)") : (isOn ? "(  ●)" : "(●  )")
                canvas.write(
                    knob, row: canvas.row(frame.midY - 11), column: accessory.columns.lowerBound,
                    last: accessory.columns.upperBound - 1)
            } else if look == ToggleLook.checkbox.rawValue {
                canvas.write(
                    isOn ? "[x]" : "[ ]", row: canvas.row(frame.midY - 11),
                    column: area.columns.lowerBound, last: area.columns.lowerBound + 2)
            } else {
                canvas.outline(columns: area.columns, rows: area.rows)
            }
        case .button:
            let borderless = [
                ButtonLook.borderless.rawValue, ButtonLook.plain.rawValue,
                ButtonLook.link.rawValue, ButtonLook.action.rawValue,
            ]
            if let look, borderless.contains(look) { break }
            canvas.outline(columns: area.columns, rows: area.rows)
        default:
            canvas.outline(columns: area.columns, rows: area.rows)
        }
        guard let titled = control as? any ControlTitling,
            let title = titled.titleLayout(in: frame)
        else { return }
        write(
            title.lines, at: title.origin, lineHeight: title.lineHeight, within: frame,
            on: &canvas)
    }
}

/// A view that draws something itself on the grid (its children draw themselves after it).
@MainActor
protocol GridPainting: _ViewNode {
    /// Draws this view at `frame`, the size it chose for `proposal`.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, on canvas: inout GridCanvas,
        _ renderer: GridRenderer)
}

/// A control whose title (`Button("OK")`) is text of its own, not a label view.
@MainActor
protocol ControlTitling: _ViewNode {
    /// The title's lines and where layout put them in `frame`, or `nil` when the label is made
    /// of views.
    func titleLayout(in frame: CGRect) -> (lines: [String], origin: CGPoint, lineHeight: CGFloat)?
}
