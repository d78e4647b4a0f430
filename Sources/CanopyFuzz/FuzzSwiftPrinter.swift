/// Prints a case as a self-contained Swift file that builds with `import Canopy`: the tree as
/// ordinary SwiftUI-style views (one struct per view that holds state, reads the environment
/// or observes an object) and a function that applies the steps. What a shrunk failure is
/// reported as.
public struct FuzzSwiftPrinter {
    private var structs: [String] = []

    /// A printer with no structs declared yet.
    public init() {}

    /// The Swift source for `fuzzCase`, headed by `comment` lines.
    public static func source(for fuzzCase: FuzzCase, comment: [String] = []) -> String {
        var printer = FuzzSwiftPrinter()
        return printer.file(fuzzCase, comment: comment)
    }

    private mutating func file(_ fuzzCase: FuzzCase, comment: [String]) -> String {
        let root = fuzzCase.root
        let content = view(root, indent: 3)
        var lines = comment.map { "// " + $0 }
        lines.append(
            contentsOf: [
                "import Canopy", "", Self.support, "",
                "struct Repro: View {",
                "    let world: ReproWorld",
                "    @State var v1 = 0",
                "    @State var v2 = 0",
                "",
                "    var body: some View {",
                "        VStack {",
                "            Button(\"R1\") { v1 += 1 }",
                "            Button(\"R2\") { v2 += 1 }",
                "            Button(\"Rx\") {",
                "                v1 += 1",
                "                world.objects[0].value += 1",
                "                world.model.first += 1",
                "                world.environmentObject.value += 1",
                "            }",
                content,
                "        }",
                "        .environmentObject(world.environmentObject)",
                "        .environment(world.model)",
                "    }",
                "}",
            ])
        for declaration in structs {
            lines.append("")
            lines.append(declaration)
        }
        lines.append("")
        lines.append(contentsOf: Self.steps(fuzzCase.steps))
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Views

    static func pad(_ indent: Int) -> String { String(repeating: "    ", count: indent) }

    static func expression(_ expression: FuzzExpression) -> String {
        switch expression {
        case .constant(let value): return "\(value)"
        case .variable(let name, let plus): return plus == 0 ? "v\(name)" : "v\(name) + \(plus)"
        }
    }

    private static func keyPath(_ key: FuzzEnvironmentKey) -> String { key == .a ? "\\.a" : "\\.b" }
    private static func preferenceKey(_ key: FuzzPreferenceKey) -> String {
        key == .sum ? "ReproSum.self" : "ReproList.self"
    }

    /// The arguments that hand `node`'s struct the variables and bindings it uses.
    private static func arguments(for node: FuzzNode, world: Bool) -> String {
        var arguments = world ? ["world: world"] : []
        for name in node.freeVariables where !node.freeBindings.contains(name) {
            arguments.append("v\(name): v\(name)")
        }
        for name in node.freeBindings { arguments.append("v\(name): $v\(name)") }
        return arguments.joined(separator: ", ")
    }

    /// Whether the struct for `node` needs the shared objects.
    private static func needsWorld(_ node: FuzzNode) -> Bool {
        FuzzShrinker.preorder(node).contains { node in
            switch node.kind {
            case .observedObject: return true
            case .observable(_, let viaEnvironment, _): return !viaEnvironment
            default: return false
            }
        }
    }

    /// `node` as a view expression at `indent`, declaring structs for the nodes that need one.
    private mutating func view(_ node: FuzzNode, indent: Int) -> String {
        let pad = Self.pad(indent)
        let id = node.id
        func modified(_ child: FuzzNode, _ modifier: String) -> String {
            view(child, indent: indent) + "\n" + pad + "    " + modifier
        }
        switch node.kind {
        case .text(let expression):
            return pad + "Text(\"t\(id) \\(\(Self.expression(expression)))\")"
        case .stack(let children):
            let body = children.map { view($0, indent: indent + 1) }.joined(separator: "\n")
            return pad + "VStack {\n" + body + "\n" + pad + "}"
        case .conditional(let expression, let then, let otherwise):
            var text =
                pad + "Group {\n" + pad + "    if (\(Self.expression(expression))) % 2 == 0 {\n"
            text += view(then, indent: indent + 2) + "\n" + pad + "    }"
            if let otherwise {
                text += " else {\n" + view(otherwise, indent: indent + 2) + "\n" + pad + "    }"
            }
            return text + "\n" + pad + "}"
        case .forEach(let expression, let template):
            return pad
                + "ForEach(reproList(\(Self.expression(expression))), id: \\.self) { v\(id) in\n"
                + view(template, indent: indent + 1) + "\n" + pad + "}"
        case .identified(let expression, let child):
            return modified(child, ".id(\(Self.expression(expression)))")
        case .anyView(let child):
            return pad + "AnyView(\n" + view(child, indent: indent + 1) + "\n" + pad + ")"
        case .environmentWrite(let key, let expression, let child):
            return modified(
                child, ".environment(\(Self.keyPath(key)), \(Self.expression(expression)))")
        case .environmentTransform(let key, let delta, let child):
            return modified(child, ".transformEnvironment(\(Self.keyPath(key))) { $0 += \(delta) }")
        case .preferenceWrite(let key, let expression, let child):
            let value = Self.expression(expression)
            return modified(
                child,
                ".preference(key: \(Self.preferenceKey(key)), value: \(key == .sum ? value : "[\(value)]"))"
            )
        case .preferenceTransform(let key, let delta, let child):
            let change = key == .sum ? "$0 += \(delta)" : "$0.append(\(delta))"
            return modified(child, ".transformPreference(\(Self.preferenceKey(key))) { \(change) }")
        case .overlayReader(let key, let child):
            return modified(
                child,
                ".overlayPreferenceValue(\(Self.preferenceKey(key))) { Text(\"v\(id) \\($0)\") }")
        case .lifecycle(let child):
            return modified(
                child,
                ".onAppear { print(\"appear \(id)\") }.onDisappear { print(\"disappear \(id)\") }")
        case .onChange(let expression, let child):
            return modified(
                child,
                ".onChange(of: \(Self.expression(expression))) { old, new in print(\"change \(id)\", old, new) }"
            )
        case .buttonStyle(let expression, let child):
            return modified(
                child,
                ".buttonStyle(ReproButtonStyle(text: \"s\(id) \\(\(Self.expression(expression)))\"))"
            )
        case .bindingButton(let local):
            return pad + "Button(\"B\(id)\") { v\(local) += 1 }"
        case .lazyContainer(let container, let child):
            return Self.lazyContainer(
                container,
                content: view(child, indent: indent + Self.contentDepth(container)), indent: indent)
        case .effect(let effect, let expression, let child):
            return modified(child, effect.source(Self.expression(expression)))
        case .accessibility(let modifier, let expression, let child):
            return modified(child, modifier.source(Self.expression(expression)))
        case .container(let container, _, _) where container.isTabView || container.isPicker:
            declareStruct(for: node, world: Self.needsWorld(node))
            return pad + "Node\(id)(\(Self.arguments(for: node, world: Self.needsWorld(node))))"
        case .container(let container, let expression, let child):
            return modified(child, container.source(id: id, Self.expression(expression)))
        case .animation(let animation, let expression, let child):
            return modified(
                child,
                ".animation(\(animation.map(String.init(describing:)) ?? "nil"), value: \(Self.expression(expression)))"
            )
        case .transition(let transition, let child):
            return modified(child, ".transition(\(transition.source))")
        case .section(let section, let expression, let child):
            return Self.section(
                section, id: id, value: expression, content: view(child, indent: indent + 1),
                indent: indent)
        case .environmentText, .environmentScope, .preferenceReader, .local, .stateObject,
            .observedObject, .environmentObject, .observable:
            let world = Self.needsWorld(node)
            declareStruct(for: node, world: world)
            var arguments = Self.arguments(for: node, world: world)
            if case .observedObject(let index, _) = node.kind {
                arguments += ", object: world.objects[\(index)]"
            }
            return pad + "Node\(id)(\(arguments))"
        }
    }

    /// Declares `Node<id>`: the variables it is handed, the property that holds state or reads
    /// the environment or an object, and a body.
    private mutating func declareStruct(for node: FuzzNode, world: Bool) {
        let id = node.id
        var fields: [String] = world ? ["let world: ReproWorld"] : []
        for name in node.freeVariables where !node.freeBindings.contains(name) {
            fields.append("let v\(name): Int")
        }
        for name in node.freeBindings { fields.append("@Binding var v\(name): Int") }
        var prelude: [String] = []
        let content: String
        switch node.kind {
        case .environmentText(let key):
            fields.append("@Environment(\(Self.keyPath(key))) var value")
            content = Self.pad(2) + "Text(\"e\(id) \\(value)\")"
        case .environmentScope(let key, let child):
            fields.append("@Environment(\(Self.keyPath(key))) var v\(id)")
            content = view(child, indent: 2)
        case .preferenceReader(let key, let child):
            let type = key == .sum ? "Int" : "[Int]"
            let name = key == .sum ? "ReproSum" : "ReproList"
            fields.append("@State var observed: \(type)?")
            content =
                Self.pad(2) + "VStack {\n"
                + modified(child, ".onPreferenceChange(\(name).self) { observed = $0 }", indent: 3)
                + "\n" + Self.pad(3) + "Text(\"p\(id) \\(observed ?? \(name).defaultValue)\")\n"
                + Self.pad(2) + "}"
        case .local(let child):
            fields.append("@State var v\(id) = 0")
            content =
                Self.pad(2) + "VStack {\n" + Self.pad(3) + "Button(\"L\(id)\") { v\(id) += 1 }\n"
                + view(child, indent: 3) + "\n" + Self.pad(2) + "}"
        case .stateObject(let child):
            fields.append("@StateObject var counter = ReproCounter()")
            prelude.append("let v\(id) = counter.value")
            content =
                Self.pad(2) + "VStack {\n" + Self.pad(3)
                + "Button(\"S\(id)\") { counter.value += 1 }\n"
                + view(child, indent: 3) + "\n" + Self.pad(2) + "}"
        case .observedObject(let index, let child):
            fields.append("@ObservedObject var object: ReproObject")
            prelude.append("let v\(id) = object.value")
            content = view(child, indent: 2)
            _ = index  // The object is chosen where the struct is created.
        case .environmentObject(let child):
            fields.append("@EnvironmentObject var object: ReproEnvironmentObject")
            prelude.append("let v\(id) = object.value")
            content = view(child, indent: 2)
        case .observable(let field, let viaEnvironment, let child):
            if viaEnvironment { fields.append("@Environment(ReproModel.self) var model") }
            prelude.append(
                "let v\(id) = \(viaEnvironment ? "" : "world.")model.\(field == 0 ? "first" : "second")"
            )
            content = view(child, indent: 2)
        case .container(let container, let expression, let child) where container.isTabView:
            fields.append("@State var tab = 0")
            content = Self.tabView(
                id: id, usesTabType: container == .tabs, value: Self.expression(expression),
                content: view(child, indent: container == .tabs ? 4 : 3))
        case .container(let container, let expression, let child) where container.isPicker:
            fields.append("@State var pick = 0")
            content = Self.picker(
                id: id, style: container, value: Self.expression(expression),
                content: view(child, indent: 3))
        default:
            return
        }
        if !node.kind.children.contains(where: { $0.freeVariables.contains(id) }) {
            // Read but unused below: keep the read (it is what subscribes) without a name.
            prelude = prelude.map { $0.replacingOccurrences(of: "let v\(id) =", with: "let _ =") }
        }
        var lines = ["struct Node\(id): View {"]
        lines += fields.map { Self.pad(1) + $0 }
        lines += ["", Self.pad(1) + "var body: some View {"]
        lines += prelude.map { Self.pad(2) + $0 }
        lines += [content, Self.pad(1) + "}", "}"]
        structs.append(lines.joined(separator: "\n"))
    }

    private mutating func modified(_ child: FuzzNode, _ modifier: String, indent: Int) -> String {
        view(child, indent: indent) + "\n" + Self.pad(indent) + "    " + modifier
    }

    // MARK: Steps

    private static func steps(_ steps: [FuzzStep]) -> [String] {
        var lines = [
            "/// Mounts the tree and applies the steps; compare `host.render()` after each.",
            "@MainActor",
            "func reproduce() throws -> ViewHost {",
            "    let world = ReproWorld()",
            "    let host = ViewHost(Repro(world: world))",
        ]
        let counts = steps.contains { $0.hasCompletion }
        if counts { lines.append("    var completions = 0") }
        for step in steps { lines += statements(step).map { "    " + $0 } }
        if counts { lines.append("    print(\"completions:\", completions)") }
        lines += ["    return host", "}"]
        return lines
    }

    private static func statements(_ step: FuzzStep) -> [String] {
        switch step {
        case .root(let name): return ["try host.tap(\"R\(name)\")"]
        case .combined: return ["try host.tap(\"Rx\")"]
        case .tap(let node, _):
            return [
                "for label in [\"L\(node)\", \"B\(node)\", \"S\(node)\"] where host.controls(.button).contains(label) { try host.tap(label) }"
            ]
        case .object(let index): return ["world.objects[\(index)].value += 1", "host.flush()"]
        case .environmentObject: return ["world.environmentObject.value += 1", "host.flush()"]
        case .model(let field):
            return ["world.model.\(field == 0 ? "first" : "second") += 1", "host.flush()"]
        case .batch(let parts):
            return parts.flatMap { statements($0).filter { $0 != "host.flush()" } } + [
                "host.flush()"
            ]
        case .animated(let animation, let inner, let completion):
            // An outside change is made in the transaction; the host updates after it.
            var body = statements(inner)
            let flushes = body.last == "host.flush()"
            if flushes { body.removeLast() }
            let tries = body.contains { $0.contains("try ") }
            // The body returns nothing: the form with a completion does not discard a result.
            body = body.map { $0.hasPrefix("try host.tap(") ? "_ = " + $0 : $0 }
            var lines = [(tries ? "try " : "") + "withAnimation(\(animation)) {"]
            lines += body.map { "    " + $0 }
            lines.append(completion ? "} completion: {" : "}")
            if completion { lines += ["    completions += 1", "}"] }
            if flushes { lines.append("host.flush()") }
            return lines
        case .advance(let frames, let sampled):
            if sampled {
                return ["for _ in 0..<\(frames) { host.advanceTime(by: 1.0 / 60) }"]
            }
            return ["host.advanceTime(by: \(frames).0 / 60)"]
        case .selectTab(let node, let tab, _):
            // The check selects nothing when no such tab view is reachable.
            return ["try? host.selectTab(\"K\(node)#\(tab)\")"]
        case .pick(let node, let option, let tapsSegment, _):
            // The check picks nothing when no such picker is reachable.
            let index = option % FuzzViewContainer.optionCount(node)
            let pick = "_ = try? host.pick(\"m\(node)#\(index)\", in: \"P\(node)\")"
            return tapsSegment
                ? ["// A segmented picker's option is tapped at its segment's centre:", pick]
                : [pick]
        case .accessibility(let operation, let occurrence):
            // Which element the check chose follows from the tree after the step before.
            return [
                "// VoiceOver \(operation) #\(occurrence): the check names the element; for example",
                "// try host.\(accessibilityCall(operation))",
            ]
        }
    }

    /// The host call an accessibility step makes, with a placeholder label.
    private static func accessibilityCall(_ operation: FuzzAccessibilityOperation) -> String {
        switch operation {
        case .activate: return "accessibilityActivate(\"<button label>\")"
        case .increment: return "accessibilityIncrement(\"<adjustable label>\")"
        case .decrement: return "accessibilityDecrement(\"<adjustable label>\")"
        case .namedAction: return "accessibilityPerform(\"<action>\", on: \"<label>\")"
        case .focus: return "accessibilityFocus(\"<button label>\")"
        }
    }
}
