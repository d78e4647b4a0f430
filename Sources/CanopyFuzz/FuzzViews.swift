import Canopy

/// `Text("e<id> <value>")` reading an environment key.
struct FuzzEnvironmentText: View {
    let id: Int
    let context: FuzzHostContext
    @Environment private var value: Int

    init(id: Int, identity: String, key: FuzzEnvironmentKey, context: FuzzHostContext) {
        self.id = id
        self.identity = identity
        self.context = context
        _value = Environment(key.keyPath)
    }

    let identity: String

    var body: some View {
        let _ = context.recordRead(identity, "\(value)")
        Text("e\(id) \(value)")
    }
}

/// A `VStack` of one to three children at static positions.
struct FuzzStack: View {
    let frame: FuzzView
    let children: [FuzzNode]

    var body: some View {
        switch children.count {
        case 1: VStack { frame.view(children[0]) }
        case 2:
            VStack {
                frame.view(children[0]); frame.view(children[1])
            }
        default:
            VStack {
                frame.view(children[0]); frame.view(children[1]); frame.view(children[2])
            }
        }
    }
}

/// Reads an environment key and hands it down as a variable.
struct FuzzEnvironmentScope: View {
    let frame: FuzzView
    let child: FuzzNode
    @Environment private var value: Int

    init(frame: FuzzView, key: FuzzEnvironmentKey, child: FuzzNode) {
        self.frame = frame
        self.child = child
        _value = Environment(key.keyPath)
    }

    var body: some View {
        frame.introducing(value, into: child)
    }
}

/// `.preference(key:value:)` for either key.
struct FuzzPreferenceWriter: View {
    let frame: FuzzView
    let key: FuzzPreferenceKey
    let value: Int
    let child: FuzzNode

    var body: some View {
        switch key {
        case .sum: frame.view(child).preference(key: FuzzSumKey.self, value: value)
        case .list: frame.view(child).preference(key: FuzzListKey.self, value: [value])
        }
    }
}

/// `.transformPreference` for either key.
struct FuzzPreferenceTransformer: View {
    let frame: FuzzView
    let key: FuzzPreferenceKey
    let delta: Int
    let child: FuzzNode

    var body: some View {
        let delta = delta
        switch key {
        case .sum: frame.view(child).transformPreference(FuzzSumKey.self) { $0 += delta }
        case .list: frame.view(child).transformPreference(FuzzListKey.self) { $0.append(delta) }
        }
    }
}

/// `onPreferenceChange` into `@State`, shown after the content. It shows the default until a
/// value arrives, so a fresh mount and an updated host agree.
struct FuzzPreferenceReader<Key: PreferenceKey>: View where Key.Value: Equatable & Sendable {
    let frame: FuzzView
    let child: FuzzNode
    @State private var observed: Key.Value?

    var body: some View {
        VStack {
            frame.view(child).onPreferenceChange(Key.self) { observed = $0 }
            Text("p\(frame.node.id) \(observed ?? Key.defaultValue)")
        }
    }
}

/// `overlayPreferenceValue` showing the content's value.
struct FuzzOverlayReader: View {
    let frame: FuzzView
    let key: FuzzPreferenceKey
    let child: FuzzNode

    var body: some View {
        let id = frame.node.id
        switch key {
        case .sum:
            frame.view(child).overlayPreferenceValue(FuzzSumKey.self) { Text("v\(id) \($0)") }
        case .list:
            frame.view(child).overlayPreferenceValue(FuzzListKey.self) { Text("v\(id) \($0)") }
        }
    }
}

/// `@State` with a button that increments it; the value and a binding go down.
struct FuzzLocal: View {
    let frame: FuzzView
    let child: FuzzNode
    @State private var value: Int
    @StateObject private var birth: FuzzBirth

    init(frame: FuzzView, child: FuzzNode) {
        self.frame = frame
        self.child = child
        _value = State(initialValue: frame.context.seeds[frame.identity] ?? 0)
        _birth = StateObject(wrappedValue: FuzzBirth(frame.identity, context: frame.context))
    }

    var body: some View {
        VStack {
            Button("L" + frame.identity) { value += 1 }
            frame.introducing(value, binding: $value, into: child)
        }
    }
}

/// `@StateObject`, created once per identity, with a button that increments it.
struct FuzzStateObject: View {
    let frame: FuzzView
    let child: FuzzNode
    @StateObject private var counter: FuzzCounter
    @StateObject private var birth: FuzzBirth

    init(frame: FuzzView, child: FuzzNode) {
        self.frame = frame
        self.child = child
        let seed = frame.context.seeds[frame.identity] ?? 0
        _counter = StateObject(wrappedValue: FuzzCounter(seed))
        _birth = StateObject(wrappedValue: FuzzBirth(frame.identity, context: frame.context))
    }

    var body: some View {
        let counter = counter
        VStack {
            Button("S" + frame.identity) { counter.value += 1 }
            frame.introducing(counter.value, into: child)
        }
    }
}

/// `@ObservedObject` on a shared object.
struct FuzzObserved: View {
    let frame: FuzzView
    let child: FuzzNode
    @ObservedObject var object: FuzzObject

    var body: some View {
        frame.introducing(object.value, into: child)
    }
}

/// `@EnvironmentObject` supplied at the root.
struct FuzzEnvironmentObjectReader: View {
    let frame: FuzzView
    let child: FuzzNode
    @EnvironmentObject private var object: FuzzEnvironmentObject

    var body: some View {
        frame.introducing(object.value, into: child)
    }
}

/// An `@Observable` model held as a `let`: Observation tracks the field the body reads.
struct FuzzObservable: View {
    let frame: FuzzView
    let field: Int
    let child: FuzzNode
    let model: FuzzModel

    var body: some View {
        frame.introducing(model[field], into: child)
    }
}

/// An `@Observable` model read with `@Environment(Model.self)`.
struct FuzzObservableFromEnvironment: View {
    let frame: FuzzView
    let field: Int
    let child: FuzzNode
    @Environment(FuzzModel.self) private var model

    var body: some View {
        frame.introducing(model[field], into: child)
    }
}

/// Logs `appear`/`disappear` with the node's identity.
struct FuzzLifecycle: View {
    let frame: FuzzView
    let child: FuzzNode

    var body: some View {
        let context = frame.context
        let identity = frame.identity
        frame.view(child)
            .onAppear { context.events.append("appear " + identity) }
            .onDisappear { context.events.append("disappear " + identity) }
    }
}

/// Logs `onChange(of:)` with the node's identity.
struct FuzzChangeObserver: View {
    let frame: FuzzView
    let value: Int
    let child: FuzzNode

    var body: some View {
        let context = frame.context
        let identity = frame.identity
        frame.view(child).onChange(of: value) { old, new in
            context.changes.append("change \(identity) \(old) \(new)")
        }
    }
}

/// A custom button style whose body is one text in place of the button's title: the button
/// keeps its tap (found by its title), and the text says which style drew it.
struct FuzzButtonStyle: ButtonStyle {
    let text: String
    func makeBody(configuration: Configuration) -> some View { Text(text) }
}
