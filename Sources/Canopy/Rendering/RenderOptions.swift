/// What the renderers show.
public struct RenderOptions: Sendable, Hashable {
    /// How an app host draws each window's content.
    public enum WindowContent: Sendable, Hashable {
        /// As a person sees it (``ViewHost/renderScreen(ascii:)``).
        case screen
        /// As the view tree, with the tree options (``ViewHost/render(_:)``).
        case tree
        /// Laid out and drawn on a character grid (``ViewHost/renderGrid(_:)``, D20).
        case grid
    }

    /// Annotates each line with the environment values that view read (`env colorScheme=dark`).
    public var showsEnvironment: Bool
    /// Annotates each line with the preference values its subtree produced
    /// (`pref navigationTitle="Movies"`); the window then observes every key written. A line
    /// shows a key only when a writer of it is inside its subtree, not the default that
    /// dynamic content fills in where nothing wrote it.
    public var showsPreferences: Bool
    /// Annotates each line with how many times that view's body ran (`evals=2`).
    public var showsEvaluationCounts: Bool
    /// Annotates each line with the focused values that view read (`focused document="A"`),
    /// as its window's focus resolves them (F4–F9).
    public var showsFocusedValues: Bool
    /// Annotates the views that use values they were not handed — a text's font, colour and
    /// line limit, a control's style and tint — with what those resolved to
    /// (`resolved font=title foreground=red lineLimit=2`).
    public var showsResolved: Bool
    /// Ends each line with its view's frame in window points, `@(146.5,408.5 100×60)` (D20),
    /// after laying the window out.
    public var showsFrames: Bool
    /// With ``showsFrames``, also ends each line with the frame of every layout modifier
    /// folded into it, innermost first (`--frames=all`, D20).
    public var showsModifierFrames: Bool
    /// On the window grid (``ViewHost/renderGrid(_:)``), fills shapes and colours with `░`
    /// (`--fill`, D20).
    public var fillsShapes: Bool
    /// On the window grid, outlines every view's frame (`--boxes`, D20), not only controls,
    /// borders and sheets.
    public var drawsBoxes: Bool
    /// Draws the indentation guides (and the window grid's lines) with ASCII characters instead
    /// of box-drawing ones.
    public var ascii: Bool
    /// Deeper lines stop indenting and show their depth (`⋮[250] Text "x"`), so a very deep tree
    /// renders in linear space.
    public var maxIndentDepth: Int
    /// How ``AppHost/render(_:)`` draws each window's content: `.screen` unless asked.
    public var windowContent: WindowContent
    /// With what animates on a line (D35), says how each value moves and since when:
    /// `animating opacity (linear(duration: 1) from t = 0)` (`--animations`).
    public var showsAnimations = false

    /// Options with every annotation off and Unicode guides.
    public init(
        showsEnvironment: Bool = false, showsPreferences: Bool = false,
        showsEvaluationCounts: Bool = false, showsFocusedValues: Bool = false,
        showsResolved: Bool = false, ascii: Bool = false,
        maxIndentDepth: Int = 64, windowContent: WindowContent = .screen,
        showsFrames: Bool = false, showsModifierFrames: Bool = false,
        fillsShapes: Bool = false, drawsBoxes: Bool = false
    ) {
        self.fillsShapes = fillsShapes
        self.drawsBoxes = drawsBoxes
        self.showsFrames = showsFrames
        self.showsModifierFrames = showsModifierFrames
        self.windowContent = windowContent
        self.showsEnvironment = showsEnvironment
        self.showsPreferences = showsPreferences
        self.showsEvaluationCounts = showsEvaluationCounts
        self.showsFocusedValues = showsFocusedValues
        self.showsResolved = showsResolved
        self.ascii = ascii
        self.maxIndentDepth = maxIndentDepth
    }
}
