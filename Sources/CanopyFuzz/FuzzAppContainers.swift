import Canopy

/// A tab view over the node's children (C10, C11): its selection and the badge count are the
/// view's `@State`, started from the oracle's values so a fresh launch starts where the
/// incrementally driven app is.
struct FuzzTabsView: View {
    let frame: FuzzAppView
    let tabs: FuzzTabs
    let children: [FuzzAppNode]
    @State private var selection: Int
    @State private var count: Int

    init(frame: FuzzAppView, tabs: FuzzTabs, children: [FuzzAppNode]) {
        self.frame = frame
        self.tabs = tabs
        self.children = children
        let place = frame.frame
        _selection = State(initialValue: place.int(place.key(frame.node.id, "tab")))
        _count = State(initialValue: place.int(place.key(frame.node.id, "badge")))
    }

    var body: some View {
        let id = frame.node.id
        let identity = frame.frame.identity(id)
        VStack {
            Text("c\(id) \(count)")
            Button("C" + identity) { count = (count + 1) % 3 }
            TabView(selection: $selection) {
                ForEach(children.indices, id: \.self) { index in
                    tab(index, label: FuzzTabs.label(identity, index))
                }
            }
        }
    }

    /// Tab `index`: a badge of 0 shows none, as no badge does (C11), so every tab gets one
    /// and the unbadged ones get 0.
    @ViewBuilder private func tab(_ index: Int, label: String) -> some View {
        let badge = index < tabs.badged.count && tabs.badged[index] ? count : 0
        if tabs.usesTabType {
            Tab(label, systemImage: "circle", value: index) { frame.view(children[index]) }
                .badge(badge)
        } else {
            frame.view(children[index]).tabItem { Text(label) }.tag(index).badge(badge)
        }
    }
}

/// `t<id> n` above the child, and a toolbar item whose button increments n (C1–C6).
struct FuzzToolbarView: View {
    let frame: FuzzAppView
    let placement: FuzzToolbarPlacement
    let child: FuzzAppNode
    @State private var count: Int

    init(frame: FuzzAppView, placement: FuzzToolbarPlacement, child: FuzzAppNode) {
        self.frame = frame
        self.placement = placement
        self.child = child
        _count = State(initialValue: frame.frame.int(frame.frame.key(frame.node.id)))
    }

    var body: some View {
        let id = frame.node.id
        VStack {
            Text("t\(id) \(count)")
            frame.view(child)
        }
        .toolbar {
            ToolbarItem(placement: placement.placement) {
                Button("T" + frame.frame.identity(id)) { count += 1 }
            }
        }
    }
}

/// Button `P…` and a sheet that may offer detents (C14) and refuse a swipe (C13); the flag and
/// the selected detent are the view's `@State`.
struct FuzzDetentSheetView: View {
    let frame: FuzzAppView
    let options: FuzzSheetOptions
    let child: FuzzAppNode
    @State private var isPresented: Bool
    @State private var detent: PresentationDetent

    init(frame: FuzzAppView, options: FuzzSheetOptions, child: FuzzAppNode) {
        self.frame = frame
        self.options = options
        self.child = child
        let place = frame.frame
        let key = place.key(frame.node.id)
        _isPresented = State(initialValue: place.bool(key))
        _detent = State(
            initialValue: FuzzDetent.offered[place.int(place.key(frame.node.id, "detent")) % 2])
    }

    var body: some View {
        let id = frame.node.id
        let identity = frame.frame.identity(id)
        VStack {
            Button("P" + identity) { isPresented = true }
        }
        .sheet(isPresented: $isPresented) {
            FuzzDetentSheetContent(
                id: id, identity: identity, options: options, detent: $detent,
                child: frame.view(child))
        }
    }
}

/// A detent sheet's content: button `D…` dismissing it, `z<id> <detent>` when it offers
/// detents, then the child.
struct FuzzDetentSheetContent: View {
    let id: Int
    let identity: String
    let options: FuzzSheetOptions
    @Binding var detent: PresentationDetent
    let child: FuzzAppView
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let content = VStack {
            Button("D" + identity) { dismiss() }
            if options.detents { Text("z\(id) \(detent)") }
            child
        }
        .interactiveDismissDisabled(options.dismissDisabled)
        if options.detents {
            content.presentationDetents([.medium, .large], selection: $detent)
        } else {
            content
        }
    }
}
