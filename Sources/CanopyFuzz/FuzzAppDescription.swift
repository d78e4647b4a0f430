/// A generated app case as readable text: each scene's content as an indented tree, the
/// commands, and the numbered steps. What a failing case is reported as, beside its seed.
public enum FuzzAppDescription {
    /// The case as lines of text.
    public static func text(for fuzzCase: FuzzAppCase) -> String {
        let spec = fuzzCase.spec
        var lines = [
            "platform: \(spec.platform)"
                + (spec.navigationLifecycle ? "" : " (without navigation lifecycle)")
        ]
        for scene in FuzzSceneID.allCases {
            guard let content = spec.contents[scene] else { continue }
            lines.append("scene \(scene.rawValue):")
            describe(content, indent: 1, into: &lines)
        }
        lines.append(
            "commands: "
                + (spec.commands.isEmpty
                    ? "none" : spec.commands.map(describe).joined(separator: ", ")))
        lines.append("steps:")
        for (index, step) in fuzzCase.steps.enumerated() {
            lines.append("  \(index + 1). \(step)")
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ command: FuzzCommand) -> String {
        switch command {
        case .focusedValue: return "View"
        case .sceneValue: return "Scene"
        case .binding: return "Bind"
        case .object: return "Obj"
        case .shared: return "Shared"
        case .appStorage(let key): return "Key\(key)"
        case .open(let scene): return "Open \(scene.rawValue)"
        }
    }

    /// One line per node: its number and what it is.
    static func describe(_ node: FuzzAppNode, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: "  ", count: indent)
        let what: String
        switch node.kind {
        case .stack(.vertical, _): what = "VStack"
        case .stack(.horizontal, _): what = "HStack"
        case .stack(.list, _): what = "List"
        case .stack(.section, _): what = "Section(\"T\(node.id)\")"
        case .shared(let viaBinding):
            what = "shared app state (\(viaBinding ? "binding" : "value"))"
        case .store: what = "app store (@EnvironmentObject)"
        case .appStorage(let key): what = "@AppStorage(\"k\(key)\")"
        case .sceneStorage(let key): what = "@SceneStorage(\"s\(key)\")"
        case .local: what = "@State"
        case .appPhase: what = "app scenePhase"
        case .windowPhase: what = "window scenePhase"
        case .field(let value, let binding, let focusState):
            what =
                "TextField"
                + (value ? " .focusedValue(v)" : "") + (binding ? " .focusedValue($count)" : "")
                + (focusState ? " .focused($isFocused)" : "")
        case .publisher(.value(let key, let scene), _):
            what = (scene ? ".focusedSceneValue" : ".focusedValue") + "(key \(key))"
        case .publisher(.object(let scene), _):
            what = scene ? ".focusedSceneObject" : ".focusedObject"
        case .reader: what = "@FocusedValue/@FocusedBinding/@FocusedObject reader"
        case .sheet(let inSceneStorage, _):
            what = ".sheet (\(inSceneStorage ? "@SceneStorage" : "@State"))"
        case .alert: what = ".alert"
        case .navigation(let inSceneStorage, _, _):
            what = "NavigationStack (\(inSceneStorage ? "@SceneStorage" : "@State") path)"
        case .lifecycle: what = ".onAppear/.onDisappear"
        case .openWindow(let scene): what = "openWindow(\(scene.rawValue))"
        case .closeWindow: what = "dismissWindow()"
        case .tabs(let tabs, _):
            what =
                "TabView(selection:) (\(tabs.usesTabType ? "Tab" : "tabItem"), badges \(tabs.badged))"
        case .toolbar(let placement, _): what = ".toolbar ToolbarItem(placement: .\(placement))"
        case .detentSheet(let options, _):
            what =
                ".sheet" + (options.detents ? " .presentationDetents" : "")
                + (options.dismissDisabled ? " .interactiveDismissDisabled" : "")
        }
        lines.append("\(pad)\(node.id): \(what)")
        if case .navigation(_, let root, let destination) = node.kind {
            lines.append("\(pad)  root:")
            describe(root, indent: indent + 2, into: &lines)
            lines.append("\(pad)  destination:")
            describe(destination, indent: indent + 2, into: &lines)
            return
        }
        for child in node.kind.children { describe(child, indent: indent + 1, into: &lines) }
    }
}
