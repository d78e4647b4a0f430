import Canopy

/// What a window's containers collect from its content, read through the host's own API: the
/// front-most presentation's toolbar items (C1–C6, D50), the front-most sheet's detent and
/// offered detents (C14, D53), and every shown tab view's tabs with their badges and the
/// selected one, as the tree's tab view lines say them (C10, C11, D58).
public struct FuzzContainerValues: Sendable, Equatable, CustomStringConvertible {
    /// ``ViewHost/toolbarItems()``, described.
    public var toolbarItems: [String]
    /// ``ViewHost/sheetDetent``.
    public var detent: PresentationDetent?
    /// ``ViewHost/sheetDetents``.
    public var detents: [PresentationDetent]
    /// `tabs:["B5@#0" badge:"1", "B5@#1"] selected:"B5@#0"`, per tab view line of the tree.
    public var tabBars: [String]

    /// Values as given (a test builds a wrong one to see the comparison catch it).
    public init(
        toolbarItems: [String], detent: PresentationDetent?, detents: [PresentationDetent],
        tabBars: [String]
    ) {
        self.toolbarItems = toolbarItems
        self.detent = detent
        self.detents = detents
        self.tabBars = tabBars
    }

    /// What `host`'s containers collect now; `tree` is its rendered tree (the host's own
    /// when not given).
    @MainActor public init(_ host: ViewHost, tree: String? = nil) {
        self.init(
            toolbarItems: host.toolbarItems().map(\.description), detent: host.sheetDetent,
            detents: host.sheetDetents, tabBars: Self.tabBars(in: tree ?? host.render()))
    }

    /// Each window's values, by window number; `trees` are the windows' blocks of the app's
    /// rendered tree, by number.
    @MainActor static func of(_ app: AppHost, trees: [Int: String]) -> [Int: FuzzContainerValues] {
        var values: [Int: FuzzContainerValues] = [:]
        for window in app.windows {
            values[window.number] = FuzzContainerValues(
                window.host, tree: trees[window.number] ?? "")
        }
        return values
    }

    /// The tab view lines of a rendered tree, from `tabs:[` to the selected tab's title.
    public static func tabBars(in rendered: String) -> [String] {
        rendered.split(separator: "\n").compactMap { line -> String? in
            guard let start = line.range(of: "TabView tabs:["),
                let selected = line.range(
                    of: " selected:\"", range: start.upperBound..<line.endIndex),
                let end = line[selected.upperBound...].firstIndex(of: "\"")
            else { return nil }
            return String(line[line.index(start.lowerBound, offsetBy: "TabView ".count)...end])
        }
    }

    /// `toolbar [...] detent … tabs […]`.
    public var description: String {
        "toolbar \(toolbarItems) detent \(detent.map(\.description) ?? "none") of \(detents.map(\.description)) tab views \(tabBars)"
    }

    /// Where an incrementally driven app's values differ from a fresh launch's, window by
    /// window; `nil` when every window's are equal.
    public static func difference(
        fresh: [Int: FuzzContainerValues], updated: [Int: FuzzContainerValues]
    ) -> String? {
        for number in Set(fresh.keys).union(updated.keys).sorted()
        where fresh[number] != updated[number] {
            return """
                window \(number)'s containers collect other values than a fresh launch's (C1–C14)
                  fresh launch: \(fresh[number].map(\.description) ?? "no window")
                  updated app:  \(updated[number].map(\.description) ?? "no window")
                """
        }
        return nil
    }

    /// Where these values differ from what the rules predict; `nil` when they agree.
    func difference(from prediction: FuzzWindowPrediction) -> String? {
        if prediction.toolbarItems != toolbarItems {
            return
                "toolbar items (C1–C6, D50): expected \(prediction.toolbarItems), got \(toolbarItems)"
        }
        if prediction.detent != detent || prediction.detents != detents {
            return
                "the front sheet's detent (C14, D53): expected \(prediction.detent.map(\.description) ?? "none") of \(prediction.detents.map(\.description)), got \(detent.map(\.description) ?? "none") of \(detents.map(\.description))"
        }
        if prediction.tabBars != tabBars {
            return "tab views (C10, C11): expected \(prediction.tabBars), got \(tabBars)"
        }
        return nil
    }
}
