/// Builds views from the statements of a closure: blocks of any length (parameter packs, so no
/// ten-child limit), `if`/`else`, `if let`, `switch` and availability checks.
///
///     VStack {
///         Text("Title")
///         if showDetail { Text("Detail") } else { Spacer() }
///     }
@resultBuilder
public enum ViewBuilder {
    /// An empty block builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single statement builds that view itself.
    ///
    /// Consuming: the statement's value is a temporary, handed on without a copy (a borrowed
    /// one was copied to be returned, retaining every reference the view holds, once per
    /// view built).
    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content {
        content
    }

    /// Several statements build a ``TupleView`` of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content)
        -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    /// Passes each view expression through unchanged (consumed, not copied, as a single
    /// statement's block is).
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content {
        content
    }

    /// An `if` without `else` builds an optional view: present while the condition holds.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `true` branch of an `if`/`else` or the first cases of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `false` branch of an `if`/`else` or the later cases of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content under `if #available` is type-erased, as SwiftUI does.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
