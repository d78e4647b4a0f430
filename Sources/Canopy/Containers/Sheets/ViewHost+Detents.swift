extension ViewHost {
    /// The detent the front-most sheet rests at (C14, D53): `nil` with no sheet presented, or
    /// one whose content declares no detents (it rests at `.large`).
    public var sheetDetent: PresentationDetent? {
        flush()
        return frontSheetDetents()?.current
    }

    /// The detents the front-most sheet offers, lowest first; empty when it declares none.
    public var sheetDetents: [PresentationDetent] {
        flush()
        return frontSheetDetents()?.offered ?? []
    }

    /// Drags the front-most sheet to `detent`, as a person does (C14, D53): writes its
    /// selection binding, then flushes. Returns `false` when no sheet is presented, it does
    /// not offer `detent`, or on macOS, where sheets do not resize.
    @discardableResult
    public func dragSheet(to detent: PresentationDetent) -> Bool {
        flush()
        guard let (presenter, state) = frontSheet() else { return false }
        let moved = HostContext.running(on: platform, clock: clock) {
            state.drag(to: detent, on: platform)
        }
        if moved {
            owner?.windowWasUsed(self)
            // Whether the view behind can be used may follow the detent (D104): the sheet is
            // evaluated again, so its accessibility and the focus behind it follow too.
            if (presenter as? any DetentDependentReach)?.reachFollowsDetent == true {
                graph.invalidate(presenter)
            }
        }
        flush()
        return moved
    }

    private func frontSheetDetents() -> SheetDetentState? { frontSheet()?.detents }

    /// The front-most presentation, when it is a sheet, with where it rests.
    private func frontSheet() -> (presenter: _ViewNode, detents: SheetDetentState)? {
        // An open menu is over the sheet, which can still be dragged.
        let presenting = graph.reachable((any Dismissible).self, behindFront: true) {
            $0.isPresenting && !$0.presentsMenu
        }
        guard let front = presenting.last, front.isPresenting, front.children.count > 1 else {
            return nil
        }
        // An alert or a dialog in front is no sheet to drag (C14).
        if let presenter = front as? any SheetDetentPresenting {
            return presenter.sheetDetents.map { (front, $0) }
        }
        return (front.children[1] as? any SheetDetentHolding).map { (front, $0.detents) }
    }
}
