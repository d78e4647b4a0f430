import CanopyFuzz

/// Small cases written by hand, for the tests of the check's parts.
enum SampleCases {
    /// The first finding as a generated tree: an outer environment value driven by a
    /// root `@State` removes a branch whose inner view observes an object, and one action
    /// changes both (L3, D3, E7).
    static var outerEnvironmentAndInnerObject: FuzzCase {
        let text = FuzzNode(id: 9, kind: .text(.variable(6, plus: 0)))
        let lifecycle = FuzzNode(id: 8, kind: .lifecycle(text))
        let identified = FuzzNode(id: 7, kind: .identified(.variable(6, plus: 0), lifecycle))
        let observed = FuzzNode(id: 6, kind: .observedObject(index: 0, identified))
        let conditional = FuzzNode(id: 5, kind: .conditional(.variable(4, plus: 0), observed, nil))
        let scope = FuzzNode(id: 4, kind: .environmentScope(.a, conditional))
        let root = FuzzNode(id: 3, kind: .environmentWrite(.a, .variable(1, plus: 0), scope))
        return FuzzCase(root: root, steps: [.combined, .combined])
    }

    /// Every lazy container and every kind of section: a `ForEach` of sections, sections
    /// around a `ForEach`, and a `ForEach` of rows (G29, D17, D24).
    static func lazyContainers(_ node: (Int, FuzzNode.Kind) -> FuzzNode) -> FuzzNode {
        func rows(_ id: Int, _ list: FuzzExpression, _ row: FuzzNode) -> FuzzNode {
            node(id, .forEach(list, row))
        }
        func container(
            _ id: Int, _ style: FuzzLazyContainer.Style, _ extent: Int, _ content: FuzzNode
        )
            -> FuzzNode
        {
            node(id, .lazyContainer(FuzzLazyContainer(style, extent: extent), content))
        }
        let stack = container(
            50, .verticalStack(spacing: 4, pinsHeaders: true, pinsFooters: false), 40,
            rows(
                51, .variable(1, plus: 0),
                node(
                    52,
                    .section(
                        .headerAndFooter, .variable(51, plus: 0),
                        rows(53, .constant(0), node(54, .text(.variable(53, plus: 0))))))))
        let horizontal = container(
            55, .horizontalStack(spacing: 0), 60,
            rows(
                56, .variable(2, plus: 0),
                node(57, .lifecycle(node(58, .text(.variable(56, plus: 0)))))))
        let grid = container(
            59, .verticalGrid(columns: 2), 40,
            node(
                60,
                .section(
                    .title, .constant(0),
                    rows(61, .variable(1, plus: 0), node(62, .text(.variable(61, plus: 0)))))))
        let list = container(
            63, .list, 40,
            node(
                64,
                .section(
                    .header, .variable(2, plus: 0),
                    rows(65, .constant(4), node(66, .text(.variable(65, plus: 0)))))))
        let form = container(
            67, .form, 90,
            node(
                68,
                .section(
                    .footer, .constant(1),
                    rows(69, .constant(0), node(70, .text(.variable(69, plus: 0)))))))
        let plain = node(71, .section(.plain, .constant(0), node(72, .text(.constant(5)))))
        return node(
            73,
            .stack([
                node(74, .stack([stack, horizontal, grid])), node(75, .stack([list, form, plain])),
            ]))
    }

    /// One node of every kind, and one step of every kind.
    static var everyKind: FuzzCase {
        func node(_ id: Int, _ kind: FuzzNode.Kind) -> FuzzNode { FuzzNode(id: id, kind: kind) }
        let first = node(
            4,
            .environmentWrite(
                .a, .variable(1, plus: 0),
                node(
                    5,
                    .environmentScope(
                        .a,
                        node(
                            6,
                            .conditional(
                                .variable(5, plus: 0),
                                node(
                                    7,
                                    .observedObject(
                                        index: 0,
                                        node(
                                            8,
                                            .identified(
                                                .variable(7, plus: 0),
                                                node(
                                                    9,
                                                    .lifecycle(
                                                        node(10, .text(.variable(7, plus: 1)))))
                                            )))),
                                node(11, .environmentText(.a))))))))
        let second = node(
            12,
            .local(
                node(
                    13,
                    .stack([
                        node(14, .bindingButton(local: 12)),
                        node(
                            41,
                            .buttonStyle(
                                .constant(7),
                                node(15, .stateObject(node(16, .text(.variable(15, plus: 0))))))),
                        node(17, .text(.variable(12, plus: 0))),
                    ]))))
        let third = node(
            18,
            .preferenceReader(
                .sum,
                node(
                    19,
                    .forEach(
                        .variable(2, plus: 0),
                        node(
                            20,
                            .preferenceWrite(
                                .sum, .variable(19, plus: 0),
                                node(
                                    21,
                                    .onChange(
                                        .variable(2, plus: 0),
                                        node(
                                            22,
                                            .overlayReader(
                                                .list,
                                                node(
                                                    23,
                                                    .preferenceTransform(
                                                        .list, 2,
                                                        node(
                                                            24,
                                                            .anyView(
                                                                node(
                                                                    25,
                                                                    .environmentTransform(
                                                                        .b, 1,
                                                                        node(
                                                                            26,
                                                                            .environmentObject(
                                                                                node(
                                                                                    27,
                                                                                    .observable(
                                                                                        field: 1,
                                                                                        viaEnvironment:
                                                                                            true,
                                                                                        node(
                                                                                            28,
                                                                                            .observable(
                                                                                                field:
                                                                                                    0,
                                                                                                viaEnvironment:
                                                                                                    false,
                                                                                                node(
                                                                                                    29,
                                                                                                    .stack(
                                                                                                        [
                                                                                                            node(
                                                                                                                30,
                                                                                                                .text(
                                                                                                                    .variable(
                                                                                                                        26,
                                                                                                                        plus:
                                                                                                                            0
                                                                                                                    )
                                                                                                                )
                                                                                                            ),
                                                                                                            node(
                                                                                                                31,
                                                                                                                .text(
                                                                                                                    .variable(
                                                                                                                        27,
                                                                                                                        plus:
                                                                                                                            0
                                                                                                                    )
                                                                                                                )
                                                                                                            ),
                                                                                                            node(
                                                                                                                32,
                                                                                                                .environmentText(
                                                                                                                    .b
                                                                                                                )
                                                                                                            ),
                                                                                                        ]
                                                                                                    )
                                                                                                ))))
                                                                                )))))))))))))))))))
        let lazy = lazyContainers(node)
        // Every button of the local's subtree is drawn by the style, whose text follows root
        // variable 1; the state object's own style is closer and wins (E3, E4).
        let styled = node(40, .buttonStyle(.variable(1, plus: 0), second))
        // What containers collect: a badge, a toolbar item, a sheet with detents (issue 40).
        let collected = node(
            90,
            .container(
                .badge, .variable(1, plus: 0),
                node(
                    91,
                    .container(
                        .toolbar, .variable(2, plus: 0),
                        node(
                            92,
                            .container(
                                .sheet, .variable(1, plus: 0),
                                node(93, .text(.variable(2, plus: 1)))))))))
        let root = node(
            3,
            .stack([
                first, styled,
                node(42, .stack([third, lazy, node(94, .stack([animated(node), collected]))])),
            ]))
        return FuzzCase(
            root: root,
            steps: [
                .root(1), .combined, .tap(node: 12, occurrence: 0), .tap(node: 14, occurrence: 0),
                .tap(node: 15, occurrence: 0), .root(2), .object(0), .environmentObject, .model(0),
                .batch([.model(1), .object(0)]), .root(1),
                .animated(.linear(1), .root(1), completion: true),
                .advance(frames: 30, sampled: true),
                .animated(.spring(0.5, bounce: 0.3), .object(1), completion: false),
                .advance(frames: 60, sampled: false),
                .animated(.easeInOut(0.5), .batch([.model(1), .object(0)]), completion: true),
            ])
    }

    /// Every animation construct: `.animation(_:value:)` with an animation and with `nil`,
    /// transitions on both branches of a conditional, and the three effects (T3, T7, T17).
    static func animated(_ node: (Int, FuzzNode.Kind) -> FuzzNode) -> FuzzNode {
        let faded = node(
            83, .effect(.opacity, .variable(1, plus: 1), node(84, .text(.variable(1, plus: 0)))))
        let moved = node(
            86,
            .effect(
                .offset, .variable(2, plus: 0),
                node(87, .effect(.scale, .variable(1, plus: 0), node(88, .text(.constant(1)))))))
        let branches = node(
            81,
            .conditional(
                .variable(1, plus: 0), node(82, .transition(.slide, faded)),
                node(85, .transition(.asymmetric, moved))))
        return node(
            80,
            .animation(
                .easeInOut(0.5), .variable(2, plus: 0),
                node(89, .animation(nil, .constant(0), branches))))
    }
}
