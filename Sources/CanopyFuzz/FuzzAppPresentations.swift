import Canopy

/// A focused-value or focused-object publisher around a subtree (F5–F7).
struct FuzzPublisherView: View {
    let frame: FuzzAppView
    let publisher: FuzzPublisher
    let child: FuzzAppNode

    var body: some View {
        let value = "p\(frame.node.id)"
        switch publisher {
        case .value(0, false): frame.view(child).focusedValue(\.fuzzValue0, value)
        case .value(0, true): frame.view(child).focusedSceneValue(\.fuzzValue0, value)
        case .value(_, false): frame.view(child).focusedValue(\.fuzzValue1, value)
        case .value(_, true): frame.view(child).focusedSceneValue(\.fuzzValue1, value)
        case .object(let scene):
            FuzzObjectPublisherView(
                frame: frame, child: child, scene: scene,
                seed: frame.frame.int(frame.frame.key(frame.node.id)))
        }
    }
}

/// Owns an object and publishes it with `focusedObject` or `focusedSceneObject` (F7).
struct FuzzObjectPublisherView: View {
    let frame: FuzzAppView
    let child: FuzzAppNode
    let scene: Bool
    @StateObject private var object: FuzzFocusObject

    init(frame: FuzzAppView, child: FuzzAppNode, scene: Bool, seed: Int) {
        self.frame = frame
        self.child = child
        self.scene = scene
        let context = frame.frame.context
        _object = StateObject(
            wrappedValue: context.track(FuzzFocusObject(owner: frame.node.id, value: seed)))
    }

    var body: some View {
        let id = frame.node.id
        let content = VStack {
            Text("j\(id) \(object.value)")
            Button("J" + frame.frame.identity(id)) { object.value += 1 }
            frame.view(child)
        }
        if scene {
            content.focusedSceneObject(object)
        } else {
            content.focusedObject(object)
        }
    }
}

/// A sheet whose flag is the view's `@State`.
struct FuzzStateSheetView: View {
    let frame: FuzzAppView
    let child: FuzzAppNode
    @State private var isPresented: Bool

    init(frame: FuzzAppView, child: FuzzAppNode) {
        self.frame = frame
        self.child = child
        _isPresented = State(initialValue: frame.frame.bool(frame.frame.key(frame.node.id)))
    }

    var body: some View { FuzzSheet(frame: frame, child: child, isPresented: $isPresented) }
}

/// A sheet whose flag is the window's `@SceneStorage`: it is presented again after a relaunch.
struct FuzzSceneSheetView: View {
    let frame: FuzzAppView
    let child: FuzzAppNode
    @SceneStorage private var isPresented: Bool

    init(frame: FuzzAppView, child: FuzzAppNode) {
        self.frame = frame
        self.child = child
        let name = "sheet\(frame.node.id)"
        _isPresented = SceneStorage(
            wrappedValue: frame.frame.bool(FuzzKey.scene(frame.frame.window, name)), name)
    }

    var body: some View { FuzzSheet(frame: frame, child: child, isPresented: $isPresented) }
}

/// Button `P…` and the sheet it presents.
struct FuzzSheet: View {
    let frame: FuzzAppView
    let child: FuzzAppNode
    @Binding var isPresented: Bool

    var body: some View {
        let identity = frame.frame.identity(frame.node.id)
        VStack {
            Button("P" + identity) { isPresented = true }
        }
        .sheet(isPresented: $isPresented) {
            FuzzSheetContent(identity: identity, child: frame.view(child))
        }
    }
}

/// A button calling `dismiss()` where it is.
struct FuzzDismissButton: View {
    let label: String
    @Environment(\.dismiss) private var dismiss

    var body: some View { Button(label) { dismiss() } }
}

/// A sheet's content: button `D…` dismissing it, then the child.
struct FuzzSheetContent: View {
    let identity: String
    let child: FuzzAppView
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("D" + identity) { dismiss() }
            child
        }
    }
}

/// An alert over the node's content; its button counts.
struct FuzzAlertView: View {
    let frame: FuzzAppView
    let child: FuzzAppNode
    @State private var isPresented: Bool
    @State private var count: Int

    init(frame: FuzzAppView, child: FuzzAppNode) {
        self.frame = frame
        self.child = child
        let key = frame.frame.key(frame.node.id)
        _isPresented = State(initialValue: frame.frame.bool(key))
        _count = State(initialValue: frame.frame.int(key))
    }

    var body: some View {
        let id = frame.node.id
        let identity = frame.frame.identity(id)
        VStack {
            Text("y\(id) \(count)")
            Button("Q" + identity) { isPresented = true }
            frame.view(child)
        }
        .alert("Alert\(id)", isPresented: $isPresented) {
            Button("Y" + identity) { count += 1 }
        }
    }
}

/// A navigation stack whose path is the view's `@State`.
struct FuzzStateNavigationView: View {
    let frame: FuzzAppView
    let root: FuzzAppNode
    let destination: FuzzAppNode
    @State private var path: [Int]

    init(frame: FuzzAppView, root: FuzzAppNode, destination: FuzzAppNode) {
        self.frame = frame
        self.root = root
        self.destination = destination
        let depth = frame.frame.int(frame.frame.key(frame.node.id))
        _path = State(initialValue: depth > 0 ? Array(1...depth) : [])
    }

    var body: some View {
        FuzzNavigation(frame: frame, root: root, destination: destination, path: $path)
    }
}

/// A navigation stack whose path is the window's `@SceneStorage`: restored by a relaunch.
struct FuzzSceneNavigationView: View {
    let frame: FuzzAppView
    let root: FuzzAppNode
    let destination: FuzzAppNode
    @SceneStorage private var path: [Int]

    init(frame: FuzzAppView, root: FuzzAppNode, destination: FuzzAppNode) {
        self.frame = frame
        self.root = root
        self.destination = destination
        let name = "path\(frame.node.id)"
        let depth = frame.frame.int(FuzzKey.scene(frame.frame.window, name))
        _path = SceneStorage(wrappedValue: depth > 0 ? Array(1...depth) : [], name)
    }

    var body: some View {
        FuzzNavigation(frame: frame, root: root, destination: destination, path: $path)
    }
}

/// `NavigationStack(path:)`: the root and link `N…`; level `v` shows `d<id> v`, a link to
/// `v + 1`, a pop button `X…`, and the destination child; its title is `L<id>.<v>`.
struct FuzzNavigation: View {
    let frame: FuzzAppView
    let root: FuzzAppNode
    let destination: FuzzAppNode
    @Binding var path: [Int]

    var body: some View {
        let id = frame.node.id
        let identity = frame.frame.identity(id)
        let pop = $path
        NavigationStack(path: $path) {
            VStack {
                frame.view(root)
                NavigationLink("N" + identity, value: 1)
            }
            .navigationDestination(for: Int.self) { level in
                let levelIdentity = frame.frame.handing(frame.node, appending: level).identity(id)
                VStack {
                    Text("d\(id) \(level)")
                    NavigationLink("N" + levelIdentity, value: level + 1)
                    Button("X" + levelIdentity) {
                        if !pop.wrappedValue.isEmpty { pop.wrappedValue.removeLast() }
                    }
                    if frame.frame.context.spec.navigationLifecycle {
                        FuzzDismissButton(label: "V" + levelIdentity)
                    }
                    frame.view(destination, appending: level)
                }
                .navigationTitle("L\(id).\(level)")
            }
        }
    }
}
