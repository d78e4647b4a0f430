/// The assistive technologies a host can simulate moving focus with.
public struct AccessibilityTechnologies: OptionSet, Sendable, Hashable {
    /// The set's raw bits.
    public let rawValue: Int
    /// A set from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// VoiceOver, the screen reader.
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
    /// Switch Control.
    public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

/// Where assistive technologies (VoiceOver, Switch Control) have focus, as a value the view reads
/// and writes: a focus channel separate from keyboard focus (seed 004 §2). The host moves it as
/// a person using the technology would; setting it moves it to the bound view.
///
///     @AccessibilityFocusState(for: .switchControl) var isClickFocused: Bool
///     Button("Click me") { … }.accessibilityFocused($isClickFocused)
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let unfocused: Value
    let technologies: AccessibilityTechnologies
    var location: FocusStateLocation<Value>?

    /// A two-way connection between an `AccessibilityFocusState` and the views bound to it.
    @propertyWrapper
    public struct Binding: @unchecked Sendable {
        let location: FocusStateLocation<Value>?
        let unfocused: Value

        /// The state's value.
        @MainActor public var wrappedValue: Value {
            get { location?.read() ?? unfocused }
            nonmutating set { location?.request(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    /// Boolean state following every technology's focus.
    public init() where Value == Bool { self.init(for: [.voiceOver, .switchControl]) }

    /// Boolean state following the focus of `technologies` only.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        unfocused = false
        self.technologies = technologies
    }

    /// Optional state following every technology's focus.
    public init<T: Hashable>() where Value == T? { self.init(for: [.voiceOver, .switchControl]) }

    /// Optional state following the focus of `technologies` only.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        unfocused = nil
        self.technologies = technologies
    }

    /// Where the technologies' focus is.
    @MainActor public var wrappedValue: Value {
        get { location?.read() ?? unfocused }
        nonmutating set { location?.request(newValue) }
    }

    /// A binding to pass to ``View/accessibilityFocused(_:)``.
    @MainActor public var projectedValue: Binding {
        Binding(location: location, unfocused: unfocused)
    }

    /// Attaches to the node's slot, created on first mount.
    @MainActor mutating func install(_ context: inout PropertyInstallContext) {
        let unfocused = self.unfocused
        let channel = FocusChannel.accessibility(technologies)
        let node = context.node
        location = context.slot {
            FocusStateLocation(
                unfocused, channel: channel, graph: node.graph,
                owner: .view(node.handle))
        }
    }
}

extension AccessibilityFocusState: _InputComparable {
    /// The value lives in the node; a parent re-creating the view does not reset it.
    static func _inputsEqual(_ lhs: Self, _ rhs: Self) -> Bool { true }
}

extension View {
    /// Binds `condition` to whether assistive technologies focus this view or something in it;
    /// setting it to `true` moves their focus here.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
        -> some View
    {
        modifier(
            _FocusBindingModifier(
                state: condition.location, value: true, matchesContainedFocus: true,
                label: ".accessibilityFocused"))
    }

    /// Binds `binding` to `value` while assistive technologies focus this view; setting the
    /// state to `value` moves their focus here.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        modifier(
            _FocusBindingModifier(
                state: binding.location, value: AnyHashable(value), matchesContainedFocus: true,
                label: ".accessibilityFocused(equals: \(ValueFormatter.format(value)))"))
    }
}

extension AccessibilityFocusState: InstalledProperty {}
