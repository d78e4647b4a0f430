/// What each kind of view draws itself in a window's picture (D20).

extension TextNode: WindowPainting {
    /// The lines layout gave the text, from its top-leading corner.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, into picture: inout WindowPicture,
        _ painter: WindowPainter
    ) {
        let (metric, lines) = textLayout(proposal)
        painter.addText(lines, at: frame.origin, metric: metric, within: frame, into: &picture)
    }
}

extension ShapeNode: WindowPainting {
    /// A shape with no style is filled with the foreground colour, inside its outline.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, into picture: inout WindowPicture,
        _ painter: WindowPainter
    ) {
        picture.add(.painted(shown, in: frame, colour: Color.primary.cssValue))
    }
}

/// A leaf that covers its frame with colour: a `Color`, a filled shape (inside its outline).
protocol WindowFilling {
    /// What it draws in `frame`.
    func fillElement(in frame: CGRect) -> WindowPicture.Element
    /// Whether a touch at `point` lands on what it draws in `frame`.
    func fillTakesTouch(at point: CGPoint, in frame: CGRect) -> Bool
}

extension Color: WindowFilling {
    func fillElement(in frame: CGRect) -> WindowPicture.Element {
        .fill(frame, colour: cssValue)
    }

    func fillTakesTouch(at point: CGPoint, in frame: CGRect) -> Bool { frame.contains(point) }
}

extension _ShapeView: WindowFilling {
    func fillElement(in frame: CGRect) -> WindowPicture.Element {
        let colour = ((style as? Color) ?? (style as? AnyShapeStyle)?.color ?? .primary).cssValue
        return .painted(shape, in: frame, colour: colour, eoFill: fillStyle.isEOFilled)
    }

    func fillTakesTouch(at point: CGPoint, in frame: CGRect) -> Bool {
        shapeTakesTouch(shape, at: point, in: frame, eoFill: fillStyle.isEOFilled)
    }
}

/// Whether a touch at `point` lands on `shape` drawn in `frame`: inside its path, or for a
/// stroked shape on its line (SwiftUI hit-tests a shape by its path, D71).
func shapeTakesTouch(_ shape: any Shape, at point: CGPoint, in frame: CGRect, eoFill: Bool)
    -> Bool
{
    if let erased = shape as? AnyShape {
        return shapeTakesTouch(erased.shape, at: point, in: frame, eoFill: eoFill)
    }
    if let stroked = shape as? any StrokedShapeOutline {
        return stroked.line.contains(point, in: frame)
    }
    return shapeOutline(shape, size: frame.size, eoFill: eoFill).contains(point, in: frame)
}

extension WindowPicture.Element {
    /// `shape` in `frame`, in `colour`: filled inside its outline, or for a stroked shape
    /// (`stroke(lineWidth:)`) its line drawn.
    static func painted(
        _ shape: any Shape, in frame: CGRect, colour: String, eoFill: Bool = false
    ) -> Self {
        if let erased = shape as? AnyShape {
            return painted(erased.shape, in: frame, colour: colour, eoFill: eoFill)
        }
        if let stroked = shape as? any StrokedShapeOutline {
            return stroked.line.element(in: frame, colour: colour)
        }
        return .filled(
            frame, colour: colour, outline: shapeOutline(shape, size: frame.size, eoFill: eoFill))
    }

    /// `colour` over `frame`, inside `outline`.
    static func filled(_ frame: CGRect, colour: String, outline: WindowPicture.ClipOutline)
        -> Self
    {
        guard outline != .rectangle else { return .fill(frame, colour: colour) }
        return .shape(frame, outline, colour: colour, stroke: nil)
    }
}

extension LeafNode: WindowPainting {
    /// A colour or filled shape is a fill; a divider is a line; an image shows its name.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, into picture: inout WindowPicture,
        _ painter: WindowPainter
    ) {
        switch shown {
        case let filling as any WindowFilling:
            picture.add(filling.fillElement(in: frame))
        case let stroked as any StrokedShapeDrawing:
            picture.add(stroked.line.element(in: frame, colour: stroked.strokeColour))
        case is Divider:
            picture.add(.divider(frame))
        case let image as Image:
            picture.add(.image(screenLine(image.name), in: frame))
        default:
            break
        }
    }
}

extension NavigationContainerNode: WindowPainting {
    /// The bar at the top of the stack: the title centred (or large, below the buttons), a
    /// back button naming the level below at the leading edge, a line along the bar's bottom
    /// edge; and the bottom toolbar with its items (D98); each bar on the background colour
    /// the top level asks for it (D99).
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, into picture: inout WindowPicture,
        _ painter: WindowPainter
    ) {
        let bars = bars(on: graph.platform)
        let looks = topLevelBars ?? ToolbarVisibilities()
        if bars.bottom > 0 {
            paintBottomToolbar(
                in: CGRect(
                    x: frame.minX, y: frame.maxY - bars.bottom, width: frame.width,
                    height: bars.bottom), into: &picture)
        }
        let height = bars.top
        guard height > 0 else { return }
        let bar = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: height)
        looks.look(of: .navigationBar, on: graph.platform).paintBackground(
            of: bar, into: &picture)
        let body = TextMetric(font: nil, platform: graph.platform)
        let titles = levelTitles ?? []
        // A large title (D15) sits below the 44-point row of buttons, 16 points in, in the
        // large title font; an inline one is centred in the bar.
        let large = graph.platform == .iOS && showsLargeTitle
        let buttons = CGRect(
            x: bar.minX, y: bar.minY, width: bar.width, height: large ? 44 : height)
        if let title = titles.last ?? nil, !title.isEmpty {
            if large {
                let metric = TextMetric(font: .largeTitle, platform: graph.platform)
                let line = CGFloat(metric.lineHeight)
                picture.add(
                    .text(
                        screenLine(title),
                        in: CGRect(
                            x: bar.minX + 16,
                            y: buttons.maxY + (bar.maxY - buttons.maxY - line) / 2,
                            width: max(0, bar.width - 32), height: line),
                        pointSize: metric.pointSize, centred: false))
            } else {
                picture.add(
                    .text(screenLine(title), in: bar, pointSize: body.pointSize, centred: true))
            }
        }
        if titles.count > 1 {
            let below = titles[titles.count - 2].flatMap { $0.isEmpty ? nil : $0 } ?? "Back"
            let back = (painter.options.ascii ? "< " : "‹ ") + screenLine(below)
            // The back button keeps to the bar's first third, clear of an inline title.
            picture.add(
                .text(
                    back,
                    in: CGRect(
                        x: buttons.minX, y: buttons.minY, width: buttons.width / 3,
                        height: buttons.height),
                    pointSize: body.pointSize, centred: false))
        }
        if let level = children.last {
            paintToolbarItems(of: level, in: buttons, pointSize: body.pointSize, into: &picture)
        }
        picture.add(.rule(bar, .bottom))
    }
}

extension TabViewNode: WindowPainting {
    /// The tab bar where the platform puts it (bottom on iOS, top on iPadOS): a line along the
    /// edge that faces the content, each tab's label centred in an equal share of the width
    /// one line in from that edge, the selected one marked.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, into picture: inout WindowPicture,
        _ painter: WindowPainter
    ) {
        let bars = bars(on: graph.platform)
        guard bars.top + bars.bottom > 0, !tabLabels.isEmpty else { return }
        let atTop = bars.top > 0
        let height = atTop ? bars.top : bars.bottom
        let bar = CGRect(
            x: frame.minX, y: atTop ? frame.minY : frame.maxY - height, width: frame.width,
            height: height)
        let body = TextMetric(font: nil, platform: graph.platform)
        tabBarLook.paintBackground(of: bar, into: &picture)
        picture.add(.rule(bar, atTop ? .bottom : .top))
        // Below a bottom bar's edge line, the labels start one line down.
        let labels =
            atTop
            ? bar
            : CGRect(
                x: bar.minX, y: bar.minY + CGFloat(body.lineHeight), width: bar.width,
                height: max(0, height - CGFloat(body.lineHeight)))
        let share = labels.width / CGFloat(tabLabels.count)
        for (index, label) in tabLabels.enumerated() {
            let mark = index == selectedTabIndex ? (painter.options.ascii ? "* " : "● ") : ""
            picture.add(
                .text(
                    mark + screenLine(label),
                    in: CGRect(
                        x: labels.minX + CGFloat(index) * share, y: labels.minY, width: share,
                        height: labels.height), pointSize: body.pointSize, centred: true))
        }
    }
}

extension ContainerNode: ControlTitling {
    /// A button's or toggle's title where its D13 layout puts it.
    func titleLayout(in frame: CGRect) -> (lines: [String], origin: CGPoint, metric: TextMetric)? {
        guard let record = layoutRecord,
            let layout = currentLayout(in: layoutContext(graph.layout)) as? ControlLayout
        else { return nil }
        return layout.titlePlacement(in: frame, proposal: record.proposal)
    }
}
