#if canImport(SwiftUI)
    import SwiftUI
#else
    import Canopy
#endif

/// The colour note titles are drawn in: the app sets it from the Settings window's choice.
struct NoteAccentKey: EnvironmentKey {
    static let defaultValue: Color = .yellow
}

extension EnvironmentValues {
    /// The colour note titles are drawn in (yellow unless set).
    var noteAccent: Color {
        get { self[NoteAccentKey.self] }
        set { self[NoteAccentKey.self] = newValue }
    }
}

/// How many words the note being edited has: the editor reports it, the window shows it.
struct WordCountKey: PreferenceKey {
    static var defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

/// The text of the note whose editor has focus, for the Note menu's commands.
struct NoteTextKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    /// The text of the focused note's editor, if a note editor has focus.
    var noteText: Binding<String>? {
        get { self[NoteTextKey.self] }
        set { self[NoteTextKey.self] = newValue }
    }
}
