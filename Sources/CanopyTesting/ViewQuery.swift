import Canopy

/// What a query looks for in a tree: a text, a view type, an explicit id, or any condition.
///
/// Queries see views, not the graph's wrappers: modifiers, tuples, conditionals, `ForEach` and
/// `AnyView` are looked through, so inserting one does not change what a query finds.
public struct ViewQuery: CustomStringConvertible {
    enum Kind {
        case text(String)
        case type(ObjectIdentifier, name: String)
        case typeName(String)
        case id(AnyHashable)
        case condition(String, @MainActor (InspectedView) -> Bool)
    }

    let kind: Kind

    /// A view that shows exactly `text`: a `Text`, or a control made with that title
    /// (`Button("Save") {}`).
    public static func text(_ text: String) -> ViewQuery { ViewQuery(kind: .text(text)) }

    /// A view of type `type` (`Button<Text>.self`).
    public static func type<V: View>(_ type: V.Type) -> ViewQuery {
        ViewQuery(kind: .type(ObjectIdentifier(type), name: InspectedView.name(of: type)))
    }

    /// A view whose rendered name is `name` (`"Button"`, `"VStack"`): the generic arguments
    /// are not spelled out.
    public static func named(_ name: String) -> ViewQuery { ViewQuery(kind: .typeName(name)) }

    /// A view given the identity `id`: a `ForEach` row's id or an `.id(_:)` value.
    public static func id<ID: Hashable>(_ id: ID) -> ViewQuery {
        ViewQuery(kind: .id(AnyHashable(id)))
    }

    /// A view for which `condition` holds; `label` names the query in errors.
    public static func matching(
        _ label: String, _ condition: @escaping @MainActor (InspectedView) -> Bool
    ) -> ViewQuery {
        ViewQuery(kind: .condition(label, condition))
    }

    /// What the query looks for, as errors name it (`a view showing "Save"`).
    public var description: String {
        switch kind {
        case .text(let text): "a view showing \(quotedText(text))"
        case .type(_, let name): "a view of type \(name)"
        case .typeName(let name): "a view named \(name)"
        case .id(let id): "a view with id \(ValueFormatter.format(id.base))"
        case .condition(let label, _): "a view matching \(label)"
        }
    }

    @MainActor func matches(_ view: InspectedView) -> Bool {
        switch kind {
        case .text(let text): view.text == text
        case .type(let id, _): ObjectIdentifier(view.viewType) == id
        case .typeName(let name): view.typeName == name
        case .id(let id): view.id == id
        case .condition(_, let condition): condition(view)
        }
    }

    /// What the views in scope offer that resembles what was asked for, closest first.
    @MainActor func nearMatches(among views: [InspectedView]) -> [String] {
        let target: String
        let candidates: [String]
        switch kind {
        case .text(let text):
            target = text
            candidates = views.compactMap(\.text).map(quotedText)
        case .type(_, let name), .typeName(let name):
            target = name
            candidates = views.map(\.typeName)
        case .id(let id):
            target = ValueFormatter.format(id.base)
            candidates = views.compactMap(\.id).map { ValueFormatter.format($0.base) }
        case .condition:
            return []
        }
        return NearMatches.closest(to: target, among: candidates)
    }
}

private func quotedText(_ text: String) -> String { ValueFormatter.format(text) }

/// A query found no view, or more than one where one was asked for.
public struct InspectionError: Error, CustomStringConvertible {
    /// What was looked for.
    public let query: String
    /// Where it was looked for (`ViewHost`, a view's path).
    public let scope: String
    /// How many views matched (0, or more than one for a query that wanted one).
    public let matchCount: Int
    /// What the scope holds that resembles what was asked for, closest first (at most five).
    public let nearMatches: [String]

    /// What went wrong and what is close, as one sentence or two.
    public var description: String {
        var text =
            matchCount == 0
            ? "No view in \(scope) is \(query)."
            : "\(matchCount) views in \(scope) are \(query); expected one."
        if !nearMatches.isEmpty {
            text += " Near matches: " + nearMatches.joined(separator: ", ") + "."
        }
        return text
    }
}

/// Ranks strings by how close they are to a target: edit distance ignoring case, with
/// containment (either way, of at least three characters) counted as close.
enum NearMatches {
    static func closest(to target: String, among candidates: [String], limit: Int = 5) -> [String] {
        let lowered = target.lowercased()
        var seen = Set<String>()
        var scored: [(distance: Int, text: String)] = []
        for candidate in candidates where seen.insert(candidate).inserted {
            let plain = candidate.trimmingQuotes.lowercased()
            var distance = editDistance(Array(lowered), Array(plain))
            // Containment counts when the shorter side is a word's worth (not one letter).
            if min(lowered.count, plain.count) >= 3,
                plain.contains(lowered) || lowered.contains(plain)
            {
                distance = min(distance, 1)
            }
            if distance <= max(2, lowered.count / 2) { scored.append((distance, candidate)) }
        }
        scored.sort { ($0.distance, $0.text) < ($1.distance, $1.text) }
        return scored.prefix(limit).map(\.text)
    }
}

extension String {
    fileprivate var trimmingQuotes: String {
        guard count >= 2, first == "\"", last == "\"" else { return self }
        return String(dropFirst().dropLast())
    }
}
