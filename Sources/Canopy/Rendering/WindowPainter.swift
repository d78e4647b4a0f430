/// Turns a laid-out window into a ``WindowPicture`` (D20): each view at its frame, back to
/// front in tree order (a background, the view, then its overlay; later `ZStack` children on
/// top). Text is its laid-out lines; controls, borders and presented sheets are outlined;
/// colours and filled shapes are fills; the navigation and tab bars are drawn in the space
/// layout gave them. Views that are not shown (a hidden tab, a level below the top of a
/// navigation stack, a closed context menu) have no frame and leave no trace. Deterministic,
/// and it only reads the graph and its last layout.
@MainActor
final class WindowPainter {
    let platform: Platform
    let options: RenderOptions

    init(platform: Platform, options: RenderOptions) {
        self.platform = platform
        self.options = options
    }

    /// What is left to do, in a stack: views to visit, and drawing that waits for a view's
    /// content (a border or an overlaid style over it, a sheet's backdrop before the sheet).
    enum Step {
        case visit(_ViewNode)
        case draw(WindowPicture.Element)
    }

    /// The window whose root is `root`, laid out at `size`.
    func picture(of root: _ViewNode, size: CGSize) -> WindowPicture {
        var picture = WindowPicture(size: size, platform: platform)
        // An explicit stack: a 100,000-level tree is drawn without deep recursion.
        var steps: [Step] = [.visit(root)]
        while let step = steps.popLast() {
            switch step {
            case .visit(let node): visit(node, into: &picture, then: &steps)
            case .draw(let element): picture.add(element)
            }
        }
        return picture
    }

    private func visit(
        _ node: _ViewNode, into picture: inout WindowPicture, then steps: inout [Step]
    ) {
        // A hidden view keeps its frame and draws nothing.
        if node is any HidesContent { return }
        if let look = look(of: node) {
            // Everything the view draws, its subtree included, goes through its look.
            picture.add(.look(look))
            steps.append(.draw(.endLook))
        }
        if let effect = drawnEffect(of: node) {
            picture.add(.effect(effect))
            steps.append(.draw(.endEffect))
        }
        if let recording = node as? any AttributeRecording,
            let clip = recording.recorded(ClipAttribute.self),
            let frame = node.graph.presentedFrame(of: node)
        {
            // What the view and its content draw shows only inside the outline.
            picture.add(.clip(frame, clip.outline(size: frame.size)))
            steps.append(.draw(.endClip))
        }
        if node.layoutFacet != nil {
            // A view layout did not place (not shown) is not drawn, nor is anything below it.
            guard let record = node.layoutRecord, record.isPlaced else { return }
            // Where an animation moving it has it now (D63).
            let drawn = node.graph.presentedFrame(ofRecordAt: node, model: record.frame)
            // The window's edges are drawn by every medium already.
            if node.renderRole == .line, !(node is TextNode), node !== node.graph.root {
                picture.add(.frame(drawn))
            }
            if let painting = node as? any WindowPainting {
                painting.paint(in: drawn, proposal: record.proposal, into: &picture, self)
            } else if let control = node as? any InteractiveNode {
                paintControl(control, in: drawn, into: &picture)
            }
        }
        if let recording = node as? any AttributeRecording {
            if recording.recorded(BorderAttribute.self) != nil,
                let frame = node.graph.presentedFrame(of: node)
            {
                // A border is drawn over the content, as an overlay is.
                steps.append(.draw(.outline(frame)))
            }
            // A style as a background is filled before the content, as an overlay after it.
            if let layered = recording.recorded(LayeredStyleAttribute.self),
                let frame = node.graph.presentedFrame(of: node)
            {
                let drawing = layeredFill(layered, in: frame, at: node)
                if layered.layer == .background {
                    for element in drawing { picture.add(element) }
                } else {
                    for element in drawing.reversed() { steps.append(.draw(element)) }
                }
            }
        }
        // Views held while they leave are drawn where they were (D34).
        let children = node.mountedChildren
        if let scrollable = node as? any ScrollableNode,
            let frame = scrollable.scrollGeometry?.drawnViewport ?? node.layoutRecord?.frame,
            !children.isEmpty
        {
            // The content shows only inside the viewport and the safe area it draws under.
            picture.add(.clip(frame))
            steps.append(.draw(.endClip))
        }
        if let sheet = node as? any Dismissible, sheet.isPresenting, children.count > 1,
            let frame = node.graph.presentedFrame(of: children[1])
        {
            steps.append(.visit(children[1]))
            steps.append(.draw(.presentation(frame)))
            steps.append(.visit(children[0]))
            return
        }
        if children.count == 2, node.displayFacet?.decoration?.layer == .mask {
            // The mask is drawn first, as a mask; the content through it.
            picture.add(.mask)
            steps.append(.draw(.endMask))
            steps.append(.visit(children[0]))
            steps.append(.draw(.maskedContent))
            steps.append(.visit(children[1]))
            return
        }
        if children.count == 2, node.displayFacet?.decoration?.layer == .background {
            // A background is drawn before the content it is behind.
            steps.append(.visit(children[0]))
            steps.append(.visit(children[1]))
            return
        }
        if let ordering = node as? any PaintOrdering, let record = node.layoutRecord {
            let own = ordering.paintSteps(in: record.frame, proposal: record.proposal, self)
            for step in own.reversed() { steps.append(step) }
            return
        }
        // Later views over earlier ones, a higher `zIndex` over a lower one.
        guard children.count > 1 else {
            for child in children { steps.append(.visit(child)) }
            return
        }
        for child in Array(children).inDrawingOrder().reversed() { steps.append(.visit(child)) }
    }

    /// How `node` draws beyond its frame: its `.opacity` and `.scaleEffect` as shown now,
    /// inside the look of the transition it is in (D62); `nil` when it draws as it is.
    private func look(of node: _ViewNode) -> DrawnLook? {
        var look = DrawnLook()
        if let recording = node as? any AttributeRecording {
            if let opacity = recording.recorded(OpacityAttribute.self) {
                look.opacity = opacity.presented(at: node).opacity
            }
            if let scale = recording.recorded(ScaleAttribute.self),
                let frame = node.graph.presentedFrame(of: node)
            {
                let shown = scale.presented(at: node)
                look.scaleX = shown.x
                look.scaleY = shown.y
                look.anchor = CGPoint(
                    x: frame.minX + shown.anchor.x * frame.width,
                    y: frame.minY + shown.anchor.y * frame.height)
            }
        }
        if let transition = node.graph.animations.transitionLook(at: node) {
            look = look.inside(transition)
        }
        return look.isIdentity ? nil : look
    }

    /// A style filled behind or over `node` at `frame`: the frame filled, or clipped to the
    /// shape's outline (its path, for a shape that is not a built-in one) first.
    private func layeredFill(_ layered: LayeredStyleAttribute, in frame: CGRect, at node: _ViewNode)
        -> [WindowPicture.Element]
    {
        let colour: Color
        if let style = layered.style {
            colour = style.color ?? .gray
        } else {
            // The background style: the environment's, else the window's background.
            let environment = node.inheritedEnvironment
            colour =
                environment.backgroundStyle?.color
                ?? (environment.colorScheme == .dark ? .black : .white)
        }
        let fill = WindowPicture.Element.fill(frame, colour: colour.cssValue)
        guard let shape = layered.shape else { return [fill] }
        let outline = shape.outline(size: frame.size)
        if outline == .rectangle { return [fill] }
        return [.clip(frame, outline), fill, .endClip]
    }

    /// The pixel-only effect `node` records (`blur`, `rotationEffect` at its presented angle,
    /// `shadow` …), at the frame it is drawn in; `nil` when it records none.
    private func drawnEffect(of node: _ViewNode) -> DrawnEffect? {
        guard let recording = node as? any AttributeRecording else { return nil }
        let kind: DrawnEffect.Kind
        if let graphic = recording.recorded(GraphicEffectAttribute.self) {
            kind = .graphic(graphic.effect)
        } else if let rotation = recording.recorded(RotationAttribute.self) {
            let shown = rotation.presented(at: node)
            kind = .rotation(shown.angle, anchor: shown.anchor)
        } else if let shadow = recording.recorded(ShadowAttribute.self) {
            kind = .shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
        } else if let flips = recording.recorded(FlipsForRightToLeftAttribute.self),
            flips.enabled, node.inheritedEnvironment.layoutDirection == .rightToLeft
        {
            kind = .mirror
        } else {
            return nil
        }
        guard let frame = node.graph.presentedFrame(of: node) else { return nil }
        return DrawnEffect(kind: kind, frame: frame)
    }

    /// `lines` of text in `font`'s metric from `origin`, each in a line box as wide as
    /// `frame` reaches.
    func addText(
        _ lines: [String], at origin: CGPoint, metric: TextMetric, within frame: CGRect,
        into picture: inout WindowPicture
    ) {
        let lineHeight = CGFloat(metric.lineHeight)
        for (index, line) in lines.enumerated() {
            let box = CGRect(
                x: origin.x, y: origin.y + CGFloat(index) * lineHeight,
                width: frame.maxX - origin.x, height: lineHeight)
            picture.add(
                .text(screenLine(line), in: box, pointSize: metric.pointSize, centred: false))
        }
    }

    /// A control as its resolved look draws it: an outline unless it is borderless, its title
    /// where its layout put it (a label made of views draws itself), a switch or checkbox
    /// beside it, a text field's text or prompt inside it.
    private func paintControl(
        _ control: any InteractiveNode, in frame: CGRect, into picture: inout WindowPicture
    ) {
        guard !control.drawsStyleBody else { return }
        let look = control.resolvedStyle
        let body = TextMetric(font: nil, platform: platform)
        /// A body line box centred on the frame's middle, from `x`, `width` wide.
        func line(x: CGFloat, width: CGFloat) -> CGRect {
            CGRect(
                x: x, y: frame.midY - CGFloat(body.lineHeight) / 2, width: width,
                height: CGFloat(body.lineHeight))
        }
        switch control.controlKind {
        case .tapGesture, .longPressGesture:
            return
        case .textField:
            picture.add(.outline(frame))
            let value = control.controlValue ?? ""
            // The text sits one character in from each side.
            let inset = CGFloat(body.advance)
            picture.add(
                .text(
                    screenLine(value.isEmpty ? control.controlLabel : value),
                    in: CGRect(
                        x: frame.minX + inset, y: frame.minY,
                        width: max(0, frame.width - 2 * inset), height: frame.height),
                    pointSize: body.pointSize, centred: false))
            return
        case .toggle:
            let isOn = control.controlValue == "on"
            if look == .toggle(.switch) {
                let knob = options.ascii ? (isOn ? "( on)" : "(off)") : (isOn ? "(  ●)" : "(●  )")
                picture.add(
                    .text(
                        knob, in: line(x: frame.maxX - 51, width: 51), pointSize: body.pointSize,
                        centred: false))
            } else if look == .toggle(.checkbox) {
                picture.add(
                    .text(
                        isOn ? "[x]" : "[ ]", in: line(x: frame.minX, width: 18),
                        pointSize: body.pointSize, centred: false))
            } else {
                picture.add(.outline(frame))
            }
        case .button:
            let borderless: [ButtonLook] = [.borderless, .plain, .link, .action]
            if case .button(let look)? = look, borderless.contains(look) { break }
            picture.add(.outline(frame))
        default:
            picture.add(.outline(frame))
        }
        guard let titled = control as? any ControlTitling,
            let title = titled.titleLayout(in: frame)
        else { return }
        addText(title.lines, at: title.origin, metric: title.metric, within: frame, into: &picture)
    }
}

/// A view that draws something itself (its children draw themselves after it).
@MainActor
protocol WindowPainting: _ViewNode {
    /// Adds what this view draws at `frame`, the size it chose for `proposal`.
    func paint(
        in frame: CGRect, proposal: ProposedViewSize, into picture: inout WindowPicture,
        _ painter: WindowPainter)
}

/// A view that draws its parts in an order of its own, with drawing of its own between them:
/// a section whose pinned header covers the rows scrolling under it.
@MainActor
protocol PaintOrdering: _ViewNode {
    /// The parts to visit and what to draw, back to front, in place of its children, for the
    /// view laid out at `frame` for `proposal`.
    func paintSteps(in frame: CGRect, proposal: ProposedViewSize, _ painter: WindowPainter)
        -> [WindowPainter.Step]
}

/// A control whose title (`Button("OK")`) is text of its own, not a label view.
@MainActor
protocol ControlTitling: _ViewNode {
    /// The title's lines and where layout put them in `frame`, or `nil` when the label is made
    /// of views.
    func titleLayout(in frame: CGRect) -> (lines: [String], origin: CGPoint, metric: TextMetric)?
}
