#if os(Linux)
    import CanopyTesting
    import Testing

    @testable import Canopy

    /// What a node of the most common kinds asks malloc for: glibc hands out chunks in 16-byte
    /// classes with an 8-byte header, so an object of up to 184 bytes takes a 192-byte chunk,
    /// one of up to 200 a 208-byte one. The benchmark's leaf (a view with a `@State` and three
    /// `@Environment` properties) and its titled button are a node each per leaf of a large
    /// list; a few bytes over the line cost 16 per node. (The button's node asked for 210 until
    /// its dismiss action and style shared a field and its flags moved into the node's; the
    /// leaf's asked for 193 and the button's 192 until `Environment` became one enum and the
    /// base node's fields ended at 104 bytes, in the eighth performance round.)
    @MainActor
    @Suite("Machinery: node footprints")
    struct NodeFootprintTests {
        /// The benchmark's leaf, without the benchmark.
        struct Leaf: View {
            let index: Int
            @State private var taps = 0
            @Environment(\.footprintDepth) private var depth
            @Environment(\.footprintLabel) private var label
            @Environment(\.colorScheme) private var scheme

            var body: some View {
                Button(
                    "\(label).\(index) depth=\(depth) \(scheme == .dark ? "dark" : "light") taps=\(taps)"
                ) { taps += 1 }
            }
        }

        /// The bytes an instance of `type` asks malloc for, from the class's metadata (its
        /// instance size, after the kind, the superclass and two 32-bit fields, on a platform
        /// without Objective-C interoperability).
        func instanceSize(_ type: AnyClass) -> Int {
            Int(
                unsafeBitCast(type, to: UnsafeRawPointer.self).load(
                    fromByteOffset: 24, as: UInt32.self))
        }

        @Test(
            "A leaf with a @State and three @Environment properties, and its button, fit 192-byte chunks"
        )
        func leafAndButtonFit() throws {
            let host = ViewHost(
                VStack {
                    Leaf(index: 1)
                }
                .environment(\.footprintDepth, 2)
                .environment(\.footprintLabel, "r.3"))
            #expect(host.render().contains("Button \"r.3.1 depth=2 light taps=0\""))
            let leaf = try #require(host.allNodes().first { $0.viewType == Leaf.self })
            let button = try #require(host.allNodes().first { $0.viewType == Button<Text>.self })
            #expect(instanceSize(type(of: leaf)) <= 184)
            #expect(instanceSize(type(of: button)) <= 184)
        }

        @Test(
            "A @State<Int> location asks for at most 72 bytes, an 80-byte chunk, and keeps its name"
        )
        func stateLocationFits() throws {
            let host = ViewHost(Leaf(index: 1))
            let leaf = try #require(host.allNodes().first { $0.viewType == Leaf.self })
            let location = try #require(leaf.slots.slot(at: 0) as? StoredLocation<Int>)
            #expect(instanceSize(type(of: location)) <= 72)
            // The name is one shared word, not a string in every location.
            #expect(location.name == "taps")
        }

        @Test("The base node's stored fields end on a word boundary, at 104 bytes")
        func baseNodeEndsOnAWord() {
            // A subclass's first word-aligned field follows with no padding: every byte the
            // base node's last word holds is paid by every node.
            #expect(instanceSize(_ViewNode.self) == 104)
        }
    }

    private struct FootprintDepthKey: EnvironmentKey { static let defaultValue = 0 }
    private struct FootprintLabelKey: EnvironmentKey { static let defaultValue = "" }

    extension EnvironmentValues {
        fileprivate var footprintDepth: Int {
            get { self[FootprintDepthKey.self] }
            set { self[FootprintDepthKey.self] = newValue }
        }
        fileprivate var footprintLabel: String {
            get { self[FootprintLabelKey.self] }
            set { self[FootprintLabelKey.self] = newValue }
        }
    }
#endif
