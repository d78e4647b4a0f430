import Foundation

/// Where a presented sheet rests (C14, D53), kept by its presentation's root: the detents its
/// content offers, lowest first, and the one it rests at.
@MainActor
final class SheetDetentState {
    private(set) var offered: [PresentationDetent] = []
    private(set) var current: PresentationDetent?
    private var selection: Binding<PresentationDetent>?
    private var windowHeight: CGFloat = 0

    nonisolated init() {}

    /// The content said `request` (or nothing): the sheet opens at the selection's detent when
    /// offered, else at the smallest; a selection written from code moves it when offered and
    /// is otherwise refused with a `detentNotOffered` diagnostic (D53). On macOS a sheet rests
    /// at `.large` (D53).
    func update(_ request: SheetDetentsRequest?, at node: _ViewNode) {
        windowHeight = CGFloat((node.graph.host as? ViewHost)?.windowSize.height ?? 0)
        guard let request, !request.detents.isEmpty else {
            offered = []
            current = nil
            selection = nil
            return
        }
        selection = request.selection
        let height = windowHeight
        offered = request.detents.sorted {
            $0.height(inWindow: height) < $1.height(inWindow: height)
        }
        if node.graph.platform == .macOS {
            current = .large
            return
        }
        if let selected = request.selected, selected != current {
            if offered.contains(selected) {
                current = selected
            } else {
                node.graph.record(
                    Diagnostic(
                        kind: .detentNotOffered,
                        message:
                            "The sheet's selection names the detent \(selected), which it does not offer (\(offered.map(\.description).joined(separator: ", "))): the sheet stays where it is",
                        viewPath: node.path))
            }
        }
        if current.map({ !offered.contains($0) }) ?? true { current = offered.first }
    }

    /// A person drags the sheet to `detent`: `false` when it is not offered, or on macOS.
    func drag(to detent: PresentationDetent, on platform: Platform) -> Bool {
        guard platform != .macOS, offered.contains(detent) else {
            return platform != .macOS && offered.isEmpty && detent == .large
        }
        current = detent
        selection?.wrappedValue = detent
        return true
    }

    /// ` detents:[medium, large] detent:medium` on the `.sheet` section's label (D58).
    var label: String {
        guard let current, !offered.isEmpty else { return "" }
        return " detents:[" + offered.map(\.description).joined(separator: ", ") + "] detent:"
            + current.description
    }
}
