import Canopy
import Testing

private struct FlowKey: EnvironmentKey { static let defaultValue = "none" }
private struct FlowSumKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

extension EnvironmentValues {
    fileprivate var flow: String {
        get { self[FlowKey.self] }
        set { self[FlowKey.self] = newValue }
    }
}

private struct FlowReader: View {
    @Environment(\.flow) private var flow
    var body: some View { Text(flow) }
}

private struct FlowScreen: View {
    var body: some View {
        VStack {
            FlowReader()
            Text("one").preference(key: FlowSumKey.self, value: 1)
        }
        .environment(\.flow, "down")
        .onPreferenceChange(FlowSumKey.self) { _ in }
        .navigationTitle("Flows")
    }
}

@MainActor
@Suite("DOT and JSON renderers: environment down, preferences up (E3, P1)")
struct StructuredRendererTests {
    @Test(
        "E3/P1: DOT shows the tree, a dashed edge per environment read, a dotted edge per preference"
    )
    func dot() {
        let host = ViewHost(FlowScreen())
        #expect(
            host.render(.dot) == #"""
                digraph Canopy {
                  rankdir=TB;
                  node [shape=box, fontname="Helvetica", fontsize=11];
                  edge [fontname="Helvetica", fontsize=9];
                  window [label="(window)", shape=ellipse];
                  n0 [label="FlowScreen"];
                  n1 [label="VStack .environment(\\.flow, \"down\")"];
                  n2 [label="FlowReader"];
                  n3 [label="Text \"down\""];
                  n4 [label="Text \"one\""];
                  n0 -> n1;
                  n1 -> n2;
                  n2 -> n3;
                  n1 -> n4;
                  n1 -> n2 [style=dashed, color=blue, fontcolor=blue, constraint=false, label="flow = \"down\""];
                  n1 -> window [style=dotted, color=darkgreen, fontcolor=darkgreen, constraint=false, label="navigationTitle = \"Flows\""];
                  n4 -> n1 [style=dotted, color=darkgreen, fontcolor=darkgreen, constraint=false, label="flowSum = 1"];
                }

                """#)
    }

    @Test("JSON lists the views with parents, attributes and reads, and both kinds of flow")
    func json() {
        let host = ViewHost(FlowScreen())
        let json = host.render(.json)
        #expect(json.hasPrefix("{\n  \"schema\": \"canopy-tree/1\",\n  \"views\": [\n"))
        #expect(
            json.contains(
                #"{"id": 2, "parent": 1, "type": "FlowReader", "line": "FlowReader", "path": "FlowScreen/VStack/FlowReader", "attributes": [], "reads": [{"key": "flow", "value": "\"down\"", "writer": 1}]}"#
            ))
        #expect(json.contains(#"{"key": "flow", "value": "\"down\"", "from": 1, "to": 2}"#))
        #expect(json.contains(#"{"key": "flowSum", "value": "1", "from": 4, "to": 1}"#))
        #expect(
            json.contains(
                #"{"key": "navigationTitle", "value": "\"Flows\"", "from": 1, "to": null}"#))
        #expect(host.render(.json) == json)
        #expect(host.render(.text) == host.render())
    }
}

private struct OtherKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct ReplacedFlows: View {
    var body: some View {
        VStack {
            FlowReader().environment(\.flow, "own")
            VStack {
                Text("inner").preference(key: FlowSumKey.self, value: 1)
            }
            .preference(key: FlowSumKey.self, value: 10)
        }
        .onPreferenceChange(OtherKey.self) { _ in }
        .onPreferenceChange(FlowSumKey.self) { _ in }
    }
}

@MainActor
@Suite("Flows: readers by key, replaced writers, writes on the reader's own line (P4, E3)")
struct FlowEdgeTests {
    @Test("P4: a replaced writer draws no edge; a reader of another key is not a reader")
    func readersAndReplacement() {
        let host = ViewHost(ReplacedFlows())
        let json = host.render(.json)
        // Only the replacing writer's value arrives, at the line the readers fold into (1).
        #expect(
            json.contains(
                #""preferenceFlows": [\#n    {"key": "flowSum", "value": "10", "from": 4, "to": 1}\#n  ]"#
            ))
        // The reader's own modifier wrote the value it read: the writer is its own line.
        #expect(json.contains(#"{"key": "flow", "value": "\"own\"", "writer": 2}"#))
        #expect(!host.render(.dot).contains("n2 -> n2"))
    }
}
