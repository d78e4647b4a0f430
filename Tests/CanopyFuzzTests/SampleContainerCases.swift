import Canopy
import CanopyFuzz

/// App cases with tab views, toolbars and detent sheets, written by hand (C1–C14).
enum SampleContainerCases {
    /// One iPadOS window: a tab view whose first tab is a navigation stack with toolbar items
    /// on its root and its destination (a pushed level's items replace the root's) and whose
    /// second tab's item has no bar (C1); a sheet with detents refusing a swipe, whose
    /// navigation stack gives its item a bar (C5); a plain sheet; a tab view written with
    /// `Tab` whose badges follow a counter (C11). The comments say what each step does.
    static func containers(on platform: Platform) -> FuzzAppCase {
        func n(_ id: Int, _ kind: FuzzAppNode.Kind) -> FuzzAppNode {
            FuzzAppNode(id: id, kind: kind)
        }
        let mail = n(
            2,
            .tabs(
                FuzzTabs(usesTabType: false, badged: [true, false]),
                [
                    n(
                        3,
                        .navigation(
                            inSceneStorage: false,
                            root: n(4, .toolbar(.primaryAction, n(5, .local))),
                            destination: n(6, .toolbar(.status, n(7, .local))))),
                    n(8, .toolbar(.automatic, n(9, .local))),
                ]))
        let sheets = [
            n(
                10,
                .detentSheet(
                    FuzzSheetOptions(detents: true, dismissDisabled: true),
                    n(
                        11,
                        .navigation(
                            inSceneStorage: false,
                            root: n(12, .toolbar(.confirmationAction, n(13, .local))),
                            destination: n(14, .local))))),
            n(
                15,
                .detentSheet(
                    FuzzSheetOptions(detents: false, dismissDisabled: false), n(16, .local))),
        ]
        let tabs = n(
            17,
            .tabs(
                FuzzTabs(usesTabType: true, badged: [false, true, true]),
                [n(18, .local), n(19, .local), n(20, .toolbar(.cancellationAction, n(21, .local)))])
        )
        let main = n(1, .stack(.vertical, [mail] + sheets + [tabs]))
        let spec = FuzzAppSpec(platform: platform, contents: [.main: main], commands: [])
        // The comments say what each step does on iPadOS.
        let steps: [FuzzAppStep] = [
            .tap(window: 0, occurrence: 0),  // C2: the first tab's badge shows 1
            .tap(window: 0, occurrence: 2),  // T4: the root level's item
            .tap(window: 0, occurrence: 3),  // N3: push; the level's item replaces the root's
            .tap(window: 0, occurrence: 5),  // T6@1: the pushed level's item
            .back(window: 0),  // pop: T4 again
            .selectTab(window: 0, occurrence: 1),  // B2@#1: its item has no bar (C1)
            .tap(window: 0, occurrence: 0),  // C2: the badge shows 2, on the other tab
            .tap(window: 0, occurrence: 2),  // P10: a sheet at .medium, its stack's item
            .drag(window: 0, detent: 1),  // to .large
            .dismiss(window: 0),  // refused: interactiveDismissDisabled (C13)
            .tap(window: 0, occurrence: 2),  // T12: the sheet's item (only the sheet is reachable, D104)
            .drag(window: 0, detent: 2),  // to .fraction(0.3), not offered: refused
            .relaunch,  // the sheet, its detent and the tab are state of views: gone
            .tap(window: 0, occurrence: 4),  // P10 again: at .medium
            .tap(window: 0, occurrence: 0),  // D10: dismiss() dismisses it
            .tap(window: 0, occurrence: 5),  // P15: a plain sheet
            .drag(window: 0, detent: 1),  // to .large: a sheet offering none is there (D53)
            .dismiss(window: 0),  // a swipe dismisses it
            .selectTab(window: 0, occurrence: 4),  // B17@#2: its item has no bar (C1)
            .tap(window: 0, occurrence: 6),  // C17: two badges follow it
        ]
        return FuzzAppCase(spec: spec, steps: steps)
    }

    /// Two tab views of the view check (C10, C11): one written with `tabItem` and `tag`, its
    /// first tab holding a binding button of the local above it and the badge of that local,
    /// the other with `Tab`s, its first tab holding a state object.
    static var viewTabs: FuzzCase {
        func n(_ id: Int, _ kind: FuzzNode.Kind) -> FuzzNode { FuzzNode(id: id, kind: kind) }
        let first = n(
            4,
            .local(
                n(
                    5,
                    .container(
                        .tabItems, .variable(4, plus: 0),
                        n(
                            7,
                            .stack([
                                n(6, .text(.variable(4, plus: 0))),
                                n(8, .bindingButton(local: 4)),
                                n(
                                    9,
                                    .lifecycle(
                                        n(
                                            13,
                                            .onChange(
                                                .variable(1, plus: 0), n(14, .text(.constant(1))))))
                                ),
                            ]))))))
        let second = n(
            10,
            .container(
                .tabs, .constant(0), n(11, .stateObject(n(12, .text(.variable(11, plus: 0)))))))
        return FuzzCase(
            root: n(3, .stack([first, second])),
            steps: [
                .tap(node: 8, occurrence: 0), .selectTab(node: 5, tab: 1, occurrence: 0), .root(1),
                .tap(node: 4, occurrence: 0), .selectTab(node: 5, tab: 0, occurrence: 0),
                .tap(node: 11, occurrence: 0), .selectTab(node: 10, tab: 1, occurrence: 0),
                .combined, .selectTab(node: 5, tab: 1, occurrence: 2),
                .selectTab(node: 10, tab: 0, occurrence: 1),
                .selectTab(node: 5, tab: 0, occurrence: 0),
            ])
    }
}
