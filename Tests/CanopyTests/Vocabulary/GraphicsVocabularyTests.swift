import Canopy
import CanopyTesting
import Testing

private struct Effects: View {
    var body: some View {
        VStack {
            Text("Blur").blur(radius: 4)
            Text("Bright").brightness(0.2)
            Text("Contrast").contrast(1.5)
            Text("Saturated").saturation(0.5)
            Text("Grey").grayscale(1)
            Text("Hue").hueRotation(.degrees(90))
            Text("Multiplied").colorMultiply(.red)
            Text("Inverted").colorInvert()
            Text("Luminance").luminanceToAlpha()
            Text("Blended").blendMode(.multiply)
            Text("Grouped").compositingGroup()
            Text("Drawn").drawingGroup(opaque: true)
        }
    }
}

private struct Transforms: View {
    var body: some View {
        VStack {
            Text("Turned").rotationEffect(.degrees(90))
            Text("Flipped").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
            Text("Moved").transformEffect(CGAffineTransform(translationX: 10, y: 0))
            Text("Projected").projectionEffect(
                ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1)))
        }
    }
}

private struct Adjustable: View {
    @State private var radius: CGFloat = 2
    var body: some View {
        VStack {
            Text("Photo").blur(radius: radius)
            Button("Sharpen") { radius = 0 }
        }
    }
}

@MainActor
@Suite("Graphics vocabulary: pixel-only effects, transforms and clipping (issue 41)")
struct GraphicsVocabularyTests {
    @Test("Each graphical effect and composite prints on its view's line as it was called")
    func effectsPrint() {
        expectRendered(
            ViewHost(Effects()),
            """
            Effects
            └─ VStack
               ├─ Text "Blur" .blur(radius: 4)
               ├─ Text "Bright" .brightness(0.2)
               ├─ Text "Contrast" .contrast(1.5)
               ├─ Text "Saturated" .saturation(0.5)
               ├─ Text "Grey" .grayscale(1)
               ├─ Text "Hue" .hueRotation(.degrees(90))
               ├─ Text "Multiplied" .colorMultiply(red)
               ├─ Text "Inverted" .colorInvert()
               ├─ Text "Luminance" .luminanceToAlpha()
               ├─ Text "Blended" .blendMode(.multiply)
               ├─ Text "Grouped" .compositingGroup()
               └─ Text "Drawn" .drawingGroup(opaque: true)
            """)
    }

    @Test("The effects are in the JSON output as attributes of their view")
    func effectsInJSON() {
        let json = ViewHost(Effects()).render(.json)
        #expect(json.contains(#""line": "Text \"Blur\" .blur(radius: 4)""#))
        #expect(json.contains(#""attributes": [".hueRotation(.degrees(90))"]"#))
    }

    @Test("D20: the picture draws each colour effect as an SVG filter around the view")
    func effectsInPicture() {
        let svg = ViewHost(Effects(), platform: .iOS).renderPicture()
        for primitive in [
            #"<feGaussianBlur stdDeviation="4"/>"#,
            #"<feFuncR type="linear" slope="1" intercept="0.2"/>"#,
            #"<feFuncR type="linear" slope="1.5" intercept="-0.25"/>"#,
            #"<feColorMatrix type="saturate" values="0.5"/>"#,
            #"<feColorMatrix type="saturate" values="0"/>"#,
            #"<feColorMatrix type="hueRotate" values="90"/>"#,
            #"<feColorMatrix type="matrix" values="1 0 0 0 0  0 0.2314 0 0 0  0 0 0.1882 0 0  0 0 0 1 0"/>"#,
            #"<feFuncR type="table" tableValues="1 0"/>"#,
            #"<feColorMatrix type="luminanceToAlpha"/>"#,
        ] {
            #expect(svg.contains(primitive), "\(primitive)")
        }
        #expect(svg.contains(#"<g class="effect blur" filter="url(#effect-"#))
        #expect(svg.contains(#"<g class="effect blendMode" style="mix-blend-mode: multiply">"#))
        #expect(svg.contains(#"<g class="effect compositingGroup" style="isolation: isolate">"#))
        #expect(svg.contains(#"<g class="effect drawingGroup" style="isolation: isolate">"#))
    }

    @Test("G3: effects change no frame: the grid draws the view where the plain view is")
    func effectsKeepLayout() {
        let size = WindowSize(width: 200, height: 60)
        let effected = Text("Blur").blur(radius: 4).brightness(0.2).blendMode(.screen)
            .rotation3DEffect(.degrees(180), axis: (x: 1, y: 0, z: 0)).compositingGroup()
        #expect(
            ViewHost(effected, platform: .iOS, windowSize: size).renderGrid()
                == ViewHost(Text("Blur"), platform: .iOS, windowSize: size).renderGrid())
        let frames = RenderOptions(showsFrames: true)
        #expect(
            ViewHost(effected, platform: .iOS, windowSize: size).render(frames)
                .hasSuffix(#"@(83,8.5 34×22)"#))
    }

    @Test("Transforms print as called and are drawn as SVG transforms about their anchors")
    func transforms() {
        let host = ViewHost(Transforms(), platform: .iOS)
        expectRendered(
            host,
            """
            Transforms
            └─ VStack
               ├─ Text "Turned" .rotationEffect(.degrees(90))
               ├─ Text "Flipped" .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
               ├─ Text "Moved" .transformEffect(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 0))
               └─ Text "Projected" .projectionEffect(ProjectionTransform(m11: 2, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1))
            """)
        let svg = host.renderPicture()
        #expect(svg.contains(#"<g class="effect rotationEffect" transform="rotate(90 "#))
        // A half turn about the vertical axis mirrors the view left to right.
        #expect(svg.contains(#"matrix(-1 0 0 1 0 0)"#))
        #expect(svg.contains(#"matrix(1 0 0 1 10 0)"#))
        #expect(svg.contains(#"matrix(2 0 0 1 0 0)"#))
    }

    @Test("An effect's value compares by value: a new radius redraws, the same one does not")
    func effectUpdates() throws {
        let host = ViewHost(Adjustable(), platform: .iOS)
        #expect(host.render().contains(#"Text "Photo" .blur(radius: 2)"#))
        #expect(host.renderPicture().contains(#"stdDeviation="2""#))
        try host.tap("Sharpen")
        #expect(host.render().contains(#"Text "Photo" .blur(radius: 0)"#))
        #expect(host.renderPicture().contains(#"stdDeviation="0""#))
    }

    @Test("A shadow is drawn as a drop shadow of its colour, radius and offset")
    func shadow() {
        let svg = ViewHost(
            Text("Card").shadow(color: .black, radius: 3, x: 1, y: 2), platform: .iOS
        ).renderPicture()
        #expect(
            svg.contains(
                #"<feDropShadow dx="1" dy="2" stdDeviation="3" flood-color="rgb(0, 0, 0)" flood-opacity="1"/>"#
            ))
    }

    @Test("clipped clips what the view's content draws to its frame, on the grid and picture")
    func clipped() {
        let wide = Text("ABCDEFGHIJKLMNOP").fixedSize().frame(width: 34, height: 22)
        let unclipped = ViewHost(
            wide, platform: .iOS, windowSize: WindowSize(width: 200, height: 60))
        let clipped = ViewHost(
            wide.clipped(), platform: .iOS, windowSize: WindowSize(width: 200, height: 60))
        #expect(unclipped.renderGrid().contains("ABCDEFGHIJKLMNOP"))
        #expect(!clipped.renderGrid().contains("ABCDEFGHIJKLMNOP"))
        #expect(clipped.renderGrid().contains("GHIJ"))
        #expect(clipped.render().contains(".frame(width: 34, height: 22) .clipped()"))
        #expect(clipped.renderPicture().contains(#"<g class="clipped" clip-path="url(#clip-"#))
    }

    @Test("clipShape and cornerRadius clip the picture to the shape's outline")
    func clipShapes() {
        let size = WindowSize(width: 200, height: 200)
        let circle = ViewHost(
            Color.red.frame(width: 40, height: 40).clipShape(Circle()), platform: .iOS,
            windowSize: size
        ).renderPicture()
        #expect(circle.contains(#"<circle cx="100" cy="112.5" r="20"/></clipPath>"#))
        let rounded = ViewHost(
            Color.red.frame(width: 40, height: 40).cornerRadius(8), platform: .iOS,
            windowSize: size
        ).renderPicture()
        #expect(rounded.contains(#"width="40" height="40" rx="8"/></clipPath>"#))
        let capsule = ViewHost(
            Color.red.frame(width: 40, height: 20).clipShape(Capsule()), platform: .iOS,
            windowSize: size
        ).renderPicture()
        #expect(capsule.contains(#"rx="10"/></clipPath>"#))
    }

    @Test("G16: a mask is laid out as an overlay, drawn as an alpha mask, and not shown itself")
    func mask() {
        let host = ViewHost(
            Color.blue.frame(width: 60, height: 40)
                .mask(alignment: .leading) { Text("Hi") },
            platform: .iOS, windowSize: WindowSize(width: 200, height: 100))
        expectRendered(
            host,
            """
            Color blue .frame(width: 60, height: 40) .mask(Text "Hi")
            """)
        let svg = host.renderPicture()
        #expect(svg.contains(#"<mask id="mask-"#))
        #expect(svg.contains(#"mask-type="alpha""#))
        #expect(svg.contains(#"<g class="masked" mask="url(#mask-"#))
        // The mask's text is inside the mask, not drawn on its own.
        let maskStart = svg.range(of: "<mask ")!.lowerBound
        let maskEnd = svg.range(of: "</mask>")!.lowerBound
        #expect(svg[maskStart..<maskEnd].contains(">Hi</text>"))
        #expect(!svg[maskEnd...].contains(">Hi</text>"))
        #expect(!host.renderGrid().contains("Hi"))
        // Placed by its alignment on the masked view's frame (G16).
        #expect(
            host.render(RenderOptions(showsFrames: true)).contains(
                #"Text "Hi" @(70,28.5 17×22)) @(70,19.5 60×40)"#))
        // The deprecated form centres the mask.
        #expect(ViewHost(Color.red.mask(Circle())).render().contains(".mask(Circle)"))
    }
}
