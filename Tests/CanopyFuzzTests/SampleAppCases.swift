import Canopy
import CanopyFuzz

/// App cases written by hand, for the tests of the app check's parts.
enum SampleAppCases {
    /// Every kind of node in the main window (but the list, in the small Solo window: once a
    /// window is laid out, a debug build lays it out again from nothing after every update to
    /// check the incremental layout, which costs most in the largest window), content in every
    /// scene, every command, and a step of every kind that acts on something (the comments say
    /// what each step does). Settings holds the container kinds: tab views written both ways,
    /// a toolbar item, a detent sheet.
    static var everyKind: FuzzAppCase {
        func n(_ id: Int, _ kind: FuzzAppNode.Kind) -> FuzzAppNode {
            FuzzAppNode(id: id, kind: kind)
        }
        let values = n(
            2,
            .lifecycle(
                n(
                    3,
                    .stack(
                        .vertical,
                        [
                            n(4, .shared(viaBinding: true)), n(5, .shared(viaBinding: false)),
                            n(6, .store), n(7, .appStorage(key: 0)), n(8, .sceneStorage(key: 1)),
                            n(9, .local), n(10, .appPhase), n(11, .windowPhase),
                        ]))))
        let focus = n(
            12,
            .publisher(
                .value(key: 0, scene: false),
                n(
                    13,
                    .stack(
                        .vertical,
                        [
                            n(
                                14,
                                .field(
                                    publishesValue: true, publishesBinding: true, focusState: false)
                            ),
                            n(15, .reader),
                        ]))))
        let scene = n(
            16,
            .publisher(
                .value(key: 1, scene: true),
                n(17, .publisher(.object(scene: true), n(18, .reader)))))
        let object = n(
            19,
            .publisher(
                .object(scene: false),
                n(20, .field(publishesValue: false, publishesBinding: false, focusState: true))
            )
        )
        let sheets = [
            n(
                21,
                .sheet(
                    inSceneStorage: true,
                    n(
                        22,
                        .stack(
                            .vertical,
                            [
                                n(23, .local),
                                n(
                                    24,
                                    .field(
                                        publishesValue: true, publishesBinding: false,
                                        focusState: false
                                    )),
                            ])))),
            n(25, .sheet(inSceneStorage: false, n(26, .reader))),
            n(27, .alert(n(28, .local))),
        ]
        let navigation = n(
            29,
            .navigation(
                inSceneStorage: true,
                root: n(
                    30,
                    .stack(
                        .vertical,
                        [
                            n(31, .local),
                            n(
                                32,
                                .field(
                                    publishesValue: false, publishesBinding: true, focusState: true)
                            ),
                        ])),
                destination: n(
                    33,
                    .stack(
                        .vertical,
                        [n(34, .local), n(35, .sheet(inSceneStorage: false, n(36, .local)))]))
            ))
        let windows = [
            n(37, .openWindow(.second)), n(38, .openWindow(.solo)), n(39, .openWindow(.settings)),
            n(40, .closeWindow),
        ]
        // Issue 36's settings screen: a field beside a button in a section's row, a row of a
        // text and a counter, and a sheet presented from the list.
        let list = n(
            53,
            .stack(
                .list,
                [
                    n(
                        54,
                        .stack(
                            .section,
                            [
                                n(
                                    55,
                                    .stack(
                                        .horizontal,
                                        [
                                            n(
                                                56,
                                                .field(
                                                    publishesValue: false,
                                                    publishesBinding: false, focusState: false)),
                                            n(57, .openWindow(.solo)),
                                        ])),
                                n(58, .local),
                            ])),
                    n(59, .stack(.horizontal, [n(60, .windowPhase), n(61, .local)])),
                    n(62, .sheet(inSceneStorage: false, n(63, .local))),
                ]))
        let main = n(
            1,
            .stack(
                .vertical,
                [values, focus, scene, object] + sheets + [navigation] + windows))
        let second = n(
            41,
            .stack(
                .vertical,
                [
                    n(42, .shared(viaBinding: true)), n(43, .reader), n(44, .sceneStorage(key: 1)),
                    n(45, .closeWindow),
                ]))
        let solo = n(
            46,
            .stack(
                .vertical,
                [
                    n(47, .appStorage(key: 0)),
                    n(48, .field(publishesValue: true, publishesBinding: true, focusState: false)),
                    list,
                ]))
        let settings = n(
            49,
            .stack(
                .vertical,
                [
                    n(50, .appStorage(key: 0)), n(51, .reader),
                    n(52, .field(publishesValue: false, publishesBinding: true, focusState: false)),
                    n(
                        64,
                        .tabs(
                            FuzzTabs(usesTabType: true, badged: [true, false]),
                            [
                                n(65, .toolbar(.primaryAction, n(66, .local))),
                                n(
                                    67,
                                    .detentSheet(
                                        FuzzSheetOptions(detents: true, dismissDisabled: true),
                                        n(68, .local))),
                            ])),
                    n(
                        69,
                        .tabs(
                            FuzzTabs(usesTabType: false, badged: [false, true]),
                            [n(70, .local), n(71, .local)])),
                ]))
        let spec = FuzzAppSpec(
            platform: .macOS,
            contents: [.main: main, .second: second, .solo: solo, .settings: settings],
            commands: [
                .focusedValue, .sceneValue, .binding, .object, .shared, .appStorage(0),
                .appStorage(1), .open(.second), .open(.solo), .open(.settings),
            ])
        let steps: [FuzzAppStep] = [
            .tap(window: 0, occurrence: 0),  // A4: the app's shared state, by binding
            .tap(window: 0, occurrence: 1),  // A5: … and by value
            .tap(window: 0, occurrence: 2),  // O6: the app's store
            .tap(window: 0, occurrence: 3),  // K7: @AppStorage
            .tap(window: 0, occurrence: 4),  // S8: @SceneStorage
            .focus(window: 0, occurrence: 0),  // F14: publishes a value and a binding
            .command(occurrence: 2),  // Bind: the focused binding
            .command(occurrence: 3),  // Obj: the scene's object
            .tap(window: 0, occurrence: 6),  // R15: the focused binding, from a view
            .tap(window: 0, occurrence: 10),  // G20: @FocusState moves focus to F20
            .tap(window: 0, occurrence: 11),  // U20: … and takes it away
            .tap(window: 0, occurrence: 10),  // G20: F20, inside a focusedObject, again
            .tap(window: 0, occurrence: 12),  // P21: a sheet (@SceneStorage)
            .type(window: 0, occurrence: 2, text: "Ada"),  // F24, in the sheet
            .dismiss(window: 0),  // the sheet
            .tap(window: 0, occurrence: 14),  // Q27: an alert
            .tap(window: 0, occurrence: 14),  // Y27: its button
            .tap(window: 0, occurrence: 19),  // N29: push
            .back(window: 0),  // pop
            .tap(window: 0, occurrence: 19),  // N29: push again
            .open(.second),  // window 2
            .tap(window: 1, occurrence: 0),  // A42 in window 2
            .makeKey(window: 0),  // window 1
            .phase(window: 1, .background),  // window 2
            .command(occurrence: 7),  // Open settings: window 3
            .focus(window: 2, occurrence: 0),  // F52 in Settings
            .command(occurrence: 1),  // Bind: Settings' field
            .open(.solo),  // window 4
            .tap(window: 3, occurrence: 0),  // K47 in the solo window
            .clearFocus(window: 2),  // Settings
            .outside,  // the store, from outside
            .close(window: 1),  // window 2
            .open(.second),  // window 5
            .tap(window: 3, occurrence: 3),  // Z45: window 5 closes itself
            .tap(window: 2, occurrence: 4),  // P62 in the solo window: a sheet over the list
            .tap(window: 2, occurrence: 3),  // L63: only the sheet is reachable (D104)
            .dismiss(window: 2),  // the sheet
            .tap(window: 2, occurrence: 3),  // L61, in a row
            .focus(window: 2, occurrence: 1),  // F56, beside a button in a section's row
            .type(window: 2, occurrence: 1, text: "Grace Brewster Hopper"),  // … a long name
            .type(window: 2, occurrence: 1, text: "A"),  // … a name shorter than the button
            .tap(window: 1, occurrence: 2),  // C64 in Settings: the first tab's badge
            .tap(window: 1, occurrence: 4),  // T65: a toolbar item in the selected tab
            .selectTab(window: 1, occurrence: 1),  // B64@#1
            .tap(window: 1, occurrence: 3),  // P67: a sheet with detents, refusing a swipe
            .tap(window: 1, occurrence: 4),  // D67: dismiss() still dismisses it
            .selectTab(window: 1, occurrence: 3),  // B69@#1, the badged tab
            .relaunch,
        ]
        return FuzzAppCase(spec: spec, steps: steps)
    }
}
