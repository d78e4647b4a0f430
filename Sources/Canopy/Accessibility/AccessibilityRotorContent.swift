/// The entries of an accessibility rotor (`accessibilityRotor(_:entries:)`):
/// ``AccessibilityRotorEntry`` values, built with ``AccessibilityRotorContentBuilder`` from
/// entries, `if`, `if`/`else` and `ForEach`. Values of these types are not views: they are
/// read when a host reads the rotor, so they follow the state they are made from. A custom
/// type composes entries in its ``body``.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    /// The type of content this value's body produces.
    associatedtype Body: AccessibilityRotorContent

    /// The entries.
    @AccessibilityRotorContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension AccessibilityRotorContent where Body == Never {
    /// Primitive rotor content has no body; asking for it is a programming error.
    public var body: Never {
        fatalError("\(Self.self) is primitive rotor content and has no body")
    }
}

extension Never: AccessibilityRotorContent {}

/// Rotor content that lists its entries itself (entries, blocks, conditions, `ForEach`);
/// any other content lists its body's.
@MainActor
protocol PrimitiveAccessibilityRotorContent {
    func appendPrimitiveRotorEntries(to entries: inout [AccessibilityRotorEntryValue])
}

extension AccessibilityRotorContent {
    /// The entries this content lists, in order.
    func appendRotorEntries(to entries: inout [AccessibilityRotorEntryValue]) {
        if let primitive = self as? any PrimitiveAccessibilityRotorContent {
            primitive.appendPrimitiveRotorEntries(to: &entries)
        } else {
            body.appendRotorEntries(to: &entries)
        }
    }
}

/// Builds rotor content from the statements of a block: entries in the order written, `if`
/// and `if`/`else` choosing entries, `ForEach` repeating them.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    /// One piece of content.
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content)
        -> Content
    {
        content
    }

    /// Several pieces, in order.
    public static func buildBlock<each Content: AccessibilityRotorContent>(
        _ content: repeat each Content
    ) -> _TupleAccessibilityRotorContent<repeat each Content> {
        _TupleAccessibilityRotorContent(repeat each content)
    }

    /// A rotor content expression.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content)
        -> Content
    {
        content
    }

    /// An `if` without `else`: the content while the condition holds.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?)
        -> Content?
    {
        content
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<
        TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent
    >(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<
        TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent
    >(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content behind an availability check.
    public static func buildLimitedAvailability<Content: AccessibilityRotorContent>(
        _ content: Content
    ) -> Content {
        content
    }
}

/// Several pieces of rotor content, built by ``AccessibilityRotorContentBuilder``.
nonisolated public struct _TupleAccessibilityRotorContent<each Content: AccessibilityRotorContent>:
    AccessibilityRotorContent
{
    /// Listed by Canopy.
    public typealias Body = Never
    let value: (repeat each Content)

    init(_ value: repeat each Content) { self.value = (repeat each value) }
}

extension _TupleAccessibilityRotorContent: PrimitiveAccessibilityRotorContent {
    @MainActor
    func appendPrimitiveRotorEntries(to entries: inout [AccessibilityRotorEntryValue]) {
        for content in repeat each value { content.appendRotorEntries(to: &entries) }
    }
}

extension _ConditionalContent: AccessibilityRotorContent
where TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent {}

extension _ConditionalContent: PrimitiveAccessibilityRotorContent
where TrueContent: AccessibilityRotorContent, FalseContent: AccessibilityRotorContent {
    @MainActor func appendPrimitiveRotorEntries(to entries: inout [AccessibilityRotorEntryValue]) {
        switch storage {
        case .trueContent(let content): content.appendRotorEntries(to: &entries)
        case .falseContent(let content): content.appendRotorEntries(to: &entries)
        }
    }
}

extension Optional: AccessibilityRotorContent where Wrapped: AccessibilityRotorContent {}

extension Optional: PrimitiveAccessibilityRotorContent where Wrapped: AccessibilityRotorContent {
    @MainActor func appendPrimitiveRotorEntries(to entries: inout [AccessibilityRotorEntryValue]) {
        self?.appendRotorEntries(to: &entries)
    }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    /// One rotor entry (or several) per `Identifiable` element.
    public init(
        _ data: Data,
        @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
    ) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data, id: \.id, rotorContent: content)
    }

    /// One rotor entry (or several) per element, identified by its value at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, id: id, rotorContent: content)
    }

    /// One rotor entry (or several) per integer of a constant range.
    public init(
        _ data: Range<Int>,
        @AccessibilityRotorContentBuilder content: @escaping (Int) -> Content
    ) where Data == Range<Int>, ID == Int {
        self.init(data, id: \.self, rotorContent: content)
    }

    private init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        rotorContent: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = rotorContent
        identify = { $0[keyPath: id] }
    }
}

extension ForEach: PrimitiveAccessibilityRotorContent where Content: AccessibilityRotorContent {
    @MainActor func appendPrimitiveRotorEntries(to entries: inout [AccessibilityRotorEntryValue]) {
        for element in data { content(element).appendRotorEntries(to: &entries) }
    }
}
